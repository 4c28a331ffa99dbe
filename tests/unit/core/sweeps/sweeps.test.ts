import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { predict } from '../../../../src/core/model.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import {
  costVsPerformance,
  evaluatePoint,
  qpsVsPageSize,
  startupVsIops,
  startupVsThroughput,
  sweepPoint,
  sweepValues,
} from '../../../../src/core/sweeps/index.ts';

const cat = DEFAULT_CATALOG;
const gp3 = cat.ebsLimits.gp3;

function withStorage(patch: Partial<Scenario['storage']>): Scenario {
  const s = defaultScenario();
  return { ...s, storage: { ...s.storage, ...patch } };
}

describe('sweepValues', () => {
  it('spans min..max, sorted, unique, and includes the current value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (min, span, t) => {
          const max = min + span;
          const cur = Math.round(min + t * span);
          const v = sweepValues(min, max, cur);
          expect(v[0]).toBe(min);
          expect(v[v.length - 1]).toBe(max);
          expect(v).toContain(cur);
          for (let i = 1; i < v.length; i++) expect(v[i]).toBeGreaterThan(v[i - 1] as number);
        },
      ),
    );
  });
  it('returns the single value of an empty range', () => {
    expect(sweepValues(125, 125, 125)).toEqual([125]);
  });
});

describe('startupVsIops', () => {
  it('covers gp3 from its baseline to the size limit and passes through the current point', () => {
    const base = withStorage({ sizeGiB: 100, iops: 12_000, throughputMiBps: 500 });
    // 100,000 tables: their .ibd files fit on the 100 GiB volume (1M would need 107 GiB).
    const s = { ...base, mysql: { ...base.mysql, dataGiB: 50, tables: 100_000 } };
    const pts = startupVsIops(s, cat);
    expect(pts[0]?.x).toBe(gp3.baselineIops);
    expect(pts[pts.length - 1]?.x).toBe(Math.min(gp3.maxIops, 100 * gp3.iopsPerGiB));
    const here = pts.find((p) => p.x === 12_000);
    const direct = predict(s, cat);
    expect(direct.ok).toBe(true);
    if (direct.ok)
      expect(here?.startupSeconds).toBeCloseTo(direct.prediction.startup.totalSeconds, 9);
  });
  it('never gets slower with more IOPS, and every value is finite', () => {
    const pts = startupVsIops(
      withStorage({ sizeGiB: 1000, throughputMiBps: 1000, iops: 16_000 }),
      cat,
    );
    expect(pts.length).toBeGreaterThan(10);
    for (let i = 1; i < pts.length; i++) {
      expect(pts[i]!.startupSeconds).toBeLessThanOrEqual(pts[i - 1]!.startupSeconds! + 1e-9);
      expect(Number.isFinite(pts[i]!.startupSeconds)).toBe(true);
    }
  });
  it('is empty for gp2 and local devices (nothing to provision)', () => {
    expect(startupVsIops(withStorage({ kind: 'gp2' }), cat)).toEqual([]);
    expect(startupVsThroughput(withStorage({ kind: 'io2' }), cat)).toEqual([]);
  });
  it('costs more with more IOPS', () => {
    const pts = startupVsIops(withStorage({ sizeGiB: 1000 }), cat);
    expect(pts[pts.length - 1]!.monthlyUsd).toBeGreaterThan(pts[0]!.monthlyUsd);
  });
});

describe('startupVsThroughput', () => {
  it('stops at 0.25 MiB/s per provisioned IOPS', () => {
    const pts = startupVsThroughput(withStorage({ iops: 4000 }), cat);
    expect(pts[0]?.x).toBe(gp3.baselineMiBps);
    expect(pts[pts.length - 1]?.x).toBe(Math.min(gp3.maxMiBps, 4000 * gp3.maxMiBpsPerIops));
  });
});

describe('qpsVsPageSize', () => {
  it('has one point per page size with the scenario otherwise unchanged', () => {
    const s = defaultScenario();
    const pts = qpsVsPageSize(s, cat);
    expect(pts.map((p) => p.x)).toEqual([4, 8, 16, 32, 64]);
    const r = predict(s, cat);
    if (r.ok) expect(pts.find((p) => p.x === 16)?.qps).toBeCloseTo(r.prediction.qps.pointSelect, 9);
  });
});

describe('costVsPerformance', () => {
  it('marks exactly one current point equal to the model at the scenario', () => {
    const s = defaultScenario();
    const pts = costVsPerformance(s, cat);
    const cur = pts.filter((p) => p.current);
    expect(cur).toHaveLength(1);
    const r = predict(s, cat);
    if (r.ok) expect(cur[0]?.monthlyUsd).toBeCloseTo(r.prediction.cost.monthlyUsd, 9);
    expect(pts.length).toBeGreaterThan(10);
    for (const p of pts)
      expect(Number.isFinite(p.monthlyUsd) && Number.isFinite(p.startupSeconds)).toBe(true);
  });

  it('labels its points with grouped figures ("2,000 MiB/s", not "2000 MiB/s")', () => {
    const labels = costVsPerformance(defaultScenario(), cat).map((p) => p.label);
    expect(labels).toContain('gp3 80,000 IOPS, 2,000 MiB/s');
    for (const l of labels) expect(l).not.toMatch(/\d{4}/);
  });
});

describe('evaluators', () => {
  it('evaluatePoint gives the point figures of evaluate, without the ranges', () => {
    const s = withStorage({ iops: 6000, throughputMiBps: 250 });
    for (const sweep of [startupVsIops, startupVsThroughput, qpsVsPageSize]) {
      const full = sweep(s, cat);
      const point = sweep(s, cat, evaluatePoint);
      expect(full.length).toBeGreaterThan(0);
      expect(point).toEqual(
        full.map((p) => {
          const { startupRange, qpsRange, ...rest } = p;
          expect(startupRange?.[0]).toBeLessThanOrEqual(p.startupSeconds!);
          expect(qpsRange?.[1]).toBeGreaterThanOrEqual(p.qps);
          return rest;
        }),
      );
    }
    const cost = costVsPerformance(s, cat, evaluatePoint);
    expect(cost.map((p) => p.startupRange)).toEqual(cost.map(() => undefined));
    expect(cost.map((p) => p.startupSeconds)).toEqual(
      costVsPerformance(s, cat).map((p) => p.startupSeconds),
    );
  });
  it('sweepPoint leaves out what the model refuses', () => {
    const r = predict(withStorage({ iops: 1 }), cat);
    expect(r.ok).toBe(false);
    expect(sweepPoint(r, 1)).toBeNull();
  });
});
