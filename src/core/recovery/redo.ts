/**
 * Redo to apply after a crash. Default redo capacity by MySQL version:
 * - before 8.0.30: innodb_log_file_size (5.6.8+: 48 MiB) × innodb_log_files_in_group (2) = 96 MiB
 *   (https://dev.mysql.com/doc/refman/5.7/en/innodb-parameters.html);
 * - 8.0.30+: innodb_redo_log_capacity, default 100 MiB
 *   (https://dev.mysql.com/doc/refman/8.0/en/innodb-redo-log.html).
 * The checkpoint age at a crash is at most about the capacity; without a user figure the whole
 * capacity is the pessimistic case (an estimate, not a measurement).
 */
import { RECOVERY_FIGURES } from '../catalog/recovery.ts';

export interface RedoVersion {
  major: number;
  minor: number;
  patch: number;
}

export function defaultRedoCapacityMiB(v: RedoVersion): number {
  const newRedo = v.major > 8 || (v.major === 8 && (v.minor > 0 || v.patch >= 30));
  return newRedo
    ? RECOVERY_FIGURES.redoCapacity8030MiB.value
    : RECOVERY_FIGURES.redoCapacityBefore8030MiB.value;
}

/** MiB of redo a crash recovery applies: the user's checkpoint age, else the default capacity. */
export function redoToApplyMiB(v: RedoVersion, userMiB: number | undefined): number {
  if (userMiB !== undefined && Number.isFinite(userMiB) && userMiB >= 0) return userMiB;
  return defaultRedoCapacityMiB(v);
}
