/**
 * The numeric core of the startup model: seconds and bound of each phase from resolved inputs.
 * Kept free of strings so the recommend search can call it a million times; index.ts adds the
 * explanations.
 *
 * Per phase (files = tables, one `.ibd` each; n = scan threads, readers = n + 1):
 *   directories_scan  = files × DIR_CPU + inodeBlocks × metaRead(4 KiB)         (cold cache)
 *   duplicate_check   = max( files / rate(ioKiB, readers), files × DUP_CPU / min(readers, vCPU) )
 *   dd_files_reading  = ddPages × metaRead(16 KiB) + files × DD_CPU
 *   validation        = files × VAL_CPU / min(max(n, 1), vCPU)                   (paths ON)
 * where metaRead(s) = max(1 / rate(s, 1), latency(s, 1) + META_READ_OVERHEAD) is one
 * single-threaded buffered read.
 */
import type { Bound, PhaseName } from '../types.ts';
import type { DeviceParams } from '../devices/params.ts';
import { latencyUs, rateValue } from '../devices/rate.ts';
import type { StartupOpt } from '../scenario/types.ts';
import type { StartupConstants } from './constants.ts';
import {
  DD_KIB_PER_TABLE,
  DD_PAGE_KIB,
  DUPLICATE_CHECK_IO_KIB,
  FIL_SCAN_MAX_THREADS,
  FIL_SCAN_THREADS_PER_CORE,
  INODES_PER_BLOCK,
  WARM_CACHE_KIB_PER_FILE,
} from './constants.ts';
import { scanThreads } from './threads.ts';

export interface StartupInputs {
  files: number;
  vcpu: number;
  /** The version scans every `.ibd` at startup (8.0+ data dictionary). */
  scansFiles: boolean;
  filesPerScanThread: number;
  opt: StartupOpt;
  warmCache: boolean;
  validatePaths: boolean;
  /** Device parameters at burst (and first-touch latency for a restored volume). */
  device: DeviceParams;
  /** Seconds spent initializing a restored volume before start (0 if none). */
  initializationSeconds: number;
  /** Per-phase multipliers from a calibration profile (1 = none). */
  factors: Record<
    'directories_scan' | 'duplicate_check' | 'dd_files_reading' | 'validation',
    number
  >;
  /** The fitted constants (`STARTUP_CONSTANTS`; the uncertainty ranges pass either end). */
  k: Readonly<StartupConstants>;
  /**
   * Crash recovery of MySQL before 5.7.5: one thread walks the data directory and reads the first
   * page of every `.ibd` (tablespace discovery).
   */
  crashDiscovery: boolean;
}

export interface PhaseNumbers {
  name: PhaseName;
  seconds: number;
  bound: Bound;
  reads: number;
  ioSizeKiB: number;
  threads: number;
  readsPerSecond: number;
  bytesReadKiB: number;
}

export interface StartupNumbers {
  phases: PhaseNumbers[];
  totalSeconds: number;
  scanThreads: number;
  bytesReadKiB: number;
}

/** Single-threaded buffered read: seconds per read and its bound. */
/** Result of metaRead/bufferedRate, reused: the search calls them millions of times. */
const READ = { seconds: 0, rate: 0, bound: 'latency' as Bound };

/** The cap (IOPS or bandwidth) that binds a capped rate. */
function capBound(p: DeviceParams, ioKiB: number): Bound {
  const byIops = p.iops.value / Math.max(1, p.maxIoKiB > 0 ? Math.ceil(ioKiB / p.maxIoKiB) : 1);
  const byBw = (p.bandwidth.value * 1024) / ioKiB;
  return byIops <= byBw ? p.iops.bound : p.bandwidth.bound;
}

/** One single-threaded buffered read: fills READ.seconds and READ.bound. */
function metaRead(p: DeviceParams, ioKiB: number, overheadUs: number): typeof READ {
  const capped = 1 / rateValue(p, ioKiB, 1);
  const latency = (latencyUs(p, ioKiB, 1) + overheadUs) / 1e6;
  READ.seconds = Math.max(latency, capped);
  READ.rate = 1 / READ.seconds;
  READ.bound = latency >= capped ? 'latency' : capBound(p, ioKiB);
  return READ;
}

function emptyPhase(): PhaseNumbers {
  return {
    name: 'server_fixed',
    seconds: 0,
    bound: 'fixed',
    reads: 0,
    ioSizeKiB: 0,
    threads: 1,
    readsPerSecond: 0,
    bytesReadKiB: 0,
  };
}

