/**
 * Whether a year, month and day name a day of the calendar (proleptic Gregorian): 2026-02-30 and
 * 2026-04-31 do not. `Date.parse` and `Date.UTC` roll such a date over into the next month
 * without a word (issue 31), so every date an importer reads is checked here first.
 */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/** True when `text` starts with a `YYYY-MM-DD` that is a day of the calendar. */
export function startsWithCalendarDate(text: string): boolean {
  const m = /^\s*(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}
