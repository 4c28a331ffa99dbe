/**
 * Migrations of saved scenario files, ordered and numbered: `MIGRATIONS[i]` turns a file of
 * version `i` into version `i + 1` and returns success or an error (the pattern of tldraw's
 * store migrations). Version 4 is current.
 *
 * Version 0 is a file written before `schemaVersion` existed (early builds and hand-written
 * files): the same sections, possibly without some of them, and `storage.type` instead of
 * `storage.kind`.
 */

import { own } from '../own.ts';

export const CURRENT_SCHEMA_VERSION = 4;

/** The hard-wired separate log volume of version 1 files: gp3, 100 GiB, at its included baseline. */
const V1_SEPARATE_LOG_VOLUME = { kind: 'gp3', sizeGiB: 100, iops: 3000, throughputMiBps: 125 };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export type MigrationResult =
  { ok: true; value: Record<string, unknown> } | { ok: false; path: string; message: string };

export interface Migration {
  from: number;
  to: number;
  description: string;
  migrate: (raw: Record<string, unknown>) => MigrationResult;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    from: 0,
    to: 1,
    description: 'add schemaVersion; rename storage.type to storage.kind',
    migrate: (raw) => {
      const out: Record<string, unknown> = { ...raw, schemaVersion: 1 };
      const storage = raw['storage'];
      if (typeof storage === 'object' && storage !== null && !Array.isArray(storage)) {
        const s = { ...(storage as Record<string, unknown>) };
        if (s['kind'] === undefined && s['type'] !== undefined) {
          s['kind'] = s['type'];
          delete s['type'];
        }
        out['storage'] = s;
      }
      return { ok: true, value: out };
    },
  },
  {
    from: 1,
    to: 2,
    description:
      'mysql.logPlacement (data|separate) becomes logVolume: same, or the gp3 100 GiB baseline volume it stood for',
    migrate: (raw) => {
      const out: Record<string, unknown> = { ...raw, schemaVersion: 2 };
      const mysql = raw['mysql'];
      if (!isObject(mysql)) return { ok: true, value: out };
      const { logPlacement, ...rest } = mysql;
      out['mysql'] = rest;
      if (logPlacement === undefined || raw['logVolume'] !== undefined)
        return { ok: true, value: out };
      if (logPlacement === 'separate') out['logVolume'] = { ...V1_SEPARATE_LOG_VOLUME };
      else if (logPlacement === 'data')
        out['logVolume'] = { ...V1_SEPARATE_LOG_VOLUME, kind: 'same' };
      else {
        return {
          ok: false,
          path: 'mysql.logPlacement',
          message: `Redo and binlog placement (mysql.logPlacement in the file) must be one of "data", "separate", got ${JSON.stringify(logPlacement)}.`,
        };
      }
      return { ok: true, value: out };
    },
  },
  {
    from: 2,
    to: 3,
    description:
      'add deployment (issue 29): a file written before RDS and Aurora is a self-managed server on EC2; RDS and Aurora storage are their own kinds (rds-gp3, …, aurora)',
    migrate: (raw) => {
      const out: Record<string, unknown> = { ...raw, schemaVersion: 3 };
      // Every version-2 file described an EC2 server; the RDS and Aurora fields take their defaults.
      if (raw['deployment'] === undefined) out['deployment'] = 'ec2';
      return { ok: true, value: managedStorageKinds(out) };
    },
  },
  {
    from: 3,
    to: 4,
    description:
      'add cloud (issue 38): a file written before Azure and Google Cloud describes a server on AWS',
    migrate: (raw) => ({ ok: true, value: { ...addCloud(raw), schemaVersion: 4 } }),
  },
];

/**
 * The v3 → v4 step's body (issue 38): every version-3 file described AWS (EC2, RDS or Aurora), so
 * a file without `cloud` is `aws`; a file that already names one keeps it (the schema checks it).
 */
export function addCloud(raw: Record<string, unknown>): Record<string, unknown> {
  return raw['cloud'] === undefined ? { ...raw, cloud: 'aws' } : raw;
}

/** The storage kinds of RDS by the EBS name an early version-3 file gave them. */
const RDS_KINDS: Readonly<Record<string, string>> = {
  gp3: 'rds-gp3',
  gp2: 'rds-gp2',
  io1: 'rds-io1',
  io2: 'rds-io2',
};

/**
 * Version 3 before RDS and Aurora storage were kinds of their own (written by pre-release builds
 * of this version): on RDS `storage.kind` named the EBS type (gp3 → rds-gp3), on Aurora it was
 * ignored (any → aurora). Files that already name the new kinds are left as they are.
 */
function managedStorageKinds(raw: Record<string, unknown>): Record<string, unknown> {
  const st = raw['storage'];
  if (!isObject(st) || typeof st['kind'] !== 'string') return raw;
  const kind = st['kind'];
  const d = raw['deployment'];
  const to = d === 'rds' ? own(RDS_KINDS, kind) : d === 'aurora' ? 'aurora' : undefined;
  if (to === undefined || to === kind) return raw;
  return { ...raw, storage: { ...st, kind: to } };
}

/** Applies migrations from `version` up to the current one. */
export function migrate(raw: Record<string, unknown>, version: number): MigrationResult {
  let value = raw;
  for (let v = version; v < CURRENT_SCHEMA_VERSION; v += 1) {
    const step = MIGRATIONS.find((m) => m.from === v);
    if (!step) {
      return {
        ok: false,
        path: 'schemaVersion',
        message: `The file's schemaVersion ${v} is not one InnoSizer ever wrote (no migration from it).`,
      };
    }
    const result = step.migrate(value);
    if (!result.ok) return result;
    value = result.value;
  }
  // A version-3 file of a pre-release build names RDS storage by its EBS type (see above); the
  // v2 → v3 step applies it to older files, this to the v3 files themselves.
  if (version === 3) value = managedStorageKinds(value);
  return { ok: true, value };
}
