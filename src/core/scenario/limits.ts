/**
 * The valid range of every numeric scenario field, given the other fields: one table that
 * validation, the app's store and sliders, the sweeps, recommend's search space and advice read,
 * so a rule is written once. Each end of a range is the tightest of its bounds; a bound says why
 * it is there in the user's words, which limit it is (`gp3.maxIopsPerGiB`), and which other field
 * sets it (`by`). The "nearest valid" value is the value clamped into the range with every bound
 * applied, so it is valid with the other fields as they are (a 10 GiB gp3 volume asked for
 * 100,000 IOPS suggests 5,000; a volume too small for the data suggests the data's size).
 *
 * Whole-scenario validation reports each rule between two fields once, on the field that depends
 * on the other (`validates`): IOPS by size, throughput by IOPS, data by the volume, buffer pool by
 * memory, the tables' .ibd files on the EBS volume's size or against the instance store. Editing
 * a field checks every bound of that field, both ways.
 *
 * Sources: EBS limits from the catalog (src/core/catalog/limits.ts, each with its AWS page);
 * .ibd minimum size from scenario/version.ts; the rest are the model's own domain (docs/model.md).
 */
import { EBS_BURST_MINUTES_PER_DAY } from '../startup/constants.ts';
import type { Catalog } from '../catalog/types.ts';
import { getInstance } from '../catalog/index.ts';
import { deploymentKinds, findStorageKind, storageKind, storageKinds } from '../storage/index.ts';
import type { StorageKindModule } from '../storage/index.ts';
import type { Bound, FieldRule, RuleContext as Context, VolumeLimits } from '../storage/types.ts';
import {
  ebsMaxIopsForSize,
  ebsMaxThroughputForIops,
  ebsMinIopsForThroughput,
  ebsMinSizeForIops,
} from '../storage/volumeRules.ts';
import type { ScenarioIssue } from '../types.ts';
import { formatNumber, formatPercentUpTo, formatSignificant } from '../format/index.ts';
import type { Cloud, Deployment, MysqlChoice, Scenario } from './types.ts';
import { PAGE_SIZES_KIB } from './types.ts';
import { minIbdPages, minTablesGiB, parseMysqlVersion } from './version.ts';
import { compressionRatioOf, onDiskDataGiB } from './compression.ts';
import { pageFrameFactor } from './pages.ts';

/** Largest table count the model accepts (10 million files; far beyond any reported server). */
export const MAX_TABLES = 10_000_000;
/** Largest client thread count the model accepts. */
export const MAX_THREADS = 4096;
/**
 * Most duplicate-check worker threads a scenario may set (`mysql.duplicateCheckThreads`): the
 * published sweeps went to 16 (MySQL's own cap); 256 leaves room to ask what more would do, with
 * readers queueing at the volume's caps (devices/reader.ts).
 */
export const MAX_DUPLICATE_CHECK_THREADS = 256;
/** Largest average load the field takes, QPS (far above any one server's IO-bound throughput). */
export const MAX_AVERAGE_QPS = 10_000_000;
/** Smallest hot set, percent of the data (and of the accesses): 0.1%, a 1-in-1,000 hot set. */
export const MIN_HOT_DATA_PERCENT = 0.1;
/** Most snapshot restores per month the model accepts: one an hour (plausibility bound, assumption). */
export const MAX_RESTORES_PER_MONTH = 730;

/** Most replicas the model prices (plausibility bound, assumption: a large replica set). */
export const MAX_REPLICAS = 15;
/** Most data growth per month the model accepts, GiB (64 TiB: the largest EBS volume). */
export const MAX_DATA_GROWTH_GIB = 65_536;

/**
 * Ranges of the recovery section (issue 37). Redo: 5.7's combined redo log files stay below
 * 512 GiB (https://dev.mysql.com/doc/refman/5.7/en/innodb-parameters.html, innodb_log_file_size);
 * undo to roll back shares that 512 GiB bound (an assumption: undo tablespaces have no fixed cap);
 * network: 200 Gbit/s ≈ 23,842 MiB/s is the fastest EC2 networking the catalog's families reach,
 * 25,000 rounds it up; the backup store, replica lag (a week) and target (30 days) are
 * plausibility bounds (assumptions).
 */
export const RECOVERY_LIMITS = {
  redoToApplyMiB: [0, 524_288],
  undoToRollBackMiB: [0, 524_288],
  backupStoreMiBps: [1, 100_000],
  networkMiBps: [1, 25_000],
  replicaLagSeconds: [0, 604_800],
  bufferPoolDumpPercent: [0, 100],
  maxRecoverySeconds: [1, 2_592_000],
} as const;

/** A recovery field's row: its own range, no other field bounds it. */
function recoveryRow(
  key: keyof typeof RECOVERY_LIMITS,
  label: string,
  unit: string,
  rule: string,
): FieldRule {
  const [lo, hi] = RECOVERY_LIMITS[key];
  const path = `recovery.${key}`;
  return {
    path,
    label,
    unit,
    applies: (c) => c.s.recovery[key] !== null,
    mins: () => [
      own(lo, `${path}.min`, () => `${label} is at least ${fmt(lo)}${unit ? ` ${unit}` : ''}`),
    ],
    maxs: () => [
      own(
        hi,
        `${path}.max`,
        () => `the model takes ${label.toLowerCase()} up to ${fmt(hi)}${unit ? ` ${unit}` : ''}`,
      ),
    ],
    rule: () => rule,
  };
}

export type { Bound } from '../storage/types.ts';
export {
  ebsMaxIopsForSize,
  ebsMaxThroughputForIops,
  ebsMinIopsForThroughput,
  ebsMinSizeForIops,
} from '../storage/volumeRules.ts';
export { instanceStoreGiB } from '../storage/kinds/instanceStore.ts';

/** A field's range given the other fields: `min` and `max` are the tightest bounds. */
export interface FieldRange {
  path: string;
  /** The field's label as the app shows it ("Provisioned IOPS"). */
  label: string;
  /** Unit shown after values ("GiB", "IOPS"), or '' for plain numbers. */
  unit: string;
  integer: boolean;
  min: Bound;
  max: Bound;
  /** The limits in one line for under a slider ("gp3: 3,000 included, ≤ 500 per GiB, ≤ 80,000"). */
  rule: string;
}

