/**
 * The InnoSizer model: one scenario in, startup time, IO-bound QPS and monthly cost out, each
 * figure with its bound and explanation. Pure and fast (the app calls it on every slider step).
 * Invalid scenarios (limits AWS or MySQL would refuse) come back as issues, never as NaN.
 */
import type { Catalog } from './catalog/types.ts';
import { DEFAULT_CATALOG } from './catalog/index.ts';
import type { Scenario } from './scenario/types.ts';
import type { IoRates } from './storage/types.ts';
import type { PhaseName, PredictResult, Prediction, ScenarioIssue } from './types.ts';
import { validateScenarioLimits } from './scenario/validate.ts';
// Registers each deployment's validation rules (as storage/index.ts registers the storage kinds).
import './deployment/index.ts';
import { fieldIssue } from './scenario/limits.ts';
import { startupInputs, startupNumbers, startupPrediction } from './startup/index.ts';
import type { StartupInputs } from './startup/index.ts';
import { qpsInputs, qpsMixValue, qpsPrediction } from './qps/index.ts';
import type { QpsInputs } from './qps/index.ts';
import { predictCost, predictMonthlyUsd } from './cost/index.ts';
import { scenarioWarnings } from './scenario/warnings.ts';
import { inCloudUnits } from './storage/vendorUnits.ts';

/** Every problem with the scenario (empty when the model can run it). */
export function validateScenario(
  scenario: Scenario,
  catalog: Catalog = DEFAULT_CATALOG,
): ScenarioIssue[] {
  return validateScenarioLimits(scenario, catalog);
}

/**
 * The page reads and updates per second the month's per-request charges are priced at (Aurora
 * Standard's I/O): at the scenario's average load (`workload.averageQps`, at most what the
 * configuration serves) or, when none is given, at the predicted throughput `mixQps`, from which
 * Aurora Standard's I/O per 1,000 average QPS is read (issue 40: not priced into the total).
 */
export function ioRates(s: Scenario, mixQps: number, missRatio: number): IoRates {
  const avg = s.workload.averageQps;
  const at = avg > 0 ? Math.min(avg, mixQps) : mixQps;
  const rates: IoRates = {
    pageReadsPerSecond: at * missRatio,
    updatesPerSecond: at * s.workload.writeFraction,
    atQps: at,
  };
  if (avg > 0) rates.averageQps = at;
  return rates;
}

/** The numeric inputs of a (valid) scenario's startup and QPS models, resolved once. */
export interface ModelInputs {
  sx: StartupInputs;
  qx: QpsInputs;
}

/** `startupInputs` and `qpsInputs` of a valid scenario. */
export function modelInputs(scenario: Scenario, catalog: Catalog): ModelInputs {
  return { sx: startupInputs(scenario, catalog), qx: qpsInputs(scenario, catalog) };
}

/**
 * Prediction for a scenario already known to be valid; `inputs` are its `modelInputs` when the
 * caller has resolved them already (the uncertainty ranges read them too; left as they are).
 */
export function predictValid(
  scenario: Scenario,
  catalog: Catalog,
  inputs: ModelInputs = modelInputs(scenario, catalog),
): Prediction {
  const startup = startupPrediction(scenario, inputs.sx);
  const qps = qpsPrediction(scenario, catalog, inputs.qx);
  const rates = ioRates(scenario, qps.transactionsPerSecond ?? qps.pointSelect, qps.missRatio);
  const cost = predictCost(scenario, catalog, qps.pointSelect, rates);
  const warnings = scenarioWarnings(scenario, catalog, startup, qps);
  // An Azure scenario's texts in MB/s, Microsoft's unit (the figures stay MiB/s).
  return inCloudUnits({ startup, qps, cost, warnings }, scenario.cloud);
}

export function predict(scenario: Scenario, catalog: Catalog = DEFAULT_CATALOG): PredictResult {
  const issues = validateScenarioLimits(scenario, catalog);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, prediction: predictValid(scenario, catalog) };
}

/**
 * The figures of a prediction without its text: what a chart's sweep point draws and what
 * `predictRanges` builds the ranges on. A `Prediction` is one.
 */
export interface PredictionFigures {
  startup: { totalSeconds: number; phases: { name: PhaseName; seconds: number }[] };
  qps: { pointSelect: number; transactionsPerSecond?: number };
  cost: { monthlyUsd: number };
}

/**
 * `predict`'s figures alone, or null where `predict` refuses the scenario: the same equations
 * (`startupNumbers`, `qpsMixValue`, `predictMonthlyUsd`) without the explanations, the labels of
 * the ceilings and cost items, and the warnings, which the charts' sweeps throw away (half of
 * `predict`'s cost; a slider step predicts up to 30 sweep points within its frame). Equal to
 * `predict`'s figures, number for number (tests/unit/core/model/model.test.ts).
 */
export function predictFigures(
  scenario: Scenario,
  catalog: Catalog = DEFAULT_CATALOG,
): PredictionFigures | null {
  if (validateScenarioLimits(scenario, catalog).length > 0) return null;
  return figuresOf(scenario, catalog);
}

/**
 * `predictFigures` for a scenario that is valid but for the field at `path`, which was changed:
 * only that field is checked (`fieldIssue`, every bound both ways). A value the field accepts
 * leaves a valid scenario valid (property-tested in tests/unit/core/scenario/limits.test.ts), so
 * this equals `predictFigures` there, at a thirtieth of the checking: the charts' throughput sweep
 * varies one field of the valid current scenario.
 */
export function predictFiguresAfterEdit(
  scenario: Scenario,
  catalog: Catalog,
  path: string,
): PredictionFigures | null {
  if (fieldIssue(scenario, catalog, path) !== undefined) return null;
  return figuresOf(scenario, catalog);
}

function figuresOf(scenario: Scenario, catalog: Catalog): PredictionFigures {
  const startup = startupNumbers(startupInputs(scenario, catalog));
  const x = qpsInputs(scenario, catalog);
  const mix = qpsMixValue(x);
  const pointSelect = mix * (1 - x.writeFraction);
  return {
    startup: {
      totalSeconds: startup.totalSeconds,
      phases: startup.phases.map((p) => ({ name: p.name, seconds: p.seconds })),
    },
    qps: x.writeFraction > 0 ? { pointSelect, transactionsPerSecond: mix } : { pointSelect },
    cost: {
      monthlyUsd: predictMonthlyUsd(scenario, catalog, ioRates(scenario, mix, x.missRatio)),
    },
  };
}
