/** Unit conversions used to store published figures in the planner's units. */

/** Bytes in one MB (decimal, as AWS publishes EBS-optimized bandwidth). */
export const BYTES_PER_MB = 1_000_000;
/** Bytes in one MiB. */
export const BYTES_PER_MIB = 1_048_576;

/** MB/s (decimal) → MiB/s, exact: 81.25 MB/s = 77.486… MiB/s. */
export function mbpsToMiBps(mbps: number): number {
  return (mbps * BYTES_PER_MB) / BYTES_PER_MIB;
}
