/**
 * How every figure is written, in the app, the PDF and the CLI alike: one module so the same
 * number reads the same everywhere (issue 13). Fixed en-US forms without `Intl`: the PDF tests
 * read the text back character for character, and `toLocaleString` cost microseconds per call in
 * explanations built on every slider step.
 *
 * Conventions: thousands grouped with a comma; negative numbers with the minus sign "−" (U+2212),
 * never "−0"; non-finite values as "–" (en dash). From `HUGE` (10^15) up, where more digits say
 * nothing a person can use, figures go to three significant digits in exponent form ("1e+308",
 * "−2.5e+21"), so a hostile 1e308 never prints as hundreds of digits (issue 16).
 */

/** The text written for a value that is not a finite number. */
export const NOT_A_NUMBER = '–';
/** The minus sign used in displayed text. */
export const MINUS = '−';

/** Magnitudes from which figures are written in exponent form (a thousand trillion). */
export const HUGE = 1e15;

/**
 * A number to `digits` significant digits in exponent form with the display minus: 1e308 →
 * "1e+308", −2.5e21 → "−2.5e+21", 1.5e−7 → "1.5e−7".
 */
export function formatScientific(value: number, digits = 3): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const [mantissa = '0', exponent = '0'] = Math.abs(value)
    .toExponential(digits - 1)
    .split('e');
  const m = mantissa.includes('.') ? mantissa.replace(/\.?0+$/, '') : mantissa;
  const sign = value < 0 && /[1-9]/.test(m) ? MINUS : '';
  return `${sign}${m}e${exponent.replace('-', MINUS)}`;
}

/**
 * A value for a message about that very value ("Data size 1e−7 GiB is too low"): `formatNumber`
 * with `maxDecimals`, or three significant digits when that would round a value that is not zero
 * to "0".
 */
export function formatSignificant(value: number, maxDecimals = 2): string {
  const text = formatNumber(value, maxDecimals);
  return value !== 0 && Number.isFinite(value) && !/[1-9]/.test(text)
    ? formatScientific(value)
    : text;
}

/** Digits of a non-negative whole number grouped by thousands: "1234567" → "1,234,567". */
function group(digits: string): string {
  if (digits.length <= 3) return digits;
  let out = '';
  let rest = digits;
  while (rest.length > 3) {
    out = `,${rest.slice(-3)}${out}`;
    rest = rest.slice(0, -3);
  }
  return `${rest}${out}`;
}

/** `fixed` (from `toFixed`) with its whole part grouped; `negative` adds "−" unless it rounds to zero. */
function signed(fixed: string, negative: boolean): string {
  // indexOf/slice rather than split and a regex on every call: predict formats its explanations'
  // figures, so this is on the model's hot path (npm run bench -- model).
  const dot = fixed.indexOf('.');
  const body = dot < 0 ? group(fixed) : `${group(fixed.slice(0, dot))}${fixed.slice(dot)}`;
  return negative && /[1-9]/.test(fixed) ? `${MINUS}${body}` : body;
}

/** A number with exactly `decimals` decimals, grouped: (1234.5, 2) → "1,234.50", (−0.2) → "0". */
export function formatFixed(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  if (Math.abs(value) >= HUGE) return formatScientific(value);
  return signed(Math.abs(value).toFixed(decimals), value < 0);
}

/** A whole number, rounded and grouped: 1234567.8 → "1,234,568". */
export function formatInt(value: number): string {
  return formatFixed(value, 0);
}

