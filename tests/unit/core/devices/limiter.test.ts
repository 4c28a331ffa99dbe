/**
 * The EBS volume limiter's bucket (issue 40 item 2, src/core/devices/limiter.ts): the constant
 * pinned to its calibration runs, the closed form, and the invariants through the startup model
 * (more IOPS never slower; the burst never reads above the instance's EBS ceiling; a device under
 * its cap is unchanged).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { EBS_LIMITER_BUCKET_S } from '../../../../src/core/devices/constants.ts';
import { limitedSeconds, windowExcess } from '../../../../src/core/devices/limiter.ts';
import { BURST, deviceParams } from '../../../../src/core/devices/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { predictStartup, startupInputs } from '../../../../src/core/startup/index.ts';
import { startupNumbers } from '../../../../src/core/startup/phases.ts';
import type { StartupInputs } from '../../../../src/core/startup/phases.ts';
import { SPREADS } from '../../../../src/core/uncertainty/index.ts';
import { caseA } from '../briefCases.ts';

/**
 * The calibration runs: github.com/miztiik/ebs-gp3-perf, fio_results/fio_results_1608563583.csv
 * (fio 2.14, randwrite, 16 jobs × iodepth 16, runtime=10, time_based; 2020-12-21), the 16,000-IOPS
 * gp3 (nvme5n1) and io2 (nvme4n1) volumes of scripts/create_and_attach_volumes.sh, 4-64 KiB
 * (IOPS-bound: at 128 KiB the 1,000 MiB/s throughput binds). [volume, provisioned, KiB, IOPS].
 */
const CALIBRATION: readonly (readonly [string, number, number, number])[] = [
  ['gp3', 16_000, 4, 17_583],
  ['gp3', 16_000, 8, 16_597],
  ['gp3', 16_000, 16, 16_635],
  ['gp3', 16_000, 32, 16_645],
  ['gp3', 16_000, 64, 16_739],
  ['io2', 16_000, 4, 17_585],
  ['io2', 16_000, 8, 16_631],
  ['io2', 16_000, 16, 16_602],
  ['io2', 16_000, 32, 16_742],
  ['io2', 16_000, 64, 16_653],
];
const RUN_S = 10;

/** Seconds of the provisioned rate a 10 s run read above it. */
const bucketOf = ([, provisioned, , measured]: readonly [string, number, number, number]) =>
  (measured / provisioned - 1) * RUN_S;

function scenario(kind: 'gp3' | 'io2' | 'gp2', iops: number, inst: string, files: number) {
  const s = defaultScenario();
  s.instance.type = inst;
  s.storage.kind = kind;
  s.storage.sizeGiB = 2000;
  s.storage.iops = iops;
  s.storage.throughputMiBps = kind === 'gp3' ? 1000 : s.storage.throughputMiBps;
  s.mysql.tables = files;
  s.mysql.dataGiB = 100;
  return s;
}

const dup = (x: StartupInputs) => {
  const p = startupNumbers(x).phases.find((q) => q.name === 'duplicate_check');
  if (!p) throw new Error('no duplicate check');
  return p;
};
const noBucket = (x: StartupInputs): StartupInputs => ({
  ...x,
  k: { ...x.k, limiterBucketSeconds: 0 },
});

describe('EBS_LIMITER_BUCKET_S against its calibration runs', () => {
  it('is the median of the ten runs (0.41 s) and the spread spans their extremes', () => {
    const d = CALIBRATION.map(bucketOf).sort((a, b) => a - b);
    const median = ((d[4] ?? 0) + (d[5] ?? 0)) / 2;
    expect(median).toBeCloseTo(0.4056, 3);
    expect(EBS_LIMITER_BUCKET_S).toBeCloseTo(median, 2);
    const s = SPREADS.find((x) => x.id === 'limiterBucket');
    expect(s?.direction).toBe('capacity');
    const [lo, hi] = s?.inside ?? [1, 1];
    expect(lo * EBS_LIMITER_BUCKET_S).toBeLessThanOrEqual(d[0] ?? 0);
    expect(hi * EBS_LIMITER_BUCKET_S).toBeGreaterThanOrEqual(d[d.length - 1] ?? 0);
    // 4 KiB runs read about 1 s above the cap, the others 0.37-0.46 s.
    expect(d[0]).toBeCloseTo(0.373, 3);
    expect(d[d.length - 1]).toBeCloseTo(0.991, 3);
  });

  it("a 10 s run at the cap measures the point's excess: 4.1 %", () => {
    expect(windowExcess(EBS_LIMITER_BUCKET_S, 10)).toBeCloseTo(0.041, 4);
    expect(windowExcess(EBS_LIMITER_BUCKET_S, 0)).toBe(0);
  });
});

