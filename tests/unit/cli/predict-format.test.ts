import { describe, expect, it } from 'vitest';
import { clock } from '../../../src/cli/format.ts';

describe('CLI formatting', () => {
  it('clock: m:ss and h:mm:ss', () => {
    expect(clock(429)).toBe('7:09');
    expect(clock(3725)).toBe('1:02:05');
    expect(clock(0)).toBe('0:00');
  });
});
