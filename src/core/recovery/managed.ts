/**
 * Recovery on RDS for MySQL and Aurora MySQL (issue 37), as AWS describes it:
 * - RDS snapshot-restore: a new DB instance from the snapshot, its storage loaded lazily (as an
 *   EBS volume from a snapshot), then crash recovery (the snapshot is of a running server);
 * - RDS point-in-time-restore: the same from the closest snapshot, then the transaction logs
 *   (uploaded every five minutes) applied up to the time asked for;
 * - Aurora crash: the cluster volume recovers in the storage layer and the page cache survives a
 *   database failure (no warm-up); snapshot-restore and point-in-time-restore: a new cluster;
 *   clone: copy-on-write.
 * AWS publishes no durations for these steps: their phases are estimates with wide ranges and the
 * paths say `modelled: false` (src/core/catalog/recovery.ts MANAGED_RECOVERY). The failover path
 * (RDS Multi-AZ, Multi-AZ DB cluster) is failover.ts's.
 */
import { MANAGED_RECOVERY } from '../catalog/recovery.ts';
import type { UnpublishedPhase } from '../catalog/recovery.ts';
import { engineStartPhase, redoApplyPhase, undoPhase } from './crash.ts';
import { path } from './phase.ts';
import type { RecoveryInputs } from './inputs.ts';
import type { RecoveryPath, RecoveryPathId, RecoveryPhase } from './types.ts';

function unpublished(id: string, label: string, f: UnpublishedPhase): RecoveryPhase {
  return {
    id,
    label,
    seconds: f.seconds,
    range: [f.range[0], f.range[1]],
    bound: 'fixed',
    basis: 'estimate',
    source: `${f.source}. ${f.note ?? ''}`.trim(),
  };
}

function unmodelled(id: RecoveryPathId, phases: RecoveryPhase[]): RecoveryPath {
  return { ...path(id, phases), modelled: false };
}

/** Crash recovery on the restored, lazily loaded storage. */
function lazyCrash(x: RecoveryInputs): RecoveryPhase[] {
  return [
    engineStartPhase(x, 'crash-restored', 'Engine start after a crash (lazy loading)'),
    redoApplyPhase(x, x.firstTouchLatencyUs, x.redoMiB),
    undoPhase(x, x.firstTouchLatencyUs),
  ];
}

export function rdsSnapshotRestorePath(x: RecoveryInputs): RecoveryPath {
  const create = unpublished(
    'restore',
    'New DB instance from the snapshot',
    MANAGED_RECOVERY.rdsInstanceCreate,
  );
  return unmodelled('snapshot-restore', [create, ...lazyCrash(x)]);
}

export function rdsPointInTimePath(x: RecoveryInputs): RecoveryPath {
  const m = MANAGED_RECOVERY;
  return unmodelled('point-in-time-restore', [
    unpublished('restore', 'New DB instance from the closest snapshot', m.rdsInstanceCreate),
    ...lazyCrash(x),
    unpublished('log_replay', 'Apply the transaction logs to the time asked', m.rdsLogReplay),
  ]);
}

export function auroraCrashPath(x: RecoveryInputs): RecoveryPath {
  return unmodelled('crash', [
    engineStartPhase(x, 'crash', 'Engine start after a crash'),
    unpublished('redo_apply', 'Storage-level recovery', MANAGED_RECOVERY.auroraCrashRecovery),
  ]);
}

export function auroraRestorePath(x: RecoveryInputs, id: RecoveryPathId): RecoveryPath {
  return unmodelled(id, [
    unpublished('restore', 'New cluster from the backup', MANAGED_RECOVERY.auroraClusterRestore),
    engineStartPhase(x, 'clean', 'Engine start on the new cluster'),
  ]);
}

export function auroraClonePath(x: RecoveryInputs): RecoveryPath {
  return unmodelled('clone', [
    unpublished('clone', 'Create the clone (copy-on-write)', MANAGED_RECOVERY.auroraClone),
    engineStartPhase(x, 'clean', 'Engine start on the clone'),
  ]);
}
