/**
 * Published measurements the model was NOT calibrated on (docs/validation.md). Each case builds
 * the scenario the source describes and names the figure it measured; validation.test.ts
 * recomputes the prediction and its range and checks the table in docs/validation.md row by row.
 * Nothing here feeds the model: a case that falls outside its range is explained, not tuned to.
 */
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';
import type { Prediction } from '../../../src/core/types.ts';

export interface ValidationCase {
  id: string;
  /** What was measured, in the doc's words. */
  what: string;
  source: string;
  scenario: () => Scenario;
  /** The measured figure, in the unit of `pick`. */
  measured: number;
  unit: 's' | 'QPS' | 'threads';
  /** The predicted figure and its range. */
  pick: (p: Prediction) => { point: number; range: [number, number] };
}

/** Case B's machine (m6id.xlarge, local NVMe, MySQL 9.0.1, 1M tables), as in the brief. */
function m6idXlarge(): Scenario {
  const s = defaultScenario();
  s.instance.type = 'm6id.xlarge';
  s.storage.kind = 'instance-store';
  s.mysql.version = '9.0.1';
  s.mysql.dataGiB = 100;
  return s;
}

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

const JFG_2024_09 =
  'https://jfg-mysql.blogspot.com/ (2024-09-03, "Faster MySQL Startup with Many Tables (1M+)"); bug #115988';

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
];
