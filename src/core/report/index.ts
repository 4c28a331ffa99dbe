/** The report's data: what a recommendation PDF says (src/report-view renders it). */
export type * from './types.ts';
export type { ReportInput, ReportChoice, BuildReportResult } from './build.ts';
export type { ReportCalibrationInput, ReportCalibrationPointInput } from './calibration.ts';
export { buildReport, reportGrowth, tryBuildReport } from './build.ts';
export { calibrationInputFor, calibrationInputFrom } from './calibration.ts';
export { isReportModel } from './guard.ts';
export { reportWorkload } from './workload.ts';
export type { ReportWorkload, ReportWorkloadChart } from './workload.ts';
export type { ReportRecovery, ReportRecoveryPath, ReportRecoveryPhase } from './recovery.ts';
