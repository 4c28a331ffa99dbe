/**
 * The shape of a scenario, checked by hand (the core takes no npm packages). `checkScenario` walks
 * raw JSON against this spec: wrong types become path-named errors, missing fields are filled from
 * the defaults (fields added after a file was written), unknown fields are dropped.
 *
 * Only the JSON type is checked here. Which numbers are valid (ranges, whole numbers such as the
 * thread or table count) is the field limits table's (scenario/limits.ts), so a file and a
 * command-line flag are held to one rule and get one message (issue 16).
 */
import type { Scenario } from './types.ts';
import {
  AURORA_STORAGES,
  MULTI_AZ_KINDS,
  CLOUDS,
  DEPLOYMENTS,
  PAGE_SIZES_KIB,
  PRICING_OPTIONS,
  SHUTDOWN_KINDS,
  COMPRESSION_RATIOS,
  STARTUP_OPTS,
  RECOVERY_PATH_IDS,
} from './types.ts';
import { logVolumeKinds, storageKindIds } from '../storage/index.ts';
import { DEFAULT_SCENARIO } from './defaults.ts';
import { fieldLabel } from './limits.ts';

type Spec =
  | { kind: 'number' }
  | { kind: 'string' }
  | { kind: 'boolean' }
  | { kind: 'literal'; values: readonly (string | number)[] }
  | { kind: 'object'; fields: Record<string, Spec> }
  | { kind: 'nullable'; inner: Spec }
  | { kind: 'stringArray' }
  | { kind: 'array'; item: Spec }
  | { kind: 'numberRecord'; keys: readonly string[] };

const num: Spec = { kind: 'number' };
const str: Spec = { kind: 'string' };
const bool: Spec = { kind: 'boolean' };
/** A list of objects with these fields, or null (a profile's measured starts, recovery logs, …). */
const listOf = (fields: Record<string, Spec>): Spec => ({
  kind: 'nullable',
  inner: { kind: 'array', item: { kind: 'object', fields } },
});
const oneOf = (values: readonly (string | number)[]): Spec => ({ kind: 'literal', values });
/** One of the values `list` gives when checked (the registered storage kinds, read at each check). */
const oneOfNow = (list: () => readonly (string | number)[]): Spec => ({
  kind: 'literal',
  get values() {
    return list();
  },
});
const STORAGE_KIND = oneOfNow(storageKindIds);
const LOG_STORAGE_KIND = oneOfNow(() => ['same', ...logVolumeKinds().map((m) => m.kind)]);

