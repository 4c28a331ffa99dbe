/**
 * Recommend: the cheapest configurations meeting a startup-time and a QPS target for a data size
 * and a table count, searched over instance types, storage kinds, volume sizes, IOPS, throughput
 * and innodb_page_size.
 *
 * Separability keeps a search of millions of configurations under a second: the startup time
 * depends on the instance and the storage but not on the page size, so it is computed once per
 * (instance, storage) and shared by the five page sizes; the storage cost is computed once per
 * region; device parameters are built without their human labels. `searched` counts every
 * (instance, storage, page size) configuration whose startup, QPS and cost were evaluated.
 * Results keep the cheapest configuration per (instance, storage kind), drop any that a cheaper
 * result beats on both startup and QPS, and are ranked by monthly cost, each re-predicted in full
 * with its explanations.
 *
 * What the search may change (issue 11, "recommendations a DBA would sign"):
 * - EBS only unless `allowInstanceStore`; every instance-store result is `ephemeral` and says
 *   what it requires (durability.ts).
 * - `innodb_page_size` is kept unless `allowPageSizeChange` (a dump and reload).
 * - `pins` hold the instance family, architecture and storage kind; the region is always the
 *   scenario's (moving a database between regions is not a sizing change).
 * - The CPU architecture of the current instance (x86_64 or arm64) is kept unless
 *   `allowArchitectureChange` (issue 27): crossing it is a `replace` (a new instance from an image
 *   for the other architecture, the data volume moved), not a restart. When it was kept, the
 *   response says what the cheapest result of the other architecture would save, as information
 *   (`architectureSaving`).
 * - Replicas (`base.topology.replicas`) are priced with each result; with none, an instance-store
 *   result is `unsafeForData` (its data has no other copy).
 * - `horizonMonths`: the tables and data grow at the base scenario's rates (`base.growth`) for that
 *   many months, and the results meet the targets at the end of it.
 * - When nothing meets the targets, `closest` is the configuration nearest to them (the smallest
 *   ratio of predicted to allowed startup or of required to predicted QPS, at the nominal figures),
 *   with what it misses by under the rule applied.
 * - `fixed` settings keep the base scenario's value (the CLI fixes every flag given explicitly).
 * - An EBS volume is never made smaller than the current one (that is a new volume and a copy),
 *   unless its size is fixed or the page size may change (the data is reloaded anyway).
 * - Targets are met with headroom: at the pessimistic end of the prediction's range (default,
 *   `headroom.basis: 'range'`, issue 27), or by a margin (`headroom.marginPercent`, e.g. 10 %). The range rule keeps
 *   the search's speed: each candidate is first compared with the targets at its nominal figures
 *   (the pessimistic end is never better), and only those that pass and would be their group's
 *   best are evaluated at the pessimistic corner (uncertainty's `pessimisticProbe`, about one more
 *   evaluation each).
 * Each result lists `changes` from the base scenario with the operation each needs (changes.ts).
 */
import type { Catalog, InstanceType } from '../catalog/types.ts';
import { DEFAULT_CATALOG, getRegion, regionInstancePrice } from '../catalog/index.ts';
import type {
  Deployment,
  PageSizeKiB,
  Scenario,
  StorageChoice,
  StorageKind,
} from '../scenario/types.ts';
import { PAGE_SIZES_KIB } from '../scenario/types.ts';
import { defaultScenario } from '../scenario/defaults.ts';
import type { Prediction } from '../types.ts';
import { refreshEbsCaps, storageParams } from '../devices/params.ts';
import { initializationRateMiBps } from '../devices/restore.ts';
import type { DeviceParams } from '../devices/params.ts';
import { startupInputs } from '../startup/index.ts';
import { startupTotalSeconds } from '../startup/phases.ts';
import { qpsInputs, qpsValue } from '../qps/index.ts';
import { guardedDoublewrite } from './tornWrite.ts';
import { validateScenarioLimits } from '../scenario/validate.ts';
import { recommendAcross } from '../deployment/recommend.ts';
import { predictValid } from '../model.ts';
import { gp3Grid, storageCandidates } from './space.ts';
import { instanceStoreGiB } from '../storage/kinds/instanceStore.ts';
import {
  describeStorage,
  findStorageKind,
  storageKind,
  storageKindIds,
  storageKinds,
} from '../storage/index.ts';
import type { StorageCandidate, StorageConstraints } from './space.ts';
import { bindingConstraint } from './binding.ts';
import type { SingleWalk } from './single.ts';
import { walkSingle } from './single.ts';
import { formatDuration, formatInt, formatNumber, formatQps, formatUsd } from '../format/index.ts';
import type { SettingChange, ChangeOperation } from './changes.ts';
import { overallOperation, settingChanges } from './changes.ts';
import type { Headroom, HeadroomRule } from './durability.ts';
import { EPHEMERAL_REQUIRES, headroomOf, headroomRuleText, marginFactor } from './durability.ts';
import { minTablesGiB, parseMysqlVersion } from '../scenario/version.ts';
import { attachRanges, pessimisticFigures, predictRanges } from '../uncertainty/index.ts';
import { replicaCount } from '../cost/index.ts';
import { getInstance } from '../catalog/index.ts';
import { architectureNote } from './changes.ts';
import { rangeCheck } from './range.ts';
import type { IoTarget } from './io.ts';
import { ioBinding, ioNeed, readScale } from './io.ts';
import { addRegionHint } from '../catalog/regionHelp.ts';
import { targetBufferPoolGiB } from '../scenario/mismatch.ts';

