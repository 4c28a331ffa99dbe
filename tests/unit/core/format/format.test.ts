import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  durationUnitFor,
  formatCompact,
  formatDateTimeUtc,
  formatDuration,
  formatDurationIn,
  formatFixed,
  formatInt,
  formatNumber,
  formatPercent,
  formatPercentChange,
  formatPercentUpTo,
  formatQps,
  formatRange,
  formatSigned,
  formatUsd,
} from '../../../../src/core/format/index.ts';

/** Reads a formatted number back ("−1,234.5" → −1234.5). */
const back = (text: string): number => Number(text.replace(/,/g, '').replace('−', '-'));

/** Reads a formatted duration back to seconds. */
function durationBack(text: string): number {
  const sign = text.startsWith('−') ? -1 : 1;
  const t = text.replace('−', '');
  const hm = /^(\d+) h (\d\d) min$/.exec(t);
  if (hm) return sign * (Number(hm[1]) * 3600 + Number(hm[2]) * 60);
  const ms = /^(\d+) min (\d\d) s$/.exec(t);
  if (ms) return sign * (Number(ms[1]) * 60 + Number(ms[2]));
  const s = /^(\d+\.\d+) s$/.exec(t);
  if (s) return sign * Number(s[1]);
  throw new Error(`not a duration: ${text}`);
}

describe('numbers', () => {
  it('groups thousands, rounds, and never writes "−0"', () => {
    expect(formatInt(1234567.8)).toBe('1,234,568');
    expect(formatFixed(1234.5, 2)).toBe('1,234.50');
    expect(formatFixed(-0.2)).toBe('0');
    expect(formatFixed(-42)).toBe('−42');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(1500)).toBe('1,500');
    expect(formatNumber(0.004)).toBe('0');
    expect(formatNumber(-0.004)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('–');
    expect(formatCompact(3000)).toBe('3K');
    expect(formatCompact(1_200_000)).toBe('1.2M');
    expect(formatCompact(999_960)).toBe('1M');
    expect(formatCompact(950)).toBe('950');
  });

  it('the digits read back as the rounded number (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (v, d) => {
          expect(back(formatFixed(v, d))).toBeCloseTo(Number(v.toFixed(d)), d);
          expect(back(formatNumber(v, d))).toBeCloseTo(Number(v.toFixed(d)), d);
          for (const t of [formatFixed(v, d), formatNumber(v, d), formatPercent(v, d, true)])
            expect(t).not.toMatch(/^[−+-]0(\.0*)?%?$/);
        },
      ),
    );
  });

  it('whole numbers read as en-US writes them (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatInt(n)).toBe(n.toLocaleString('en-US').replace('-', '−'));
      }),
    );
  });

  it('writes money, QPS, signed changes, percentages and ranges', () => {
    expect(formatUsd(1234.567)).toBe('$1,234.57');
    expect(formatUsd(-12)).toBe('−$12.00');
    expect(formatUsd(-0.001)).toBe('$0.00');
    expect(formatQps(12345.4)).toBe('12,345 QPS');
    expect(formatSigned(-302, formatDuration)).toBe('−5 min 02 s');
    expect(formatSigned(12.345, formatUsd)).toBe('+$12.35');
    expect(formatSigned(0.001, formatUsd)).toBe('$0.00');
    expect(formatPercentChange(429, 129)).toBe('−70%');
    expect(formatPercentChange(100, 112)).toBe('+12%');
    expect(formatPercentChange(100, 99.8)).toBe('0%');
    expect(formatPercentChange(0, 5)).toBe('–');
    expect(formatPercent(-0.04, 1, true)).toBe('0.0%');
    expect(formatPercentUpTo(80)).toBe('80%');
    expect(formatPercentUpTo(12.5)).toBe('12.5%');
    expect(formatPercentUpTo(12.345, 2)).toBe('12.35%');
    expect(formatPercentUpTo(0)).toBe('0%');
    expect(formatPercentUpTo(-12.5)).toBe('−12.5%');
    expect(formatPercentUpTo(1e-7)).toBe('1e−7%');
    expect(formatPercentUpTo(Number.NaN)).toBe('–');
    expect(formatRange(150, 130, formatDuration)).toBe('2 min 10 s–2 min 30 s');
    expect(formatRange(3000.2, 2999.9, formatInt)).toBe('3,000');
  });

  it('a range reads low first, with one dash only when the ends differ (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (a, b) => {
          const text = formatRange(a, b, formatInt);
          const parts = text.split('–');
          if (parts.length === 1) expect(formatInt(a)).toBe(formatInt(b));
          else expect(back(parts[0] ?? '')).toBeLessThanOrEqual(back(parts[1] ?? ''));
        },
      ),
    );
  });
});

describe('durations', () => {
  it('writes seconds, minutes with two-digit seconds, hours with two-digit minutes', () => {
    expect(formatDuration(0.5)).toBe('0.50 s');
    expect(formatDuration(0.996)).toBe('1.0 s');
    expect(formatDuration(23.44)).toBe('23.4 s');
    expect(formatDuration(59.96)).toBe('1 min 00 s');
    expect(formatDuration(119.6)).toBe('2 min 00 s');
    expect(formatDuration(429.2)).toBe('7 min 09 s');
    expect(formatDuration(3599.7)).toBe('1 h 00 min');
    expect(formatDuration(3725)).toBe('1 h 02 min');
    expect(formatDuration(-61)).toBe('−1 min 01 s');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('–');
  });

  it('reads back within its rounding, never shows 60 in a part (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (s) => {
        const text = formatDuration(s);
        const tolerance = Math.abs(s) < 59.95 ? 0.051 : Math.abs(s) < 3599.5 ? 0.5 : 30;
        expect(Math.abs(durationBack(text) - s)).toBeLessThanOrEqual(tolerance + 1e-9);
        // A part that reads 60 ("1 min 60 s"), not a fraction that ends in 60 ("0.60 s").
        expect(text).not.toMatch(/(^|[^.\d])60 (s|min)$/);
      }),
    );
  });

  it('is monotone: a longer time never reads shorter (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(durationBack(formatDuration(lo))).toBeLessThanOrEqual(
            durationBack(formatDuration(hi)),
          );
        },
      ),
    );
  });

  it('axis ticks share one unit chosen from the largest tick', () => {
    expect(durationUnitFor(240)).toBe('s');
    expect(durationUnitFor(5000)).toBe('min');
    expect(durationUnitFor(30_000)).toBe('h');
    expect(formatDurationIn('min', 90)).toBe('1.5 min');
    expect(formatDurationIn('s', 2.5)).toBe('2.5 s');
    expect(formatDurationIn('h', 15_120)).toBe('4.2 h');
  });

  it('writes the export time in UTC from the ISO string given', () => {
    expect(formatDateTimeUtc('2026-11-21T23:05:09.000Z')).toBe('2026-11-21 23:05 UTC');
    expect(formatDateTimeUtc('not a date')).toBe('not a date');
  });
});
