/**
 * Linear and log scales for the report's SVG charts (ticks: core/format/ticks.ts). The charts are drawn by hand in SVG
 * (not recharts) because recharts 3 renders an empty wrapper under react-dom/server
 * (https://github.com/recharts/recharts/issues/5997), and the CLI renders the report on the server.
 */

/** Maps [d0, d1] onto [r0, r1]. */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const span = d1 - d0 || 1;
  return (v) => r0 + ((v - d0) / span) * (r1 - r0);
}

/** Colours of the startup phases (print-safe, distinguishable in greyscale by lightness). */
export const PHASE_COLOURS: Record<string, string> = {
  directories_scan: '#4e79a7',
  duplicate_check: '#e15759',
  dd_files_reading: '#f28e2b',
  validation: '#76b7b2',
  volume_initialization: '#b07aa1',
  tablespace_discovery: '#e15759',
  dictionary_load: '#59a14f',
  server_fixed: '#9c9c9c',
};

export const SERIES_COLOURS = ['#1f4e79', '#2e8b57', '#c0504d', '#8064a2', '#f79646', '#4bacc6'];

/** Maps [d0, d1] (both > 0) onto [r0, r1] logarithmically. */
export function logScale(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const l0 = Math.log10(d0);
  const span = Math.log10(d1) - l0 || 1;
  return (v) => r0 + ((Math.log10(Math.max(v, d0)) - l0) / span) * (r1 - r0);
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
