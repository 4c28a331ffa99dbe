/**
 * The recovery paths' engine starts at the startup model's own range (docs/model.md section 10,
 * "Engine starts of the recovery paths"). Each engine start is the startup model run with one
 * setup: clean on a warm volume, after a crash on a warm volume, after a crash on a volume just
 * restored from a snapshot (lazy loading, no remedy); its range is the startup range of that
 * setup's inputs (`startupTotalRange`: corners, model-error terms, a calibration's narrowing).
 * The recovery layer sits below this one: it takes the ranges as a function (`EngineStartRange`),
 * computed here once per start a path asks for and not at all for starts no path runs.
 */
import type { Catalog } from '../catalog/types.ts';
import { DEFAULT_CATALOG } from '../catalog/index.ts';
import type { RecoverySummary } from '../recovery/summary.ts';
import { recoverySummary } from '../recovery/summary.ts';
import { startScenario } from '../recovery/starts.ts';
import type { EngineStart, EngineStartRange, EngineStartRanges } from '../recovery/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { startupInputs, startupNotModelled } from '../startup/index.ts';
import type { Prediction, Range } from '../types.ts';
import { startupTotalRange } from './index.ts';

type StartRange = { range: Range; narrowedBy?: string };

/**
 * The engine starts' ranges of `scenario`, each computed on first ask and kept. `prediction`:
 * `predictWithRanges`' prediction of the same scenario, whose startup range is the start the
 * scenario itself runs (reused, not computed again). `setup` (from `predictRecovery`): the start's
 * scenario, startup inputs and seconds, resolved there already (recovery/starts.ts). Aurora's
 * startup is not modelled (issue 40): no range, its engine starts keep their own handling.
 */
export function engineStartRanges(
  scenario: Scenario,
  catalog: Catalog = DEFAULT_CATALOG,
  prediction?: Pick<Prediction, 'startup'>,
): EngineStartRange {
  if (startupNotModelled(scenario) !== undefined) return () => undefined;
  const known: Partial<Record<EngineStart, StartRange>> = {};
  return (start, setup) => {
    let r = known[start];
    if (r === undefined) {
      const t = setup?.scenario ?? startScenario(scenario, start);
      const own = t === scenario ? prediction?.startup : undefined;
      r = own?.totalRange
        ? { range: own.totalRange, ...(own.narrowedBy ? { narrowedBy: own.narrowedBy } : {}) }
        : startupTotalRange(t, catalog, setup?.inputs ?? startupInputs(t, catalog), setup?.seconds);
      known[start] = r;
    }
    return r;
  };
}

/** `engineStartRanges` of any scenario on `catalog` (recovery advice, recommend's target). */
export function engineStartRangesOf(catalog: Catalog = DEFAULT_CATALOG): EngineStartRanges {
  return (s) => engineStartRanges(s, catalog);
}

/**
 * `recoverySummary` with every engine start at its startup range: what the app, the CLI, the PDF
 * and fleet show. `prediction`: `predictWithRanges`' of the same scenario.
 */
export function recoverySummaryWithRanges(
  scenario: Scenario,
  catalog: Catalog,
  prediction: Pick<Prediction, 'startup' | 'qps'>,
): RecoverySummary {
  return recoverySummary(
    scenario,
    catalog,
    prediction.qps.pointSelect,
    engineStartRanges(scenario, catalog, prediction),
  );
}
