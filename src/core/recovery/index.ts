/** Recovery paths (issue 37): pure functions of RecoveryInputs. */
import { backupRestorePath, replicaRebuildPath } from './copy.ts';
import { crashPath, restartPath } from './crash.ts';
import { failoverPath } from './failover.ts';
import {
  auroraClonePath,
  auroraCrashPath,
  auroraRestorePath,
  rdsPointInTimePath,
  rdsSnapshotRestorePath,
} from './managed.ts';
import type { RecoveryInputs } from './inputs.ts';
import { snapshotRestorePath } from './snapshot.ts';
import type { RecoveryPath } from './types.ts';

export type { RecoveryInputs } from './inputs.ts';
export type {
  EngineStart,
  EngineStartRange,
  EngineStartRanges,
  EngineStartSetup,
  RecoveryBound,
  RecoveryPath,
  RecoveryPathId,
  RecoveryPhase,
} from './types.ts';
export { defaultRedoCapacityMiB, redoToApplyMiB } from './redo.ts';
export { fsrBucketCredits, fsrCovers, fsrFillPerHour, fsrRestoresPerMonth } from './snapshot.ts';
export { coldWarmupSeconds, warmupSeconds } from './warmup.ts';
export type { WarmupInputs } from './warmup.ts';

/** The paths that apply where the server runs (backup copies and clones: self-managed only). */
export function recoveryPaths(x: RecoveryInputs): RecoveryPath[] {
  if (x.deployment === 'rds')
    return [
      restartPath(x),
      crashPath(x),
      rdsSnapshotRestorePath(x),
      rdsPointInTimePath(x),
      failoverPath(x),
    ];
  if (x.deployment === 'aurora')
    return [
      restartPath(x),
      auroraCrashPath(x),
      auroraRestorePath(x, 'snapshot-restore'),
      auroraRestorePath(x, 'point-in-time-restore'),
      auroraClonePath(x),
      failoverPath(x),
    ];
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
