/**
 * One call from imported records to everything the CLI, the app and the PDF show about a
 * production capture: the workload, where the current configuration stands, and the sizing.
 * `summariseAnalysis` drops the per-sample arrays (for JSON and the PDF's tables); charts read
 * the workload's metrics through `chartSeries` (downsampled, peaks kept).
 */
import type { BenchmarkRecord } from '../imports/types.ts';
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { NOT_A_NUMBER, formatNumber } from '../format/index.ts';
import { telemetrySeries } from './series.ts';
import type { TelemetrySeries } from './types.ts';
import type { Workload, WorkloadMetric, WorkloadMetricKey, CaptureSpan } from './workload.ts';
import { analyseWorkload } from './workload.ts';
import type { Stats } from './stats.ts';
import { downsampleMax } from './stats.ts';
import type { CapacityLimit, Utilisation } from './utilisation.ts';
import { utilisation } from './utilisation.ts';
import type { Sizing, SizingOptions } from './sizing.ts';
import { sizeFromWorkload } from './sizing.ts';

export interface AnalysisOptions extends SizingOptions {
  device?: string;
  intervalSec?: number;
  /** Run the sizing search (default true; the PDF's section needs only the workload). */
  sizing?: boolean;
}

export interface TelemetryAnalysis {
  workload: Workload;
  /** Null without a configuration to measure against, or without disk data. */
  utilisation: Utilisation | null;
  sizing: Sizing | null;
}

/** True when the records hold production telemetry (disk series, snapshots, status). */
export function hasTelemetry(records: readonly BenchmarkRecord[]): boolean {
  return records.some(
    (r) =>
      r.kind === 'disk-series' ||
      r.kind === 'diskstats-snapshot' ||
      r.kind === 'mysql-status-snapshot',
  );
}

/**
 * Workload of the records; with a scenario (the configuration the capture was taken on), its
 * utilisation and the sizing.
 */
export function analyseTelemetry(
  records: readonly BenchmarkRecord[],
  scenario: Scenario | null,
  catalog: Catalog,
  options: AnalysisOptions = {},
): TelemetryAnalysis {
  const series = telemetrySeries([...records], {
    ...(options.intervalSec !== undefined ? { intervalSec: options.intervalSec } : {}),
  });
  return analyseSeries(series, scenario, catalog, options);
}

/**
 * `analyseTelemetry` of series already built (a TelemetryCollector fed as the records stream,
 * so that snapshots need not all be held).
 */
export function analyseSeries(
  series: TelemetrySeries,
  scenario: Scenario | null,
  catalog: Catalog,
  options: AnalysisOptions = {},
): TelemetryAnalysis {
  const workload = analyseWorkload(series, {
    ...(options.device !== undefined ? { device: options.device } : {}),
    ...(options.intervalSec !== undefined ? { intervalSec: options.intervalSec } : {}),
  });
  if (scenario === null || workload.device === null)
    return { workload, utilisation: null, sizing: null };
  return {
    workload,
    utilisation: utilisation(workload, scenario, catalog),
    sizing:
      options.sizing === false ? null : sizeFromWorkload(workload, scenario, catalog, options),
  };
}

export interface MetricSummary {
  key: WorkloadMetricKey;
  label: string;
  unit: string;
  from: 'disk' | 'mysql';
  stats: Stats | null;
}

export interface AnalysisSummary {
  workload: {
    device: string | null;
    devices: Workload['devices'];
    disk: Omit<CaptureSpan, 'weights'> | null;
    mysql: (Omit<CaptureSpan, 'weights'> & { pageSizeBytes: number | null }) | null;
    metrics: MetricSummary[];
    /** Which device is analysed and why, with several in the capture (Workload.deviceChoice). */
    deviceChoice: string | null;
    warnings: string[];
  };
  utilisation: Utilisation | null;
  sizing: Sizing | null;
}

function span<T extends CaptureSpan>(s: T | null): Omit<T, 'weights'> | null {
  if (s === null) return null;
  const { weights: _weights, ...rest } = s;
  return rest;
}

/** The analysis without per-sample arrays: what --json prints and the PDF tabulates. */
export function summariseAnalysis(a: TelemetryAnalysis): AnalysisSummary {
  const w = a.workload;
  return {
    workload: {
      device: w.device,
      devices: w.devices,
      disk: span(w.disk),
      mysql: span(w.mysql),
      metrics: w.metrics.map((m) => ({
        key: m.key,
        label: m.label,
        unit: m.unit,
        from: m.from,
        stats: m.stats,
      })),
      deviceChoice: w.deviceChoice,
      warnings: w.warnings,
    },
    utilisation: a.utilisation,
    sizing: a.sizing,
  };
}

/** A metric's value in its unit's precision: "3,010", "47.03", "0.84", "97.2". */
export function formatMetricValue(value: number, unit: string): string {
  const abs = Math.abs(value);
  const decimals = abs >= 1000 ? 0 : abs >= 100 ? 1 : 2;
  return formatNumber(value, unit === '%' ? Math.min(decimals, 1) : decimals);
}

/** A metric's value with its unit: "3,010 IOPS", "47.03 MiB/s", "97.2%" (a percentage as formatPercent writes it). */
export function formatMetric(value: number, unit: string): string {
  const text = formatMetricValue(value, unit);
  if (unit === '%') return text === NOT_A_NUMBER ? text : `${text}%`;
  return unit ? `${text} ${unit}` : text;
}

/** Limits drawn on a metric's chart: IOPS limits on IOPS charts, MiB/s limits on throughput. */
export function limitsFor(
  key: WorkloadMetricKey,
  limits: readonly CapacityLimit[],
): CapacityLimit[] {
  if (key === 'iops') return limits.filter((l) => l.unit === 'IOPS');
  if (key === 'mibps') return limits.filter((l) => l.unit === 'MiB/s');
  return [];
}

/** A chart's points (at most `maxPoints`, each bucket's peak), x in seconds from the start. */
export function chartSeries(m: WorkloadMetric, maxPoints = 600): { t: number; v: number }[] {
  const d = downsampleMax(m.t, m.values, maxPoints);
  return d.x.map((t, i) => ({ t, v: d.y[i] ?? 0 }));
}
