/**
 * Model results derived from the scenario, memoised by scenario identity: never stored, recomputed
 * only when the scenario object changes (every transition returns a new one) or the catalog does.
 */
import { DEFAULT_CATALOG } from '../../core/catalog/index.ts';
import type { Catalog } from '../../core/catalog/types.ts';
import { predictFigures, predictFiguresAfterEdit, validateScenario } from '../../core/model.ts';
import type { PredictionFigures } from '../../core/model.ts';
import { predictRanges, predictWithRanges } from '../../core/uncertainty/index.ts';
import { bottleneckAdvice } from '../../core/recommend/advice.ts';
import type { Advice } from '../../core/recommend/advice.ts';
import { serializeScenario } from '../../core/scenario/file.ts';
import type { Scenario } from '../../core/scenario/types.ts';
import {
  costVsPerformance,
  figuresPoint,
  qpsVsPageSize,
  startupVsIops,
  startupVsThroughput,
} from '../../core/sweeps/index.ts';
import type { CostPoint, Evaluate, SweepPoint } from '../../core/sweeps/index.ts';
import type { PredictResult, ScenarioIssue } from '../../core/types.ts';
import { recoverySummaryWithRanges } from '../../core/uncertainty/engineStart.ts';
import type { RecoverySummary } from '../../core/recovery/summary.ts';
import { memoByRef } from './memo.ts';
import { keyerFor } from './scenarioKey.ts';

/**
 * The catalog every look-up in the app uses (prices, regions, instance limits): the built-in one,
 * or the built-in one with the user's price list laid over it (store/priceList.ts), installed once
 * at start-up before the first render. A live binding: read it where it is used, never copy it
 * into a module-level constant.
 */
export let catalog: Catalog = DEFAULT_CATALOG;

/** Installs the catalog the app prices with (the store's `setPriceList` calls this). */
export function installCatalog(next: Catalog): void {
  catalog = next;
}

/** Memoised by scenario identity, per catalog (a new price list recomputes). */
function perScenario<R>(fn: (s: Scenario) => R): (s: Scenario) => R {
  const byCatalog = new WeakMap<Catalog, (s: Scenario) => R>();
  return (s) => {
    let memo = byCatalog.get(catalog);
    if (!memo) {
      memo = memoByRef(fn);
      byCatalog.set(catalog, memo);
    }
    return memo(s);
  };
}

/** The prediction with the uncertainty range of every headline figure (a fraction of a ms). */
export const selectPrediction: (s: Scenario) => PredictResult = perScenario((s) =>
  predictWithRanges(s, catalog),
);
export const selectIssues: (s: Scenario) => ScenarioIssue[] = perScenario((s) =>
  validateScenario(s, catalog),
);
export const selectAdvice: (s: Scenario) => Advice[] = perScenario((s) =>
  selectPrediction(s).ok ? bottleneckAdvice(s, catalog) : [],
);

export interface Sweeps {
  byIops: SweepPoint[];
  byThroughput: SweepPoint[];
  byPageSize: SweepPoint[];
  costPerf: CostPoint[];
}

/**
 * Evaluations of the sweeps' scenarios, by the scenario's content (`scenarioKey.ts`). A slider step
 * changes one setting, and most points of the sweeps are the same scenarios as at the step before:
 * the IOPS sweep and the cost grid when IOPS moves (only the current point is new), the
 * throughput sweep and the grid when throughput moves. Two generations: when the young one is
 * full it becomes the old one, and what is still used moves back to the young one, so the points
 * of the charts on screen stay cached (a few hundred) and memory stays bounded. Only the figures
 * the charts draw are kept, not whole predictions (fewer long-lived objects to collect).
 */
class EvaluationCache<V> {
  private young = new Map<string, V>();
  private old = new Map<string, V>();
  constructor(private readonly generation: number) {}
  get(key: string): V | undefined {
    const hit = this.young.get(key);
    if (hit !== undefined) return hit;
    const aged = this.old.get(key);
    if (aged !== undefined) this.set(key, aged);
    return aged;
  }
  set(key: string, value: V): void {
    if (this.young.size >= this.generation) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }
}

interface Evaluations {
  /** A sweep point's figures (null: the model refuses the scenario). */
  points: EvaluationCache<SweepPoint | null>;
  ranges: EvaluationCache<Pick<SweepPoint, 'startupRange' | 'qpsRange'>>;
  /**
   * Figures predicted for points whose ranges are not computed yet: the pass that follows builds
   * the ranges on these rather than predicting again. Bounded: a drag's intermediate steps may
   * never get their ranges.
   */
  awaitingRanges: Map<string, PredictionFigures>;
}

