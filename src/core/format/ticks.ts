/**
 * Axis ticks a person reads at a glance, for the app's charts and the PDF's (issue 13): linear
 * steps of 1, 2 or 5 × 10^k only (a 2.5 step labelled "3 s" read as a wrong number), log axes at
 * 1-2-3-5 × 10^k ("3K, 5K, 10K, 20K", never "5.2K, 9K, 15K"), and a duration axis in one unit
 * ("0 min, 2 min, 4 min", never "83 min, 2.8 h").
 */
import { durationUnitFor, secondsFrom, secondsIn } from './duration.ts';
import type { DurationUnit } from './duration.ts';
import { formatCompact, formatNumber } from './number.ts';

const MANTISSAS = [1, 2, 5, 10] as const;

/** Drops the float noise of repeated additions (0.30000000000000004 → 0.3). */
const clean = (v: number): number => Number(v.toPrecision(12));

/** The 1, 2 or 5 × 10^k step giving at most about `count` intervals over `span`. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1;
  const raw = span / Math.max(1, count);
  const mag = Math.pow(10, Math.floor(Math.log10(raw)));
  const m = MANTISSAS.find((f) => f * mag >= raw * (1 - 1e-9)) ?? 10;
  return m * mag;
}

/** Ticks at multiples of a nice step inside [min, max]. */
export function linearTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return [];
  if (max === min) return [clean(min)];
  const step = niceStep(max - min, count);
  const out: number[] = [];
  for (let i = Math.ceil(min / step - 1e-9); i * step <= max + step * 1e-9; i++)
    out.push(clean(i * step));
  return out;
}

/**
 * Ticks from 0 up to the first nice multiple at or above `max`, so the data never leaves the
 * plot: an axis for values that start at zero (seconds, QPS, dollars).
 */
export function zeroBasedTicks(max: number, count = 4): number[] {
  const top = max > 0 && Number.isFinite(max) ? max : 1;
  const step = niceStep(top, count);
  const n = Math.max(1, Math.ceil(top / step - 1e-9));
  return Array.from({ length: n + 1 }, (_, i) => clean(i * step));
}

/**
 * Ticks of a log axis over [min, max] (both > 0): 1, 2, 3 and 5 × 10^k, thinned to 1, 2, 5 and
 * then to powers of ten when that gives more than `count` + 2 ticks.
 */
export function logTicks(min: number, max: number, count = 6): number[] {
  if (!(min > 0) || !(max >= min) || !Number.isFinite(max)) return [];
  const lo = Math.floor(Math.log10(min));
  const hi = Math.ceil(Math.log10(max));
  let best: number[] = [];
  for (const mantissas of [[1, 2, 3, 5], [1, 2, 5], [1]]) {
    const ticks: number[] = [];
    for (let k = lo; k <= hi; k++)
      for (const m of mantissas) {
        const v = clean(m * Math.pow(10, k));
        if (v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9)) ticks.push(v);
      }
    best = ticks;
    if (ticks.length <= count + 2) break;
  }
  return best;
}

/** A duration axis: its one unit and its ticks (in seconds) at round values of that unit. */
export interface DurationTicks {
  unit: DurationUnit;
  ticks: number[];
}

/**
 * Ticks from 0 covering `maxSeconds`, round in the axis's one unit (s, min or h): `unit` when
 * given (charts side by side share one, issue 30), else the one the covering value reads best in.
 */
export function durationTicks(
  maxSeconds: number,
  count = 4,
  unit: DurationUnit = durationUnitFor(maxSeconds),
): DurationTicks {
  const inUnit = zeroBasedTicks(secondsIn(unit, maxSeconds), count);
  return { unit, ticks: inUnit.map((v) => secondsFrom(unit, v)) };
}

/** The decimals a step needs to be written exactly (0.05 → 2, 0.5 → 1, 20 → 0), at most 6. */
function stepDecimals(step: number): number {
  for (let d = 0; d < 6; d++) {
    const scaled = step * Math.pow(10, d);
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, scaled)) return d;
  }
  return 6;
}

/**
 * The label of each tick of a compact axis ("0, 500, 1K, 1.5K"), with as many decimals as the
 * step needs below 1,000, so no two ticks read alike (a capture of small values gave "0, 0.1,
 * 0.1, 0.1" for 0, 0.05, 0.1, 0.15).
 */
export function compactTickFormat(ticks: readonly number[]): (value: number) => string {
  let step = Infinity;
  for (let i = 1; i < ticks.length; i++) {
    const d = Math.abs((ticks[i] ?? 0) - (ticks[i - 1] ?? 0));
    if (d > 0 && d < step) step = d;
  }
  const small = ticks.every((t) => Math.abs(t) < 999.5);
  if (!small || !Number.isFinite(step) || step >= 1) return formatCompact;
  const decimals = stepDecimals(step);
  return (value) => formatNumber(value, decimals);
}
