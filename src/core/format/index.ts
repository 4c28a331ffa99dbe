/**
 * The one formatting module: numbers, money, percentages, ranges, durations and dates, as the
 * app, the PDF and the CLI show them. Anything that writes a figure for a person imports from
 * here.
 */
export {
  HUGE,
  MINUS,
  NOT_A_NUMBER,
  formatCompact,
  formatCount,
  formatFixed,
  formatInt,
  formatNumber,
  formatPercent,
  formatPercentChange,
  formatPercentUpTo,
  formatQps,
  formatRange,
  formatScientific,
  formatSignificant,
  formatSigned,
  formatUsd,
  roundUsd,
  formatUnitUsd,
} from './number.ts';
export type { DurationUnit } from './duration.ts';
export {
  durationUnitFor,
  formatDuration,
  formatDurationIn,
  secondsFrom,
  secondsIn,
} from './duration.ts';
export { formatDateTimeUtc } from './date.ts';
export { formatClock, formatRateMiBps, formatSizeKiB } from './units.ts';
export type { DurationTicks } from './ticks.ts';
export {
  compactTickFormat,
  durationTicks,
  linearTicks,
  logTicks,
  niceStep,
  zeroBasedTicks,
} from './ticks.ts';
export { asSentence, boundText, boundWords, shortBound, wholeUnitRuns } from './text.ts';
export type { CsvFlavour } from './csv.ts';
export { csvCell, csvTable, EXCEL_BOM } from './csv.ts';
