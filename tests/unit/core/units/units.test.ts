import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatClock,
  formatRateMiBps,
  formatSizeKiB,
  parseCount,
  parseNumber,
  parseRateMiBps,
  parseSeconds,
  parseSizeKiB,
} from '../../../../src/core/units/index.ts';

const value = (r: { ok: boolean; value?: number }): number | undefined =>
  r.ok ? r.value : undefined;

describe('sizes: k = 1,024 bytes for IO sizes', () => {
  it.each([
    ['16k', 16],
    ['16K', 16],
    ['16KiB', 16],
    ['16 KB', 16],
    ['4 KB', 4],
    ['1M', 1024],
    ['1MiB', 1024],
    ['16384B', 16],
    ['16384 bytes', 16],
    ['32', 32],
  ])('%s → %d KiB', (text, kib) => {
    expect(value(parseSizeKiB(text))).toBe(kib);
  });
  it('a bare number can mean bytes (fio bs)', () => {
    expect(value(parseSizeKiB('16384', 'bytes'))).toBe(16);
  });
  it('rejects with the expected form', () => {
    const r = parseSizeKiB('16 parsecs');
    expect(r).toEqual({
      ok: false,
      message: "expected a size like 16k, 16KiB or 4 KB, got '16 parsecs'",
    });
  });
});

describe('counts: k = 1,000', () => {
  it.each([
    ['12k', 12000],
    ['1M', 1e6],
    ['5012.44', 5012.44],
    ['1,234', 1234],
    ['3000 IOPS', 3000],
    ['22/s', 22],
  ])('%s → %d', (text, n) => {
    expect(value(parseCount(text))).toBe(n);
  });
  it('rejects words', () => {
    expect(parseCount('abc').ok).toBe(false);
    expect(parseNumber('').ok).toBe(false);
    expect(parseNumber('NaN').ok).toBe(false);
    expect(parseNumber('-3').ok).toBe(false);
  });
});

describe('rates', () => {
  it('MiB/s and MB/s differ', () => {
    expect(value(parseRateMiBps('125 MiB/s'))).toBe(125);
    expect(value(parseRateMiBps('131MB/s'))).toBeCloseTo(124.93, 2);
    expect(value(parseRateMiBps('1 GiB/s'))).toBe(1024);
    expect(value(parseRateMiBps('2048KiB/s'))).toBe(2);
    expect(value(parseRateMiBps('78.32'))).toBe(78.32);
    expect(parseRateMiBps('78 furlongs/s').ok).toBe(false);
  });
});

describe('durations', () => {
  it.each([
    ['2:18', 138],
    ['7:09', 429],
    ['1:02:03', 3723],
    ['45s', 45],
    ['3.2 ms', 0.0032],
    ['7m9s', 429],
    ['1h 2m', 3720],
    ['60.0031s', 60.0031],
    ['429', 429],
  ])('%s → %d s', (text, s) => {
    expect(value(parseSeconds(text))).toBeCloseTo(s, 9);
  });
  it('bare numbers can be milliseconds', () => {
    expect(value(parseSeconds('4.41', 'ms'))).toBeCloseTo(0.00441, 9);
  });
  it('rejects nonsense with the expected forms', () => {
    const r = parseSeconds('2:75');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain('2:18, 1:02:03, 45s or 3.2 ms');
    expect(parseSeconds('soon').ok).toBe(false);
    expect(parseSeconds('5 fortnights').ok).toBe(false);
  });
});

describe('round trips (fast-check)', () => {
  it('formatSizeKiB → parseSizeKiB', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1 << 30 }), (bytes) => {
        expect(value(parseSizeKiB(formatSizeKiB(bytes / 1024)))).toBeCloseTo(bytes / 1024, 9);
      }),
      { numRuns: 2000 },
    );
  });
  it('formatRateMiBps → parseRateMiBps', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (r) => {
        expect(value(parseRateMiBps(formatRateMiBps(r)))).toBe(r);
      }),
      { numRuns: 2000 },
    );
  });
  it('formatClock → parseSeconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3600 }), (s) => {
        expect(value(parseSeconds(formatClock(s)))).toBe(s);
      }),
      { numRuns: 2000 },
    );
  });
  it('never throws and never returns NaN/Infinity on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (t) => {
        for (const r of [
          parseSizeKiB(t),
          parseCount(t),
          parseRateMiBps(t),
          parseSeconds(t),
          parseNumber(t),
        ]) {
          if (r.ok) expect(Number.isFinite(r.value) && r.value >= 0).toBe(true);
          else expect(r.message).toMatch(/^expected /);
        }
      }),
      { numRuns: 10000 },
    );
  });
});
