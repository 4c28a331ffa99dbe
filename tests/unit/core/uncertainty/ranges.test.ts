import { processorOf } from '../../../../src/core/catalog/processors.ts';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { startupInputs } from '../../../../src/core/startup/index.ts';
import { startupNumbers } from '../../../../src/core/startup/phases.ts';
import type { Range } from '../../../../src/core/types.ts';
import { arbValidScenario } from '../arbValidScenario.ts';
import { STARTUP_MEASURED, caseA, caseB } from '../briefCases.ts';
import {
  SPREADS,
  boxAt,
  cornerFactors,
  deviceClass,
  extrapolation,
  pessimisticFigures,
  predictWithRanges,
  qpsMixRange,
  startupAtCorner,
} from '../../../../src/core/uncertainty/index.ts';

function ranged(s: Scenario) {
  const r = predictWithRanges(s, cat);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.prediction;
}

const contains = (outer: Range, inner: Range, eps = 1e-9): boolean =>
  outer[0] <= inner[0] * (1 + eps) + eps && outer[1] * (1 + eps) + eps >= inner[1];
const inside = (r: Range, v: number, eps = 1e-9): boolean =>
  r[0] <= v * (1 + eps) + eps && v <= r[1] * (1 + eps) + eps;

describe('uncertainty ranges on the calibration cases', () => {
  for (const [id, make, phase, measured] of STARTUP_MEASURED) {
    it(`case ${id} ${phase}: the measured ${measured} s lies inside the range`, () => {
      const p = ranged(make());
      const range =
        phase === 'total'
          ? p.startup.totalRange
          : p.startup.phases.find((x) => x.name === phase)?.range;
      expect(range).toBeDefined();
      expect(inside(range as Range, measured), `range ${String(range)}`).toBe(true);
    });
  }

  it('is narrow where calibrated: totals of A and B within ±12 %, never under the ±5 % run-to-run floor', () => {
    for (const make of [caseA, caseB]) {
      // As measured: case A's start had the instance's EBS burst intact (its fit assumes so).
      const s = make();
      s.instance.burstKnown = true;
      const p = ranged(s);
      const [lo, hi] = p.startup.totalRange as Range;
      expect(lo / p.startup.totalSeconds).toBeGreaterThan(0.88);
      expect(hi / p.startup.totalSeconds).toBeLessThan(1.12);
      // Repeat runs of one setup differ by 5 %: the range is never narrower (issue 25).
      expect(lo / p.startup.totalSeconds).toBeLessThanOrEqual(0.95);
      expect(hi / p.startup.totalSeconds).toBeGreaterThanOrEqual(1.05);
    }
    expect(ranged(caseB()).uncertainty?.extrapolating).toEqual([]);
  });

  it('is wider where it extrapolates: another processor, 32 vCPUs, another version', () => {
    const width = (s: Scenario): number => {
      const p = ranged(s);
      const [lo, hi] = p.startup.totalRange as Range;
      return (hi - lo) / p.startup.totalSeconds;
    };
    const graviton = caseA();
    graviton.instance.type = 'm7g.large';
    const big = caseB();
    big.instance.type = 'm6id.8xlarge';
    const old = caseA();
    old.mysql.version = '8.0.18';
    // Both share the run-to-run floor. Another processor adds its cited per-core interval
    // (Graviton3: 0.95-1.24 × Ice Lake), not a twofold spread; another version stays twofold.
    expect(width(graviton)).toBeGreaterThan(width(caseA()));
    expect(width(graviton)).toBeLessThan(1.5 * width(caseA()));
    expect(width(big)).toBeGreaterThan(width(caseB()));
    expect(width(old)).toBeGreaterThan(1.5 * width(caseA()));
    expect(ranged(graviton).uncertainty?.extrapolating.join(' ')).toMatch(/Graviton3/);
  });

  it('gives the pessimistic ends for headroom checks', () => {
    const p = ranged(caseA());
    const worst = pessimisticFigures(caseA(), cat);
    expect(worst.startupSeconds).toBeCloseTo((p.startup.totalRange as Range)[1], 6);
    expect(worst.qps).toBeCloseTo((p.qps.pointSelectRange as Range)[0], 6);
  });

  it('every spread interval contains 1, and outside contains inside', () => {
    for (const s of SPREADS) {
      expect(s.inside[0]).toBeLessThanOrEqual(1);
      expect(s.inside[1]).toBeGreaterThanOrEqual(1);
      expect(s.outside[0]).toBeLessThanOrEqual(s.inside[0]);
      expect(s.outside[1]).toBeGreaterThanOrEqual(s.inside[1]);
      expect(s.source.length).toBeGreaterThan(10);
    }
  });
});