export type { IoTarget } from './io.ts';

export type { SettingChange, ChangeOperation } from './changes.ts';
export type { Headroom, HeadroomBasis, HeadroomRule } from './durability.ts';

/** The search rule when the instance store is not searched (recommend's `rules`). */
export const EBS_ONLY_RULE = 'EBS only: instance store not allowed.';

/** Settings the search can be told to keep at the base scenario's value. */
export const FIXABLE_SETTINGS = [
  'instance.type',
  'storage.kind',
  'storage.sizeGiB',
  'storage.iops',
  'storage.throughputMiBps',
  'mysql.pageSizeKiB',
  'mysql.bufferPoolGiB',
] as const;
export type FixedSetting = (typeof FIXABLE_SETTINGS)[number];

export type Architecture = 'x86_64' | 'arm64';

/** What the search must hold: instance family, CPU architecture, storage kind. */
export interface RecommendPins {
  /** Instance family, e.g. `m6i` (types of other families are not searched). */
  family?: string;
  architecture?: Architecture;
  /** Storage kind; pinning `instance-store` allows it. */
  storageKind?: StorageKind;
}

export interface RecommendTargets {
  maxStartupSeconds: number;
  minQps: number;
  tables: number;
  dataGiB: number;
  region: string;
  /** Settings kept from this scenario (MySQL version, startup optimization, workload...). */
  base?: Scenario;
  /** How many results (default 10). */
  limit?: number;
  /** Storage kinds to search (default gp3, io2, gp2, and instance-store when allowed). */
  storageKinds?: StorageKind[];
  /** Search local NVMe instance store too (default false: its data is lost when the instance stops). */
  allowInstanceStore?: boolean;
  /** Let the search change innodb_page_size (default false: a dump and reload of all data). */
  allowPageSizeChange?: boolean;
  /**
   * Let the search cross the current instance's CPU architecture (x86_64 ↔ arm64; default false:
   * a `replace`, a new instance from another image).
   */
  allowArchitectureChange?: boolean;
  /**
   * Size for growth: the tables and data after this many months at `base.growth`'s rates (0-36;
   * default 0, today's).
   */
  horizonMonths?: number;
  /**
   * Search the other architecture once more for `architectureSaving` when the current one was kept
   * (default true; the fleet, which sizes each server with one result, leaves it out).
   */
  architectureSaving?: boolean;
  pins?: RecommendPins;
  /** Settings kept at the base scenario's value. */
  fixed?: readonly FixedSetting[];
  /**
   * How targets must be met: at the pessimistic end of the prediction's range (default,
   * `{ basis: 'range' }`), or by a margin (`{ marginPercent: 10 }`).
   */
  headroom?: HeadroomRule;
  /**
   * Deployments to search (issue 29): absent, the current one's (EC2's search, or RDS/Aurora's
   * managed search); several (`--deployment any`), ranked together with moves between them as
   * migrations.
   */
  deployments?: readonly Deployment[];
  /**
   * A measured IO load (production telemetry) the configuration must sustain with the headroom
   * margin, at its sustained ceilings (io.ts).
   */
  io?: IoTarget;
}

export interface RecommendResult {
  rank: number;
  scenario: Scenario;
  prediction: Prediction;
  binding: string;
  /** Every setting that differs from the base scenario, with the operation it needs. */
  changes: SettingChange[];
  /** The most disruptive operation among `changes` (null when nothing changes). */
  operation: ChangeOperation | null;
  /** Data on the instance store: lost when the instance stops. */
  ephemeral: boolean;
  /** What the result requires to be safe (replicas, backups); empty when not ephemeral. */
  requires: string[];
  /** Ephemeral with no replica (`base.topology.replicas` 0): its data has no other copy. */
  unsafeForData: boolean;
  /** How much is left against the targets. */
  headroom: Headroom;
  /**
   * What the result's deployment includes (issue 29: backups, failover), when the search spans
   * deployments or runs on RDS or Aurora; absent for an EC2-only search.
   */
  includes?: string;
}

export interface RecommendResponse {
  /**
   * Configurations (instance, storage, page size) the search covered: those whose startup, QPS
   * and cost were evaluated, plus those ruled out unevaluated because a feasible configuration of
   * the same instance and storage kind already cost less.
   */
  searched: number;
  /** Of those, how many were evaluated (startup, QPS and cost computed). */
  evaluated: number;
  /** Under the range rule: how many were also evaluated at the pessimistic end of their range. */
  pessimisticEvaluated?: number;
  results: RecommendResult[];
  /** What the search was allowed to change, in words (for the app, the CLI and the PDF). */
  rules: string[];
  /** Why there are no results, when there are none. */
  note?: string;
  /** When no configuration meets the targets: the one nearest to them, and what it misses by. */
  closest?: ClosestResult;
  /**
   * The architecture was kept by default: what the cheapest result of the other architecture
   * would save per month (information; crossing it is a `replace`). Absent when it saves nothing.
   */
  architectureSaving?: ArchitectureSaving;
  /** With `horizonMonths`: the tables and data the results were sized for. */
  horizon?: { months: number; tables: number; dataGiB: number };
}

