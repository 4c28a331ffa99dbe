/**
 * Calibration profiles as files: named, saved, applied to scenarios. Applying one sets
 * `scenario.calibration` (MODEL's readRate and startup honour it); nothing else changes.
 * Files carry a kind and a schema version; parsing validates every field and never throws.
 */
import type { CalibrationProfile, Scenario } from '../scenario/types.ts';
import { STARTUP_PHASE_KEYS } from '../imports/types.ts';

export const PROFILE_FILE_KIND = 'innosizer-calibration-profile';
export const PROFILE_SCHEMA_VERSION = 1;

/** A copy of the scenario with the profile applied (null removes calibration). */
export function applyProfile(scenario: Scenario, profile: CalibrationProfile | null): Scenario {
  return {
    ...scenario,
    calibration:
      profile === null ? null : (JSON.parse(JSON.stringify(profile)) as CalibrationProfile),
  };
}

export function serializeProfile(profile: CalibrationProfile): string {
  return `${JSON.stringify({ kind: PROFILE_FILE_KIND, schemaVersion: PROFILE_SCHEMA_VERSION, profile }, null, 2)}\n`;
}

export interface ProfileError {
  path: string;
  message: string;
}

export type ParsedProfile =
  { ok: true; profile: CalibrationProfile } | { ok: false; errors: ProfileError[] };

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function shown(v: unknown): string {
  const t = JSON.stringify(v) ?? String(v);
  return t.length > 40 ? `${t.slice(0, 40)}…` : t;
}

/** Validates a profile object (from a file, or from a scenario file's `calibration`). */
export function validateProfile(value: unknown, at = 'profile'): ParsedProfile {
  const errors: ProfileError[] = [];
  const err = (path: string, expected: string, got: unknown): void => {
    errors.push({ path, message: `At ${path}: expected ${expected}, got ${shown(got)}` });
  };
  if (!isObj(value)) {
    err(at, 'an object', value);
    return { ok: false, errors };
  }
  const positive = (path: string, v: unknown): number => {
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) err(path, 'a positive number', v);
    return typeof v === 'number' ? v : 0;
  };
  if (typeof value.name !== 'string' || value.name.trim() === '')
    err(`${at}.name`, 'a non-empty name', value.name);
  if (typeof value.createdAt !== 'string' || Number.isNaN(Date.parse(value.createdAt)))
    err(`${at}.createdAt`, 'an ISO date-time', value.createdAt);
  if (!Array.isArray(value.sources) || !value.sources.every((s) => typeof s === 'string'))
    err(`${at}.sources`, 'a list of file names', value.sources);
  let device: CalibrationProfile['device'] = null;
  if (value.device !== null && value.device !== undefined) {
    if (!isObj(value.device)) err(`${at}.device`, 'an object or null', value.device);
    else {
      device = {
        readIopsCap: positive(`${at}.device.readIopsCap`, value.device.readIopsCap),
        readMiBpsCap: positive(`${at}.device.readMiBpsCap`, value.device.readMiBpsCap),
        readLatencyUs: positive(`${at}.device.readLatencyUs`, value.device.readLatencyUs),
      };
    }
  }
  let startup: CalibrationProfile['startup'] = null;
  if (value.startup !== null && value.startup !== undefined) {
    if (!isObj(value.startup)) err(`${at}.startup`, 'an object or null', value.startup);
    else {
      startup = {};
      for (const [k, v] of Object.entries(value.startup)) {
        if (!(STARTUP_PHASE_KEYS as readonly string[]).includes(k)) {
          err(`${at}.startup.${k}`, `one of ${STARTUP_PHASE_KEYS.join(', ')}`, k);
          continue;
        }
        startup[k as (typeof STARTUP_PHASE_KEYS)[number]] = positive(`${at}.startup.${k}`, v);
      }
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    profile: {
      name: (value.name as string).trim(),
      createdAt: value.createdAt as string,
      sources: [...(value.sources as string[])],
      device,
      startup,
    },
  };
}

export function parseProfileFile(text: string): ParsedProfile {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      errors: [{ path: '', message: `not JSON: ${e instanceof Error ? e.message : String(e)}` }],
    };
  }
  if (!isObj(doc) || doc.kind !== PROFILE_FILE_KIND) {
    return {
      ok: false,
      errors: [
        {
          path: 'kind',
          message: `At kind: expected "${PROFILE_FILE_KIND}", got ${shown(isObj(doc) ? doc.kind : doc)}`,
        },
      ],
    };
  }
  if (doc.schemaVersion !== PROFILE_SCHEMA_VERSION) {
    return {
      ok: false,
      errors: [
        {
          path: 'schemaVersion',
          message: `At schemaVersion: expected ${PROFILE_SCHEMA_VERSION}, got ${shown(doc.schemaVersion)}`,
        },
      ],
    };
  }
  return validateProfile(doc.profile);
}
