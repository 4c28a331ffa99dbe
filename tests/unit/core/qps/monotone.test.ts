/**
 * Issue 31 item 7 and issue 25: more device IOPS or throughput, more vCPUs (a bigger instance of
 * the same family) or a bigger buffer pool never predict fewer QPS, on every MySQL version the
 * model knows (5.6/5.7 with the fil_system mutex, whose open-system curve used to break it), with
 * writes and doublewrite anywhere; every QPS range contains its point.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { predictQps } from '../../../../src/core/qps/index.ts';
import { predictWithRanges } from '../../../../src/core/uncertainty/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { FIXTURE_CATALOG as cat } from '../model/fixtureCatalog.ts';

const SIZES = ['large', 'xlarge', '2xlarge', '4xlarge', '8xlarge'] as const;

const arbScenario = fc
  .record({
    version: fc.constantFrom('5.6.51', '5.7.44', '8.0.39', '9.0.1'),
    kind: fc.constantFrom('gp3', 'io2', 'instance-store', 'custom'),
    size: fc.integer({ min: 0, max: SIZES.length - 2 }),
    iops: fc.integer({ min: 3000, max: 60_000 }),
    mibps: fc.integer({ min: 125, max: 1000 }),
    customIops: fc.integer({ min: 200, max: 1_500_000 }),
    customMiBps: fc.integer({ min: 100, max: 8000 }),
    vcpu: fc.integer({ min: 2, max: 96 }),
    page: fc.constantFrom(4, 8, 16, 32),
    bp: fc.double({ min: 1, max: 90, noNaN: true }),
    w: fc.constantFrom(0, 0.05, 0.3, 1),
    dw: fc.constantFrom('off', 'data', 'log'),
    threads: fc.integer({ min: 1, max: 512 }),
  })
  .map((r): Scenario => {
    const s = defaultScenario();
    s.mysql.version = r.version;
    s.mysql.pageSizeKiB = r.page as 16;
    s.mysql.dataGiB = 100;
    s.mysql.bufferPoolGiB = r.bp;
    s.workload.writeFraction = r.w;
    s.workload.threads = r.threads;
    s.mysql.doublewrite = r.dw as 'data';
    if (r.dw === 'log')
      s.logVolume = { kind: 'gp3', sizeGiB: 200, iops: 6000, throughputMiBps: 500 };
    s.storage.kind = r.kind as 'gp3';
    s.storage.sizeGiB = 2000;
    s.storage.iops = r.iops;
    s.storage.throughputMiBps = Math.min(r.mibps, r.iops / 4);
    if (r.kind === 'custom') {
      s.instance = {
        type: 'custom',
        customVcpu: r.vcpu,
        customMemoryGiB: 512,
        customHourlyUsd: 1,
        burstUsedMin: 0,
        burstKnown: false,
      };
      s.storage.custom = {
        readIops4k: r.customIops,
        readMiBps: r.customMiBps,
        readLatencyUs: 20,
        writeLatencyUs: 10,
        count: 1,
        monthlyUsd: 0,
      };
    } else {
      s.instance.type = `${r.kind === 'instance-store' ? 'm6id' : 'm6i'}.${SIZES[r.size]}`;
    }
    return s;
  });

/** Fast devices where the 5.6/5.7 mutex binds (the brief's Optane regime): half the cases. */
const arbFast = fc
  .record({
    version: fc.constantFrom('5.6.51', '5.7.44', '8.0.39'),
    iops: fc.integer({ min: 200_000, max: 2_000_000 }),
    mibps: fc.integer({ min: 2000, max: 20_000 }),
    page: fc.constantFrom(4, 8, 16),
    bp: fc.double({ min: 5, max: 60, noNaN: true }),
    w: fc.constantFrom(0, 0.05, 0.3),
  })
  .map((r): Scenario => {
    const s = defaultScenario();
    s.instance = {
      type: 'custom',
      customVcpu: 96,
      customMemoryGiB: 512,
      customHourlyUsd: 1,
      burstUsedMin: 0,
      burstKnown: false,
    };
    s.storage.kind = 'custom';
    s.storage.custom = {
      readIops4k: r.iops,
      readMiBps: r.mibps,
      readLatencyUs: 15,
      writeLatencyUs: 10,
      count: 2,
      monthlyUsd: 0,
    };
    s.mysql.version = r.version;
    s.mysql.pageSizeKiB = r.page as 16;
    s.mysql.dataGiB = 100;
    s.mysql.bufferPoolGiB = r.bp;
    s.workload.writeFraction = r.w;
    s.workload.threads = 256;
    return s;
  });

