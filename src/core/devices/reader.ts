/**
 * Per-file time of one startup reader (the duplicate check's workers, issue 25 mechanism 2), from
 * what a reader does with one file, and the queue-depth term of k readers in flight:
 *
 *     own(s)      = ios(s) · roundTrip + (s − 16 KiB · ios(s)) · perKiB + BUFFERED_READ_OVERHEAD
 *     fileTime(k) = own(s) + k · perReader + wait(k)
 *     wait(k)     = max(0, k / capFiles − (own(s) + k · perReader))    (the readers queue at the cap)
 *
 * One file is: open (no device IO: the directory scan has already stat()ed every file, in
 * `Dir_Walker::walk` of os0file.cc, and left its inode and dentry in the cache; the model charges
 * those inode reads to directories_scan),
 * one buffered read of the first `s` KiB (the kernel's readahead turns the 16 KiB page read into
 * one 32 KiB request; `fadvise` 16 KiB, `light` 4 KiB), which is ios(s) = ⌈s / 256 KiB⌉ EBS IOs
 * (one for every startup read), and close (no IO). docs/model.md section 2 gives the sources and
 * the published thread sweeps the result is checked against.
 */
import type { DeviceParams, ReaderCost } from '../storage/types.ts';
import {
  BUFFERED_READ_OVERHEAD_US,
  EBS_LATENCY_US_PER_KIB,
  NVME_LATENCY_US_PER_THREAD,
  NVME_READER_FILE_US_32K,
  NVME_READER_FILE_US_4K,
} from './constants.ts';

/**
 * One EBS reader's own cost, derived from its volume's latency curve (no figure of its own,
 * issue 40 item 2): a read of s KiB that is one EBS IO takes the volume's queue-depth-1 latency
 * at s (`latencyUs` in rate.ts: latency4k + (s − 4) · EBS_LATENCY_US_PER_KIB) plus the kernel's
 * buffered-read overhead, and each further IO above 256 KiB one more round trip (the curve's
 * fixed part, latency4k − 4 · per KiB). So the directory scan, the dictionary reads, the
 * duplicate check and the QPS client ceiling all read one figure for a volume. The published
 * duplicate-check sweeps (B near 0.6 ms a file at 32 KiB on gp3 and io2) set the curve's slope
 * (devices/constants.ts `EBS_QD1_READ_US_32K`). Memoised per device latency (a handful of values).
 */
const EBS_READERS = new Map<number, ReaderCost>();

export function ebsReader(latency4kUs: number): ReaderCost {
  let r = EBS_READERS.get(latency4kUs);
  if (!r) {
    r = Object.freeze({
      base4kUs: latency4kUs + BUFFERED_READ_OVERHEAD_US,
      usPerKiB: EBS_LATENCY_US_PER_KIB,
      usPerReader: 0,
      roundTripUs: Math.max(0, latency4kUs - 4 * EBS_LATENCY_US_PER_KIB),
    });
    EBS_READERS.set(latency4kUs, r);
  }
  return r;
}

/**
 * A gp3 volume's reader (the curve at case A's 330 µs buffered 4 KiB read), and one 16 KiB read
 * at queue depth 1 on it, µs (O_DIRECT): what Aurora's startup reader is measured against.
 */
export const EBS_RANDOM_READ_US_16K = 330 - BUFFERED_READ_OVERHEAD_US + 12 * EBS_LATENCY_US_PER_KIB;
export const EBS_READER: ReaderCost = ebsReader(330 - BUFFERED_READ_OVERHEAD_US);

/**
 * On local NVMe, measured: 90 µs at 4 KiB and 114.5 µs at 32 KiB with one reader (startup
 * constants), plus the device's own queue-depth term per reader in flight.
 */
export const NVME_READER: ReaderCost = Object.freeze({
  base4kUs: NVME_READER_FILE_US_4K - NVME_LATENCY_US_PER_THREAD,
  usPerKiB: (NVME_READER_FILE_US_32K - NVME_READER_FILE_US_4K) / 28,
  usPerReader: NVME_LATENCY_US_PER_THREAD,
});

/** Device IOs one read of `ioKiB` takes (EBS splits above 256 KiB; 0 = never split). */
export function readIos(p: DeviceParams, ioKiB: number): number {
  return p.maxIoKiB > 0 ? Math.max(1, Math.ceil(ioKiB / p.maxIoKiB)) : 1;
}

/** Reads/s the IOPS and bandwidth caps allow for `ioKiB` reads (no latency term); 0 if none. */
export function capsRate(p: DeviceParams, ioKiB: number): number {
  const r = Math.min(p.iops.value / readIos(p, ioKiB), (p.bandwidth.value * 1024) / ioKiB);
  return Number.isFinite(r) && r > 0 ? r : 0;
}

/**
 * What one reader spends per file reading `ioKiB` with `readers` in flight, before any wait at
 * the caps, microseconds: open and close (no IO), the IOs of the read, the transfer, the kernel's
 * buffered-read overhead, and the device's own per-reader term. On EBS that term is 0: the
 * published sweeps are linear in 1/k up to 16 readers and the sysbench rows reach 99-102 % of the
 * provisioned IOPS at 16 threads, so an IO does not wait for another below the caps (a per-reader
 * term would only add k·perReader·N/k = perReader·N, which a sweep cannot tell from its A).
 */
export function readerOwnUs(
  r: ReaderCost,
  p: DeviceParams,
  ioKiB: number,
  readers: number,
): number {
  const extraIos = readIos(p, ioKiB) - 1;
  return (
    r.base4kUs +
    Math.max(0, ioKiB - 4) * r.usPerKiB +
    extraIos * (r.roundTripUs ?? 0) +
    readers * r.usPerReader
  );
}

/**
 * The queue-depth term: how long each of `readers` readers waits per file at the caps,
 * microseconds, when they ask for more than `capFilesPerSecond` (the tighter of the volume's and
 * the instance's IOPS and bandwidth, in files). EBS enforces the caps as a rate limit (a token
 * bucket) in front of a sharded backend: below the caps no reader waits for another; at the caps
 * they queue, and by Little's law each file then takes readers / cap. So
 *
 *     wait = max(0, readers / cap − own)
 *
 * (the closed system of k readers with a deterministic server at the cap). An exponential server
 * (M/M/1-like, exact mean-value analysis for k readers) would start the wait well below the cap:
 * case A (4 readers asking 2.3× gp3's 3,000 IOPS) would run at 93 % of the cap, 359 s, where it
 * measured 337 s (99 %), and io2 at 32,000 IOPS would bend the published sweeps away from a line
 * in 1/k; the data support the sharp form.
 */
export function readerQueueUs(readers: number, ownUs: number, capFilesPerSecond: number): number {
  if (!(capFilesPerSecond > 0) || !Number.isFinite(capFilesPerSecond)) return 0;
  return Math.max(0, (readers * 1e6) / capFilesPerSecond - ownUs);
}

/**
 * Per-file time of one reader with `readers` in flight, wait at the caps included, microseconds
 * (no calibration factor, no first touch): the figure the published thread sweeps' B checks
 * (docs/model.md section 2).
 */
export function readerFileTimeUs(
  r: ReaderCost,
  p: DeviceParams,
  ioKiB: number,
  readers: number,
): number {
  const own = readerOwnUs(r, p, ioKiB, readers);
  return own + readerQueueUs(readers, own, capsRate(p, ioKiB));
}
