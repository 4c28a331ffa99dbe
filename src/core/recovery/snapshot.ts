/**
 * snapshot-restore: create a volume from an EBS snapshot, then crash recovery on it.
 * - none: lazy loading, every first touch pays the first-touch latency (startup model on a
 *   restored volume, redo apply at that latency);
 * - initialize: snapshot data / provisioned rate first, then crash recovery on a warm volume;
 * - fsr: the volume is fully initialized at creation while the snapshot's volume-creation credit
 *   bucket holds a credit. Fill rate = MIN(10, 1024 ÷ snapshot GiB) credits per hour, bucket =
 *   MAX(1, MIN(10, 1024 ÷ snapshot GiB)), on the snapshot's size (the source volume's), FSR only
 *   on snapshots up to 16 TiB (catalog FSR_CREDIT_RULE, EBS "volume creation credits"). More
 *   restores a month than the credits refill, or a snapshot too large: restores beyond them are
 *   lazy, so the path is modelled as lazy.
 */
import { FSR_CREDIT_RULE, RECOVERY_FIGURES } from '../catalog/recovery.ts';
import { engineStartPhase, redoApplyPhase, undoPhase } from './crash.ts';
import { path, phase } from './phase.ts';
import type { RecoveryInputs } from './inputs.ts';
import type { RecoveryPath } from './types.ts';

export const FSR_DOC_URL = FSR_CREDIT_RULE.source;

function ratio(snapshotGiB: number): number {
  return snapshotGiB > 0 ? FSR_CREDIT_RULE.numeratorGiB / snapshotGiB : FSR_CREDIT_RULE.maxCredits;
}

/** Credits the snapshot's bucket holds at most. */
export function fsrBucketCredits(snapshotGiB: number): number {
  const r = FSR_CREDIT_RULE;
  return Math.max(r.minBucketCredits, Math.min(r.maxCredits, ratio(snapshotGiB)));
}

/** Credits refilled per hour. */
export function fsrFillPerHour(snapshotGiB: number): number {
  return Math.min(FSR_CREDIT_RULE.maxCredits, ratio(snapshotGiB));
}

/**
 * Restores a month FSR serves fully initialized, with the restores spread over the month (the
 * refill over `hoursPerMonth`); 0 when the snapshot is too large for FSR.
 */
export function fsrRestoresPerMonth(snapshotGiB: number, hoursPerMonth: number): number {
  if (snapshotGiB > FSR_CREDIT_RULE.maxSnapshotGiB) return 0;
  return Math.floor(fsrFillPerHour(snapshotGiB) * hoursPerMonth);
}

/** Whether FSR serves every restore of the month fully initialized. */
export function fsrCovers(x: RecoveryInputs): boolean {
  return x.restoresPerMonth <= fsrRestoresPerMonth(x.snapshotSizeGiB, x.hoursPerMonth);
}

function createPhase() {
  const f = RECOVERY_FIGURES;
  return phase(
    'volume_create',
    'Create the volume from the snapshot',
    f.volumeCreateSeconds.value,
    'fixed',
    'estimate',
    f.volumeCreateSeconds.source,
    f.volumeCreateSpread.value,
  );
}

/** The remedy in effect: FSR without the credits for every restore is lazy loading. */
export function effectiveRemedy(x: RecoveryInputs): RecoveryInputs['restoreRemedy'] {
  if (x.restoreRemedy === 'fsr' && !fsrCovers(x)) return 'none';
  return x.restoreRemedy;
}

export function snapshotRestorePath(x: RecoveryInputs): RecoveryPath {
  const remedy = effectiveRemedy(x);
  const lazy = remedy === 'none';
  const latency = lazy ? x.firstTouchLatencyUs : x.readLatencyUs;
  const phases = [createPhase()];
  if (remedy === 'initialize' && x.initializationMiBps > 0) {
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
      x,
      lazy ? 'crash-restored' : 'crash',
      lazy ? 'Engine start after a crash (lazy loading)' : 'Engine start after a crash',
    ),
    redoApplyPhase(x, latency, x.redoMiB),
    undoPhase(x, latency),
  );
  return path('snapshot-restore', phases);
}
