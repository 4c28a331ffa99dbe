/** Unit parsing and formatting for benchmark files (see parse.ts for what `k` means). */
export type { UnitResult } from './parse.ts';
export { parseCount, parseNumber, parseRateMiBps, parseSeconds, parseSizeKiB } from './parse.ts';
export { formatClock, formatRateMiBps, formatSizeKiB } from '../format/units.ts';
