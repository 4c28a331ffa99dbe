/**
 * The scenario file (`.innosizer.json`): pretty JSON carrying `schemaVersion`. Parsing never throws:
 * it returns the scenario (migrated to the current version, missing fields filled from the defaults)
 * or every problem with its path, e.g. `At storage.iops: expected a number, got "abc"`.
 */
import type { Scenario } from './types.ts';
import { checkScenario } from './schema.ts';
import type { PathError } from './schema.ts';
import { CURRENT_SCHEMA_VERSION, migrate } from './migrations.ts';
import { validateProfile } from '../calibration/profile.ts';

export type ParseScenarioResult =
  | { ok: true; scenario: Scenario; migratedFrom: number | null }
  | { ok: false; errors: PathError[] };

/** Pretty JSON with `schemaVersion` first, a trailing newline, stable key order. */
export function serializeScenario(s: Scenario): string {
  return `${JSON.stringify({ ...s, schemaVersion: CURRENT_SCHEMA_VERSION }, null, 2)}\n`;
}

export function parseScenarioFile(text: string): ParseScenarioResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const detail = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      errors: [{ path: '', message: `Not a scenario file: invalid JSON (${detail})` }],
    };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      ok: false,
      errors: [{ path: '', message: 'Not a scenario file: expected a JSON object' }],
    };
  }
  const obj = raw as Record<string, unknown>;
  const version = obj['schemaVersion'] === undefined ? 0 : obj['schemaVersion'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return {
      ok: false,
      errors: [
        {
          path: 'schemaVersion',
          message: `At schemaVersion: expected a whole number, got ${JSON.stringify(version)}`,
        },
      ],
    };
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    return {
      ok: false,
      errors: [
        {
          path: 'schemaVersion',
          message: `At schemaVersion: version ${version} was written by a newer InnoSizer (this one reads up to ${CURRENT_SCHEMA_VERSION})`,
        },
      ],
    };
  }
  const migrated = migrate(obj, version);
  if (!migrated.ok)
    return { ok: false, errors: [{ path: migrated.path, message: migrated.message }] };
  const { scenario, errors } = checkScenario(migrated.value);
  if (errors.length > 0) return { ok: false, errors };
  // The calibration block is checked as a profile file is (issue 16: it never was).
  if (scenario.calibration !== null) {
    const profile = validateProfile(scenario.calibration, 'calibration');
    if (!profile.ok)
      return { ok: false, errors: profile.errors.map(({ path, message }) => ({ path, message })) };
  }
  return { ok: true, scenario, migratedFrom: version === CURRENT_SCHEMA_VERSION ? null : version };
}