/** An EBS volume of the scenario: the data volume (`storage`) or the log volume (`logVolume`). */
interface Volume {
  at: 'storage' | 'logVolume';
  /** Limits of its kind, or undefined when it is not a provisioned volume (instance store, `same`). */
  lim: VolumeLimits | undefined;
  vol: { sizeGiB: number; iops: number; throughputMiBps: number };
  catalog: Catalog;
}

function volume(c: Context, at: Volume['at']): Volume {
  if (at === 'storage') return { at, lim: c.ebs, vol: c.s.storage, catalog: c.catalog };
  const log = c.s.logVolume;
  const lim =
    log.kind === 'same' ? undefined : findStorageKind(log.kind)?.volumeLimits?.(c.catalog, log);
  return { at, lim, vol: log, catalog: c.catalog };
}

/** The kind's own words for an end of `field`'s range at the volume's size (RDS gp3's 400 GiB rule). */
function sizeRule(
  v: Volume,
  lim: VolumeLimits,
  field: 'iops' | 'throughputMiBps',
  end: 'min' | 'max' | 'rule',
): string | undefined {
  const size = v.vol.sizeGiB;
  return finite(size) ? kindOf(lim).sizeRuleText?.(field, end, size, v.catalog) : undefined;
}

const fmt = (n: number): string => formatNumber(n);
const pct = (n: number): string => formatPercentUpTo(n, 2);
const own = (value: number, limit: string, why: () => string): Bound => ({
  value,
  limit,
  why,
  validates: true,
});
/**
 * A message part built on demand. Passing the arrow as an argument (not as `why: () => …`) keeps
 * bundlers that preserve function names from naming a closure per bound on every validation.
 */
function lazy(text: () => string): () => string {
  return text;
}
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** What the tables' .ibd files need at least, GiB, or undefined when the settings are invalid. */
function tablesNeed(
  s: Pick<Scenario, 'mysql'>,
): { gib: number; text: () => string; ibdKiB: number } | undefined {
  const ver = parseMysqlVersion(s.mysql.version);
  const m = s.mysql;
  if (!ver || !finite(m.tables) || m.tables < 1 || m.tables > MAX_TABLES) return undefined;
  if (!PAGE_SIZES_KIB.includes(m.pageSizeKiB)) return undefined;
  const pages = minIbdPages(ver);
  const ibdKiB = pages * m.pageSizeKiB;
  const gib = minTablesGiB(m.tables, ver, m.pageSizeKiB);
  const text = () =>
    `each .ibd file takes at least ${pages} pages of ${m.pageSizeKiB} KiB (${fmt(ibdKiB)} KiB) in MySQL ${m.version}`;
  return { gib, text, ibdKiB };
}

const TABLE_DEPS = 'mysql.tables';

/** The module of the kind whose limits these are. */
function kindOf(lim: VolumeLimits): StorageKindModule {
  return storageKind(lim.kind);
}

/** The kind as the words name it: its module's `name` ("RDS gp3"), else its id ("gp3"). */
function kindName(lim: VolumeLimits): string {
  return kindOf(lim).name ?? lim.kind;
}

/** The size `v`'s provisioned IOPS need (above the IOPS every size includes). */
function iopsNeed(v: Volume): Bound[] {
  const lim = v.lim;
  if (!lim) return [];
  const k = lim.kind;
  const iops = v.vol.iops;
  if (kindOf(lim).provisions.iops && finite(iops) && iops > lim.baselineIops && iops <= lim.maxIops)
    return [
      {
        value: ebsMinSizeForIops(lim, iops),
        limit: `${k}.maxIopsPerGiB`,
        why: lazy(
          () =>
            `${fmt(iops)} provisioned IOPS need at least ${fmt(ebsMinSizeForIops(lim, iops))} GiB (${k}: at most ${fmt(lim.iopsPerGiB)} IOPS per GiB)`,
        ),
        by: `${v.at}.iops`,
        validates: false,
      },
    ];
  return [];
}

function sizeMins(c: Context, v: Volume): Bound[] {
  const lim = v.lim;
  if (!lim) return [];
  const k = lim.kind;
  const out = [
    own(
      lim.minSizeGiB,
      `${k}.size.min`,
      () => `${kindName(lim)} volumes are at least ${fmt(lim.minSizeGiB)} GiB`,
    ),
  ];
  if (v.at !== 'storage') return out.concat(iopsNeed(v));
  const data = onDiskDataGiB(c.s.mysql);
  if (finite(data) && data > 0)
    out.push({
      value: Math.ceil(data),
      limit: 'volume.size',
      why: lazy(
        () =>
          `the volume must hold the data (${[`${fmt(data)} GiB`, ...onDiskReasons(c.s.mysql)].join(', ')})`,
      ),
      by: 'mysql.dataGiB',
      validates: false,
    });
  const need = tablesNeed(c.s);
  if (need)
    out.push({
      value: Math.ceil(need.gib),
      limit: 'volume.tables',
      why: lazy(
        () =>
          `${fmt(c.s.mysql.tables)} tables need at least ${fmt(Math.ceil(need.gib))} GiB: ${need.text()}`,
      ),
      by: TABLE_DEPS,
      validates: true,
    });
  return out.concat(iopsNeed(v));
}

function iopsMins(v: Volume): Bound[] {
  const lim = v.lim;
  if (!lim) return [];
  const k = lim.kind;
  const out = [
    own(
      lim.baselineIops,
      `${k}.minIops`,
      () =>
        sizeRule(v, lim, 'iops', 'min') ??
        (kindOf(lim).baselineIncluded === true
          ? `${kindName(lim)} includes ${fmt(lim.baselineIops)} IOPS, the least it provisions`
          : `${kindName(lim)} volumes have at least ${fmt(lim.baselineIops)} IOPS`),
    ),
  ];
  const tp = v.vol.throughputMiBps;
  const perIops = kindOf(lim).provisions.throughputMiBps;
  if (perIops && finite(tp) && tp > lim.baselineMiBps && tp <= lim.maxMiBps)
    out.push({
      value: ebsMinIopsForThroughput(lim, tp),
      limit: `${k}.maxThroughputPerIops`,
      why: lazy(
        () =>
          `${fmt(tp)} MiB/s of throughput needs at least ${fmt(ebsMinIopsForThroughput(lim, tp))} IOPS (${k}: at most ${fmt(lim.maxMiBpsPerIops)} MiB/s per IOPS)`,
      ),
      by: `${v.at}.throughputMiBps`,
      validates: false,
    });
  return out;
}

