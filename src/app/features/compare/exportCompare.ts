/**
 * Compare → "Export CSV…" / "Export for Excel…" (issue 39.4): the current scenario and the pinned
 * ones, one row each, as the core writes them (src/core/report/comparisonCsv.ts).
 */
import type { CsvFlavour } from '../../../core/format/csv.ts';
import { comparisonCsv } from '../../../core/report/comparisonCsv.ts';
import type { ComparedScenario } from '../../../core/report/comparisonCsv.ts';
import type { Scenario } from '../../../core/scenario/types.ts';
import { api } from '../../platform/api.ts';
import { selectPrediction } from '../../store/index.ts';

/** The view's rows: the current scenario, then the pinned, each with its prediction. */
export function comparedScenarios(
  current: Scenario,
  pinned: readonly { label: string; scenario: Scenario }[],
): ComparedScenario[] {
  return [{ label: 'Current', scenario: current }, ...pinned].map((c) => {
    const r = selectPrediction(c.scenario);
    return { label: c.label, scenario: c.scenario, prediction: r.ok ? r.prediction : null };
  });
}

/** Saves the comparison in `flavour`; the status line's text ("Saved comparison.csv", or why not). */
export async function exportComparison(
  rows: readonly ComparedScenario[],
  flavour: CsvFlavour,
): Promise<string> {
  const suggestedName = flavour === 'excel' ? 'comparison-excel.csv' : 'comparison.csv';
  const r = await api.exportCsv({ suggestedName, text: comparisonCsv(rows, flavour) });
  if (!r.ok) return `Not exported: ${r.error.message}`;
  return r.value ? `Saved ${r.value.name}` : '';
}
