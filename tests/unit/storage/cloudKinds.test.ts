/**
 * Issue 38: every Azure and Google Cloud disk kind's provisioning rules and prices against the
 * figures cited in src/core/catalog/clouds/disks.ts, the VM's cap binding and being named.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { withCloud } from '../../../src/core/cloud/index.ts';
import { predict } from '../../../src/core/model.ts';

function qpsWhy(s: Scenario): string {
  const r = predict(s, DEFAULT_CATALOG);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.prediction.qps.explanation;
}
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import type { Scenario, StorageChoice } from '../../../src/core/scenario/types.ts';
import { validateScenarioLimits } from '../../../src/core/scenario/validate.ts';
import { deploymentKinds, storageKind } from '../../../src/core/storage/index.ts';
import { premiumSsdTier } from '../../../src/core/storage/kinds/premiumSsd.ts';
import { pdPerformance } from '../../../src/core/storage/kinds/persistentDisk.ts';

const C = DEFAULT_CATALOG;
/** MiB/s in Microsoft's MB/s (10^6 bytes/s, as its disk and size pages define it). */
const MB = 1e6 / 2 ** 20;

function on(cloud: 'azure' | 'gcp', instance: string, st: Partial<StorageChoice>): Scenario {
  const s = withCloud(defaultScenario(), cloud, C);
  return { ...s, instance: { ...s.instance, type: instance }, storage: { ...s.storage, ...st } };
}

function storageUsd(s: Scenario): number {
  const m = storageKind(s.storage.kind);
  return m
    .costItems(s.storage, s.storage, C.regions['us-east-1']!.ebs, '', C, s)
    .reduce((sum, i) => sum + i.monthlyUsd, 0);
}

function firstIssue(s: Scenario, path: string) {
  return validateScenarioLimits(s, C).find((i) => i.path === path);
}

describe('the clouds offer their own kinds', () => {
  it('Azure: Premium SSD v2, Ultra Disk, Premium SSD, local NVMe; GCP: Hyperdisk, PD, Local SSD', () => {
    expect(deploymentKinds('ec2', 'azure').map((m) => m.kind)).toEqual([
      'premium-ssd-v2',
      'ultra-disk',
      'premium-ssd',
      'azure-local-nvme',
    ]);
    expect(deploymentKinds('ec2', 'gcp').map((m) => m.kind)).toEqual([
      'hyperdisk-balanced',
      'hyperdisk-extreme',
      'pd-ssd',
      'pd-balanced',
      'local-ssd',
    ]);
    expect(deploymentKinds('ec2').map((m) => m.kind)).not.toContain('premium-ssd-v2');
    expect(deploymentKinds('rds', 'azure')).toEqual([]);
  });
});

describe('Premium SSD v2 (eastus)', () => {
  const base = { kind: 'premium-ssd-v2', sizeGiB: 500, iops: 3000, throughputMiBps: 125 * MB };
  it('prices storage only at its included 3,000 IOPS and 125 MB/s (119.2 MiB/s): 500 × $0.0812', () => {
    expect(storageUsd(on('azure', 'Standard_E8ds_v5', base))).toBeCloseTo(500 * 0.0812, 9);
  });
  it('IOPS and throughput above the included are priced: +7,000 × $0.00488, +75 MB/s × $0.0401', () => {
    const s = on('azure', 'Standard_E8ds_v5', { ...base, iops: 10000, throughputMiBps: 200 * MB });
    expect(storageUsd(s)).toBeCloseTo(500 * 0.0812 + 7000 * 0.00488 + 75 * 0.0401, 9);
  });
  it('125 MiB/s is 131.07 MB/s: 6.07 MB/s above the included 125 MB/s are billed', () => {
    const s = on('azure', 'Standard_E8ds_v5', { ...base, throughputMiBps: 125 });
    expect(storageUsd(s)).toBeCloseTo(500 * 0.0812 + (125 / MB - 125) * 0.0401, 9);
  });
  it('allows 500 IOPS per GiB above 6 GiB: 8 GiB 4,000 IOPS, 3,000 at any size', () => {
    const at = (sizeGiB: number, iops: number) =>
      firstIssue(on('azure', 'Standard_E8ds_v5', { ...base, sizeGiB, iops }), 'storage.iops');
    expect(at(8, 4000)).toBeUndefined();
    expect(at(8, 4500)?.nearestValid).toBe(4000);
    expect(at(1, 3000)).toBeUndefined();
    expect(at(160, 80000)).toBeUndefined();
  });
  it('refuses more than 80,000 IOPS, and 500 IOPS per GiB, naming the nearest valid value', () => {
    const big = firstIssue(
      on('azure', 'Standard_E8ds_v5', { ...base, iops: 90000 }),
      'storage.iops',
    );
    expect(big?.message).toMatch(/Premium SSD v2 allows at most 80,000 IOPS/);
    expect(big?.nearestValid).toBe(80000);
    const dense = firstIssue(
      on('azure', 'Standard_E8ds_v5', { ...base, sizeGiB: 20, iops: 20000 }),
      'storage.iops',
    );
    expect(dense?.message).toMatch(/500 IOPS per GiB/);
  });
  it('refuses more than 0.25 MB/s per IOPS (750 MB/s at 3,000 IOPS) and 2,000 MB/s', () => {
    const s = on('azure', 'Standard_E8ds_v5', { ...base, throughputMiBps: 1000 });
    const i = firstIssue(s, 'storage.throughputMiBps');
    expect(i?.message).toMatch(/per provisioned IOPS/);
    // Whole MB/s: 3,000 × 0.25 MB/s is 750 MB/s exactly (not 715 whole MiB/s).
    expect(i?.nearestValid).toBeCloseTo(750 * MB, 6);
    const top = on('azure', 'Standard_E8ds_v5', {
      ...base,
      iops: 20000,
      throughputMiBps: 2100 * MB,
    });
    expect(firstIssue(top, 'storage.throughputMiBps')?.nearestValid).toBeCloseTo(2000 * MB, 6);
  });
  it("the VM's uncached disk cap binds and is named when lower than the disk's", () => {
    const s = on('azure', 'Standard_E8ds_v5', { ...base, iops: 30000, throughputMiBps: 600 });
    expect(qpsWhy(s)).toMatch(/Standard_E8ds_v5 uncached disk limit 12,800 IOPS/);
    // Ebdsv5 lists Premium SSD v2 apart: 44,200 IOPS on E8bds_v5 (Premium SSD: 33,000).
    const eb = on('azure', 'Standard_E8bds_v5', { ...base, iops: 50000, throughputMiBps: 1000 });
    expect(qpsWhy(eb)).toMatch(
      /Standard_E8bds_v5 uncached Premium SSD v2\/Ultra Disk limit 44,200 IOPS/,
    );
    const low = on('azure', 'Standard_E8ds_v5', base);
    expect(qpsWhy(low)).toMatch(/Premium SSD v2 3,000 IOPS/);
  });
});

