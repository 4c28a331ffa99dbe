/**
 * Engine major versions past (or with a published date for the end of) standard support, and the
 * dates of their Extended Support year bands. Rates per band are regional (RdsRegionPrices).
 *
 * Two generated sources (generated/rdsSupportDates.ts, written by scripts/generate-catalog.mjs):
 * - AWS's own Extended Support cost estimator (aws-samples/rds-extended-support-cost-estimator):
 *   standard-support end, year-1 and year-3 starts of RDS for MySQL 5.7 and 8.0 and Aurora MySQL
 *   version 2 (5.7), which is "charged at Year 1 prices for the entire duration" (no year-3 band).
 * - AWS's release calendars (RDS for MySQL user guide, Aurora MySQL release notes) as the
 *   endoflife.date project copies their columns: the end of standard support (checked equal to the
 *   estimator's where both give it) and the end of Extended Support, which replaces the
 *   estimator's (its 8.0 end, 2027-07-31, precedes its own year-3 start). Versions only the
 *   calendars list (RDS 8.4, Aurora MySQL 3) get AWS's band rule: charged from the day after
 *   standard support (an assumption for Aurora: version 2 was charged a month later), years 1-2
 *   for two years, then year 3 (RDS) or the year-1 rate to the end (Aurora, as for version 2).
 * A calendar end more than a year after year 3 starts (RDS 5.7: 2029-06-30) has no published rate
 * past year 3: the year-3 band stops a year after its start and the source says so.
 */
import type { ExtendedSupportBand, ExtendedSupportVersion, RdsEngine } from './types.ts';
import type { RdsCalendarDates, RdsSupportDates } from '../generated/rdsSupportTypes.ts';
import {
  RDS_CALENDAR_SOURCES,
  RDS_RELEASE_CALENDAR,
  RDS_SUPPORT_DATES,
  RDS_SUPPORT_SOURCE,
} from '../generated/rdsSupportDates.ts';
import {
  AURORA_EXTENDED_SUPPORT_URL,
  AURORA_MYSQL_CALENDAR_URL,
  RDS_EXTENDED_SUPPORT_URL,
  RDS_MYSQL_CALENDAR_URL,
  pinnedUrl,
} from './sources.ts';

/**
 * The day Extended Support is priced on: the day these dates were last checked against their
 * sources. The catalog has no clock, so a figure does not change with the day the app runs; on
 * this day RDS for MySQL 5.7 is in year 3, 8.0 in years 1-2 and Aurora MySQL 2 at its only rate.
 */
export const EXTENDED_SUPPORT_PRICED_ON = '2026-11-29';

/** `date` moved by whole years and days (YYYY-MM-DD; Feb 29 + 1 year is Mar 1, as RDS counts). */
function shift(date: string, years: number, days = 0): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const ESTIMATOR = `AWS's RDS Extended Support cost estimator: ${pinnedUrl({
  repo: RDS_SUPPORT_SOURCE.repo,
  path: RDS_SUPPORT_SOURCE.path,
  commit: RDS_SUPPORT_SOURCE.commit,
  date: RDS_SUPPORT_SOURCE.fileDate,
})}`;

/** The calendar file of an engine, pinned, with the AWS page whose columns it copies. */
function calendarSource(engine: RdsEngine): { text: string; asOf: string } {
  const path =
    engine === 'mysql' ? 'products/amazon-rds-mysql.md' : 'products/amazon-aurora-mysql.md';
  const f = RDS_CALENDAR_SOURCES.find((c) => c.path === path);
  if (!f) throw new Error(`no release calendar source for ${engine}`);
  const page = engine === 'mysql' ? RDS_MYSQL_CALENDAR_URL : AURORA_MYSQL_CALENDAR_URL;
  const pinned = pinnedUrl({ repo: f.repo, path: f.path, commit: f.commit, date: f.fileDate });
  return { text: `AWS's release calendar (${page}) as ${pinned} copies it`, asOf: f.fileDate };
}

