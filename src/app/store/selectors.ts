/**
 * Model results derived from the scenario, memoised by scenario identity: never stored, recomputed
 * only when the scenario object changes (every transition returns a new one).
 */
import { DEFAULT_CATALOG } from '../../core/catalog/index.ts';
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

export const catalog = DEFAULT_CATALOG;

/** The prediction with the uncertainty range of every headline figure (a fraction of a ms). */
export const selectPrediction: (s: Scenario) => PredictResult = memoByRef((s) =>
  predictWithRanges(s, catalog),
);
export const selectIssues: (s: Scenario) => ScenarioIssue[] = memoByRef((s) =>
  validateScenario(s, catalog),
);
export const selectAdvice: (s: Scenario) => Advice[] = memoByRef((s) =>
  selectPrediction(s).ok ? bottleneckAdvice(s, catalog) : [],
);

export interface Sweeps {
  byIops: SweepPoint[];
  byThroughput: SweepPoint[];
  byPageSize: SweepPoint[];
  costPerf: CostPoint[];
}

export const selectSweeps: (s: Scenario) => Sweeps = memoByRef((s) =>
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
