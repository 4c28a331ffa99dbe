import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compactTickFormat,
  durationTicks,
  formatCompact,
  formatDurationIn,
  linearTicks,
  logTicks,
  niceStep,
  zeroBasedTicks,
} from '../../../../src/core/format/index.ts';

/** The mantissa of a positive number: 4000 → 4. */
const mantissa = (v: number) => Number((v / Math.pow(10, Math.floor(Math.log10(v)))).toFixed(9));

describe('axis ticks (issue 13)', () => {
  it('steps are 1, 2 or 5 × 10^k: never 2.5, so no tick label is rounded', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-3, max: 1e9, noNaN: true }),
        fc.integer({ min: 2, max: 8 }),
        (span, n) => {
          expect([1, 2, 5, 10]).toContain(mantissa(niceStep(span, n)));
        },
      ),
    );
  });

  it('zero-based ticks start at 0, cover the maximum, are evenly spaced and exact', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e9, noNaN: true }), (max) => {
        const t = zeroBasedTicks(max);
        expect(t[0]).toBe(0);
        expect(t.at(-1)!).toBeGreaterThanOrEqual(max * (1 - 1e-9));
        expect(t.length).toBeGreaterThanOrEqual(2);
        expect(t.length).toBeLessThanOrEqual(12);
        const step = t[1]!;
        for (const v of t) expect(Math.abs(v / step - Math.round(v / step))).toBeLessThan(1e-6);
      }),
    );
    expect(zeroBasedTicks(7.6, 4)).toEqual([0, 2, 4, 6, 8]);
  });

  it('linear ticks stay inside the range', () => {
    expect(linearTicks(125, 2000, 5)).toEqual([500, 1000, 1500, 2000]);
    expect(linearTicks(0.1, 0.7, 3)).toEqual([0.2, 0.4, 0.6]);
  });

  it('log ticks are 1, 2, 3 or 5 × 10^k inside the range (issue: 3K, 5.2K, 9K, 15K, 27K)', () => {
    expect(logTicks(3000, 80_000).map(formatCompact)).toEqual([
      '3K',
      '5K',
      '10K',
      '20K',
      '30K',
      '50K',
    ]);
    expect(logTicks(4, 64, 6)).toEqual([5, 10, 20, 30, 50]);
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        fc.double({ min: 1.5, max: 1e4, noNaN: true }),
        (min, ratio) => {
          const t = logTicks(min, min * ratio);
          for (const v of t) {
            expect([1, 2, 3, 5]).toContain(mantissa(v));
            expect(v).toBeGreaterThanOrEqual(min * (1 - 1e-9));
            expect(v).toBeLessThanOrEqual(min * ratio * (1 + 1e-9));
          }
          expect(t.length).toBeLessThanOrEqual(12);
        },
      ),
    );
  });

  it('a duration axis has one unit and round values in it (issue: 83 min / 2.8 h / 4.2 h)', () => {
    const label = (max: number) => {
      const d = durationTicks(max);
      return d.ticks.map((t) => formatDurationIn(d.unit, t));
    };
    expect(label(42)).toEqual(['0 s', '20 s', '40 s', '60 s']);
    expect(label(425)).toEqual(['0 min', '2 min', '4 min', '6 min', '8 min']);
    expect(label(15_000)).toEqual(['0 min', '100 min', '200 min', '300 min']);
    expect(label(20_000)).toEqual(['0 h', '2 h', '4 h', '6 h']);
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 1e6, noNaN: true }), (max) => {
        const d = durationTicks(max);
        const units = new Set(d.ticks.map((t) => formatDurationIn(d.unit, t).split(' ')[1]));
        expect(units.size).toBe(1);
        expect(d.ticks.at(-1)!).toBeGreaterThanOrEqual(max * (1 - 1e-9));
        const step = Number(formatDurationIn(d.unit, d.ticks[1]!).split(' ')[0]);
        expect([1, 2, 5]).toContain(mantissa(step));
        for (const t of d.ticks) {
          const v = Number(formatDurationIn(d.unit, t).split(' ')[0]);
          expect(Math.abs(v / step - Math.round(v / step))).toBeLessThan(1e-9);
        }
      }),
    );
  });
});

describe('durationTicks in a given unit (issue 30: charts side by side share one)', () => {
  it('labels a short axis in the unit of its neighbour', () => {
    const own = durationTicks(100);
    expect(own.unit).toBe('s');
    const shared = durationTicks(100, 4, 'min');
    expect(shared.unit).toBe('min');
    expect(shared.ticks[shared.ticks.length - 1]).toBeGreaterThanOrEqual(100);
  });
});

describe('compact tick labels', () => {
  it('a capture of small values reads 0, 0.05, 0.1, 0.15 (was 0, 0.1, 0.1, 0.1)', () => {
    const ticks = zeroBasedTicks(0.104, 4);
    expect(ticks.map(compactTickFormat(ticks))).toEqual(['0', '0.05', '0.1', '0.15']);
    const big = zeroBasedTicks(2600, 4);
    expect(big.map(compactTickFormat(big))).toEqual(['0', '1K', '2K', '3K']);
  });

  it('no two ticks of a zero-based axis read alike', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-4, max: 1e9, noNaN: true }), (max) => {
        const ticks = zeroBasedTicks(max, 4);
        const labels = ticks.map(compactTickFormat(ticks));
        expect(new Set(labels).size).toBe(labels.length);
      }),
    );
  });
});
