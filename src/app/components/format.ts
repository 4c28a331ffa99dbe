/**
 * Display formats (numbers come from the model; this only renders them). Intl.NumberFormat
 * instances are created once rather than by `toLocaleString` on every call (hundreds per slider
 * step across ticks and point titles).
 */
const INT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const DEC2 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const USD = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Up to two decimals, grouped: 1,234.5. */
export const fmtNum = (n: number) => DEC2.format(n);
/** Compact: 3K, 1.2M. */
export const fmtCompact = (n: number) => COMPACT.format(n);
export const fmtInt = (n: number) => INT.format(Math.round(n));
export const fmtUsd = (n: number) => `$${USD.format(n)}`;
export function fmtSeconds(s: number): string {
  if (s < 1) return `${s.toFixed(2)} s`;
  // 59.96 would print as "60.0 s": from there on use whole units.
  if (s < 59.95) return `${s.toFixed(1)} s`;
  // Round once, then split: splitting first turned 119.6 s into "1 min 60 s".
  const total = Math.round(s);
  if (total < 3600) return `${Math.floor(total / 60)} min ${total % 60} s`;
  const minutes = Math.round(s / 60);
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
export const fmtQps = (n: number) => `${fmtInt(n)} QPS`;

/** Short seconds for chart ticks: "45 s", "600 s", "25 min", "2.1 h". */
export function fmtSecondsShort(s: number): string {
  if (s < 1000) return `${Math.round(s)} s`;
  if (s < 7200) return `${(s / 60).toFixed(s < 600 ? 1 : 0)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}
