/**
 * Linear and log scales for the report's SVG charts (ticks: core/format/ticks.ts). The charts are drawn by hand in SVG
 * (not recharts) because recharts 3 renders an empty wrapper under react-dom/server
 * (https://github.com/recharts/recharts/issues/5997), and the CLI renders the report on the server.
 */

/** A scale of the charts: maps its domain [min, max] onto the pixels [from, to]. */
export interface Scale {
  (v: number): number;
  min: number;
  max: number;
}

/**
 * The one scale of the app's and the report's charts (issue 30: they were written twice): linear,
 * or logarithmic (`log`, with `min` > 0; values below `min` sit at `min`). An empty domain maps
 * everything to the middle.
 */
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

/** Maps [d0, d1] onto [r0, r1]. */
export function linear(d0: number, d1: number, r0: number, r1: number): Scale {
  return scale(d0, d1, r0, r1, false);
}

export const SERIES_COLOURS = ['#1f4e79', '#2e8b57', '#c0504d', '#8064a2', '#f79646', '#4bacc6'];

/** Maps [d0, d1] (both > 0) onto [r0, r1] logarithmically. */
export function logScale(d0: number, d1: number, r0: number, r1: number): Scale {
  return scale(d0, d1, r0, r1, true);
}

/** Domain of a log axis: the data's range widened to whole 1-2-5 steps, never empty. */
export function logDomain(values: number[]): [number, number] {
  const positive = values.filter((v) => v > 0 && Number.isFinite(v));
  if (positive.length === 0) return [1, 10];
  const steps = [1, 2, 5, 10];
  const down = (v: number) => {
    const p = Math.pow(10, Math.floor(Math.log10(v)));
    return p * ([...steps].reverse().find((m) => m * p <= v) ?? 1);
  };
  const up = (v: number) => {
    const p = Math.pow(10, Math.floor(Math.log10(v)));
    return p * (steps.find((m) => m * p >= v) ?? 10);
  };
  const lo = down(Math.min(...positive));
  let hi = up(Math.max(...positive));
  if (hi <= lo) hi = lo * 10;
  return [lo, hi];
}

/** Rough width of a label in the charts' 9.5 px font, for laying out legends. */
export function textWidthPx(text: string, fontPx = 9.5): number {
  return text.length * fontPx * 0.52;
}
