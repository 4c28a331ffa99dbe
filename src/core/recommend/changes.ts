/**
 * What it takes to go from the current scenario to a recommended (or advised) one: every setting
 * that differs, each with the operation it needs. A DBA signs a recommendation only when they
 * can see which changes are online, which need a restart and which a rebuild.
 *
 * - `online`: EBS Elastic Volumes modification (volume type, size increase, IOPS, throughput),
 *   applied while the volume stays attached and in use; AWS allows one modification of a volume
 *   per 6 hours (https://docs.aws.amazon.com/ebs/latest/userguide/modify-volume-requirements.html),
 *   so all online changes of a result go in one modification.
 * - `restart`: a stop and start of the instance or of mysqld: the instance type (stop, change
 *   type, start; the EBS data volume stays), innodb_buffer_pool_size and other MySQL settings.
 * - `replace`: a new instance of the other CPU architecture (x86_64 ↔ arm64/Graviton): it boots
 *   from an image built for that architecture (AMI), MySQL and every agent installed for it, and the
 *   EBS data volume is detached from the old instance and attached to the new one (a stop of the
 *   old instance; EC2 cannot change the architecture of a stopped instance by changing its type:
 *   https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/resize-limitations.html). Issue 27.
 * - `rebuild`: the data is copied or reloaded: innodb_page_size (fixed when the data directory is
 *   initialised: dump and reload), moving to or from the instance store (a new device: copy the
 *   data), a smaller EBS volume (EBS volumes cannot shrink: new volume and copy), and changing the
 *   type of an instance whose data is on its instance store (stopping it erases the store).
 */
import type { Catalog } from '../catalog/types.ts';
import { getInstance } from '../catalog/index.ts';
import type { Scenario, StorageKind } from '../scenario/types.ts';
import { formatInt, formatNumber } from '../format/index.ts';
import { fieldLabel } from '../scenario/limits.ts';
import { findStorageKind } from '../storage/index.ts';

export type ChangeOperation = 'online' | 'restart' | 'replace' | 'rebuild' | 'migrate';

export interface SettingChange {
  /** Scenario path of the setting, e.g. `storage.iops`. */
  setting: string;
  /** The setting as a person reads it, e.g. "Provisioned IOPS". */
  label: string;
  from: string | number | null;
  to: string | number | null;
  operation: ChangeOperation;
  /** Why the operation is what it is, when it is not obvious (e.g. "EBS volumes cannot shrink"). */
  note?: string;
}

/** Order of disruption: a result needs the most disruptive operation among its changes. */
export const OPERATION_ORDER: readonly ChangeOperation[] = [
  'online',
  'restart',
  'replace',
  'rebuild',
  'migrate',
];

/** What each operation means, in one sentence (CLI help, app legend, PDF). */
export const OPERATION_TEXT: Readonly<Record<ChangeOperation, string>> = {
  online:
    'online: EBS Elastic Volumes modification while in use (type, size increase, IOPS, throughput); one modification per volume every 6 hours',
  restart:
    'restart: stop and start of the instance or mysqld (instance type, buffer pool, MySQL settings)',
  replace:
    'replace: a new instance of the other CPU architecture (x86_64 or arm64): launched from an image for it, MySQL and agents installed for it, the data volume detached and attached to it',
  rebuild:
    'rebuild: the data is copied or reloaded (page size, innodb_page_size: dump and reload; moving to or from the instance store; a smaller volume)',
  migrate:
    'migrate: a move to another deployment (EC2, RDS for MySQL, Aurora MySQL): a new server there and a copy of the data (dump and load, or replication then a cut-over)',
};

/**
 * What follows a setting's label in a change list: its unit, and for a MySQL setting the variable
 * a DBA types in my.cnf, as a secondary hint ("Buffer pool (innodb_buffer_pool_size, GiB)").
 */
const LABEL_HINTS: ReadonlyMap<string, string> = new Map([
  ['storage.sizeGiB', 'GiB'],
  ['storage.throughputMiBps', 'MiB/s'],
  ['mysql.bufferPoolGiB', 'innodb_buffer_pool_size, GiB'],
  ['mysql.pageSizeKiB', 'innodb_page_size, KiB'],
]);

/**
 * A setting as change lists name it (the app's Recommend and workload tables, the PDF, the CLI):
 * the field's label as the app's scenario panel shows it (`fieldLabel`, the one table of labels),
 * then its hint. "Buffer pool (innodb_buffer_pool_size, GiB)", "Provisioned IOPS".
 */
export function changeLabel(setting: string): string {
  const hint = LABEL_HINTS.get(setting);
  return hint ? `${fieldLabel(setting)} (${hint})` : fieldLabel(setting);
}

const isEbs = (k: StorageKind): boolean => findStorageKind(k)?.onEbs === true;
const provisions = (k: StorageKind, field: 'iops' | 'throughputMiBps'): boolean =>
  findStorageKind(k)?.provisions[field] === true;