const arbValid = arbValidScenario(cat);

describe('uncertainty ranges (properties)', () => {
  it('every range contains its point figure', () => {
    fc.assert(
      fc.property(arbValid, (s) => {
        const p = ranged(s);
        expect(inside(p.startup.totalRange as Range, p.startup.totalSeconds)).toBe(true);
        for (const ph of p.startup.phases) expect(inside(ph.range as Range, ph.seconds)).toBe(true);
        expect(inside(p.qps.pointSelectRange as Range, p.qps.pointSelect)).toBe(true);
        if (p.qps.transactionsPerSecond !== undefined)
          expect(
            inside(p.qps.transactionsPerSecondRange as Range, p.qps.transactionsPerSecond),
          ).toBe(true);
        const worst = pessimisticFigures(s, cat);
        expect(worst.startupSeconds).toBeGreaterThanOrEqual(p.startup.totalSeconds * (1 - 1e-9));
        expect(worst.qps).toBeLessThanOrEqual(p.qps.pointSelect * (1 + 1e-9));
      }),
      { numRuns: 150 },
    );
  });

  it('ranges never shrink as the scenario moves further outside the calibrated space', () => {
    // The same scenario with its distances scaled from 0 (inside) to its own, then to far
    // outside: each range contains the one before.
    fc.assert(
      fc.property(arbValid, fc.double({ min: 0, max: 1, noNaN: true }), (s, t) => {
        const ext = extrapolation(s, cat);
        const d = (id: Parameters<typeof ext.distances.get>[0]) => ext.distances.get(id) ?? 0;
        const steps = [
          () => 0,
          (id: Parameters<typeof d>[0]) => d(id) * t,
          d,
          (id: Parameters<typeof d>[0]) => Math.max(d(id), t),
          () => 1,
        ];
        const sx = startupInputs(s, cat);
        const cls = deviceClass(s);
        let prev: { total: Range; qps: Range } | null = null;
        for (const dist of steps) {
          const box = boxAt(dist);
          const slow = cornerFactors(box, 'pessimistic');
          const fast = cornerFactors(box, 'optimistic');
          const total: Range = [
            startupNumbers(startupAtCorner(sx, cls, fast)).totalSeconds,
            startupNumbers(startupAtCorner(sx, cls, slow)).totalSeconds,
          ];
          // The QPS range as the ranges compute it (exact also where the mutex curve is not monotone).
          const qps = qpsMixRange(s, box, cat);
          if (prev) {
            expect(contains(total, prev.total)).toBe(true);
            expect(contains(qps, prev.qps)).toBe(true);
          }
          prev = { total, qps };
        }
      }),
      { numRuns: 150 },
    );
  });

  it('moving a calibration case to another processor scales its point by the cited ratio and never narrows its relative range', () => {
    const types = ['m7i.large', 'm7g.large', 'r7a.large', 'm6g.large', 'm8g.large'];
    fc.assert(
      fc.property(fc.constantFrom(...types), (type) => {
        const a = ranged(caseA());
        const moved = caseA();
        moved.instance.type = type;
        const b = ranged(moved);
        const ratio = processorOf(type)?.perCore.point ?? 1;
        // Faster cores start no slower, slower ones no faster.
        if (ratio >= 1) expect(b.startup.totalSeconds).toBeLessThanOrEqual(a.startup.totalSeconds);
        else expect(b.startup.totalSeconds).toBeGreaterThan(a.startup.totalSeconds);
        const rel = (p: typeof a): number => {
          const [lo, hi] = p.startup.totalRange as Range;
          return (hi - lo) / p.startup.totalSeconds;
        };
        expect(rel(b)).toBeGreaterThanOrEqual(rel(a) * 0.999);
      }),
    );
  });

  it('moving a calibration case outside (version, instance size) never narrows a range', () => {
    const moves: [string, (s: Scenario) => void][] = [
      ['8.0.18', (s) => (s.mysql.version = '8.0.18')],
      ['9.4.0', (s) => (s.mysql.version = '9.4.0')],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...moves), ([, move]) => {
        const base = caseA();
        const moved = caseA();
        move(moved);
        const a = ranged(base);
        const b = ranged(moved);
        // These moves leave the point figures as they are; only the ranges may change.
        expect(b.startup.totalSeconds).toBeCloseTo(a.startup.totalSeconds, 6);
        expect(contains(b.startup.totalRange as Range, a.startup.totalRange as Range)).toBe(true);
        a.startup.phases.forEach((ph, i) => {
          const other = b.startup.phases[i];
          expect(contains(other?.range as Range, ph.range as Range)).toBe(true);
        });
      }),
    );
  });
});

