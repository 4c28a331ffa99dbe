/**
 * Region-independent AWS rules the model uses beyond volume limits: the accepted range of the
 * EBS Provisioned Rate for Volume Initialization, how Fast Snapshot Restore is enabled and billed,
 * and how long an EBS-optimized instance can run at its maximum (burst) EBS ceilings.
 */
import type {
  FastSnapshotRestoreRules,
  InstanceEbsBurst,
  VolumeInitializationLimits,
} from './types.ts';
import { AWSDOCS_EBS_OPTIMIZED_URL, EBS_INITIALIZE_URL, STORED_COPY_DATE } from './sources.ts';

/**
 * "You can specify a volume initialization rate of between 100 and 300 MiB/s"; the time to
 * initialize is the snapshot data size (not the volume size) / the rate.
 */
export const VOLUME_INITIALIZATION: VolumeInitializationLimits = {
  minRateMiBps: 100,
  maxRateMiBps: 300,
  source: `${EBS_INITIALIZE_URL} (Considerations: 100–300 MiB/s; How it works: snapshot data / rate)`,
  asOf: STORED_COPY_DATE,
};

/**
 * EBS-optimized instances whose maximum EBS ceilings exceed their baseline "can support maximum
 * performance for 30 minutes at least once every 24 hours" (brief §7 quotes the same).
 */
export const INSTANCE_EBS_BURST: InstanceEbsBurst = {
  minutesPerDay: 30,
  source: `${AWSDOCS_EBS_OPTIMIZED_URL} (table note: maximum performance for 30 minutes at least once every 24 hours)`,
  asOf: STORED_COPY_DATE,
};

/**
 * Fast Snapshot Restore: "It takes 60 minutes per TiB to optimize a snapshot" (state
 * `optimizing`, then `enabled`); billed "for each minute that fast snapshot restore is enabled
 * ... pro-rated and have a minimum of one hour".
 */
export const FAST_SNAPSHOT_RESTORE: FastSnapshotRestoreRules = {
  optimizeMinutesPerTiB: 60,
  minimumBilledHours: 1,
  source:
    'https://docs.aws.amazon.com/ebs/latest/userguide/view-fsr-enabled-snapshots.html (optimizing: 60 minutes per TiB); ' +
    'https://docs.aws.amazon.com/ebs/latest/userguide/manage-fsr-enable.html (billed per minute, one-hour minimum)',
  asOf: STORED_COPY_DATE,
};
