/** The RDS/Aurora catalog's lookups: shape and the published us-east-1 figures (docs/catalog.md). */
import { describe, expect, it } from 'vitest';
import {
  auroraInstanceClass,
  auroraPrices,
  extendedSupport,
  extendedSupportBandOn,
  rdsClassNames,
  rdsInstanceClass,
  rdsStoragePrices,
  rdsStorageRules,
} from '../../../../../src/core/catalog/rds/index.ts';
import { DEFAULT_CATALOG } from '../../../../../src/core/catalog/index.ts';

describe('RDS catalog lookups', () => {
  it('join a class with its us-east-1 price, Multi-AZ twice Single-AZ', () => {
    const c = rdsInstanceClass('us-east-1', 'db.r6g.large');
    expect(c).toMatchObject({ vCpu: 2, memoryGiB: 16, architecture: 'arm64', hourlyUsd: 0.218 });
    expect(c?.hourlyUsdMultiAz).toBe(0.436);
    expect(c?.estimated).toBe(false);
    expect(c?.ebs.maxIops).toBeGreaterThan(0);
  });

  it('answer undefined for an unknown region, class, or a class the engine does not sell', () => {
    expect(rdsInstanceClass('mars-1', 'db.m6i.large')).toBeUndefined();
    expect(rdsInstanceClass('us-east-1', 'db.x9.large')).toBeUndefined();
    expect(rdsInstanceClass('us-east-1', '__proto__')).toBeUndefined();
    expect(auroraInstanceClass('us-east-1', 'db.m6i.large')).toBeUndefined();
  });

  it('price every shipped region, the non-us-east-1 ones marked estimated', () => {
    // AWS's regions (RDS and Aurora are AWS's; Azure and Google Cloud regions have none, issue 38).
    const aws = Object.values(DEFAULT_CATALOG.regions).filter((r) => r.cloud === undefined);
    for (const r of aws.map((x) => x.id)) {
      expect(rdsClassNames('mysql', r).length).toBeGreaterThan(40);
      expect(rdsClassNames('aurora-mysql', r).length).toBeGreaterThan(20);
      const s = rdsStoragePrices(r);
      // RDS storage is an estimate everywhere: not read from AWS's page or offer file (issue 40).
      expect(s?.estimated).toBe(true);
      expect(auroraPrices(r)?.storage.estimated).toBe(r !== 'us-east-1');
    }
  });

  it('is reachable from the default catalog', () => {
    expect(DEFAULT_CATALOG.rds?.regions['us-east-1']?.id).toBe('us-east-1');
  });
});

describe('issue 29 figures, us-east-1', () => {
  it('RDS gp3: $0.115/GB-month, $0.02/IOPS-month, $0.080/MiB/s-month; Multi-AZ ×2', () => {
    const s = rdsStoragePrices('us-east-1');
    expect(s).toMatchObject({
      gp3PerGiBMonthUsd: 0.115,
      gp3PerIopsMonthUsd: 0.02,
      gp3PerMiBpsMonthUsd: 0.08,
      multiAzFactor: 2,
    });
    // The Done-when example: 500 GiB gp3 = $57.50; 20,000 IOPS there adds 8,000 × $0.02.
    expect(500 * (s?.gp3PerGiBMonthUsd ?? 0)).toBeCloseTo(57.5, 10);
    const r = rdsStorageRules();
    expect((20000 - r.gp3.largeIops) * (s?.gp3PerIopsMonthUsd ?? 0)).toBeCloseTo(160, 10);
  });

  it('RDS MySQL gp3 includes 3,000 IOPS/125 MiB/s below 400 GiB, 12,000/500 from 400 GiB', () => {
    expect(rdsStorageRules().gp3).toMatchObject({
      stripeThresholdGiB: 400,
      smallIops: 3000,
      smallMiBps: 125,
      largeIops: 12000,
      largeMiBps: 500,
    });
  });

  it('Aurora: Standard $0.10/GB-month and $0.20 per million I/O; I/O-Optimized $0.225, no I/O, 1.3× instances', () => {
    const a = auroraPrices('us-east-1');
    expect(a?.storage).toMatchObject({
      standardPerGiBMonthUsd: 0.1,
      standardPerMillionIoUsd: 0.2,
      ioOptimizedPerGiBMonthUsd: 0.225,
      ioOptimizedPerMillionIoUsd: 0,
      ioOptimizedInstanceFactor: 1.3,
    });
    const r6g = auroraInstanceClass('us-east-1', 'db.r6g.large');
    expect(r6g?.standardHourlyUsd).toBe(0.26);
    expect(r6g?.ioOptimizedHourlyUsd).toBe(0.338);
  });

  it('Extended Support for RDS MySQL 5.7: $0.100 per vCPU-hour in years 1-2, $0.200 in year 3', () => {
    const es = extendedSupport('us-east-1', 'mysql', '5.7.44');
    expect(es?.standardSupportEnd).toBe('2024-02-29');
    expect(es && extendedSupportBandOn(es, '2025-06-01')?.perVcpuHourUsd).toBe(0.1);
    expect(es && extendedSupportBandOn(es, '2026-11-27')?.perVcpuHourUsd).toBe(0.2);
    expect(es && extendedSupportBandOn(es, '2027-03-01')).toBeNull();
    // 8.4: standard support to 2029-07-31 (release calendar), no band on the pricing day.
    const v84 = extendedSupport('us-east-1', 'mysql', '8.4.3');
    expect(v84?.standardSupportEnd).toBe('2029-07-31');
    expect(v84 && extendedSupportBandOn(v84, '2026-11-27')).toBeNull();
    expect(extendedSupport('mars-1', 'mysql', '5.7')).toBeUndefined();
  });
});
