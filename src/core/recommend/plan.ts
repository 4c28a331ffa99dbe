/**
 * The search's plan (index.ts): from the targets and the base scenario, what the search may vary
 * (storage kinds, page sizes, instance types, volume constraints), what it keeps, the rules in
 * words, and whether anything is left to search (a typed failure when not).
 */
import { onDiskDataGiB } from '../scenario/compression.ts';
import type { Catalog, InstanceType } from '../catalog/types.ts';
import type { Cloud, PageSizeKiB, Scenario, StorageKind } from '../scenario/types.ts';
import { PAGE_SIZES_KIB } from '../scenario/types.ts';
import { defaultScenario } from '../scenario/defaults.ts';
import { getInstance } from '../catalog/index.ts';
import { replicaCount } from '../cost/index.ts';
import { minTablesGiB, parseMysqlVersion } from '../scenario/version.ts';
import { formatInt } from '../format/index.ts';
import type { StorageConstraints } from './space.ts';
import { deploymentKinds, findStorageKind, storageKind, storageKindIds } from '../storage/index.ts';
import type { Architecture, FixedSetting, RecommendFailure, RecommendTargets } from './types.ts';

/** The search rule when the instance store is not searched (recommend's `rules`). */
export const EBS_ONLY_RULE = 'EBS only: instance store not allowed.';

/** Each cloud's name for the disks that go with the machine (lost when it stops). */
const LOCAL_DISKS: Readonly<Record<Cloud, string>> = {
  aws: 'Instance store',
  azure: 'Local NVMe',
  gcp: 'Local SSD',
};

/** Longest growth horizon, months (growth projections cover three years). */
export const MAX_HORIZON_MONTHS = 36;

/** The search can try the kind: it has a grid of volumes, or comes with the instance. */
function searchable(kind: StorageKind): boolean {
  const m = findStorageKind(kind);
  return m !== undefined && (m.searchCandidates !== undefined || !m.durable);
}

/**
 * The kinds searched when the targets name none: the deployment's kinds searched by default, and
 * the instance store (this search runs on EC2; RDS and Aurora have their own, deployment/).
 */
function defaultKinds(base: Scenario): StorageKind[] {
  return deploymentKinds(base.deployment, base.cloud)
    .filter((m) => m.searchedByDefault || !m.durable)
    .map((m) => m.kind);
}

/** The search's settings resolved from the targets: what it may vary and what it keeps. */
export interface SearchPlan {
  kinds: StorageKind[];
  pages: readonly PageSizeKiB[];
  instances: InstanceType[];
  constraints: StorageConstraints;
  fixedBufferPoolGiB: number | null;
  /** Data on disk the volume must hold: the data size, at least what the tables' files take. */
  diskGiB: number;
  rules: string[];
  /** Nothing left to search. */
  failure?: RecommendFailure;
}

/** The current instance's CPU architecture, or null for a custom instance. */
export function currentArchitecture(s: Scenario, catalog: Catalog): Architecture | null {
  if (s.instance.type === 'custom') return null;
  const inst = getInstance(catalog, s.instance.type);
  return inst ? (inst.architecture ?? 'x86_64') : null;
}

export function otherArchitecture(a: Architecture): Architecture {
  return a === 'x86_64' ? 'arm64' : 'x86_64';
}

/** The architecture the search keeps by default: the current instance's, unless allowed to cross. */
function keptArchitecture(
  targets: RecommendTargets,
  base: Scenario,
  catalog: Catalog,
): Architecture | null {
  if (targets.allowArchitectureChange === true) return null;
  return currentArchitecture(base, catalog);
}

interface KindPlan {
  kinds: StorageKind[];
  pinnedKind: StorageKind | undefined;
  allowStore: boolean;
}

/** The storage kinds searched: the targets' (or every kind), the instance store only if allowed. */
function kindPlan(
  targets: RecommendTargets,
  base: Scenario,
  fixed: Set<FixedSetting>,
  rules: string[],
): KindPlan {
  const pinnedKind = fixed.has('storage.kind') ? base.storage.kind : targets.pins?.storageKind;
  const durable = (k: StorageKind): boolean => findStorageKind(k)?.durable !== false;
  const allowStore =
    targets.allowInstanceStore === true || (pinnedKind !== undefined && !durable(pinnedKind));
  // A pinned kind is searched whether or not it is searched by default.
  let kinds = [...(targets.storageKinds ?? (pinnedKind ? storageKindIds() : defaultKinds(base)))];
  if (!allowStore) kinds = kinds.filter(durable);
  if (pinnedKind) kinds = kinds.filter((k) => k === pinnedKind);
  rules.push(
    allowStore
      ? `${LOCAL_DISKS[base.cloud]} allowed: such results are ephemeral (data lost when the ${base.cloud === 'aws' ? 'instance' : 'VM'} stops).`
      : base.cloud === 'aws'
        ? EBS_ONLY_RULE
        : `Managed disks only: ${LOCAL_DISKS[base.cloud]} not allowed.`,
  );
  if (pinnedKind) rules.push(`Storage kind kept: ${pinnedKind}.`);
  return { kinds, pinnedKind, allowStore };
}

