/**
 * The numeric core of the startup model: seconds and bound of each phase from resolved inputs.
 * Kept free of strings so the recommend search can call it a million times; index.ts adds the
 * explanations.
 *
 * Per phase (files = tables, one `.ibd` each; n = scan threads; readers = n, or the main thread
 * alone when n = 0: InnoDB's parallel-for gives the main thread only the files % n left over):
 *   directories_scan  = files × DIR_CPU + inodeBlocks × metaRead(4 KiB)         (cold cache)
 *   duplicate_check   = max( files × (fileTime(ioKiB, readers) + wait) / readers,
 *                            files × DUP_CPU / min(readers, vCPU) )
 *                       wait = max(0, readers / caps(ioKiB) − fileTime)   (queue at the caps)
 *   dd_files_reading  = ddPages × metaRead(16 KiB) + files × DD_CPU
 *   validation        = files × VAL_CPU / min(max(n, 1), vCPU)                   (paths ON)
 *   dictionary_load   = inodeBlocks × metaRead(4 KiB) + ddPages × metaRead(16 KiB)
 *                       + files × DICT_CPU(version) + walks × files² / (2 × FIL_HASH_CELLS) × STEP
 *                                                    (5.6/5.7: replaces the four 8.0 phases)
 * where metaRead(s) = max(1 / rate(s, 1), latency(s, 1) + META_READ_OVERHEAD) is one
 * single-threaded buffered read, fileTime the per-file time of one reader (DeviceParams.reader),
 * and on a restored volume every read adds firstTouch × min(1, stride / SNAPSHOT_BLOCK) (the
 * first touch is paid once per snapshot block, and `stride` KiB of the volume pass per read).
 * On an instance whose EBS ceiling bursts, the IO phases run at the burst ceiling while both EBS
 * balances last (each drained by the phase's rate above the baseline) and at the baseline after.
 */
import type { Bound, PhaseName } from '../types.ts';
import type { DeviceParams } from '../devices/params.ts';
import { latencyUs, rateValue } from '../devices/rate.ts';
import { SNAPSHOT_BLOCK_KIB } from '../devices/constants.ts';
import { capsRate, readIos, readerOwnUs, readerQueueUs } from '../devices/reader.ts';
import { limitedSeconds } from '../devices/limiter.ts';
import type { StartupOpt } from '../scenario/types.ts';
import type { StartupConstants } from './constants.ts';
import {
  DD_KIB_PER_TABLE,
  DD_PAGE_KIB,
  DUPLICATE_CHECK_IO_KIB,
  FIL_HASH_CELLS,
  FIL_HASH_STEP_NS,
  FIL_HASH_WALKS_PER_TABLE,
  FIL_SCAN_MAX_THREADS,
  FIL_SCAN_THREADS_PER_CORE,
  INODES_PER_BLOCK,
  WARM_CACHE_KIB_PER_FILE,
} from './constants.ts';
import { scanThreads } from './threads.ts';
import type { StartupBurst } from './burst.ts';

