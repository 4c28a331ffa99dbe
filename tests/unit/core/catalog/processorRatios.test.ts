/**
 * Issue 36 item 1: the per-core ratios of Graviton2 and AMD Milan are recomputed here from the
 * stored Percona rows (tests/fixtures/processors, read from PERCONA_2021), Graviton3 from the
 * stored ClickBench rows (CLICKBENCH_G3) and Graviton4 from Bradford's figures, so processors.ts
 * cannot drift from its sources. Calibration: m6g and m6a over m6i (Percona), c6g over c7g
 * (ClickBench), Bradford's 96-thread pair. Validation (held out): Percona's c6g (the same
 * Graviton2 in another family), ClickBench's c6i runs, and Bradford's 128-thread pair.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AWS_G4_OVER_G3_CLAIM,
  GRAVITON3_OVER_GRAVITON2_SETS,
  GRAVITON4_OVER_GRAVITON2,
  PROCESSORS,
} from '../../../../src/core/catalog/processors.ts';

interface Row {
  size: string;
  threads: number;
  m6i: number[];
  m6g: number[] | null;
  m6a: number[] | null;
  c6g: number[] | null;
}

const rows = (
  JSON.parse(
    readFileSync(
      new URL('../../../fixtures/processors/percona-2021-oltp-read-only.json', import.meta.url),
      'utf8',
    ),
  ) as { rows: Row[] }
).rows;

const mean = (v: number[]): number => v.reduce((a, b) => a + b, 0) / v.length;
const median = (v: number[]): number => {
  const s = [...v].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** Per size/thread pair: the mean of the family's runs over the mean of m6i's. */
function ratios(family: 'm6g' | 'm6a' | 'c6g'): number[] {
  return rows.flatMap((r) => {
    const v = r[family];
    return v ? [mean(v) / mean(r.m6i)] : [];
  });
}

const r3 = (x: number): number => Math.round(x * 1000) / 1000;

/** One ClickBench machine's published rows: per query [cold, hot, hot] seconds. */
interface Run {
  file: string;
  commit: string;
  result: [number, number, number][];
}
interface ClickBenchSet {
  name: string;
  runs: { c6g: Run; c7g: Run; c6i?: Run };
}

const clickBenchSets = (
  JSON.parse(
    readFileSync(
      new URL('../../../fixtures/processors/clickbench-graviton3.json', import.meta.url),
      'utf8',
    ),
  ) as { sets: ClickBenchSet[] }
).sets;

/** The time to run the 43 queries once, hot: ClickBench's hot run is the lesser of runs 2 and 3. */
const total = (run: Run): number => run.result.reduce((sum, [, a, b]) => sum + Math.min(a, b), 0);