describe('Ultra Disk', () => {
  it('bills every GiB, IOPS and MB/s: nothing included', () => {
    const s = on('azure', 'Standard_E8ds_v5', {
      kind: 'ultra-disk',
      sizeGiB: 200,
      iops: 5000,
      throughputMiBps: 200 * MB,
    });
    expect(storageUsd(s)).toBeCloseTo(200 * 0.1198 + 5000 * 0.0497 + 200 * 0.6985, 9);
  });
  it('allows 1,000 IOPS per GiB up to 400,000', () => {
    const s = on('azure', 'Standard_E8ds_v5', {
      kind: 'ultra-disk',
      sizeGiB: 4,
      iops: 5000,
      throughputMiBps: 10 * MB,
    });
    expect(firstIssue(s, 'storage.iops')?.nearestValid).toBe(4000);
  });
});

describe('Premium SSD (v1 tiers)', () => {
  it.each([
    [100, 'P10', 500, 100],
    [128, 'P10', 500, 100],
    [600, 'P30', 5000, 200],
    [32767, 'P80', 20000, 900],
  ])('%i GiB is %s with %i IOPS and %i MB/s', (size, tier, iops, mibps) => {
    const t = premiumSsdTier(size).tier;
    expect([t.tier, t.iops, t.mbps]).toEqual([tier, iops, mibps]);
  });
  it('tiers up to P20 burst to 3,500 IOPS and 170 MB/s (startup), sustained at the tier', () => {
    const m = storageKind('premium-ssd');
    const v = { kind: 'premium-ssd', sizeGiB: 500, iops: 0, throughputMiBps: 0 };
    const burst = m.volumeCaps?.(v, C, false, { iops: 0, mibps: 0 });
    const sustained = m.volumeCaps?.(v, C, true, { iops: 0, mibps: 0 });
    expect(burst?.iops).toBe(3500);
    expect(burst?.mibps).toBeCloseTo(170 * MB, 9);
    expect(sustained?.iops).toBe(2300);
    expect(sustained?.mibps).toBeCloseTo(150 * MB, 9);
  });
  it('is priced as its tier: P30 $122.88 in eastus', () => {
    const s = on('azure', 'Standard_E8ds_v5', { kind: 'premium-ssd', sizeGiB: 600 });
    expect(storageUsd(s)).toBeCloseTo(122.88, 9);
  });
});

