import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { missRatio, predictQps, qpsInputs } from '../../../../src/core/qps/index.ts';
import { accessSkewText, isUniform } from '../../../../src/core/qps/skew.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { validateScenario as validateScenarioLimits } from '../../../../src/core/model.ts';
import { fieldRange } from '../../../../src/core/scenario/limits.ts';
import { FIXTURE_CATALOG as cat } from '../model/fixtureCatalog.ts';

const skew = (a: number, d: number) => ({ hotAccessPercent: a, hotDataPercent: d });

function scenario(a: number, d: number, bp = 4, data = 200): Scenario {
  const s = defaultScenario();
  s.mysql.bufferPoolGiB = bp;
  s.mysql.dataGiB = data;
  s.workload.hotAccessPercent = a;
  s.workload.hotDataPercent = d;
  return s;
}

describe('access skew: two-level (hot/cold) miss ratio', () => {
  it('the equation, by hand: 80/20 with a pool of 10 % and of 60 % of the data', () => {
    // B < d: a (1 − B/d) + (1 − a) = 0.8 · 0.5 + 0.2 = 0.6.
    expect(missRatio(10, 100, skew(80, 20))).toBeCloseTo(0.6, 12);
    // B ≥ d: (1 − a)(1 − (B − d)/(1 − d)) = 0.2 · (1 − 0.4/0.8) = 0.1.
    expect(missRatio(60, 100, skew(80, 20))).toBeCloseTo(0.1, 12);
    // Exactly the hot set cached: every hot access hits, every cold one misses.
    expect(missRatio(20, 100, skew(80, 20))).toBeCloseTo(0.2, 12);
    expect(missRatio(100, 100, skew(80, 20))).toBe(0);
    expect(missRatio(150, 100, skew(80, 20))).toBe(0);
  });

  it('uniform (equal shares, or 100/100) is exactly the uniform ratio 1 − pool/data (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.125, max: 1000, noNaN: true }),
        fc.double({ min: 0.001, max: 1000, noNaN: true }),
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        (bp, data, share) => {
          const uniform = Math.min(1, Math.max(0, 1 - bp / data));
          expect(missRatio(bp, data)).toBe(uniform);
          expect(missRatio(bp, data, skew(100, 100))).toBe(uniform);
          expect(missRatio(bp, data, skew(share, share))).toBe(uniform);
          expect(isUniform(skew(share, share))).toBe(true);
        },
      ),
    );
  });

  it('skew never raises misses above uniform, and misses fall as the pool grows (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1.2, noNaN: true }),
        fc.double({ min: 0, max: 1.2, noNaN: true }),
        (d, t, b1, b2) => {
          const a = d + t * (100 - d);
          const [lo, hi] = b1 <= b2 ? [b1, b2] : [b2, b1];
          const m = missRatio(lo * 100, 100, skew(a, d));
          expect(m).toBeGreaterThanOrEqual(0);
          expect(m).toBeLessThanOrEqual(missRatio(lo * 100, 100) + 1e-12);
          expect(missRatio(hi * 100, 100, skew(a, d))).toBeLessThanOrEqual(m + 1e-12);
        },
      ),
    );
  });

  it('uniform access predicts exactly what the model predicted before the skew existed', () => {
    const s = defaultScenario();
    const q = predictQps(s, cat);
    expect(q.missRatio).toBe(1 - 4 / 200);
    const half = predictQps(scenario(50, 50), cat);
    expect(half.pointSelect).toBe(q.pointSelect);
    expect(half.explanation).toBe(q.explanation);
  });

  it('more skew toward a hot set that fits the pool never lowers QPS (property: versions, storage, writes)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom('8.0.39', '5.7.44', '5.6.27'),
        fc.constantFrom('gp3', 'io2', 'custom'),
        fc.constantFrom(0, 0.05, 0.5),
        (poolPct, hotOfPool, t1, t2, version, kind, w) => {
          // A hot set no larger than the pool: d ≤ B.
          const d = Math.max(0.1, poolPct * hotOfPool);
          const [lo, hi] = t1 <= t2 ? [t1, t2] : [t2, t1];
          const base = (a: number) => {
            const s = scenario(a, d, 4, (4 * 100) / poolPct);
            s.mysql.version = version;
            s.storage.kind = kind;
            s.workload.writeFraction = w;
            return predictQps(s, cat).transactionsPerSecond ?? predictQps(s, cat).pointSelect;
          };
          const less = base(d + lo * (100 - d));
          const more = base(d + hi * (100 - d));
          expect(more).toBeGreaterThanOrEqual(less * (1 - 1e-9));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('80/20 on the default scenario: fewer misses, more QPS, and the explanation says why', () => {
    const q = predictQps(scenario(80, 20), cat);
    const u = predictQps(defaultScenario(), cat);
    // Pool 4 of 200 GiB (B = 0.02 < d = 0.2): 0.8 · (1 − 0.1) + 0.2 = 0.92.
    expect(q.missRatio).toBeCloseTo(0.92, 12);
    expect(q.pointSelect).toBeGreaterThan(u.pointSelect);
    expect(q.explanation).toContain(
      '80% of accesses go to 20% of the data; uniform access would miss 98.0%',
    );
    expect(qpsInputs(scenario(80, 20), cat).missRatio).toBe(q.missRatio);
    expect(accessSkewText(skew(100, 100))).toBe('uniform access');
  });

  it('validation: shares in range, the hot set gets at least its share of the accesses', () => {
    expect(validateScenarioLimits(scenario(80, 20), cat)).toEqual([]);
    const low = validateScenarioLimits(scenario(10, 20), cat);
    expect(low).toHaveLength(1);
    expect(low[0]).toMatchObject({
      path: 'workload.hotAccessPercent',
      limit: 'workload.hotShare',
      nearestValid: 20,
    });
    expect(low[0]?.message).toBe(
      'Hot accesses 10% is too low: a hot set of 20% of the data gets at least 20% of the accesses (equal shares are uniform access, e.g. 100/100; 80% of accesses to 20% of the data is 80/20). Nearest valid: 20%.',
    );
    const tiny = validateScenarioLimits(scenario(80, 0.01), cat);
    expect(tiny[0]).toMatchObject({ path: 'workload.hotDataPercent', nearestValid: 0.1 });
    expect(tiny[0]?.message).toMatch(/^Hot data 0\.01% is too low: the hot set is at least 0\.1%/);
    const over = validateScenarioLimits(scenario(120, 20), cat);
    expect(over[0]?.message).toMatch(/^Hot accesses 120% is too high: .* Nearest valid: 100%\./);
    const r = fieldRange(scenario(80, 20), cat, 'workload.hotDataPercent');
    expect([r?.min.value, r?.max.value]).toEqual([0.1, 80]);
  });
});
