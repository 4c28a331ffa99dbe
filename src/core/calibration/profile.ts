/**
 * Calibration profiles as files: named, saved, applied to scenarios. Applying one sets
 * `scenario.calibration` (MODEL's readRate and startup honour it); nothing else changes.
 * Files carry a kind and a schema version; parsing validates every field and never throws.
 */
import type {
  CalibrationCover,
  CalibrationProfile,
  MeasuredPhase,
  MeasuredStart,
  RecoveryLogPoint,
  RecoveryPhaseFactor,
  Scenario,
} from '../scenario/types.ts';
import { storageKindIds } from '../storage/index.ts';
import { STARTUP_PHASE_KEYS } from '../imports/types.ts';
import { formatNumber as fmtNum } from '../format/index.ts';

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
  /** For a figure out of range: the nearest value in range. */
  nearestValid?: number;
}

export type ParsedProfile =
  { ok: true; profile: CalibrationProfile } | { ok: false; errors: ProfileError[] };

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function shown(v: unknown): string {
  const t = JSON.stringify(v) ?? String(v);
  return t.length > 40 ? `${t.slice(0, 40)}…` : t;
}

/**
 * The range of each fitted figure a profile may carry. Outside it a profile describes no real
 * device or start (a cap of 0 gave QPS 0 and phases of "0.0 s at 0/s"; a factor of 1e308 made a
 * phase take 0 s), so it is refused wherever a profile enters: scenario files, profile files, the
 * app's store (validateScenarioLimits) and `calibrate --out` before writing.
 * Device: io2 Block Express and local NVMe reach a few million 4 KiB IOPS and ~30 GiB/s when
 * striped (docs/model.md, devices); 10 M IOPS, 100,000 MiB/s and 1 µs..1 s latency bound them
 * with room. Startup factors (measured / predicted): 0.01..100, two orders of magnitude either
 * way, well beyond any model error seen in the brief's measurements. Workload (telemetry): a miss
 * ratio is a share (0..1); its factor on the model 0.001..1000 (three orders of magnitude: a hot
 * set the model's uniform access does not see); an average request 0.5 KiB (one sector) to
 * 4 MiB (the largest request iostat reports as one); innodb_page_size 4..64 KiB.
 */
export const PROFILE_LIMITS = {
  readIopsCap: { min: 1, max: 10_000_000, label: 'calibrated device IOPS cap' },
  readMiBpsCap: { min: 1, max: 100_000, label: 'calibrated device throughput cap (MiB/s)' },
  readLatencyUs: { min: 1, max: 1_000_000, label: 'calibrated 4 KiB read latency (µs)' },
  startupFactor: { min: 0.01, max: 100, label: 'calibrated startup factor' },
  missRatio: { min: 0, max: 1, label: 'measured buffer-pool miss ratio' },
  missFactor: { min: 0.001, max: 1000, label: 'miss ratio factor (measured / model)' },
  ioKiB: { min: 0.5, max: 4096, label: 'average IO size (KiB)' },
  pageSizeKiB: { min: 4, max: 64, label: 'page size of the capture (KiB)' },
} as const;

type Limit = { min: number; max: number; label: string };

/** The nearest value within `l`. */
function clampTo(l: Limit, v: number): number {
  return Math.min(l.max, Math.max(l.min, v));
}

