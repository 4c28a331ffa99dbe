/**
 * The recovery paths' own inputs (CLI flags and the app's fields). Defaults are estimates where no
 * published figure exists and are named so; each has a range checked by `recoveryOptionIssues`.
 */
export interface RecoveryOptions {
  /** Redo to apply at a crash (checkpoint age), MiB; undefined: the version's default capacity. */
  redoToApplyMiB?: number;
  /** Backup store read rate, MiB/s (estimate default: 200, one S3 stream set). */
  backupStoreMiBps: number;
  /** Instance network ceiling, MiB/s (estimate default: 1,192 MiB/s = 10 Gbit/s). */
  networkMiBps: number;
  /** Replica lag at failover, s. */
  replicaLagSeconds: number;
  /** innodb_buffer_pool_load_at_startup restores a dump of this percent of the pool (0: off). */
  bufferPoolDumpPercent: number;
}

export const DEFAULT_RECOVERY_OPTIONS: Readonly<RecoveryOptions> = Object.freeze({
  backupStoreMiBps: 200,
  networkMiBps: 1192,
  replicaLagSeconds: 0,
  bufferPoolDumpPercent: 0,
});

export const RECOVERY_OPTION_LIMITS = {
  redoToApplyMiB: [0, 1_048_576],
  backupStoreMiBps: [1, 100_000],
  networkMiBps: [1, 25_000],
  replicaLagSeconds: [0, 604_800],
  bufferPoolDumpPercent: [0, 100],
} as const;

/** One sentence per option out of its range, naming the field and the valid range. */
export function recoveryOptionIssues(o: RecoveryOptions): string[] {
  const out: string[] = [];
  for (const key of Object.keys(RECOVERY_OPTION_LIMITS) as (keyof RecoveryOptions)[]) {
    const v = o[key];
    if (v === undefined) continue;
    const [lo, hi] = RECOVERY_OPTION_LIMITS[key];
    if (!Number.isFinite(v) || v < lo || v > hi) out.push(`${key} must be between ${lo} and ${hi}`);
  }
  return out;
}
