/**
 * Issue 11: recommendations a DBA would sign. Each rule of the search, one test each: durable by
 * default, keep what the user keeps, every change listed with what it takes, headroom.
 */
import { describe, expect, it } from 'vitest';
import { recommend } from '../../../../src/core/recommend/index.ts';
import type { RecommendTargets } from '../../../../src/core/recommend/index.ts';
import { EPHEMERAL_REQUIRES } from '../../../../src/core/recommend/durability.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { storageCandidates } from '../../../../src/core/recommend/space.ts';
import { predict } from '../../../../src/core/model.ts';
import { FIXTURE_CATALOG as cat } from '../model/fixtureCatalog.ts';

const base = defaultScenario();
const targets: RecommendTargets = {
  maxStartupSeconds: 120,
  minQps: 5000,
  tables: 1_000_000,
  dataGiB: 200,
  region: 'us-east-1',
  base,
};

describe('recommend: durable by default', () => {
  const res = recommend(targets, cat);
  it('searches EBS only and keeps 16 KiB pages unless told otherwise', () => {
    expect(res.results.length).toBeGreaterThan(0);
    for (const r of res.results) {
      expect(r.scenario.storage.kind).not.toBe('instance-store');
      expect(r.scenario.mysql.pageSizeKiB).toBe(16);
      expect(r.ephemeral).toBe(false);
      expect(r.requires).toEqual([]);
      expect(r.operation).not.toBe('rebuild');
    }
    expect(res.rules.join(' ')).toMatch(/EBS only/);
  });

  it('allowing the instance store marks each such result ephemeral with what it requires', () => {
    const r = recommend({ ...targets, allowInstanceStore: true }, cat);
    const store = r.results.filter((x) => x.scenario.storage.kind === 'instance-store');
    expect(store.length).toBeGreaterThan(0);
    for (const x of r.results) {
      const isStore = x.scenario.storage.kind === 'instance-store';
      expect(x.ephemeral).toBe(isStore);
      expect(x.requires).toEqual(isStore ? [...EPHEMERAL_REQUIRES] : []);
    }
    for (const x of store) {
      expect(x.requires.join(' ')).toMatch(/^replicas: .*backups: /);
      expect(x.changes.find((c) => c.setting === 'storage.kind')?.operation).toBe('rebuild');
      expect(x.operation).toBe('rebuild');
    }
  });
});

describe('recommend: keep what the user keeps', () => {
  it('page size changes only when allowed, and then as a rebuild', () => {
    const r = recommend({ ...targets, allowPageSizeChange: true }, cat);
    const changed = r.results.filter((x) => x.scenario.mysql.pageSizeKiB !== 16);
    expect(changed.length).toBeGreaterThan(0);
    for (const x of changed) {
      const c = x.changes.find((y) => y.setting === 'mysql.pageSizeKiB');
      expect(c).toMatchObject({ from: 16, to: x.scenario.mysql.pageSizeKiB, operation: 'rebuild' });
      expect(c?.note).toMatch(/dump and reload/);
    }
  });

  it('a fixed storage kind and page size hold even when both are allowed to change', () => {
    const r = recommend(
      {
        ...targets,
        allowInstanceStore: true,
        allowPageSizeChange: true,
        fixed: ['storage.kind', 'mysql.pageSizeKiB'],
      },
      cat,
    );
    expect(r.results.length).toBeGreaterThan(0);
    for (const x of r.results) {
      expect(x.scenario.storage.kind).toBe('gp3');
      expect(x.scenario.mysql.pageSizeKiB).toBe(16);
    }
  });

  it('a fixed instance type, IOPS and throughput are kept', () => {
    const s = defaultScenario();
    s.instance.type = 'm6i.2xlarge';
    s.storage.iops = 12000;
    s.storage.throughputMiBps = 500;
    const r = recommend(
      {
        ...targets,
        maxStartupSeconds: 3600,
        minQps: 100,
        base: s,
        fixed: ['instance.type', 'storage.iops', 'storage.throughputMiBps'],
      },
      cat,
    );
    expect(r.results.length).toBeGreaterThan(0);
    for (const x of r.results) {
      expect(x.scenario.instance.type).toBe('m6i.2xlarge');
      if (x.scenario.storage.kind === 'gp3') {
        expect(x.scenario.storage.iops).toBe(12000);
        expect(x.scenario.storage.throughputMiBps).toBe(500);
      }
    }
  });

  it('pins hold the instance family and the storage kind', () => {
    const r = recommend(
      // Targets m6id with io2 meets at the pessimistic end of its (extrapolated: io2) range.
      {
        ...targets,
        maxStartupSeconds: 300,
        allowInstanceStore: true,
        pins: { family: 'm6id', storageKind: 'io2' },
      },
      cat,
    );
    expect(r.results.length).toBeGreaterThan(0);
    for (const x of r.results) {
      expect(x.scenario.instance.type.startsWith('m6id.')).toBe(true);
      expect(x.scenario.storage.kind).toBe('io2');
    }
  });

  it('an architecture pin with no matching type says so', () => {
    const r = recommend({ ...targets, pins: { architecture: 'arm64' } }, cat);
    expect(r.results).toEqual([]);
    expect(r.note).toMatch(/No instance type matches the pins/);
  });

  it('the EBS volume is not shrunk (a new volume and a copy) unless its data is reloaded anyway', () => {
    const big = defaultScenario();
    big.storage.sizeGiB = 2000;
    const r = recommend({ ...targets, base: big }, cat);
    expect(r.results.length).toBeGreaterThan(0);
    for (const x of r.results) expect(x.scenario.storage.sizeGiB).toBeGreaterThanOrEqual(2000);
    const reload = recommend({ ...targets, base: big, allowPageSizeChange: true }, cat);
    const shrunk = reload.results.find((x) => x.scenario.storage.sizeGiB < 2000);
    expect(shrunk?.changes.find((c) => c.setting === 'storage.sizeGiB')).toMatchObject({
      operation: 'rebuild',
    });
  });
});

