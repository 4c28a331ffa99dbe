/**
 * The report's production-workload section (issue 15): a chart per metric over the capture with
 * the configuration's limits, the percentile table and the utilisation table, from the
 * telemetry analysis the caller already has (the app's accepted import, the CLI's files).
 */
import type { TelemetryAnalysis } from '../telemetry/index.ts';
import { chartSeries, formatMetricValue, limitsFor } from '../telemetry/index.ts';
import { formatCount, formatDateTimeUtc, formatDuration, formatPercent } from '../format/index.ts';

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

const pct = (v: number): string => formatPercent(v, v > 0 && v < 10 ? 1 : 0);

export function reportWorkload(a: TelemetryAnalysis | null | undefined): ReportWorkload | null {
  if (!a) return null;
  const w = a.workload;
  const limits = a.utilisation?.limits.map((l) => l.limit) ?? [];
  const parts: string[] = [];
  if (w.disk)
    parts.push(
      `${w.device ?? ''} (${w.disk.tool}): ${formatCount(w.disk.samples, 'sample')}${w.disk.durationSec !== null ? ` over ${formatDuration(w.disk.durationSec)}` : ''}${w.disk.startSec !== null ? ` from ${formatDateTimeUtc(new Date(w.disk.startSec * 1000).toISOString())}` : ''}`,
    );
  if (w.mysql)
    parts.push(
      `MySQL (${w.mysql.tool}): ${formatCount(w.mysql.samples, 'interval')}${w.mysql.durationSec !== null ? ` over ${formatDuration(w.mysql.durationSec)}` : ''}`,
    );
  return {
    captureText: `${parts.join('; ')}.`,
    charts: w.metrics.map((m) => {
      const peak = m.stats?.max ?? 0;
      const own = limitsFor(m.key, limits);
      const lowest = Math.min(...own.map((l) => l.value));
      return {
        title: m.label,
        unit: m.unit,
        points: chartSeries(m, PDF_POINTS),
        clock: (m.from === 'disk' ? w.disk : w.mysql)?.durationSec !== null,
        // Limits far above everything measured would flatten the chart: left to the table.
        limits: own
          .filter((l) => l.value <= Math.max(3 * peak, lowest))
          .map((l) => ({ label: l.label, value: l.value })),
      };
    }),
    percentiles: w.metrics.map((m) => {
      const f = (v: number | undefined): string =>
        v === undefined ? '–' : formatMetricValue(v, m.unit);
      const s = m.stats;
      return {
        metric: `${m.label} (${m.unit})`,
        mean: f(s?.mean),
        p50: f(s?.p50),
        p95: f(s?.p95),
        p99: f(s?.p99),
        max: f(s?.max),
      };
    }),
    utilisation: a.utilisation
      ? {
          configuration: a.utilisation.configuration,
          rows: a.utilisation.limits.map((l) => ({
            limit: l.limit.label,
            p95: `${formatMetricValue(l.p95, l.limit.unit)} (${pct(l.p95Pct)})`,
            peak: `${formatMetricValue(l.peak, l.limit.unit)} (${pct(l.peakPct)})`,
            atLimit:
              l.atLimitSec !== null && l.atLimitSec > 0
                ? `${pct(l.atLimitPct)} (${formatDuration(l.atLimitSec)})`
                : pct(l.atLimitPct),
          })),
          summary: a.utilisation.summary,
        }
      : null,
    notes: w.warnings,
  };
}