export interface StartupInputs {
  files: number;
  vcpu: number;
  /** The version scans every `.ibd` at startup (8.0+ data dictionary). */
  scansFiles: boolean;
  filesPerScanThread: number;
  /** Duplicate-check worker threads the user set (`mysql.duplicateCheckThreads`); 0 = MySQL's rule. */
  duplicateCheckThreads: number;
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
  /**
   * MySQL 5.6/5.7: CPU per table of loading the tablespaces from the InnoDB dictionary at start
   * (`dict_check_tablespaces_and_store_max_id`), microseconds; 0 when the version does not run it
   * (8.0+, or 5.6 crash recovery whose discovery already opened every file).
   */
  dictionaryLoadCpuUsPerTable: number;
  /**
   * Extra time of the first read of a snapshot block on a volume restored with no remedy,
   * microseconds (0 otherwise): paid once per block fetched (SNAPSHOT_BLOCK_KIB).
   */
  firstTouchUs: number;
  /** Average size of one `.ibd` on disk, KiB: how far apart two files' first pages lie. */
  fileKiB: number;
  /**
   * The instance's EBS burst (null: its ceiling does not burst): its two balances (what they
   * hold now and at the range's pessimistic end) and the baseline the IO phases fall to after it.
   */
  burst: StartupBurst | null;
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
  /** The instance's EBS burst ran out before or during this phase (part of it at the baseline). */
  atBaseline?: boolean;
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

/**
 * The first-touch time a read adds on a restored volume, microseconds: the block fetch, shared by
 * the reads of the `strideKiB` of the volume that each read moves on (inode blocks, dictionary
 * pages, adjacent small files lie next to each other).
 */
function firstTouchShare(x: StartupInputs, strideKiB: number): number {
  return x.firstTouchUs > 0 ? x.firstTouchUs * Math.min(1, strideKiB / SNAPSHOT_BLOCK_KIB) : 0;
}

/** One single-threaded buffered read: fills READ.seconds and READ.bound. */
function metaRead(p: DeviceParams, ioKiB: number, overheadUs: number, extraUs = 0): typeof READ {
  const capped = 1 / rateValue(p, ioKiB, 1);
  const latency = (latencyUs(p, ioKiB, 1) + overheadUs + extraUs) / 1e6;
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
  out.atBaseline = false;
  return out;
}

function directoriesScan(x: StartupInputs, out: PhaseNumbers): PhaseNumbers {
  const cpu = (x.files * x.k.dirScanCpuUsPerFile) / 1e6;
  if (x.warmCache) return phase(out, 'directories_scan', cpu * x.factors.directories_scan, 'cpu');
  const blocks = Math.ceil(x.files / INODES_PER_BLOCK);
  const read = metaRead(x.device, 4, x.k.bufferedReadOverheadUs, firstTouchShare(x, 4));
  const io = blocks * read.seconds;
  const bound = io >= cpu ? read.bound : 'cpu';
  const seconds = (cpu + io) * x.factors.directories_scan;
  return phase(out, 'directories_scan', seconds, bound, blocks, 4, 1, 1 / read.seconds);
}

/**
 * Per-file time of one startup reader reading `ioKiB` of each file with `readers` in flight,
 * before any wait at the caps, microseconds: the device's reader cost (devices/reader.ts: open,
 * buffered read, close) when it has one, else its latency + the buffered-read overhead; plus the
 * restored volume's first-touch share.
 */
function readerFileUs(x: StartupInputs, ioKiB: number, readers: number): number {
  const r = x.device.reader;
  const own = r
    ? readerOwnUs(r, x.device, ioKiB, readers) * x.k.readerFileFactor
    : latencyUs(x.device, ioKiB, readers) + x.k.bufferedReadOverheadUs;
  return own + firstTouchShare(x, x.fileKiB);
}

/**
 * Files/s of `readers` startup readers: fills READ.rate and READ.bound. With a reader cost, each
 * file takes own + wait(readers) (devices/reader.ts `readerQueueUs`: the readers queue at the
 * IOPS and bandwidth caps, the volume's or the instance's), so the rate is readers / (own + wait).
 */
function readersRate(x: StartupInputs, ioKiB: number, readers: number): typeof READ {
  const own = readerFileUs(x, ioKiB, readers);
  if (!x.device.reader) {
    const capped = rateValue(x.device, ioKiB, readers);
    const byLatency = (readers * 1e6) / own;
    READ.rate = Math.min(capped, byLatency);
    READ.bound = byLatency < capped ? 'latency' : capBound(x.device, ioKiB);
  } else {
    // A reader cost replaces the device's own latency term (fitted at 16 threads, O_DIRECT):
    // only the IOPS and bandwidth caps remain, as the queue-depth term.
    const capped = capsRate(x.device, ioKiB);
    const wait = readerQueueUs(readers, own, capped);
    READ.rate = capped > 0 ? (readers * 1e6) / (own + wait) : 0;
    READ.bound = wait > 0 ? capBound(x.device, ioKiB) : 'latency';
  }
  READ.seconds = 1 / READ.rate;
  return READ;
}

/**
 * Threads that read during the duplicate check: the n workers, or the main thread alone below
 * the first worker's threshold (InnoDB's par_for hands the main thread only files % n, so it
 * does not add a reader in flight: the seed's "Using 5 threads" log shows Thread# 0-3 only).
 */
/**
 * Worker threads of the duplicate check: the user's setting (`mysql.duplicateCheckThreads`, bug
 * #116716) when given, else InnoDB's rule (`scanThreads`).
 */
export function checkThreads(x: StartupInputs): number {
  return x.duplicateCheckThreads > 0
    ? x.duplicateCheckThreads
    : scanThreads(x.files, x.vcpu, x.filesPerScanThread);
}

export function duplicateCheckReaders(n: number): number {
  return n > 0 ? n : 1;
}

/**
 * Seconds of the duplicate check's reads at `rate` files/s; at the volume's own IOPS cap, the
 * volume limiter's bucket (devices/limiter.ts) admits `limiterBucketSeconds` of the cap above it,
 * read as fast as the readers, the bandwidth caps and the instance's EBS IOPS ceiling allow. The
 * phase before it (the directory scan, one reader) leaves the bucket full: one reader at the
 * latency curve's 4 KiB point reads near, not above, gp3's smallest cap.
 */
function bucketedSeconds(
  x: StartupInputs,
  ioKiB: number,
  readers: number,
  rate: number,
  bound: Bound,
): number {
  const p = x.device;
  if (bound !== 'iops' || !p.volumeBucket || !p.reader) return x.files / rate;
  const ios = readIos(p, ioKiB);
  const own = (readers * 1e6) / readerFileUs(x, ioKiB, readers);
  const ceiling = Math.min(
    p.volumeBucket.burstIopsCeiling / ios,
    (p.bandwidth.value * 1024) / ioKiB,
  );
  const bucketFiles = (x.k.limiterBucketSeconds * p.iops.value) / ios;
  return limitedSeconds(x.files, rate, Math.min(own, ceiling), bucketFiles);
}

function duplicateCheck(x: StartupInputs, n: number, out: PhaseNumbers): PhaseNumbers {
  const readers = duplicateCheckReaders(n);
  const cpu = (x.files * x.k.duplicateCheckCpuUsPerFile) / 1e6 / Math.min(readers, x.vcpu);
  const ioKiB = DUPLICATE_CHECK_IO_KIB[x.opt];
  const deviceKiB = x.warmCache ? Math.max(0, ioKiB - WARM_CACHE_KIB_PER_FILE) : ioKiB;
  if (deviceKiB <= 0) return phase(out, 'duplicate_check', cpu * x.factors.duplicate_check, 'cpu');
  const r = readersRate(x, deviceKiB, readers);
  const io = bucketedSeconds(x, deviceKiB, readers, r.rate, r.bound);
  // Latency-bound with the thread count at InnoDB's hardware cap: more threads are what would help.
  const atCap = n > 0 && n === Math.min(FIL_SCAN_THREADS_PER_CORE * x.vcpu, FIL_SCAN_MAX_THREADS);
  const ioBound: Bound = r.bound === 'latency' && atCap ? 'threads' : r.bound;
  const bound: Bound = io >= cpu ? ioBound : 'cpu';
  const seconds = Math.max(io, cpu) * x.factors.duplicate_check;
  return phase(out, 'duplicate_check', seconds, bound, x.files, deviceKiB, readers, r.rate);
}

/**
 * Whether the duplicate check waits on its readers' per-file time (not on an IOPS or bandwidth
 * cap): where the reader's measured cost, rather than the device's caps, sets the phase.
 */
export function duplicateCheckReaderBound(x: StartupInputs): boolean {
  if (!x.scansFiles) return false;
  const n = checkThreads(x);
  const ioKiB = DUPLICATE_CHECK_IO_KIB[x.opt];
  const deviceKiB = x.warmCache ? Math.max(0, ioKiB - WARM_CACHE_KIB_PER_FILE) : ioKiB;
  if (deviceKiB <= 0) return false;
  return readersRate(x, deviceKiB, duplicateCheckReaders(n)).bound === 'latency';
}

function ddFilesReading(x: StartupInputs, out: PhaseNumbers): PhaseNumbers {
  const cpu = (x.files * x.k.ddCpuUsPerTable) / 1e6;
  const pages = Math.ceil((x.files * DD_KIB_PER_TABLE) / DD_PAGE_KIB);
  const extra = firstTouchShare(x, DD_PAGE_KIB);
  const read = metaRead(x.device, DD_PAGE_KIB, x.k.bufferedReadOverheadUs, extra);
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
  const extra = firstTouchShare(x, x.fileKiB);
  const read = metaRead(x.device, deviceKiB, x.k.bufferedReadOverheadUs, extra);
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

/**
 * Tablespace load of MySQL 5.6 and 5.7 at start (`dict_check_tablespaces_and_store_max_id`): one
 * thread reads every table's row of the InnoDB dictionary (SYS_TABLES, SYS_DATAFILES in ibdata1),
 * opens its `.ibd` (reading its inode when the cache is cold) and creates its tablespace and file
 * objects in the fil_system hash tables, whose 50,000 cells (`fil_init`) make every lookup and
 * insert walk chains that grow with the table count: the one term faster than linear.
 */
function dictionaryLoad(x: StartupInputs, out: PhaseNumbers): PhaseNumbers {
  const chainSteps = (FIL_HASH_WALKS_PER_TABLE * x.files * x.files) / (2 * FIL_HASH_CELLS);
  const cpu =
    ((x.files * x.dictionaryLoadCpuUsPerTable + (chainSteps * FIL_HASH_STEP_NS) / 1000) / 1e6) *
    x.k.dictionaryLoadFactor;
  const pages = Math.ceil((x.files * DD_KIB_PER_TABLE) / DD_PAGE_KIB);
  const dict = metaRead(x.device, DD_PAGE_KIB, x.k.bufferedReadOverheadUs, firstTouchShare(x, 16));
  let io = pages * dict.seconds;
  let bound = dict.bound;
  let reads = pages;
  if (!x.warmCache) {
    const blocks = Math.ceil(x.files / INODES_PER_BLOCK);
    const inode = metaRead(x.device, 4, x.k.bufferedReadOverheadUs, firstTouchShare(x, 4));
    io += blocks * inode.seconds;
    bound = inode.bound;
    reads += blocks;
  }
  const readKiB = reads > 0 ? (pages * DD_PAGE_KIB + (reads - pages) * 4) / reads : 0;
  const rate = io > 0 ? reads / io : 0;
  return phase(
    out,
    'dictionary_load',
    cpu + io,
    io >= cpu ? bound : 'cpu',
    reads,
    readKiB,
    1,
    rate,
  );
}

/** The phases at the device in `x` (burst ceiling), into `slots`. */
function computePhases(
  x: StartupInputs,
  slots: PhaseNumbers[],
): { phases: PhaseNumbers[]; n: number } {
  const n = x.scansFiles ? checkThreads(x) : 0;
  const [a, b, c, d, e, f, g, h] = slots as [
    PhaseNumbers,
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
  if (!x.scansFiles && x.dictionaryLoadCpuUsPerTable > 0) phases.push(dictionaryLoad(x, h));
  if (x.initializationSeconds > 0)
    phases.push(phase(e, 'volume_initialization', x.initializationSeconds, 'bandwidth'));
  phases.push(phase(f, 'server_fixed', x.k.serverFixedSeconds, 'fixed'));
  return { phases, n };
}

/** The burst is spent by the phases that read from the EBS volume (not by CPU or fixed ones). */
function drainsBurst(p: PhaseNumbers): boolean {
  return p.reads > 0 && p.name !== 'volume_initialization';
}

/** Which of the instance's two EBS ceilings are at their baseline: bit 1 IOPS, bit 2 MiB/s. */
type Capped = 0 | 1 | 2 | 3;
const IOPS_CAPPED = 1;
const MIBPS_CAPPED = 2;

/**
 * `x` with its device's IOPS and/or bandwidth at the instance's baseline EBS ceiling where the
 * device reads faster (a copy; `x` itself when nothing changes).
 */
function atBaseline(x: StartupInputs, capped: Capped): StartupInputs {
  const b = x.burst;
  const d = x.device;
  if (!b || d.onEbs !== true || capped === 0) return x;
  const iops = (capped & IOPS_CAPPED) !== 0 && b.baselineIops < d.iops.value;
  const bw = (capped & MIBPS_CAPPED) !== 0 && b.baselineMiBps < d.bandwidth.value;
  const bucketCut =
    (capped & IOPS_CAPPED) !== 0 &&
    d.volumeBucket !== undefined &&
    b.baselineIops < d.volumeBucket.burstIopsCeiling;
  if (!iops && !bw && !bucketCut) return x;
  return {
    ...x,
    device: {
      ...d,
      iops: iops ? { ...d.iops, value: b.baselineIops, bound: 'instance-ebs' } : d.iops,
      bandwidth: bw
        ? { ...d.bandwidth, value: b.baselineMiBps, bound: 'instance-ebs' }
        : d.bandwidth,
      // At the baseline IOPS ceiling a volume's burst cannot read above it either.
      volumeBucket: bucketCut ? { burstIopsCeiling: b.baselineIops } : d.volumeBucket,
    },
  };
}

/** The two balances (IOs and MiB above the baseline) and which ceilings are at the baseline. */
interface Balances {
  io: number;
  mib: number;
  capped: Capped;
}

/**
 * One phase with the balances `bal` (updated): in at most three closed-form steps, the phase runs
 * in the device state of the ceilings capped so far, each balance drained by the phase's rate
 * above its baseline in that state (capped at the burst ceiling; no refill within a start: a
 * refill by time below the baseline would make a faster device give a slower start); when one
 * empties, its ceiling drops to the baseline and the rest of the phase's work runs in the new
 * state. Returns the phase's seconds and its last state's figures.
 */
function phaseWithBalances(
  b: NonNullable<StartupInputs['burst']>,
  at: (c: Capped) => PhaseNumbers | undefined,
  bal: Balances,
): { seconds: number; state: PhaseNumbers | undefined } {
  let left = 1; // share of the phase's work still to do
  let seconds = 0;
  let v = at(bal.capped);
  for (let step = 0; step < 3 && v !== undefined && v.seconds > 0; step += 1) {
    const rest = left * v.seconds;
    const ioBy = (bal.capped & IOPS_CAPPED) === 0 ? Math.min(v.reads / v.seconds, b.maxIops) : 0;
    const mibBy =
      (bal.capped & MIBPS_CAPPED) === 0
        ? Math.min(v.bytesReadKiB / 1024 / v.seconds, b.maxMiBps)
        : 0;
    const dIo = ioBy - b.baselineIops;
    const dMib = mibBy - b.baselineMiBps;
    const ioEmptyS = dIo > 0 ? bal.io / dIo : Infinity;
    const mibEmptyS = dMib > 0 ? bal.mib / dMib : Infinity;
    const t = Math.min(rest, ioEmptyS, mibEmptyS);
    seconds += t;
    if (dIo > 0) bal.io = ioEmptyS <= t ? 0 : bal.io - dIo * t;
    if (dMib > 0) bal.mib = mibEmptyS <= t ? 0 : bal.mib - dMib * t;
    if (t >= rest) return { seconds, state: v };
    left -= t / v.seconds;
    if (ioEmptyS <= t) bal.capped = (bal.capped | IOPS_CAPPED) as Capped;
    if (mibEmptyS <= t) bal.capped = (bal.capped | MIBPS_CAPPED) as Capped;
    v = at(bal.capped);
  }
  return { seconds: seconds + (v ? left * v.seconds : 0), state: v };
}

/**
 * Seconds of each phase with the instance's two EBS balances (issue 40), phase by phase in log
 * order, closed form per phase (phaseWithBalances). A phase reading at r IOPS and m MiB/s drains
 * each balance by its rate above that ceiling's baseline; a balance that empties drops its own
 * ceiling to the baseline for the rest of the start. With one state change the phase that empties
 * a balance takes t = t_e + (1 − t_e / t_burst) · t_base. The phases in another state are computed
 * only once a balance runs out (at most three more passes).
 */
function withBurst(x: StartupInputs, phases: PhaseNumbers[]): void {
  const b = x.burst;
  if (!b || x.device.onEbs !== true) return;
  let reading = 0;
  for (const p of phases) if (drainsBurst(p)) reading += p.seconds;
  // Reads at or below the ceiling for fewer seconds than the balances hold at it: none runs out.
  if (reading <= b.secondsLeft) return;
  const states = new Map<Capped, PhaseNumbers[]>([[0, phases.map((p) => ({ ...p }))]]);
  const phasesAt = (c: Capped): PhaseNumbers[] => {
    let got = states.get(c);
    if (got === undefined) {
      got = computePhases(atBaseline(x, c), Array.from({ length: 8 }, emptyPhase)).phases;
      states.set(c, got);
    }
    return got;
  };
  const bal: Balances = { io: b.held.ioCount, mib: b.held.mib, capped: 0 };
  if (!(bal.io > 0) && b.bucket.ioCount > 0) bal.capped = (bal.capped | IOPS_CAPPED) as Capped;
  if (!(bal.mib > 0) && b.bucket.mib > 0) bal.capped = (bal.capped | MIBPS_CAPPED) as Capped;
  phases.forEach((p, i) => {
    if (!drainsBurst(p) || !(p.seconds > 0)) return;
    const r = phaseWithBalances(b, (c) => phasesAt(c)[i], bal);
    // A capped ceiling never speeds a phase up; a phase below both baselines keeps its figures.
    if (!(r.seconds > p.seconds * (1 + 1e-12)) || r.state === undefined) return;
    p.seconds = r.seconds;
    p.bound = r.state.bound;
    p.readsPerSecond = p.reads / p.seconds;
    p.atBaseline = true;
  });
}

export function startupNumbers(x: StartupInputs): StartupNumbers {
  const { phases, n } = computePhases(x, Array.from({ length: 8 }, emptyPhase));
  withBurst(x, phases);
  let total = 0;
  let bytes = 0;
  for (const p of phases) {
    total += p.seconds;
    bytes += p.bytesReadKiB;
  }
  return { phases, totalSeconds: total, scanThreads: n, bytesReadKiB: bytes };
}

const SCRATCH = Array.from({ length: 8 }, emptyPhase);

/**
 * Total startup seconds only, into scratch phases (hot path of the recommend search); the same
 * sum as `startupNumbers(x).totalSeconds`.
 */
export function startupTotalSeconds(x: StartupInputs): number {
  const { phases } = computePhases(x, SCRATCH);
  let total = 0;
  let reading = 0;
  for (const p of phases) {
    total += p.seconds;
    if (drainsBurst(p)) reading += p.seconds;
  }
  // The burst outlasts the reads (the usual case): no baseline to work out.
  if (!x.burst || reading <= x.burst.secondsLeft) return total;
  return startupNumbers(x).totalSeconds;
}