describe('limitedSeconds (closed form)', () => {
  it('takes the bucket off a long run at the cap and leaves a run with no burst room as it is', () => {
    // 1M reads at 3,000/s, 0.41 s × 3,000 reads in the bucket, served at up to 10,000/s.
    expect(limitedSeconds(1e6, 3000, 10_000, 0.41 * 3000)).toBeCloseTo(1e6 / 3000 - 0.41, 9);
    expect(limitedSeconds(1e6, 3000, 3000, 1230)).toBe(1e6 / 3000);
    expect(limitedSeconds(1e6, 3000, 2000, 1230)).toBe(1e6 / 3000);
    expect(limitedSeconds(1e6, 3000, 10_000, 0)).toBe(1e6 / 3000);
    // A run shorter than the burst runs at the burst rate.
    expect(limitedSeconds(1000, 3000, 10_000, 1230)).toBeCloseTo(0.1, 12);
    expect(limitedSeconds(0, 3000, 10_000, 1230)).toBe(0);
  });

  const arb = fc.record({
    reads: fc.double({ min: 1, max: 1e7, noNaN: true }),
    cap: fc.double({ min: 100, max: 300_000, noNaN: true }),
    more: fc.double({ min: 0, max: 100_000, noNaN: true }),
    burst: fc.double({ min: 0, max: 400_000, noNaN: true }),
    bucketS: fc.double({ min: 0, max: 2, noNaN: true }),
  });

  it('property: a higher cap or a larger bucket is never slower; the rate never exceeds the burst rate', () => {
    fc.assert(
      fc.property(arb, (r) => {
        const t = limitedSeconds(r.reads, r.cap, r.burst, r.bucketS * r.cap);
        const up = r.cap + r.more;
        expect(limitedSeconds(r.reads, up, r.burst, r.bucketS * r.cap)).toBeLessThanOrEqual(
          t * (1 + 1e-12),
        );
        expect(limitedSeconds(r.reads, r.cap, r.burst, r.bucketS * r.cap * 2)).toBeLessThanOrEqual(
          t * (1 + 1e-12),
        );
        expect(r.reads / t).toBeLessThanOrEqual(Math.max(r.cap, r.burst) * (1 + 1e-9));
        expect(t).toBeLessThanOrEqual((r.reads / r.cap) * (1 + 1e-12));
        if (r.burst <= r.cap) expect(t).toBe(r.reads / r.cap);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the limiter in the startup model', () => {
  it("case A: the duplicate check at gp3's 3,000 IOPS gains the bucket, 0.41 s of 333 s", () => {
    const x = startupInputs(caseA(), cat);
    const without = dup(noBucket(x)).seconds;
    expect(without).toBeCloseTo(1e6 / 3000, 6);
    expect(dup(x).seconds).toBeCloseTo(without - EBS_LIMITER_BUCKET_S, 6);
    expect(dup(x).bound).toBe('iops');
  });

  it('a short start at the cap sees the larger excess (100,000 tables, light, 16,000 IOPS)', () => {
    const s = scenario('gp3', 16_000, 'm6i.2xlarge', 100_000);
    s.mysql.startupOpt = 'light';
    const x = startupInputs(s, cat);
    const t0 = dup(noBucket(x)).seconds;
    expect(t0).toBeCloseTo(100_000 / 16_000, 6);
    const t = dup(x).seconds;
    // excess = bucket / (n − bucket): 0.41 / (6.25 − 0.41) = 7.0 %
    expect(t0 / t - 1).toBeCloseTo(0.41 / (t0 - 0.41), 6);
  });

  it('a device under its cap is unchanged (latency-bound readers, V8)', () => {
    const x = startupInputs(scenario('gp3', 12_000, 'm6i.large', 1_000_000), cat);
    expect(dup(x).bound).not.toBe('iops');
    expect(dup(x).seconds).toBe(dup(noBucket(x)).seconds);
  });

  it("the duplicate check's explanation names the burst where it applies, only there", () => {
    const text = (s: Scenario) =>
      predictStartup(s, cat).phases.find((q) => q.name === 'duplicate_check')?.explanation ?? '';
    expect(text(caseA())).toContain(
      "The volume's limiter lets about 0.41 s of its IOPS through above the cap at the start.",
    );
    expect(text(scenario('gp3', 12_000, 'm6i.large', 1_000_000))).not.toContain('limiter');
  });

  it('only gp3 and io2 carry the bucket; a calibrated IOPS cap drops it', () => {
    const dev = (s: Scenario) => deviceParams(s, cat, BURST);
    expect(dev(scenario('gp3', 3000, 'm6i.large', 1e6)).volumeBucket).toBeDefined();
    expect(dev(scenario('io2', 3000, 'm6i.large', 1e6)).volumeBucket).toBeDefined();
    expect(dev(scenario('gp2', 3000, 'm6i.large', 1e6)).volumeBucket).toBeUndefined();
    const cal = scenario('gp3', 3000, 'm6i.large', 1e6);
    cal.calibration = {
      ...cal.calibration,
      device: { readIopsCap: 2500, readMiBpsCap: 100, readLatencyUs: 300, label: 'fio' },
    } as Scenario['calibration'];
    expect(dev(cal).iops.value).toBe(2500);
    expect(dev(cal).volumeBucket).toBeUndefined();
  });

  const arb = fc.record({
    kind: fc.constantFrom('gp3', 'io2') as fc.Arbitrary<'gp3' | 'io2'>,
    inst: fc.constantFrom('m6i.large', 'm6i.xlarge', 'm6i.2xlarge', 'm6i.4xlarge', 'm6i.8xlarge'),
    iops: fc.integer({ min: 3000, max: 64_000 }),
    more: fc.integer({ min: 1, max: 20_000 }),
    files: fc.integer({ min: 10_000, max: 2_000_000 }),
    opt: fc.constantFrom('default', 'fadvise', 'light') as fc.Arbitrary<
      'default' | 'fadvise' | 'light'
    >,
    burstUsedMin: fc.constantFrom(0, 10, 30),
  });

  it("property: more IOPS never slower; the duplicate check never reads above the instance's EBS ceiling", () => {
    fc.assert(
      fc.property(arb, (r) => {
        const make = (iops: number) => {
          const s = scenario(r.kind, iops, r.inst, r.files);
          s.mysql.startupOpt = r.opt;
          s.instance.burstUsedMin = r.burstUsedMin;
          return startupInputs(s, cat);
        };
        const x = make(r.iops);
        const n = startupNumbers(x);
        expect(startupNumbers(make(r.iops + r.more)).totalSeconds).toBeLessThanOrEqual(
          n.totalSeconds * (1 + 1e-12),
        );
        const d = dup(x);
        const inst = cat.instances[r.inst];
        if (!inst) throw new Error(r.inst);
        // One read is one EBS IO at these sizes; the burst ceiling is the instance's maximum.
        expect(d.reads / d.seconds).toBeLessThanOrEqual(inst.ebs.maxIops * (1 + 1e-9));
        expect((d.reads * d.ioSizeKiB) / 1024 / d.seconds).toBeLessThanOrEqual(
          inst.ebs.maxMiBps * (1 + 1e-9),
        );
        // The bucket never slows a start.
        expect(n.totalSeconds).toBeLessThanOrEqual(
          startupNumbers(noBucket(x)).totalSeconds * (1 + 1e-12),
        );
      }),
      { numRuns: 200 },
    );
  });
});
