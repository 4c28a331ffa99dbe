import type { Catalog } from '../catalog/types.ts';
import { predict } from '../model.ts';
import { predictWithRanges } from '../uncertainty/index.ts';
import type { Scenario } from '../scenario/types.ts';
import type { PredictResult } from '../types.ts';
import type { SweepPoint } from './types.ts';

/**
 * The model at one point of a sweep (`x` is the varied setting), or null when the scenario breaks
 * a limit there. Every sweep takes one: `evaluate` (with the uncertainty ranges) by default,
 * `evaluatePoint` for the point figures alone, or a caller's own (the app caches evaluations
 * across slider steps, src/app/store/selectors.ts).
 */
export type Evaluate = (scenario: Scenario, x: number, catalog: Catalog) => SweepPoint | null;

/** A sweep point from a prediction: with its ranges when the prediction carries them. */
export function sweepPoint(result: PredictResult, x: number): SweepPoint | null {
  if (!result.ok) return null;
  const p = result.prediction;
  const phases: SweepPoint['phases'] = {};
  for (const phase of p.startup.phases) phases[phase.name] = phase.seconds;
  return {
    x,
    startupSeconds: p.startup.totalSeconds,
    ...(p.startup.totalRange ? { startupRange: p.startup.totalRange } : {}),
    qps: p.qps.pointSelect,
    ...(p.qps.pointSelectRange ? { qpsRange: p.qps.pointSelectRange } : {}),
    monthlyUsd: p.cost.monthlyUsd,
    phases,
  };
}

/** The model at one point of a sweep, with the uncertainty ranges of startup and QPS. */
export const evaluate: Evaluate = (scenario, x, catalog) =>
  sweepPoint(predictWithRanges(scenario, catalog), x);

/** The point figures alone (`predict`, no ranges: about a third of `evaluate`'s cost). */
export const evaluatePoint: Evaluate = (scenario, x, catalog) =>
  sweepPoint(predict(scenario, catalog), x);
