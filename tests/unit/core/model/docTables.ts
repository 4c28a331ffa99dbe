/**
 * The predicted-vs-measured tables of docs/model.md, generated from the shipped model and catalog
 * for every row of the brief's fileio-measurements.csv and startup-measurements.csv (copied
 * verbatim below and in ../devices/fileioRows.ts) and case D. docTables.test.ts fails when the
 * page and these tables differ; `npx tsx tests/unit/core/model/printDocTables.ts` prints them.
 */
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { readRate } from '../../../../src/core/devices/index.ts';
import { predictStartup } from '../../../../src/core/startup/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario, StartupOpt } from '../../../../src/core/scenario/types.ts';
import { FILEIO_ROWS } from '../devices/fileioRows.ts';

/** /work/shared/domain/startup-measurements.csv without its header, verbatim. */
const STARTUP_CSV = `A,m6i.large,2,gp3,3000,125,8.0.39,1000000,default,cold,total,429
A,m6i.large,2,gp3,3000,125,8.0.39,1000000,default,cold,directories_scan,23
A,m6i.large,2,gp3,3000,125,8.0.39,1000000,default,cold,duplicate_check,337
A,m6i.large,2,gp3,3000,125,8.0.39,1000000,default,cold,dd_files_reading,20
A,m6i.large,2,gp3,3000,125,8.0.39,1000000,default,cold,validation,39
B,m6id.xlarge,4,instance-store,,,9.0.1,1000000,default,cold,total,156
B,m6id.xlarge,4,instance-store,,,9.0.1,1000000,default,cold,directories_scan,11
B,m6id.xlarge,4,instance-store,,,9.0.1,1000000,default,cold,duplicate_check,103
B,m6id.xlarge,4,instance-store,,,9.0.1,1000000,default,cold,dd_files_reading,12
B,m6id.xlarge,4,instance-store,,,9.0.1,1000000,default,cold,validation,21
C,m6id.xlarge,4,instance-store,,,9.0.1,1000000,light,warm,directories_scan,2
C,m6id.xlarge,4,instance-store,,,9.0.1,1000000,light,warm,duplicate_check,3`;

/** Case D (brief section 3): 512-byte sectors read during a 1M-table start, case A's setup. */
const CASE_D: [StartupOpt, number][] = [
  ['default', 65.7e6],
  ['fadvise', 33.7e6],
  ['light', 9.7e6],
];

const thousands = (n: number, digits: number): string =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const measured = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 3 });
const errorPct = (predicted: number, actual: number): string =>
  `${((predicted / actual - 1) * 100).toFixed(1)} %`;

export interface Table {
  rows: string[];
  /** Largest |predicted / measured − 1| over the rows. */
  maxError: number;
}

export function fileioTable(): Table {
  let maxError = 0;
  const rows = FILEIO_ROWS.map((row) => {
    const s = defaultScenario();
    s.instance.type = row.instance;
    s.storage.kind = row.storage;
    if (row.iops !== null && row.mibps !== null) {
      s.storage.iops = row.iops;
      s.storage.throughputMiBps = row.mibps;
    }
    const r = readRate(s, DEFAULT_CATALOG, row.blockKiB, row.threads);
    maxError = Math.max(maxError, Math.abs(r.readsPerSecond / row.readsPerSecond - 1));
    const storage = row.iops !== null ? `gp3 ${row.iops}/${row.mibps}` : 'instance-store';
    return `| ${row.instance} | ${storage} | ${row.blockKiB} KiB | ${row.threads} | ${measured(row.readsPerSecond)} | ${thousands(r.readsPerSecond, 1)} | ${errorPct(r.readsPerSecond, row.readsPerSecond)} | ${r.bound} |`;
  });
  return { rows, maxError };
}

function startupScenario(cols: string[]): Scenario {
  const [, instance, , storage, iops, mibps, version, tables, opt, cache] = cols;
  const s = defaultScenario();
  s.instance.type = instance ?? '';
  s.storage.kind = storage === 'gp3' ? 'gp3' : 'instance-store';
  if (iops && mibps) {
    s.storage.iops = Number(iops);
    s.storage.throughputMiBps = Number(mibps);
  } else {
    s.mysql.dataGiB = 100; // fits m6id.xlarge's 237 GB store; the start does not depend on it
  }
  s.mysql.version = version ?? '';
  s.mysql.tables = Number(tables);
  s.mysql.startupOpt = opt as StartupOpt;
  s.mysql.osCache = cache === 'warm' ? 'warm' : 'cold';
  return s;
}

export function startupTable(): Table {
  let maxError = 0;
  const rows = STARTUP_CSV.split('\n').map((line) => {
    const cols = line.split(',');
    const id = cols[0] ?? '';
    const phase = cols[10] ?? '';
    const seconds = Number(cols[11]);
    const p = predictStartup(startupScenario(cols), DEFAULT_CATALOG);
    const ph = p.phases.find((x) => x.name === phase);
    const predicted = phase === 'total' ? p.totalSeconds : (ph?.seconds ?? NaN);
    maxError = Math.max(maxError, Math.abs(predicted / seconds - 1));
    return `| ${id} | ${phase} | ${seconds} | ${predicted.toFixed(1)} | ${errorPct(predicted, seconds)} | ${phase === 'total' ? '' : (ph?.bound ?? '')} |`;
  });
  return { rows, maxError };
}

export function caseDTable(): Table {
  let maxError = 0;
  const rows = CASE_D.map(([opt, sectors]) => {
    const s = defaultScenario(); // case A: m6i.large, gp3 3000/125, 8.0.39, 1M tables, cold
    s.mysql.startupOpt = opt;
    const predicted = (predictStartup(s, DEFAULT_CATALOG).bytesReadMiB * 2 ** 20) / 512;
    maxError = Math.max(maxError, Math.abs(predicted / sectors - 1));
    return `| ${opt} | ${(sectors / 1e6).toFixed(1)}M | ${(predicted / 1e6).toFixed(1)}M | ${errorPct(predicted, sectors)} |`;
  });
  return { rows, maxError };
}
