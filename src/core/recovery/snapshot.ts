/**
 * snapshot-restore: create a volume from an EBS snapshot, then crash recovery on it.
 * - none: lazy loading, every first touch pays the first-touch latency (startup model on a
 *   restored volume, redo apply at that latency);
 * - initialize: snapshot data / provisioned rate first, then crash recovery on a warm volume;
 * - fsr: the volume is fully initialized at creation while the snapshot's volume-creation credit
 *   bucket has a credit. Bucket = MAX(1, MIN(10, FLOOR(1024 / snapshot GiB))); one credit refills
 *   every snapshot GiB / 1024 hours
 *   (https://docs.aws.amazon.com/ebs/latest/userguide/ebs-fast-snapshot-restore.html, read 2026-11).
 */
import { engineStartPhase, redoApplyPhase, undoPhase } from './crash.ts';
import { path, phase } from './phase.ts';
import type { RecoveryInputs } from './inputs.ts';
import type { RecoveryPath } from './types.ts';

export const FSR_DOC_URL =
  'https://docs.aws.amazon.com/ebs/latest/userguide/ebs-fast-snapshot-restore.html';

export function fsrBucketCredits(snapshotGiB: number): number {
  if (!(snapshotGiB > 0)) return 10;
  return Math.max(1, Math.min(10, Math.floor(1024 / snapshotGiB)));
}

/** Credits refilled per hour. */
export function fsrFillPerHour(snapshotGiB: number): number {
  return snapshotGiB > 0 ? 1024 / snapshotGiB : 10;
}

/** Restores a month FSR can serve at full performance (a full bucket then the refill). */
export function fsrRestoresPerMonth(snapshotGiB: number): number {
  return Math.floor(fsrFillPerHour(snapshotGiB) * 730);
}

function createPhase() {
  return phase(
    'volume_create',
    'Create the volume from the snapshot',
    60,
    'fixed',
    'estimate',
    'Estimate: AWS publishes no time for a volume to become available; range 10 s to 6 min',
    6,
  );
}

export function snapshotRestorePath(x: RecoveryInputs): RecoveryPath {
  const lazy = x.restoreRemedy === 'none';
  const latency = lazy ? x.firstTouchLatencyUs : x.readLatencyUs;
  const phases = [createPhase()];
  if (x.restoreRemedy === 'initialize' && x.initializationMiBps > 0) {
    phases.push(
      phase(
        'initialization',
        'Provisioned-rate initialization',
        (x.snapshotGiB * 1024) / x.initializationMiBps,
        'bandwidth',
        'published',
        'Snapshot data / provisioned rate (https://docs.aws.amazon.com/ebs/latest/userguide/initalize-volume.html)',
      ),
    );
  }
  phases.push(
    engineStartPhase(
      lazy ? x.crashStartRestoredSeconds : x.crashStartSeconds,
      lazy ? 'Engine start after a crash (lazy loading)' : 'Engine start after a crash',
    ),
    redoApplyPhase(x, latency, x.redoMiB),
    undoPhase(x, latency),
  );
  return path('snapshot-restore', phases);
}
