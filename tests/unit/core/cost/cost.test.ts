import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  predictCost,
  storageSubtotalAfter,
  tieredIopsUsd,
} from '../../../../src/core/cost/index.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { FIXTURE_CATALOG as cat } from '../model/fixtureCatalog.ts';

function gp3(size: number, iops: number, mibps: number): Scenario {
  const s = defaultScenario();
  s.storage.sizeGiB = size;
  s.storage.iops = iops;
  s.storage.throughputMiBps = mibps;
  return s;
}

describe('monthly cost', () => {
  it("the brief's worked gp3 check: 1 TiB at 16,000 IOPS and 256 MiB/s", () => {
    const c = predictCost(gp3(1024, 16000, 256), cat, 1000);
    expect(c.storageUsd).toBeCloseTo(81.92 + 13000 * 0.005 + 131 * 0.04, 6);
    expect(c.items.map((i) => i.monthlyUsd).slice(0, 3)).toEqual(
      [81.92, 65, 5.24].map((v) => expect.closeTo(v, 6)),
    );
  });

  it('instance: hourly price × 730 h; total = storage + instance + restore; per 1,000 QPS', () => {
    const c = predictCost(defaultScenario(), cat, 2000);
    expect(c.instanceUsd).toBeCloseTo(0.096 * 730, 6);
    expect(c.monthlyUsd).toBeCloseTo(c.storageUsd + c.instanceUsd + c.restoreUsd, 6);
    expect(c.per1000QpsUsd).toBeCloseTo(c.monthlyUsd / 2, 6);
    for (const i of c.items) expect(i.source.length).toBeGreaterThan(0);
  });

  it('a separate log volume is priced like a data volume of its kind, itemised as the log volume', () => {
    const s = defaultScenario();
    const base = predictCost(s, cat, 1).storageUsd;
    s.logVolume = { kind: 'gp3', sizeGiB: 200, iops: 6000, throughputMiBps: 250 };
    const c = predictCost(s, cat, 1);
    const log = c.items.filter((i) => i.label.startsWith('log volume '));
    expect(log.map((i) => i.monthlyUsd)).toEqual(
      [200 * 0.08, 3000 * 0.005, 125 * 0.04].map((v) => expect.closeTo(v, 6)),
    );
    expect(c.storageUsd).toBeCloseTo(base + 16 + 15 + 5, 6);
    s.logVolume = { kind: 'io2', sizeGiB: 50, iops: 5000, throughputMiBps: 125 };
    const io2 = predictCost(s, cat, 1).items.filter((i) => i.label.startsWith('log volume io2'));
    expect(io2).toHaveLength(2);
    expect(io2[1]?.monthlyUsd).toBeCloseTo(
      tieredIopsUsd(5000, cat.regions['us-east-1']!.ebs.io2IopsTiers),
      6,
    );
    s.logVolume.kind = 'same';
    expect(predictCost(s, cat, 1).storageUsd).toBeCloseTo(base, 6);
  });

  it('unit prices in the labels show cents at least: "$0.10", never "$0.1"', () => {
    const s = defaultScenario();
    s.storage.kind = 'gp2';
    const gp2 = predictCost(s, cat, 1).items.find((i) => i.label.startsWith('gp2 storage'));
    // The price, whatever unit follows it.
    expect(gp2?.label).toMatch(/^gp2 storage 500 GiB × \$0\.10\b/);
    const gp3 = predictCost(defaultScenario(), cat, 1).items.map((i) => i.label);
    expect(gp3.some((l) => l.startsWith('gp3 IOPS 0 above 3,000 × $0.005'))).toBe(true);
    expect(gp3).toContain('m6i.large on-demand $0.096/h × 730 h');
    for (const l of gp3) expect(l).not.toMatch(/\$\d+\.\d(?!\d)/);
  });

  it('instance store is included in the *d price', () => {
    const s = defaultScenario();
    s.instance.type = 'm6id.xlarge';
    s.storage.kind = 'instance-store';
    expect(predictCost(s, cat, 1).storageUsd).toBe(0);
  });

  it('io2 IOPS are tiered', () => {
    const tiers = cat.regions['us-east-1']?.ebs.io2IopsTiers ?? [];
    expect(tieredIopsUsd(40000, tiers)).toBeCloseTo(32000 * 0.065 + 8000 * 0.0455, 6);
  });

  it('io2 above 64,000 IOPS is priced at the published $0.032 in the shipped catalog', () => {
    const tiers = DEFAULT_CATALOG.regions['us-east-1']?.ebs.io2IopsTiers ?? [];
    expect(tiers.map((t) => t.perIopsMonthUsd)).toEqual([0.065, 0.0455, 0.032]);
    expect(tieredIopsUsd(100000, tiers)).toBeCloseTo(
      32000 * 0.065 + 32000 * 0.0455 + 36000 * 0.032,
      6,
    );
  });

  it('restore remedies priced per restore, on the same basis: FSR per enablement, initialization per GiB', () => {
    const s = gp3(500, 3000, 125);
    s.storage.volumeState = 'restored';
    s.storage.restoreRemedy = 'fsr';
    // 200 GiB of snapshot data optimizes in 200/1024 × 60 min < 1 h: the one-hour minimum, once.
    expect(s.storage.restoresPerMonth).toBe(1);
    expect(predictCost(s, cat, 1).restoreUsd).toBeCloseTo(0.75 * 1, 6);
    s.storage.restoresPerMonth = 4;
    expect(predictCost(s, cat, 1).restoreUsd).toBeCloseTo(0.75 * 4, 6);
    s.storage.restoreRemedy = 'initialize';
    // AWS bills GiB of snapshot data (≈ the 200 GiB of MySQL data), not the 500 GiB volume.
    expect(predictCost(s, cat, 1).restoreUsd).toBeCloseTo(200 * 0.015 * 4, 6);
    // 4 TiB of data: 4 h of FSR per restore.
    s.storage.restoreRemedy = 'fsr';
    s.mysql.dataGiB = 4096;
    s.storage.sizeGiB = 5000;
    expect(predictCost(s, cat, 1).restoreUsd).toBeCloseTo(0.75 * 4 * 4, 6);
    // Restored more often than the month has hours of optimization: enabled all month.
    s.storage.restoresPerMonth = 300;
    const all = predictCost(s, cat, 1);
    expect(all.restoreUsd).toBeCloseTo(0.75 * 730, 6);
    expect(all.items.find((i) => i.label.startsWith('Fast Snapshot'))?.label).toMatch(
      /enabled all month/,
    );
    s.storage.restoresPerMonth = 0;
    expect(predictCost(s, cat, 1).restoreUsd).toBe(0);
    s.storage.restoreRemedy = 'none';
    s.storage.restoresPerMonth = 4;
    expect(predictCost(s, cat, 1).restoreUsd).toBe(0);
  });

  it('the cheaper remedy depends on how often the volume is restored', () => {
    const s = gp3(500, 3000, 125);
    s.storage.volumeState = 'restored';
    const cost = (remedy: 'fsr' | 'initialize', n: number) => {
      s.storage.restoreRemedy = remedy;
      s.storage.restoresPerMonth = n;
      return predictCost(s, cat, 1).restoreUsd;
    };
    // Fixture prices: FSR $0.75 per restore (1 h), initialization 200 GiB × $0.015 = $3 per restore.
    for (const n of [0.5, 1, 4, 30])
      expect(cost('fsr', n) / cost('initialize', n)).toBeCloseTo(0.75 / 3, 6);
  });

  it('initialization: charged per GiB of snapshot data (data, at most the volume), labelled an estimate', () => {
    const s = gp3(500, 3000, 125);
    s.storage.volumeState = 'restored';
    s.storage.restoreRemedy = 'initialize';
    s.mysql.dataGiB = 50;
    const c = predictCost(s, cat, 1);
    expect(c.restoreUsd).toBeCloseTo(50 * 0.015, 9);
    const item = c.items.find((i) => i.label.startsWith('volume initialization'));
    expect(item?.label).toContain('(estimate)');
    expect(item?.label).toContain('50 GiB of snapshot data');
    // Growing the volume alone does not change the charge; growing the data does.
    s.storage.sizeGiB = 4000;
    expect(predictCost(s, cat, 1).restoreUsd).toBeCloseTo(50 * 0.015, 9);
    s.mysql.dataGiB = 400;
    expect(predictCost(s, cat, 1).restoreUsd).toBeCloseTo(400 * 0.015, 9);
  });

  it('initialization price scales with the requested rate (AWS: rate × GiB × MiB/s)', () => {
    const s = gp3(500, 3000, 125);
    s.storage.volumeState = 'restored';
    s.storage.restoreRemedy = 'initialize';
    const region = cat.regions['us-east-1'];
    if (!region) throw new Error('fixture has us-east-1');
    // The same price quoted at 150 MiB/s means twice the charge at the model's 300 MiB/s.
    const quotedAt150 = {
      ...cat,
      regions: {
        'us-east-1': { ...region, ebs: { ...region.ebs, initializationRateMiBps: 150 } },
      },
    };
    expect(predictCost(s, quotedAt150, 1).restoreUsd).toBeCloseTo(
      2 * predictCost(s, cat, 1).restoreUsd,
      9,
    );
  });

  it('is monotone in every provisioned quantity (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60000 }),
        fc.integer({ min: 3000, max: 79000 }),
        fc.integer({ min: 125, max: 1999 }),
        (size, iops, mibps) => {
          const c = predictCost(gp3(size, iops, mibps), cat, 1).monthlyUsd;
          expect(Number.isFinite(c)).toBe(true);
          expect(predictCost(gp3(size + 1, iops, mibps), cat, 1).monthlyUsd).toBeGreaterThan(c);
          expect(predictCost(gp3(size, iops + 1, mibps), cat, 1).monthlyUsd).toBeGreaterThan(c);
          expect(predictCost(gp3(size, iops, mibps + 1), cat, 1).monthlyUsd).toBeGreaterThan(c);
        },
      ),
    );
  });

  it('io2 and gp2 cost are monotone in size and IOPS (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 60000 }),
        fc.integer({ min: 100, max: 255000 }),
        (size, iops) => {
          const s = gp3(size, 3000, 125);
          s.storage.kind = 'io2';
          s.storage.iops = iops;
          const c = predictCost(s, cat, 1).monthlyUsd;
          expect(
            predictCost({ ...s, storage: { ...s.storage, sizeGiB: size + 1 } }, cat, 1).monthlyUsd,
          ).toBeGreaterThan(c);
          expect(
            predictCost({ ...s, storage: { ...s.storage, iops: iops + 1 } }, cat, 1).monthlyUsd,
          ).toBeGreaterThan(c);
          const g = { ...s, storage: { ...s.storage, kind: 'gp2' as const } };
          expect(
            predictCost({ ...g, storage: { ...g.storage, sizeGiB: size + 1 } }, cat, 1).monthlyUsd,
          ).toBeGreaterThan(predictCost(g, cat, 1).monthlyUsd);
        },
      ),
    );
  });
});