/** Validates a profile object (from a file, or from a scenario file's `calibration`). */
export function validateProfile(
  value: unknown,
  at = 'profile',
  options: { figuresOnly?: boolean } = {},
): ParsedProfile {
  const errors: ProfileError[] = [];
  const err = (path: string, expected: string, got: unknown): void => {
    errors.push({ path, message: `At ${path}: expected ${expected}, got ${shown(got)}` });
  };
  if (!isObj(value)) {
    err(at, 'an object', value);
    return { ok: false, errors };
  }
  const within = (path: string, v: unknown, l: Limit): number => {
    if (typeof v !== 'number' || !Number.isFinite(v)) err(path, `a number (${l.label})`, v);
    else if (v < l.min || v > l.max)
      errors.push({
        path,
        message: `At ${path}: ${l.label} must be between ${fmtNum(l.min)} and ${fmtNum(l.max)}, got ${fmtNum(v)} → nearest valid ${fmtNum(clampTo(l, v))}.`,
        nearestValid: clampTo(l, v),
      });
    return typeof v === 'number' ? v : 0;
  };
  // figuresOnly: the model's own check of a scenario in use (calibrate's working profiles carry
  // no name or date yet); files are checked whole.
  const meta = !options.figuresOnly;
  if (meta && (typeof value.name !== 'string' || value.name.trim() === ''))
    err(`${at}.name`, 'a non-empty name', value.name);
  if (meta && (typeof value.createdAt !== 'string' || Number.isNaN(Date.parse(value.createdAt))))
    err(`${at}.createdAt`, 'an ISO date-time', value.createdAt);
  if (meta && (!Array.isArray(value.sources) || !value.sources.every((s) => typeof s === 'string')))
    err(`${at}.sources`, 'a list of file names', value.sources);
  let device: CalibrationProfile['device'] = null;
  if (value.device !== null && value.device !== undefined) {
    if (!isObj(value.device)) err(`${at}.device`, 'an object or null', value.device);
    else {
      device = {
        readIopsCap: within(
          `${at}.device.readIopsCap`,
          value.device.readIopsCap,
          PROFILE_LIMITS.readIopsCap,
        ),
        readMiBpsCap: within(
          `${at}.device.readMiBpsCap`,
          value.device.readMiBpsCap,
          PROFILE_LIMITS.readMiBpsCap,
        ),
        readLatencyUs: within(
          `${at}.device.readLatencyUs`,
          value.device.readLatencyUs,
          PROFILE_LIMITS.readLatencyUs,
        ),
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
        startup[k as (typeof STARTUP_PHASE_KEYS)[number]] = within(
          `${at}.startup.${k}`,
          v,
          PROFILE_LIMITS.startupFactor,
        );
      }
    }
  }
  let workload: CalibrationProfile['workload'] = null;
  if (value.workload !== null && value.workload !== undefined) {
    const v = value.workload;
    if (!isObj(v)) err(`${at}.workload`, 'an object or null', v);
    else {
      const maybe = (key: string, l: Limit): number | null =>
        v[key] === null || v[key] === undefined ? null : within(`${at}.workload.${key}`, v[key], l);
      const page = within(`${at}.workload.pageSizeKiB`, v.pageSizeKiB, PROFILE_LIMITS.pageSizeKiB);
      workload = {
        missRatio: maybe('missRatio', PROFILE_LIMITS.missRatio),
        missFactor: maybe('missFactor', PROFILE_LIMITS.missFactor),
        readIoKiB: maybe('readIoKiB', PROFILE_LIMITS.ioKiB),
        writeIoKiB: maybe('writeIoKiB', PROFILE_LIMITS.ioKiB),
        pageSizeKiB: page,
      };
    }
  }
  const covers = validateCovers(value.covers, `${at}.covers`, err, within);
  const measuredStarts = validateMeasuredStarts(value.measuredStarts, `${at}.measuredStarts`, err);
  const recovery = validateRecoveryFactors(value.recovery, `${at}.recovery`, err, within);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    profile: {
      name: typeof value.name === 'string' ? value.name.trim() : '',
      createdAt: value.createdAt as string,
      sources: Array.isArray(value.sources) ? [...(value.sources as string[])] : [],
      device,
      startup,
      ...(workload ? { workload } : {}),
      ...(covers ? { covers } : {}),
      ...(measuredStarts ? { measuredStarts } : {}),
      ...(recovery ? { recovery } : {}),
    },
  };
}

const RECOVERY_PHASES = ['redo_apply', 'copy_back', 'prepare', 'clone', 'undo'] as const;

