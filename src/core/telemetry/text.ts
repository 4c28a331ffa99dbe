/**
 * The workload in words, once for every surface (issue 28): the app's workload panel, the PDF's
 * production-workload section and the CLI's `import`/`calibrate` print these strings, each in
 * its own layout (cells, a table, `|`-separated lines).
 */
import type { CaptureSpan, Workload, WorkloadMetric } from './workload.ts';
import type { CapacityLimit, LimitUse } from './utilisation.ts';
import { formatMetricValue, limitsFor } from './analysis.ts';
import { formatCount, formatDateTimeUtc, formatDuration, formatPercent } from '../format/index.ts';

type Span = Omit<CaptureSpan, 'weights'>;

/** A share of the time or of a limit: one decimal below 10% ("0.4%"), none above ("85%"). */
export const limitPercent = (v: number): string => formatPercent(v, v > 0 && v < 10 ? 1 : 0);

/**
 * The capture in a sentence each: "nvme1n1 (iostat): 1,440 samples over 24 min 00 s (1.0 s
 * samples) from 2026-03-01 10:00 UTC" and "MySQL (SHOW GLOBAL STATUS): 24 intervals over 24
 * min 00 s". Null where the capture has no such part.
 */
export function captureText(w: { device: string | null; disk: Span | null; mysql: Span | null }): {
  disk: string | null;
  mysql: string | null;
} {
  const d = w.disk;
  const m = w.mysql;
  return {
    disk:
      d === null
        ? null
        : `${w.device ?? '?'} (${d.tool}): ${formatCount(d.samples, 'sample')}${over(d, true)}${
            d.startSec !== null
              ? ` from ${formatDateTimeUtc(new Date(d.startSec * 1000).toISOString())}`
              : ''
          }`,
    mysql: m === null ? null : `MySQL (${m.tool}): ${formatCount(m.samples, 'interval')}${over(m)}`,
  };
}

function over(s: Span, interval = false): string {
  if (s.durationSec === null) return '';
  const every =
    interval && s.intervalSec !== null ? ` (${formatDuration(s.intervalSec)} samples)` : '';
  return ` over ${formatDuration(s.durationSec)}${every}`;
}

export interface PercentileRow {
  key: WorkloadMetric['key'];
  label: string;
  unit: string;
  /** Null: the metric has no samples; otherwise mean, p50, p95, p99 and max in its unit. */
  cells: [string, string, string, string, string] | null;
}

/** The percentile table's rows (metric | mean | p50 | p95 | p99 | max). */
export function percentileRows(w: Pick<Workload, 'metrics'>): PercentileRow[] {
  return w.metrics.map((m) => {
    const s = m.stats;
    const f = (v: number): string => formatMetricValue(v, m.unit);
    return {
      key: m.key,
      label: m.label,
      unit: m.unit,
      cells: s === null ? null : [f(s.mean), f(s.p50), f(s.p95), f(s.p99), f(s.max)],
    };
  });
}

export interface UtilisationRow {
  key: string;
  limit: string;
  p95: string;
  peak: string;
  /** "4.2% (1 min 01 s)": the share of the capture at the limit, and how long when it has a clock. */
  atLimit: string;
}

/** The utilisation table's rows (limit | p95 | peak | time at the limit). */
export function utilisationRows(limits: readonly LimitUse[]): UtilisationRow[] {
  return limits.map((l) => ({
    key: l.limit.key,
    limit: l.limit.label,
    p95: `${formatMetricValue(l.p95, l.limit.unit)} (${limitPercent(l.p95Pct)})`,
    peak: `${formatMetricValue(l.peak, l.limit.unit)} (${limitPercent(l.peakPct)})`,
    // The duration only when the capture has a clock and some time was spent at the limit.
    atLimit:
      l.atLimitSec !== null && l.atLimitSec > 0
        ? `${limitPercent(l.atLimitPct)} (${formatDuration(l.atLimitSec)})`
        : limitPercent(l.atLimitPct),
  }));
}

/**
 * The limits drawn on a metric's chart: its own (IOPS on the IOPS chart…) but those far above
 * everything measured, which would flatten the chart (the utilisation table has them).
 */
export function chartLimits(
  m: Pick<WorkloadMetric, 'key' | 'stats'>,
  limits: readonly CapacityLimit[],
): CapacityLimit[] {
  const own = limitsFor(m.key, limits);
  const peak = m.stats?.max ?? 0;
  const lowest = Math.min(...own.map((l) => l.value));
  return own.filter((l) => l.value <= Math.max(3 * peak, lowest));
}

/** Whether a metric's capture has a clock (x in seconds) or counts samples ("sample 2"). */
export function metricHasClock(
  w: { disk: Span | null; mysql: Span | null },
  m: Pick<WorkloadMetric, 'from'>,
): boolean {
  return (m.from === 'disk' ? w.disk : w.mysql)?.durationSec !== null;
}
