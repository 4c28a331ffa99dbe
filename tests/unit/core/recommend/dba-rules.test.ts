/**
 * Issue 27, "advice a DBA signs, round two": the rules recommend holds every result to. The tests
 * assert the rules (architecture kept, pessimistic end within the targets, replicas priced, growth
 * horizon met), not which instance wins, so they hold when the ranges get wider.
 */
import { describe, expect, it } from 'vitest';
import type { RecommendTargets } from '../../../../src/core/recommend/index.ts';
import { atHorizon, recommend } from '../../../../src/core/recommend/index.ts';
import { settingChanges, overallOperation } from '../../../../src/core/recommend/changes.ts';
import { DEFAULT_CATALOG as cat, getInstance } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { pessimisticFigures } from '../../../../src/core/uncertainty/index.ts';
import { predict } from '../../../../src/core/model.ts';

const archOf = (s: Scenario): string => getInstance(cat, s.instance.type)?.architecture ?? 'x86_64';

function targetsOn(base: Scenario, patch: Partial<RecommendTargets> = {}): RecommendTargets {
  return {
    maxStartupSeconds: 600,
    minQps: 3000,
    tables: base.mysql.tables,
    dataGiB: base.mysql.dataGiB,
    region: base.region,
    base,
    limit: 10,
    ...patch,
  };
}

