/**
 * Startup fit: one multiplicative factor per long phase (CalibrationProfile.startup),
 * factor = measured / predicted, combined over records as a geometric mean (so one start twice
 * as slow and one twice as fast cancel). A span a verbosity-2 log cannot split (InnoDB
 * initialization = directories scan + duplicate check) gives the same ratio to every phase it
 * covers, and is used only for phases that no record times separately.
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import type { MeasuredPhase, StartupPhaseKey, StartupRecord } from '../imports/types.ts';
import { STARTUP_PHASE_KEYS } from '../imports/types.ts';
import type { StartupPrediction } from '../types.ts';
import { predict } from '../model.ts';

export type StartupFactors = Partial<Record<StartupPhaseKey, number>>;

/** Predicted seconds of a measured span: the sum of the phases it covers (or its `model`). */
export function spanSeconds(pred: StartupPrediction, phase: MeasuredPhase): number {
  let sum = 0;
  for (const key of phase.model ?? phase.covers)
    sum += pred.phases.find((p) => p.name === key)?.seconds ?? 0;
  return sum;
}

export interface StartupCase {
  record: StartupRecord;
  scenario: Scenario;
}

/** The prediction for a case, or a sentence saying why the model refuses its scenario. */
export function predictCase(
  scenario: Scenario,
  catalog: Catalog,
): { ok: true; startup: StartupPrediction } | { ok: false; why: string } {
  const r = predict(scenario, catalog);
  if (r.ok) return { ok: true, startup: r.prediction.startup };
  return { ok: false, why: r.issues[0]?.message ?? 'the model refuses the scenario' };
}

export function fitStartup(
  cases: readonly { record: StartupRecord; startup: StartupPrediction }[],
): StartupFactors {
  const separate = new Map<StartupPhaseKey, number[]>();
  const combined = new Map<StartupPhaseKey, number[]>();
  for (const { record, startup } of cases) {
    for (const phase of record.phases) {
      const pred = spanSeconds(startup, phase);
      if (!(pred > 0) || !(phase.seconds > 0)) continue;
      const ratio = Math.log(phase.seconds / pred);
      const into = phase.covers.length === 1 ? separate : combined;
      for (const key of phase.covers) {
        const list = into.get(key) ?? [];
        list.push(ratio);
        into.set(key, list);
      }
    }
  }
  const factors: StartupFactors = {};
  for (const key of STARTUP_PHASE_KEYS) {
    const logs = separate.get(key) ?? combined.get(key);
    if (logs === undefined || logs.length === 0) continue;
    const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
    factors[key] = Math.round(Math.exp(mean) * 10000) / 10000;
  }
  return factors;
}
