/**
 * --max-recovery in recommend: each result the search returned is kept only when its recovery
 * path's full service, at the range's pessimistic end, is within the target. A filter over the
 * returned results (not a search dimension yet): a configuration the search ranked below
 * `limit` is not reconsidered. `ranges`: each result's engine-start ranges (the uncertainty
 * layer's `engineStartRangesOf`), so the pessimistic end is the startup model's own.
 */
import type { Catalog } from '../catalog/types.ts';
import { formatDuration } from '../format/index.ts';
import type { RecommendResponse } from '../recommend/types.ts';
import { predictRecovery } from './scenario.ts';
import { recoveryTarget } from './target.ts';
import type { EngineStartRanges, RecoveryPathId } from './types.ts';

export function withRecoveryTarget(
  response: RecommendResponse,
  catalog: Catalog,
  maxRecoverySeconds: number,
  targetQps: number,
  pathId?: RecoveryPathId,
  ranges?: EngineStartRanges,
): RecommendResponse {
  const kept = [];
  for (const r of response.results) {
    const paths = predictRecovery(r.scenario, catalog, targetQps, ranges?.(r.scenario));
    const t = recoveryTarget(paths, maxRecoverySeconds, pathId);
    if (t?.met === true) kept.push({ ...r, recovery: t });
  }
  const dropped = response.results.length - kept.length;
  const rule = `Recovery: full service within ${formatDuration(maxRecoverySeconds)} on ${pathId ?? 'the slowest path'} at the range's pessimistic end${dropped > 0 ? ` (${dropped} result${dropped === 1 ? '' : 's'} missed it)` : ''}.`;
  const out: RecommendResponse = {
    ...response,
    results: kept.map((r, i) => ({ ...r, rank: i + 1 })),
    rules: [...response.rules, rule],
  };
  if (kept.length === 0 && response.results.length > 0)
    out.note = `No configuration found meets the recovery target of ${formatDuration(maxRecoverySeconds)}: more throughput, FSR or initialization for restores, a replica (failover) or a bigger instance buy time back.`;
  return out;
}
