/**
 * Engine major versions past (or with a published date for the end of) standard support, and the
 * dates of their Extended Support year bands. Rates per band are regional (RdsRegionPrices).
 *
 * The dates are AWS's own Extended Support cost estimator's (generated/rdsSupportDates.ts, written
 * by scripts/generate-catalog.mjs from aws-samples/rds-extended-support-cost-estimator):
 * - RDS for MySQL 5.7: standard support to 2024-02-29; years 1-2 from 2024-03-01, year 3 from
 *   2026-03-01, to 2027-02-28.
 * - RDS for MySQL 8.0: standard support to 2026-07-31; years 1-2 from 2026-08-01, year 3 from
 *   2028-08-01. The estimator's end, 07-31-2027, comes before its own year-3 start; the end used
 *   is three years after the end of standard support (2029-07-31), as for 5.7.
 * - Aurora MySQL version 2 (5.7): standard support to 2024-10-31, charged from 2024-12-01, and
 *   "charged at Year 1 prices for the entire duration" (no year-3 rate: AWS's estimator, after the
 *   Aurora pricing page). Its end is the Aurora user guide's (3 years 4 months after standard
 *   support: 2028-02-29); the estimator writes 2027-02-28.
 */
import type { ExtendedSupportBand, ExtendedSupportVersion, RdsEngine } from './types.ts';
import type { RdsSupportDates } from '../generated/rdsSupportTypes.ts';
import { RDS_SUPPORT_DATES, RDS_SUPPORT_SOURCE } from '../generated/rdsSupportDates.ts';
import { AURORA_EXTENDED_SUPPORT_URL, RDS_EXTENDED_SUPPORT_URL, pinnedUrl } from './sources.ts';

/**
 * The day Extended Support is priced on: the day these dates were last checked against their
 * sources. The catalog has no clock, so a figure does not change with the day the app runs; on
 * this day RDS for MySQL 5.7 is in year 3, 8.0 in years 1-2 and Aurora MySQL 2 at its only rate.
 */
export const EXTENDED_SUPPORT_PRICED_ON = '2026-11-29';

/** The day before `date` (YYYY-MM-DD). */
function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The end of Extended Support three years after the end of standard support (RDS's rule). */
function threeYearsAfter(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCFullYear(d.getUTCFullYear() + 3);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Where an end date is not the estimator's, the one used and why (see the header). */
const END_CORRECTIONS: Record<string, { end: (d: RdsSupportDates) => string; why: string }> = {
  'mysql 8.0': {
    end: (d) => threeYearsAfter(d.standardSupportEnd),
    why: "end three years after the end of standard support, as for 5.7 (the estimator's own end date precedes its year-3 start)",
  },
  'aurora-mysql 5.7': {
    end: () => '2028-02-29',
    why: `end from the Aurora user guide (3 years 4 months after 2024-10-31): ${AURORA_EXTENDED_SUPPORT_URL}`,
  },
};

const ESTIMATOR = `AWS's RDS Extended Support cost estimator: ${pinnedUrl({
  repo: RDS_SUPPORT_SOURCE.repo,
  path: RDS_SUPPORT_SOURCE.path,
  commit: RDS_SUPPORT_SOURCE.commit,
  date: RDS_SUPPORT_SOURCE.fileDate,
})}`;

function bandsOf(d: RdsSupportDates, end: string): ExtendedSupportBand[] {
  // Aurora MySQL: no year-3 band, the year-1 rate to the end.
  if (d.year3Start === null) return [{ label: 'Year 1-2', from: d.year1Start, to: end }];
  return [
    { label: 'Year 1-2', from: d.year1Start, to: dayBefore(d.year3Start) },
    { label: 'Year 3', from: d.year3Start, to: end },
  ];
}

function version(d: RdsSupportDates): ExtendedSupportVersion {
  const fix = END_CORRECTIONS[`${d.engine} ${d.majorVersion}`];
  const end = fix ? fix.end(d) : d.extendedSupportEnd;
  const guide: Record<RdsEngine, string> = {
    mysql: RDS_EXTENDED_SUPPORT_URL,
    'aurora-mysql': AURORA_EXTENDED_SUPPORT_URL,
  };
  const aurora =
    d.year3Start === null
      ? '; no year-3 rate: Aurora MySQL Extended Support is charged at year-1 prices for its whole duration (same file, after the Aurora pricing page)'
      : '';
  return {
    engine: d.engine,
    majorVersion: d.majorVersion,
    standardSupportEnd: d.standardSupportEnd,
    bands: bandsOf(d, end),
    source: `${ESTIMATOR}${aurora}${fix ? `; ${fix.why}` : ''}; ${guide[d.engine]}`,
    asOf: RDS_SUPPORT_SOURCE.fileDate,
  };
}

export const EXTENDED_SUPPORT_VERSIONS: readonly ExtendedSupportVersion[] =
  RDS_SUPPORT_DATES.map(version);
