/** Axis scales and ticks for the live charts (pure; unit-tested through the components). */

/** 1, 2, 2.5 or 5 × 10^k: the step giving about `count` ticks over `span`. */
export function niceStep(span: number, count: number): number {
  if (!(span > 0)) return 1;
  const raw = span / Math.max(1, count);
  const mag = Math.pow(10, Math.floor(Math.log10(raw)));
  const f = raw / mag;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * mag;
}

export function linearTicks(min: number, max: number, count = 5): number[] {
  const step = niceStep(max - min, count);
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step) out.push(v);
  return out;
}

/** Ticks on a log axis: geometric, rounded to two significant digits. */
export function logTicks(min: number, max: number, count = 6): number[] {
  if (!(min > 0) || !(max > min)) return [min];
  const out = new Set<number>();
  for (let i = 0; i <= count; i++) {
    const v = min * Math.pow(max / min, i / count);
    const mag = Math.pow(10, Math.floor(Math.log10(v)) - 1);
    out.add(Math.round(v / mag) * mag);
  }
  return [...out];
}

export interface Scale {
  (v: number): number;
  min: number;
  max: number;
}

export function scale(min: number, max: number, from: number, to: number, log: boolean): Scale {
  const f = (v: number): number => {
    if (max === min) return (from + to) / 2;
    const t =
      log && min > 0
        ? Math.log(Math.max(v, min) / min) / Math.log(max / min)
        : (v - min) / (max - min);
    return from + t * (to - from);
  };
  return Object.assign(f, { min, max });
}

/** Ticks from 0 to the first nice value at or above `max` (the data never leaves the plot). */
export function zeroBasedTicks(max: number, count = 4): number[] {
  const top = max > 0 ? max : 1;
  const step = niceStep(top, count);
  const n = Math.max(1, Math.ceil(top / step));
  return Array.from({ length: n + 1 }, (_, i) => i * step);
}
