/**
 * The search itself (index.ts describes its rules), in steps:
 * 1. `setUpSearch`: the plan (plan.ts), the targets tightened by the headroom, the storage
 *    candidates grouped by kind, the range rule's checks; or why there is nothing to search.
 * 2. `searchInstance`, per instance type: its numeric inputs (`probeInstance`), then its instance
 *    store (`considerInstanceStore`) and its EBS candidates, walked for the cheapest alone
 *    (`walkSingleType`, single.ts) or kind by kind (`walkKinds`). Each candidate is pointed at
 *    (`pointAtEbs`) and considered at every page size (`consider`), which keeps each group's
 *    best, the cheapest overall and the nearest to the targets in the `Tally`.
 * 3. `respond`: the Pareto front on cost, each result predicted in full, or why there is none.
 *
 * For speed the numeric inputs of one instance type (`InstanceProbe`) and the probe scenario the
 * range rule reads are re-pointed at each candidate in place rather than rebuilt.
 */
import { hasStartupTarget } from './startupTarget.ts';
import type { Catalog, InstanceType, RegionCatalog } from '../catalog/types.ts';
import { getRegion, regionInstancePrice } from '../catalog/index.ts';
import type { Scenario, StorageKind } from '../scenario/types.ts';
import { instanceStoreGiB } from '../storage/kinds/instanceStore.ts';
import type { DeviceParams } from '../devices/params.ts';
import { refreshEbsCaps, storageParams } from '../devices/params.ts';
import { initializationRateMiBps } from '../devices/restore.ts';
import type { StartupInputs } from '../startup/index.ts';
import { startupInputs } from '../startup/index.ts';
import { startupTotalSeconds } from '../startup/phases.ts';
import type { QpsInputs } from '../qps/index.ts';
import { qpsInputs, qpsValue } from '../qps/index.ts';
import { guardedDoublewrite } from './tornWrite.ts';
import type { Gp3Grid, StorageCandidate } from './space.ts';
import { gp3Grid, storageCandidates } from './space.ts';
import { walkSingle } from './single.ts';
import type { HeadroomRule } from './durability.ts';
import { headroomRuleText, marginFactor } from './durability.ts';
import type { RangeCheck } from './range.ts';
import { rangeCheck } from './range.ts';
import { ioNeed, readScale } from './io.ts';
import type { Best } from './best.ts';
import { better, betterThan, bufferPoolFor } from './best.ts';
import type { SearchPlan } from './plan.ts';
import { planSearch, searchBase } from './plan.ts';
import { closestOf, nearness, paretoFront, resultOf } from './results.ts';
import { failureText } from './failure.ts';
import type {
  RecommendFailure,
  RecommendResponse,
  RecommendResult,
  RecommendTargets,
} from './types.ts';

/** The default headroom rule: targets met at the pessimistic end of the prediction's range. */
export const DEFAULT_HEADROOM: HeadroomRule = { basis: 'range' };

/** Said when the base runs without doublewrite: where the search keeps it off. */
const DOUBLEWRITE_OFF_RULE =
  'Doublewrite stays off only on storage with torn-write prevention (EBS on a Nitro instance; the instance store of I4i, Im4gn, Is4gen, I7i, I7ie, I8g, I8ge; pages up to 16 KiB); elsewhere it is turned on, on the data volume.';

interface KindRange {
  kind: StorageCandidate['kind'];
  start: number;
  end: number;
  /** The candidate with the most IOPS, then throughput, then size: the fastest of the kind. */
  top: number;
}

/** Step 1's outcome: everything the walk reads, fixed for the whole search. */
interface Search {
  targets: RecommendTargets;
  catalog: Catalog;
  region: RegionCatalog;
  /** The scenario results are built from, and the user's as given (for `changes`). */
  base: Scenario;
  current: Scenario;
  plan: SearchPlan;
  rule: HeadroomRule;
  /** The headroom margin (1 under the range rule) and the targets tightened by it. */
  factor: number;
  startupLimit: number;
  qpsFloor: number;
  limit: number;
  /** The cheapest alone (fleet sizing asks it per server): a pruned walk, same answer (single.ts). */
  single: boolean;
  /** gp3's grid, built row by row as the single walk reaches them; null in the full walk. */
  gp3: Gp3Grid | null;
  /** EBS candidates grouped by kind (the full walk: cheapest first within each kind). */
  candidates: StorageCandidate[];
  ranges: KindRange[];
  /** Storage candidates of one instance type (gp3's grid counted, not built, in the single walk). */
  perType: number;
  /** The scenario re-pointed at each instance and candidate (the range rule reads it). */
  probe: Scenario;
  /** The range rule's checks at the pessimistic end (range.ts); null under the margin rule. */
  atRange: RangeCheck | null;
  instances: InstanceType[];
  /** A restored volume: reads pay a first touch, or startup waits for its initialization. */
  firstTouchEbs: boolean;
  initSecondsPerGiB: number;
}

