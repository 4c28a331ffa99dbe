/**
 * How a NumberSlider's track maps to values: linear; geometric from min (min > 0: IOPS, tables);
 * or, for a geometric slider whose min is 0 (undo to roll back, replica lag), 0 at the first
 * position and geometric from a first stop up to max on the rest of the track, so small values
 * (tens of MiB out of 512 GiB) are reachable by dragging and by the arrow keys.
 */

/** Positions on the track (the range input's max). */
export const POSITIONS = 1000;

export interface SliderScale {
  min: number;
  max: number;
  log: boolean;
  step: number;
  /** Zero-anchored geometric scale: the value at position 1 (position 0 is min, 0); else null. */
  firstStop: number | null;
}

/**
 * The scale of a slider. A geometric slider with min 0 starts its geometric part at `logFrom`
 * (default: the step; never below the step, so position 1 is not snapped back to 0).
 */
export function sliderScale(
  min: number,
  max: number,
  log: boolean,
  step: number,
  logFrom?: number,
): SliderScale {
  const first = Math.max(logFrom ?? step, step);
  const zeroLog = log && min === 0 && first > 0 && first < max;
  return { min, max, log, step, firstStop: zeroLog ? first : null };
}

/** The track position (0…POSITIONS) showing a value. */
export function toPosition(v: number, s: SliderScale): number {
  const { min, max, log, firstStop } = s;
  if (max <= min) return 0;
  if (firstStop !== null) {
    // Any value above 0 sits off the 0 position, even one typed under the first stop.
    if (v <= min) return 0;
    if (v <= firstStop) return 1;
    const t = Math.log(v / firstStop) / Math.log(max / firstStop);
    return 1 + Math.round(Math.min(1, t) * (POSITIONS - 1));
  }
  const t = log && min > 0 ? Math.log(v / min) / Math.log(max / min) : (v - min) / (max - min);
  return Math.round(Math.min(1, Math.max(0, t)) * POSITIONS);
}

/** The unsnapped value at a track position. */
function rawAt(p: number, s: SliderScale): number {
  const { min, max, log, firstStop } = s;
  if (firstStop !== null) {
    if (p <= 0) return min;
    return firstStop * Math.pow(max / firstStop, (p - 1) / (POSITIONS - 1));
  }
  const t = p / POSITIONS;
  return log && min > 0 ? min * Math.pow(max / min, t) : min + (max - min) * t;
}

/**
 * The value at a track position: snapped to the step, and to two significant digits on a
 * geometric scale above 100 so values read cleanly; within min…max. The track's end is max itself
 * (512 GiB is 524,288 MiB, not 520,000), so End reaches it.
 */
export function fromPosition(p: number, s: SliderScale): number {
  const { min, max, log, step } = s;
  if (p >= POSITIONS) return max;
  let v = Math.round(rawAt(p, s) / step) * step;
  if (log && v > 100) {
    const mag = Math.pow(10, Math.floor(Math.log10(v)) - 1);
    v = Math.round(v / mag) * mag;
  }
  return Math.min(max, Math.max(min, v));
}

/**
 * The value a keyboard step from `value` towards position `pos` commits: the value there, or one
 * step (one unit of the second significant digit on a geometric scale above 100) when the step is
 * too small to change the snapped value.
 */
export function steppedValue(value: number, pos: number, s: SliderScale): number {
  const v = fromPosition(pos, s);
  const at = toPosition(value, s);
  if (v !== value || pos === at) return v;
  const dir = pos > at ? 1 : -1;
  const unit = s.log && value > 100 ? Math.pow(10, Math.floor(Math.log10(value)) - 1) : s.step;
  return Math.min(s.max, Math.max(s.min, value + dir * unit));
}
