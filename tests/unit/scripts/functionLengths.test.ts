/**
 * No function in src/ or electron/ over 150 lines (issue 28), by scripts/function-lengths.mjs.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { longFunctions } from '../../../scripts/function-lengths.mjs';

const MAX_LINES = 150;

interface Length {
  file: string;
  line: number;
  name: string;
  lines: number;
}

describe('function lengths', () => {
  const long = (longFunctions(MAX_LINES + 1) as Length[]).map((f) => ({
    at: `${f.file}:${f.line}`,
    lines: f.lines,
  }));

  it(`no function over ${MAX_LINES} lines`, () => {
    expect(long.map((f) => `${f.at} ${f.lines}`)).toEqual([]);
  });

  it('measures what it says (this repository has functions of 80 lines and more)', () => {
    const some = longFunctions(80) as Length[];
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((f) => f.lines >= 80)).toBe(true);
  });
});