/** The recovery phases a profile measured (issue 37): each a factor at one machine kind. */
function validateRecoveryFactors(
  value: unknown,
  at: string,
  err: (path: string, expected: string, got: unknown) => void,
  within: (path: string, v: unknown, l: Limit) => number,
): RecoveryPhaseFactor[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) {
    err(at, 'a list of recovery phase factors or null', value);
    return null;
  }
  const out: RecoveryPhaseFactor[] = [];
  value.forEach((m: unknown, i) => {
    const path = `${at}[${i}]`;
    if (!isObj(m)) return err(path, 'an object {phase, factor, storage, family, ...}', m);
    const phase = RECOVERY_PHASES.find((p) => p === m.phase);
    if (phase === undefined) err(`${path}.phase`, `one of ${RECOVERY_PHASES.join(', ')}`, m.phase);
    const storage = storageKindIds().find((k) => k === m.storage);
    if (storage === undefined)
      err(`${path}.storage`, `one of ${storageKindIds().join(', ')}`, m.storage);
    const positive = (k: string): number => {
      const v = m[k];
      if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0)
        err(`${path}.${k}`, 'a positive number', v);
      return typeof v === 'number' ? v : 0;
    };
    out.push({
      phase: phase ?? 'redo_apply',
      factor: within(`${path}.factor`, m.factor, PROFILE_LIMITS.startupFactor),
      storage: storage ?? 'gp3',
      family: typeof m.family === 'string' ? m.family : '',
      file: typeof m.file === 'string' ? m.file : '',
      measuredSeconds: positive('measuredSeconds'),
      predictedSeconds: positive('predictedSeconds'),
      ...recoveryLogPoints(m.logs, `${path}.logs`, err),
    });
  });
  return out;
}

/** A recovery factor's `logs` (absent or null: none, the factor scales without narrowing). */
function recoveryLogPoints(
  value: unknown,
  at: string,
  err: (path: string, expected: string, got: unknown) => void,
): { logs?: RecoveryLogPoint[] } {
  if (value === undefined || value === null) return {};
  if (!Array.isArray(value)) {
    err(at, 'a list of recovery logs or null', value);
    return {};
  }
  const logs = value.map((m: unknown, i): RecoveryLogPoint | null => {
    const path = `${at}[${i}]`;
    if (!isObj(m)) {
      err(path, 'an object {file, instanceType, mysqlVersion, setup, ...}', m);
      return null;
    }
    const { text, positive } = fieldReaders(m, path, err);
    return {
      file: text('file'),
      instanceType: text('instanceType'),
      mysqlVersion: text('mysqlVersion'),
      setup: text('setup'),
      deviceIops: positive('deviceIops'),
      deviceMiBps: positive('deviceMiBps'),
      workMiB: positive('workMiB'),
      measuredSeconds: positive('measuredSeconds'),
      predictedSeconds: positive('predictedSeconds'),
    };
  });
  return { logs: logs.filter((l): l is RecoveryLogPoint => l !== null) };
}

/** Readers of an object's fields that report a wrong one by its path (`err`) and go on. */
function fieldReaders(
  m: Record<string, unknown>,
  path: string,
  err: (path: string, expected: string, got: unknown) => void,
): { text: (k: string) => string; positive: (k: string) => number } {
  return {
    text: (k) => {
      const v = m[k];
      if (typeof v !== 'string' || v === '') err(`${path}.${k}`, 'a non-empty text', v);
      return typeof v === 'string' ? v : '';
    },
    positive: (k) => {
      const v = m[k];
      if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0)
        err(`${path}.${k}`, 'a positive number', v);
      return typeof v === 'number' ? v : 0;
    },
  };
}

