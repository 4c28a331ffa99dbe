/**
 * How the report writes the model's numbers. Fixed formats (no locale) so the PDF, the app's
 * print view and the tests that read the PDF back agree character for character: a figure in the
 * report is always `formatX(model's number)`.
 */

/** Digits grouped by thousands with a comma: 1234567 → "1,234,567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A finite number with `decimals` decimals and thousands separators; "–" for non-finite input. */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return '–';
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '0', fraction] = fixed.split('.');
  const sign = value < 0 && Number(fixed) !== 0 ? '−' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A duration: "42.5 s" under a minute, "7 min 09 s" under an hour, "1 h 02 min" above. Rounded to
 * the tenth of a second under a minute (the model predicts phases of a few seconds).
 */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '–';
  const negative = seconds < 0;
  const s = Math.abs(seconds);
  let text: string;
  if (s < 59.95) text = `${s.toFixed(1)} s`;
  else if (s < 3599.5) {
    const total = Math.round(s);
    const min = Math.floor(total / 60);
    const sec = total % 60;
    text = `${min} min ${String(sec).padStart(2, '0')} s`;
  } else {
    const totalMin = Math.round(s / 60);
    text = `${Math.floor(totalMin / 60)} h ${String(totalMin % 60).padStart(2, '0')} min`;
  }
  return negative ? `−${text}` : text;
}

/** Queries per second, whole: "12,345 QPS". */
export function formatQps(qps: number): string {
  return `${formatNumber(qps, 0)} QPS`;
}

/** US dollars with cents: "$1,234.56" ("−$12.00" when negative). */
export function formatUsd(usd: number): string {
  if (!Number.isFinite(usd)) return '–';
  const n = formatNumber(Math.abs(usd), 2);
  return usd < 0 && n !== '0.00' ? `−$${n}` : `$${n}`;
}

/** A percentage with its sign: "+12%", "−70%"; "–" when the base is zero. */
export function formatPercentChange(from: number, to: number): string {
  if (!Number.isFinite(from) || !Number.isFinite(to) || from === 0) return '–';
  const pct = ((to - from) / Math.abs(from)) * 100;
  const rounded = Math.round(pct);
  if (rounded === 0) return '0%';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)}%`;
}

/** A signed difference in a unit's own format: "+$12.34", "−5 min 02 s", "+1,234 QPS". */
export function formatSigned(delta: number, format: (v: number) => string): string {
  if (!Number.isFinite(delta)) return '–';
  if (delta === 0) return format(0);
  const body = format(Math.abs(delta));
  return delta > 0 ? `+${body}` : `−${body}`;
}

/** A date-time in UTC, "2026-11-21 23:05 UTC", from an ISO string (as passed in: the core has no clock). */
export function formatDateTimeUtc(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}
