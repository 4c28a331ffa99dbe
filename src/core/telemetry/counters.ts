/**
 * Differences of monotonic counters between two snapshots, never negative.
 *
 * A counter that went down either wrapped or was reset:
 * - **wrapped**: /proc/diskstats prints some fields from 32-bit `unsigned int`/`unsigned long`
 *   counters (32-bit kernels, and the time fields before 4.19), which roll over at 2^32. A
 *   decrease from the upper half of the 32-bit range to its lower half is taken as one wrap:
 *   delta = cur + 2^32 − prev.
 * - **reset**: anything else (a reboot, a device detached and attached again, a MySQL restart,
 *   FLUSH STATUS). The interval cannot be measured and is left out by the caller.
 */
export const WRAP_32 = 2 ** 32;

export type CounterDelta =
  { kind: 'ok'; delta: number } | { kind: 'wrapped'; delta: number } | { kind: 'reset' };

export function counterDelta(prev: number, cur: number): CounterDelta {
  if (cur >= prev) return { kind: 'ok', delta: cur - prev };
  if (prev < WRAP_32 && prev >= WRAP_32 / 2 && cur < WRAP_32 / 2)
    return { kind: 'wrapped', delta: cur + WRAP_32 - prev };
  return { kind: 'reset' };
}