describe('measured per-core ratios (issue 36 item 1)', () => {
  it('Graviton2 is the median of m6g / m6i, its spread the least and greatest pair', () => {
    const r = ratios('m6g');
    expect(r).toHaveLength(11);
    const g2 = PROCESSORS['aws-graviton2'].perCore;
    expect([r3(median(r)), r3(Math.min(...r)), r3(Math.max(...r))]).toEqual([
      g2.point,
      g2.low,
      g2.high,
    ]);
  });

  it('AMD Milan is the median of m6a / m6i, its spread the least and greatest pair', () => {
    const r = ratios('m6a');
    const milan = PROCESSORS['amd-milan'].perCore;
    expect([r3(median(r)), r3(Math.min(...r)), r3(Math.max(...r))]).toEqual([
      milan.point,
      milan.low,
      milan.high,
    ]);
  });

  it("validation: c6g (held out) has 7 of 9 pairs inside Graviton2's spread, its median within 2 %", () => {
    const r = ratios('c6g');
    const g2 = PROCESSORS['aws-graviton2'].perCore;
    const inside = r.filter((x) => x >= g2.low - 0.0005 && x <= g2.high + 0.0005).length;
    // 7 of 9: c6g.2xlarge and c6g.12xlarge at 1 thread read 0.661 and 0.664, under m6g's least
    // 0.673 by under 2 % (the run-to-run spread of one type's repeats is about as large).
    expect(inside).toBe(7);
    expect(Math.min(...r)).toBeGreaterThan(g2.low * 0.98);
    expect(Math.abs(median(r) / g2.point - 1)).toBeLessThan(0.02);
  });

  it("Graviton4 is Bradford's 2.027 × Graviton2, with Graviton2's measured spread", () => {
    expect(GRAVITON4_OVER_GRAVITON2).toBeCloseTo(2.027, 3);
    const g2 = PROCESSORS['aws-graviton2'].perCore;
    const g4 = PROCESSORS['aws-graviton4'].perCore;
    expect(g4.point).toBeCloseTo(g2.point * GRAVITON4_OVER_GRAVITON2, 3);
    expect(g4.low).toBeCloseTo(g2.low * GRAVITON4_OVER_GRAVITON2, 3);
    expect(g4.high).toBeCloseTo(g2.high * GRAVITON4_OVER_GRAVITON2, 3);
    // Validation: the 128-thread pair, 9,383.90 (r8g.2xlarge, 8 vCPUs) and 9,380.89 (r6g.4xlarge, 16).
    const held = 9383.9 / 8 / (9380.89 / 16);
    expect(g2.point * held).toBeGreaterThanOrEqual(g4.low);
    expect(g2.point * held).toBeLessThanOrEqual(g4.high);
  });

  it('Graviton3 is the median ClickBench set × Graviton2, low/high the least/greatest set × its spread', () => {
    const r = clickBenchSets.map((set) => total(set.runs.c6g) / total(set.runs.c7g));
    expect(r.map(r3)).toEqual(GRAVITON3_OVER_GRAVITON2_SETS.map(r3));
    expect(r.map(r3)).toEqual([1.581, 1.584, 1.414]);
    const g2 = PROCESSORS['aws-graviton2'].perCore;
    const g3 = PROCESSORS['aws-graviton3'].perCore;
    expect([
      r3(g2.point * median(r)),
      r3(g2.low * Math.min(...r)),
      r3(g2.high * Math.max(...r)),
    ]).toEqual([g3.point, g3.low, g3.high]);
    // Bradford's MySQL Graviton4/Graviton2 (2.027) over AWS's "up to +40 %" Graviton4/Graviton3
    // puts MySQL's Graviton3/Graviton2 at 1.448 or more: the median set agrees.
    expect(median(r)).toBeGreaterThan(GRAVITON4_OVER_GRAVITON2 / AWS_G4_OVER_G3_CLAIM);
  });

  it('validation: ClickBench c6i runs (held out) put Graviton2 and Graviton3 inside their intervals', () => {
    const g2 = PROCESSORS['aws-graviton2'].perCore;
    const g3 = PROCESSORS['aws-graviton3'].perCore;
    const withIce = clickBenchSets.filter((set) => set.runs.c6i);
    expect(withIce).toHaveLength(2);
    for (const set of withIce) {
      const ice = total(set.runs.c6i as Run);
      // ClickHouse's Graviton2 / Ice Lake reproduces Percona's MySQL ratio (0.680, 0.690).
      const g2Ice = ice / total(set.runs.c6g);
      expect(g2Ice).toBeGreaterThanOrEqual(g2.low);
      expect(g2Ice).toBeLessThanOrEqual(g2.high);
      expect(Math.abs(g2Ice / g2.point - 1)).toBeLessThan(0.02);
      // Graviton3 / Ice Lake read directly (1.075, 1.094) lies inside the chained interval.
      const g3Ice = ice / total(set.runs.c7g);
      expect(g3Ice).toBeGreaterThanOrEqual(g3.low);
      expect(g3Ice).toBeLessThanOrEqual(g3.high);
    }
  });
});