describe('Hyperdisk Balanced (us-central1)', () => {
  const base = { kind: 'hyperdisk-balanced', sizeGiB: 500, iops: 3000, throughputMiBps: 140 };
  it('prices storage only at its included 3,000 IOPS and 140 MiB/s: 500 × $0.08', () => {
    expect(storageUsd(on('gcp', 'n2-standard-8', base))).toBeCloseTo(40, 9);
  });
  it('refuses more than 160,000 IOPS naming the rule and 160,000', () => {
    const s = on('gcp', 'n2-standard-8', { ...base, sizeGiB: 1000, iops: 170000 });
    const i = firstIssue(s, 'storage.iops');
    expect(i?.message).toMatch(/Hyperdisk Balanced allows at most 160,000 IOPS per volume/);
    expect(i?.nearestValid).toBe(160000);
  });
  it('refuses more than 2,400 MiB/s', () => {
    const s = on('gcp', 'n2-standard-8', {
      ...base,
      sizeGiB: 1000,
      iops: 20000,
      throughputMiBps: 3000,
    });
    expect(firstIssue(s, 'storage.throughputMiBps')?.nearestValid).toBe(2400);
  });
  it('more provisioned never costs less (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3000, max: 50000 }),
        fc.integer({ min: 0, max: 10000 }),
        (i, d) => {
          const a = storageUsd(on('gcp', 'n2-standard-8', { ...base, iops: i }));
          const b = storageUsd(on('gcp', 'n2-standard-8', { ...base, iops: i + d }));
          return b >= a;
        },
      ),
    );
  });
});

describe('Hyperdisk Extreme', () => {
  it('needs a machine of at least 64 vCPUs', () => {
    const s = on('gcp', 'n2-standard-8', { kind: 'hyperdisk-extreme', sizeGiB: 500, iops: 10000 });
    expect(firstIssue(s, 'storage.kind')?.message).toMatch(
      /at least 64 vCPUs.*n2-standard-8 has 8/,
    );
    const big = on('gcp', 'z3-highmem-88', {
      kind: 'hyperdisk-extreme',
      sizeGiB: 500,
      iops: 10000,
    });
    expect(firstIssue(big, 'storage.kind')).toBeUndefined();
    expect(storageUsd(big)).toBeCloseTo(500 * 0.125 + 10000 * 0.032, 9);
  });
});

describe('pd-ssd and pd-balanced: performance by size', () => {
  it('pd-ssd 500 GiB: 6,000 + 30 × 500 IOPS, 240 + 0.48 × 500 MiB/s; pd-balanced 3,000 + 6 × 500', () => {
    expect(pdPerformance('pd-ssd', 500)).toEqual({ iops: 21000, mibps: 480 });
    expect(pdPerformance('pd-balanced', 500)).toEqual({ iops: 6000, mibps: 280 });
    expect(pdPerformance('pd-ssd', 60000).iops).toBe(100000);
  });
  it('priced per GiB only; not on a Hyperdisk-only series (c4)', () => {
    const s = on('gcp', 'n2-standard-8', { kind: 'pd-ssd', sizeGiB: 500 });
    expect(storageUsd(s)).toBeCloseTo(500 * 0.17, 9);
    const c4 = on('gcp', 'c4-standard-8', { kind: 'pd-balanced', sizeGiB: 500 });
    expect(firstIssue(c4, 'storage.kind')?.nearestValid).toBe('hyperdisk-balanced');
  });
  it("the machine's PD cap binds pd-ssd at 21,000 IOPS: n2-standard-8's 15,000", () => {
    const s = on('gcp', 'n2-standard-8', { kind: 'pd-ssd', sizeGiB: 500 });
    expect(qpsWhy(s)).toMatch(/n2-standard-8 Persistent Disk limit 15,000 IOPS/);
  });
});

describe('local disks', () => {
  it('Lsv3 local NVMe and z3 Local SSD are included in the VM price; not on a VM without them', () => {
    const az = on('azure', 'Standard_L8s_v3', { kind: 'azure-local-nvme' });
    expect(validateScenarioLimits(az, C)).toEqual([]);
    expect(storageUsd(az)).toBe(0);
    const none = on('azure', 'Standard_E8ds_v5', { kind: 'azure-local-nvme' });
    expect(firstIssue(none, 'storage.kind')?.nearestValid).toBe('premium-ssd-v2');
    const z3 = on('gcp', 'z3-highmem-88', { kind: 'local-ssd' });
    expect(validateScenarioLimits(z3, C)).toEqual([]);
  });
});

describe('advice on the provisioned cloud disks', () => {
  it('offers more IOPS and throughput within the rules (Premium SSD v2, Hyperdisk Balanced)', () => {
    const st = { ...defaultScenario().storage, kind: 'hyperdisk-balanced', sizeGiB: 4, iops: 3000 };
    const advice =
      storageKind('hyperdisk-balanced').storageAdvice?.({ ...st, throughputMiBps: 140 }, C) ?? [];
    expect(advice.map((a) => a.change)).toEqual([
      '+64 MiB/s',
      '+125 MiB/s',
      '+250 MiB/s',
      '+1,000 IOPS',
      '+3,000 IOPS',
      '+9,000 IOPS',
    ]);
    // 12,000 IOPS at 500 per GiB need 24 GiB.
    expect(advice.at(-1)?.patch.storage).toEqual({ iops: 12000, sizeGiB: 24 });
    expect(storageKind('premium-ssd').storageAdvice).toBeUndefined();
  });
});
