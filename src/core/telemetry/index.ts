/**
 * Production telemetry: series from the importers' records (disk rates, MySQL status rates) and
 * the workload analysis built on them. Pure.
 */
export type * from './types.ts';
export { telemetrySeries } from './series.ts';
export type { SeriesOptions } from './series.ts';
export { diskstatsSeries } from './diskstatsSeries.ts';
export { mysqlSeries } from './mysqlSeries.ts';
export { counterDelta, WRAP_32 } from './counters.ts';
