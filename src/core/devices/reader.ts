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
 * Round trip of one random 16 KiB read on an EBS volume, microseconds, at the instance's NVMe
 * interface: AWS designs io2 Block Express for "an average latency of under 500 microseconds for
 * 16KiB I/O operations" on EBS-optimized (Nitro) instances (EBS user guide, "Amazon EBS
 * optimization", https://docs.aws.amazon.com/ebs/latest/userguide/ebs-optimization.html). The
 * model takes the bound as the point figure. AWS publishes no such figure for gp3 or gp2; the
 * published duplicate-check sweeps give the same per-file time on gp3 and io2 (within 8 %), so
 * the same round trip stands for them (an assumption, the `readerFile` spread outside io2/gp3).
 * Not the catalog's `readLatencyUs` (330 µs gp3, 250 µs io2): that figure is the directory
 * scan's, whose inode-table reads are sequential and which ext4 reads ahead (32 blocks,
 * `inode_readahead_blks`); a reader's first-page read lands in a different file each time.
 */
export const EBS_RANDOM_READ_US_16K = 500;

/** IO size at which `EBS_RANDOM_READ_US_16K` is stated, KiB. */
const ROUND_TRIP_IO_KIB = 16;

/**
 * One EBS reader's own cost, derived (no fitted constant): per-file time =
 * base4kUs + (s − 4) · usPerKiB for a read that is one EBS IO, plus `roundTripUs` for each
 * further IO above 256 KiB. No per-reader term (see `readerFileUs`).
 */
export const EBS_READER: ReaderCost = Object.freeze({
  base4kUs:
    EBS_RANDOM_READ_US_16K -
    (ROUND_TRIP_IO_KIB - 4) * EBS_LATENCY_US_PER_KIB +
    BUFFERED_READ_OVERHEAD_US,
  usPerKiB: EBS_LATENCY_US_PER_KIB,
  usPerReader: 0,
  roundTripUs: EBS_RANDOM_READ_US_16K - ROUND_TRIP_IO_KIB * EBS_LATENCY_US_PER_KIB,
});

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