describe('storage subtotal (cost.storageUsd) and the parts of the itemised cost', () => {
  it('tags each item with what it pays for; storageUsd is the sum of the volume items', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 4000 }),
        fc.integer({ min: 3000, max: 16000 }),
        fc.integer({ min: 125, max: 1000 }),
        fc.constantFrom('same' as const, 'gp3' as const),
        (size, iops, mibps, log) => {
          const s = gp3(size, iops, Math.min(mibps, iops / 4));
          if (log === 'gp3') s.logVolume = { ...s.logVolume, kind: 'gp3' };
          const c = predictCost(s, cat, 1000);
          for (const i of c.items) expect(['storage', 'instance', 'restore']).toContain(i.part);
          const volumes = c.items.filter((i) => i.part === 'storage');
          const sum = volumes.reduce((a, i) => a + i.monthlyUsd, 0);
          expect(c.storageUsd).toBeCloseTo(sum, 9);
          expect(c.items.filter((i) => i.part === 'instance')).toHaveLength(1);
          // the subtotal row goes right after the last volume item
          const after = storageSubtotalAfter(c.items);
          expect(after).toBe(c.items.lastIndexOf(volumes[volumes.length - 1]!));
          expect(c.items[after + 1]?.part).toBe('instance');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the brief’s gp3 example: 1 TiB, 16,000 IOPS, 256 MiB/s has a $152.16 storage subtotal', () => {
    const c = predictCost(gp3(1024, 16000, 256), cat, 1000);
    expect(c.storageUsd).toBeCloseTo(152.16, 2);
  });

  it('no subtotal row for a single volume item (gp2, instance store) or none', () => {
    expect(storageSubtotalAfter([{ part: 'storage' }, { part: 'instance' }])).toBe(-1);
    expect(storageSubtotalAfter([{ part: 'instance' }])).toBe(-1);
    expect(storageSubtotalAfter([])).toBe(-1);
    expect(
      storageSubtotalAfter([{ part: 'storage' }, { part: 'storage' }, { part: 'instance' }]),
    ).toBe(1);
  });
});
