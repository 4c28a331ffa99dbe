/**
 * The report's production-workload section (issue 15): a chart per metric over the capture with
 * the configuration's limits, the percentile table and the utilisation table, from the
 * telemetry analysis the caller already has (the app's accepted import, the CLI's files).
 */
import type { TelemetryAnalysis } from '../telemetry/index.ts';
import {
  captureText,
  chartLimits,
  chartSeries,
  metricHasClock,
  percentileRows,
  utilisationRows,
} from '../telemetry/index.ts';

export interface ReportWorkloadChart {
  title: string;
  unit: string;
  /** Seconds from the capture's start (sample numbers when `clock` is false) and the value (each bucket's peak). */
  points: { t: number; v: number }[];
  /**
   * False when the metric's capture has no clock (iostat without -t): `t` counts samples, and
   * the axis says "sample 2", never "2 s", as the app's chart does.
   */
  clock: boolean;
  limits: { label: string; value: number }[];
}

export interface ReportWorkload {
  captureText: string;
  charts: ReportWorkloadChart[];
  percentiles: {
    metric: string;
    mean: string;
    p50: string;
    p95: string;
    p99: string;
    max: string;
  }[];
  utilisation: {
    configuration: string;
    rows: { limit: string; p95: string; peak: string; atLimit: string }[];
    summary: string;
  } | null;
  notes: string[];
}

/** Points per chart in the PDF (a page is about 170 mm wide). */
const PDF_POINTS = 240;

export function reportWorkload(a: TelemetryAnalysis | null | undefined): ReportWorkload | null {
  if (!a) return null;
  const w = a.workload;
  const limits = a.utilisation?.limits.map((l) => l.limit) ?? [];
  const capture = captureText(w);
  const parts = [capture.disk, capture.mysql].filter((p): p is string => p !== null);
  return {
    captureText: `${parts.join('; ')}.`,
    charts: w.metrics.map((m) => ({
      title: m.label,
      unit: m.unit,
      points: chartSeries(m, PDF_POINTS),
      clock: metricHasClock(w, m),
      limits: chartLimits(m, limits).map((l) => ({ label: l.label, value: l.value })),
    })),
    percentiles: percentileRows(w).map((r) => {
      const [mean, p50, p95, p99, max] = r.cells ?? ['–', '–', '–', '–', '–'];
      return { metric: `${r.label} (${r.unit})`, mean, p50, p95, p99, max };
    }),
    utilisation: a.utilisation
      ? {
          configuration: a.utilisation.configuration,
          rows: utilisationRows(a.utilisation.limits).map(({ limit, p95, peak, atLimit }) => ({
            limit,
            p95,
            peak,
            atLimit,
          })),
          summary: a.utilisation.summary,
        }
      : null,
    notes: w.warnings,
  };
}