/** A count with its noun, grouped and in the right number: "1 record", "1,000,000 records". */
export function formatCount(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatInt(n)} ${n === 1 ? singular : plural}`;
}

/** Up to `maxDecimals` decimals, trailing zeros dropped: 0.25 → "0.25", 1500 → "1,500", 2.50 → "2.5". */
export function formatNumber(value: number, maxDecimals = 2): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  if (Math.abs(value) >= HUGE) return formatScientific(value);
  let fixed = Math.abs(value).toFixed(maxDecimals);
  if (fixed.includes('.')) fixed = fixed.replace(/\.?0+$/, '');
  return signed(fixed, value < 0);
}

/** US dollars with cents: 1234.567 → "$1,234.57", −12 → "−$12.00". */
export function formatUsd(usd: number): string {
  if (!Number.isFinite(usd)) return NOT_A_NUMBER;
  const body = formatFixed(Math.abs(usd), 2);
  return usd < 0 && body !== '0.00' ? `${MINUS}$${body}` : `$${body}`;
}

/**
 * Dollars rounded to the cent exactly as `formatUsd` shows them, as a number (the fleet CSV's
 * cells: issue 41 item 11, where Math.round(v × 100) / 100 gave 0.16 for the table's $0.15).
 */
export function roundUsd(usd: number): number {
  if (!Number.isFinite(usd)) return usd;
  const cents = Number(Math.abs(usd).toFixed(2));
  return usd < 0 && cents !== 0 ? -cents : cents;
}

/** A unit price: cents at least, up to four decimals ("$0.10", "$0.096", "$0.0055"; never "$0.1"). */
export function formatUnitUsd(n: number): string {
  const text = formatNumber(n, 4);
  const dot = text.indexOf('.');
  return `$${dot >= 0 && text.length - dot > 2 ? text : formatFixed(n, 2)}`;
}

/** Queries per second, whole: "12,345 QPS". */
export function formatQps(qps: number): string {
  return `${formatInt(qps)} QPS`;
}

/** A percentage of a ratio's change, signed and whole: (429, 129) → "−70%"; "0%" never signed. */
export function formatPercentChange(from: number, to: number): string {
  if (!Number.isFinite(from) || !Number.isFinite(to) || from === 0) return NOT_A_NUMBER;
  return formatPercent(((to - from) / Math.abs(from)) * 100, 0, true);
}

/** A percentage: (12.34) → "12%", (−0.2) → "0%" (never "−0%"), signed → "+12%". */
export function formatPercent(pct: number, decimals = 0, withSign = false): string {
  if (!Number.isFinite(pct)) return NOT_A_NUMBER;
  const body = formatFixed(Math.abs(pct), decimals);
  if (!/[1-9]/.test(body)) return `${body}%`;
  if (pct < 0) return `${MINUS}${body}%`;
  return withSign ? `+${body}%` : `${body}%`;
}

/**
 * A percentage with up to `maxDecimals` decimals, trailing zeros dropped, for shares and limits a
 * person typed or chose: (80) → "80%", (12.5) → "12.5%", (0.1) → "0.1%"; never "−0%", nor "0%" for
 * a value that is not zero (`formatSignificant`: 1e−7 → "1e−7%"). Written
 * as `formatPercent` writes it, with no space before "%".
 */
export function formatPercentUpTo(pct: number, maxDecimals = 1): string {
  if (!Number.isFinite(pct)) return NOT_A_NUMBER;
  return `${formatSignificant(pct, maxDecimals)}%`;
}

/** A signed difference in a unit's own format: "+$12.34", "−5 min 02 s", "+1,234 QPS". */
export function formatSigned(delta: number, format: (v: number) => string): string {
  if (!Number.isFinite(delta)) return NOT_A_NUMBER;
  const body = format(Math.abs(delta));
  if (delta === 0 || body === format(0)) return body;
  return delta > 0 ? `+${body}` : `${MINUS}${body}`;
}

/** A range "low–high" in one format, or one figure when both ends read the same: "2 min 10 s–2 min 40 s". */
export function formatRange(low: number, high: number, format: (v: number) => string): string {
  const a = format(Math.min(low, high));
  const b = format(Math.max(low, high));
  return a === b ? a : `${a}–${b}`;
}

/** Compact count for tight places: 950 → "950", 3000 → "3K", 1_200_000 → "1.2M". */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const a = Math.abs(value);
  if (a >= HUGE) return formatScientific(value);
  const sign = value < 0 && a >= 0.05 ? MINUS : '';
  const [div, suffix] =
    a >= 999_950_000 ? [1e9, 'B'] : a >= 999_950 ? [1e6, 'M'] : a >= 999.5 ? [1e3, 'K'] : [1, ''];
  return `${sign}${formatNumber(a / div, 1)}${suffix}`;
}
