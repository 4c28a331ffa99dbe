/**
 * Production telemetry: series from the importers' records (disk rates, MySQL status rates) and
 * the workload analysis built on them. Pure.
 */
export type * from './types.ts';
export { telemetrySeries, TelemetryCollector } from './series.ts';
export type { SeriesOptions } from './series.ts';
export { diskstatsSeries, DiskstatsDiffer } from './diskstatsSeries.ts';
export { mysqlSeries } from './mysqlSeries.ts';
export { counterDelta, WRAP_32 } from './counters.ts';
export {
  analyseWorkload,
  metricLabel,
  workloadMetric,
  COARSE_INTERVAL_SEC,
  DERIVED_CHART_SAMPLES,
} from './workload.ts';
export type {
  CaptureSpan,
  DeviceSummary,
  Workload,
  WorkloadMetric,
  WorkloadMetricKey,
  WorkloadOptions,
} from './workload.ts';
export { statsOf, percentileOfSorted, downsampleMax } from './stats.ts';
export {
  DEFAULT_SNAPSHOT_INTERVAL_SEC,
  parseSnapshotInterval,
  SNAPSHOT_INTERVAL_RANGE_SEC,
} from './interval.ts';
export type { Stats } from './stats.ts';
export {
  bottleneckSentence,
  configurationLimits,
  describeConfiguration,
  machineCheck,
  utilisation,
  LIMIT_REACHED_FRACTION,
} from './utilisation.ts';
export type { CapacityLimit, LimitMeasure, LimitUse, Utilisation } from './utilisation.ts';
export { sizeFromWorkload, DEFAULT_HEADROOM_PCT } from './sizing.ts';
export type {
  ComparisonRow,
  CurrentFit,
  Sizing,
  SizingBasis,
  SizingNeed,
  SizingOptions,
} from './sizing.ts';
export {
  scenarioWithTelemetryLoad,
  telemetryAverageLoad,
  telemetryLoadOf,
  wantsTelemetryLoad,
  withTelemetryLoad,
} from './averageLoad.ts';
export type { TelemetryLoad } from './averageLoad.ts';
export {
  analyseSeries,
  analyseTelemetry,
  chartSeries,
  formatMetric,
  formatMetricValue,
  hasTelemetry,
  limitsFor,
  summariseAnalysis,
} from './analysis.ts';
export type {
  AnalysisOptions,
  AnalysisSummary,
  MetricSummary,
  TelemetryAnalysis,
} from './analysis.ts';
export {
  captureText,
  chartLimits,
  limitPercent,
  metricHasClock,
  percentileRows,
  utilisationRows,
} from './text.ts';
export type { PercentileRow, UtilisationRow } from './text.ts';
export {
  balanceFields,
  balanceProposalFlags,
  balanceProposalText,
  balanceProposals,
} from './balances.ts';
export type { BalanceProposal } from './balances.ts';
