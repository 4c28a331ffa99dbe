/**
 * An IO load a recommended configuration must serve (issue 15: production telemetry sized with
 * headroom), checked against each candidate's sustained device ceilings (volume and instance EBS
 * baseline, or local NVMe) in the search's inner loop.
 *
 * Reads depend on the buffer pool: a candidate with another buffer pool misses it more or less
 * often. With the model's miss ratio m(bp) (src/core/qps: 1 − bp / data, or skewed) scaled by a
 * factor fitted on the measured miss ratio (measured / m(current buffer pool)), a candidate's
 * reads are the measured reads × min(1, factor · m(bp)) / measured miss ratio. Without a measured
 * miss ratio reads are taken as measured whatever the buffer pool.
 */
import type { AccessSkew } from '../qps/index.ts';
import { missRatio } from '../qps/index.ts';
import { formatInt, formatPercent } from '../format/index.ts';

export interface IoTarget {
  /** Counted as the device counts them (EBS: IOs up to 256 KiB as one), per second. */
  readIops: number;
  writeIops: number;
  readMiBps: number;
  writtenMiBps: number;
  /** Miss ratio the reads were measured at (0..1), and the fitted factor on the model's. */
  miss: { measured: number; factor: number } | null;
}

/** Reads' multiplier on a candidate with this buffer pool. */
export function readScale(
  io: IoTarget,
  bufferPoolGiB: number,
  dataGiB: number,
  skew?: AccessSkew,
): number {
  if (io.miss === null || !(io.miss.measured > 0)) return 1;
  const m = Math.min(1, io.miss.factor * missRatio(bufferPoolGiB, dataGiB, skew));
  return m / io.miss.measured;
}

/** IOPS and MiB/s the candidate must serve (writes weighted by their cost on the device). */
export function ioNeed(
  io: IoTarget,
  scale: number,
  writeIoCost: number,
): { iops: number; mibps: number } {
  return {
    iops: io.readIops * scale + io.writeIops * writeIoCost,
    mibps: io.readMiBps * scale + io.writtenMiBps,
  };
}

/** The IO binding of a result, in words: what it must serve against what it can. */
export function ioBinding(
  need: { iops: number; mibps: number },
  cap: { iops: number; mibps: number },
): string {
  const iopsUse = cap.iops > 0 ? need.iops / cap.iops : Infinity;
  const bwUse = cap.mibps > 0 ? need.mibps / cap.mibps : Infinity;
  const [what, n, c, unit] =
    iopsUse >= bwUse
      ? ['IOPS', need.iops, cap.iops, 'IOPS']
      : ['throughput', need.mibps, cap.mibps, 'MiB/s'];
  // Named by what binds (as "startup: …", "cost: …" are), not by the search's "io" target.
  return `${what}: needs ${formatInt(n)} ${unit} of the ${formatInt(c)} ${unit} it sustains (${formatPercent(Math.max(iopsUse, bwUse) * 100)})`;
}
