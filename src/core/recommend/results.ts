/**
 * What the search found, as results: each configuration predicted in full with its changes,
 * durability and headroom; the Pareto front on cost; the configuration nearest to targets
 * nothing meets.
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { qpsInputs } from '../qps/index.ts';
import { validateScenarioLimits } from '../scenario/validate.ts';
import { predictValid } from '../model.ts';
import { attachRanges, pessimisticFigures, predictRanges } from '../uncertainty/index.ts';
import { replicaCount } from '../cost/index.ts';
import { formatDuration, formatNumber, formatQps } from '../format/index.ts';
import { bindingConstraint } from './binding.ts';
import { overallOperation, settingChanges } from './changes.ts';
import type { HeadroomRule } from './durability.ts';
import { EPHEMERAL_REQUIRES, headroomOf, marginFactor } from './durability.ts';
import type { IoTarget } from './io.ts';
import { ioBinding, ioNeed, readScale } from './io.ts';
import type { Best } from './best.ts';
import { better, scenarioFor } from './best.ts';
import { describeStorage, storageKind } from '../storage/index.ts';
import type { SearchPlan } from './plan.ts';
import type { ClosestResult, RecommendResult, RecommendTargets } from './types.ts';

/** Best first; those a better one beats on both startup and QPS dropped (the Pareto front on cost). */
export function paretoFront(bests: Iterable<Best>): Best[] {
  const sorted = [...bests].sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
  const ranked: Best[] = [];
  for (const b of sorted) {
    const dominated = ranked.some((r) => r.startupSeconds <= b.startupSeconds && r.qps >= b.qps);
    if (!dominated) ranked.push(b);
  }
  return ranked;
}

/**
 * How near figures are to the targets: the larger of predicted / allowed startup and required /
 * predicted QPS (at most 1 when both are met; lower is nearer).
 */
export function nearness(startupSeconds: number, qps: number, t: RecommendTargets): number {
  const s = t.maxStartupSeconds > 0 ? startupSeconds / t.maxStartupSeconds : Infinity;
  const q = t.minQps > 0 ? (qps > 0 ? t.minQps / qps : Infinity) : 0;
  return Math.max(s, q);
}

export interface ResultContext {
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
export function resultOf(b: Best, x: ResultContext): RecommendResult | null {
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
export function closestOf(
  r: RecommendResult,
  t: RecommendTargets,
  rule: HeadroomRule,
): ClosestResult {
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
