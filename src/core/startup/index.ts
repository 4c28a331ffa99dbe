/**
 * Startup time of MySQL with many tables (brief section 3): the four long phases of the error
 * log (directories scan, duplicate check, DD files reading, validation), an optional volume
 * initialization before start, and the fixed rest of the server start. Each phase names its bound
 * and says why. See phases.ts for the equations, constants.ts for their derivations.
 */
import { calibratedStartupFactors } from '../scenario/calibrationCover.ts';
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import type { Bound, PhaseName, StartupPhase, StartupPrediction } from '../types.ts';
import { deviceParams, scenarioVcpu } from '../devices/params.ts';
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
  parseMysqlVersion,
} from '../scenario/version.ts';
import type { PhaseNumbers, StartupInputs } from './phases.ts';
import { startupNumbers } from './phases.ts';
import {
  DIR_SCAN_CPU_US_PER_FILE,
  DUPLICATE_CHECK_IO_KIB,
  FIL_SCAN_MAX_THREADS,
  FIL_SCAN_THREADS_PER_CORE,
  INODES_PER_BLOCK,
  STARTUP_CONSTANTS,
} from './constants.ts';
import { asSentence, boundWords, formatDuration, formatInt } from '../format/index.ts';

export { startupNumbers } from './phases.ts';
export type { StartupInputs, StartupNumbers, PhaseNumbers } from './phases.ts';
export { scanThreads } from './threads.ts';

/** Each startup phase as the app, the PDF and the CLI name it. */
export const PHASE_LABELS: Readonly<Record<PhaseName, string>> = {
  directories_scan: 'Directories scanning',
  duplicate_check: 'Tablespace duplicate check',
  dd_files_reading: 'DD tablespace files reading',
  validation: 'Tablespace validation',
  volume_initialization: 'Volume initialization (restored snapshot)',
  tablespace_discovery: 'Tablespace discovery (crash recovery)',
  server_fixed: 'Rest of the server start',
};
const LABELS = PHASE_LABELS;

const fmt = formatInt;

const boundWord = (b: Bound): string => asSentence(boundWords(b));
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

/** Resolves the numeric inputs of the startup model from a (valid) scenario. */
export function startupInputs(scenario: Scenario, catalog: Catalog): StartupInputs {
  const ver = parseMysqlVersion(scenario.mysql.version) ?? { major: 8, minor: 0, patch: 39 };
  const firstTouch = firstTouchReads(scenario);
  const f = calibratedStartupFactors(scenario);
  const factor = (v: number | undefined): number =>
    v !== undefined && Number.isFinite(v) && v > 0 ? v : 1;
  return {
    files: Math.max(0, Math.floor(scenario.mysql.tables)),
    vcpu: scenarioVcpu(scenario, catalog),
    scansFiles: hasDataDictionaryScan(ver),
    crashDiscovery: scenario.mysql.shutdown === 'crash' && discoversTablespacesAtCrash(ver),
    filesPerScanThread: filesPerScanThread(ver),
    opt: scenario.mysql.startupOpt,
    warmCache: scenario.mysql.osCache === 'warm',
    validatePaths: scenario.mysql.validatePaths,
    device: deviceParams(scenario, catalog, { sustained: false, firstTouch }),
    initializationSeconds: initializationSeconds(scenario, catalog),
    factors: {
      directories_scan: factor(f.directories_scan),
      duplicate_check: factor(f.duplicate_check),
      dd_files_reading: factor(f.dd_files_reading),
      validation: factor(f.validation),
    },
    k: STARTUP_CONSTANTS,
  };
}

function explain(p: PhaseNumbers, x: StartupInputs, n: number): string {
  const files = fmt(x.files);
  const dev = x.device.name;
  const crashScan = x.crashDiscovery && p.name === 'directories_scan';
  const noScan = p.name !== 'server_fixed' && p.name !== 'volume_initialization';
  if (!x.scansFiles && noScan && !crashScan && p.name !== 'tablespace_discovery') {
    return x.crashDiscovery
      ? 'Not in MySQL before 8.0: crash recovery discovers the tablespaces instead.'
      : 'MySQL before 8.0 keeps the dictionary in ibdata1 and opens .ibd files on first use: no scan at a clean start.';
  }
  const io =
    p.reads > 0
      ? `${fmt(p.reads)} reads of ${fmt(p.ioSizeKiB)} KiB at ${fmt(p.readsPerSecond)}/s`
      : '';
  switch (p.name) {
    case 'directories_scan':
      return x.warmCache
        ? `CPU-bound: one thread walks ${files} cached directory entries (about ${secs(DIR_SCAN_CPU_US_PER_FILE)} s per million).`
        : `${boundWord(p.bound)}: one thread reads the inodes (${INODES_PER_BLOCK} per 4 KiB block) from the ${dev}: ${io}.`;
    case 'duplicate_check': {
      const ioKiB = DUPLICATE_CHECK_IO_KIB[x.opt];
      const head = `${n + 1} threads (${n} + main; rule min(files / ${fmt(x.filesPerScanThread)}, ${FIL_SCAN_THREADS_PER_CORE} × ${x.vcpu} vCPUs, ${FIL_SCAN_MAX_THREADS})) read ${fmt(ioKiB)} KiB of each of ${files} files (${x.opt})`;
      if (p.reads === 0) return `CPU-bound: ${head}, all from the page cache.`;
      const why: Record<string, string> = {
        latency: 'Latency-bound (too few reads in flight)',
        threads: 'Thread-bound (InnoDB caps the threads; each waits on latency)',
      };
      return `${why[p.bound] ?? boundWord(p.bound)}: ${head}; ${io} on the ${dev}.`;
    }
    case 'dd_files_reading':
      return `${boundWord(p.bound)}: one thread reads the data dictionary (${io}) and builds the tablespace map for ${files} tables.`;
    case 'validation':
      return x.validatePaths
        ? `CPU-bound: ${fmt(Math.max(n, 1))} threads validate ${files} tablespace paths on ${x.vcpu} vCPUs.`
        : 'Skipped: innodb_validate_tablespace_paths=OFF.';
    case 'tablespace_discovery':
      return `${boundWord(p.bound)}: crash recovery (MySQL before 5.7.5) opens each of ${files} .ibd files and reads its first page on one thread: ${io} on the ${dev}.`;
    case 'volume_initialization':
      return `Bandwidth-bound: the restored volume's snapshot data (about the MySQL data size) is initialized at the provisioned rate before MySQL starts.`;
    case 'server_fixed':
      return 'Fixed: process start, redo log, buffer pool allocation and the rest of the server start.';
  }
}

export function predictStartup(scenario: Scenario, catalog: Catalog): StartupPrediction {
  const x = startupInputs(scenario, catalog);
  const nums = startupNumbers(x);
  const phases: StartupPhase[] = nums.phases.map((p) => {
    const out: StartupPhase = {
      name: p.name,
      label: LABELS[p.name],
      seconds: p.seconds,
      bound: p.bound,
      explanation: explain(p, x, nums.scanThreads),
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
  return {
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
