/**
 * Fast number formatting for explanations. `toLocaleString` goes through Intl and costs
 * microseconds per call, which dominated a prediction; these produce the same en-US text.
 */

/** Rounded integer with thousands separators: 1234567.8 → "1,234,568". */
export function formatInt(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const r = Math.round(n);
  const neg = r < 0;
  let digits = String(Math.abs(r));
  if (digits.includes('e')) return String(r);
  let out = '';
  while (digits.length > 3) {
    out = `,${digits.slice(-3)}${out}`;
    digits = digits.slice(0, -3);
  }
  return `${neg ? '-' : ''}${digits}${out}`;
}

/** Up to `decimals` decimals, trailing zeros dropped, thousands separators: 0.25 → "0.25", 1500 → "1,500". */
export function formatNumber(n: number, decimals = 2): string {
  if (!Number.isFinite(n)) return String(n);
  const f = 10 ** decimals;
  const r = Math.round(n * f) / f;
  const whole = Math.trunc(r);
  const frac = Math.abs(r - whole);
  const head = whole === 0 && r < 0 ? '-0' : formatInt(whole);
  if (frac === 0) return head;
  const tail = frac.toFixed(decimals).slice(1).replace(/0+$/, '');
  return `${head}${tail}`;
}

/** Dollars with cents: 2.5 → "$2.50", 1234.5 → "$1,234.50". */
export function formatUsd(n: number): string {
  const cents = Math.round(Math.abs(n) * 100);
  const sign = n < 0 && cents > 0 ? '-' : '';
  return `${sign}$${formatInt(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}
