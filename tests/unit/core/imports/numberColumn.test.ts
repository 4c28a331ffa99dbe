import { describe, expect, it } from 'vitest';
import { NumberColumn } from '../../../../src/core/imports/numberColumn.ts';

describe('NumberColumn', () => {
  it('hands over what was pushed, in order, across its growth, and is empty afterwards', () => {
    for (const n of [0, 1, 4095, 4096, 4097, 7000, 20_000, 70_001]) {
      const c = new NumberColumn();
      for (let i = 0; i < n; i += 1) c.push(i * 1.5 - 7);
      expect(c.length).toBe(n);
      expect(c.at(n - 1)).toBe(n > 0 ? (n - 1) * 1.5 - 7 : NaN);
      expect(c.at(n)).toBeNaN();
      const a = c.toFloat64Array();
      expect(a.length).toBe(n);
      expect(a.every((v, i) => v === i * 1.5 - 7)).toBe(true);
      // Its memory is at most a quarter more than the numbers need (no copy at that size).
      expect(a.buffer.byteLength).toBeLessThanOrEqual(Math.ceil(n * 1.25) * 8);
      expect(c.length).toBe(0);
      expect(c.toFloat64Array().length).toBe(0);
    }
  });

  it('keeps NaN (an empty CSV cell) and any double', () => {
    const c = new NumberColumn();
    for (const v of [NaN, -0, 1e308, 5e-324, 0.1]) c.push(v);
    expect(Array.from(c.toFloat64Array())).toEqual([NaN, -0, 1e308, 5e-324, 0.1]);
  });
});