/** The starts a profile was fitted on (issue 36 item 2): each with its machine and two totals. */
function validateMeasuredStarts(
  value: unknown,
  at: string,
  err: (path: string, expected: string, got: unknown) => void,
): MeasuredStart[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) {
    err(at, 'a list of measured starts or null', value);
    return null;
  }
  const out: MeasuredStart[] = [];
  value.forEach((m: unknown, i) => {
    const path = `${at}[${i}]`;
    if (!isObj(m)) return err(path, 'an object {file, instanceType, storage, ...}', m);
    const { text, positive } = fieldReaders(m, path, err);
    const storage = storageKindIds().find((k) => k === m.storage);
    if (storage === undefined)
      err(`${path}.storage`, `one of ${storageKindIds().join(', ')}`, m.storage);
    out.push({
      file: text('file'),
      instanceType: text('instanceType'),
      storage: storage ?? 'gp3',
      tables: positive('tables'),
      mysqlVersion: text('mysqlVersion'),
      measuredSeconds: positive('measuredSeconds'),
      predictedSeconds: positive('predictedSeconds'),
      ...(m.setup === undefined || m.setup === null ? {} : { setup: text('setup') }),
      ...(m.deviceIops === undefined || m.deviceIops === null
        ? {}
        : { deviceIops: positive('deviceIops') }),
      ...(m.deviceMiBps === undefined || m.deviceMiBps === null
        ? {}
        : { deviceMiBps: positive('deviceMiBps') }),
      ...measuredPhases(m.phases, `${path}.phases`, err),
    });
  });
  return out;
}

const TIMED_PHASES: readonly MeasuredPhase['phase'][] = [
  'directories_scan',
  'duplicate_check',
  'dd_files_reading',
  'validation',
];

/** A measured start's `phases` (absent: none), each a long phase with both figures positive. */
function measuredPhases(
  value: unknown,
  at: string,
  err: (path: string, expected: string, got: unknown) => void,
): { phases?: MeasuredPhase[] } {
  if (value === undefined) return {};
  if (!Array.isArray(value)) {
    err(at, 'a list of timed phases', value);
    return {};
  }
  const phases: MeasuredPhase[] = [];
  value.forEach((p: unknown, i) => {
    const path = `${at}[${i}]`;
    if (!isObj(p)) return err(path, 'an object {phase, measuredSeconds, predictedSeconds}', p);
    const phase = TIMED_PHASES.find((k) => k === p.phase);
    if (phase === undefined) err(`${path}.phase`, `one of ${TIMED_PHASES.join(', ')}`, p.phase);
    const positive = (k: 'measuredSeconds' | 'predictedSeconds'): number => {
      const v = p[k];
      if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0)
        err(`${path}.${k}`, 'a positive number', v);
      return typeof v === 'number' ? v : 0;
    };
    phases.push({
      phase: phase ?? 'directories_scan',
      measuredSeconds: positive('measuredSeconds'),
      predictedSeconds: positive('predictedSeconds'),
    });
  });
  return { phases };
}

/**
 * The machine kinds of a profile (issue 26): a list of {storage, family, startup} with the
 * IO-bound factors in the startup factors' range. Absent or null: the profile covers every scenario.
 */
function validateCovers(
  value: unknown,
  at: string,
  err: (path: string, expected: string, got: unknown) => void,
  within: (path: string, v: unknown, l: Limit) => number,
): CalibrationCover[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) {
    err(at, 'a list of machine kinds or null', value);
    return null;
  }
  return value.map((c: unknown, i): CalibrationCover => {
    const path = `${at}[${i}]`;
    const o = isObj(c) ? c : {};
    if (!isObj(c)) err(path, 'an object {storage, family, startup}', c);
    const storage = storageKindIds().find((k) => k === o.storage);
    if (storage === undefined && isObj(c))
      err(`${path}.storage`, `one of ${storageKindIds().join(', ')}`, o.storage);
    if (isObj(c) && (typeof o.family !== 'string' || o.family.trim() === ''))
      err(`${path}.family`, 'an instance family like "m6id"', o.family);
    let startup: CalibrationCover['startup'] = null;
    if (isObj(o.startup)) {
      startup = {};
      for (const [k, v] of Object.entries(o.startup)) {
        if (k !== 'directories_scan' && k !== 'duplicate_check') {
          err(`${path}.startup.${k}`, 'directories_scan or duplicate_check', k);
          continue;
        }
        startup[k] = within(`${path}.startup.${k}`, v, PROFILE_LIMITS.startupFactor);
      }
    } else if (o.startup !== null && o.startup !== undefined)
      err(`${path}.startup`, 'an object or null', o.startup);
    return {
      storage: storage ?? 'gp3',
      family: typeof o.family === 'string' ? o.family : '',
      startup,
    };
  });
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
