import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { logTicks, niceStep, scale, zeroBasedTicks } from '../../../src/app/components/scale.ts';

describe('chart scales', () => {
  it('zero-based ticks start at 0 and end at or above the data maximum', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e9, noNaN: true }), (max) => {
        const t = zeroBasedTicks(max);
        expect(t[0]).toBe(0);
        expect(t[t.length - 1]!).toBeGreaterThanOrEqual(max * (1 - 1e-9));
        expect(t.length).toBeGreaterThanOrEqual(2);
        expect(t.length).toBeLessThanOrEqual(12);
      }),
    );
  });
  it('nice steps are 1, 2, 2.5 or 5 times a power of ten', () => {
    for (const span of [3, 47, 1234, 0.7, 99_999]) {
      const s = niceStep(span, 4);
      const f = s / Math.pow(10, Math.floor(Math.log10(s)));
      expect([1, 2, 2.5, 5, 10].some((n) => Math.abs(n - f) < 1e-9)).toBe(true);
    }
  });
  it('log ticks stay within range and the log scale maps ends to ends', () => {
    const t = logTicks(3000, 80_000);
    expect(t[0]).toBe(3000);
    expect(t[t.length - 1]).toBe(80_000);
    const sc = scale(3000, 80_000, 0, 100, true);
    expect(sc(3000)).toBe(0);
    expect(sc(80_000)).toBeCloseTo(100, 9);
    expect(sc(Math.sqrt(3000 * 80_000))).toBeCloseTo(50, 9);
  });
});
