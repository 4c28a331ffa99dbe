/**
 * MySQL 5.6/5.7 fil_system mutex in a closed system (brief section 5: the mutex serialises the IO
 * path and caps small-page gains; 8.0 removed it; issue 25, mechanism 7).
 *
 * Each page read holds the mutex `filMutexHoldUs`; contention (cache-line transfers, futex sleeps
 * and wake-ups of waiters) lengthens the hold with the utilisation the mutex carries, u = X · hold
 * (X the page reads/s it serves):
 *
 *     hold(X)   = FIL_MUTEX_HOLD_US · (1 + FIL_MUTEX_CONTENTION · u),      u = X · FIL_MUTEX_HOLD_US / 10⁶
 *     busy(X)   = X · hold(X) / 10⁶ ≤ 1                                      (one holder at a time)
 *     peak      = the X with busy(X) = 1 = (10⁶ / hold) · (√(1 + 4k) − 1) / 2k
 *     served(D) = min(D, peak)                       page reads/s, D = page reads/s the rest offers
 *
 * The clients are N threads, each running one query at a time: the system is closed. When the rest
 * of the server offers more reads than the mutex can pass, the extra threads wait in its queue
 * (asleep) and do not lengthen the hold: contention levels off at one holder at a time, so a faster
 * device or smaller pages never get fewer reads served (the open-system curve of the previous model,
 * hold growing with the *offered* rate without bound, predicted fewer QPS from more IOPS; issue 31
 * item 7). Constants read from `QpsInputs.k`, so the uncertainty ranges can move them.
 */
import type { QpsConstants } from './constants.ts';

type MutexConstants = Pick<QpsConstants, 'filMutexHoldUs' | 'filMutexContention'>;

/** The most page reads/s the mutex passes (busy all the time, one holder at a time). */
export function mutexPeakReadsPerSecond(constants: MutexConstants): number {
  const k = constants.filMutexContention;
  const capacity = 1e6 / constants.filMutexHoldUs;
  return k > 0 ? (capacity * (Math.sqrt(1 + 4 * k) - 1)) / (2 * k) : capacity;
}

/** Page reads/s the mutex serves when the rest of the server offers `offered` per second. */
export function mutexServedReadsPerSecond(offered: number, k: MutexConstants): number {
  return Math.min(Math.max(0, offered), mutexPeakReadsPerSecond(k));
}

/** The mutex ceiling in queries/s: the reads it can pass / misses per query (none for miss 0). */
export function mutexCeilingQps(miss: number, k: MutexConstants): number {
  return miss > 0 ? mutexPeakReadsPerSecond(k) / miss : Number.MAX_VALUE;
}
