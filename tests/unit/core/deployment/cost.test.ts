/**
 * Price rules of RDS for MySQL and Aurora MySQL (issue 29) against the published us-east-1
 * figures (docs/deployments.md cites them): RDS gp3 $0.115/GB-month, $0.02 per IOPS-month and
 * $0.080 per MiB/s-month above the included 3,000/125 (below 400 GiB, fixed) or 12,000/500 (from
 * 400 GiB); io1/io2 $0.125/GB-month and $0.10/IOPS-month; Multi-AZ twice the instance and storage;
 * Extended Support $0.10 (years 1-2) and $0.20 (year 3) per vCPU-hour; Aurora $0.10 and $0.225 per
 * GB-month (Standard, I/O-Optimized), $0.20 per million I/O on Standard, I/O-Optimized instances 1.3×.
 */
import { describe, expect, it } from 'vitest';
import { predict } from '../../../../src/core/model.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import type { CostBreakdown, Prediction } from '../../../../src/core/types.ts';
import { withDeployment } from '../../../../src/core/deployment/switch.ts';
import { auroraMonthlyIos } from '../../../../src/core/storage/kinds/aurora.ts';

const HOURS = 730;

function rds(patch: (s: Scenario) => void = () => {}): Scenario {
  const s = withDeployment(defaultScenario(), 'rds');
  s.instance.type = 'db.m6i.large';
  s.storage.sizeGiB = 500;
  s.storage.iops = 12000;
  s.storage.throughputMiBps = 500;
  patch(s);
  return s;
}

function aurora(patch: (s: Scenario) => void = () => {}): Scenario {
  const s = withDeployment(defaultScenario(), 'aurora');
  s.instance.type = 'db.r6g.large';
  s.workload.writeFraction = 0.1;
  patch(s);
  return s;
}

function run(s: Scenario): Prediction {
  const r = predict(s, DEFAULT_CATALOG);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.prediction;
}
const cost = (s: Scenario): CostBreakdown => run(s).cost;
const item = (c: CostBreakdown, text: string): number =>
  c.items.find((i) => i.label.includes(text))?.monthlyUsd ?? NaN;

