/**
 * Issue 41.10 (a): a calibrated figure outside the range the capture itself measured (its samples'
 * least to greatest) carries a warning, so "calibrated" reading 57× off the measured figure is
 * never shown silently; without a range (one sample) the ×100 rule of issue 26 stays.
 */
import { describe, expect, it } from 'vitest';
import { farFromMeasured } from '../../../../src/core/calibration/workload.ts';
import { statsOf } from '../../../../src/core/telemetry/stats.ts';

const row = (measured: number, calibrated: number | null, range?: [number, number]) => ({
  metric: 'Reads/s at the measured QPS',
  unit: 'IO/s',
  measured,
  predicted: measured,
  calibrated,
  errorPct: 0,
  ...(range ? { measuredRange: range } : {}),
});

describe('calibrated vs the measured range (issue 41.10)', () => {
  it('the stats carry the least sample', () => {
    expect(statsOf([5, 2, 9, NaN, 4])?.min).toBe(2);
  });

  it('57× off the measured, outside its range: a warning naming the range and the factor', () => {
    const w = farFromMeasured(row(1500, 1500 * 57, [1200, 1800]));
    expect(w).toMatch(
      /^Reads\/s at the measured QPS: the calibrated figure \(85,500 IO\/s\) is ×57 the measured one \(1,500 IO\/s\), outside the range the capture measured \(1,200–1,800 IO\/s\)/,
    );
    expect(farFromMeasured(row(1500, 1500 / 57, [1200, 1800]))).toMatch(/is 1\/57 of the measured/);
  });

  it('within the measured range: no warning; no range: only at ×100', () => {
    expect(farFromMeasured(row(1500, 1700, [1200, 1800]))).toBeNull();
    expect(farFromMeasured(row(1500, 1500 * 57))).toBeNull();
    expect(farFromMeasured(row(1500, 1500 * 100))).not.toBeNull();
  });
});
