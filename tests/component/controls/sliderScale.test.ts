/**
 * The slider's track ↔ value mapping: a geometric slider whose min is 0 puts 0 at the first
 * position and is geometric from its first stop on the rest of the track; the others are as before.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  POSITIONS,
  fromPosition,
  sliderScale,
  steppedValue,
  toPosition,
} from '../../../src/app/components/sliderScale.ts';

const undo = sliderScale(0, 524_288, true, 1);

describe('a geometric slider from 0 (undo to roll back: 0–524,288 MiB)', () => {
  it('position 0 is exactly 0 and position 1 is the first stop (the step)', () => {
    expect(fromPosition(0, undo)).toBe(0);
    expect(toPosition(0, undo)).toBe(0);
    expect(fromPosition(1, undo)).toBe(1);
    expect(fromPosition(POSITIONS, undo)).toBe(524_288);
  });
  it('10% of the track is under 1% of the max (linear: 52,429 MiB)', () => {
    const v = fromPosition(100, undo);
    expect(v).toBeGreaterThan(0);
    expect(v).toBeLessThan(5243);
  });
  it('a value under the first stop still sits off 0', () => {
    expect(toPosition(0.5, sliderScale(0, 100, true, 1))).toBe(1);
  });
  it('logFrom sets the first stop, never below the step', () => {
    expect(fromPosition(1, sliderScale(0, 524_288, true, 1, 16))).toBe(16);
    expect(fromPosition(1, sliderScale(0, 4096, true, 1, 0.25))).toBe(1);
  });
  it('arrow steps from 0 walk through small values', () => {
    let v = 0;
    const seen: number[] = [];
    for (let i = 0; i < 20; i++) {
      v = steppedValue(v, toPosition(v, undo) + 1, undo);
      seen.push(v);
    }
    expect(seen.slice(0, 3)).toEqual([1, 2, 3]);
    expect(new Set(seen).size).toBe(20);
    expect(v).toBeLessThan(100);
  });
  it('an arrow step down from the first stop reaches 0', () => {
    expect(steppedValue(1, 0, undo)).toBe(0);
  });
  it('property: the value grows with the position; a value maps back to itself within the snapping', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: POSITIONS - 1 }),
        fc.integer({ min: 1, max: 524_288 }),
        (p, v) => {
          expect(fromPosition(p + 1, undo)).toBeGreaterThanOrEqual(fromPosition(p, undo));
          // One position is a factor 524,288^(1/999) (1.3%); two significant digits round by ≤ 5%.
          const back = fromPosition(toPosition(v, undo), undo);
          expect(Math.abs(back - v)).toBeLessThanOrEqual(Math.max(1.5, 0.06 * v));
          expect(toPosition(v, undo)).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('the other scales are as before', () => {
  it('geometric from min > 0 (gp3 IOPS 3,000–80,000): half way is √(3,000 × 80,000) to 2 digits', () => {
    const iops = sliderScale(3000, 80_000, true, 1);
    expect(fromPosition(0, iops)).toBe(3000);
    expect(fromPosition(500, iops)).toBe(15_000);
    expect(toPosition(15_492, iops)).toBe(500);
    expect(fromPosition(POSITIONS, iops)).toBe(80_000);
  });
  it('linear from 0 (buffer pool dump 0–100%)', () => {
    const pct = sliderScale(0, 100, false, 1);
    expect(pct.firstStop).toBeNull();
    expect(fromPosition(100, pct)).toBe(10);
    expect(toPosition(37, pct)).toBe(370);
  });
  it('a geometric slider with min below 0 stays linear', () => {
    expect(fromPosition(500, sliderScale(-100, 100, true, 1))).toBe(0);
  });
});
