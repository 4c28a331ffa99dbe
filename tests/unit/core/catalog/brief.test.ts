/**
 * The figures the domain brief (BRIEF.md §6–7) states, reproduced exactly by the catalog, and the
 * gp3 limits of the September 2025 change.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG, getInstance } from '../../../../src/core/catalog/index.ts';

const C = DEFAULT_CATALOG;
const useast = C.regions['us-east-1'];

describe('brief §6: gp3 prices in us-east-1', () => {
  it('are $0.08/GiB-month, $0.005/IOPS-month above 3,000, $0.04/MiB/s-month above 125', () => {
    expect(useast?.ebs.gp3StoragePerGiBMonthUsd).toBe(0.08);
    expect(useast?.ebs.gp3IopsPerMonthUsd).toBe(0.005);
    expect(useast?.ebs.gp3ThroughputPerMiBpsMonthUsd).toBe(0.04);
    expect(C.ebsLimits.gp3.baselineIops).toBe(3000);
    expect(C.ebsLimits.gp3.baselineMiBps).toBe(125);
  });

  it('reproduce the worked check: 1 TiB at 16,000 IOPS and 256 MiB/s', () => {
    const e = useast?.ebs;
    if (!e) throw new Error('us-east-1 missing');
    const storage = 1024 * e.gp3StoragePerGiBMonthUsd;
    expect(storage).toBeCloseTo(81.92, 10);
    const total =
      storage +
      (16000 - C.ebsLimits.gp3.baselineIops) * e.gp3IopsPerMonthUsd +
      (256 - C.ebsLimits.gp3.baselineMiBps) * e.gp3ThroughputPerMiBpsMonthUsd;
    expect(total).toBeCloseTo(81.92 + 13000 * 0.005 + 131 * 0.04, 10);
  });

  it('use 730 hours per month', () => {
    expect(C.hoursPerMonth).toBe(730);
  });
});

describe('brief §7: EBS limits', () => {
  it('gp3: 1 GiB–64 TiB, 3,000–80,000 IOPS, 125–2,000 MiB/s, 500 IOPS/GiB, 0.25 MiB/s per IOPS', () => {
    expect(C.ebsLimits.gp3).toMatchObject({
      minSizeGiB: 1,
      maxSizeGiB: 65536,
      baselineIops: 3000,
      maxIops: 80000,
      baselineMiBps: 125,
      maxMiBps: 2000,
      iopsPerGiB: 500,
      maxMiBpsPerIops: 0.25,
      maxIoSizeKiB: 256,
    });
  });

  it('io2 Block Express: 4 GiB–64 TiB, 100–256,000 IOPS, 1,000 IOPS/GiB; us-east-1 $0.125/GiB-month', () => {
    expect(C.ebsLimits.io2).toMatchObject({
      minSizeGiB: 4,
      maxSizeGiB: 65536,
      baselineIops: 100,
      maxIops: 256000,
      iopsPerGiB: 1000,
    });
    expect(useast?.ebs.io2StoragePerGiBMonthUsd).toBe(0.125);
  });

  it('gp2: 3 IOPS/GiB, minimum 100, maximum 16,000, 250 MiB/s', () => {
    expect(C.ebsLimits.gp2).toMatchObject({
      iopsPerGiB: 3,
      baselineIops: 100,
      maxIops: 16000,
      maxMiBps: 250,
    });
  });

  it('Fast Snapshot Restore: $0.75 per snapshot per AZ per hour in us-east-1', () => {
    expect(useast?.ebs.fsrPerHourUsd).toBe(0.75);
  });
});

describe('brief §7: EBS-optimized ceilings of m6i, m6id, r6i, r6id', () => {
  /** size → [baseline IOPS, max IOPS, baseline MB/s, max MB/s] as the brief lists them. */
  const table: Record<string, [number, number, number, number]> = {
    large: [3600, 40000, 81.25, 1250],
    xlarge: [6000, 40000, 156.25, 1250],
    '2xlarge': [12000, 40000, 312.5, 1250],
    '4xlarge': [20000, 40000, 625, 1250],
    '8xlarge': [40000, 40000, 1250, 1250],
  };
  it.each(
    ['m6i', 'm6id', 'r6i', 'r6id'].flatMap((f) => Object.keys(table).map((s) => `${f}.${s}`)),
  )('%s', (name) => {
    const i = getInstance(C, name);
    const [bIops, mIops, bMB, mMB] = table[name.split('.')[1] ?? ''] ?? [];
    expect(i?.ebs.baselineIops).toBe(bIops);
    expect(i?.ebs.maxIops).toBe(mIops);
    expect(i?.ebs.baselineMBps).toBe(bMB);
    expect(i?.ebs.maxMBps).toBe(mMB);
  });

  it('stores m6i.large bandwidth as exact MiB/s: 81.25 MB/s = 77.486 MiB/s, 1,250 MB/s = 1,192.09 MiB/s', () => {
    const i = getInstance(C, 'm6i.large');
    expect(i?.ebs.baselineMiBps).toBeCloseTo((81.25 * 1e6) / 2 ** 20, 12);
    expect(i?.ebs.baselineMiBps).toBeCloseTo(77.486, 3);
    expect(i?.ebs.maxMiBps).toBeCloseTo(1192.093, 3);
  });
});

describe('brief §7: instance store', () => {
  /** name → [total GB, read IOPS, write IOPS] */
  const table: Record<string, [number, number, number]> = {
    large: [118, 33542, 16771],
    xlarge: [237, 67083, 33542],
    '2xlarge': [474, 134167, 67084],
    '4xlarge': [950, 268333, 134167],
    '8xlarge': [1900, 536666, 268334],
  };
  it.each(['m6id', 'r6id'].flatMap((f) => Object.keys(table).map((s) => `${f}.${s}`)))(
    '%s',
    (name) => {
      const s = getInstance(C, name)?.instanceStore;
      const [gb, r, w] = table[name.split('.')[1] ?? ''] ?? [];
      expect((s?.devices ?? 0) * (s?.deviceSizeGB ?? 0)).toBe(gb);
      expect(s?.readIops4k).toBe(r);
      expect(s?.writeIops4k).toBe(w);
    },
  );

  it('m6id.xlarge: 237 GB, 67,083 read IOPS', () => {
    const s = getInstance(C, 'm6id.xlarge')?.instanceStore;
    expect(s).toMatchObject({ devices: 1, deviceSizeGB: 237, readIops4k: 67083 });
  });

  it('i4i: 468/937/1,875/3,750/2×3,750 GB; 50,000/27,500 IOPS doubling per size', () => {
    const sizes = ['large', 'xlarge', '2xlarge', '4xlarge', '8xlarge'];
    const gb = [
      [1, 468],
      [1, 937],
      [1, 1875],
      [1, 3750],
      [2, 3750],
    ];
    sizes.forEach((size, k) => {
      const s = getInstance(C, `i4i.${size}`)?.instanceStore;
      expect([s?.devices, s?.deviceSizeGB]).toEqual(gb[k]);
      expect(s?.readIops4k).toBe(50000 * 2 ** k);
      expect(s?.writeIops4k).toBe(27500 * 2 ** k);
    });
    expect(getInstance(C, 'i4i.8xlarge')?.instanceStore?.readIops4k).toBe(800000);
    expect(getInstance(C, 'i4i.8xlarge')?.instanceStore?.writeIops4k).toBe(440000);
  });
});
