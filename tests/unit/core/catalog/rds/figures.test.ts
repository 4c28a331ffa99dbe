/**
 * Every RDS/Aurora price figure and rule against the published figures (docs/catalog.md, "RDS for
 * MySQL and Aurora MySQL"): AWS's own us-east-1 tables (aws/agent-toolkit-for-aws), the Multi-AZ
 * and I/O-Optimized multipliers, the derivations of classes the tables leave out, and the
 * regional estimates.
 */
import { describe, expect, it } from 'vitest';
import {
  RDS_CATALOG,
  auroraInstanceClass,
  extendedSupport,
  extendedSupportBandOn,
  majorVersionOf,
  rdsClassSpec,
  rdsInstanceClass,
  rdsStoragePrices,
  auroraPrices,
} from '../../../../../src/core/catalog/rds/index.ts';
import { DEFAULT_CATALOG, getInstancePrice } from '../../../../../src/core/catalog/index.ts';

/** AWS's RDS for MySQL us-east-1 Single-AZ table (rds_commitment_pricing_analyzer.py). */
const RDS_TABLE: Record<string, number> = {
  'db.t3.medium': 0.068,
  'db.t3.large': 0.136,
  'db.t4g.medium': 0.065,
  'db.t4g.large': 0.129,
  'db.m6g.large': 0.154,
  'db.m6g.2xlarge': 0.616,
  'db.m7g.large': 0.162,
  'db.m7g.2xlarge': 0.648,
  'db.r6g.large': 0.218,
  'db.r6g.8xlarge': 3.48,
  'db.r7g.xlarge': 0.456,
  'db.r7g.8xlarge': 3.648,
  'db.r8g.large': 0.24,
  'db.r8g.8xlarge': 3.84,
};
/** AWS's Aurora MySQL us-east-1 Aurora Standard table (io_optimized_analyzer.py). */
const AURORA_TABLE: Record<string, number> = {
  'db.t3.medium': 0.082,
  'db.t3.large': 0.164,
  'db.t4g.medium': 0.073,
  'db.t4g.large': 0.146,
  'db.r6g.large': 0.26,
  'db.r6g.xlarge': 0.519,
  'db.r6g.16xlarge': 8.304,
  'db.r7g.large': 0.276,
  'db.r7g.xlarge': 0.553,
  'db.r7g.16xlarge': 8.844,
  'db.r8g.large': 0.276,
  'db.r8g.24xlarge': 13.248,
};

describe('us-east-1 instance prices as AWS lists them', () => {
  it.each(Object.entries(RDS_TABLE))('RDS for MySQL %s = $%s/h, not estimated', (cls, usd) => {
    const c = rdsInstanceClass('us-east-1', cls);
    expect(c?.hourlyUsd).toBe(usd);
    expect(c?.estimated).toBe(false);
    expect(c?.source).toContain('rds_commitment_pricing_analyzer.py');
  });

  it.each(Object.entries(AURORA_TABLE))('Aurora MySQL %s = $%s/h Standard', (cls, usd) => {
    const c = auroraInstanceClass('us-east-1', cls);
    expect(c?.standardHourlyUsd).toBe(usd);
    expect(c?.estimated).toBe(false);
    expect(c?.source).toContain('io_optimized_analyzer.py');
  });
});