function iopsMaxs(v: Volume): Bound[] {
  const lim = v.lim;
  if (!lim) return [];
  const k = lim.kind;
  const out = [
    own(
      lim.maxIops,
      `${k}.maxIops`,
      () =>
        sizeRule(v, lim, 'iops', 'max') ??
        `${kindName(lim)} allows at most ${fmt(lim.maxIops)} IOPS per volume`,
    ),
  ];
  const size = v.vol.sizeGiB;
  if (finite(size))
    out.push({
      value: ebsMaxIopsForSize(lim, size),
      limit: `${k}.maxIopsPerGiB`,
      why: lazy(
        () =>
          `${kindName(lim)} allows ${fmt(lim.iopsPerGiB)} IOPS per GiB${kindOf(lim).baselineIncluded === true ? ` (${fmt(lim.baselineIops)} at any size)` : ''}, so a ${fmt(size)} GiB volume allows at most ${fmt(ebsMaxIopsForSize(lim, size))}`,
      ),
      by: `${v.at}.sizeGiB`,
      validates: true,
    });
  return out;
}

function throughputMaxs(v: Volume): Bound[] {
  const lim = v.lim;
  if (!lim) return [];
  const k = lim.kind;
  const out = [
    own(
      lim.maxMiBps,
      `${k}.maxThroughput`,
      () =>
        sizeRule(v, lim, 'throughputMiBps', 'max') ??
        `${kindName(lim)} allows at most ${fmt(lim.maxMiBps)} MiB/s`,
    ),
  ];
  const iops = v.vol.iops;
  if (finite(iops) && lim.maxMiBpsPerIops > 0)
    out.push({
      value: ebsMaxThroughputForIops(lim, iops),
      limit: `${k}.maxThroughputPerIops`,
      why: lazy(
        () =>
          `${kindName(lim)} allows ${fmt(lim.maxMiBpsPerIops)} MiB/s per provisioned IOPS, so ${fmt(iops)} IOPS allow at most ${fmt(ebsMaxThroughputForIops(lim, iops))} MiB/s`,
      ),
      by: `${v.at}.iops`,
      validates: true,
    });
  return out;
}

/** The capacity the instance gives the data (the instance store's), when its kind has one. */
function localCapacity(
  c: Context,
): { gib: number; inst: NonNullable<Context['inst']> } | undefined {
  const capacity = findStorageKind(c.s.storage.kind)?.instanceCapacityGiB;
  const inst = c.inst;
  if (!capacity || !inst || !inst.instanceStore) return undefined;
  return { gib: capacity(inst), inst };
}

/**
 * Why the data's size on disk differs from the size entered (at 16 KiB pages, scenario/pages.ts):
 * "compressed 4:1", "at 4 KiB pages", both or none.
 */
function onDiskReasons(m: MysqlChoice): string[] {
  const ratio = compressionRatioOf(m);
  return [
    ...(ratio > 1 ? [`compressed ${fmt(ratio)}:1`] : []),
    ...(pageFrameFactor(m.pageSizeKiB) !== 1 ? [`at ${fmt(m.pageSizeKiB)} KiB pages`] : []),
  ];
}

function dataMaxs(c: Context): Bound[] {
  const out = [
    own(65_536, 'mysql.data.max', () => 'the model covers up to 65,536 GiB (64 TiB) of data'),
  ];
  const st = c.s.storage;
  // The data is the uncompressed size at 16 KiB pages; on disk it takes onDiskDataGiB of it.
  const ratio = compressionRatioOf(c.s.mysql) / pageFrameFactor(c.s.mysql.pageSizeKiB);
  const reasons = onDiskReasons(c.s.mysql);
  const zip = reasons.length > 0 ? ` (${reasons.join(', ')})` : '';
  if (c.ebs && finite(st.sizeGiB))
    out.push({
      value: st.sizeGiB * ratio,
      limit: 'volume.size',
      why: lazy(() => `the data must fit on the ${fmt(st.sizeGiB)} GiB volume${zip}`),
      by: 'storage.sizeGiB',
      validates: true,
    });
  const local = localCapacity(c);
  if (local) {
    const gib = Math.floor(local.gib);
    const name = local.inst.name;
    out.push({
      value: gib * ratio,
      limit: 'instanceStore.size',
      why: lazy(() => `the data must fit on ${name}'s ${fmt(gib)} GiB instance store${zip}`),
      by: 'instance.type',
      validates: true,
    });
  }
  return out;
}

function tablesMaxs(c: Context): Bound[] {
  const out = [
    own(MAX_TABLES, 'mysql.tables.max', () => `the model covers up to ${fmt(MAX_TABLES)} tables`),
  ];
  const need = tablesNeed({ mysql: { ...c.s.mysql, tables: 1 } });
  if (!need) return out;
  const st = c.s.storage;
  const local = localCapacity(c);
  const cap =
    c.ebs && finite(st.sizeGiB)
      ? {
          gib: st.sizeGiB,
          where: () => `the ${fmt(st.sizeGiB)} GiB volume`,
          validates: false,
          by: 'storage.sizeGiB',
        }
      : local
        ? {
            gib: local.gib,
            where: () => `${local.inst.name}'s ${fmt(Math.floor(local.gib))} GiB instance store`,
            validates: true,
            by: 'instance.type',
          }
        : undefined;
  if (cap) {
    const n = Math.floor((cap.gib * 2 ** 20) / need.ibdKiB);
    out.push({
      value: n,
      limit: 'volume.tables',
      why: lazy(() => `${fmt(n)} tables fill ${cap.where()}: ${need.text()}`),
      by: cap.by,
      validates: cap.validates,
    });
  }
  return out;
}

function memoryGiB(c: Context): number | undefined {
  if (c.s.instance.type === 'custom') return c.s.instance.customMemoryGiB;
  return c.inst?.memoryGiB;
}

/** The kinds of deployment `d` (every kind without one). */
const kindsOn = (d?: Deployment, cloud?: Cloud): readonly StorageKindModule[] =>
  d ? deploymentKinds(d, cloud) : storageKinds();

/** The kinds with provisioned volumes (on deployment `d`), named: "gp3, io2, gp2". */
function volumeKindNames(d?: Deployment, cloud?: Cloud): string {
  return kindsOn(d, cloud)
    .filter((m) => m.volumeLimits)
    .map((m) => m.kind)
    .join(', ');
}

/** The kinds whose volumes provision `field` (on deployment `d`), in words: "gp3 and io2". */
function kindNames(field: 'iops' | 'throughputMiBps', d?: Deployment): string {
  const names = kindsOn(d)
    .filter((m) => m.volumeLimits && m.provisions[field])
    .map((m) => m.kind);
  const last = names.pop() ?? '';
  return names.length > 0 ? `${names.join(', ')} and ${last}` : last;
}

