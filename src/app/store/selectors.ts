/**
 * Model results derived from the scenario, memoised by scenario identity: never stored, recomputed
 * only when the scenario object changes (every transition returns a new one) or the catalog does.
 */
import { DEFAULT_CATALOG } from '../../core/catalog/index.ts';
import type { Catalog } from '../../core/catalog/types.ts';
import { validateScenario } from '../../core/model.ts';
import { predictWithRanges } from '../../core/uncertainty/index.ts';
import { bottleneckAdvice } from '../../core/recommend/advice.ts';
import type { Advice } from '../../core/recommend/advice.ts';
import { serializeScenario } from '../../core/scenario/file.ts';
import type { Scenario } from '../../core/scenario/types.ts';
import {
  costVsPerformance,
  qpsVsPageSize,
  startupVsIops,
  startupVsThroughput,
} from '../../core/sweeps/index.ts';
import type { CostPoint, SweepPoint } from '../../core/sweeps/index.ts';
import type { PredictResult, ScenarioIssue } from '../../core/types.ts';
import { memoByRef } from './memo.ts';

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

export const selectSweeps: (s: Scenario) => Sweeps = perScenario((s) =>
  selectPrediction(s).ok
    ? {
        byIops: startupVsIops(s, catalog),
        byThroughput: startupVsThroughput(s, catalog),
        byPageSize: qpsVsPageSize(s, catalog),
        costPerf: costVsPerformance(s, catalog),
      }
    : { byIops: [], byThroughput: [], byPageSize: [], costPerf: [] },
);

export const selectSerialized: (s: Scenario) => string = memoByRef(serializeScenario);