describe('recommend keeps the CPU architecture unless allowed', () => {
  it('an x86_64 server gets x86_64 results only, and the rule says so', () => {
    const r = recommend(targetsOn(defaultScenario()), cat);
    expect(r.results.length).toBeGreaterThan(0);
    for (const x of r.results) expect(archOf(x.scenario)).toBe('x86_64');
    expect(r.rules.join(' ')).toMatch(/Architecture kept: x86_64, the current instance's/);
  });

  it('an arm64 server gets arm64 results only', () => {
    const s = defaultScenario();
    s.instance.type = 'm6g.large';
    const r = recommend(targetsOn(s), cat);
    expect(r.results.length).toBeGreaterThan(0);
    for (const x of r.results) expect(archOf(x.scenario)).toBe('arm64');
  });

  it('allowed, it may cross, and every crossing result is a replace, never a restart', () => {
    const r = recommend(targetsOn(defaultScenario(), { allowArchitectureChange: true }), cat);
    const crossing = r.results.filter((x) => archOf(x.scenario) === 'arm64');
    expect(crossing.length).toBeGreaterThan(0);
    for (const x of crossing) {
      const c = x.changes.find((ch) => ch.setting === 'instance.type');
      expect(c?.operation).toBe('replace');
      expect(c?.note).toMatch(/arm64 image.*data volume detached/);
      expect(['replace', 'rebuild']).toContain(x.operation);
    }
    expect(r.rules.join(' ')).toMatch(/Architecture may change/);
  });

  it('says what the other architecture would save when it is cheaper, as information', () => {
    const r = recommend(targetsOn(defaultScenario()), cat);
    const free = recommend(
      targetsOn(defaultScenario(), { allowArchitectureChange: true, limit: 1 }),
      cat,
    ).results[0];
    const first = r.results[0];
    if (!first || !free) throw new Error('both searches have a result');
    if (archOf(free.scenario) === 'arm64') {
      expect(r.architectureSaving?.monthlyUsd).toBeCloseTo(
        first.prediction.cost.monthlyUsd - free.prediction.cost.monthlyUsd,
        6,
      );
      expect(r.architectureSaving?.text).toMatch(/a replace/);
    } else expect(r.architectureSaving).toBeUndefined();
  });

  it('a change of architecture is a replace; within one it stays a restart', () => {
    const a = defaultScenario();
    const b = { ...defaultScenario(), instance: { ...a.instance, type: 'm7g.large' } };
    const c = { ...defaultScenario(), instance: { ...a.instance, type: 'm6i.xlarge' } };
    expect(overallOperation(settingChanges(a, b, cat))).toBe('replace');
    expect(overallOperation(settingChanges(a, c, cat))).toBe('restart');
  });
});

describe('recommend meets the targets at the pessimistic end of the range by default', () => {
  const base = defaultScenario();
  base.mysql.dataGiB = 500;
  const t = targetsOn(base, { maxStartupSeconds: 120, minQps: 20_000 });
  const r = recommend(t, cat);

  it('each result carries its ranges, and their pessimistic ends meet both targets', () => {
    expect(r.results.length).toBeGreaterThan(0);
    for (const x of r.results) {
      const s = x.prediction.startup.totalRange;
      const q = x.prediction.qps.pointSelectRange;
      if (!s || !q) throw new Error('ranges attached');
      expect(s[1]).toBeLessThanOrEqual(120 + 1e-9);
      expect(q[0]).toBeGreaterThanOrEqual(20_000 - 1e-9);
      const p = pessimisticFigures(x.scenario, cat);
      expect(p.startupSeconds).toBeLessThanOrEqual(120 + 1e-9);
      expect(x.headroom.basis).toBe('range');
      expect(x.headroom.pessimistic?.meetsTargets).toBe(true);
    }
    expect(r.rules.join(' ')).toMatch(/Headroom: targets met at the pessimistic end/);
  });

  it('the margin rule stays as an option', () => {
    const m = recommend({ ...t, headroom: { marginPercent: 10 } }, cat);
    for (const x of m.results) {
      expect(x.headroom.basis).toBe('margin');
      expect(x.prediction.startup.totalSeconds * 1.1).toBeLessThanOrEqual(120 + 1e-6);
    }
  });

  it('when nothing meets them, says so and shows the closest with what it misses by', () => {
    const none = recommend({ ...t, maxStartupSeconds: 20 }, cat);
    expect(none.results).toEqual([]);
    expect(none.note).toMatch(/No configuration/);
    const c = none.closest;
    if (!c) throw new Error('a closest configuration');
    const p = c.result.headroom.pessimistic;
    expect(p?.meetsTargets).toBe(false);
    expect(c.misses.startupSeconds).toBeCloseTo((p?.startupSeconds ?? 0) - 20, 6);
    expect(c.misses.text).toMatch(/misses the startup target by .* at the pessimistic end/);
  });
});

describe('replicas', () => {
  it('N replicas price N more servers with the same instance and storage, listed separately', () => {
    const s = defaultScenario();
    const one = predict(s, cat);
    s.topology.replicas = 2;
    const three = predict(s, cat);
    if (!one.ok || !three.ok) throw new Error('valid');
    expect(three.prediction.cost.monthlyUsd).toBeCloseTo(3 * one.prediction.cost.monthlyUsd, 6);
    const replicas = three.prediction.cost.items.filter((i) => i.part === 'replica');
    expect(replicas.map((i) => i.label)).toEqual([
      'Replica 1: m6i.large with its own gp3 volume, as the primary',
      'Replica 2: m6i.large with its own gp3 volume, as the primary',
    ]);
    expect(three.prediction.cost.servers).toBe(3);
  });

  it('an instance-store result without a replica is unsafe for data; with one it is not', () => {
    const t = targetsOn(defaultScenario(), {
      maxStartupSeconds: 200,
      minQps: 5000,
      storageKinds: ['instance-store'],
      allowInstanceStore: true,
      limit: 3,
    });
    const alone = recommend(t, cat);
    expect(alone.results.length).toBeGreaterThan(0);
    for (const x of alone.results) expect(x.unsafeForData).toBe(true);
    expect(alone.rules.join(' ')).toMatch(/marked unsafe for data/);
    const s = defaultScenario();
    s.topology.replicas = 1;
    const paired = recommend({ ...t, base: s }, cat);
    for (const x of paired.results) {
      expect(x.unsafeForData).toBe(false);
      expect(x.prediction.cost.servers).toBe(2);
    }
  });
});

describe('growth horizon', () => {
  it('sizes for the tables and data at the end of the horizon and meets the targets there', () => {
    const s = defaultScenario();
    s.growth = { tablesPerMonth: 50_000, dataGiBPerMonth: 10 };
    const t = targetsOn(s, { maxStartupSeconds: 300, minQps: 3000, horizonMonths: 12 });
    const grown = atHorizon(t);
    expect(grown.tables).toBe(1_600_000);
    expect(grown.dataGiB).toBe(320);
    const r = recommend(t, cat);
    expect(r.horizon).toEqual({ months: 12, tables: 1_600_000, dataGiB: 320 });
    expect(r.results.length).toBeGreaterThan(0);
    for (const x of r.results) {
      expect(x.scenario.mysql.tables).toBe(1_600_000);
      expect(x.prediction.startup.totalRange?.[1]).toBeLessThanOrEqual(300 + 1e-9);
    }
    const today = recommend({ ...t, horizonMonths: 0 }, cat).results[0];
    expect(r.results[0]?.prediction.cost.monthlyUsd).toBeGreaterThanOrEqual(
      today?.prediction.cost.monthlyUsd ?? Infinity,
    );
  });
});
