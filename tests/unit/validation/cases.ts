/**
 * Published measurements the model was NOT calibrated on (docs/validation.md). Each case builds
 * the scenario the source describes and names the figure it measured; validation.test.ts
 * recomputes the prediction and its range and checks the table in docs/validation.md row by row.
 * Nothing here feeds the model: a case that falls outside its range is explained, not tuned to.
 */
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';
import type { Prediction } from '../../../src/core/types.ts';
import { predictWithRanges, singleReadLatency } from '../../../src/core/uncertainty/index.ts';
import { caseB } from '../core/briefCases.ts';
import { predictRecovery } from '../../../src/core/recovery/scenario.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';

export interface ValidationCase {
  id: string;
  /** What was measured, in the doc's words. */
  what: string;
  source: string;
  scenario: () => Scenario;
  /** The measured figure, in the unit of `pick`. */
  measured: number;
  unit: 's' | 'QPS' | 'threads' | 'µs' | '×';
  /** The predicted figure and its range (from the prediction, or from the scenario itself). */
  pick: (p: Prediction, s: Scenario) => { point: number; range: [number, number] };
}

/** Case B's machine (m6id.xlarge, local NVMe, MySQL 9.0.1, 1M tables), as in the brief. */
const m6idXlarge = caseB;

const total = (p: Prediction) => ({
  point: p.startup.totalSeconds,
  range: p.startup.totalRange ?? [p.startup.totalSeconds, p.startup.totalSeconds],
});
const threads = (p: Prediction) => {
  const n = p.startup.duplicateCheckThreads + 1;
  return { point: n, range: [n, n] as [number, number] };
};
const qps = (p: Prediction) => ({
  point: p.qps.pointSelect,
  range: p.qps.pointSelectRange ?? [p.qps.pointSelect, p.qps.pointSelect],
});

/** One phase's seconds and range. */
const phaseOf =
  (name: string) =>
  (p: Prediction): { point: number; range: [number, number] } => {
    const ph = p.startup.phases.find((x) => x.name === name);
    const v = ph?.seconds ?? NaN;
    return { point: v, range: ph?.range ?? [v, v] };
  };

/**
 * The recovery paths' snapshot-restore (without its volume creation) over their crash path: the
 * point ratio, and the restore's range over the crash path's point.
 */
const restoreOverCrashPath = (p: Prediction, s: Scenario) => {
  const paths = predictRecovery(s, DEFAULT_CATALOG, p.qps.pointSelect);
  const crash = paths.find((q) => q.id === 'crash');
  const restore = paths.find((q) => q.id === 'snapshot-restore');
  const create = restore?.phases.find((q) => q.id === 'volume_create');
  const w = crash?.seconds ?? NaN;
  const point = (restore?.seconds ?? NaN) - (create?.seconds ?? 0);
  const lo = (restore?.range[0] ?? NaN) - (create?.range[0] ?? 0);
  const hi = (restore?.range[1] ?? NaN) - (create?.range[1] ?? 0);
  return { point: point / w, range: [lo / w, hi / w] as [number, number] };
};

/**
 * A restored start over the same start on a warm volume: the point ratio, and the restored
 * range over the warm point (the warm start is the reference the source compares with).
 */
const restoredOverWarm = (p: Prediction, s: Scenario) => {
  const warm = predictWithRanges({ ...s, storage: { ...s.storage, volumeState: 'warm' } });
  const w = warm.ok ? warm.prediction.startup.totalSeconds : NaN;
  const [lo, hi] = p.startup.totalRange ?? [p.startup.totalSeconds, p.startup.totalSeconds];
  return { point: p.startup.totalSeconds / w, range: [lo / w, hi / w] as [number, number] };
};

/**
 * Case A's machine (m6i.large, 8.0.39, 1M tables) on gp3 at 12,000 IOPS and 500 MiB/s. The harness's
 * runs say which starts had the day's EBS burst intact and which followed a restore that spent it
 * (issue 25's table): the burst state is known (`burstKnown`).
 */
function m6iLargeGp3x4(): Scenario {
  const s = defaultScenario();
  s.storage.iops = 12_000;
  s.storage.throughputMiBps = 500;
  s.instance.burstKnown = true;
  return s;
}

/** One buffered 4 KiB read at queue depth 1 (what ioping measures by default). */
const read4k = (_p: Prediction, s: Scenario) => singleReadLatency(s, 4);

/**
 * The ioping write-up's machine: t3a.small (2 vCPUs, 2 GiB; not in the catalog, so a custom
 * instance), a 100 GB volume at its default performance.
 */