/** The configuration nearest to targets nothing meets (RecommendResponse.closest). */
export interface ClosestResult {
  result: RecommendResult;
  /** How far the figures of the rule applied (pessimistic end, or nominal with margin) miss. */
  misses: {
    /** Seconds over the startup target (0 when within it). */
    startupSeconds: number;
    /** QPS short of the QPS target (0 when at or above it). */
    qps: number;
    text: string;
  };
}

export interface ArchitectureSaving {
  architecture: Architecture;
  instanceType: string;
  /** The cheapest result's monthly cost minus the other architecture's, USD (> 0). */
  monthlyUsd: number;
  text: string;
}

/** The default headroom rule: targets met at the pessimistic end of the prediction's range. */
export const DEFAULT_HEADROOM: HeadroomRule = { basis: 'range' };

/** Longest growth horizon, months (growth projections cover three years). */
export const MAX_HORIZON_MONTHS = 36;

/** The current instance's CPU architecture, or null for a custom instance. */
export function currentArchitecture(s: Scenario, catalog: Catalog): Architecture | null {
  if (s.instance.type === 'custom') return null;
  const inst = getInstance(catalog, s.instance.type);
  return inst ? (inst.architecture ?? 'x86_64') : null;
}

/** Said when the base runs without doublewrite: where the search keeps it off. */
const DOUBLEWRITE_OFF_RULE =
  'Doublewrite stays off only on storage with torn-write prevention (EBS on a Nitro instance; the instance store of I4i, Im4gn, Is4gen, I7i, I7ie, I8g, I8ge; pages up to 16 KiB); elsewhere it is turned on, on the data volume.';

interface Best {
  instance: InstanceType;
  storage: StorageCandidate | null;
  pageKiB: PageSizeKiB;
  monthlyUsd: number;
  startupSeconds: number;
  qps: number;
}

/** Buffer pool for an instance: a share of its memory, no more than the data, in 1/8 GiB steps. */
export function bufferPoolFor(memoryGiB: number, dataGiB: number): number {
  const bp = targetBufferPoolGiB(memoryGiB);
  return Math.max(0.125, Math.min(bp, Math.ceil(dataGiB * 8) / 8));
}

function scenarioFor(
  base: Scenario,
  b: Best,
  dataGiB: number,
  fixedBufferPoolGiB: number | null,
): Scenario {
  const s = JSON.parse(JSON.stringify(base)) as Scenario;
  s.instance.type = b.instance.name;
  s.mysql.bufferPoolGiB = fixedBufferPoolGiB ?? bufferPoolFor(b.instance.memoryGiB, dataGiB);
  s.mysql.pageSizeKiB = b.pageKiB;
  if (b.storage) {
    s.storage.kind = b.storage.kind;
    s.storage.sizeGiB = b.storage.sizeGiB;
    const has = storageKind(b.storage.kind).provisions;
    if (has.iops) s.storage.iops = b.storage.iops;
    if (has.throughputMiBps) s.storage.throughputMiBps = b.storage.throughputMiBps;
  } else {
    s.storage.kind = 'instance-store';
  }
  s.mysql.doublewrite = guardedDoublewrite(
    base.mysql.doublewrite,
    s.storage.kind,
    b.instance,
    b.pageKiB,
  );
  s.name = `Recommended: ${b.instance.name} + ${describeStorage(s.storage, 'short')}, ${b.pageKiB} KiB pages`;
  return s;
}

/** Cheaper first; at equal cost, faster start, then more QPS. */
function betterThan(monthlyUsd: number, startupSeconds: number, qps: number, b: Best): boolean {
  if (monthlyUsd !== b.monthlyUsd) return monthlyUsd < b.monthlyUsd;
  if (startupSeconds !== b.startupSeconds) return startupSeconds < b.startupSeconds;
  return qps > b.qps;
}

function better(a: Best, b: Best): boolean {
  return betterThan(a.monthlyUsd, a.startupSeconds, a.qps, b);
}

interface KindRange {
  kind: StorageCandidate['kind'];
  start: number;
  end: number;
  /** The candidate with the most IOPS, then throughput, then size: the fastest of the kind. */
  top: number;
}

/** Where each kind's candidates start and end in a list grouped by kind, and its fastest one. */
function kindRanges(candidates: readonly StorageCandidate[]): KindRange[] {
  const out: KindRange[] = [];
  candidates.forEach((c, i) => {
    const last = out[out.length - 1];
    if (!last || last.kind !== c.kind) {
      out.push({ kind: c.kind, start: i, end: i + 1, top: i });
      return;
    }
    last.end = i + 1;
    const t = candidates[last.top] as StorageCandidate;
    const faster =
      c.iops - t.iops || c.throughputMiBps - t.throughputMiBps || c.sizeGiB - t.sizeGiB;
    if (faster > 0) last.top = i;
  });
  return out;
}

