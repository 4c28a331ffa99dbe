/** Cost-model assumptions (prices themselves live in the catalog). */

/**
 * Restores from a snapshot per month assumed when a restore remedy is chosen: the one-time
 * initialization charge is counted once a month. Fast Snapshot Restore is kept enabled on the
 * snapshot all month (it must be enabled before the restore and is billed per hour).
 */
export const RESTORES_PER_MONTH = 1;