/** The volume's kind lets the user provision `field`. */
function provisions(v: Volume, field: 'iops' | 'throughputMiBps'): boolean {
  return v.lim !== undefined && findStorageKind(v.lim.kind)?.provisions[field] === true;
}

/**
 * Size, IOPS and throughput of one EBS volume; `name` prefixes the labels ("Log volume size";
 * "" for the data volume: "Volume size", "Provisioned IOPS", "Throughput").
 */
function ebsRules(at: Volume['at'], name: string): FieldRule[] {
  const label = (own: string, data: string) => (name ? `${name}${own}` : data);
  const v = (c: Context) => volume(c, at);
  return [
    {
      path: `${at}.sizeGiB`,
      label: label('size', 'Volume size'),
      unit: 'GiB',
      applies: (c) => v(c).lim !== undefined,
      appliesTo: {
        field: `${at}.kind`,
        text: `EBS volumes (${volumeKindNames()})`,
        textOn: (d, cloud = 'aws') =>
          `${cloud === 'aws' ? 'EBS volumes' : 'provisioned disks'} (${volumeKindNames(d, cloud) || `none on ${d}`})`,
        // Where the data lives instead (Aurora's cluster volume grows with the data).
        get notes() {
          return Object.fromEntries(
            storageKinds().flatMap((m) => (m.dataRule ? [[m.kind, m.dataRule]] : [])),
          );
        },
      },
      mins: (c) => sizeMins(c, v(c)),
      maxs: (c) => {
        const lim = v(c).lim;
        if (!lim) return [];
        const k = lim.kind;
        return [
          own(
            lim.maxSizeGiB,
            `${k}.size.max`,
            () => `${kindName(lim)} volumes hold at most ${fmt(lim.maxSizeGiB)} GiB`,
          ),
        ];
      },
      rule: (c) => {
        const lim = v(c).lim;
        const holds = at === 'storage' ? '; holds the data and tables' : '';
        return lim
          ? `${kindName(lim)}: ${fmt(lim.minSizeGiB)}–${fmt(lim.maxSizeGiB)} GiB${holds}`
          : '';
      },
    },
    {
      path: `${at}.iops`,
      label: label('provisioned IOPS', 'Provisioned IOPS'),
      unit: 'IOPS',
      integer: true,
      applies: (c) => v(c).lim !== undefined && provisions(v(c), 'iops'),
      appliesTo: {
        field: `${at}.kind`,
        get text() {
          return `${kindNames('iops')} volumes`;
        },
        textOn: (d) => `${kindNames('iops', d)} volumes`,
        notes: {
          gp2: "a gp2 volume's IOPS follow its size",
          'rds-gp2': "an RDS gp2 volume's IOPS follow its size",
        },
      },
      mins: (c) => iopsMins(v(c)),
      maxs: (c) => iopsMaxs(v(c)),
      rule: (c) => {
        const lim = v(c).lim;
        if (!lim) return '';
        const sized = sizeRule(v(c), lim, 'iops', 'rule');
        if (sized) return sized;
        const incl = kindOf(lim).baselineIncluded === true ? ' (included)' : '';
        return `${kindName(lim)}: ≥ ${fmt(lim.baselineIops)}${incl}, ≤ ${fmt(lim.iopsPerGiB)} per GiB, ≤ ${fmt(lim.maxIops)}`;
      },
    },
    {
      path: `${at}.throughputMiBps`,
      label: label('throughput', 'Throughput'),
      unit: 'MiB/s',
      applies: (c) => v(c).lim !== undefined && provisions(v(c), 'throughputMiBps'),
      appliesTo: {
        field: `${at}.kind`,
        get text() {
          return `${kindNames('throughputMiBps')} volumes`;
        },
        textOn: (d) => `${kindNames('throughputMiBps', d)} volumes`,
      },
      mins: (c) => {
        const lim = v(c).lim;
        if (!lim) return [];
        const k = lim.kind;
        const why = () =>
          sizeRule(v(c), lim, 'throughputMiBps', 'min') ??
          `${kindName(lim)} includes ${fmt(lim.baselineMiBps)} MiB/s, the least it provisions`;
        return [own(lim.baselineMiBps, `${k}.minThroughput`, why)];
      },
      maxs: (c) => throughputMaxs(v(c)),
      rule: (c) => {
        const lim = v(c).lim;
        if (!lim) return '';
        const sized = sizeRule(v(c), lim, 'throughputMiBps', 'rule');
        if (sized) return sized;
        return `${kindName(lim)}: ≥ ${fmt(lim.baselineMiBps)} MiB/s (included), ≤ ${fmt(lim.maxMiBpsPerIops)} MiB/s per IOPS, ≤ ${fmt(lim.maxMiBps)} MiB/s`;
      },
    },
  ];
}

const CUSTOM_INSTANCE = { field: 'instance.type', text: 'a custom instance' };

/**
 * The table: one row per numeric field; the storage kinds' own rows (`StorageKindModule.fieldRules`)
 * follow `storage.restoresPerMonth` (see `rules()`).
 */