describe('price rules', () => {
  const regions = Object.keys(RDS_CATALOG.regions);

  it('Multi-AZ (one standby) is twice Single-AZ for every class in every region', () => {
    for (const r of regions)
      for (const p of Object.values(RDS_CATALOG.regions[r]?.mysqlInstances ?? {}))
        expect(p.hourlyUsdMultiAz).toBeCloseTo(2 * p.hourlyUsd, 9);
  });

  it('Aurora I/O-Optimized instances are 1.3 × Standard for every class in every region', () => {
    for (const r of regions)
      for (const p of Object.values(RDS_CATALOG.regions[r]?.auroraInstances ?? {}))
        expect(p.ioOptimizedHourlyUsd).toBeCloseTo(1.3 * p.standardHourlyUsd, 5);
  });

  it('db.m6i and db.r6i are priced as db.m5 and db.r5 (same EC2 price), marked estimated', () => {
    expect(rdsInstanceClass('us-east-1', 'db.m6i.large')).toMatchObject({
      hourlyUsd: 0.171,
      estimated: true,
    });
    expect(rdsInstanceClass('us-east-1', 'db.r6i.8xlarge')?.hourlyUsd).toBe(3.84);
    expect(auroraInstanceClass('us-east-1', 'db.r6i.large')?.standardHourlyUsd).toBe(0.29);
    expect(rdsInstanceClass('us-east-1', 'db.m6i.large')?.note).toMatch(/db\.m5 price × 1/);
  });

  it('db.m7i, db.r7i and db.m8g follow their sibling × the EC2 price ratio, marked', () => {
    const ec2 = (t: string) => getInstancePrice(DEFAULT_CATALOG, 'us-east-1', t)?.hourlyUsd ?? NaN;
    const m7i = rdsInstanceClass('us-east-1', 'db.m7i.large');
    expect(m7i?.hourlyUsd).toBeCloseTo((0.171 * ec2('m7i.large')) / ec2('m6i.large'), 6);
    expect(m7i?.estimated).toBe(true);
    expect(m7i?.note).toMatch(/EC2 m7i\.large \/ m6i\.large/);
    const m8g = rdsInstanceClass('us-east-1', 'db.m8g.large');
    expect(m8g?.hourlyUsd).toBeCloseTo((0.162 * ec2('m8g.large')) / ec2('m7g.large'), 6);
    const r7i = auroraInstanceClass('us-east-1', 'db.r7i.large');
    expect(r7i?.standardHourlyUsd).toBeCloseTo((0.29 * ec2('r7i.large')) / ec2('r6i.large'), 6);
  });

  it('sizes the table leaves out are proportional to vCPU from its largest listed size', () => {
    // db.m7g lists large..2xlarge: 4xlarge = 2 × 2xlarge, 16xlarge = 8 × 2xlarge.
    expect(rdsInstanceClass('us-east-1', 'db.m7g.4xlarge')).toMatchObject({
      hourlyUsd: 1.296,
      estimated: true,
    });
    expect(rdsInstanceClass('us-east-1', 'db.m7g.16xlarge')?.hourlyUsd).toBe(5.184);
    expect(rdsInstanceClass('us-east-1', 'db.m7g.4xlarge')?.note).toMatch(/vCPU ratio/);
  });

  it('regional estimates: instances × the EC2 anchor ratio, storage × the EBS gp2 ratio', () => {
    const ec2 = (r: string, t: string) => getInstancePrice(DEFAULT_CATALOG, r, t)?.hourlyUsd ?? NaN;
    const ratioR = ec2('eu-west-1', 'r6i.large') / ec2('us-east-1', 'r6i.large');
    const ratioM = ec2('eu-west-1', 'm6i.large') / ec2('us-east-1', 'm6i.large');
    expect(rdsInstanceClass('eu-west-1', 'db.r6g.large')?.hourlyUsd).toBeCloseTo(0.218 * ratioR, 6);
    expect(rdsInstanceClass('eu-west-1', 'db.m6g.large')?.hourlyUsd).toBeCloseTo(0.154 * ratioM, 6);
    const gp2 = (r: string) => DEFAULT_CATALOG.regions[r]?.ebs.gp2StoragePerGiBMonthUsd ?? NaN;
    const s = gp2('ap-southeast-1') / gp2('us-east-1');
    expect(rdsStoragePrices('ap-southeast-1')?.gp3PerGiBMonthUsd).toBeCloseTo(0.115 * s, 6);
    expect(auroraPrices('ap-southeast-1')?.storage.standardPerMillionIoUsd).toBeCloseTo(0.2 * s, 6);
    for (const r of ['us-west-2', 'eu-west-1', 'eu-central-1', 'ap-southeast-1']) {
      expect(rdsInstanceClass(r, 'db.r7g.large')?.estimated).toBe(true);
      expect(rdsInstanceClass(r, 'db.r7g.large')?.note).toMatch(/Derived, not published/);
    }
  });

  it('every figure carries a source, a date, and a note when estimated', () => {
    for (const r of Object.values(RDS_CATALOG.regions)) {
      const all = [
        ...Object.values(r.mysqlInstances),
        ...Object.values(r.auroraInstances),
        r.storage,
        r.aurora,
        r.extendedSupport,
      ];
      for (const f of all) {
        expect(f.source.length).toBeGreaterThan(10);
        expect(f.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (f.estimated) expect(f.note).toBeTruthy();
      }
    }
  });
});

describe('RDS storage and Aurora figures, us-east-1', () => {
  it('gp2 $0.115, io1 and io2 $0.125/GB-month and $0.10/IOPS-month; Multi-AZ ×2', () => {
    expect(rdsStoragePrices('us-east-1')).toMatchObject({
      gp2PerGiBMonthUsd: 0.115,
      io1PerGiBMonthUsd: 0.125,
      io1PerIopsMonthUsd: 0.1,
      io2PerGiBMonthUsd: 0.125,
      io2IopsTiers: [{ fromIops: 0, toIops: 256000, perIopsMonthUsd: 0.1 }],
      multiAzFactor: 2,
      multiAzInstanceFactor: 2,
    });
  });
});

describe('DB classes', () => {
  it('take vCPU, memory and EBS ceilings from the EC2 type they run on', () => {
    const c = rdsClassSpec('db.r7g.4xlarge');
    const e = DEFAULT_CATALOG.instances['r7g.4xlarge'];
    expect(c).toMatchObject({ vCpu: e?.vcpu, memoryGiB: e?.memoryGiB, ec2Type: 'r7g.4xlarge' });
    expect(c?.ebs.maxIops).toBe(e?.ebs.maxIops);
    expect(c?.engines).toEqual(['mysql', 'aurora-mysql']);
    expect(rdsClassSpec('db.m7g.large')?.engines).toEqual(['mysql']);
  });

  it('burstable db.t3/db.t4g hold the EC2 user guide rows (Mbps / 8 in MB/s, IOPS)', () => {
    const t = rdsClassSpec('db.t4g.medium');
    expect(t).toMatchObject({ vCpu: 2, memoryGiB: 4, architecture: 'arm64', burstable: true });
    expect(t?.ebs).toMatchObject({ baselineIops: 2000, maxIops: 11800 });
    expect(t?.ebs.baselineMiBps).toBeCloseTo((347 / 8) * (1e6 / 1048576), 9);
    expect(rdsClassSpec('db.t3.large')?.ebs).toMatchObject({ baselineIops: 4000, maxIops: 15700 });
  });
});

describe('Extended Support', () => {
  it('maps engine versions to their majors (Aurora 2.x → 5.7, 3.x → 8.0)', () => {
    expect(majorVersionOf('mysql', '8.0.39')).toBe('8.0');
    expect(majorVersionOf('aurora-mysql', '2.11.1')).toBe('5.7');
    expect(majorVersionOf('aurora-mysql', '3.05.2')).toBe('8.0');
  });

  it('RDS MySQL 8.0: standard support to 2026-07-31, then charged at the year 1-2 rate', () => {
    const es = extendedSupport('us-east-1', 'mysql', '8.0.39');
    expect(es?.standardSupportEnd).toBe('2026-07-31');
    expect(es && extendedSupportBandOn(es, '2026-07-31')).toBeNull();
    expect(es && extendedSupportBandOn(es, '2026-08-01')?.perVcpuHourUsd).toBe(0.1);
    // The dates are AWS's (its Extended Support cost estimator); the rates a write-up's, noted.
    expect(es?.source).toMatch(/rds-extended-support-cost-estimator/);
    expect(es?.note).toMatch(/third-party write-up/);
  });

  it("Aurora MySQL 2 (5.7): charged from 2024-12-01, to 2029-06-30 (AWS's Aurora release calendar)", () => {
    const es = extendedSupport('us-east-1', 'aurora-mysql', '2.11.1');
    expect(es?.standardSupportEnd).toBe('2024-10-31');
    expect(es && extendedSupportBandOn(es, '2024-11-15')).toBeNull();
    expect(es && extendedSupportBandOn(es, '2024-12-01')?.perVcpuHourUsd).toBe(0.1);
    expect(es?.bands.at(-1)?.to).toBe('2029-06-30');
    // Aurora MySQL 3 (8.0): in standard support to 2028-04-30, so nothing on the pricing day.
    const v3 = extendedSupport('us-east-1', 'aurora-mysql', '3.05.2');
    expect(v3?.standardSupportEnd).toBe('2028-04-30');
    expect(v3 && extendedSupportBandOn(v3, '2026-11-29')).toBeNull();
  });
});
