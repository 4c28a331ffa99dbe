/** The shape of generated/rdsSupportDates.ts (written by scripts/generate-catalog.mjs). */

/** One MySQL major version's support dates as AWS's Extended Support cost estimator lists them. */
export interface RdsSupportDates {
  engine: 'mysql' | 'aurora-mysql';
  /** "5.7", "8.0" (Aurora MySQL version 2 is "5.7"). */
  majorVersion: string;
  /** Last day of standard support. */
  standardSupportEnd: string;
  /** First day charged at the year-1 rate. */
  year1Start: string;
  /** First day charged at the year-3 rate; null when none (Aurora MySQL: year-1 prices throughout). */
  year3Start: string | null;
  /** End of Extended Support as the estimator writes it. */
  extendedSupportEnd: string;
}

/**
 * One major version's dates as AWS's release calendar gives them (RDS for MySQL user guide,
 * "Supported MySQL major versions on Amazon RDS"; Aurora MySQL release notes, "Release calendar").
 */
export interface RdsCalendarDates {
  engine: 'mysql' | 'aurora-mysql';
  majorVersion: string;
  /** "RDS (Aurora) end of standard support date". */
  standardSupportEnd: string;
  /** "RDS end of Extended Support date"; null when the calendar gives none. */
  extendedSupportEnd: string | null;
}
