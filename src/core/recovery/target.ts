/**
 * The recovery target (--max-recovery): met when the chosen path's full service (recovery +
 * warm-up) at its range's pessimistic end is within it. Default path: the slowest that applies.
 */
import { formatDuration } from '../format/index.ts';
import type { RecoveryPathResult } from './scenario.ts';
import type { RecoveryPathId } from './types.ts';

export interface RecoveryTargetResult {
  pathId: RecoveryPathId;
  maxRecoverySeconds: number;
  pessimisticSeconds: number;
  met: boolean;
  text: string;
}

export function chosenPath(
  paths: readonly RecoveryPathResult[],
  pathId?: RecoveryPathId,
): RecoveryPathResult | undefined {
  if (pathId !== undefined) return paths.find((p) => p.id === pathId);
  let worst: RecoveryPathResult | undefined;
  for (const p of paths)
    if (worst === undefined || p.fullServiceRange[1] > worst.fullServiceRange[1]) worst = p;
  return worst;
}

export function recoveryTarget(
  paths: readonly RecoveryPathResult[],
  maxRecoverySeconds: number,
  pathId?: RecoveryPathId,
): RecoveryTargetResult | null {
  const p = chosenPath(paths, pathId);
  if (!p) return null;
  const worst = p.fullServiceRange[1];
  const met = worst <= maxRecoverySeconds;
  return {
    pathId: p.id,
    maxRecoverySeconds,
    pessimisticSeconds: worst,
    met,
    text: `Recovery target ${formatDuration(maxRecoverySeconds)} on ${p.id}: ${met ? 'met' : 'not met'} (full service in up to ${formatDuration(worst)}).`,
  };
}
