import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { readRate } from '../../../../src/core/devices/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { FILEIO_ROWS } from './fileioRows.ts';

/** The brief requires every fileio row within 10 %. */
const TOLERANCE = 0.1;

describe('device model vs the brief fileio measurements (shipped catalog)', () => {
  for (const row of FILEIO_ROWS) {
    const name = `${row.instance} ${row.storage}${row.iops ? ` ${row.iops}/${row.mibps}` : ''} ${row.blockKiB} KiB × ${row.threads} threads: ${row.readsPerSecond} reads/s`;
    it(name, () => {
      const s = defaultScenario();
      s.instance.type = row.instance;
      s.storage.kind = row.storage;
      if (row.iops !== null && row.mibps !== null) {
        s.storage.iops = row.iops;
        s.storage.throughputMiBps = row.mibps;
      }
      const r = readRate(s, DEFAULT_CATALOG, row.blockKiB, row.threads);
      const error = r.readsPerSecond / row.readsPerSecond - 1;
      expect(
        Math.abs(error),
        `predicted ${r.readsPerSecond.toFixed(0)} (${(error * 100).toFixed(1)} %)`,
      ).toBeLessThan(TOLERANCE);
    });
  }
});
