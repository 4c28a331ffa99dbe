/**
 * Startup time of MySQL with many tables (brief section 3): the four long phases of the error
 * log (directories scan, duplicate check, DD files reading, validation), an optional volume
 * initialization before start, and the fixed rest of the server start. Each phase names its bound
 * and says why. See phases.ts for the equations, constants.ts for their derivations.
 */
import { onDiskDataGiB } from '../scenario/compression.ts';
import { calibratedStartupFactors } from '../scenario/calibrationCover.ts';
import { startupBurst } from './burst.ts';
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import type { Bound, StartupPhase, StartupPrediction } from '../types.ts';
import { deviceParams, scenarioInstance, scenarioVcpu } from '../devices/params.ts';
import {
  firstTouchReads,
  initializationRateMiBps,
  isEbs,
  snapshotDataGiB,
} from '../devices/index.ts';
import {
  discoversTablespacesAtCrash,
  filesPerScanThread,
  hasDataDictionaryScan,
  minIbdPages,
  parseMysqlVersion,
} from '../scenario/version.ts';
import type { MysqlVersion } from '../scenario/version.ts';
import { cpuTimeFactor, processorOf } from '../catalog/processors.ts';
import type { StartupConstants } from './constants.ts';
import type { PhaseNumbers, StartupInputs } from './phases.ts';
import { startupNumbers } from './phases.ts';
import {
  DICTIONARY_LOAD_CPU_US_PER_TABLE,
  DIR_SCAN_CPU_US_PER_FILE,
  DUPLICATE_CHECK_IO_KIB,
  FIL_SCAN_MAX_THREADS,
  FIL_SCAN_THREADS_PER_CORE,
  INODES_PER_BLOCK,
  STARTUP_CONSTANTS,
} from './constants.ts';
import {
  asSentence,
  boundWords,
  formatDuration,
  formatInt,
  formatNumber,
} from '../format/index.ts';

export { startupNumbers } from './phases.ts';
export type { StartupInputs, StartupNumbers, PhaseNumbers } from './phases.ts';
export { scanThreads } from './threads.ts';

export { PHASE_LABELS } from '../phaseLabels.ts';
import { PHASE_LABELS as LABELS } from '../phaseLabels.ts';

const fmt = formatInt;

/** The bound as a sentence's start, in `cloud`'s words (off AWS: the VM's disk limit, issue 38). */
const boundWord = (b: Bound, cloud: string): string => asSentence(boundWords(b, cloud));
const secs = (n: number): string => (n < 10 ? n.toFixed(1) : fmt(n));

/**
 * Seconds to initialize a restored volume at AWS's fastest provisioned initialization rate
 * (catalog `volumeInitialization.maxRateMiBps`): the snapshot data (not the volume size) / rate.
 */
export function initializationSeconds(scenario: Scenario, catalog: Catalog): number {
  const st = scenario.storage;
  if (!isEbs(scenario) || st.volumeState !== 'restored' || st.restoreRemedy !== 'initialize')
    return 0;
  return (snapshotDataGiB(scenario) * 1024) / initializationRateMiBps(catalog);
}

/**
 * CPU per table of the 5.6/5.7 tablespace load, or 0 where it does not run: 8.0+ (the four DD
 * phases instead) and crash recovery before 5.7.5 (its discovery has opened every file already).
 */
function dictionaryLoadCpu(ver: MysqlVersion, crashDiscovery: boolean): number {
  if (hasDataDictionaryScan(ver) || crashDiscovery) return 0;
  return ver.major === 5 && ver.minor >= 7
    ? DICTIONARY_LOAD_CPU_US_PER_TABLE['5.7']
    : DICTIONARY_LOAD_CPU_US_PER_TABLE['5.6'];
}

/**
 * The startup constants on the scenario's processor: the CPU constants (measured on Ice Lake) times
 * 1 / its per-core speed ratio (catalog/processors.ts); the nominal object itself on Ice Lake or an
 * unknown processor (custom instance).
 */
export function processorConstants(scenario: Scenario, catalog: Catalog): StartupConstants {
  const inst = scenarioInstance(scenario, catalog);
  const t = cpuTimeFactor(inst ? processorOf(inst.name) : null);
  const k = STARTUP_CONSTANTS;
  if (t === 1) return k;
  return {
    ...k,
    dirScanCpuUsPerFile: k.dirScanCpuUsPerFile * t,
    duplicateCheckCpuUsPerFile: k.duplicateCheckCpuUsPerFile * t,
    ddCpuUsPerTable: k.ddCpuUsPerTable * t,
    validationCpuUsPerTablespace: k.validationCpuUsPerTablespace * t,
    dictionaryLoadFactor: k.dictionaryLoadFactor * t,
  };
}

/** A calibrated phase factor, or 1 where none (or no usable one) is given. */
function factor(v: number | undefined): number {
  return v !== undefined && Number.isFinite(v) && v > 0 ? v : 1;
}

