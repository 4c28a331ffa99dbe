import type { Catalog } from '../catalog/types.ts';
import { predictFigures } from '../model.ts';
import type { PredictionFigures } from '../model.ts';
import { predictWithRanges } from '../uncertainty/index.ts';
import type { Scenario } from '../scenario/types.ts';
import type { PredictResult, Range } from '../types.ts';
import type { SweepPoint } from './types.ts';

/**
 * The model at one point of a sweep (`x` is the varied setting), or null when the scenario breaks
 * a limit there. Every sweep takes one: `evaluate` (with the uncertainty ranges) by default,
 * `evaluatePoint` for the point figures alone, or a caller's own (the app caches evaluations
 * across slider steps, src/app/store/selectors.ts).
 *
 * `edited`, when a sweep gives it, is the one field (its path) in which `scenario` differs from
 * the scenario the sweep was asked about. An evaluator that knows that scenario is valid may then
 * check this field alone (`predictFiguresAfterEdit`); the others ignore it.
 */
export type Evaluate = (
  scenario: Scenario,
  x: number,
  catalog: Catalog,
  edited?: string,
) => SweepPoint | null;

/** A sweep point from a prediction: with its ranges when the prediction carries them. */
export function sweepPoint(result: PredictResult, x: number): SweepPoint | null {
  return result.ok ? figuresPoint(result.prediction, x) : null;
}

/** A sweep point from a prediction's figures (`predictFigures`, or a whole prediction). */
export function figuresPoint(
  p:
    | (PredictionFigures & {
        startup: { totalRange?: Range };
        qps: { pointSelectRange?: Range };
      })
    | null,
  x: number,
): SweepPoint | null {
  if (p === null) return null;
  const phases: SweepPoint['phases'] = {};
  const modelled = p.startup.modelled;
  if (modelled) for (const phase of p.startup.phases) phases[phase.name] = phase.seconds;
  return {
    x,
    startupSeconds: modelled ? p.startup.totalSeconds : null,
    ...(modelled && p.startup.totalRange ? { startupRange: p.startup.totalRange } : {}),
    qps: p.qps.pointSelect,
    ...(p.qps.pointSelectRange ? { qpsRange: p.qps.pointSelectRange } : {}),
    monthlyUsd: p.cost.monthlyUsd,
    phases,
  };
}

/** The model at one point of a sweep, with the uncertainty ranges of startup and QPS. */
export const evaluate: Evaluate = (scenario, x, catalog) =>
  sweepPoint(predictWithRanges(scenario, catalog), x);

/** The point figures alone (`predictFigures`: no ranges and no text, a fifth of `evaluate`'s cost). */
export const evaluatePoint: Evaluate = (scenario, x, catalog) =>
  figuresPoint(predictFigures(scenario, catalog), x);