function t3aSmall(kind: 'gp3' | 'gp2'): Scenario {
  const s = defaultScenario();
  s.instance.type = 'custom';
  s.instance.customVcpu = 2;
  s.instance.customMemoryGiB = 2;
  s.instance.customHourlyUsd = 0;
  s.storage.kind = kind;
  s.storage.sizeGiB = 100;
  // The read latency does not depend on the schema: a small one that fits the small instance.
  s.mysql.tables = 1000;
  s.mysql.dataGiB = 10;
  s.mysql.bufferPoolGiB = 1;
  if (kind === 'gp3') {
    s.storage.iops = 3000;
    s.storage.throughputMiBps = 125;
  }
  return s;
}

const IOPING_2022 =
  'https://github.com/jnidzwetzki/jnidzwetzki.github.io/blob/main/_posts/2022-09-21-measuring-io-latency-with-ioping.md (2022-09-21, "Measuring and visualizing I/O latency with ioping and gnuplot")';

const JFG_EBS =
  'https://jfg-mysql.blogspot.com/2024/11/the-light-mysql-startup-optimization-on-ebs-volumes.html (2024-11-26, "The Light MySQL Startup Optimization on EBS Volumes") and the same harness\'s runs tabulated in issue 25';

export const SYMEDIA_2015 =
  'http://blog.symedia.pl/2015/11/amazon-ebs-volume-lazy-loading-mysql-recovery.html (2015-11-18, "Amazon EBS volume lazy loading: how it influences MySQL recovery performance")';

const JFG_2024_09 =
  'https://jfg-mysql.blogspot.com/2024/09/blog-post.html (2024-09-03, "Faster MySQL Startup with Many Tables (1M+)"); bug #115988';