/** One version's dates from both sources: the estimator's where it has them, else AWS's band rule. */
interface Dates {
  engine: RdsEngine;
  majorVersion: string;
  standardSupportEnd: string;
  year1Start: string;
  year3Start: string | null;
  end: string;
  /** What of the dates is derived rather than read (empty when all are read). */
  derived: string;
  fromEstimator: boolean;
}

function datesOf(c: RdsCalendarDates, est: RdsSupportDates | undefined, end: string): Dates {
  if (est) {
    if (est.standardSupportEnd !== c.standardSupportEnd)
      throw new Error(
        `${c.engine} ${c.majorVersion}: the estimator and the calendar disagree on standard support`,
      );
    return { ...est, end, derived: '', fromEstimator: true };
  }
  const year1Start = shift(c.standardSupportEnd, 0, 1);
  const aurora = c.engine === 'aurora-mysql';
  return {
    engine: c.engine,
    majorVersion: c.majorVersion,
    standardSupportEnd: c.standardSupportEnd,
    year1Start,
    year3Start: aurora ? null : shift(year1Start, 2),
    end,
    derived: aurora
      ? '; charged from the day after standard support (assumed: Aurora MySQL 2 was charged from a month later) at the year-1 rate to the end (as version 2)'
      : "; years 1-2 from the day after standard support, year 3 two years later (AWS's band rule, as for 5.7 and 8.0)",
    fromEstimator: false,
  };
}

function bandsOf(d: Dates): { bands: ExtendedSupportBand[]; cut: string } {
  // Aurora MySQL: no year-3 band, the year-1 rate to the end.
  if (d.year3Start === null)
    return { bands: [{ label: 'Year 1-2', from: d.year1Start, to: d.end }], cut: '' };
  const year3End = shift(d.year3Start, 1, -1);
  const to = d.end < year3End ? d.end : year3End;
  const cut =
    to < d.end
      ? `; the calendar's end is ${d.end}: no stored source publishes a rate after ${to}, which is left unpriced`
      : '';
  return {
    bands: [
      { label: 'Year 1-2', from: d.year1Start, to: shift(d.year3Start, 0, -1) },
      { label: 'Year 3', from: d.year3Start, to },
    ],
    cut,
  };
}

function version(d: Dates): ExtendedSupportVersion {
  const guide: Record<RdsEngine, string> = {
    mysql: RDS_EXTENDED_SUPPORT_URL,
    'aurora-mysql': AURORA_EXTENDED_SUPPORT_URL,
  };
  const aurora =
    d.fromEstimator && d.year3Start === null
      ? '; no year-3 rate: Aurora MySQL Extended Support is charged at year-1 prices for its whole duration (same file, after the Aurora pricing page)'
      : '';
  const { bands, cut } = bandsOf(d);
  const cal = calendarSource(d.engine);
  const dates = d.fromEstimator
    ? `${ESTIMATOR}${aurora}; end of Extended Support: ${cal.text}`
    : `${cal.text}${d.derived}`;
  return {
    engine: d.engine,
    majorVersion: d.majorVersion,
    standardSupportEnd: d.standardSupportEnd,
    bands,
    source: `${dates}${cut}; ${guide[d.engine]}`,
    asOf: cal.asOf,
  };
}

/** Every calendar version with an end of Extended Support, dated from both sources. */
function supportDates(): Dates[] {
  return RDS_RELEASE_CALENDAR.flatMap((c) => {
    if (c.extendedSupportEnd === null) return [];
    const est = RDS_SUPPORT_DATES.find(
      (e) => e.engine === c.engine && e.majorVersion === c.majorVersion,
    );
    return [datesOf(c, est, c.extendedSupportEnd)];
  });
}

export const EXTENDED_SUPPORT_VERSIONS: readonly ExtendedSupportVersion[] =
  supportDates().map(version);