/** Fills `out` (reused by the fast path, fresh otherwise) and returns it. */
function phase(
  out: PhaseNumbers,
  name: PhaseName,
  seconds: number,
  bound: Bound,
  reads = 0,
  ioSizeKiB = 0,
  threads = 1,
  readsPerSecond = 0,
): PhaseNumbers {
  out.name = name;
  out.seconds = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  out.bound = bound;
  out.reads = reads;
  out.ioSizeKiB = ioSizeKiB;
  out.threads = threads;
  out.readsPerSecond = readsPerSecond;
  out.bytesReadKiB = reads * ioSizeKiB;
  return out;
}

function directoriesScan(x: StartupInputs, out: PhaseNumbers): PhaseNumbers {
  const cpu = (x.files * x.k.dirScanCpuUsPerFile) / 1e6;
  if (x.warmCache) return phase(out, 'directories_scan', cpu * x.factors.directories_scan, 'cpu');
  const blocks = Math.ceil(x.files / INODES_PER_BLOCK);
  const read = metaRead(x.device, 4, x.k.bufferedReadOverheadUs);
  const io = blocks * read.seconds;
  const bound = io >= cpu ? read.bound : 'cpu';
  const seconds = (cpu + io) * x.factors.directories_scan;
  return phase(out, 'directories_scan', seconds, bound, blocks, 4, 1, 1 / read.seconds);
}

/** Read rate of `readers` threads doing buffered reads of `ioKiB` (device caps, latency + overhead). */
/** Reads/s of `readers` threads doing buffered reads: fills READ.rate and READ.bound. */
function bufferedRate(
  p: DeviceParams,
  ioKiB: number,
  readers: number,
  overheadUs: number,
): typeof READ {
  const capped = rateValue(p, ioKiB, readers);
  const byLatency = (readers * 1e6) / (latencyUs(p, ioKiB, readers) + overheadUs);
  READ.rate = Math.min(capped, byLatency);
  READ.seconds = 1 / READ.rate;
  READ.bound = byLatency < capped ? 'latency' : capBound(p, ioKiB);
  return READ;
}

function duplicateCheck(x: StartupInputs, n: number, out: PhaseNumbers): PhaseNumbers {
  const readers = n + 1;
  const cpu = (x.files * x.k.duplicateCheckCpuUsPerFile) / 1e6 / Math.min(readers, x.vcpu);
  const ioKiB = DUPLICATE_CHECK_IO_KIB[x.opt];
  const deviceKiB = x.warmCache ? Math.max(0, ioKiB - WARM_CACHE_KIB_PER_FILE) : ioKiB;
  if (deviceKiB <= 0) return phase(out, 'duplicate_check', cpu * x.factors.duplicate_check, 'cpu');
  const r = bufferedRate(x.device, deviceKiB, readers, x.k.bufferedReadOverheadUs);
  const io = x.files / r.rate;
  // Latency-bound with the thread count at InnoDB's hardware cap: more threads are what would help.
  const atCap = n > 0 && n === Math.min(FIL_SCAN_THREADS_PER_CORE * x.vcpu, FIL_SCAN_MAX_THREADS);
  const ioBound: Bound = r.bound === 'latency' && atCap ? 'threads' : r.bound;
  const bound: Bound = io >= cpu ? ioBound : 'cpu';
  const seconds = Math.max(io, cpu) * x.factors.duplicate_check;
  return phase(out, 'duplicate_check', seconds, bound, x.files, deviceKiB, readers, r.rate);
}

function ddFilesReading(x: StartupInputs, out: PhaseNumbers): PhaseNumbers {
  const cpu = (x.files * x.k.ddCpuUsPerTable) / 1e6;
  const pages = Math.ceil((x.files * DD_KIB_PER_TABLE) / DD_PAGE_KIB);
  const read = metaRead(x.device, DD_PAGE_KIB, x.k.bufferedReadOverheadUs);
  const io = pages * read.seconds;
  const bound = io >= cpu ? read.bound : 'cpu';
  const seconds = (cpu + io) * x.factors.dd_files_reading;
  return phase(out, 'dd_files_reading', seconds, bound, pages, DD_PAGE_KIB, 1, 1 / read.seconds);
}

