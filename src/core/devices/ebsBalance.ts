/**
 * The instance's EBS burst as AWS meters it: two balances, EBSIOBalance% and EBSByteBalance%
 * (CloudWatch, per instance, 0-100 %), each drained by IO above the instance's baseline EBS
 * ceiling and refilled by IO below it.
 *
 * AWS documents the burst only as "can support maximum performance for 30 minutes at least once
 * every 24 hours" (EC2 user guide, "Amazon EBS-optimized instances"). The bucket is therefore
 * derived, not read: a full bucket is what 30 minutes at the burst ceiling spends above the
 * baseline,
 *
 *   ioBucket   = (maxIops  − baselineIops)  · 1800 s   (IOs)
 *   byteBucket = (maxMiBps − baselineMiBps) · 1800 s   (MiB)
 *
 * and the refill rate is the slowest that still gives a full bucket once a day from empty on an
 * idle instance (bucket / 86,400 s; an assumption: AWS publishes no refill rate).
 */

/** Seconds of burst a full bucket holds at the burst ceiling (AWS: 30 minutes). */
export const EBS_BURST_FULL_SECONDS = 30 * 60;

/** Seconds over which an idle instance refills an empty bucket (assumption: once every 24 h). */
export const EBS_BURST_REFILL_SECONDS = 24 * 60 * 60;

/** An instance's EBS ceilings: baseline and burst. */
export interface EbsCeilings {
  baselineIops: number;
  maxIops: number;
  baselineMiBps: number;
  maxMiBps: number;
}

/** The two CloudWatch balances, percent of a full bucket (0-100). */
export interface EbsBalancesPct {
  ioPct: number;
  bytePct: number;
}

/** A balance clamped to 0-100 % (NaN reads as empty: nothing known is nothing to spend). */
export function clampBalancePct(pct: number): number {
  if (!Number.isFinite(pct)) return 0;
  return Math.min(100, Math.max(0, pct));
}

/** The buckets of an instance (IOs and MiB), derived from 30 minutes of burst above baseline. */
export function ebsBuckets(c: EbsCeilings): { ioCount: number; mib: number } {
  return {
    ioCount: Math.max(0, c.maxIops - c.baselineIops) * EBS_BURST_FULL_SECONDS,
    mib: Math.max(0, c.maxMiBps - c.baselineMiBps) * EBS_BURST_FULL_SECONDS,
  };
}

/**
 * Seconds a phase reading at `iops` and `mibps` (capped at the burst ceiling) can keep that rate
 * before either balance is empty: balance / (rate − baseline) for each bucket the phase drains,
 * Infinity when it reads at or below both baselines.
 */
export function burstSecondsAtRate(
  c: EbsCeilings,
  b: EbsBalancesPct,
  iops: number,
  mibps: number,
): number {
  const buckets = ebsBuckets(c);
  const ioDrain = Math.min(iops, c.maxIops) - c.baselineIops;
  const byteDrain = Math.min(mibps, c.maxMiBps) - c.baselineMiBps;
  const ioLeft = (clampBalancePct(b.ioPct) / 100) * buckets.ioCount;
  const byteLeft = (clampBalancePct(b.bytePct) / 100) * buckets.mib;
  const ioSeconds = ioDrain > 0 ? ioLeft / ioDrain : Infinity;
  const byteSeconds = byteDrain > 0 ? byteLeft / byteDrain : Infinity;
  return Math.min(ioSeconds, byteSeconds);
}

/**
 * Balances after reading `ioCount` IOs and `mib` MiB over `seconds` (e.g. a restore): each bucket
 * loses the IO above the baseline and gains the refill below it, clamped to 0-100 %.
 */
export function balancesAfter(
  c: EbsCeilings,
  start: EbsBalancesPct,
  use: { ioCount: number; mib: number; seconds: number },
): EbsBalancesPct {
  const buckets = ebsBuckets(c);
  const step = (pct: number, used: number, baselinePerS: number, bucket: number): number => {
    if (bucket <= 0) return 100;
    const above = Math.max(0, used - baselinePerS * use.seconds);
    const idleS = Math.max(0, use.seconds - used / Math.max(baselinePerS, 1e-9));
    const refill = (bucket * idleS) / EBS_BURST_REFILL_SECONDS;
    return clampBalancePct(pct + ((refill - above) / bucket) * 100);
  };
  return {
    ioPct: step(clampBalancePct(start.ioPct), use.ioCount, c.baselineIops, buckets.ioCount),
    bytePct: step(clampBalancePct(start.bytePct), use.mib, c.baselineMiBps, buckets.mib),
  };
}

/**
 * Balances right after restoring `restoreGiB` from a full bucket: the restore reads at the burst
 * bandwidth ceiling (large sequential IOs, so the byte bucket is the one it spends; its IO count
 * is the bytes in 256 KiB IOs, the largest EBS counts as one IO).
 */
export function balancesAfterRestore(c: EbsCeilings, restoreGiB: number): EbsBalancesPct {
  const mib = Math.max(0, restoreGiB) * 1024;
  const seconds = c.maxMiBps > 0 ? mib / c.maxMiBps : 0;
  return balancesAfter(c, { ioPct: 100, bytePct: 100 }, { ioCount: mib * 4, mib, seconds });
}

/** The legacy field `instance.burstUsedMin` (minutes of the 30 spent) as both balances. */
export function balancesFromBurstUsedMin(usedMin: number): EbsBalancesPct {
  const used = Number.isFinite(usedMin) ? Math.max(0, usedMin) : 0;
  const pct = clampBalancePct(100 * (1 - (used * 60) / EBS_BURST_FULL_SECONDS));
  return { ioPct: pct, bytePct: pct };
}
