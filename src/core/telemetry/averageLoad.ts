/**
 * The average load of imported production telemetry (issue 40 item 4): Aurora Standard bills its
 * I/O per request, so the month is priced on a load someone gave, and an imported capture of
 * MySQL's status counters (SHOW GLOBAL STATUS, mysqld_exporter) is one.
 *
 *     average QPS = Σ ΔQuestions / Σ Δt = Σ (QPS_i × Δt_i) / Σ Δt_i
 *
 * (time-weighted over the capture's intervals, so a long quiet interval counts for its length).
 * CloudWatch and disk captures carry no query count: they give no load here.
 */
import type { BenchmarkRecord } from '../imports/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { MAX_AVERAGE_QPS } from '../scenario/limits.ts';
import type { Catalog } from '../catalog/types.ts';
import type { Workload } from './workload.ts';
import { analyseTelemetry, hasTelemetry } from './analysis.ts';
import { formatDateTimeUtc, formatDuration, formatInt } from '../format/index.ts';

export interface TelemetryLoad {
  /** Time-weighted mean queries per second over the capture. */
  averageQps: number;
  /**
   * Where it came from, as every cost note says it: "the imported telemetry's average 1,234 QPS
   * (status.txt, 2026-11-20 10:00 UTC – 2026-11-20 11:00 UTC)".
   */
  from: string;
}

/** The capture's average QPS and its words, or null when the telemetry has no QPS series. */
export function telemetryAverageLoad(
  records: readonly BenchmarkRecord[],
  workload: Pick<Workload, 'metrics' | 'mysql'>,
): TelemetryLoad | null {
  const m = workload.metrics.find((x) => x.key === 'qps');
  const span = workload.mysql;
  if (!m || !span) return null;
  let sum = 0;
  let time = 0;
  for (let i = 0; i < m.values.length; i += 1) {
    const v = m.values[i] ?? NaN;
    const w = span.weights[i] ?? 1;
    if (!Number.isFinite(v) || !(w > 0)) continue;
    sum += v * w;
    time += w;
  }
  if (!(time > 0) || !(sum > 0)) return null;
  const averageQps = sum / time;
  const files = [
    ...new Set(records.flatMap((r) => (r.kind === 'mysql-status-snapshot' ? [r.source.file] : []))),
  ];
  const period =
    span.startSec !== null && span.durationSec !== null
      ? `${formatDateTimeUtc(new Date(span.startSec * 1000).toISOString())} – ${formatDateTimeUtc(new Date((span.startSec + span.durationSec) * 1000).toISOString())}`
      : span.durationSec !== null
        ? `over ${formatDuration(span.durationSec)}`
        : `${formatInt(span.samples)} intervals`;
  const where = [files.join(', '), period].filter((x) => x !== '').join(', ');
  return {
    averageQps,
    from: `the imported telemetry's average ${formatInt(averageQps)} QPS (${where})`,
  };
}

/**
 * The scenario with its average load taken from the telemetry (whole QPS, within the field's
 * range), and the words saying so; the cost note then names the capture.
 */
export function withTelemetryLoad(s: Scenario, load: TelemetryLoad): Scenario {
  const averageQps = Math.min(MAX_AVERAGE_QPS, Math.max(1, Math.round(load.averageQps)));
  return { ...s, workload: { ...s.workload, averageQps, averageQpsFrom: load.from } };
}

/**
 * Whether imported telemetry should price the scenario's I/O on its own: Aurora Standard (billed
 * per request) with no average load given, nor one taken from telemetry before.
 */
export function wantsTelemetryLoad(s: Scenario): boolean {
  return s.deployment === 'aurora' && s.auroraStorage === 'standard' && s.workload.averageQps === 0;
}

/** The capture's average QPS and its words, or null (no telemetry, or no QPS series in it). */
export function telemetryLoadOf(
  records: readonly BenchmarkRecord[],
  catalog: Catalog,
): TelemetryLoad | null {
  if (!hasTelemetry(records)) return null;
  return telemetryAverageLoad(records, analyseTelemetry(records, null, catalog).workload);
}

/**
 * The scenario priced on the telemetry's load when it wants one (Aurora Standard, no average load
 * given), else null: what accepting an import changes in the app.
 */
export function scenarioWithTelemetryLoad(
  s: Scenario,
  records: readonly BenchmarkRecord[],
  catalog: Catalog,
): Scenario | null {
  if (!wantsTelemetryLoad(s)) return null;
  const load = telemetryLoadOf(records, catalog);
  return load ? withTelemetryLoad(s, load) : null;
}
