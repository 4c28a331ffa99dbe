import { describe, expect, it } from 'vitest';
import { clock, issuesLine } from '../../../src/cli/format.ts';

describe('CLI formatting', () => {
  it('clock: m:ss and h:mm:ss', () => {
    expect(clock(429)).toBe('7:09');
    expect(clock(3725)).toBe('1:02:05');
    expect(clock(0)).toBe('0:00');
  });
  it('issuesLine: the first issue and how many more', () => {
    const i = { path: 'storage.iops', limit: 'gp3.maxIops', message: 'At storage.iops: too many.' };
    expect(issuesLine([i])).toBe('At storage.iops: too many.');
    expect(issuesLine([i, i, i])).toBe('At storage.iops: too many. (and 2 more problems)');
  });
});