/** innodb_page_size limits index key prefixes: 3,072 bytes at 16 KiB and above, 1,536 at 8, 768 at 4. */
export function maxIndexKeyBytes(pageKiB: number): number {
  if (pageKiB >= 16) return 3072;
  return pageKiB === 8 ? 1536 : 768;
}

function instanceArch(s: Scenario, catalog: Catalog): string | null {
  if (s.instance.type === 'custom') return null;
  return getInstance(catalog, s.instance.type)?.architecture ?? 'x86_64';
}

/** What a change of CPU architecture takes, in words (the `replace` operation's note). */
export function architectureNote(from: string, to: string): string {
  return `${from} to ${to}: a new instance launched from an ${to} image, MySQL and every agent installed for ${to}, the data volume detached from the old instance and attached to the new one`;
}

/** Both on the same managed deployment (RDS or Aurora): a class change is the service's modify. */
function isManagedModify(from: Scenario, to: Scenario): boolean {
  return from.deployment === to.deployment && from.deployment !== 'ec2';
}

/**
 * A DB class change as RDS and Aurora do it: a modify applied with downtime (the DB instance
 * restarts on the new class; with Multi-AZ or an Aurora replica the standby is modified first and
 * the downtime is a failover), or a blue/green switchover. An architecture change (x86_64 to arm64
 * Graviton classes) is the same modify: the service installs the engine for it, there is no image
 * or volume to handle (docs/deployments.md).
 */
function managedClassChange(from: Scenario, to: Scenario, arch: string | null): SettingChange {
  const service = to.deployment === 'aurora' ? 'Aurora' : 'RDS';
  return {
    setting: 'instance.type',
    label: changeLabel('instance.type'),
    from: from.instance.type,
    to: to.instance.type,
    operation: 'restart',
    note: `a ${service} DB class modify${arch ? ` across CPU architectures (${arch})` : ''}, applied with downtime (the DB instance restarts on the new class) or by a blue/green switchover`,
  };
}

function storageChanges(from: Scenario, to: Scenario, out: SettingChange[]): void {
  const a = from.storage;
  const b = to.storage;
  if (a.kind !== b.kind) {
    const online = isEbs(a.kind) && isEbs(b.kind);
    out.push({
      setting: 'storage.kind',
      label: changeLabel('storage.kind'),
      from: a.kind,
      to: b.kind,
      operation: online ? 'online' : 'rebuild',
      ...(online
        ? {}
        : {
            note:
              findStorageKind(b.kind)?.durable === false
                ? 'the data is copied to the local NVMe of the new instance'
                : 'the data is copied to the new volume',
          }),
    });
  }
  if (!isEbs(b.kind)) return;
  const fromSize = isEbs(a.kind) ? a.sizeGiB : null;
  if (fromSize !== b.sizeGiB) {
    const shrink = fromSize !== null && b.sizeGiB < fromSize;
    out.push({
      setting: 'storage.sizeGiB',
      label: changeLabel('storage.sizeGiB'),
      from: fromSize,
      to: b.sizeGiB,
      operation: shrink || fromSize === null ? 'rebuild' : 'online',
      ...(shrink
        ? {
            note:
              to.deployment === 'rds' && from.deployment === 'rds'
                ? 'RDS storage cannot be reduced: a new DB instance and a copy of the data'
                : 'EBS volumes cannot shrink: a new volume and a copy of the data',
          }
        : {}),
    });
  }
  if (provisions(b.kind, 'iops')) {
    const fromIops = provisions(a.kind, 'iops') ? a.iops : null;
    if (fromIops !== b.iops)
      out.push({
        setting: 'storage.iops',
        label: changeLabel('storage.iops'),
        from: fromIops,
        to: b.iops,
        operation: isEbs(a.kind) ? 'online' : 'rebuild',
      });
  }
  if (provisions(b.kind, 'throughputMiBps')) {
    const fromMiBps = provisions(a.kind, 'throughputMiBps') ? a.throughputMiBps : null;
    if (fromMiBps !== b.throughputMiBps)
      out.push({
        setting: 'storage.throughputMiBps',
        label: changeLabel('storage.throughputMiBps'),
        from: fromMiBps,
        to: b.throughputMiBps,
        operation: isEbs(a.kind) ? 'online' : 'rebuild',
      });
  }
}