export const CASES: ValidationCase[] = [
  {
    id: 'V1',
    what: 'm6id.xlarge, 1M tables, 9.0.1, fadvise + light patch, cold: total startup',
    source: JFG_2024_09,
    scenario: () => {
      const s = m6idXlarge();
      s.mysql.startupOpt = 'light';
      return s;
    },
    measured: 69,
    unit: 's',
    pick: total,
  },
  {
    id: 'V2',
    what: 'same machine, no patch: total startup (a repeat of calibration case B, 2:36)',
    source: JFG_2024_09,
    scenario: m6idXlarge,
    measured: 159,
    unit: 's',
    pick: total,
  },
  {
    id: 'V3',
    what: 'MySQL 8.0.17, 40,002 tables: duplicate-check threads in the log ("Thread# 0" only)',
    source: 'https://bugs.mysql.com/bug.php?id=96340',
    scenario: () => {
      const s = defaultScenario();
      s.mysql.version = '8.0.17';
      s.mysql.tables = 40_002;
      return s;
    },
    measured: 1,
    unit: 'threads',
    pick: threads,
  },
  {
    id: 'V4',
    what: '1,000,003 tablespaces, 8.0 on ≥ 8 vCPUs: "Using 17 threads to scan"',
    source: 'https://github.com/percona/percona-xtrabackup/pull/1435',
    scenario: () => {
      const s = defaultScenario();
      s.instance.type = 'm6i.2xlarge';
      return s;
    },
    measured: 17,
    unit: 'threads',
    pick: threads,
  },
  {
    id: 'V5',
    what: 'sysbench point selects, 8 × 50M rows (100 GB), 32 GB buffer pool, 4 KiB pages, MySQL 8.0 GA, 2S 48-core Skylake (96 threads), 2 Optane drives: "1M IO-bound QPS"',
    source:
      'http://dimitrik.free.fr/blog/posts/mysql-performance-1m-iobound-qps-with-80-ga-on-intel-optane-ssd.html (server: http://dimitrik.free.fr/blog/posts/mysql-performance-over-18m-qps-with-80-ga-on-2s-skylake.html)',
    scenario: () => {
      const s = defaultScenario();
      s.instance.type = 'custom';
      s.instance.customVcpu = 96;
      s.instance.customMemoryGiB = 192;
      s.instance.customHourlyUsd = 0;
      s.storage.kind = 'custom';
      // Per drive: the brief's Optane figures (section 5): 2,400 MB/s at most, 0.01-0.02 ms.
      s.storage.custom = {
        ...s.storage.custom,
        readIops4k: 586_000,
        readMiBps: 2289,
        readLatencyUs: 15,
        count: 2,
      };
      s.mysql.version = '8.0.11';
      s.mysql.tables = 8;
      s.mysql.pageSizeKiB = 4;
      s.mysql.bufferPoolGiB = 32;
      s.mysql.dataGiB = 100;
      s.workload.threads = 256;
      return s;
    },
    measured: 1_000_000,
    unit: 'QPS',
    pick: qps,
  },
  {
    id: 'V6',
    what: 't3a.small, 100 GB gp3 (3,000 IOPS), ext4: ioping, 1,000 single 4 KiB reads 100 ms apart, average',
    source: IOPING_2022,
    scenario: () => t3aSmall('gp3'),
    measured: 527.5,
    unit: 'µs',
    pick: read4k,
  },
  {
    id: 'V7',
    what: 'same instance, 100 GB gp2: the same ioping run, average',
    source: IOPING_2022,
    scenario: () => t3aSmall('gp2'),
    measured: 377,
    unit: 'µs',
    pick: read4k,
  },
  {
    id: 'V8',
    what: 'm6i.large, gp3 12,000 IOPS / 500 MiB/s, 8.0.39, 1M tables: total startup',
    source: JFG_EBS,
    scenario: m6iLargeGp3x4,
    measured: 247,
    unit: 's',
    pick: total,
  },
  {
    id: 'V9',
    what: 'same, innodb_validate_tablespace_paths=OFF: total startup',
    source: JFG_EBS,
    scenario: () => {
      const s = m6iLargeGp3x4();
      s.mysql.validatePaths = false;
      return s;
    },
    measured: 211,
    unit: 's',
    pick: total,
  },
  {
    id: 'V10',
    what: 'same machine and volume, 500,000 tables: total startup',
    source: JFG_EBS,
    scenario: () => {
      const s = m6iLargeGp3x4();
      s.mysql.tables = 500_000;
      s.mysql.dataGiB = 100;
      return s;
    },
    measured: 121,
    unit: 's',
    pick: total,
  },
  {
    id: 'V11',
    what: 'm6i.large, io2 32,000 IOPS, 8.0.39, 1M tables: total startup',
    source: JFG_EBS,
    scenario: () => {
      const s = defaultScenario();
      s.storage.kind = 'io2';
      s.storage.iops = 32_000;
      // The same harness's run with the burst intact (as V8).
      s.instance.burstKnown = true;
      return s;
    },
    measured: 221,
    unit: 's',
    pick: total,
  },
  {
    id: 'V12',
    what: 'm6i.2xlarge, gp3 16,000 IOPS / 256 MiB/s, 9.1.0, light patch, 1M tables (annex 2): total startup',
    source: JFG_EBS,
    scenario: () => {
      const s = defaultScenario();
      s.instance.type = 'm6i.2xlarge';
      s.storage.iops = 16_000;
      s.storage.throughputMiBps = 256;
      s.mysql.version = '9.1.0';
      s.mysql.startupOpt = 'light';
      return s;
    },
    measured: 138,
    unit: 's',
    pick: total,
  },
  {
    id: 'V13',
    what: 'm6id.xlarge NVMe, 1M tables, light patch, cold: the duplicate check alone',
    source: JFG_2024_09,
    scenario: () => {
      const s = m6idXlarge();
      s.mysql.startupOpt = 'light';
      return s;
    },
    measured: 14,
    unit: 's',
    pick: phaseOf('duplicate_check'),
  },
  {
    id: 'V14',
    what: "as V8, started after a restore that used up the instance's EBS burst (--burst-used-min 30): total startup",
    source: JFG_EBS,
    scenario: () => {
      const s = m6iLargeGp3x4();
      s.instance.burstUsedMin = 30;
      return s;
    },
    measured: 470,
    unit: 's',
    pick: total,
  },
  {
    id: 'V15',
    what: 'MySQL 5.6 crash recovery on a volume restored from a snapshot over the same on a warm volume (about 2 → 32 minutes)',
    source: SYMEDIA_2015,
    scenario: () => {
      const s = defaultScenario();
      s.mysql.version = '5.6.27';
      s.mysql.shutdown = 'crash';
      // Small tables (6 pages of 16 KiB each): the files lie next to each other on the volume.
      s.mysql.dataGiB = 92;
      s.storage.volumeState = 'restored';
      return s;
    },
    measured: 16,
    unit: '×',
    pick: restoredOverWarm,
  },
  {
    id: 'V16',
    what: 'The same case through the recovery paths (issue 37): snapshot-restore without a remedy (volume creation left out, the post times MySQL) over crash recovery on the warm volume, no redo to apply (the post: no changes to redo or undo)',
    source: SYMEDIA_2015,
    scenario: () => {
      const s = defaultScenario();
      s.mysql.version = '5.6.27';
      s.mysql.shutdown = 'crash';
      s.mysql.dataGiB = 92;
      s.recovery.redoToApplyMiB = 0;
      return s;
    },
    measured: 16,
    unit: '×',
    pick: restoreOverCrashPath,
  },
];
