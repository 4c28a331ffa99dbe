/**
 * The app's call of the one recommend entry point: the current scenario, the targets the user gave
 * (or, explicitly chosen, "at least as good as today") and the options of the Recommend tab.
 */
import type { RecommendTargets } from '../../../core/recommend/index.ts';
import { searchInWorker } from './searchWorker.ts';
import { recommendTargets, searchBase } from '../../../core/report/recommendation.ts';
import type { Scenario } from '../../../core/scenario/types.ts';
import type { RecommendOptions } from '../../store/index.ts';
import { actions, appStore, catalog, selectPrediction } from '../../store/index.ts';

/** How many results the app shows. */
export const RESULTS_SHOWN = 10;

export function targetsFor(
  s: Scenario,
  goal: { maxStartupSeconds: number; minQps: number; maxMonthlyUsd?: number },
  o: RecommendOptions,
): RecommendTargets {
  const inst = s.instance.type === 'custom' ? undefined : catalog.instances[s.instance.type];
  return {
    maxStartupSeconds: goal.maxStartupSeconds,
    minQps: goal.minQps,
    ...(goal.maxMonthlyUsd !== undefined && goal.maxMonthlyUsd > 0
      ? { maxMonthlyUsd: goal.maxMonthlyUsd }
      : {}),
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

/** A search's end, as the panel says it: done, or why not (a newer search replaced it, …). */
export type RunOutcome = { ok: true } | { ok: false; message: string; cancelled?: boolean };

/**
 * Runs the search off the main thread (searchWorker.ts) and keeps its result in the store. `goal`
 * is what the user typed, or `derived`: the current scenario's own predicted figures (the report
 * then says so). Not ok when the current scenario cannot be predicted (derived targets need its
 * figures), when the search failed, or when a newer search replaced it.
 */
export async function runRecommendation(
  goal: { maxStartupSeconds: number; minQps: number; maxMonthlyUsd?: number } | 'derived',
  onProgress?: (fraction: number) => void,
): Promise<RunOutcome> {
  const state = appStore.getState();
  const s = state.scenario;
  let figures = goal;
  if (goal === 'derived') {
    const p = selectPrediction(s);
    if (!p.ok)
      return {
        ok: false,
        message: 'The current configuration cannot be predicted: fix its settings first.',
      };
    figures = recommendTargets(s, p.prediction).targets;
  }
  if (figures === 'derived') return { ok: false, message: 'No targets' };
  const t = targetsFor(s, figures, state.recommendOptions);
  const startedAt = performance.now();
  const done = await searchInWorker(t, catalog, onProgress);
  // Read by `npm run bench -- recommend`: the search as the app runs it, worker round trip included.
  if (done.ok) performance.measure('innosizer:recommend', { start: startedAt });
  if (!done.ok) return { ok: false, message: done.message, cancelled: done.reason === 'cancelled' };
  actions.setRecommendation({
    targets: t,
    response: done.response,
    targetsRule: goal === 'derived' ? 'derived' : 'given',
    scenario: s,
  });
  return { ok: true };
}
