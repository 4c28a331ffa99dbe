/**
 * Issue 11, item 4: targets met at the pessimistic end of the prediction's range (headroom rule
 * `range`). The search filters by the nominal figures and checks the pessimistic end only on the
 * survivors, from its own inputs re-scaled in place (uncertainty's `pessimisticProbe`): these
 * tests hold it to `pessimisticFigures` of the whole scenario and to a brute-force search.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recommend } from '../../../../src/core/recommend/index.ts';
import type { RecommendTargets } from '../../../../src/core/recommend/index.ts';
import { storageCandidates } from '../../../../src/core/recommend/space.ts';
import { headroomRuleText, marginFactor } from '../../../../src/core/recommend/durability.ts';
import { pessimisticFigures, pessimisticProbe } from '../../../../src/core/uncertainty/index.ts';
import { startupInputs } from '../../../../src/core/startup/index.ts';
import { qpsInputs } from '../../../../src/core/qps/index.ts';
import { refreshEbsCaps } from '../../../../src/core/devices/params.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { validateScenario, predict } from '../../../../src/core/model.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { FIXTURE_CATALOG as cat } from '../model/fixtureCatalog.ts';

const RANGE = { basis: 'range' } as const;
const base = defaultScenario();
const targets: RecommendTargets = {
  maxStartupSeconds: 120,
  minQps: 5000,
  tables: 1_000_000,
  dataGiB: 200,
  region: 'us-east-1',
  base,
};
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

describe('the pessimistic probe gives pessimisticFigures from the search inputs', () => {
  it('for any valid scenario, and after its caps are re-pointed in place (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(cat.instances)),
        fc.constantFrom('gp3', 'io2', 'gp2'),
        fc.integer({ min: 3000, max: 80_000 }),
        fc.integer({ min: 3000, max: 80_000 }),
        fc.integer({ min: 10_000, max: 3_000_000 }),
        fc.constantFrom('warm', 'restored'),
        fc.constantFrom('none', 'initialize', 'fsr'),
        fc.constantFrom(4, 16, 64),
        fc.constantFrom('8.0.39', '5.7.44'),
        (type, kind, iopsA, iopsB, tables, state, remedy, page, version) => {
          const s = defaultScenario();
          s.instance.type = type;
          s.storage.kind = kind as 'gp3';
          s.storage.sizeGiB = 1000;
          s.storage.volumeState = state as 'warm';
          s.storage.restoreRemedy = remedy as 'none';
          s.mysql.tables = tables;
          s.mysql.pageSizeKiB = page as 16;
          s.mysql.version = version;
          const set = (iops: number) => {
            s.storage.iops = kind === 'io2' ? iops : Math.min(iops, 16_000 * 5);
            if (kind === 'gp3') s.storage.throughputMiBps = Math.min(1000, iops / 4);
          };
          set(iopsA);
          if (validateScenario(s, cat).length > 0) return;
          const sx = startupInputs(s, cat);
          const qx = qpsInputs(s, cat);
          const probe = pessimisticProbe(s, cat);
          const want = pessimisticFigures(s, cat);
          expect(close(probe.startupSeconds(sx), want.startupSeconds)).toBe(true);
          expect(close(probe.qps(qx), want.qps)).toBe(true);
          // The search re-points the same inputs at the next candidate.
          set(iopsB);
          if (validateScenario(s, cat).length > 0) return;
          const inst = cat.instances[type] ?? null;
          refreshEbsCaps(sx.device, s.storage, inst, cat, false);
          refreshEbsCaps(qx.device, s.storage, inst, cat, true);
          const next = pessimisticFigures(s, cat);
          expect(close(probe.startupSeconds(sx), next.startupSeconds)).toBe(true);
          expect(close(probe.qps(qx), next.qps)).toBe(true);
          // The bound (own box) is never worse than the figures.
          expect(probe.startupSeconds(sx, true)).toBeLessThanOrEqual(next.startupSeconds + 1e-9);
          expect(probe.qps(qx, true)).toBeGreaterThanOrEqual(next.qps - 1e-9);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('recommend: the range rule', () => {
  it('every result meets both targets at its pessimistic figures (property)', () => {
    let withResults = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 900 }),
        fc.integer({ min: 500, max: 40_000 }),
        fc.constantFrom(100_000, 1_000_000, 3_000_000),
        fc.constantFrom(1, 10),
        fc.boolean(),
        (maxStartupSeconds, minQps, tables, limit, allowInstanceStore) => {
          const t = { ...targets, maxStartupSeconds, minQps, tables, limit, allowInstanceStore };
          const r = recommend({ ...t, headroom: RANGE }, cat);
          if (r.results.length > 0) withResults += 1;
          for (const x of r.results) {
            const p = pessimisticFigures(x.scenario, cat);
            expect(p.startupSeconds).toBeLessThanOrEqual(maxStartupSeconds);
            expect(p.qps).toBeGreaterThanOrEqual(minQps);
            expect(x.prediction.startup.totalSeconds).toBeLessThanOrEqual(maxStartupSeconds);
            expect(x.prediction.qps.pointSelect).toBeGreaterThanOrEqual(minQps);
            expect(x.headroom.pessimistic?.meetsTargets).toBe(true);
            expect(x.headroom.basis).toBe('range');
          }
          // Stricter than meeting the targets at the nominal figures: never cheaper.
          const nominal = recommend({ ...t, headroom: { marginPercent: 0 } }, cat).results[0];
          const first = r.results[0];
          if (first)
            expect(first.prediction.cost.monthlyUsd).toBeGreaterThanOrEqual(
              (nominal?.prediction.cost.monthlyUsd ?? Infinity) - 1e-9,
            );
        },
      ),
      { numRuns: 12 },
    );
    expect(withResults).toBeGreaterThan(0);
  });

  it('finds the cheapest gp3 configuration meeting the targets at the pessimistic end, as a brute force does', () => {
    // m6i.large: its EBS ceiling binds the larger volumes, where the range widens. Its 4
    // duplicate-check readers at 0.6 ms a file keep 1M tables above 4 minutes on any volume
    // (issue 25; measured 247 s at 12,000 IOPS), and with today's burst use unknown the slow end
    // reads at its 3,600 IOPS / 81.25 MB/s baseline ceiling (470 s measured so), hence 600 s.
    for (const [type, maxStartupSeconds, minQps] of [
      ['m6i.large', 600, 3000],
      ['m6i.2xlarge', 240, 6000],
    ] as const) {
      const s = defaultScenario();
      s.instance.type = type;
      const t = { ...targets, maxStartupSeconds, minQps, base: s };
      const r = recommend(
        { ...t, fixed: ['instance.type', 'storage.kind'], limit: 3, headroom: RANGE },
        cat,
      );
      const region = cat.regions['us-east-1'];
      if (!region) throw new Error('fixture region');
      let cheapest = Infinity;
      for (const c of storageCandidates(cat, region.ebs, 200, ['gp3'], { minSizeGiB: 500 })) {
        const x: Scenario = defaultScenario();
        x.instance.type = type;
        x.mysql.bufferPoolGiB = r.results[0]?.scenario.mysql.bufferPoolGiB ?? 4;
        Object.assign(x.storage, {
          sizeGiB: c.sizeGiB,
          iops: c.iops,
          throughputMiBps: c.throughputMiBps,
        });
        const p = predict(x, cat);
        if (!p.ok) continue;
        const pess = pessimisticFigures(x, cat);
        const ok =
          p.prediction.startup.totalSeconds <= maxStartupSeconds &&
          p.prediction.qps.pointSelect >= minQps &&
          pess.startupSeconds <= maxStartupSeconds &&
          pess.qps >= minQps;
        if (ok) cheapest = Math.min(cheapest, p.prediction.cost.monthlyUsd);
      }
      expect(Number.isFinite(cheapest), type).toBe(true);
      expect(r.results[0]?.prediction.cost.monthlyUsd).toBeCloseTo(cheapest, 6);
      expect(r.pessimisticEvaluated).toBeGreaterThan(0);
    }
  });

  it('states the rule it used; the margin is not applied on top', () => {
    const r = recommend({ ...targets, headroom: RANGE }, cat);
    expect(r.rules.join(' ')).toMatch(/Headroom: targets met at the pessimistic end/);
    expect(headroomRuleText(RANGE)).toMatch(/slowest predicted startup within the startup target/);
    expect(marginFactor(RANGE)).toBe(1);
    for (const x of r.results) {
      expect(x.headroom.marginPercent).toBe(0);
      expect(x.headroom.rule).toMatch(/pessimistic end/);
    }
    const m = recommend({ ...targets, headroom: { marginPercent: 10 } }, cat);
    expect(m.pessimisticEvaluated).toBeUndefined();
    expect(m.results[0]?.headroom.basis).toBe('margin');
  });
});
