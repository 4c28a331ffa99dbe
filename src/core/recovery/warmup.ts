/**
 * Warm-up to the target load from a cold buffer pool. The server sustains the target once the
 * misses it needs, qps × readsPerQuery × (1 − f), fit in the device's read IOPS; each miss loads
 * one page, so the pool's filled fraction f grows at IOPS / poolPages per second:
 *     f* = max(0, 1 − IOPS / (qps × readsPerQuery)),   t = f* × poolPages / IOPS.
 * With innodb_buffer_pool_load_at_startup the dump loads in page order at the device bandwidth:
 *     t = min(t, dumpPages × pageKiB / 1024 / MiBps).
 */
export interface WarmupInputs {
  poolPages: number;
  pageKiB: number;
  qps: number;
  /** Pages a query reads with a cold pool. */
  readsPerQuery: number;
  deviceIops: number;
  deviceMiBps: number;
  /** Pages restored by the dump (0: no dump/load). */
  dumpPages: number;
}

export function coldWarmupSeconds(w: WarmupInputs): number {
  const need = w.qps * w.readsPerQuery;
  if (!(w.deviceIops > 0) || !(need > 0) || !(w.poolPages > 0)) return 0;
  const f = Math.max(0, 1 - w.deviceIops / need);
  return (f * w.poolPages) / w.deviceIops;
}

export function warmupSeconds(w: WarmupInputs): number {
  const cold = coldWarmupSeconds(w);
  if (!(w.dumpPages > 0) || !(w.deviceMiBps > 0)) return cold;
  return Math.min(cold, (w.dumpPages * w.pageKiB) / 1024 / w.deviceMiBps);
}