function validation(x: StartupInputs, n: number, out: PhaseNumbers): PhaseNumbers {
  if (!x.validatePaths) return phase(out, 'validation', 0, 'fixed');
  const parallel = Math.min(Math.max(n, 1), x.vcpu);
  const cpu = (x.files * x.k.validationCpuUsPerTablespace) / 1e6 / parallel;
  return phase(out, 'validation', cpu * x.factors.validation, 'cpu');
}

/**
 * Crash-recovery tablespace discovery (MySQL before 5.7.5, WL#7142): one thread opens every `.ibd`
 * and reads its first page, a buffered read with the kernel's readahead (32 KiB, as the 8.0
 * duplicate check's default), at the single-reader rate: files × metaRead(32 KiB) + files × CPU.
 */
function tablespaceDiscovery(x: StartupInputs, out: PhaseNumbers): PhaseNumbers {
  const scale = x.k.crashDiscoveryTimeFactor;
  const cpu = (x.files * x.k.duplicateCheckCpuUsPerFile * scale) / 1e6;
  const ioKiB = DUPLICATE_CHECK_IO_KIB.default;
  const deviceKiB = x.warmCache ? Math.max(0, ioKiB - WARM_CACHE_KIB_PER_FILE) : ioKiB;
  const read = metaRead(x.device, deviceKiB, x.k.bufferedReadOverheadUs);
  const io = x.files * read.seconds * scale;
  const bound = io >= cpu ? read.bound : 'cpu';
  return phase(
    out,
    'tablespace_discovery',
    cpu + io,
    bound,
    x.files,
    deviceKiB,
    1,
    1 / (read.seconds * scale),
  );
}

function computePhases(
  x: StartupInputs,
  slots: PhaseNumbers[],
): { phases: PhaseNumbers[]; n: number } {
  const n = x.scansFiles ? scanThreads(x.files, x.vcpu, x.filesPerScanThread) : 0;
  const [a, b, c, d, e, f, g] = slots as [
    PhaseNumbers,
    PhaseNumbers,
    PhaseNumbers,
    PhaseNumbers,
    PhaseNumbers,
    PhaseNumbers,
    PhaseNumbers,
  ];
  const phases = x.scansFiles
    ? [directoriesScan(x, a), duplicateCheck(x, n, b), ddFilesReading(x, c), validation(x, n, d)]
    : [
        x.crashDiscovery ? directoriesScan(x, a) : phase(a, 'directories_scan', 0, 'fixed'),
        phase(b, 'duplicate_check', 0, 'fixed'),
        phase(c, 'dd_files_reading', 0, 'fixed'),
        phase(d, 'validation', 0, 'fixed'),
      ];
  if (!x.scansFiles && x.crashDiscovery) phases.push(tablespaceDiscovery(x, g));
  if (x.initializationSeconds > 0)
    phases.push(phase(e, 'volume_initialization', x.initializationSeconds, 'bandwidth'));
  phases.push(phase(f, 'server_fixed', x.k.serverFixedSeconds, 'fixed'));
  return { phases, n };
}

export function startupNumbers(x: StartupInputs): StartupNumbers {
  const { phases, n } = computePhases(x, Array.from({ length: 7 }, emptyPhase));
  let total = 0;
  let bytes = 0;
  for (const p of phases) {
    total += p.seconds;
    bytes += p.bytesReadKiB;
  }
  return { phases, totalSeconds: total, scanThreads: n, bytesReadKiB: bytes };
}

const [S1, S2, S3, S4] = [emptyPhase(), emptyPhase(), emptyPhase(), emptyPhase()];

/**
 * Total startup seconds only, into scratch phases (hot path of the recommend search); the same
 * sum as `startupNumbers(x).totalSeconds`.
 */
export function startupTotalSeconds(x: StartupInputs): number {
  let total = x.k.serverFixedSeconds + (x.initializationSeconds > 0 ? x.initializationSeconds : 0);
  if (!x.scansFiles) {
    if (x.crashDiscovery)
      total += directoriesScan(x, S1).seconds + tablespaceDiscovery(x, S2).seconds;
    return total;
  }
  const n = scanThreads(x.files, x.vcpu, x.filesPerScanThread);
  total += directoriesScan(x, S1).seconds;
  total += duplicateCheck(x, n, S2).seconds;
  total += ddFilesReading(x, S3).seconds;
  total += validation(x, n, S4).seconds;
  return total;
}
