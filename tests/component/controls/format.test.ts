import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fmtSeconds } from '../../../src/app/components/format.ts';

describe('fmtSeconds', () => {
  it('rounds before splitting into minutes and seconds', () => {
    expect(fmtSeconds(59.6)).toBe('59.6 s');
    expect(fmtSeconds(59.97)).toBe('1 min 0 s');
    expect(fmtSeconds(119.6)).toBe('2 min 0 s');
    expect(fmtSeconds(3599.7)).toBe('1 h 0 min');
    expect(fmtSeconds(3629.9)).toBe('1 h 0 min');
    expect(fmtSeconds(3659.9)).toBe('1 h 1 min');
    expect(fmtSeconds(0.5)).toBe('0.50 s');
  });

  it('never shows 60 in the seconds or minutes part', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (s) => {
        const text = fmtSeconds(s);
        const sec = /(\d+(?:\.\d+)?) s$/.exec(text);
        if (sec) expect(Number(sec[1])).toBeLessThan(60);
        const min = /(\d+) min$/.exec(text);
        if (min) expect(Number(min[1])).toBeLessThan(60);
      }),
    );
  });
});
