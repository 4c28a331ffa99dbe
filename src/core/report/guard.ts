import type { ReportModel } from './types.ts';

/**
 * Whether data received across a boundary (the print job over IPC, sessionStorage) looks like a
 * ReportModel of this version. Shallow: the data was built by buildReport in the same app.
 */
export function isReportModel(value: unknown): value is ReportModel {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<ReportModel>;
  return (
    v.kind === 'innosizer-report' &&
    v.reportVersion === 1 &&
    typeof v.current === 'object' &&
    v.current !== null
  );
}