/** The search's settings resolved from the targets: what it may vary and what it keeps. */
interface SearchPlan {
  kinds: StorageKind[];
  pages: readonly PageSizeKiB[];
  instances: InstanceType[];
  constraints: StorageConstraints;
  fixedBufferPoolGiB: number | null;
  /** Data on disk the volume must hold: the data size, at least what the tables' files take. */
  diskGiB: number;
  rules: string[];
  note?: string;
}

/** The search can try the kind: it has a grid of volumes, or comes with the instance. */
function searchable(kind: StorageKind): boolean {
  const m = findStorageKind(kind);
  return m !== undefined && (m.searchCandidates !== undefined || !m.durable);
}

/** The kinds searched when the targets name none: each searched by default, and the instance store. */
function defaultKinds(): StorageKind[] {
  return storageKinds()
    .filter((m) => m.searchedByDefault || !m.durable)
    .map((m) => m.kind);
}

function planSearch(targets: RecommendTargets, base: Scenario, catalog: Catalog): SearchPlan {
  const fixed = new Set<FixedSetting>(targets.fixed ?? []);
  const pins = targets.pins ?? {};
  const rules: string[] = [];
  const pinnedKind = fixed.has('storage.kind') ? base.storage.kind : pins.storageKind;
  const durable = (k: StorageKind): boolean => findStorageKind(k)?.durable !== false;
  const allowStore =
    targets.allowInstanceStore === true || (pinnedKind !== undefined && !durable(pinnedKind));
  // A pinned kind is searched whether or not it is searched by default.
  let kinds = [...(targets.storageKinds ?? (pinnedKind ? storageKindIds() : defaultKinds()))];
  if (!allowStore) kinds = kinds.filter(durable);
  if (pinnedKind) kinds = kinds.filter((k) => k === pinnedKind);
  rules.push(
    allowStore
      ? 'Instance store allowed: such results are ephemeral (data lost when the instance stops).'
      : EBS_ONLY_RULE,
  );
  if (pinnedKind) rules.push(`Storage kind kept: ${pinnedKind}.`);
  const keepPage = fixed.has('mysql.pageSizeKiB') || targets.allowPageSizeChange !== true;
  const pages: readonly PageSizeKiB[] = keepPage ? [base.mysql.pageSizeKiB] : PAGE_SIZES_KIB;
  rules.push(
    keepPage
      ? `innodb_page_size kept at ${base.mysql.pageSizeKiB} KiB.`
      : 'innodb_page_size may change (a dump and reload).',
  );
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
  if (allowStore && replicaCount(base) === 0)
    rules.push(
      'No replica (replicas 0): an instance-store result would be the only copy of the data, and is marked unsafe for data.',
    );
  else if (replicaCount(base) > 0)
    rules.push(
      `Replicas: ${formatInt(replicaCount(base))}, each the same instance with its own storage, priced with every result.`,
    );
  rules.push(`Region kept: ${targets.region}.`);
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
  const fixedList = [...fixed].filter((f) => f !== 'instance.type' && f !== 'storage.kind');
  if (fixedList.length > 0) rules.push(`Kept as set: ${fixedList.join(', ')}.`);
  const ver = parseMysqlVersion(base.mysql.version);
  const tablesGiB = ver
    ? Math.max(...pages.map((p) => minTablesGiB(base.mysql.tables, ver, p)))
    : 0;
  const plan: SearchPlan = {
    kinds,
    pages,
    instances,
    constraints,
    fixedBufferPoolGiB: fixed.has('mysql.bufferPoolGiB') ? base.mysql.bufferPoolGiB : null,
    diskGiB: Math.max(base.mysql.dataGiB, tablesGiB),
    rules,
  };
  if (fixed.has('instance.type') && base.instance.type === 'custom')
    plan.note =
      'A custom instance has no catalog price or EBS ceilings: pick an EC2 type to search.';
  else if (!kinds.some(searchable))
    plan.note = `No storage kind left to search (${pinnedKind ?? 'none'}): allow an EBS kind or the instance store.`;
  else if (instances.length === 0) plan.note = 'No instance type matches the pins.';
  return plan;
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

function otherArchitecture(a: Architecture): Architecture {
  return a === 'x86_64' ? 'arm64' : 'x86_64';
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
function searchBase(targets: RecommendTargets): Scenario {
  const base = targets.base
    ? (JSON.parse(JSON.stringify(targets.base)) as Scenario)
    : defaultScenario();
  base.region = targets.region;
  base.mysql.tables = Math.max(0, Math.floor(targets.tables));
  base.mysql.dataGiB = targets.dataGiB;
  return base;
}

/**
 * `onProgress(done, total)`: instance types searched so far of those the search walks, after each
 * one (the app's worker shows it, issue 30). Plain calls: the search stays synchronous and pure.
 */
export function recommend(
  given: RecommendTargets,
  catalog: Catalog = DEFAULT_CATALOG,
  onProgress?: (done: number, total: number) => void,
): RecommendResponse {
  const targets = atHorizon(given);
  const current = targets.base?.deployment ?? 'ec2';
  const deployments = given.deployments ?? (current === 'ec2' ? undefined : [current]);
  const response = deployments
    ? recommendAcross(targets, deployments, catalog, (t) =>
        searchConfigurations(t, catalog, onProgress),
      )
    : searchConfigurations(targets, catalog, onProgress);
  const months = Math.min(MAX_HORIZON_MONTHS, Math.max(0, given.horizonMonths ?? 0));
  if (months > 0) {
    response.horizon = { months, tables: targets.tables, dataGiB: targets.dataGiB };
    response.rules.push(
      `Sized for ${formatInt(months)} months of growth: ${formatInt(targets.tables)} tables and ${formatNumber(targets.dataGiB)} GiB of data at the end, where the targets are met.`,
    );
  }
  // Another architecture's saving is an EC2 search's information (RDS and Aurora sell both).
  const saving = deployments ? undefined : architectureSaving(targets, response, catalog);
  if (saving) response.architectureSaving = saving;
  return response;
}

/**
 * What the other architecture would save (information, issue 27): the search again with the
 * architecture free, when it was kept by default and there is a result to compare with.
 */
function architectureSaving(
  targets: RecommendTargets,
  response: RecommendResponse,
  catalog: Catalog,
): ArchitectureSaving | undefined {
  const first = response.results[0];
  const base = targets.base;
  if (!first || !base || targets.allowArchitectureChange === true || targets.pins?.architecture)
    return undefined;
  if (targets.architectureSaving === false) return undefined;
  if ((targets.fixed ?? []).includes('instance.type')) return undefined;
  const arch = currentArchitecture(base, catalog);
  if (!arch) return undefined;
  const free = searchConfigurations(
    { ...targets, allowArchitectureChange: true, limit: 1 },
    catalog,
  ).results[0];
  if (!free || currentArchitecture(free.scenario, catalog) === arch) return undefined;
  const saved = first.prediction.cost.monthlyUsd - free.prediction.cost.monthlyUsd;
  if (saved <= 0) return undefined;
  const other = otherArchitecture(arch);
  return {
    architecture: other,
    instanceType: free.scenario.instance.type,
    monthlyUsd: saved,
    text: `An ${other} instance (${free.scenario.instance.type}) would meet the same targets for ${formatUsd(saved)} less per month; moving from ${architectureNote(arch, other)} (a replace).`,
  };
}

function searchConfigurations(
  targets: RecommendTargets,
  catalog: Catalog,
  onProgress?: (done: number, total: number) => void,
): RecommendResponse {
  const region = getRegion(catalog, targets.region);
  if (!region)
    return {
      searched: 0,
      evaluated: 0,
      results: [],
      rules: [],
      note: `unknown region ${targets.region}; ${addRegionHint(targets.region)}`,
    };
  const current = searchBase(targets);
  const base = searchBase(targets);
  // A calibrated device describes the user's current volume, not the candidates searched here;
  // startup factors (measured / predicted per phase) are kept.
  if (base.calibration) base.calibration = { ...base.calibration, device: null };
  const plan = planSearch(targets, base, catalog);
  const rule: HeadroomRule = targets.headroom ?? DEFAULT_HEADROOM;
  plan.rules.push(
    `Headroom: ${headroomRuleText(rule, {
      startup: targets.maxStartupSeconds < Number.MAX_VALUE,
      qps: targets.minQps > 0,
      io: targets.io !== undefined,
    })}.`,
  );
  if (base.mysql.doublewrite === 'off') plan.rules.push(DOUBLEWRITE_OFF_RULE);
  if (plan.note)
    return { searched: 0, evaluated: 0, results: [], rules: plan.rules, note: plan.note };
  const factor = marginFactor(rule);
  const rangeRule = rule.basis === 'range';
  // The search compares predictions with the targets tightened by the margin.
  const startupLimit = targets.maxStartupSeconds / factor;
  const qpsFloor = targets.minQps * factor;
  const kinds = plan.kinds;
  const order = new Map(kinds.map((k, i) => [k, i]));
  const limit = Math.max(1, Math.floor(targets.limit ?? 10));
  // The cheapest alone (fleet sizing asks it per server): a pruned walk, same answer (single.ts).
  const single = limit === 1;
  // The single walk builds gp3's grid row by row as it reaches them (gp3Grid), and takes io2 and
  // gp2 in storageCandidates' own order (by IOPS, by size: for them also by cost).
  const gp3 =
    single && kinds.includes('gp3')
      ? gp3Grid(catalog, region.ebs, plan.diskGiB, plan.constraints)
      : null;
  const listed = single ? kinds.filter((k) => k !== 'gp3') : kinds;
  const all = storageCandidates(catalog, region.ebs, plan.diskGiB, listed, plan.constraints);
  // Grouped by kind, cheapest first within each kind (see the cost bound in the loop).
  const candidates = single
    ? all
    : all.sort(
        (a, b) =>
          (order.get(a.kind) ?? 0) - (order.get(b.kind) ?? 0) || a.monthlyUsd - b.monthlyUsd,
      );
  const ranges = kindRanges(candidates);
  const hours = catalog.hoursPerMonth;
  /** Storage candidates of one instance type (gp3's grid counted, not built, in the single walk). */
  const perType = candidates.length + (gp3?.count ?? 0);
  const overall: { cheapest: Best | null } = { cheapest: null };
  /** The nearest to the targets at the nominal figures (lowest `nearness`), for `closest`. */
  const near: { best: Best | null; score: number } = { best: null, score: Infinity };
  const bestByGroup = new Map<string, Best>();
  let searched = 0;
  let evaluated = 0;
  const probe: Scenario = JSON.parse(JSON.stringify(base)) as Scenario;
  // The range rule's checks at the pessimistic end (range.ts); null under the margin rule.
  const atRange = rangeRule
    ? rangeCheck(probe, catalog, targets.maxStartupSeconds, targets.minQps)
    : null;
  const st: StorageChoice = probe.storage;
  const priceOf = (i: InstanceType): number =>
    regionInstancePrice(region, i.name)?.hourlyUsd ?? Infinity;
  const instances = single
    ? [...plan.instances].sort((a, b) => priceOf(a) - priceOf(b))
    : plan.instances;
  let instancesDone = 0;
  for (const inst of instances) {
    onProgress?.(instancesDone++, instances.length);
    const price = regionInstancePrice(region, inst.name);
    if (!price) continue;
    // Types are visited cheapest first: one whose price alone exceeds the cheapest found cannot win.
    if (single && overall.cheapest && price.hourlyUsd * hours > overall.cheapest.monthlyUsd) {
      searched += perType * plan.pages.length;
      continue;
    }
    if (plan.fixedBufferPoolGiB !== null && plan.fixedBufferPoolGiB > inst.memoryGiB) continue;
    const instUsd = price.hourlyUsd * hours;
    probe.instance.type = inst.name;
    probe.mysql.bufferPoolGiB =
      plan.fixedBufferPoolGiB ?? bufferPoolFor(inst.memoryGiB, targets.dataGiB);
    const sx = startupInputs(probe, catalog);
    const qx = qpsInputs(probe, catalog);
    // Candidates are EBS or instance store, never a custom device (no shared read/write queue).
    qx.deviceTime = null;
    const restored = base.storage.volumeState === 'restored';
    const firstTouchEbs = restored && base.storage.restoreRemedy === 'none';
    const initSecondsPerGiB =
      restored && base.storage.restoreRemedy === 'initialize'
        ? 1024 / initializationRateMiBps(catalog)
        : 0;
    atRange?.nextInstance();
    /** The last candidate considered met the targets at its nominal figures. */
    let nominalOk = false;
    const consider = (c: StorageCandidate | null, storageUsd: number, group: string): boolean => {
      if (targets.io) {
        const scale = readScale(
          targets.io,
          probe.mysql.bufferPoolGiB,
          targets.dataGiB,
          probe.workload,
        );
        const need = ioNeed(targets.io, scale, qx.writeIoCost);
        if (
          qx.device.iops.value < need.iops * factor ||
          qx.device.bandwidth.value < need.mibps * factor
        ) {
          searched += plan.pages.length;
          evaluated += plan.pages.length;
          return false;
        }
      }
      nominalOk = false;
      const startupSeconds = startupTotalSeconds(sx);
      const startupOk = startupSeconds <= startupLimit;
      const monthlyUsd = instUsd + storageUsd;
      let best = bestByGroup.get(group);
      let feasible = false;
      /** Under the range rule: the pessimistic startup meets its target (once per candidate). */
      let rangeStartup: boolean | undefined;
      for (const page of plan.pages) {
        qx.pageKiB = page;
        qx.doublewrite = guardedDoublewrite(base.mysql.doublewrite, st.kind, inst, page);
        const q = qpsValue(qx);
        searched += 1;
        evaluated += 1;
        const score = nearness(startupSeconds, q, targets);
        if (
          score < near.score ||
          (score === near.score && near.best && monthlyUsd < near.best.monthlyUsd)
        ) {
          near.score = score;
          near.best = {
            instance: inst,
            storage: c,
            pageKiB: page,
            monthlyUsd,
            startupSeconds,
            qps: q,
          };
        }
        if (!startupOk || q < qpsFloor) continue;
        nominalOk = true;
        // Not better than the group's best: whether it meets the range rule does not matter.
        if (best && !betterThan(monthlyUsd, startupSeconds, q, best)) {
          feasible = true;
          continue;
        }
        if (atRange) {
          rangeStartup ??= atRange.startupMeets(sx);
          if (!rangeStartup || !atRange.qpsMeets(qx)) continue;
        }
        feasible = true;
        best = { instance: inst, storage: c, pageKiB: page, monthlyUsd, startupSeconds, qps: q };
        bestByGroup.set(group, best);
        if (!overall.cheapest || better(best, overall.cheapest)) overall.cheapest = best;
      }
      return feasible;
    };
    if (kinds.includes('instance-store') && inst.instanceStore) {
      const storeGiB = instanceStoreGiB(inst);
      if (storeGiB >= plan.diskGiB && base.storage.volumeState !== 'restored') {
        st.kind = 'instance-store';
        sx.device = storageParams(st, inst, catalog, {
          sustained: false,
          firstTouch: false,
          labels: false,
        });
        sx.initializationSeconds = 0;
        qx.device = storageParams(st, inst, catalog, {
          sustained: true,
          firstTouch: false,
          labels: false,
        });
        const w = inst.instanceStore.writeIops4k;
        qx.writeIoCost = w > 0 ? inst.instanceStore.readIops4k / w : 1;
        qx.dataOnEbs = false;
        consider(null, 0, `${inst.name}|instance-store`);
      }
    }
    qx.writeIoCost = 1;
    qx.dataOnEbs = true;
    const groupKey: Record<string, string> = Object.fromEntries(
      kinds.map((k) => [k, `${inst.name}|${k}`]),
    );
    // Label-free device parameters per EBS kind on this instance, re-pointed at each candidate.
    const burstByKind = new Map<StorageKind, DeviceParams>();
    const sustainedByKind = new Map<StorageKind, DeviceParams>();
    const evaluate = (c: StorageCandidate, group: string): boolean => {
      st.kind = c.kind;
      st.sizeGiB = c.sizeGiB;
      st.iops = c.iops;
      st.throughputMiBps = c.throughputMiBps;
      let burst = burstByKind.get(c.kind);
      let sustained = sustainedByKind.get(c.kind);
      if (!burst || !sustained) {
        // Startup reads a restored volume warm plus a first touch per snapshot block
        // (sx.firstTouchUs, startup/phases.ts); QPS pays the first touch on every read.
        burst = storageParams(st, inst, catalog, {
          sustained: false,
          firstTouch: false,
          labels: false,
        });
        sustained = storageParams(st, inst, catalog, {
          sustained: true,
          firstTouch: firstTouchEbs,
          labels: false,
        });
        burstByKind.set(c.kind, burst);
        sustainedByKind.set(c.kind, sustained);
      }
      refreshEbsCaps(burst, st, inst, catalog, false);
      refreshEbsCaps(sustained, st, inst, catalog, true);
      sx.device = burst;
      qx.device = sustained;
      sx.initializationSeconds = Math.min(targets.dataGiB, c.sizeGiB) * initSecondsPerGiB;
      return consider(c, c.monthlyUsd, group);
    };
    if (single) {
      const walk: SingleWalk = {
        evaluate: (c) => evaluate(c, groupKey[c.kind] ?? ''),
        bound: () => (overall.cheapest ? overall.cheapest.monthlyUsd - instUsd : Infinity),
      };
      const before = evaluated;
      walkSingle(walk, candidates, ranges, gp3);
      // The walk covers every candidate of the type: those it skipped cannot be cheaper.
      searched += perType * plan.pages.length - (evaluated - before);
      continue;
    }
    for (const range of ranges) {
      const group = groupKey[range.kind] ?? '';
      // The kind's fastest candidate first: startup and QPS never get worse with more IOPS,
      // throughput or (gp2) size, so if it misses a target every candidate of the kind does.
      // (Under the range rule the pessimistic end is not monotone where the instance's EBS
      // ceiling starts to bind, so a miss there rules the kind out only at the nominal figures or
      // at the fastest candidate's bound, which no candidate of the kind beats.)
      evaluate(candidates[range.top] as StorageCandidate, group);
      if (
        !bestByGroup.has(group) &&
        (!nominalOk || (atRange !== null && !atRange.reachable(sx, qx, plan.pages)))
      ) {
        searched += (range.end - range.start - 1) * plan.pages.length;
        continue;
      }
      // Then cheapest first: once one costs more than the group's best feasible configuration,
      // so do the rest of the kind; they are ruled out unevaluated.
      for (let i = range.start; i < range.end; i += 1) {
        if (i === range.top) continue;
        const c = candidates[i] as StorageCandidate;
        const best = bestByGroup.get(group);
        if (best && instUsd + c.monthlyUsd > best.monthlyUsd) {
          const left = range.end - i - (range.top > i ? 1 : 0);
          searched += left * plan.pages.length;
          break;
        }
        evaluate(c, group);
      }
    }
  }
  const sorted = [...bestByGroup.values()].sort((a, b) =>
    better(a, b) ? -1 : better(b, a) ? 1 : 0,
  );
  // Drop configurations a cheaper one beats on both startup and QPS (Pareto front on cost).
  const ranked: Best[] = [];
  for (const b of sorted) {
    const dominated = ranked.some((r) => r.startupSeconds <= b.startupSeconds && r.qps >= b.qps);
    if (!dominated) ranked.push(b);
  }
  const results: RecommendResult[] = [];
  const build = (b: Best): RecommendResult | null =>
    resultOf(b, { base, current, targets, plan, rule, catalog });
  for (const b of ranked) {
    if (results.length >= limit) break;
    const r = build(b);
    // The search's probe gives the same figures; this keeps the range rule's promise if it ever did not.
    if (r && (!rangeRule || r.headroom.pessimistic?.meetsTargets === true)) results.push(r);
  }
  // The cheapest failed the full validation (rare): the full walk finds the next one.
  if (single && results.length === 0 && ranked.length > 0) {
    const full = searchConfigurations({ ...targets, limit: 2 }, catalog);
    return { ...full, results: full.results.slice(0, 1) };
  }
  results.sort((a, b) => a.prediction.cost.monthlyUsd - b.prediction.cost.monthlyUsd);
  results.forEach((r, i) => (r.rank = i + 1));
  const response: RecommendResponse = {
    searched,
    evaluated,
    ...(atRange ? { pessimisticEvaluated: atRange.evaluated() } : {}),
    results,
    rules: plan.rules,
  };
  if (results.length === 0 && targets.io) {
    response.note = `No configuration among the ${formatInt(searched)} searched sustains the measured IO load with the required headroom${Number.isFinite(targets.maxStartupSeconds) && targets.maxStartupSeconds < Number.MAX_VALUE ? ` and starts within ${formatDuration(targets.maxStartupSeconds)}` : ''}. Allow more changes (instance family, storage kind, instance store).`;
  } else if (results.length === 0) {
    response.note = `No configuration among the ${formatInt(searched)} searched starts within ${formatDuration(targets.maxStartupSeconds)} and serves at least ${formatQps(targets.minQps)} with the required headroom. Relax a target, allow more changes, or turn on the light startup optimization.`;
    const closest = near.best ? build(near.best) : null;
    if (closest) response.closest = closestOf(closest, targets, rule);
  }
  return response;
}

/**
 * How near figures are to the targets: the larger of predicted / allowed startup and required /
 * predicted QPS (at most 1 when both are met; lower is nearer).
 */
function nearness(startupSeconds: number, qps: number, t: RecommendTargets): number {
  const s = t.maxStartupSeconds > 0 ? startupSeconds / t.maxStartupSeconds : Infinity;
  const q = t.minQps > 0 ? (qps > 0 ? t.minQps / qps : Infinity) : 0;
  return Math.max(s, q);
}

interface ResultContext {
  base: Scenario;
  current: Scenario;
  targets: RecommendTargets;
  plan: SearchPlan;
  rule: HeadroomRule;
  catalog: Catalog;
}

/**
 * A configuration the search found, predicted in full (explanations, every cost item, the ranges
 * of its figures) with its changes, durability and headroom; null when it fails full validation.
 */
function resultOf(b: Best, x: ResultContext): RecommendResult | null {
  const { catalog, targets } = x;
  const scenario = scenarioFor(x.base, b, targets.dataGiB, x.plan.fixedBufferPoolGiB);
  if (validateScenarioLimits(scenario, catalog).length > 0) return null;
  const point = predictValid(scenario, catalog);
  const prediction = attachRanges(point, predictRanges(scenario, point, catalog));
  const pessimistic = pessimisticFigures(scenario, catalog);
  const changes = settingChanges(x.current, scenario, catalog);
  const ephemeral = !storageKind(scenario.storage.kind).durable;
  return {
    rank: 0,
    scenario,
    prediction,
    binding: targets.io
      ? ioResultBinding(targets.io, scenario, targets.dataGiB, catalog, marginFactor(x.rule))
      : bindingConstraint(prediction, targets.maxStartupSeconds, targets.minQps),
    changes,
    operation: overallOperation(changes),
    ephemeral,
    requires: ephemeral ? [...EPHEMERAL_REQUIRES] : [],
    unsafeForData: ephemeral && replicaCount(scenario) === 0,
    headroom: headroomOf(
      prediction.startup.totalSeconds,
      prediction.qps.pointSelect,
      targets.maxStartupSeconds,
      targets.minQps,
      x.rule,
      pessimistic,
    ),
  };
}

/** The closest result and what it misses the targets by, under the rule applied. */
function closestOf(r: RecommendResult, t: RecommendTargets, rule: HeadroomRule): ClosestResult {
  const p = r.headroom.pessimistic;
  const range = rule.basis === 'range' && p !== undefined;
  const f = marginFactor(rule);
  const startup = range ? p.startupSeconds : r.prediction.startup.totalSeconds * f;
  const qps = range ? p.qps : r.prediction.qps.pointSelect / f;
  const over = Math.max(0, startup - t.maxStartupSeconds);
  const short = Math.max(0, t.minQps - qps);
  const where = range
    ? 'at the pessimistic end of its range'
    : `with the ${formatNumber((f - 1) * 100)}% margin`;
  const parts = [
    over > 0
      ? `the startup target by ${formatDuration(over)} (${formatDuration(startup)} against ${formatDuration(t.maxStartupSeconds)})`
      : '',
    short > 0
      ? `the QPS target by ${formatQps(short)} (${formatQps(qps)} against ${formatQps(t.minQps)})`
      : '',
  ].filter((x) => x !== '');
  return {
    result: { ...r, rank: 1 },
    misses: {
      startupSeconds: over,
      qps: short,
      text: `Closest: ${r.scenario.instance.type} with ${describeStorage(r.scenario.storage, 'short')} misses ${parts.join(' and ') || 'no target'} ${where}.`,
    },
  };
}

/**
 * The IO load against a result's sustained ceilings, in words: the load with the headroom it was
 * checked with (`factor`), so the figure is the one the workload view says is needed (issue 30:
 * "Needs 5,739 IOPS" over rows saying "needs 5,218", the same load without its 10 % headroom).
 */
function ioResultBinding(
  io: IoTarget,
  s: Scenario,
  dataGiB: number,
  catalog: Catalog,
  factor: number,
): string {
  const q = qpsInputs(s, catalog);
  const need = ioNeed(io, readScale(io, s.mysql.bufferPoolGiB, dataGiB, s.workload), q.writeIoCost);
  return ioBinding(
    { iops: need.iops * factor, mibps: need.mibps * factor },
    { iops: q.device.iops.value, mibps: q.device.bandwidth.value },
  );
}