export const SCENARIO_SPEC: Spec = {
  kind: 'object',
  fields: {
    schemaVersion: oneOf([4]),
    name: str,
    cloud: oneOf(CLOUDS),
    region: str,
    deployment: oneOf(DEPLOYMENTS),
    multiAz: bool,
    multiAzKind: oneOf(MULTI_AZ_KINDS),
    auroraStorage: oneOf(AURORA_STORAGES),
    instance: {
      kind: 'object',
      fields: {
        type: str,
        customVcpu: num,
        customMemoryGiB: num,
        customHourlyUsd: num,
        burstUsedMin: num,
        burstKnown: bool,
        ebsIoBalancePct: num,
        ebsByteBalancePct: num,
        afterRestoreGiB: num,
      },
    },
    storage: {
      kind: 'object',
      fields: {
        kind: STORAGE_KIND,
        sizeGiB: num,
        iops: num,
        throughputMiBps: num,
        volumeState: oneOf(['warm', 'restored']),
        restoreRemedy: oneOf(['none', 'initialize', 'fsr']),
        restoresPerMonth: num,
        custom: {
          kind: 'object',
          fields: {
            readIops4k: num,
            readMiBps: num,
            readLatencyUs: num,
            writeLatencyUs: num,
            count: num,
            monthlyUsd: num,
          },
        },
      },
    },
    logVolume: {
      kind: 'object',
      fields: { kind: LOG_STORAGE_KIND, sizeGiB: num, iops: num, throughputMiBps: num },
    },
    mysql: {
      kind: 'object',
      fields: {
        version: str,
        tables: num,
        dataGiB: num,
        bufferPoolGiB: num,
        pageSizeKiB: oneOf(PAGE_SIZES_KIB),
        startupOpt: oneOf(STARTUP_OPTS),
        validatePaths: bool,
        osCache: oneOf(['cold', 'warm']),
        doublewrite: oneOf(['off', 'data', 'log']),
        shutdown: oneOf(SHUTDOWN_KINDS),
        compressionRatio: oneOf(COMPRESSION_RATIOS),
        duplicateCheckThreads: num,
      },
    },
    workload: {
      kind: 'object',
      fields: {
        writeFraction: num,
        threads: num,
        hotAccessPercent: num,
        hotDataPercent: num,
        averageQps: num,
        averageQpsFrom: str,
      },
    },
    pricing: {
      kind: 'object',
      fields: { option: oneOf(PRICING_OPTIONS), discountPercent: num },
    },
    topology: { kind: 'object', fields: { replicas: num } },
    growth: { kind: 'object', fields: { tablesPerMonth: num, dataGiBPerMonth: num } },
    recovery: {
      kind: 'object',
      fields: {
        redoToApplyMiB: { kind: 'nullable', inner: num },
        undoToRollBackMiB: num,
        backupStoreMiBps: num,
        networkMiBps: num,
        replicaLagSeconds: num,
        bufferPoolDumpPercent: num,
        maxRecoverySeconds: { kind: 'nullable', inner: num },
        path: oneOf(['slowest', ...RECOVERY_PATH_IDS]),
      },
    },
    calibration: {
      kind: 'nullable',
      inner: {
        kind: 'object',
        fields: {
          name: str,
          createdAt: str,
          sources: { kind: 'stringArray' },
          device: {
            kind: 'nullable',
            inner: {
              kind: 'object',
              fields: { readIopsCap: num, readMiBpsCap: num, readLatencyUs: num },
            },
          },
          startup: {
            kind: 'nullable',
            inner: {
              kind: 'numberRecord',
              keys: ['directories_scan', 'duplicate_check', 'dd_files_reading', 'validation'],
            },
          },
          workload: {
            kind: 'nullable',
            inner: {
              kind: 'object',
              fields: {
                missRatio: { kind: 'nullable', inner: num },
                missFactor: { kind: 'nullable', inner: num },
                readIoKiB: { kind: 'nullable', inner: num },
                writeIoKiB: { kind: 'nullable', inner: num },
                pageSizeKiB: num,
              },
            },
          },
          covers: listOf({
            storage: STORAGE_KIND,
            family: str,
            startup: {
              kind: 'nullable',
              inner: { kind: 'numberRecord', keys: ['directories_scan', 'duplicate_check'] },
            },
          }),
          // The starts a profile was fitted on (issue 36 item 2: they narrow the ranges there).
          measuredStarts: listOf({
            file: str,
            instanceType: str,
            storage: STORAGE_KIND,
            tables: num,
            mysqlVersion: str,
            measuredSeconds: num,
            predictedSeconds: num,
            setup: { kind: 'nullable', inner: str },
            deviceIops: { kind: 'nullable', inner: num },
            deviceMiBps: { kind: 'nullable', inner: num },
            phases: listOf({
              phase: oneOf([
                'directories_scan',
                'duplicate_check',
                'dd_files_reading',
                'validation',
              ]),
              measuredSeconds: num,
              predictedSeconds: num,
            }),
          }),
          recovery: listOf({
            phase: oneOf(['redo_apply', 'copy_back', 'prepare', 'clone', 'undo']),
            factor: num,
            storage: STORAGE_KIND,
            family: str,
            file: str,
            measuredSeconds: num,
            predictedSeconds: num,
            // The logs it was fitted on (issue 36 item 2: they narrow the phase there).
            logs: listOf({
              file: str,
              instanceType: str,
              mysqlVersion: str,
              setup: str,
              deviceIops: num,
              deviceMiBps: num,
              workMiB: num,
              measuredSeconds: num,
              predictedSeconds: num,
            }),
          }),
        },
      },
    },
  },
};

export interface PathError {
  path: string;
  message: string;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number') return String(value);
  return typeof value === 'object' ? 'an object' : String(value);
}

/**
 * The field as the user knows it: its label, with where it sits in the file for someone editing
 * the JSON ("Provisioned IOPS (storage.iops in the file)"); a section or an unlabelled field by
 * its place ("The storage section", "calibration.sources[2]").
 */
