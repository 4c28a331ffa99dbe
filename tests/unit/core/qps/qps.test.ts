import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  missRatio,
  predictQps,
  qpsCeilings,
  qpsInputs,
  qpsValue,
} from '../../../../src/core/qps/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { FIXTURE_CATALOG as cat } from '../model/fixtureCatalog.ts';

function nvme(): Scenario {
  const s = defaultScenario();
  s.instance.type = 'm6id.8xlarge';
  s.storage.kind = 'instance-store';
  s.mysql.dataGiB = 100;
  s.mysql.bufferPoolGiB = 32;
  s.workload.threads = 64;
  return s;
}

describe('IO-bound point-select QPS', () => {
  it('miss ratio: uniform lookups miss in proportion to what does not fit', () => {
    expect(missRatio(32, 100)).toBeCloseTo(0.68, 6);
    expect(missRatio(200, 100)).toBe(0);
    expect(missRatio(0, 100)).toBe(1);
  });

  it('everything in memory: CPU-bound, bound "memory"', () => {
    const s = nvme();
    s.mysql.bufferPoolGiB = 120;
    const q = predictQps(s, cat);
    expect(q.bound).toBe('memory');
    expect(q.missRatio).toBe(0);
  });

  it('smaller pages give more QPS on a bandwidth-bound device until CPU caps it', () => {
    const s = nvme();
    const by = (p: 4 | 16 | 64): number =>
      predictQps({ ...s, mysql: { ...s.mysql, pageSizeKiB: p } }, cat).pointSelect;
    expect(by(4)).toBeGreaterThan(by(16));
    expect(by(16)).toBeGreaterThan(by(64));
  });

  it('on gp3 with spare bandwidth, 4k and 16k pages cost the same IOPS', () => {
    const s = defaultScenario();
    s.instance.type = 'm6i.8xlarge';
    const a = predictQps({ ...s, mysql: { ...s.mysql, pageSizeKiB: 4 } }, cat);
    const b = predictQps({ ...s, mysql: { ...s.mysql, pageSizeKiB: 16 } }, cat);
    expect(a.pointSelect).toBeCloseTo(b.pointSelect, 6);
    expect(a.bound).toBe('iops');
  });

  it('MySQL 5.7 is capped by the fil_system mutex where 8.0 is not', () => {
    const s = nvme();
    s.mysql.pageSizeKiB = 4;
    const v8 = predictQps(s, cat);
    const v57 = predictQps({ ...s, mysql: { ...s.mysql, version: '5.7.44' } }, cat);
    expect(v57.pointSelect).toBeLessThan(v8.pointSelect);
    expect(v57.bound).toBe('mutex');
  });

  it('writes take IO from the same device; moving doublewrite and logs to a log volume gives it back', () => {
    const s = defaultScenario();
    s.instance.type = 'm6i.8xlarge';
    s.storage.iops = 12000;
    s.storage.throughputMiBps = 200;
    s.workload.writeFraction = 0.3;
    const onData = predictQps(s, cat).pointSelect;
    const off = predictQps({ ...s, mysql: { ...s.mysql, doublewrite: 'off' } }, cat).pointSelect;
    const onLog = predictQps(
      { ...s, mysql: { ...s.mysql, doublewrite: 'log', logPlacement: 'separate' } },
      cat,
    ).pointSelect;
    const readOnly = predictQps(
      { ...s, workload: { ...s.workload, writeFraction: 0 } },
      cat,
    ).pointSelect;
    expect(onData).toBeLessThan(readOnly);
    expect(off).toBeGreaterThanOrEqual(onData);
    expect(onLog).toBeGreaterThanOrEqual(onData);
  });

  it('qpsValue equals the smallest labelled ceiling (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 8, 16, 32, 64),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom('off', 'data'),
        fc.constantFrom('data', 'separate'),
        fc.integer({ min: 1, max: 512 }),
        (page, w, dw, logs, threads) => {
          const s = nvme();
          s.mysql.pageSizeKiB = page as 4;
          s.workload.writeFraction = w;
          s.mysql.doublewrite = dw as 'off';
          s.mysql.logPlacement = logs as 'data';
          s.workload.threads = threads;
          const x = qpsInputs(s, cat);
          const min = Math.min(...qpsCeilings(x).map((c) => c.qps));
          expect(qpsValue(x)).toBeCloseTo(min, 6);
          expect(Number.isFinite(qpsValue(x))).toBe(true);
        },
      ),
    );
  });

  it('more IOPS, throughput or buffer pool never lowers QPS (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3000, max: 60000 }),
        fc.integer({ min: 125, max: 700 }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (iops, mibps, bp, w) => {
          const s = defaultScenario();
          s.instance.type = 'm6i.8xlarge';
          s.storage.sizeGiB = 1000;
          s.storage.iops = iops;
          s.storage.throughputMiBps = mibps;
          s.mysql.bufferPoolGiB = bp;
          s.workload.writeFraction = w;
          const q = predictQps(s, cat).pointSelect;
          expect(
            predictQps({ ...s, storage: { ...s.storage, iops: iops + 1000 } }, cat).pointSelect,
          ).toBeGreaterThanOrEqual(q - 1e-6);
          expect(
            predictQps({ ...s, storage: { ...s.storage, throughputMiBps: mibps + 50 } }, cat)
              .pointSelect,
          ).toBeGreaterThanOrEqual(q - 1e-6);
          expect(
            predictQps({ ...s, mysql: { ...s.mysql, bufferPoolGiB: bp + 1 } }, cat).pointSelect,
          ).toBeGreaterThanOrEqual(q - 1e-6);
        },
      ),
    );
  });
});
