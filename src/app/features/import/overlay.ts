import { machineLabel, scenarioFor } from '../../../core/calibration/context.ts';
import { formatDuration, formatInt, formatPercent, formatQps } from '../../../core/format/index.ts';
import type { BenchmarkRecord } from '../../../core/imports/types.ts';
import { predict } from '../../../core/model.ts';
import type { Scenario } from '../../../core/scenario/types.ts';
import { catalog } from '../../store/index.ts';
import type { MeasuredPoint } from '../../store/index.ts';

/**
 * Where measured records sit on the charts: a start's total time at the IOPS (and throughput) it
 * was measured with, a QPS run at its page size. A start whose record does not give its IOPS
 * (local NVMe) has no place on those axes: it is compared in the table only. Device runs feed
 * calibration, not these charts.
 */
export function toMeasuredPoints(records: BenchmarkRecord[], scenario: Scenario): MeasuredPoint[] {
  const out: MeasuredPoint[] = [];
  for (const r of records) {
    const source = `${r.source.file}:${r.source.line}`;
    if (r.kind !== 'startup' && r.kind !== 'qps') continue;
    const label = r.context.label ?? `line ${r.source.line}`;
    const base = { source, label, context: r.context };
    if (r.kind === 'startup' && r.totalSeconds !== null) {
      out.push({
        ...base,
        chart: 'iops',
        x: r.context.provisionedIops ?? scenario.storage.iops,
        xKnown: r.context.provisionedIops !== undefined,
        y: r.totalSeconds,
      });
      out.push({
        ...base,
        chart: 'throughput',
        x: r.context.provisionedMiBps ?? scenario.storage.throughputMiBps,
        xKnown: r.context.provisionedMiBps !== undefined,
        y: r.totalSeconds,
      });
    } else if (r.kind === 'qps') {
      out.push({ ...base, chart: 'pageSize', x: r.pageSizeKiB, xKnown: true, y: r.qps });
    }
  }
  return out;
}

/** A measurement next to what the model predicts at the measurement's own settings. */
export interface MeasuredVsModel {
  point: MeasuredPoint;
  /** "m6i.large gp3 3,000 IOPS / 125 MiB/s, 200,000 tables". */
  settings: string;
  /** Startup seconds or QPS the model gives at those settings; null when it refuses them. */
  model: number | null;
  /** Why the model refuses the measurement's settings. */
  refused: string | null;
}

/**
 * The model at a measurement's own settings (its instance, storage, IOPS, throughput, tables,
 * version, page size: whatever the record says), everything else as in the scenario, with the
 * scenario's calibration. A 200k-table start is compared with a 200k-table prediction, not with
 * the 1M-table curve it would sit under (issue 13).
 */
export function modelAtMeasurement(point: MeasuredPoint, scenario: Scenario): MeasuredVsModel {
  const s = scenarioFor(scenario, point.context, catalog);
  s.calibration = scenario.calibration;
  if (point.chart === 'pageSize') s.mysql.pageSizeKiB = point.x as Scenario['mysql']['pageSizeKiB'];
  const tables = `${formatInt(s.mysql.tables)} tables`;
  const machine = machineLabel(point.context);
  const settings =
    machine === 'scenario device' ? `scenario's machine, ${tables}` : `${machine}, ${tables}`;
  const r = predict(s, catalog);
  if (!r.ok) return { point, settings, model: null, refused: r.issues[0]?.message ?? null };
  const model =
    point.chart === 'pageSize' ? r.prediction.qps.pointSelect : r.prediction.startup.totalSeconds;
  return { point, settings, model, refused: null };
}

/** How far the model is from the measurement: "+4%" (model above), "−12%", "0%". */
export function modelDifference(c: MeasuredVsModel): string {
  if (c.model === null || !(c.point.y > 0)) return '–';
  return formatPercent(((c.model - c.point.y) / c.point.y) * 100, 0, true);
}

/** A measured or modelled figure in its unit. */
export function formatMeasure(point: MeasuredPoint, v: number): string {
  return point.chart === 'pageSize' ? formatQps(v) : formatDuration(v);
}
