/**
 * The app's call of the one recommend entry point: the current scenario, the targets the user gave
 * (or, explicitly chosen, "at least as good as today") and the options of the Recommend tab.
 */
import type { RecommendTargets } from '../../../core/recommend/index.ts';
import { recommend } from '../../../core/recommend/index.ts';
import { recommendTargets, searchBase } from '../../../core/report/recommendation.ts';
import type { Scenario } from '../../../core/scenario/types.ts';
import type { RecommendOptions } from '../../store/index.ts';
import { actions, appStore, catalog, selectPrediction } from '../../store/index.ts';

/** How many results the app shows. */
export const RESULTS_SHOWN = 10;

export function targetsFor(
  s: Scenario,
  goal: { maxStartupSeconds: number; minQps: number },
  o: RecommendOptions,
): RecommendTargets {
  const inst = s.instance.type === 'custom' ? undefined : catalog.instances[s.instance.type];
  return {
    maxStartupSeconds: goal.maxStartupSeconds,
    minQps: goal.minQps,
    tables: s.mysql.tables,
    dataGiB: s.mysql.dataGiB,
    region: s.region,
    base: searchBase(s),
    limit: RESULTS_SHOWN,
    allowInstanceStore: o.allowInstanceStore,
    allowPageSizeChange: o.allowPageSizeChange,
    // The search keeps the current instance's architecture unless allowed to cross it.
    allowArchitectureChange: o.allowArchitectureChange,
    horizonMonths: o.horizonMonths,
    pins: {
      ...(o.keepFamily && inst ? { family: inst.family } : {}),
      ...(o.keepStorageKind ? { storageKind: s.storage.kind } : {}),
    },
    headroom: o.headroomBasis === 'range' ? { basis: 'range' } : { marginPercent: o.marginPercent },
  };
}

/**
 * Runs the search and keeps its result in the store. `goal` is what the user typed, or `derived`:
 * the current scenario's own predicted figures (the report then says so). False when the current
 * scenario cannot be predicted (derived targets need its figures).
 */
export function runRecommendation(
  goal: { maxStartupSeconds: number; minQps: number } | 'derived',
): boolean {
  const state = appStore.getState();
  const s = state.scenario;
  let figures = goal;
  if (goal === 'derived') {
    const p = selectPrediction(s);
    if (!p.ok) return false;
    figures = recommendTargets(s, p.prediction).targets;
  }
  if (figures === 'derived') return false;
  const t = targetsFor(s, figures, state.recommendOptions);
  actions.setRecommendation({
    targets: t,
    response: recommend(t, catalog),
    targetsRule: goal === 'derived' ? 'derived' : 'given',
  });
  return true;
}