const BASE_RULES: readonly FieldRule[] = [
  {
    path: 'instance.customVcpu',
    label: 'Custom vCPUs',
    unit: 'vCPU',
    integer: true,
    applies: (c) => c.s.instance.type === 'custom',
    appliesTo: CUSTOM_INSTANCE,
    mins: () => [own(1, 'custom.vcpu.min', () => 'an instance has at least 1 vCPU')],
    maxs: () => [own(448, 'custom.vcpu.max', () => 'the largest EC2 instances have 448 vCPUs')],
    rule: () => '1–448',
  },
  {
    path: 'instance.customMemoryGiB',
    label: 'Custom memory',
    unit: 'GiB',
    applies: (c) => c.s.instance.type === 'custom',
    appliesTo: CUSTOM_INSTANCE,
    mins: (c) => {
      const out = [
        own(0.5, 'custom.memory.min', () => 'an instance has at least 0.5 GiB of memory'),
      ];
      const bp = c.s.mysql.bufferPoolGiB;
      if (finite(bp) && bp > 0.5)
        out.push({
          value: bp,
          limit: 'instance.memory',
          why: lazy(() => `the buffer pool (${fmt(bp)} GiB) must fit in memory`),
          by: 'mysql.bufferPoolGiB',
          validates: false,
        });
      return out;
    },
    maxs: () => [
      own(24_576, 'custom.memory.max', () => 'the largest EC2 instances have 24,576 GiB'),
    ],
    rule: () => '0.5–24,576 GiB; holds the buffer pool',
  },
  {
    path: 'instance.customHourlyUsd',
    label: 'Custom hourly price',
    unit: 'USD/h',
    applies: (c) => c.s.instance.type === 'custom',
    appliesTo: CUSTOM_INSTANCE,
    mins: () => [own(0, 'custom.price.min', () => 'a price is not negative')],
    maxs: () => [own(1000, 'custom.price.max', () => 'the model accepts up to $1,000 per hour')],
    rule: () => '$0–$1,000 per hour',
  },
  {
    path: 'instance.burstUsedMin',
    label: 'EBS burst used today',
    unit: 'min',
    applies: () => true,
    mins: () => [own(0, 'burst.used.min', () => 'minutes of burst used are not negative')],
    maxs: () => [
      own(
        EBS_BURST_MINUTES_PER_DAY,
        'burst.used.max',
        () => `an instance's EBS burst lasts ${fmt(EBS_BURST_MINUTES_PER_DAY)} minutes a day`,
      ),
    ],
    rule: () => `0–${fmt(EBS_BURST_MINUTES_PER_DAY)} min`,
  },
  {
    path: 'instance.ebsIoBalancePct',
    label: 'EBSIOBalance% before the start',
    unit: '%',
    applies: (c) => c.s.instance.ebsIoBalancePct !== undefined,
    mins: () => [own(0, 'burst.ioBalance.min', () => 'a balance is not negative')],
    maxs: () => [own(100, 'burst.ioBalance.max', () => 'a balance is at most 100% (full)')],
    rule: () => '0–100%',
  },
  {
    path: 'instance.ebsByteBalancePct',
    label: 'EBSByteBalance% before the start',
    unit: '%',
    applies: (c) => c.s.instance.ebsByteBalancePct !== undefined,
    mins: () => [own(0, 'burst.byteBalance.min', () => 'a balance is not negative')],
    maxs: () => [own(100, 'burst.byteBalance.max', () => 'a balance is at most 100% (full)')],
    rule: () => '0–100%',
  },
  {
    path: 'instance.afterRestoreGiB',
    label: 'Restored just before the start',
    unit: 'GiB',
    applies: (c) => c.s.instance.afterRestoreGiB !== undefined,
    mins: () => [own(0, 'burst.restore.min', () => 'a restore is not negative')],
    maxs: () => [own(1048576, 'burst.restore.max', () => 'the model accepts up to 1 PiB')],
    rule: () => '0–1,048,576 GiB',
  },
  ...ebsRules('storage', ''),
  {
    path: 'storage.restoresPerMonth',
    label: 'Restores per month',
    unit: '',
    applies: () => true,
    mins: () => [
      own(0, 'restore.perMonth.min', () => 'the number of restores per month is not negative'),
    ],
    maxs: () => [
      own(
        MAX_RESTORES_PER_MONTH,
        'restore.perMonth.max',
        () =>
          `the model covers up to ${fmt(MAX_RESTORES_PER_MONTH)} restores per month (one an hour)`,
      ),
    ],
    rule: () => 'prices the restore remedy per restore (FSR enabled for each one)',
  },
  ...ebsRules('logVolume', 'Log volume '),
  {
    path: 'mysql.tables',
    label: 'Tables',
    unit: '',
    integer: true,
    applies: () => true,
    mins: () => [own(1, 'mysql.tables.min', () => 'the model needs at least 1 table')],
    maxs: tablesMaxs,
    rule: () => 'one .ibd file each',
  },
  {
    path: 'mysql.duplicateCheckThreads',
    label: 'Duplicate-check threads',
    unit: '',
    integer: true,
    applies: () => true,
    mins: () => [
      own(0, 'mysql.duplicateCheckThreads.min', () => "0 (MySQL's rule) or more threads"),
    ],
    maxs: () => [
      own(
        MAX_DUPLICATE_CHECK_THREADS,
        'mysql.duplicateCheckThreads.max',
        () =>
          `the model covers up to ${fmt(MAX_DUPLICATE_CHECK_THREADS)} duplicate-check threads (MySQL's own rule starts at most 16)`,
      ),
    ],
    rule: () => `0 (MySQL's rule) – ${fmt(MAX_DUPLICATE_CHECK_THREADS)}`,
  },
  {
    path: 'mysql.dataGiB',
    label: 'Data size',
    unit: 'GiB',
    applies: () => true,
    mins: () => [own(0.001, 'mysql.data.min', () => 'the data is at least 0.001 GiB (1 MiB)')],
    maxs: dataMaxs,
    rule: (c) => {
      const m = findStorageKind(c.s.storage.kind);
      const fit =
        m?.dataRule ??
        (m?.instanceCapacityGiB ? 'must fit on the instance store' : 'must fit on the volume');
      // The size is given at 16 KiB pages (scenario/pages.ts): say so where the pages differ.
      return c.s.mysql.pageSizeKiB === 16 ? fit : `size at 16 KiB pages; ${fit}`;
    },
  },
  {
    path: 'mysql.bufferPoolGiB',
    label: 'Buffer pool',
    unit: 'GiB',
    applies: () => true,
    mins: () => [
      own(0.125, 'mysql.bufferPool.min', () => 'the buffer pool is at least 0.125 GiB (128 MiB)'),
    ],
    maxs: (c) => {
      const mem = memoryGiB(c);
      if (!finite(mem))
        return [
          own(24_576, 'instance.memory.max', () => 'the largest EC2 instances have 24,576 GiB'),
        ];
      const name = c.s.instance.type === 'custom' ? 'the custom instance' : c.s.instance.type;
      return [
        {
          value: mem,
          limit: 'instance.memory.max',
          why: lazy(() => `the buffer pool must fit in ${name}'s ${fmt(mem)} GiB of memory`),
          by: c.s.instance.type === 'custom' ? 'instance.customMemoryGiB' : 'instance.type',
          validates: true,
        },
      ];
    },
    rule: (c) => `instance memory ${fmt(memoryGiB(c) ?? 0)} GiB`,
  },
  {
    path: 'workload.threads',
    label: 'Client threads',
    unit: '',
    integer: true,
    applies: () => true,
    mins: () => [own(1, 'workload.threads.min', () => 'at least 1 client thread')],
    maxs: () => [
      own(
        MAX_THREADS,
        'workload.threads.max',
        () => `the model covers up to ${fmt(MAX_THREADS)} client threads`,
      ),
    ],
    rule: () => `1–${fmt(MAX_THREADS)}`,
  },
  {
    path: 'workload.averageQps',
    label: 'Average load',
    unit: 'QPS',
    applies: () => true,
    mins: () => [
      own(0, 'workload.averageQps.min', () => 'the average load is 0 (not given) or more QPS'),
    ],
    maxs: () => [
      own(
        MAX_AVERAGE_QPS,
        'workload.averageQps.max',
        () => `the model covers an average load up to ${fmt(MAX_AVERAGE_QPS)} QPS`,
      ),
    ],
    rule: () => `0 (not given: at the predicted throughput) – ${fmt(MAX_AVERAGE_QPS)} QPS`,
  },
  {
    path: 'workload.writeFraction',
    label: 'Write fraction',
    unit: '',
    applies: () => true,
    mins: () => [
      own(0, 'workload.writeFraction.min', () => 'the write fraction is a share from 0 to 1'),
    ],
    maxs: () => [
      own(1, 'workload.writeFraction.max', () => 'the write fraction is a share from 0 to 1'),
    ],
    rule: () => '0 (reads only) – 1 (writes only)',
  },
  {
    path: 'workload.hotDataPercent',
    label: 'Hot data',
    unit: '%',
    applies: () => true,
    mins: () => [
      own(
        MIN_HOT_DATA_PERCENT,
        'workload.hotDataPercent.min',
        () => `the hot set is at least ${pct(MIN_HOT_DATA_PERCENT)} of the data`,
      ),
    ],
    maxs: (c) => {
      const out = [
        own(100, 'workload.hotDataPercent.max', () => 'the hot set is at most all of the data'),
      ];
      const a = c.s.workload.hotAccessPercent;
      if (finite(a) && a >= MIN_HOT_DATA_PERCENT && a <= 100)
        out.push({
          value: a,
          limit: 'workload.hotShare',
          why: lazy(
            () =>
              `with ${pct(a)} of the accesses on it, the hot set is at most ${pct(a)} of the data (equal shares are uniform access)`,
          ),
          by: 'workload.hotAccessPercent',
          validates: false,
        });
      return out;
    },
    rule: (c) => `gets ${pct(c.s.workload.hotAccessPercent)} of accesses`,
  },
  {
    path: 'workload.hotAccessPercent',
    label: 'Hot accesses',
    unit: '%',
    applies: () => true,
    mins: (c) => {
      const out = [
        own(
          MIN_HOT_DATA_PERCENT,
          'workload.hotAccessPercent.min',
          () => `the hot set gets at least ${pct(MIN_HOT_DATA_PERCENT)} of the accesses`,
        ),
      ];
      const d = c.s.workload.hotDataPercent;
      if (finite(d) && d >= MIN_HOT_DATA_PERCENT && d <= 100)
        out.push({
          value: d,
          limit: 'workload.hotShare',
          why: lazy(
            () =>
              `a hot set of ${pct(d)} of the data gets at least ${pct(d)} of the accesses (equal shares are uniform access, e.g. 100/100; ${pct(80)} of accesses to ${pct(20)} of the data is 80/20)`,
          ),
          by: 'workload.hotDataPercent',
          validates: true,
        });
      return out;
    },
    maxs: () => [
      own(
        100,
        'workload.hotAccessPercent.max',
        () => 'the hot set gets at most all of the accesses',
      ),
    ],
    rule: (c) => `go to ${pct(c.s.workload.hotDataPercent)} of data`,
  },
  {
    path: 'pricing.discountPercent',
    label: 'Discount',
    unit: '%',
    applies: () => true,
    mins: () => [own(0, 'pricing.discount.min', () => `a discount is ${pct(0)} to ${pct(100)}`)],
    maxs: () => [own(100, 'pricing.discount.max', () => `a discount is ${pct(0)} to ${pct(100)}`)],
    rule: () => 'on every cost item',
  },
  {
    path: 'topology.replicas',
    label: 'Replicas',
    unit: '',
    integer: true,
    applies: () => true,
    mins: () => [own(0, 'topology.replicas.min', () => 'the number of replicas is not negative')],
    maxs: () => [
      own(
        MAX_REPLICAS,
        'topology.replicas.max',
        () => `the model prices up to ${fmt(MAX_REPLICAS)} replicas`,
      ),
    ],
    rule: () => `0–${fmt(MAX_REPLICAS)}: each replica is the same instance with its own volumes`,
  },
  {
    path: 'growth.tablesPerMonth',
    label: 'Tables growth per month',
    unit: '',
    integer: true,
    applies: () => true,
    mins: () => [own(0, 'growth.tables.min', () => 'table growth is not negative')],
    maxs: () => [
      own(
        MAX_TABLES,
        'growth.tables.max',
        () => `the model covers growth up to ${fmt(MAX_TABLES)} tables per month`,
      ),
    ],
    rule: () => 'new tables per month',
  },
  {
    path: 'growth.dataGiBPerMonth',
    label: 'Data growth per month',
    unit: 'GiB',
    applies: () => true,
    mins: () => [own(0, 'growth.data.min', () => 'data growth is not negative')],
    maxs: () => [
      own(
        MAX_DATA_GROWTH_GIB,
        'growth.data.max',
        () => `the model covers growth up to ${fmt(MAX_DATA_GROWTH_GIB)} GiB per month`,
      ),
    ],
    rule: () => 'GiB added per month',
  },
  recoveryRow('redoToApplyMiB', 'Redo to apply', 'MiB', 'checkpoint age at a crash'),
  recoveryRow('undoToRollBackMiB', 'Undo to roll back', 'MiB', 'open transactions at a crash'),
  recoveryRow('backupStoreMiBps', 'Backup store read rate', 'MiB/s', 'S3 or backup server'),
  recoveryRow('networkMiBps', 'Network ceiling', 'MiB/s', "the instance's network"),
  recoveryRow('replicaLagSeconds', 'Replica lag', 's', 'applied at failover'),
  recoveryRow('bufferPoolDumpPercent', 'Buffer pool dump', '%', '0: no dump/load'),
  recoveryRow('maxRecoverySeconds', 'Recovery target', 's', 'to full service'),
];