/** The evaluations under one catalog (a new price list starts afresh). */
const byCatalog = new WeakMap<Catalog, Evaluations>();
function evaluations(c: Catalog): Evaluations {
  let e = byCatalog.get(c);
  if (!e) {
    e = {
      points: new EvaluationCache(1000),
      ranges: new EvaluationCache(1000),
      awaitingRanges: new Map(),
    };
    byCatalog.set(c, e);
  }
  return e;
}

const withX = (p: SweepPoint | null, x: number): SweepPoint | null =>
  p === null || p.x === x ? p : { ...p, x };

/** The point figures of a sweep's scenario (no ranges, no text), cached across slider steps. */
function pointFor(
  s: Scenario,
  key: string,
  x: number,
  c: Catalog,
  edited?: string,
): SweepPoint | null {
  const { points, awaitingRanges } = evaluations(c);
  let p = points.get(key);
  if (p === undefined) {
    const f = edited === undefined ? predictFigures(s, c) : predictFiguresAfterEdit(s, c, edited);
    p = figuresPoint(f, x);
    points.set(key, p);
    if (f !== null) {
      if (awaitingRanges.size >= 2000) awaitingRanges.clear();
      awaitingRanges.set(key, f);
    }
  }
  return withX(p, x);
}

/**
 * The point figures, cached. A sweep that varies one field says which (`edited`), and the point
 * then checks that field alone (`predictFiguresAfterEdit`): sound because `sweepsWith` runs the
 * sweeps only for a valid scenario. A slider step on IOPS predicts the whole throughput sweep, and
 * whole-scenario validation was a third of each point and most of its garbage.
 */
const pointAt =
  (key: (s: Scenario) => string): Evaluate =>
  (s, x, c, edited) =>
    pointFor(s, key(s), x, c, edited);

/** The point figures with their ranges; the point figures from `pointAt`'s cache. */
const rangedAt =
  (keyOf: (s: Scenario) => string): Evaluate =>
  (s, x, c) => {
    const key = keyOf(s);
    const p = pointFor(s, key, x, c);
    if (p === null) return null;
    const { ranges, awaitingRanges } = evaluations(c);
    let r = ranges.get(key);
    if (r === undefined) {
      let figures = awaitingRanges.get(key);
      awaitingRanges.delete(key);
      if (figures === undefined) {
        const fresh = predictFigures(s, c);
        if (fresh === null) return p;
        figures = fresh;
      }
      const ranged = predictRanges(s, figures, c);
      r = { startupRange: ranged.startup.totalRange, qpsRange: ranged.qps.pointSelectRange };
      ranges.set(key, r);
    }
    return { ...p, ...r };
  };

function sweepsWith(s: Scenario, evaluator: (key: (s: Scenario) => string) => Evaluate): Sweeps {
  // Only for a valid scenario: `pointAt` relies on it. Every sweep scenario is made from `s`:
  // keyed against it (scenarioKey.ts), most cost no JSON.
  if (!selectPrediction(s).ok)
    return { byIops: [], byThroughput: [], byPageSize: [], costPerf: [] };
  const at = evaluator(keyerFor(s));
  return {
    byIops: startupVsIops(s, catalog, at),
    byThroughput: startupVsThroughput(s, catalog, at),
    byPageSize: qpsVsPageSize(s, catalog, at),
    costPerf: costVsPerformance(s, catalog, at),
  };
}

/**
 * The charts' sweeps, point figures only: what a slider step must draw within its frame (the
 * lines and dots). Their ranges come from `selectSweeps`, a render later.
 */
export const selectPointSweeps: (s: Scenario) => Sweeps = perScenario((s) =>
  sweepsWith(s, pointAt),
);

/** The charts' sweeps with the uncertainty range of every point (the bands). */
export const selectSweeps: (s: Scenario) => Sweeps = perScenario((s) => sweepsWith(s, rangedAt));

export const selectSerialized: (s: Scenario) => string = memoByRef(serializeScenario);

/** Recovery paths, warm-up and the target's verdict (issue 37), or null when not predictable. */
export const selectRecovery: (s: Scenario) => RecoverySummary | null = perScenario((s) => {
  const p = selectPrediction(s);
  // Each engine start at the startup model's own range (the clean one: the prediction's).
  return p.ok ? recoverySummaryWithRanges(s, catalog, p.prediction) : null;
});
