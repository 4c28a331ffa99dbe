import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDateTimeUtc,
  formatNumber,
  formatPercentChange,
  formatQps,
  formatSeconds,
  formatSigned,
  formatUsd,
} from '../../../../src/core/report/format.ts';

describe('report number formats', () => {
  it('groups thousands and keeps the decimals asked for', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999.5)).toBe('1,000');
    expect(formatNumber(1234.5, 2)).toBe('1,234.50');
    expect(formatNumber(-42)).toBe('−42');
    expect(formatNumber(-0.2)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('–');
  });

  it('round-trips: the digits of formatNumber are the rounded number', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (v, d) => {
          const text = formatNumber(v, d).replace(/,/g, '').replace('−', '-');
          expect(Number(text)).toBeCloseTo(Number(v.toFixed(d)), d);
        },
      ),
    );
  });

  it('writes durations in seconds, minutes or hours', () => {
    expect(formatSeconds(23.44)).toBe('23.4 s');
    expect(formatSeconds(59.96)).toBe('1 min 00 s');
    expect(formatSeconds(429.2)).toBe('7 min 09 s');
    expect(formatSeconds(3725)).toBe('1 h 02 min');
    expect(formatSeconds(-61)).toBe('−1 min 01 s');
  });

  it('writes money, QPS, signed changes and percentages', () => {
    expect(formatUsd(1234.567)).toBe('$1,234.57');
    expect(formatUsd(-12)).toBe('−$12.00');
    expect(formatQps(12345.4)).toBe('12,345 QPS');
    expect(formatSigned(-302, formatSeconds)).toBe('−5 min 02 s');
    expect(formatSigned(12.345, formatUsd)).toBe('+$12.35');
    expect(formatPercentChange(429, 129)).toBe('−70%');
    expect(formatPercentChange(100, 112)).toBe('+12%');
    expect(formatPercentChange(0, 5)).toBe('–');
  });

  it('writes the export time in UTC from the ISO string given', () => {
    expect(formatDateTimeUtc('2026-11-21T23:05:09.000Z')).toBe('2026-11-21 23:05 UTC');
    expect(formatDateTimeUtc('not a date')).toBe('not a date');
  });
});
