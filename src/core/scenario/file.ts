/**
 * The scenario file (`.innosizer.json`): pretty JSON carrying `schemaVersion`. Parsing never throws:
 * it returns the scenario (migrated to the current version, missing fields filled from the defaults)
 * or every problem with its path, in the user's words: the field's label, where it is in the file,
 * and a valid value, e.g. `Provisioned IOPS (storage.iops in the file) must be a number, got "abc".
 * A valid value: 3,000 IOPS.`
 */
import type { Scenario } from './types.ts';
import { checkScenario } from './schema.ts';
import type { PathError } from './schema.ts';
import { CURRENT_SCHEMA_VERSION, migrate } from './migrations.ts';
import { PROFILE_FILE_KIND, validateProfile } from '../calibration/profile.ts';
import { unknownKeyWarning, unknownScenarioKeys } from './unknownKeys.ts';
import type { Catalog } from '../catalog/types.ts';
import { DEFAULT_CATALOG } from '../catalog/index.ts';
import { fieldRange, formatFieldValue, nearestInRange } from './limits.ts';

export type ParseScenarioResult =
  | {
      ok: true;
      scenario: Scenario;
      migratedFrom: number | null;
      /** Keys the scenario does not have, each with the nearest known key: ignored, said. */
      warnings: string[];
    }
  | { ok: false; errors: PathError[] };

/** Pretty JSON with `schemaVersion` first, a trailing newline, stable key order. */
export function serializeScenario(s: Scenario): string {
  return `${JSON.stringify({ ...s, schemaVersion: CURRENT_SCHEMA_VERSION }, null, 2)}\n`;
}

/**
 * A value of the field `e` is about that is valid with the file's other fields (the bad value replaced
 * by the default), as the limits table gives it; "" for a field the table has no range for.
 */
function validValueHint(scenario: Scenario, e: PathError, catalog: Catalog): string {
  const range = fieldRange(scenario, catalog, e.path);
  if (!range) return '';
  let at: unknown = scenario;
  for (const key of e.path.split('.')) at = (at as Record<string, unknown> | null)?.[key];
  const valid = nearestInRange(range, typeof at === 'number' ? at : range.min.value);
  return valid === undefined ? '' : ` A valid value: ${formatFieldValue(range, valid)}.`;
}

export function parseScenarioFile(
  text: string,
  catalog: Catalog = DEFAULT_CATALOG,
): ParseScenarioResult {
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
  const notScenario = notAScenario(obj);
  if (notScenario !== null)
    return { ok: false, errors: [{ path: '', message: `Not a scenario file: ${notScenario}` }] };
  const version = obj['schemaVersion'] === undefined ? 0 : obj['schemaVersion'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return {
      ok: false,
      errors: [
        {
          path: 'schemaVersion',
          message: `The file's schemaVersion must be a whole number, got ${JSON.stringify(version)}. A valid value: ${CURRENT_SCHEMA_VERSION}.`,
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
          message: `The file's schemaVersion ${version} was written by a newer InnoSizer (this one reads up to ${CURRENT_SCHEMA_VERSION}): update InnoSizer to open it.`,
        },
      ],
    };
  }
  const migrated = migrate(obj, version);
  if (!migrated.ok)
    return { ok: false, errors: [{ path: migrated.path, message: migrated.message }] };
  const { scenario, errors } = checkScenario(migrated.value);
  if (errors.length > 0) {
    return {
      ok: false,
      errors: errors.map((e) => ({
        path: e.path,
        message: `${e.message}${validValueHint(scenario, e, catalog)}`,
      })),
    };
  }
  // The calibration block is checked as a profile file is (issue 16: it never was).
  if (scenario.calibration !== null) {
    const profile = validateProfile(scenario.calibration, 'calibration');
    if (!profile.ok)
      return { ok: false, errors: profile.errors.map(({ path, message }) => ({ path, message })) };
  }
  return {
    ok: true,
    scenario,
    migratedFrom: version === CURRENT_SCHEMA_VERSION ? null : version,
    warnings: unknownScenarioKeys(migrated.value).map(unknownKeyWarning),
  };
}

/** The sections a scenario file has at least one of (a file of other JSON has none). */
const SECTIONS = ['region', 'instance', 'storage', 'logVolume', 'mysql', 'workload', 'pricing'];

/**
 * Why `obj` is no scenario (any JSON object used to load as the default scenario: `{}`,
 * `{"foo": 1}`, a calibration profile), or null.
 */
function notAScenario(obj: Record<string, unknown>): string | null {
  if (obj['kind'] === PROFILE_FILE_KIND) return 'this is a calibration profile, not a scenario';
  if (SECTIONS.some((k) => Object.hasOwn(obj, k))) return null;
  const keys = Object.keys(obj);
  return keys.length === 0
    ? 'the JSON object is empty'
    : `none of its keys (${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', …' : ''}) is a section of a scenario (${SECTIONS.join(', ')})`;
}