describe("the day's EBS burst, known or not (issue 25, mechanism 3)", () => {
  /** Case A's machine on gp3 at 12,000 IOPS / 500 MiB/s: 3.3× the m6i.large's baseline IOPS. */
  const fast = (known: boolean, usedMin = 0): Scenario => {
    const s = caseA();
    s.storage.iops = 12_000;
    s.storage.throughputMiBps = 500;
    s.instance.burstKnown = known;
    s.instance.burstUsedMin = usedMin;
    return s;
  };

  it('unknown: the slow end assumes the balances a restore of this database left today, and says so (issue 40)', () => {
    const unknown = ranged(fast(false));
    const known = ranged(fast(true));
    expect(unknown.startup.totalSeconds).toBeCloseTo(known.startup.totalSeconds, 9);
    const [, hiUnknown] = unknown.startup.totalRange as Range;
    const [, hiKnown] = known.startup.totalRange as Range;
    // Measured: 247 s with the burst intact, 469-471 s after a restore spent it.
    expect(hiKnown).toBeLessThan(300);
    // The stated assumption: the same as knowing that the data was restored just before.
    const stated = fast(true);
    stated.instance.afterRestoreGiB = stated.mysql.dataGiB;
    const low = startupInputs(fast(false), cat).burst?.low;
    const held = startupInputs(stated, cat).burst?.held;
    expect(low?.mib).toBeCloseTo(held?.mib ?? NaN, 6);
    expect(low?.ioCount).toBeCloseTo(held?.ioCount ?? NaN, 3);
    expect(low?.mib).toBeLessThan(startupInputs(fast(false), cat).burst?.held.mib ?? 0);
    // Not the empty bucket: between the known start's slow end and the restored start's (100 GiB
    // restored leaves enough for this start: the slow end is the known one).
    const [, hiStated] = ranged(stated).startup.totalRange as Range;
    expect(hiUnknown).toBeGreaterThanOrEqual(hiKnown);
    expect(hiUnknown).toBeLessThanOrEqual(hiStated);
    expect(unknown.uncertainty?.startup.join(' ')).toMatch(
      /EBS burst use unknown: the slow end assumes the balances left after restoring this database's [\d,.]+ GiB .*EBSIOBalance% [\d.]+%, EBSByteBalance% [\d.]+%/,
    );
    expect(known.uncertainty?.startup.join(' ') ?? '').not.toMatch(/EBS burst use unknown/);
  });

  it('unknown, with more data than a full byte balance restores: the slow end is the spent start', () => {
    const big = (known: boolean, usedMin: number): Scenario => {
      const s = fast(known, usedMin);
      s.mysql.dataGiB = 3000; // 3,000 GiB at m6i.large's 1,250 MB/s: longer than 30 min
      s.storage.sizeGiB = 4000;
      return s;
    };
    const [, hiUnknown] = ranged(big(false, 0)).startup.totalRange as Range;
    expect(hiUnknown).toBeGreaterThanOrEqual(ranged(big(true, 30)).startup.totalSeconds);
  });

  it('a volume no faster than the baseline ceiling: a spent burst changes nothing and is not a reason', () => {
    const s = caseA();
    s.instance.type = 'm6i.2xlarge'; // 12,000 IOPS / 312.5 MB/s baseline over gp3's 3,000 / 125
    const unknown = ranged(s);
    s.instance.burstKnown = true;
    const known = ranged(s);
    expect(unknown.startup.totalRange).toEqual(known.startup.totalRange);
    expect(unknown.uncertainty?.startup.join(' ') ?? '').not.toMatch(/EBS burst/);
  });

  it('property: not knowing the burst never narrows a range or moves its point', () => {
    fc.assert(
      fc.property(arbValidScenario(cat), (s) => {
        const a = ranged({ ...s, instance: { ...s.instance, burstKnown: true } });
        const b = ranged({ ...s, instance: { ...s.instance, burstKnown: false } });
        expect(b.startup.totalSeconds).toBeCloseTo(a.startup.totalSeconds, 9);
        expect(contains(b.startup.totalRange as Range, a.startup.totalRange as Range)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
