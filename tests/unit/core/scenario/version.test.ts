import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  filesPerScanThread,
  hasDataDictionaryScan,
  hasFilSystemMutex,
  hasValidatePathsOffBug,
  hasValidatePathsOption,
  parseMysqlVersion,
} from '../../../../src/core/scenario/version.ts';
import { formatInt, formatNumber, formatUsd } from '../../../../src/core/scenario/numberFormat.ts';

const v = (t: string) => {
  const p = parseMysqlVersion(t);
  if (!p) throw new Error(t);
  return p;
};

describe('MySQL versions', () => {
  it('parses major.minor.patch only', () => {
    expect(parseMysqlVersion('8.0.39')).toEqual({ major: 8, minor: 0, patch: 39 });
    for (const bad of ['8.0', '8.0.x', 'eight', '', '8.0.39-log'])
      expect(parseMysqlVersion(bad)).toBeNull();
  });
  it('version-dependent behaviours switch where the sources say', () => {
    expect(filesPerScanThread(v('8.0.18'))).toBe(50000);
    expect(filesPerScanThread(v('8.0.19'))).toBe(8000);
    expect(hasValidatePathsOption(v('8.0.20'))).toBe(false);
    expect(hasValidatePathsOption(v('8.0.21'))).toBe(true);
    expect(hasValidatePathsOffBug(v('8.0.35'))).toBe(true);
    expect(hasValidatePathsOffBug(v('8.0.36'))).toBe(false);
    expect(hasValidatePathsOffBug(v('8.2.0'))).toBe(true);
    expect(hasValidatePathsOffBug(v('8.4.0'))).toBe(false);
    expect(hasDataDictionaryScan(v('5.7.44'))).toBe(false);
    expect(hasFilSystemMutex(v('5.7.44'))).toBe(true);
    expect(hasFilSystemMutex(v('8.0.0'))).toBe(false);
  });
});

describe('number formatting', () => {
  it('matches en-US toLocaleString, except that it never prints "-0" (property)', () => {
    const noNegZero = (t: string): string => t.replace(/^-0$/, '0');
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        expect(formatInt(n)).toBe(noNegZero(Math.round(n).toLocaleString('en-US')));
        expect(formatNumber(n, 2)).toBe(
          noNegZero(n.toLocaleString('en-US', { maximumFractionDigits: 2 })),
        );
      }),
    );
  });
  it('formats dollars with cents', () => {
    expect(formatUsd(2.56)).toBe('$2.56');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
  });
});
