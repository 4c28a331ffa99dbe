/**
 * The boxes of constant intervals are memoized (issue 36 item 7, speed): `boxAt` gives back a
 * recent box built from the same distances and widening, frozen; the corner factors of such a box
 * are computed once. A box built from other distances, or one built by hand, is never confused
 * with it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Box, SpreadId } from '../../../../src/core/uncertainty/index.ts';
import {
  SPREADS,
  boxAt,
  cornerFactors,
  intervalAt,
} from '../../../../src/core/uncertainty/index.ts';

const at = (d: number) => (): number => d;

describe('boxAt memo', () => {
  it('same distances and widening: the same frozen box; the factors once', () => {
    const a = boxAt(at(0.25));
    const b = boxAt(at(0.25));
    expect(b).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(cornerFactors(a, 'pessimistic')).toBe(cornerFactors(b, 'pessimistic'));
    expect(cornerFactors(a, 'optimistic')).not.toBe(cornerFactors(a, 'pessimistic'));
  });

  it('every box equals one built afresh from its intervals, whatever came before (property)', () => {
    const id = SPREADS[0]?.id as SpreadId;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(0, 0.1, 0.5, 1), { minLength: 1, maxLength: 12 }),
        fc.constantFrom(undefined, [0.8, 1.3] as const, [0.9, 1.1] as const),
        (ds, w) => {
          for (const d of ds) {
            const widen = w ? new Map([[id, w]]) : undefined;
            const box = boxAt(at(d), widen);
            for (const s of SPREADS) {
              const iv = intervalAt(s, d);
              const ww = s.id === id ? w : undefined;
              const want = ww ? [Math.min(1, iv[0] * ww[0]), Math.max(1, iv[1] * ww[1])] : iv;
              expect(box[s.id]).toEqual(want);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a box built by hand may change: its factors are read again', () => {
    const hand = { ...boxAt(at(0)) } as Record<SpreadId, readonly [number, number]>;
    const before = cornerFactors(hand as Box, 'pessimistic')[id0()];
    hand[id0()] = [0.5, 2];
    const after = cornerFactors(hand as Box, 'pessimistic')[id0()];
    expect(after).not.toBe(before);
  });
});

function id0(): SpreadId {
  return SPREADS[0]?.id as SpreadId;
}