function at(path: string): string {
  if (path === '') return 'The file';
  const label = fieldLabel(path);
  return label === path ? path : `${label} (${path} in the file)`;
}

/** A section of the file: "The storage section". */
function section(path: string): string {
  return path === '' ? 'The file' : `The ${path} section`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks `value` against `spec`; returns the cleaned value (defaults filled) and pushes errors. */
function check(
  spec: Spec,
  value: unknown,
  fallback: unknown,
  path: string,
  errors: PathError[],
): unknown {
  if (value === undefined) {
    // Field missing: older files or partial input. Fill it from the defaults.
    return fallback === undefined ? null : structuredCloneJson(fallback);
  }
  switch (spec.kind) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        errors.push({ path, message: `${at(path)} must be a number, got ${describe(value)}.` });
        return fallback;
      }
      return value;
    case 'string':
      if (typeof value !== 'string') {
        errors.push({
          path,
          message: `${at(path)} must be text in quotes, got ${describe(value)}.`,
        });
        return fallback;
      }
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') {
        errors.push({
          path,
          message: `${at(path)} must be true or false, got ${describe(value)}.`,
        });
        return fallback;
      }
      return value;
    case 'literal':
      if (!spec.values.includes(value as string | number)) {
        const allowed = spec.values.map((v) => JSON.stringify(v)).join(', ');
        errors.push({
          path,
          message: `${at(path)} must be one of ${allowed}, got ${describe(value)}.`,
        });
        return fallback;
      }
      return value;
    case 'stringArray':
      if (!Array.isArray(value)) {
        errors.push({
          path,
          message: `${at(path)} must be a list of texts, e.g. ["run1.log"], got ${describe(value)}.`,
        });
        return fallback;
      }
      return value.map((item, i) => check(str, item, '', `${path}[${i}]`, errors));
    case 'array':
      if (!Array.isArray(value)) {
        errors.push({ path, message: `${at(path)} must be a list ([…]), got ${describe(value)}.` });
        return fallback;
      }
      return value.map((item, i) =>
        check(spec.item, item, defaultFor(spec.item), `${path}[${i}]`, errors),
      );
    case 'numberRecord': {
      if (!isRecord(value)) {
        errors.push({
          path,
          message: `${section(path)} must be an object ({…}), got ${describe(value)}.`,
        });
        return fallback;
      }
      const out: Record<string, number> = {};
      for (const key of spec.keys) {
        if (value[key] === undefined) continue;
        out[key] = check(num, value[key], 1, `${path}.${key}`, errors) as number;
      }
      return out;
    }
    case 'nullable':
      if (value === null) return null;
      return check(spec.inner, value, fallback ?? undefined, path, errors);
    case 'object': {
      if (!isRecord(value)) {
        errors.push({
          path,
          message: `${section(path)} must be an object ({…}), got ${describe(value)}.`,
        });
        return fallback;
      }
      const base = isRecord(fallback) ? fallback : {};
      const out: Record<string, unknown> = {};
      for (const [key, fieldSpec] of Object.entries(spec.fields)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        const childFallback = base[key] ?? defaultFor(fieldSpec);
        out[key] = check(fieldSpec, value[key], childFallback, childPath, errors);
      }
      return out;
    }
  }
}

/** Fallback for a field inside a nullable object the defaults leave null (e.g. calibration). */
function defaultFor(spec: Spec): unknown {
  switch (spec.kind) {
    case 'number':
      return 0;
    case 'string':
      return '';
    case 'boolean':
      return false;
    case 'literal':
      return spec.values[0];
    case 'stringArray':
    case 'array':
      return [];
    case 'numberRecord':
      return {};
    case 'nullable':
      return null;
    case 'object':
      return Object.fromEntries(Object.entries(spec.fields).map(([k, s]) => [k, defaultFor(s)]));
  }
}

function structuredCloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Checks raw JSON (already migrated to the current version) and returns a full Scenario. */
export function checkScenario(raw: unknown): { scenario: Scenario; errors: PathError[] } {
  const errors: PathError[] = [];
  const scenario = check(SCENARIO_SPEC, raw, DEFAULT_SCENARIO, '', errors) as Scenario;
  return { scenario, errors };
}
