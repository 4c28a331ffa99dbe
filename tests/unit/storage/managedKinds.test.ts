/**
 * RDS and Aurora storage as registry kinds (issues 28 and 29): each from its own module, offered on
 * its deployment only, with RDS's rules and ranges, RDS's per-region prices (us-east-1: gp3
 * $0.115/GB-month, $0.02 per IOPS-month and $0.080 per MiB/s-month above the included; io1 and
 * io2 $0.125/GB-month, io1 $0.10 per IOPS-month; gp2 $0.115/GB-month; Multi-AZ twice), Aurora's
 * ($0.10 and $0.225 per GB-month, $0.20 per million I/O on Standard) and its words.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { predict } from '../../../src/core/model.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { parseScenarioFile, serializeScenario } from '../../../src/core/scenario/file.ts';
import { fieldRange } from '../../../src/core/scenario/limits.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';
import { withDeployment } from '../../../src/core/deployment/switch.ts';
import {
  deploymentKinds,
  describeStorage,
  kindFor,
  kindNamed,
  storageKind,
} from '../../../src/core/storage/index.ts';
import type { CostBreakdown } from '../../../src/core/types.ts';
import { getRegion } from '../../../src/core/catalog/index.ts';
import { TORN_WRITE_PREVENTION } from '../../../src/core/catalog/tornWrite.ts';

const cat = DEFAULT_CATALOG;
const ebs = getRegion(cat, 'us-east-1')?.ebs;

function rds(patch: Partial<Scenario['storage']> = {}, multiAz = false): Scenario {
  const s = withDeployment(defaultScenario(), 'rds');
  return { ...s, multiAz, storage: { ...s.storage, sizeGiB: 500, ...patch } };
}

function cost(s: Scenario): CostBreakdown {
  const r = predict(s, cat);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.prediction.cost;
}

describe('RDS and Aurora storage kinds', () => {
  it('each deployment offers its own kinds; the names RDS shows mean its kinds there', () => {
    const ids = (d: 'ec2' | 'rds' | 'aurora') => deploymentKinds(d).map((m) => m.kind);
    expect(ids('ec2')).toEqual(['gp3', 'io2', 'gp2', 'instance-store', 'custom']);
    expect(ids('rds')).toEqual(['rds-gp3', 'rds-gp2', 'rds-io1', 'rds-io2']);
    expect(ids('aurora')).toEqual(['aurora']);
    expect(kindNamed('gp3', 'rds')?.kind).toBe('rds-gp3');
    expect(kindNamed('io1', 'rds')?.kind).toBe('rds-io1');
    expect(kindNamed('io1', 'ec2')).toBeUndefined();
    expect(kindFor('io2', 'rds')).toBe('rds-io2');
    expect(kindFor('rds-io1', 'ec2')).toBe('gp3');
    expect(kindFor('gp3', 'aurora')).toBe('aurora');
  });

  it("EC2's gp3 on RDS is refused, naming RDS's kind", () => {
    const s = rds({ kind: 'gp3' });
    const r = predict(s, cat);
    const issue = !r.ok ? r.issues.find((i) => i.path === 'storage.kind') : undefined;
    expect(issue?.limit).toBe('deployment.storage');
    expect(issue?.nearestValid).toBe('rds-gp3');
    expect(issue?.message).toMatch(/offers rds-gp3, rds-gp2, rds-io1, rds-io2/);
  });

  it("rds-gp3's ranges are RDS's: fixed 3,000/125 below 400 GiB, 12,000-64,000 IOPS from it", () => {
    const big = rds({ iops: 12000, throughputMiBps: 500 });
    expect(fieldRange(big, cat, 'storage.iops')).toMatchObject({
      min: { value: 12000 },
      max: { value: 64000 },
    });
    const small = rds({ sizeGiB: 300, iops: 3000, throughputMiBps: 125 });
    expect(fieldRange(small, cat, 'storage.iops')).toMatchObject({
      min: { value: 3000 },
      max: { value: 3000 },
    });
    expect(fieldRange(small, cat, 'storage.throughputMiBps')).toMatchObject({
      min: { value: 125 },
      max: { value: 125 },
    });
    // The kind's rule, in its words, replaces the table's on the field (one issue, the rule's).
    const r = predict({ ...small, storage: { ...small.storage, iops: 5000 } }, cat);
    const iops = !r.ok ? r.issues.filter((i) => i.path === 'storage.iops') : [];
    expect(iops).toHaveLength(1);
    expect(iops[0]?.message).toMatch(/below 400 GiB includes 3,000 IOPS and 125 MiB\/s, fixed/);
  });

  it('rds-gp3 costs: 500 GiB $57.50; +8,000 IOPS × $0.02; +100 MiB/s × $0.080; Multi-AZ twice', () => {
    const base = cost(rds({ iops: 12000, throughputMiBps: 500 }));
    expect(base.storageUsd).toBeCloseTo(57.5, 9);
    const more = cost(rds({ iops: 20000, throughputMiBps: 600 }));
    expect(more.storageUsd - base.storageUsd).toBeCloseTo(8000 * 0.02 + 100 * 0.08, 9);
    const maz = cost(rds({ iops: 20000, throughputMiBps: 600 }, true));
    expect(maz.storageUsd).toBeCloseTo(2 * more.storageUsd, 9);
    expect(maz.items.some((i) => i.label.includes('× 2 (Multi-AZ: primary and standby)'))).toBe(
      true,
    );
  });

  it('rds-io1 and rds-io2: $0.125/GB-month; io1 $0.10 per IOPS-month; the IOPS per GiB rule', () => {
    const io1 = cost(rds({ kind: 'rds-io1', iops: 10000 }));
    expect(io1.storageUsd).toBeCloseTo(500 * 0.125 + 10000 * 0.1, 9);
    const io2 = cost(rds({ kind: 'rds-io2', iops: 10000 }));
    expect(io2.storageUsd).toBeCloseTo(500 * 0.125 + 10000 * 0.1, 9);
    // io1 allows at most 50 IOPS per GiB: 500 GiB, 25,000.
    expect(fieldRange(rds({ kind: 'rds-io1', iops: 10000 }), cat, 'storage.iops')?.max.value).toBe(
      25000,
    );
    // And at least 0.5 per GiB: 4,000 GiB needs 2,000.
    const r = predict(rds({ kind: 'rds-io1', sizeGiB: 4000, iops: 1000 }), cat);
    expect(!r.ok && r.issues.find((i) => i.path === 'storage.iops')?.nearestValid).toBe(2000);
  });

  it('rds-gp2: $0.115/GB-month only; its IOPS follow its size', () => {
    const c = cost(rds({ kind: 'rds-gp2' }));
    expect(c.storageUsd).toBeCloseTo(500 * 0.115, 9);
    expect(storageKind('rds-gp2').provisions.iops).toBe(false);
  });

  it('Aurora: storage of the data at $0.10 (Standard) or $0.225 (I/O-Optimized), I/O only on Standard', () => {
    const a = withDeployment(defaultScenario(), 'aurora');
    a.instance.type = 'db.r6g.large';
    a.workload.writeFraction = 0.1;
    // Standard's I/O is priced at an average load given (issue 40: none given, none in the total).
    a.workload.averageQps = 1000;
    expect(a.storage.kind).toBe('aurora');
    const std = cost(a);
    expect(std.storageUsd).toBeCloseTo(a.mysql.dataGiB * 0.1, 9);
    expect(std.ioUsd).toBeGreaterThan(0);
    const io = cost({ ...a, auroraStorage: 'io-optimized' });
    expect(io.storageUsd).toBeCloseTo(a.mysql.dataGiB * 0.225, 9);
    expect(io.ioUsd).toBe(0);
    // No size, IOPS or throughput to provision.
    expect(fieldRange(a, cat, 'storage.sizeGiB')).toBeUndefined();
  });

  it('durable, torn-write prevention, and words', () => {
    const m5 = cat.instances['m6i.large'];
    if (!m5) throw new Error('no m6i.large');
    expect(storageKind('aurora').durable).toBe(true);
    expect(storageKind('aurora').preventsTornWrites(m5, TORN_WRITE_PREVENTION)).toBe(true);
    expect(storageKind('rds-gp3').durable).toBe(true);
    const s = rds({ iops: 12000, throughputMiBps: 500 });
    expect(describeStorage(s.storage, 'short', s)).toBe(
      'RDS gp3 500 GiB, 12,000 IOPS, 500 MiB/s (4 volumes striped)',
    );
    expect(describeStorage({ ...s.storage, kind: 'rds-io1', iops: 5000 }, 'short')).toBe(
      'RDS io1 500 GiB, 5,000 IOPS',
    );
    const a = withDeployment(defaultScenario(), 'aurora');
    expect(describeStorage(a.storage, 'full', a)).toBe('Aurora Standard storage, 200 GiB of data');
  });

  it('each grid needs the region, and holds valid volumes at its prices', () => {
    if (!ebs) throw new Error('no us-east-1');
    const gp3 = storageKind('rds-gp3');
    expect(gp3.searchCandidates?.(cat, ebs, 200, {})).toEqual([]);
    const grid = gp3.searchCandidates?.(cat, ebs, 200, {}, 'us-east-1') ?? [];
    expect(grid[0]).toMatchObject({ kind: 'rds-gp3', sizeGiB: 230, iops: 3000 });
    expect(grid[0]?.monthlyUsd).toBeCloseTo(230 * 0.115, 9);
    for (const c of grid) {
      const s = rds({ ...c, kind: c.kind });
      const r = predict({ ...s, mysql: { ...s.mysql, dataGiB: 200 } }, cat);
      expect(r.ok).toBe(true);
    }
  });

  it('a version-3 file of a pre-release build (RDS with kind gp3, Aurora with gp3) opens with the kinds', () => {
    // Such files were version 3 (written before the cloud field of version 4, issue 38).
    const v3 = (text: string) => ({ ...JSON.parse(text), schemaVersion: 3, cloud: undefined });
    const r = v3(serializeScenario(rds({ iops: 12000, throughputMiBps: 500 })));
    r.storage.kind = 'gp3';
    const opened = parseScenarioFile(JSON.stringify(r), cat);
    expect(opened.ok && opened.scenario.storage.kind).toBe('rds-gp3');
    const a = v3(serializeScenario(withDeployment(defaultScenario(), 'aurora')));
    a.storage.kind = 'gp3';
    const b = parseScenarioFile(JSON.stringify(a), cat);
    expect(b.ok && b.scenario.storage.kind).toBe('aurora');
  });
});
