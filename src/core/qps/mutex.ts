/**
 * MySQL 5.6/5.7 fil_system mutex as a curve with a maximum (brief section 5: 8 KiB pages gave
 * the best QPS on 5.6/5.7, 4 KiB got worse through lock contention; 8.0 removed the limit).
 *
 *     hold(D)   = FIL_MUTEX_HOLD_US · (1 + FIL_MUTEX_CONTENTION · ρ),   ρ = D · FIL_MUTEX_HOLD_US / 10⁶
 * (constants read from `QpsInputs.k`, so the uncertainty ranges can move them)
 *     served(D) = min(D, 10⁶ / hold(D))          page reads/s, D = page reads/s the rest offers
 *
 * A faster device (or smaller pages on a bandwidth-bound one) offers more reads; past the peak the
 * mutex serves fewer, not the same: contention is a curve, not a ceiling.
 */
import type { QpsConstants } from './constants.ts';

type MutexConstants = Pick<QpsConstants, 'filMutexHoldUs' | 'filMutexContention'>;

/** Page reads/s the mutex serves when the rest of the server offers `offered` per second. */
export function mutexServedReadsPerSecond(offered: number, k: MutexConstants): number {
  const hold = k.filMutexHoldUs;
  const rho = (Math.max(0, offered) * hold) / 1e6;
  return 1e6 / (hold * (1 + k.filMutexContention * rho));
}

/** The mutex ceiling in queries/s: served reads / misses per query (Infinity-free for miss > 0). */
export function mutexCeilingQps(
  offeredReadsPerSecond: number,
  miss: number,
  k: MutexConstants,
): number {
  return miss > 0 ? mutexServedReadsPerSecond(offeredReadsPerSecond, k) / miss : Number.MAX_VALUE;
}

/** The most page reads/s the mutex ever serves (the curve's maximum), for explanations. */
export function mutexPeakReadsPerSecond(constants: MutexConstants): number {
  const k = constants.filMutexContention;
  const capacity = 1e6 / constants.filMutexHoldUs;
  return k > 0 ? (capacity * (Math.sqrt(1 + 4 * k) - 1)) / (2 * k) : capacity;
}
