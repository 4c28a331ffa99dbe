import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readRate } from '../../../../src/core/devices/index.ts';
import { BUFFERED_READ_OVERHEAD_US } from '../../../../src/core/devices/constants.ts';
import { refreshEbsCaps, storageParams } from '../../../../src/core/devices/params.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { FIXTURE_CATALOG as cat } from '../model/fixtureCatalog.ts';

function gp3(iops: number, mibps: number, instance = 'm6i.8xlarge'): Scenario {
  const s = defaultScenario();
  s.instance.type = instance;
  s.storage.sizeGiB = 1000;
  s.storage.iops = iops;
  s.storage.throughputMiBps = mibps;
  return s;
}

describe('readRate', () => {
  it('gp3: 4k/16k/32k cost the same IOPS until the bandwidth cap bites', () => {
    const s = gp3(16000, 256);
    expect(readRate(s, cat, 4, 16).readsPerSecond).toBe(16000);
    expect(readRate(s, cat, 16, 16).readsPerSecond).toBe(16000);
    const r32 = readRate(s, cat, 32, 16);
    expect(r32.readsPerSecond).toBeCloseTo(8192, 0);
    expect(r32.bound).toBe('bandwidth');
  });

  it("the instance's EBS ceiling caps a large volume (sustained = baseline)", () => {
    const s = gp3(40000, 1000, 'm6i.large');
    expect(readRate(s, cat, 4, 64).readsPerSecond).toBe(40000);
    const sustained = readRate(s, cat, 4, 64, { sustained: true });
    expect(sustained.readsPerSecond).toBe(3600);
    expect(sustained.bound).toBe('instance-ebs');
  });

  it('one reader on gp3 is latency-bound (O_DIRECT: the catalog latency minus the page-cache path)', () => {
    const r = readRate(gp3(16000, 1000), cat, 4, 1);
    expect(r.bound).toBe('latency');
    expect(r.readsPerSecond).toBeCloseTo(
      1e6 / (cat.ebsLimits.gp3.readLatencyUs - BUFFERED_READ_OVERHEAD_US),
      0,
    );
  });

  it('a restored volume reads at about 43 ms per first touch (22 reads/s for one reader)', () => {
    const s = gp3(3000, 125);
    s.storage.volumeState = 'restored';
    const r = readRate(s, cat, 4, 1);
    expect(r.readsPerSecond).toBeGreaterThan(22);
    expect(r.readsPerSecond).toBeLessThan(24);
    s.storage.restoreRemedy = 'fsr';
    expect(readRate(s, cat, 4, 1).readsPerSecond).toBeGreaterThan(1000);
  });

  it('gp2 earns 3 IOPS per GiB and bursts to 3,000', () => {
    const s = defaultScenario();
    s.storage.kind = 'gp2';
    s.storage.sizeGiB = 2000;
    expect(readRate(s, cat, 16, 64).readsPerSecond).toBe(6000);
    s.storage.sizeGiB = 100;
    expect(readRate(s, cat, 16, 64).readsPerSecond).toBe(3000);
    expect(readRate(s, cat, 16, 64, { sustained: true }).readsPerSecond).toBe(300);
  });

  it('custom device: striping adds IOPS and bandwidth, latency stays', () => {
    const s = defaultScenario();
    s.storage.kind = 'custom';
    s.storage.custom = {
      readIops4k: 100000,
      readMiBps: 1000,
      readLatencyUs: 100,
      writeLatencyUs: 10,
      count: 1,
      monthlyUsd: 0,
    };
    expect(readRate(s, cat, 4, 1).readsPerSecond).toBeCloseTo(10000, 0);
    expect(readRate(s, cat, 4, 64).readsPerSecond).toBe(100000);
    s.storage.custom.count = 2;
    expect(readRate(s, cat, 4, 64).readsPerSecond).toBe(200000);
    expect(readRate(s, cat, 4, 1).readsPerSecond).toBeCloseTo(10000, 0);
  });

  it('calibration.device replaces the device parameters', () => {
    const s = gp3(16000, 1000);
    s.calibration = {
      name: 'x',
      createdAt: '',
      sources: [],
      device: { readIopsCap: 5000, readMiBpsCap: 50, readLatencyUs: 200 },
      startup: null,
    };
    expect(readRate(s, cat, 4, 64).readsPerSecond).toBeLessThanOrEqual(5000);
    expect(readRate(s, cat, 32, 64).readsPerSecond).toBeCloseTo(1600, 0);
  });

  const sizes = fc.constantFrom(4, 8, 16, 32, 64, 128, 256, 512, 1024);
  it('more IOPS or throughput is never slower; more threads never slower on EBS (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3000, max: 79000 }),
        fc.integer({ min: 125, max: 1900 }),
        sizes,
        fc.integer({ min: 1, max: 256 }),
        (iops, mibps, size, threads) => {
          const a = readRate(gp3(iops, mibps), cat, size, threads).readsPerSecond;
          expect(
            readRate(gp3(iops + 1000, mibps), cat, size, threads).readsPerSecond,
          ).toBeGreaterThanOrEqual(a);
          expect(
            readRate(gp3(iops, mibps + 100), cat, size, threads).readsPerSecond,
          ).toBeGreaterThanOrEqual(a);
          expect(
            readRate(gp3(iops, mibps), cat, size, threads + 1).readsPerSecond,
          ).toBeGreaterThanOrEqual(a);
        },
      ),
    );
  });

  it('smaller IOs never read more bytes per second, nor fewer IOs per second (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('gp3', 'instance-store', 'custom'),
        sizes,
        fc.integer({ min: 1, max: 128 }),
        (kind, size, threads) => {
          const s = gp3(16000, 500, 'm6id.4xlarge');
          s.storage.kind = kind as Scenario['storage']['kind'];
          const big = readRate(s, cat, size * 2, threads).readsPerSecond;
          const small = readRate(s, cat, size, threads).readsPerSecond;
          expect(small * size).toBeLessThanOrEqual(big * size * 2 + 1e-6);
          expect(small).toBeGreaterThanOrEqual(big);
        },
      ),
    );
  });

  it('is finite and non-negative for any input (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (size, threads) => {
        const r = readRate(gp3(3000, 125), cat, size, threads);
        expect(Number.isFinite(r.readsPerSecond)).toBe(true);
        expect(r.readsPerSecond).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('refreshEbsCaps re-points label-free parameters exactly like storageParams (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('gp3', 'io2', 'gp2'),
        fc.constantFrom(...Object.keys(cat.instances)),
        fc.integer({ min: 1, max: 20000 }),
        fc.integer({ min: 100, max: 100000 }),
        fc.integer({ min: 125, max: 2000 }),
        fc.boolean(),
        (kind, name, size, iops, mibps, sustained) => {
          const inst = cat.instances[name] ?? null;
          const st = {
            ...defaultScenario().storage,
            kind: kind as 'gp3',
            sizeGiB: size,
            iops,
            throughputMiBps: mibps,
          };
          const mode = { sustained, firstTouch: false, labels: false };
          const template = storageParams(
            { ...st, iops: 3000, throughputMiBps: 125, sizeGiB: 500 },
            inst,
            cat,
            mode,
          );
          refreshEbsCaps(template, st, inst, cat, sustained);
          const fresh = storageParams(st, inst, cat, mode);
          expect([
            template.iops.value,
            template.iops.bound,
            template.bandwidth.value,
            template.bandwidth.bound,
          ]).toEqual([
            fresh.iops.value,
            fresh.iops.bound,
            fresh.bandwidth.value,
            fresh.bandwidth.bound,
          ]);
        },
      ),
    );
  });
});
