/**
 * The time line `iostat -t` prints before each report. Its form follows the locale: sysstat
 * prints `S_TIME_FORMAT=ISO` as `2026-11-22T10:00:01+0000`, the C/en_US locales as
 * `11/22/2026 10:00:01 AM` or `11/22/26 10:00:01`, de_DE (and most of Europe) as
 * `22.11.2026 10:00:01`. A date that is not a day of the calendar (02/30) is no time line. Times without a zone are read as UTC: only the
 * differences between reports matter (the interval), and a shown clock says what the file said.
 */
import { isCalendarDate } from './calendar.ts';

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$/;
/** de_DE and most of continental Europe: `22.11.2026 10:00:01` (day first). */
const DOTTED = /^(\d{2})\.(\d{2})\.(\d{2}|\d{4})\s+(\d{1,2}):(\d{2}):(\d{2})$/;
const US = /^(\d{2})\/(\d{2})\/(\d{2}|\d{4})\s+(\d{1,2}):(\d{2}):(\d{2})(?:\s*([AP]M))?$/i;

function utc(y: number, mo: number, d: number, h: number, mi: number, s: number): number | null {
  if (!isCalendarDate(y, mo, d) || h > 23 || mi > 59 || s > 60) return null;
  return Date.UTC(y, mo - 1, d, h, mi, s) / 1000;
}

const fullYear = (yy: string): number => (yy.length === 2 ? 2000 + Number(yy) : Number(yy));

function zoneSeconds(z: string | undefined): number {
  if (z === undefined || z === 'Z') return 0;
  const sign = z.startsWith('-') ? -1 : 1;
  const digits = z.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 3600 + Number(digits.slice(2)) * 60);
}

/** Unix seconds of an iostat time line, or null when the line is not one. */
export function parseIostatTime(text: string): number | null {
  const iso = ISO.exec(text);
  if (iso) {
    const [, y, mo, d, h, mi, s, z] = iso;
    const t = utc(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
    return t === null ? null : t - zoneSeconds(z);
  }
  const dotted = DOTTED.exec(text);
  if (dotted) {
    const [, d, mo, yy, h, mi, s] = dotted;
    return utc(fullYear(yy ?? ''), Number(mo), Number(d), Number(h), Number(mi), Number(s));
  }
  const us = US.exec(text);
  if (!us) return null;
  const [, mo, d, yy, hh, mi, s, ampm] = us;
  const year = fullYear(yy ?? '');
  let h = Number(hh);
  if (ampm !== undefined) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (ampm.toUpperCase() === 'PM' ? 12 : 0);
  }
  return utc(year, Number(mo), Number(d), h, Number(mi), Number(s));
}

/** True when `text` has the form of a time line (any locale iostat writes) whatever its figures. */
export function looksLikeIostatTime(text: string): boolean {
  return ISO.test(text) || DOTTED.test(text) || US.test(text);
}
