/** Recovery paths (issue 37): pure functions of RecoveryInputs. */
import { backupRestorePath, replicaRebuildPath } from './copy.ts';
import { crashPath, restartPath } from './crash.ts';
import { failoverPath } from './failover.ts';
import type { RecoveryInputs } from './inputs.ts';
import { snapshotRestorePath } from './snapshot.ts';
import type { RecoveryPath } from './types.ts';

export type { RecoveryInputs } from './inputs.ts';
export type { RecoveryBound, RecoveryPath, RecoveryPathId, RecoveryPhase } from './types.ts';
export { defaultRedoCapacityMiB, redoToApplyMiB } from './redo.ts';
export { fsrBucketCredits, fsrCovers, fsrFillPerHour, fsrRestoresPerMonth } from './snapshot.ts';
export { coldWarmupSeconds, warmupSeconds } from './warmup.ts';
export type { WarmupInputs } from './warmup.ts';

export function recoveryPaths(x: RecoveryInputs): RecoveryPath[] {
  return [
    restartPath(x),
    crashPath(x),
    snapshotRestorePath(x),
    backupRestorePath(x),
    replicaRebuildPath(x),
    failoverPath(x),
  ];
}

/** The slowest path at its pessimistic end (the default `--recovery-path`). */
export function slowestPath(paths: RecoveryPath[]): RecoveryPath | undefined {
  let worst: RecoveryPath | undefined;
  for (const p of paths) if (worst === undefined || p.range[1] > worst.range[1]) worst = p;
  return worst;
}