let rulesFor: readonly unknown[] | undefined;
let fieldRules: readonly FieldRule[] = [];
let rulesByPath = new Map<string, FieldRule>();
let paths: readonly string[] = [];

/** The table with the registered kinds' own rows, rebuilt when a kind is registered. */
function rules(): readonly FieldRule[] {
  const kinds = storageKinds();
  if (rulesFor !== kinds) {
    const own = kinds.flatMap((m) => m.fieldRules ?? []);
    const at = BASE_RULES.findIndex((r) => r.path === 'storage.restoresPerMonth') + 1;
    fieldRules = [...BASE_RULES.slice(0, at), ...own, ...BASE_RULES.slice(at)];
    rulesByPath = new Map(fieldRules.map((r) => [r.path, r]));
    paths = fieldRules.map((r) => r.path);
    rulesFor = kinds;
  }
  return fieldRules;
}

function ruleOf(path: string): FieldRule | undefined {
  rules();
  return rulesByPath.get(path);
}

function context(s: Scenario, catalog: Catalog): Context {
  const k = s.storage.kind;
  return {
    s,
    catalog,
    inst: s.instance.type === 'custom' ? undefined : getInstance(catalog, s.instance.type),
    ebs: findStorageKind(k)?.volumeLimits?.(catalog, s.storage),
  };
}

