/** Display formats (numbers come from the model; this only renders them). */
export const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US');
export const fmtUsd = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export function fmtSeconds(s: number): string {
  if (s < 1) return `${s.toFixed(2)} s`;
  if (s < 60) return `${s.toFixed(1)} s`;
  const m = Math.floor(s / 60);
  const r = Math.round(s - m * 60);
  if (m < 60) return `${m} min ${r} s`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}
export const fmtQps = (n: number) => `${fmtInt(n)} QPS`;

/** Short seconds for chart ticks: "45 s", "600 s", "25 min", "2.1 h". */
export function fmtSecondsShort(s: number): string {
  if (s < 1000) return `${Math.round(s)} s`;
  if (s < 7200) return `${(s / 60).toFixed(s < 600 ? 1 : 0)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}
