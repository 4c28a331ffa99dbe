/**
 * The short-term excess an EBS volume's limiter admits near its IOPS cap (issue 40 item 2).
 *
 * EBS enforces a volume's provisioned IOPS as a rate limit with a bucket (devices/reader.ts): a run
 * that starts on a volume below its cap finds the bucket full and is admitted `bucket` IOs above
 * the cap, as fast as its own readers, the instance's EBS ceiling and the bandwidth caps allow
 * (the burst rate); after that it runs at the cap. `n` reads that the cap alone would serve in
 * n / cap seconds then take
 *
 *     T = max( n / burstRate, (n − bucket) / cap )
 *
 * so the rate the run sees is cap × (1 + excess), excess = bucket / (n − bucket): large for a
 * short run, small for a long one (bucket = EBS_LIMITER_BUCKET_S × the provisioned IOPS: 0.41 s,
 * 0.1 % of case A's 333 s duplicate check). The rate never exceeds the burst rate (so never the
 * instance's EBS ceiling), a run below the cap is unchanged (burstRate ≤ cap), and a higher cap
 * never gives a longer T. docs/model.md "The EBS limiter's bucket" gives the sources.
 */

/**
 * Seconds `reads` reads take at a cap of `capRate` reads/s behind a bucket of `bucketReads` reads
 * that is served at up to `burstRate` reads/s (≤ capRate: no burst, reads / capRate).
 */
export function limitedSeconds(
  reads: number,
  capRate: number,
  burstRate: number,
  bucketReads: number,
): number {
  if (!(reads > 0) || !(capRate > 0)) return 0;
  const atCap = reads / capRate;
  if (!(burstRate > capRate) || !(bucketReads > 0)) return atCap;
  return Math.max(reads / burstRate, (reads - bucketReads) / capRate);
}

/**
 * The excess over the cap a run of fixed length `windowS` seconds measures (a time-based
 * benchmark such as fio's `runtime`): it is admitted the bucket on top of the cap's reads, so
 * (cap × windowS + bucket) / windowS = cap × (1 + bucketS / windowS).
 */
export function windowExcess(bucketS: number, windowS: number): number {
  return windowS > 0 ? Math.max(0, bucketS) / windowS : 0;
}