const arbAny = fc.oneof(arbScenario, arbFast);

const qps = (s: Scenario): number => predictQps(s, cat).pointSelect;
const noLess = (more: Scenario, s: Scenario): void => {
  expect(qps(more)).toBeGreaterThanOrEqual(qps(s) * (1 - 1e-9) - 1e-6);
};

describe('QPS is monotone in capacity (property, every version)', () => {
  it('more IOPS or throughput never predicts fewer QPS', () => {
    fc.assert(
      fc.property(arbAny, fc.integer({ min: 1, max: 20 }), (s, k) => {
        const st = s.storage;
        if (st.kind === 'custom') {
          noLess(
            {
              ...s,
              storage: {
                ...st,
                custom: { ...st.custom, readIops4k: st.custom.readIops4k * (1 + k / 10) },
              },
            },
            s,
          );
          noLess(
            {
              ...s,
              storage: {
                ...st,
                custom: { ...st.custom, readMiBps: st.custom.readMiBps * (1 + k / 10) },
              },
            },
            s,
          );
        } else {
          noLess({ ...s, storage: { ...st, iops: st.iops + 1000 * k } }, s);
          noLess({ ...s, storage: { ...st, throughputMiBps: st.throughputMiBps + 10 * k } }, s);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('more vCPUs (a bigger instance of the same family, the same buffer pool) never predicts fewer QPS', () => {
    fc.assert(
      fc.property(arbAny, (s) => {
        if (s.instance.type === 'custom') {
          noLess({ ...s, instance: { ...s.instance, customVcpu: s.instance.customVcpu * 2 } }, s);
          return;
        }
        const [family, size] = s.instance.type.split('.');
        const next = SIZES[SIZES.indexOf(size as (typeof SIZES)[number]) + 1];
        noLess({ ...s, instance: { ...s.instance, type: `${family}.${next}` } }, s);
      }),
      { numRuns: 400 },
    );
  });

  it('a bigger buffer pool never predicts fewer QPS', () => {
    fc.assert(
      fc.property(arbAny, fc.double({ min: 0.5, max: 20, noNaN: true }), (s, add) => {
        noLess({ ...s, mysql: { ...s.mysql, bufferPoolGiB: s.mysql.bufferPoolGiB + add } }, s);
      }),
      { numRuns: 400 },
    );
  });

  it('every QPS range contains its point figure', () => {
    let checked = 0;
    fc.assert(
      fc.property(arbAny, (s) => {
        const r = predictWithRanges(s, cat);
        if (!r.ok) return;
        checked += 1;
        const q = r.prediction.qps;
        const [lo, hi] = q.pointSelectRange ?? [NaN, NaN];
        expect(lo).toBeLessThanOrEqual(q.pointSelect * (1 + 1e-9));
        expect(hi).toBeGreaterThanOrEqual(q.pointSelect * (1 - 1e-9));
        if (q.transactionsPerSecond !== undefined) {
          const [tlo, thi] = q.transactionsPerSecondRange ?? [NaN, NaN];
          expect(tlo).toBeLessThanOrEqual(q.transactionsPerSecond * (1 + 1e-9));
          expect(thi).toBeGreaterThanOrEqual(q.transactionsPerSecond * (1 - 1e-9));
        }
      }),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(100);
  });
});
