/**
 * Linear scales and "nice" ticks for the report's SVG charts. The charts are drawn by hand in SVG
 * (not recharts) because recharts 3 renders an empty wrapper under react-dom/server
 * (https://github.com/recharts/recharts/issues/5997), and the CLI renders the report on the server.
 */

/** Ticks at 1, 2 or 5 × 10^k covering [0, max] (or [min, max]), about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (max <= min) max = min + (min === 0 ? 1 : Math.abs(min));
  const rough = (max - min) / count;
  const power = Math.pow(10, Math.floor(Math.log10(rough)));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = start; v < max + step * 0.999; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/** Maps [d0, d1] onto [r0, r1]. */
export function linear(d0: number, d1: number, r0: number, r1: number): (v: number) => number {
  const span = d1 - d0 || 1;
  return (v) => r0 + ((v - d0) / span) * (r1 - r0);
}

/** Short tick labels: 1,500 → "1.5k", 2,000,000 → "2M". */
export function shortNumber(v: number): string {
  const a = Math.abs(v);
  const trim = (x: number) => String(Number(x.toFixed(1)));
  if (a >= 1e6) return `${trim(v / 1e6)}M`;
  if (a >= 1e3) return `${trim(v / 1e3)}k`;
  return trim(v);
}

/** Colours of the startup phases (print-safe, distinguishable in greyscale by lightness). */
export const PHASE_COLOURS: Record<string, string> = {
  directories_scan: '#4e79a7',
  duplicate_check: '#e15759',
  dd_files_reading: '#f28e2b',
  validation: '#76b7b2',
  volume_initialization: '#b07aa1',
  server_fixed: '#9c9c9c',
};

export const SERIES_COLOURS = ['#1f4e79', '#2e8b57', '#c0504d', '#8064a2', '#f79646', '#4bacc6'];