/** Resolves the numeric inputs of the startup model from a (valid) scenario. */
export function startupInputs(scenario: Scenario, catalog: Catalog): StartupInputs {
  const ver = parseMysqlVersion(scenario.mysql.version) ?? { major: 8, minor: 0, patch: 39 };
  const f = calibratedStartupFactors(scenario);
  // A restored volume's reads are warm reads plus a block fetch, charged per block (phases.ts).
  const device = deviceParams(scenario, catalog, { sustained: false, firstTouch: false });
  const k = processorConstants(scenario, catalog);
  const firstTouchUs = firstTouchReads(scenario)
    ? Math.max(
        0,
        catalog.measurements.restoredFirstReadLatencyUs.value -
          (device.latency4kUs + k.bufferedReadOverheadUs),
      )
    : 0;
  const files = Math.max(0, Math.floor(scenario.mysql.tables));
  const dataKiB = onDiskDataGiB(scenario.mysql) * 2 ** 20;
  const minKiB = minIbdPages(ver) * scenario.mysql.pageSizeKiB;
  const crashDiscovery = scenario.mysql.shutdown === 'crash' && discoversTablespacesAtCrash(ver);
  return {
    files,
    vcpu: scenarioVcpu(scenario, catalog),
    scansFiles: hasDataDictionaryScan(ver),
    crashDiscovery,
    filesPerScanThread: filesPerScanThread(ver),
    duplicateCheckThreads: Math.max(0, Math.floor(scenario.mysql.duplicateCheckThreads ?? 0)),
    opt: scenario.mysql.startupOpt,
    warmCache: scenario.mysql.osCache === 'warm',
    validatePaths: scenario.mysql.validatePaths,
    device,
    initializationSeconds: initializationSeconds(scenario, catalog),
    factors: {
      directories_scan: factor(f.directories_scan),
      duplicate_check: factor(f.duplicate_check),
      dd_files_reading: factor(f.dd_files_reading),
      validation: factor(f.validation),
    },
    k,
    dictionaryLoadCpuUsPerTable: dictionaryLoadCpu(ver, crashDiscovery),
    firstTouchUs,
    fileKiB: files > 0 && dataKiB / files > minKiB ? dataKiB / files : minKiB,
    burst: startupBurst(scenario, catalog),
  };
}

/** The phases that run whatever the version (the others only where MySQL scans the files, 8.0+). */
const EVERY_VERSION: ReadonlySet<string> = new Set([
  'server_fixed',
  'volume_initialization',
  'tablespace_discovery',
  'dictionary_load',
]);

function explain(p: PhaseNumbers, x: StartupInputs, n: number, cloud: string): string {
  const files = fmt(x.files);
  const dev = x.device.name;
  const crashScan = x.crashDiscovery && p.name === 'directories_scan';
  if (!x.scansFiles && !EVERY_VERSION.has(p.name) && !crashScan) {
    return x.crashDiscovery
      ? 'Not in MySQL before 8.0: crash recovery discovers the tablespaces instead.'
      : 'Not in MySQL before 8.0: it loads the tablespaces from its dictionary in ibdata1 instead.';
  }
  const io =
    p.reads > 0
      ? `${fmt(p.reads)} reads of ${fmt(p.ioSizeKiB)} KiB at ${fmt(p.readsPerSecond)}/s`
      : '';
  switch (p.name) {
    case 'directories_scan':
      return x.warmCache
        ? `CPU-bound: one thread walks ${files} cached directory entries (about ${secs(DIR_SCAN_CPU_US_PER_FILE)} s per million).`
        : `${boundWord(p.bound, cloud)}: one thread reads the inodes (${INODES_PER_BLOCK} per 4 KiB block) from the ${dev}: ${io}.`;
    case 'duplicate_check':
      return duplicateCheckText(p, x, n, io, cloud);
    case 'dd_files_reading':
      return `${boundWord(p.bound, cloud)}: one thread reads the data dictionary (${io}) and builds the tablespace map for ${files} tables.`;
    case 'validation':
      return x.validatePaths
        ? `CPU-bound: ${fmt(Math.max(n, 1))} threads validate ${files} tablespace paths on ${x.vcpu} vCPUs.`
        : 'Skipped: innodb_validate_tablespace_paths=OFF.';
    case 'tablespace_discovery':
      return `${boundWord(p.bound, cloud)}: crash recovery (MySQL before 5.7.5) opens each of ${files} .ibd files and reads its first page on one thread: ${io} on the ${dev}.`;
    case 'dictionary_load':
      return `${boundWord(p.bound, cloud)}: one thread reads each of ${files} tables from the InnoDB dictionary, opens its .ibd and registers it in the tablespace hash tables, whose chains grow with the table count (${io} on the ${dev}).`;
    case 'volume_initialization':
      return `Bandwidth-bound: the restored volume's snapshot data (about the MySQL data size) is initialized at the provisioned rate before MySQL starts.`;
    case 'server_fixed':
      return 'Fixed: process start, redo log, buffer pool allocation and the rest of the server start.';
  }
}

/** How the duplicate check's sentence names its bound where it differs from `boundWords`. */
const DUPLICATE_CHECK_BOUND: Partial<Record<Bound, string>> = {
  latency: 'Latency-bound (too few reads in flight)',
  threads: 'Thread-bound (InnoDB caps the threads; each waits on latency)',
};