describe('RDS for MySQL prices (us-east-1)', () => {
  it('gp3 500 GiB: storageUsd 57.50 (500 × $0.115), the 12,000 IOPS and 500 MiB/s included', () => {
    const c = cost(rds());
    expect(c.storageUsd).toBeCloseTo(57.5, 9);
    expect(c.ioUsd).toBe(0);
    expect(item(c, 'RDS gp3 IOPS')).toBe(0);
  });

  it('20,000 IOPS on the same volume adds 8,000 × $0.02; 600 MiB/s adds 100 × $0.080', () => {
    const base = cost(rds()).storageUsd;
    expect(cost(rds((s) => (s.storage.iops = 20000))).storageUsd - base).toBeCloseTo(
      8000 * 0.02,
      9,
    );
    const mibps = cost(rds((s) => (s.storage.throughputMiBps = 600))).storageUsd - base;
    expect(mibps).toBeCloseTo(100 * 0.08, 9);
  });

  it('gp3 below 400 GiB refuses more than 3,000 IOPS, saying the rule', () => {
    const s = rds((x) => {
      x.storage.sizeGiB = 300;
      x.storage.iops = 3001;
      x.storage.throughputMiBps = 125;
    });
    const r = predict(s, DEFAULT_CATALOG);
    expect(r.ok).toBe(false);
    const issue = !r.ok ? r.issues.find((i) => i.path === 'storage.iops') : undefined;
    expect(issue?.message).toMatch(/below 400 GiB includes 3,000 IOPS and 125 MiB\/s, fixed/);
    expect(issue?.nearestValid).toBe(3000);
    // At 3,000 the same 300 GiB is priced at storage alone: 300 × $0.115.
    const ok = cost(
      rds(
        (x) => (
          (x.storage.sizeGiB = 300),
          (x.storage.iops = 3000),
          (x.storage.throughputMiBps = 125)
        ),
      ),
    );
    expect(ok.storageUsd).toBeCloseTo(34.5, 9);
  });

  it('from 400 GiB refuses fewer than the 12,000 IOPS included', () => {
    const r = predict(
      rds((s) => (s.storage.iops = 3000)),
      DEFAULT_CATALOG,
    );
    expect(
      !r.ok && r.issues.some((i) => i.limit === 'rds.gp3.range' && i.nearestValid === 12000),
    ).toBe(true);
  });

  it('Multi-AZ doubles the instance and the storage', () => {
    const one = cost(rds((s) => (s.storage.iops = 20000)));
    const two = cost(rds((s) => ((s.storage.iops = 20000), (s.multiAz = true))));
    expect(two.instanceUsd).toBeCloseTo(one.instanceUsd * 2, 9);
    expect(two.storageUsd).toBeCloseTo(one.storageUsd * 2, 9);
    expect(one.instanceUsd).toBeCloseTo(0.171 * HOURS, 9);
  });

  it('io1: $0.125/GB-month and $0.10 per provisioned IOPS-month; gp2 Multi-AZ twice $0.115', () => {
    const io1 = cost(rds((x) => ((x.storage.kind = 'rds-io1'), (x.storage.iops = 10000))));
    expect(io1.storageUsd).toBeCloseTo(500 * 0.125 + 10000 * 0.1, 9);
    const gp2 = cost(rds((x) => ((x.storage.kind = 'rds-gp2'), (x.multiAz = true))));
    expect(gp2.storageUsd).toBeCloseTo(500 * 0.115 * 2, 9);
  });

  it('Extended Support: MySQL 5.7 in year 3 at $0.20 per vCPU-hour, the Multi-AZ standby too', () => {
    const c = cost(rds((s) => (s.mysql.version = '5.7.44')));
    expect(c.supportUsd).toBeCloseTo(2 * 0.2 * HOURS, 9);
    const maz = cost(rds((s) => ((s.mysql.version = '5.7.44'), (s.multiAz = true))));
    expect(maz.supportUsd).toBeCloseTo(2 * 2 * 0.2 * HOURS, 9);
    expect(maz.monthlyUsd).toBeCloseTo(maz.storageUsd + maz.instanceUsd + maz.supportUsd, 9);
  });

  it('a read replica is a Single-AZ instance with its own storage', () => {
    const c = cost(rds((s) => ((s.topology.replicas = 1), (s.multiAz = true))));
    const one = cost(rds());
    expect(c.replicaUsd).toBeCloseTo(one.instanceUsd + one.storageUsd + one.supportUsd, 9);
  });
});

describe('Aurora MySQL prices (us-east-1)', () => {
  it('Standard: storage $0.10 per GB-month of data, I/O $0.20 per million from the reads and writes at the average load', () => {
    const free = run(aurora());
    const tps = free.qps.transactionsPerSecond ?? 0;
    const avg = Math.round(tps / 2);
    const p = run(aurora((s) => (s.workload.averageQps = avg)));
    const c = p.cost;
    expect(c.storageUsd).toBeCloseTo(200 * 0.1, 9);
    expect(c.ioUsd).toBeGreaterThan(0);
    const ios = auroraMonthlyIos(
      { pageReadsPerSecond: avg * p.qps.missRatio, updatesPerSecond: avg * 0.1 },
      HOURS,
    );
    expect(c.ioUsd).toBeCloseTo(((ios.reads + ios.writes) / 1e6) * 0.2, 6);
    // One read I/O per page read, one write I/O per update, all month.
    expect(ios.reads).toBeCloseTo(avg * p.qps.missRatio * HOURS * 3600, 3);
    expect(ios.writes).toBeCloseTo(avg * 0.1 * HOURS * 3600, 3);
    expect(c.instanceUsd).toBeCloseTo(0.26 * HOURS, 9);
    expect(c.ioNotPriced).toBeUndefined();
  });

  it('Standard with no average load: the headline leaves the I/O out, says so, and gives it per 1,000 average QPS', () => {
    const p = run(aurora());
    const c = p.cost;
    expect(c.ioUsd).toBe(0);
    expect(c.monthlyUsd).toBeCloseTo(c.storageUsd + c.instanceUsd + c.supportUsd, 9);
    // Per query: miss ratio page reads + write fraction log writes, × 1,000 QPS, all month.
    const perMonth1000 = (1000 * (p.qps.missRatio + 0.1) * HOURS * 3600 * 0.2) / 1e6;
    expect(c.ioNotPriced?.per1000AverageQpsUsd).toBeCloseTo(perMonth1000, 6);
    const io = c.items.find((i) => i.part === 'io');
    expect(io?.monthlyUsd).toBe(0);
    expect(io?.per1000AverageQpsUsd).toBeCloseTo(perMonth1000, 6);
    expect(io?.label).toMatch(/not in the total \(no average load given\)/);
    expect(io?.note).toMatch(/leaves the I\/O out/);
    // Given that load, the I/O is priced at it: 2,000 QPS is twice the per-1,000 figure.
    const given = run(aurora((s) => (s.workload.averageQps = 2000))).cost;
    expect(given.ioUsd).toBeCloseTo(2 * perMonth1000, 6);
    // I/O-Optimized bills no I/O: nothing is left out.
    expect(cost(aurora((s) => (s.auroraStorage = 'io-optimized'))).ioNotPriced).toBeUndefined();
  });

  it('I/O-Optimized: no I/O charge, storage $0.225 per GB-month, instance 1.3 × Standard', () => {
    const std = cost(aurora());
    const io = cost(aurora((s) => (s.auroraStorage = 'io-optimized')));
    expect(io.ioUsd).toBe(0);
    expect(io.storageUsd).toBeCloseTo(200 * 0.225, 9);
    expect(io.instanceUsd).toBeCloseTo(std.instanceUsd * 1.3, 9);
  });

  it('the figures-only path prices the same I/O as predict', async () => {
    const { predictFigures } = await import('../../../../src/core/model.ts');
    const s = aurora();
    expect(predictFigures(s, DEFAULT_CATALOG)?.cost.monthlyUsd).toBeCloseTo(cost(s).monthlyUsd, 6);
  });
});

