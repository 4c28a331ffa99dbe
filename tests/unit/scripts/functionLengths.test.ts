/**
 * No function in src/ or electron/ over 150 lines (issue 28), by scripts/function-lengths.mjs.
 * LEFT lists those still over it when this test was written, each at most its length then: one
 * may only shrink, and leaves the list once under the bar (the test says so). No other may join.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { longFunctions } from '../../../scripts/function-lengths.mjs';

const MAX_LINES = 150;

/** `file:name` → its length in lines when this test was written. */
const LEFT: Record<string, number> = {
  'src/app/features/results/ResultsPanel.tsx:ResultsPanel': 195,
};

interface Length {
  file: string;
  line: number;
  name: string;
  lines: number;
}

describe('function lengths', () => {
  const long = (longFunctions(MAX_LINES + 1) as Length[]).map((f) => ({
    key: `${f.file}:${f.name}`,
    at: `${f.file}:${f.line}`,
    lines: f.lines,
  }));

  it(`no new function over ${MAX_LINES} lines`, () => {
    expect(long.filter((f) => !(f.key in LEFT)).map((f) => `${f.at} ${f.lines}`)).toEqual([]);
  });

  it('those left over it do not grow, and leave the list once under it', () => {
    for (const f of long)
      if (f.key in LEFT) expect(f.lines, f.at).toBeLessThanOrEqual(LEFT[f.key] ?? 0);
    const still = new Set(long.map((f) => f.key));
    expect(Object.keys(LEFT).filter((k) => !still.has(k))).toEqual([]);
  });

  it('measures what it says (this repository has functions of 80 lines and more)', () => {
    const some = longFunctions(80) as Length[];
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((f) => f.lines >= 80)).toBe(true);
  });
});