const tightest = (
  bounds: readonly Bound[],
  pick: (a: number, b: number) => boolean,
): Bound | undefined =>
  bounds.reduce<Bound | undefined>(
    (best, b) => (best === undefined || pick(b.value, best.value) ? b : best),
    undefined,
  );

/** Options of a range: `free` leaves out the bounds set by these fields (a sweep varies them too). */
export interface RangeOptions {
  free?: readonly string[];
}

/** Every numeric field the table knows, in the app's order. */
export function fieldPaths(): readonly string[] {
  rules();
  return paths;
}

/** The label of a field as the app shows it ("Provisioned IOPS"), or the path if it has none. */
export function fieldLabel(path: string): string {
  return ruleOf(path)?.label ?? LABELS.get(path) ?? path;
}

/** Labels of the fields that are not numbers (choices, text), for messages. */
const LABELS = new Map<string, string>([
  ['region', 'Region'],
  ['deployment', 'Deployment'],
  ['cloud', 'Cloud'],
  ['multiAz', 'Multi-AZ'],
  ['multiAzKind', 'Multi-AZ deployment'],
  ['auroraStorage', 'Aurora storage'],
  ['instance.type', 'Instance type'],
  ['storage.kind', 'Storage kind'],
  ['storage.volumeState', 'Volume state'],
  ['storage.restoreRemedy', 'Restore remedy'],
  ['mysql.version', 'MySQL version'],
  ['mysql.validatePaths', 'innodb_validate_tablespace_paths'],
  ['workload.averageQpsFrom', 'Average load source'],
  ['instance.burstKnown', 'EBS burst use known'],
  ['mysql.pageSizeKiB', 'Page size'],
  ['mysql.startupOpt', 'Startup optimization'],
  ['mysql.osCache', 'OS cache at start'],
  ['mysql.shutdown', 'Previous shutdown'],
  ['mysql.doublewrite', 'Doublewrite'],
  ['mysql.compressionRatio', 'Compression ratio'],
  ['mysql.duplicateCheckThreads', 'Duplicate-check threads'],
  ['logVolume.kind', 'Redo and binlog'],
  ['pricing.option', 'Pricing'],
  ['name', 'Name'],
  ['recovery.path', 'Recovery path'],
]);

/**
 * The range of `path` in scenario `s`, given its other fields; undefined when the field does not
 * apply (IOPS of a gp2 volume) or is not numeric. `min.value > max.value` when the other fields
 * leave no valid value (data larger than any volume).
 */
export function fieldRange(
  s: Scenario,
  catalog: Catalog,
  path: string,
  opts: RangeOptions = {},
): FieldRange | undefined {
  const rule = ruleOf(path);
  if (!rule) return undefined;
  const c = context(s, catalog);
  if (!rule.applies(c)) return undefined;
  const keep = (b: Bound) => b.by === undefined || !opts.free?.includes(b.by);
  const min = tightest(rule.mins(c).filter(keep), (a, b) => a > b);
  const max = tightest(rule.maxs(c).filter(keep), (a, b) => a < b);
  if (!min || !max) return undefined;
  return {
    path,
    label: rule.label,
    unit: rule.unit,
    integer: rule.integer ?? false,
    min,
    max,
    rule: rule.rule(c),
  };
}

/**
 * Why `path` has no value in `s`, in the user's words ("Provisioned IOPS applies to gp3 and io2
 * volumes only (…); Storage kind is gp2"), with the field that decides it; undefined when
 * the field applies (or is not in the table). A value given for such a field would be ignored.
 */
export function fieldNotApplicable(
  s: Scenario,
  catalog: Catalog,
  path: string,
): { message: string; decidedBy: string } | undefined {
  const rule = ruleOf(path);
  if (!rule?.appliesTo || rule.applies(context(s, catalog))) return undefined;
  const by = rule.appliesTo.field;
  const value = String(readNumber(s, by));
  const notes = rule.appliesTo.notes;
  const note = notes && Object.hasOwn(notes, value) ? ` (${notes[value]})` : '';
  return {
    message: `${rule.label} applies to ${rule.appliesTo.textOn?.(s.deployment, s.cloud) ?? rule.appliesTo.text} only; ${fieldLabel(by)} is ${value}${note}`,
    decidedBy: by,
  };
}

/** The value of `range` nearest to `value` (whole for whole fields); undefined if the range is empty. */
export function nearestInRange(
  range: Pick<FieldRange, 'min' | 'max' | 'integer'>,
  value: number,
): number | undefined {
  let lo = range.min.value;
  let hi = range.max.value;
  if (range.integer) {
    lo = Math.ceil(lo);
    hi = Math.floor(hi);
  }
  if (lo > hi) return undefined;
  if (!finite(value)) return lo;
  const v = range.integer ? Math.round(value) : value;
  return Math.min(hi, Math.max(lo, v));
}

/** A value with its unit: "5,000 IOPS", "50 GiB", "12%", "0.5". */
export function formatFieldValue(range: Pick<FieldRange, 'unit'>, value: number): string {
  if (range.unit === 'USD' || range.unit === 'USD/h')
    return `$${formatSignificant(value, 4)}${range.unit === 'USD/h' ? ' per hour' : ''}`;
  // Small limits (0.001 GiB of data, 0.125 GiB of buffer pool) keep their digits; a value that
  // would round to 0 keeps three significant ones ("1e−7 GiB is too low", never "0 GiB").
  const decimals = Math.abs(value) < 1 ? 3 : 2;
  if (range.unit === '%') return formatPercentUpTo(value, decimals);
  const text = formatSignificant(value, decimals);
  return range.unit ? `${text} ${range.unit}` : text;
}