/** What the walk keeps across instance types. */
interface Tally {
  searched: number;
  evaluated: number;
  /** The best configuration per instance type and storage kind. */
  bestByGroup: Map<string, Best>;
  cheapest: Best | null;
  /** The nearest to the targets at the nominal figures (lowest `nearness`), for `closest`. */
  near: Best | null;
  nearScore: number;
}

/** One instance type's numeric inputs, re-pointed at each storage candidate. */
interface InstanceProbe {
  inst: InstanceType;
  instUsd: number;
  sx: StartupInputs;
  qx: QpsInputs;
  /** The last candidate considered met the targets at its nominal figures. */
  nominalOk: boolean;
  /** Label-free device parameters per EBS kind on this instance, re-pointed at each candidate. */
  burst: Map<StorageKind, DeviceParams>;
  sustained: Map<StorageKind, DeviceParams>;
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

/** A response with no results: `failure`, and its words in `note`. */
function failed(
  failure: RecommendFailure,
  counts: Pick<RecommendResponse, 'searched' | 'evaluated' | 'pessimisticEvaluated'>,
  rules: string[],
): RecommendResponse {
  return { ...counts, results: [], rules, note: failureText(failure), failure };
}

/** The EBS candidates in the walk's order, and gp3's grid for the single walk. */
function candidatesOf(
  plan: SearchPlan,
  region: RegionCatalog,
  catalog: Catalog,
  single: boolean,
): { gp3: Gp3Grid | null; candidates: StorageCandidate[] } {
  const kinds = plan.kinds;
  const order = new Map(kinds.map((k, i) => [k, i]));
  // The single walk builds gp3's grid row by row as it reaches them (gp3Grid), and takes io2 and
  // gp2 in storageCandidates' own order (by IOPS, by size: for them also by cost).
  const gp3 =
    single && kinds.includes('gp3')
      ? gp3Grid(catalog, region.ebs, plan.diskGiB, plan.constraints)
      : null;
  const listed = single ? kinds.filter((k) => k !== 'gp3') : kinds;
  // The region: a kind priced per region outside the EBS prices (Azure's, Google Cloud's) reads it.
  const all = storageCandidates(
    catalog,
    region.ebs,
    plan.diskGiB,
    listed,
    plan.constraints,
    region.id,
  );
  // Grouped by kind, cheapest first within each kind (see the cost bound in walkKinds).
  const candidates = single
    ? all
    : all.sort(
        (a, b) =>
          (order.get(a.kind) ?? 0) - (order.get(b.kind) ?? 0) || a.monthlyUsd - b.monthlyUsd,
      );
  return { gp3, candidates };
}

/** Step 1: the plan and all the walk reads, or the response saying why nothing is searched. */
function setUpSearch(targets: RecommendTargets, catalog: Catalog): Search | RecommendResponse {
  const region = getRegion(catalog, targets.region);
  if (!region)
    return failed(
      { kind: 'unknown-region', region: targets.region },
      { searched: 0, evaluated: 0 },
      [],
    );
  const current = searchBase(targets);
  const base = searchBase(targets);
  // A calibrated device describes the user's current volume, not the candidates searched here;
  // startup factors (measured / predicted per phase) are kept.
  if (base.calibration) base.calibration = { ...base.calibration, device: null };
  const plan = planSearch(targets, base, catalog);
  const rule: HeadroomRule = targets.headroom ?? DEFAULT_HEADROOM;
  plan.rules.push(
    `Headroom: ${headroomRuleText(rule, {
      startup: hasStartupTarget(targets.maxStartupSeconds),
      qps: targets.minQps > 0,
      io: targets.io !== undefined,
    })}.`,
  );
  if (base.mysql.doublewrite === 'off') plan.rules.push(DOUBLEWRITE_OFF_RULE);
  if (plan.failure) return failed(plan.failure, { searched: 0, evaluated: 0 }, plan.rules);
  const factor = marginFactor(rule);
  const limit = Math.max(1, Math.floor(targets.limit ?? 10));
  const single = limit === 1;
  const { gp3, candidates } = candidatesOf(plan, region, catalog, single);
  const probe = JSON.parse(JSON.stringify(base)) as Scenario;
  const priceOf = (i: InstanceType): number =>
    regionInstancePrice(region, i.name)?.hourlyUsd ?? Infinity;
  const restored = base.storage.volumeState === 'restored';
  return {
    targets,
    catalog,
    region,
    base,
    current,
    plan,
    rule,
    factor,
    // The search compares predictions with the targets tightened by the margin.
    startupLimit: targets.maxStartupSeconds / factor,
    qpsFloor: targets.minQps * factor,
    limit,
    single,
    gp3,
    candidates,
    ranges: kindRanges(candidates),
    perType: candidates.length + (gp3?.count ?? 0),
    probe,
    atRange:
      rule.basis === 'range'
        ? rangeCheck(probe, catalog, targets.maxStartupSeconds, targets.minQps)
        : null,
    // The single walk visits types cheapest first (its price bound in searchInstance).
    instances: single
      ? [...plan.instances].sort((a, b) => priceOf(a) - priceOf(b))
      : plan.instances,
    firstTouchEbs: restored && base.storage.restoreRemedy === 'none',
    initSecondsPerGiB:
      restored && base.storage.restoreRemedy === 'initialize'
        ? 1024 / initializationRateMiBps(catalog)
        : 0,
  };
}

/**
 * `onProgress(done, total)`: instance types searched so far of those the search walks, after each
 * one (the app's worker shows it, issue 30).
 */
export function searchConfigurations(
  targets: RecommendTargets,
  catalog: Catalog,
  onProgress?: (done: number, total: number) => void,
): RecommendResponse {
  const s = setUpSearch(targets, catalog);
  if ('results' in s) return s;
  const t: Tally = {
    searched: 0,
    evaluated: 0,
    bestByGroup: new Map(),
    cheapest: null,
    near: null,
    nearScore: Infinity,
  };
  s.instances.forEach((inst, i) => {
    onProgress?.(i, s.instances.length);
    searchInstance(s, t, inst);
  });
  return respond(s, t);
}

/** Step 2: one instance type, its instance store then its EBS candidates. */
function searchInstance(s: Search, t: Tally, inst: InstanceType): void {
  const price = regionInstancePrice(s.region, inst.name);
  if (!price) return;
  const instUsd = price.hourlyUsd * s.catalog.hoursPerMonth;
  // Types are visited cheapest first: one whose price alone exceeds the cheapest found cannot win.
  if (s.single && t.cheapest && instUsd > t.cheapest.monthlyUsd) {
    t.searched += s.perType * s.plan.pages.length;
    return;
  }
  const fixedBp = s.plan.fixedBufferPoolGiB;
  if (fixedBp !== null && fixedBp > inst.memoryGiB) return;
  const p = probeInstance(s, inst, instUsd);
  if (s.plan.kinds.includes('instance-store')) considerInstanceStore(s, t, p);
  p.qx.writeIoCost = 1;
  p.qx.dataOnEbs = true;
  if (s.single) walkSingleType(s, t, p);
  else walkKinds(s, t, p);
}

/** The instance type's startup and QPS inputs, with the probe scenario pointed at it. */
function probeInstance(s: Search, inst: InstanceType, instUsd: number): InstanceProbe {
  s.probe.instance.type = inst.name;
  s.probe.mysql.bufferPoolGiB =
    s.plan.fixedBufferPoolGiB ?? bufferPoolFor(inst.memoryGiB, s.targets.dataGiB);
  const sx = startupInputs(s.probe, s.catalog);
  const qx = qpsInputs(s.probe, s.catalog);
  // Candidates are EBS or instance store, never a custom device (no shared read/write queue).
  qx.deviceTime = null;
  s.atRange?.nextInstance();
  return { inst, instUsd, sx, qx, nominalOk: false, burst: new Map(), sustained: new Map() };
}

/** The instance's local NVMe store, when it has one large enough (never for a restored volume). */
function considerInstanceStore(s: Search, t: Tally, p: InstanceProbe): void {
  const store = p.inst.instanceStore;
  if (!store) return;
  const storeGiB = instanceStoreGiB(p.inst);
  if (storeGiB < s.plan.diskGiB || s.base.storage.volumeState === 'restored') return;
  const st = s.probe.storage;
  st.kind = 'instance-store';
  const params = (sustained: boolean): DeviceParams =>
    storageParams(st, p.inst, s.catalog, { sustained, firstTouch: false, labels: false });
  p.sx.device = params(false);
  p.sx.initializationSeconds = 0;
  p.qx.device = params(true);
  p.qx.writeIoCost = store.writeIops4k > 0 ? store.readIops4k / store.writeIops4k : 1;
  p.qx.dataOnEbs = false;
  consider(s, t, p, null, 0, `${p.inst.name}|instance-store`);
}

/** Points the probe and the instance's inputs at an EBS candidate. */
function pointAtEbs(s: Search, p: InstanceProbe, c: StorageCandidate): void {
  const st = s.probe.storage;
  st.kind = c.kind;
  st.sizeGiB = c.sizeGiB;
  st.iops = c.iops;
  st.throughputMiBps = c.throughputMiBps;
  let burst = p.burst.get(c.kind);
  let sustained = p.sustained.get(c.kind);
  if (!burst || !sustained) {
    // Startup reads a restored volume warm plus a first touch per snapshot block
    // (sx.firstTouchUs, startup/phases.ts); QPS pays the first touch on every read.
    const params = { sustained: false, firstTouch: false, labels: false };
    burst = storageParams(st, p.inst, s.catalog, params);
    sustained = storageParams(st, p.inst, s.catalog, {
      ...params,
      sustained: true,
      firstTouch: s.firstTouchEbs,
    });
    p.burst.set(c.kind, burst);
    p.sustained.set(c.kind, sustained);
  }
  refreshEbsCaps(burst, st, p.inst, s.catalog, false);
  refreshEbsCaps(sustained, st, p.inst, s.catalog, true);
  p.sx.device = burst;
  p.qx.device = sustained;
  p.sx.initializationSeconds = Math.min(s.targets.dataGiB, c.sizeGiB) * s.initSecondsPerGiB;
}

/** An EBS candidate evaluated on the instance → it meets the targets (see `consider`). */
function evaluateEbs(s: Search, t: Tally, p: InstanceProbe, c: StorageCandidate): boolean {
  pointAtEbs(s, p, c);
  return consider(s, t, p, c, c.monthlyUsd, `${p.inst.name}|${c.kind}`);
}

/** The cheapest alone: the pruned walk over the type's candidates (single.ts). */
function walkSingleType(s: Search, t: Tally, p: InstanceProbe): void {
  const before = t.evaluated;
  walkSingle(
    {
      evaluate: (c) => evaluateEbs(s, t, p, c),
      bound: () => (t.cheapest ? t.cheapest.monthlyUsd - p.instUsd : Infinity),
    },
    s.candidates,
    s.ranges,
    s.gp3,
  );
  // The walk covers every candidate of the type: those it skipped cannot be cheaper.
  t.searched += s.perType * s.plan.pages.length - (t.evaluated - before);
}

/** The full walk: each kind's fastest candidate, then the kind cheapest first up to its best. */
function walkKinds(s: Search, t: Tally, p: InstanceProbe): void {
  const pages = s.plan.pages.length;
  for (const range of s.ranges) {
    const group = `${p.inst.name}|${range.kind}`;
    // The kind's fastest candidate first: startup and QPS never get worse with more IOPS,
    // throughput or (gp2) size, so if it misses a target every candidate of the kind does.
    // (Under the range rule the pessimistic end is not monotone where the instance's EBS
    // ceiling starts to bind, so a miss there rules the kind out only at the nominal figures or
    // at the fastest candidate's bound, which no candidate of the kind beats.)
    evaluateEbs(s, t, p, s.candidates[range.top] as StorageCandidate);
    if (
      !t.bestByGroup.has(group) &&
      (!p.nominalOk || (s.atRange !== null && !s.atRange.reachable(p.sx, p.qx, s.plan.pages)))
    ) {
      t.searched += (range.end - range.start - 1) * pages;
      continue;
    }
    // Then cheapest first: once one costs more than the group's best feasible configuration,
    // so do the rest of the kind; they are ruled out unevaluated.
    for (let i = range.start; i < range.end; i += 1) {
      if (i === range.top) continue;
      const c = s.candidates[i] as StorageCandidate;
      const best = t.bestByGroup.get(group);
      if (best && p.instUsd + c.monthlyUsd > best.monthlyUsd) {
        t.searched += (range.end - i - (range.top > i ? 1 : 0)) * pages;
        break;
      }
      evaluateEbs(s, t, p, c);
    }
  }
}

/** The candidate sustains the measured IO load with the headroom (true without one). */
function sustainsIo(s: Search, p: InstanceProbe): boolean {
  const io = s.targets.io;
  if (!io) return true;
  const scale = readScale(io, s.probe.mysql.bufferPoolGiB, s.targets.dataGiB, s.probe.workload);
  const need = ioNeed(io, scale, p.qx.writeIoCost);
  const short =
    p.qx.device.iops.value < need.iops * s.factor ||
    p.qx.device.bandwidth.value < need.mibps * s.factor;
  return !short;
}

/** Keeps `b` as the nearest to the targets if it is nearer (then cheaper) than the one kept. */
function noteNearest(s: Search, t: Tally, b: Best): void {
  const score = nearness(b.startupSeconds, b.qps, s.targets);
  if (
    score < t.nearScore ||
    (score === t.nearScore && t.near && b.monthlyUsd < t.near.monthlyUsd)
  ) {
    t.nearScore = score;
    t.near = b;
  }
}

/**
 * The candidate the instance's inputs point at, at every page size: counted, kept as the nearest
 * to the targets, and as its group's best and the cheapest when it meets the targets (under the
 * range rule at the pessimistic end too). True when some page size meets them (or a better one of
 * the group already does).
 */
function consider(
  s: Search,
  t: Tally,
  p: InstanceProbe,
  c: StorageCandidate | null,
  storageUsd: number,
  group: string,
): boolean {
  const pages = s.plan.pages;
  if (!sustainsIo(s, p)) {
    t.searched += pages.length;
    t.evaluated += pages.length;
    return false;
  }
  p.nominalOk = false;
  const startupSeconds = startupTotalSeconds(p.sx);
  const startupOk = startupSeconds <= s.startupLimit;
  const monthlyUsd = p.instUsd + storageUsd;
  let feasible = false;
  /** Under the range rule: the pessimistic startup meets its target (once per candidate). */
  let rangeStartup: boolean | undefined;
  for (const page of pages) {
    p.qx.pageKiB = page;
    p.qx.doublewrite = guardedDoublewrite(
      s.base.mysql.doublewrite,
      s.probe.storage.kind,
      p.inst,
      page,
    );
    const qps = qpsValue(p.qx);
    t.searched += 1;
    t.evaluated += 1;
    const b: Best = {
      instance: p.inst,
      storage: c,
      pageKiB: page,
      monthlyUsd,
      startupSeconds,
      qps,
    };
    noteNearest(s, t, b);
    if (!startupOk || qps < s.qpsFloor) continue;
    p.nominalOk = true;
    // Not better than the group's best: whether it meets the range rule does not matter.
    const best = t.bestByGroup.get(group);
    if (best && !betterThan(monthlyUsd, startupSeconds, qps, best)) {
      feasible = true;
      continue;
    }
    if (s.atRange) {
      rangeStartup ??= s.atRange.startupMeets(p.sx);
      if (!rangeStartup || !s.atRange.qpsMeets(p.qx)) continue;
    }
    feasible = true;
    t.bestByGroup.set(group, b);
    if (!t.cheapest || better(b, t.cheapest)) t.cheapest = b;
  }
  return feasible;
}

/** Step 3: the results (the Pareto front on cost, each predicted in full), or why there are none. */
function respond(s: Search, t: Tally): RecommendResponse {
  const { targets, catalog, rule } = s;
  const ctx = { base: s.base, current: s.current, targets, plan: s.plan, rule, catalog };
  const ranked = paretoFront(t.bestByGroup.values());
  const results: RecommendResult[] = [];
  for (const b of ranked) {
    if (results.length >= s.limit) break;
    const r = resultOf(b, ctx);
    // The search's probe gives the same figures; this keeps the range rule's promise if it ever did not.
    if (r && (rule.basis !== 'range' || r.headroom.pessimistic?.meetsTargets === true))
      results.push(r);
  }
  // The cheapest failed the full validation (rare): the full walk finds the next one.
  if (s.single && results.length === 0 && ranked.length > 0) {
    const full = searchConfigurations({ ...targets, limit: 2 }, catalog);
    return { ...full, results: full.results.slice(0, 1) };
  }
  results.sort((a, b) => a.prediction.cost.monthlyUsd - b.prediction.cost.monthlyUsd);
  results.forEach((r, i) => (r.rank = i + 1));
  const counts = {
    searched: t.searched,
    evaluated: t.evaluated,
    ...(s.atRange ? { pessimisticEvaluated: s.atRange.evaluated() } : {}),
  };
  if (results.length > 0) return { ...counts, results, rules: s.plan.rules };
  if (targets.io) {
    const f = { searched: t.searched, maxStartupSeconds: targets.maxStartupSeconds };
    return failed({ kind: 'io-not-sustained', ...f }, counts, s.plan.rules);
  }
  const response = failed(
    {
      kind: 'targets-not-met',
      searched: t.searched,
      maxStartupSeconds: targets.maxStartupSeconds,
      minQps: targets.minQps,
    },
    counts,
    s.plan.rules,
  );
  const closest = t.near ? resultOf(t.near, ctx) : null;
  if (closest) response.closest = closestOf(closest, targets, rule);
  return response;
}