describe("Aurora Standard's I/O at the average load (workload.averageQps)", () => {
  const mixOf = (p: Prediction): number => p.qps.transactionsPerSecond ?? p.qps.pointSelect;

  it('priced at the average load given, in proportion; not priced when none is', () => {
    const full = run(aurora((s) => (s.workload.averageQps = 1e7)));
    const half = mixOf(full) / 2;
    const at = run(aurora((s) => (s.workload.averageQps = half)));
    expect(at.cost.ioUsd).toBeCloseTo(full.cost.ioUsd / 2, 6);
    expect(at.cost.items.find((i) => i.part === 'io')?.label).toContain(
      `at the average load of ${Math.round(half).toLocaleString('en-US')} QPS`,
    );
    const none = run(aurora());
    expect(none.cost.items.find((i) => i.part === 'io')?.label).toContain(
      'not in the total (no average load given)',
    );
    // Startup, QPS and every other item do not depend on it.
    expect(at.qps.pointSelect).toBe(none.qps.pointSelect);
    expect(at.cost.monthlyUsd - at.cost.ioUsd).toBeCloseTo(none.cost.monthlyUsd, 9);
  });

  it('an average above what the configuration serves is priced at what it serves', () => {
    const mix = mixOf(run(aurora()));
    const full = run(aurora((s) => (s.workload.averageQps = mix)));
    const over = run(aurora((s) => (s.workload.averageQps = mix * 10)));
    expect(over.cost.ioUsd).toBeCloseTo(full.cost.ioUsd, 6);
  });

  it('no charge on I/O-Optimized and no effect on EC2 or RDS, whatever the average', () => {
    const io = cost(
      aurora((s) => ((s.auroraStorage = 'io-optimized'), (s.workload.averageQps = 500))),
    );
    expect(io.ioUsd).toBe(0);
    const ec2 = defaultScenario();
    ec2.workload.averageQps = 500;
    expect(cost(ec2).monthlyUsd).toBe(cost(defaultScenario()).monthlyUsd);
    expect(cost(rds((s) => (s.workload.averageQps = 500))).monthlyUsd).toBe(cost(rds()).monthlyUsd);
  });

  it('the figures-only path prices the same I/O at the average load', async () => {
    const { predictFigures } = await import('../../../../src/core/model.ts');
    const s = aurora((x) => (x.workload.averageQps = 1000));
    expect(predictFigures(s, DEFAULT_CATALOG)?.cost.monthlyUsd).toBeCloseTo(cost(s).monthlyUsd, 6);
  });
});

describe('EC2 is unchanged', () => {
  it('no I/O or support items on EC2', () => {
    const c = cost(defaultScenario());
    expect(c.ioUsd).toBe(0);
    expect(c.supportUsd).toBe(0);
    expect(c.items.every((i) => i.part !== 'io' && i.part !== 'support')).toBe(true);
  });
});
