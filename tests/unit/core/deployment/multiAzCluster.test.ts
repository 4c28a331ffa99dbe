/**
 * RDS for MySQL Multi-AZ DB cluster (issue 40 item 5): three instances and three storages priced,
 * io1/io2/gp3 only, reads over the two readable standbys, failover from AWS's "typically under
 * 35 seconds" without the engine's start; a Multi-AZ instance's failover pays the start.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { predict, validateScenario } from '../../../../src/core/model.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import type { Prediction } from '../../../../src/core/types.ts';
import { withDeployment } from '../../../../src/core/deployment/switch.ts';
import { predictRecovery } from '../../../../src/core/recovery/scenario.ts';
import { MULTI_AZ_CLUSTER } from '../../../../src/core/catalog/rds/multiAzCluster.ts';
import { checkScenario } from '../../../../src/core/scenario/schema.ts';
import { scenarioTitle } from '../../../../src/core/scenario/title.ts';

const HOURS = 730;

function rds(az: 'off' | 'instance' | 'cluster', patch: (s: Scenario) => void = () => {}) {
  const s = withDeployment(defaultScenario(), 'rds');
  s.instance.type = 'db.m6i.large';
  s.storage.sizeGiB = 500;
  s.storage.iops = 12000;
  s.storage.throughputMiBps = 500;
  s.multiAz = az !== 'off';
  if (az !== 'off') s.multiAzKind = az;
  patch(s);
  return s;
}

function run(s: Scenario): Prediction {
  const r = predict(s, DEFAULT_CATALOG);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.prediction;
}

const failover = (s: Scenario) => {
  const p = predictRecovery(s, DEFAULT_CATALOG, 1000).find((x) => x.id === 'failover');
  if (!p) throw new Error('no failover path');
  return p;
};

describe('RDS Multi-AZ DB cluster', () => {
  it('prices three instances at the Single-AZ rate ($0.171/h) and three copies of the storage', () => {
    const one = run(rds('off')).cost;
    const c = run(rds('cluster')).cost;
    expect(MULTI_AZ_CLUSTER.instances).toBe(3);
    expect(c.instanceUsd).toBeCloseTo(0.171 * HOURS * 3, 9);
    expect(c.storageUsd).toBeCloseTo(one.storageUsd * 3, 9);
    const inst = c.items.find((i) => i.part === 'instance' || i.label.includes('db.m6i.large'));
    expect(inst?.label).toMatch(/Multi-AZ DB cluster .*× 3 instances/);
    expect(inst?.note).toMatch(/estimate/);
  });

  it('Extended Support is charged on all three instances', () => {
    const c = run(rds('cluster', (s) => (s.mysql.version = '5.7.44'))).cost;
    expect(c.supportUsd).toBeCloseTo(3 * 2 * 0.2 * HOURS, 9);
  });

  it('takes io1, io2 and gp3 storage, refuses gp2 naming the storage field and rds-gp3', () => {
    const gp2 = validateScenario(rds('cluster', (s) => (s.storage.kind = 'rds-gp2')));
    expect(gp2.map((i) => i.path)).toContain('storage.kind');
    expect(gp2.find((i) => i.path === 'storage.kind')?.nearestValid).toBe('rds-gp3');
    expect(validateScenario(rds('instance', (s) => (s.storage.kind = 'rds-gp2')))).toEqual([]);
    const io1 = rds('cluster', (s) => ((s.storage.kind = 'rds-io1'), (s.storage.iops = 10000)));
    expect(validateScenario(io1)).toEqual([]);
  });

  it('failover: under a minute, no engine start; a Multi-AZ instance pays the crash start', () => {
    const many = (s: Scenario) => (s.mysql.tables = 1_000_000);
    const c = failover(rds('cluster', many));
    expect(c.seconds).toBeLessThan(60);
    expect(c.range[1]).toBeLessThanOrEqual(35);
    expect(c.phases.map((p) => p.id)).not.toContain('engine_start');
    const i = failover(rds('instance', many));
    const start = i.phases.find((p) => p.id === 'engine_start');
    expect(start?.seconds ?? 0).toBeGreaterThan(0);
    expect(i.seconds).toBeCloseTo(90 + (start?.seconds ?? NaN), 9);
  });

  it('more tables never slow the cluster failover; they slow the instance failover', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 2_000_000 }), (tables) => {
        const t = (s: Scenario) => (s.mysql.tables = tables);
        const t2 = (s: Scenario) => (s.mysql.tables = tables * 2);
        expect(failover(rds('cluster', t2)).seconds).toBe(failover(rds('cluster', t)).seconds);
        expect(failover(rds('instance', t2)).seconds).toBeGreaterThanOrEqual(
          failover(rds('instance', t)).seconds,
        );
      }),
      { numRuns: 12 },
    );
  });

  it('reads scale over the two readable standbys, writes do not', () => {
    const q = run(rds('cluster', (s) => (s.workload.writeFraction = 0.2))).qps;
    expect(q.clusterPointSelect).toBeCloseTo(q.pointSelect * 3, 9);
    expect(q.explanation).toMatch(/readable standbys serve reads/);
    expect(run(rds('instance')).qps.clusterPointSelect).toBeUndefined();
  });

  it("an old file's Multi-AZ boolean loads as a Multi-AZ instance", () => {
    const old = JSON.parse(JSON.stringify(rds('instance'))) as Record<string, unknown>;
    delete old.multiAzKind;
    const r = checkScenario(old);
    expect(r.errors).toEqual([]);
    expect(r.scenario.multiAz).toBe(true);
    expect(r.scenario.multiAzKind).toBe('instance');
    expect(scenarioTitle(rds('cluster'))).toMatch(/Multi-AZ DB cluster/);
  });
});