describe('recommend: every change listed with what it takes', () => {
  it('lists each setting that differs from the current scenario, and only those', () => {
    const r = recommend(targets, cat);
    for (const x of r.results) {
      const paths = new Set(x.changes.map((c) => c.setting));
      expect(paths.has('instance.type')).toBe(x.scenario.instance.type !== base.instance.type);
      expect(paths.has('mysql.bufferPoolGiB')).toBe(
        x.scenario.mysql.bufferPoolGiB !== base.mysql.bufferPoolGiB,
      );
      for (const c of x.changes) {
        expect(c.from).not.toEqual(c.to);
        if (c.setting === 'instance.type' || c.setting === 'mysql.bufferPoolGiB')
          expect(c.operation).toBe('restart');
        if (c.setting === 'storage.iops' || c.setting === 'storage.throughputMiBps')
          expect(c.operation).toBe('online');
      }
    }
  });
});

describe('recommend: headroom', () => {
  it('meets the targets with the margin asked for and says how much is left', () => {
    for (const marginPercent of [0, 10, 25]) {
      const r = recommend({ ...targets, headroom: { marginPercent } }, cat);
      const f = 1 + marginPercent / 100;
      for (const x of r.results) {
        const p = x.prediction;
        expect(p.startup.totalSeconds * f).toBeLessThanOrEqual(120 + 1e-6);
        expect(p.qps.pointSelect).toBeGreaterThanOrEqual(5000 * f - 1e-6);
        expect(x.headroom.startupSecondsLeft).toBeCloseTo(120 - p.startup.totalSeconds, 6);
        expect(x.headroom.qpsAbove).toBeCloseTo(p.qps.pointSelect - 5000, 6);
        expect(x.headroom.text).toMatch(/under the startup target, .* above the QPS target/);
      }
      expect(r.rules.join(' ')).toContain(`${marginPercent}% margin`);
    }
  });

  it('says where each result stands at the pessimistic end of the range of the prediction', () => {
    const r = recommend(targets, cat);
    for (const x of r.results) {
      const p = x.headroom.pessimistic;
      expect(p).toBeDefined();
      if (!p) continue;
      expect(p.startupSeconds).toBeGreaterThanOrEqual(x.prediction.startup.totalSeconds - 1e-6);
      expect(p.qps).toBeLessThanOrEqual(x.prediction.qps.pointSelect + 1e-6);
      expect(p.meetsTargets).toBe(p.startupSeconds <= 120 && p.qps >= 5000);
      expect(x.headroom.text).toMatch(/at the pessimistic end of the range of the prediction/);
    }
  });

  it('a larger margin never gives a cheaper first result', () => {
    const a = recommend({ ...targets, headroom: { marginPercent: 0 } }, cat).results[0];
    const b = recommend({ ...targets, headroom: { marginPercent: 30 } }, cat).results[0];
    expect(b?.prediction.cost.monthlyUsd ?? Infinity).toBeGreaterThanOrEqual(
      a?.prediction.cost.monthlyUsd ?? 0,
    );
  });
});

describe('recommend: the bounds that rule configurations out are exact', () => {
  it('finds the same cheapest gp3 configuration for an instance as predicting every candidate', () => {
    const s = defaultScenario();
    s.instance.type = 'm6i.2xlarge';
    const t = { ...targets, maxStartupSeconds: 200, minQps: 8000, base: s };
    const r = recommend(
      { ...t, fixed: ['instance.type', 'storage.kind'], limit: 1, headroom: { marginPercent: 10 } },
      cat,
    );
    const region = cat.regions['us-east-1'];
    if (!region) throw new Error('fixture region');
    let cheapest = Infinity;
    for (const c of storageCandidates(cat, region.ebs, 200, ['gp3'], { minSizeGiB: 500 })) {
      const x = defaultScenario();
      x.instance.type = 'm6i.2xlarge';
      x.mysql.bufferPoolGiB = r.results[0]?.scenario.mysql.bufferPoolGiB ?? 24;
      Object.assign(x.storage, {
        sizeGiB: c.sizeGiB,
        iops: c.iops,
        throughputMiBps: c.throughputMiBps,
      });
      const p = predict(x, cat);
      if (!p.ok) continue;
      const ok =
        p.prediction.startup.totalSeconds * 1.1 <= 200 && p.prediction.qps.pointSelect >= 8800;
      if (ok) cheapest = Math.min(cheapest, p.prediction.cost.monthlyUsd);
    }
    expect(Number.isFinite(cheapest)).toBe(true);
    expect(r.results[0]?.prediction.cost.monthlyUsd).toBeCloseTo(cheapest, 6);
    expect(r.searched).toBeGreaterThan(r.evaluated);
  });
});
