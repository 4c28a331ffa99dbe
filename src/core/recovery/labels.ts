/** Names of the recovery paths as the app, the PDF and fleet show them (issue 37). */
import type { RecoveryPathId } from './types.ts';

export const RECOVERY_PATH_LABELS: Record<RecoveryPathId, string> = {
  restart: 'Clean restart',
  crash: 'Crash recovery',
  'snapshot-restore': 'Restore from a snapshot',
  'point-in-time-restore': 'Point-in-time restore',
  'backup-restore': 'Restore a physical backup',
  'replica-rebuild': 'Rebuild a replica (clone)',
  failover: 'Failover to a replica',
  clone: 'Aurora clone',
};

/** Label of the warm-up segment after a path. */
export const WARMUP_LABEL = 'Warm-up to the target load';
