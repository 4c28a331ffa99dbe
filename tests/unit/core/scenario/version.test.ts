import { describe, expect, it } from 'vitest';
import {
  filesPerScanThread,
  hasDataDictionaryScan,
  hasFilSystemMutex,
  hasValidatePathsOffBug,
  hasValidatePathsOption,
  parseMysqlVersion,
} from '../../../../src/core/scenario/version.ts';

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