/** "Provisioned IOPS 100,000 is too high: … Nearest valid: 5,000 IOPS." */
function message(
  r: Pick<FieldRange, 'label' | 'unit'>,
  value: number,
  bound: Bound,
  high: boolean,
  nearest?: number,
  also?: Bound,
): string {
  const got = formatFieldValue(r, value);
  const why = also ? `${bound.why()}; and ${also.why()}` : bound.why();
  const near =
    nearest === undefined
      ? ' No value is valid with the other settings as they are: change the other setting first.'
      : ` Nearest valid: ${formatFieldValue(r, nearest)}.`;
  return `${r.label} ${got} is too ${high ? 'high' : 'low'}: ${why}.${near}`;
}

/**
 * The issue with `path`'s value in `s`, or undefined when it is in range. `validation` checks only
 * the bounds whole-scenario validation reports on this field; otherwise every bound, both ways (a
 * field being edited). The nearest valid value always honours every bound.
 */
export function fieldIssue(
  s: Scenario,
  catalog: Catalog,
  path: string,
  opts: { validation?: boolean } = {},
): ScenarioIssue | undefined {
  return fieldIssueIn(context(s, catalog), path, opts);
}

/**
 * A rule's range without its rule text (fieldRange builds that for the sliders), for a message only:
 * a valid field, the usual case, costs its bounds and the comparisons alone.
 */
function rangeOf(
  rule: FieldRule,
  mins: readonly Bound[],
  maxs: readonly Bound[],
): Pick<FieldRange, 'label' | 'unit' | 'integer' | 'min' | 'max'> {
  return {
    label: rule.label,
    unit: rule.unit,
    integer: rule.integer ?? false,
    min: tightest(mins, (a, b) => a > b) as Bound,
    max: tightest(maxs, (a, b) => a < b) as Bound,
  };
}

/** `fieldIssue` in a context built once (`fieldIssues` checks every field in one). */
function fieldIssueIn(
  c: Context,
  path: string,
  opts: { validation?: boolean },
): ScenarioIssue | undefined {
  const rule = ruleOf(path);
  if (!rule) return undefined;
  const s = c.s;
  if (!rule.applies(c)) return undefined;
  const mins = rule.mins(c);
  const maxs = rule.maxs(c);
  if (mins.length === 0 || maxs.length === 0) return undefined;
  const value = readNumber(s, path);
  if (!finite(value)) {
    const range = rangeOf(rule, mins, maxs);
    const first = nearestInRange(range, range.min.value);
    const near = first === undefined ? '' : ` Nearest valid: ${formatFieldValue(range, first)}.`;
    return {
      path,
      limit: 'finite',
      message: `${rule.label} must be a number, got ${String(value)}.${near}`,
      ...(first === undefined ? {} : { nearestValid: first }),
    };
  }
  // The field's own limit is named first (it holds whatever the other fields are; callers such as
  // recommend tell the two apart by the limit's name), with a tighter bound the other fields set
  // after it; the nearest valid value honours every bound either way. Validation considers only
  // the bounds it reports on this field. Plain loops: this runs on every prediction.
  const v = opts.validation === true;
  const lowOwn = violated(mins, value, false, v, true);
  const highOwn = violated(maxs, value, true, v, true);
  const low = violated(mins, value, false, v, false);
  const high = violated(maxs, value, true, v, false);
  const hit = lowOwn ?? highOwn ?? low ?? high;
  if (hit) {
    const range = rangeOf(rule, mins, maxs);
    const nearest = nearestInRange(range, value);
    const isHigh = hit === highOwn || hit === high;
    const tighter = isHigh ? high : low;
    const also = tighter !== hit ? tighter : undefined;
    return {
      path,
      limit: hit.limit,
      message: message(range, value, hit, isHigh, nearest, also),
      ...(nearest === undefined ? {} : { nearestValid: nearest }),
    };
  }
  if (rule.integer && !Number.isInteger(value)) {
    const nearest = nearestInRange(rangeOf(rule, mins, maxs), value);
    const near =
      nearest === undefined
        ? ''
        : ` Nearest valid: ${formatFieldValue({ unit: rule.unit }, nearest)}.`;
    return {
      path,
      limit: `${path}.integer`,
      message: `${rule.label} must be a whole number, got ${formatSignificant(value, 10)}.${near}`,
      ...(nearest === undefined ? {} : { nearestValid: nearest }),
    };
  }
  return undefined;
}

/**
 * The tightest bound `value` breaks (above a max when `high`), among the bounds validation
 * reports (`validation`) or all, the field's own only (`ownOnly`) or all; undefined if none.
 */
function violated(
  bounds: readonly Bound[],
  value: number,
  high: boolean,
  validation: boolean,
  ownOnly: boolean,
): Bound | undefined {
  let worst: Bound | undefined;
  for (const b of bounds) {
    if ((validation && !b.validates) || (ownOnly && b.by !== undefined)) continue;
    if (high ? value <= b.value : value >= b.value) continue;
    if (!worst || (high ? b.value < worst.value : b.value > worst.value)) worst = b;
  }
  return worst;
}

const VALIDATION = { validation: true } as const;

/** Issues of every numeric field as whole-scenario validation reports them. */
export function fieldIssues(s: Scenario, catalog: Catalog): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  const c = context(s, catalog);
  for (const path of fieldPaths()) {
    const i = fieldIssueIn(c, path, VALIDATION);
    if (i) out.push(i);
  }
  return out;
}

/** Each path's parts, split once: validation reads every field on every prediction. */
const PATH_PARTS = new Map<string, readonly string[]>();

function readNumber(s: Scenario, path: string): unknown {
  let parts = PATH_PARTS.get(path);
  if (parts === undefined) {
    parts = path.split('.');
    // Paths come from the rules table and its `appliesTo` fields: a bounded set.
    if (PATH_PARTS.size < 1000) PATH_PARTS.set(path, parts);
  }
  let v: unknown = s;
  for (const p of parts)
    v =
      v !== null && typeof v === 'object' && Object.hasOwn(v, p)
        ? (v as Record<string, unknown>)[p]
        : undefined;
  return v;
}