/** The instance types searched: the kept type, the pinned family and the kept architecture. */
function instancePlan(
  targets: RecommendTargets,
  base: Scenario,
  catalog: Catalog,
  fixed: Set<FixedSetting>,
  rules: string[],
): InstanceType[] {
  const pins = targets.pins ?? {};
  let instances = Object.values(catalog.instances);
  if (fixed.has('instance.type')) {
    instances = instances.filter((i) => i.name === base.instance.type);
    rules.push(`Instance type kept: ${base.instance.type}.`);
  }
  if (pins.family) {
    instances = instances.filter((i) => i.family === pins.family);
    rules.push(`Instance family kept: ${pins.family}.`);
  }
  const arch = pins.architecture ?? keptArchitecture(targets, base, catalog);
  if (arch) {
    instances = instances.filter((i) => (i.architecture ?? 'x86_64') === arch);
    rules.push(
      pins.architecture
        ? `Architecture kept: ${arch}.`
        : `Architecture kept: ${arch}, the current instance's (crossing to ${otherArchitecture(arch)} is a replace: allow an architecture change to search it).`,
    );
  } else if (targets.allowArchitectureChange === true && base.instance.type !== 'custom') {
    rules.push(
      'Architecture may change (x86_64 ↔ arm64): such results are a replace, a new instance launched from an image for the other architecture with the data volume moved to it.',
    );
  }
  return instances;
}

/** The volume's constraints: fixed figures, and an EBS volume never shrunk unless reloaded. */
function constraintsPlan(
  base: Scenario,
  fixed: Set<FixedSetting>,
  keepPage: boolean,
  rules: string[],
): StorageConstraints {
  const st = base.storage;
  const ebsNow = storageKind(st.kind).onEbs;
  const constraints: StorageConstraints = {};
  if (fixed.has('storage.sizeGiB')) constraints.sizeGiB = st.sizeGiB;
  if (fixed.has('storage.iops')) constraints.iops = st.iops;
  if (fixed.has('storage.throughputMiBps')) constraints.throughputMiBps = st.throughputMiBps;
  if (ebsNow && keepPage && constraints.sizeGiB === undefined) {
    constraints.minSizeGiB = st.sizeGiB;
    rules.push(`Volume not shrunk below ${formatInt(st.sizeGiB)} GiB (a new volume and a copy).`);
  }
  return constraints;
}

/** Why nothing is left to search, if nothing is. */
function planFailure(
  base: Scenario,
  fixed: Set<FixedSetting>,
  k: KindPlan,
  instances: readonly InstanceType[],
): RecommendFailure | undefined {
  if (fixed.has('instance.type') && base.instance.type === 'custom')
    return { kind: 'custom-instance' };
  if (!k.kinds.some(searchable)) return { kind: 'no-storage-kind', pinned: k.pinnedKind ?? null };
  if (instances.length === 0) return { kind: 'no-instance-type' };
  return undefined;
}

export function planSearch(
  targets: RecommendTargets,
  base: Scenario,
  catalog: Catalog,
): SearchPlan {
  const fixed = new Set<FixedSetting>(targets.fixed ?? []);
  const rules: string[] = [];
  const k = kindPlan(targets, base, fixed, rules);
  const keepPage = fixed.has('mysql.pageSizeKiB') || targets.allowPageSizeChange !== true;
  const pages: readonly PageSizeKiB[] = keepPage ? [base.mysql.pageSizeKiB] : PAGE_SIZES_KIB;
  rules.push(
    keepPage
      ? `innodb_page_size kept at ${base.mysql.pageSizeKiB} KiB.`
      : 'innodb_page_size may change (a dump and reload).',
  );
  const instances = instancePlan(targets, base, catalog, fixed, rules);
  const replicas = replicaCount(base);
  if (k.allowStore && replicas === 0)
    rules.push(
      'No replica (replicas 0): an instance-store result would be the only copy of the data, and is marked unsafe for data.',
    );
  else if (replicas > 0)
    rules.push(
      `Replicas: ${formatInt(replicas)}, each the same instance with its own storage, priced with every result.`,
    );
  rules.push(`Region kept: ${targets.region}.`);
  const constraints = constraintsPlan(base, fixed, keepPage, rules);
  const fixedList = [...fixed].filter((f) => f !== 'instance.type' && f !== 'storage.kind');
  if (fixedList.length > 0) rules.push(`Kept as set: ${fixedList.join(', ')}.`);
  const ver = parseMysqlVersion(base.mysql.version);
  const tablesGiB = ver
    ? Math.max(...pages.map((p) => minTablesGiB(base.mysql.tables, ver, p)))
    : 0;
  const failure = planFailure(base, fixed, k, instances);
  return {
    kinds: k.kinds,
    pages,
    instances,
    constraints,
    fixedBufferPoolGiB: fixed.has('mysql.bufferPoolGiB') ? base.mysql.bufferPoolGiB : null,
    diskGiB: Math.max(onDiskDataGiB(base.mysql), tablesGiB),
    rules,
    ...(failure ? { failure } : {}),
  };
}

/**
 * The targets at the end of the growth horizon: the tables and data after `horizonMonths` at the
 * base scenario's growth rates (unchanged without a horizon or a base).
 */
export function atHorizon(targets: RecommendTargets): RecommendTargets {
  const months = Math.min(MAX_HORIZON_MONTHS, Math.max(0, targets.horizonMonths ?? 0));
  const g = targets.base?.growth;
  if (months === 0 || !g) return targets;
  return {
    ...targets,
    tables: Math.floor(targets.tables + Math.max(0, g.tablesPerMonth) * months),
    dataGiB: targets.dataGiB + Math.max(0, g.dataGiBPerMonth) * months,
  };
}

/** The base scenario the search starts from: the given one with the targets' tables, data and region. */
export function searchBase(targets: RecommendTargets): Scenario {
  const base = targets.base
    ? (JSON.parse(JSON.stringify(targets.base)) as Scenario)
    : defaultScenario();
  base.region = targets.region;
  base.mysql.tables = Math.max(0, Math.floor(targets.tables));
  base.mysql.dataGiB = targets.dataGiB;
  return base;
}