/** Every setting that differs between `from` and `to`, each with the operation it needs. */
export function settingChanges(from: Scenario, to: Scenario, catalog: Catalog): SettingChange[] {
  const out: SettingChange[] = [];
  if (from.instance.type !== to.instance.type) {
    const storeErased = findStorageKind(from.storage.kind)?.durable === false;
    const archA = instanceArch(from, catalog);
    const archB = instanceArch(to, catalog);
    const newArch = archA !== null && archB !== null && archA !== archB;
    if (isManagedModify(from, to)) {
      out.push(managedClassChange(from, to, newArch ? `${archA} to ${archB}` : null));
      storageChanges(from, to, out);
      return out.concat(otherChanges(from, to));
    }
    out.push({
      setting: 'instance.type',
      label: changeLabel('instance.type'),
      from: from.instance.type,
      to: to.instance.type,
      operation: storeErased ? 'rebuild' : newArch ? 'replace' : 'restart',
      ...(storeErased
        ? {
            note: 'stopping the instance erases its instance store: the data is restored elsewhere',
          }
        : newArch
          ? { note: architectureNote(archA, archB) }
          : {}),
    });
  }
  storageChanges(from, to, out);
  return out.concat(otherChanges(from, to));
}

/** The settings after the instance and storage: buffer pool, page size and the rest. */
function otherChanges(from: Scenario, to: Scenario): SettingChange[] {
  const out: SettingChange[] = [];
  if (from.mysql.bufferPoolGiB !== to.mysql.bufferPoolGiB) {
    out.push({
      setting: 'mysql.bufferPoolGiB',
      label: changeLabel('mysql.bufferPoolGiB'),
      from: from.mysql.bufferPoolGiB,
      to: to.mysql.bufferPoolGiB,
      operation: 'restart',
    });
  }
  if (from.mysql.pageSizeKiB !== to.mysql.pageSizeKiB) {
    out.push({
      setting: 'mysql.pageSizeKiB',
      label: changeLabel('mysql.pageSizeKiB'),
      from: from.mysql.pageSizeKiB,
      to: to.mysql.pageSizeKiB,
      operation: 'rebuild',
      note: `set when the data directory is created: dump and reload every table; index keys limited to ${formatInt(maxIndexKeyBytes(to.mysql.pageSizeKiB))} bytes`,
    });
  }
  const mysqlSettings: (keyof Scenario['mysql'])[] = ['startupOpt', 'validatePaths', 'doublewrite'];
  for (const key of mysqlSettings) {
    const x = from.mysql[key];
    const y = to.mysql[key];
    if (x !== y)
      out.push({
        setting: `mysql.${key}`,
        label: changeLabel(`mysql.${key}`),
        from: typeof x === 'boolean' ? (x ? 'ON' : 'OFF') : x,
        to: typeof y === 'boolean' ? (y ? 'ON' : 'OFF') : y,
        ...(key === 'doublewrite' && y === 'off' ? DOUBLEWRITE_OFF : { operation: 'restart' }),
      });
  }
  if (from.logVolume.kind !== to.logVolume.kind) {
    out.push({
      setting: 'logVolume.kind',
      label: changeLabel('logVolume.kind'),
      from: from.logVolume.kind,
      to: to.logVolume.kind,
      operation: 'restart',
    });
  }
  return out;
}

/**
 * Doublewrite off is safe only with torn-write prevention, which needs the filesystem rebuilt as
 * ext4 bigalloc with a 16 KiB cluster (src/core/catalog/tornWrite.ts): a rebuild, not a restart.
 */
const DOUBLEWRITE_OFF: Pick<SettingChange, 'operation' | 'note'> = {
  operation: 'rebuild',
  note: 'safe only with torn-write prevention: ext4 re-created with bigalloc, 16 KiB cluster (mkfs.ext4 -O bigalloc -C 16384), data reloaded, innodb_flush_method=O_DIRECT',
};

/** The most disruptive operation among the changes, or null when nothing changes. */
export function overallOperation(changes: readonly SettingChange[]): ChangeOperation | null {
  let worst = -1;
  for (const c of changes) worst = Math.max(worst, OPERATION_ORDER.indexOf(c.operation));
  return OPERATION_ORDER[worst] ?? null;
}

/** "restart: Instance type m6i.large → m6i.xlarge" — one change in words. */
export function describeChange(c: SettingChange): string {
  const v = (x: string | number | null): string => changeValueText(c.setting, x);
  const note = c.note ? ` (${c.note})` : '';
  return `${c.operation}: ${c.label} ${v(c.from)} → ${v(c.to)}${note}`;
}

/** A storage kind as a person calls it: its module's `name` (the EBS types are their ids). */
function kindWords(kind: string): string {
  return kind === 'same' ? 'the data volume' : (findStorageKind(kind)?.name ?? kind);
}

/**
 * A change's value as the app, the PDF and the CLI print it: "—" for none, numbers grouped, and a
 * storage kind in words ("instance store (local NVMe)", not "instance-store").
 */
export function changeValueText(setting: string, value: string | number | null): string {
  if (value === null) return '—';
  if (typeof value === 'number') return formatNumber(value, 3);
  if (setting === 'storage.kind' || setting === 'logVolume.kind') return kindWords(value);
  return value;
}
