/**
 * The InnoSizer model: one scenario in, startup time, IO-bound QPS and monthly cost out, each
 * figure with its bound and explanation. Pure and fast (the app calls it on every slider step).
 * Invalid scenarios (limits AWS or MySQL would refuse) come back as issues, never as NaN.
 */
import type { Catalog } from './catalog/types.ts';
import { DEFAULT_CATALOG } from './catalog/index.ts';
import type { Scenario } from './scenario/types.ts';
import type { PredictResult, Prediction, ScenarioIssue } from './types.ts';
import { validateScenarioLimits } from './scenario/validate.ts';
import { predictStartup } from './startup/index.ts';
import { predictQps } from './qps/index.ts';
import { predictCost } from './cost/index.ts';
import { scenarioWarnings } from './scenario/warnings.ts';

/** Every problem with the scenario (empty when the model can run it). */
export function validateScenario(
  scenario: Scenario,
  catalog: Catalog = DEFAULT_CATALOG,
): ScenarioIssue[] {
  return validateScenarioLimits(scenario, catalog);
}

/** Prediction for a scenario already known to be valid. */
export function predictValid(scenario: Scenario, catalog: Catalog): Prediction {
  const startup = predictStartup(scenario, catalog);
  const qps = predictQps(scenario, catalog);
  const cost = predictCost(scenario, catalog, qps.pointSelect);
  return { startup, qps, cost, warnings: scenarioWarnings(scenario, catalog, startup, qps) };
}

export function predict(scenario: Scenario, catalog: Catalog = DEFAULT_CATALOG): PredictResult {
  const issues = validateScenarioLimits(scenario, catalog);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, prediction: predictValid(scenario, catalog) };
}