/**
 * The duplicate check's sentence. InnoDB starts one thread per 8,000 files (at most 2 per vCPU,
 * 16), so a few more tables can add a thread and finish sooner: real MySQL behaviour, said here
 * where the figure is shown (issue 31, item 7).
 */
function duplicateCheckText(
  p: PhaseNumbers,
  x: StartupInputs,
  n: number,
  io: string,
  cloud: string,
): string {
  const ioKiB = DUPLICATE_CHECK_IO_KIB[x.opt];
  const set = x.duplicateCheckThreads > 0;
  const who = set
    ? `${n} threads as set (--duplicate-check-threads; the log says ${n + 1}: the main thread only takes the files left over)`
    : n > 0
      ? `${n} threads (the log says ${n + 1}: the main thread only takes the files left over; rule min(files / ${fmt(x.filesPerScanThread)}, ${FIL_SCAN_THREADS_PER_CORE} × ${x.vcpu} vCPUs, ${FIL_SCAN_MAX_THREADS}))`
      : `The main thread alone (under ${fmt(x.filesPerScanThread)} files InnoDB starts no other)`;
  const head = `${who} read ${fmt(ioKiB)} KiB of each of ${fmt(x.files)} files (${x.opt})`;
  const steps =
    !set && n < Math.min(FIL_SCAN_THREADS_PER_CORE * x.vcpu, FIL_SCAN_MAX_THREADS)
      ? ` InnoDB adds a thread per ${fmt(x.filesPerScanThread)} files, so a few more tables can finish this phase sooner.`
      : '';
  if (p.reads === 0) return `CPU-bound: ${head}, all from the page cache.${steps}`;
  const bucket =
    p.bound === 'iops' && x.device.volumeBucket && x.k.limiterBucketSeconds > 0
      ? ` The volume's limiter lets about ${formatNumber(x.k.limiterBucketSeconds)} s of its IOPS through above the cap at the start.`
      : '';
  return `${DUPLICATE_CHECK_BOUND[p.bound] ?? boundWord(p.bound, cloud)}: ${head}; ${io} on the ${x.device.name}.${bucket}${steps}`;
}

/**
 * Why the scenario's startup is not modelled, or undefined when it is (issue 40). Aurora MySQL keeps
 * no local tablespace files for the directory scan and the duplicate check to read, and AWS says
 * its crash recovery needs no redo replay (as issue 40's audit reports; the AWS page was not read
 * from a stored source in this change); no published measurement times its start with many tables.
 */
export function startupNotModelled(s: Pick<Scenario, 'deployment'>): string | undefined {
  return s.deployment === 'aurora'
    ? "Aurora MySQL's startup is not modelled: Aurora has no local tablespace files to scan, AWS says its crash recovery replays no redo, and no published measurement times its start with many tables."
    : undefined;
}

export function predictStartup(scenario: Scenario, catalog: Catalog): StartupPrediction {
  return startupPrediction(scenario, startupInputs(scenario, catalog));
}

/**
 * `predictStartup` from the scenario's startup inputs already resolved (`startupInputs`, left as
 * they are): for a caller that reads them too (the uncertainty ranges), so they are resolved once.
 */
export function startupPrediction(scenario: Scenario, x: StartupInputs): StartupPrediction {
  const nums = startupNumbers(x);
  const phases: StartupPhase[] = nums.phases.map((p) => {
    const out: StartupPhase = {
      name: p.name,
      label: LABELS[p.name],
      seconds: p.seconds,
      bound: p.bound,
      explanation:
        explain(p, x, nums.scanThreads, scenario.cloud) +
        (p.atBaseline === true
          ? " The instance's EBS burst balance runs out (EBSIOBalance% or EBSByteBalance% at 0): the rest of this phase reads at its baseline ceiling."
          : ''),
    };
    if (p.reads > 0) {
      out.io = {
        reads: p.reads,
        ioSizeKiB: p.ioSizeKiB,
        threads: p.threads,
        readsPerSecond: p.readsPerSecond,
      };
    }
    return out;
  });
  let worst = phases[0];
  for (const p of phases) if (worst === undefined || p.seconds > worst.seconds) worst = p;
  const w = worst ?? {
    name: 'server_fixed' as const,
    bound: 'fixed' as const,
    explanation: '',
    seconds: 0,
  };
  const notModelled = startupNotModelled(scenario);
  return {
    modelled: notModelled === undefined,
    ...(notModelled !== undefined ? { notModelled } : {}),
    totalSeconds: nums.totalSeconds,
    phases,
    duplicateCheckThreads: nums.scanThreads,
    bytesReadMiB: nums.bytesReadKiB / 1024,
    bottleneck: {
      phase: w.name,
      bound: w.bound,
      // The duration as every figure is written ("5 min 33 s", as the phase tables say it).
      explanation: `${LABELS[w.name]} takes ${formatDuration(w.seconds)}. ${w.explanation}`,
    },
  };
}
