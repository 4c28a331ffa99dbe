import { describeMachine, machineKey, scenarioFor } from '../../../core/calibration/context.ts';
import type { MeasuredOn } from '../../../core/calibration/machine.ts';
import { deviceParams } from '../../../core/devices/index.ts';
import { own } from '../../../core/own.ts';
import { formatDuration, formatPercent, formatQps } from '../../../core/format/index.ts';
import type { BenchmarkRecord, QpsRecord, StartupRecord } from '../../../core/imports/types.ts';
import { predict } from '../../../core/model.ts';
import type { Scenario } from '../../../core/scenario/types.ts';
import { catalog } from '../../store/index.ts';
import type { MeasuredPoint } from '../../store/index.ts';
import { storageKind } from '../../../core/storage/index.ts';

/** The machine each file was measured on (the import review's choices); others: the scenario. */
export type FileMachines = Readonly<Record<string, MeasuredOn>>;

/** The machine of a record's file, else the scenario as it is now ("the current scenario"). */
export function machineOfFile(
  file: string,
  machines: FileMachines,
  scenario: Scenario,
): MeasuredOn {
  return own(machines, file) ?? { scenario, name: 'the current scenario' };
}

/**
 * Where a start sits on the startup charts: the IOPS and MiB/s of its own machine's device, the
 * provisioned figures of gp3/io2 and, for a device without them (local NVMe, gp2, custom), the
 * model's read caps for it (issue 26: every start is drawn, at its machine).
 */
export function devicePosition(machine: Scenario): { iops: number; throughputMiBps: number } {
  const st = machine.storage;
  const d = deviceParams({ ...machine, calibration: null }, catalog, {
    sustained: false,
    firstTouch: false,
    labels: false,
  });
  const has = storageKind(st.kind).provisions;
  return {
    iops: has.iops ? st.iops : d.iops.value,
    throughputMiBps: has.throughputMiBps ? st.throughputMiBps : d.bandwidth.value,
  };
}

/** The record's machine: its file's, with what the record states (CSV columns, a log's facts). */
function recordMachine(r: StartupRecord | QpsRecord, base: Scenario): Scenario {
  const ctx = { ...r.context };
  if (r.kind === 'startup') {
    if (r.filesFound !== null && ctx.tables === undefined) ctx.tables = r.filesFound;
    if (r.version !== null && ctx.mysqlVersion === undefined) ctx.mysqlVersion = r.version;
  }
  return scenarioFor(base, ctx, catalog);
}

/**
 * Where measured records sit on the charts: every start at its own machine's device (IOPS and
 * throughput charts), a QPS run at its page size. Device runs feed calibration's reads/s chart,
 * telemetry the workload tab: neither is drawn here.
 */
export function toMeasuredPoints(
  records: readonly BenchmarkRecord[],
  scenario: Scenario,
  machines: FileMachines = {},
): MeasuredPoint[] {
  const out: MeasuredPoint[] = [];
  for (const r of records) {
    if (r.kind !== 'startup' && r.kind !== 'qps') continue;
    const source = `${r.source.file}:${r.source.line}`;
    const label = `${r.source.file}${r.context.label !== undefined ? ` ${r.context.label}` : ''}, line ${r.source.line}`;
    const from = machineOfFile(r.source.file, machines, scenario);
    const machine = recordMachine(r, from.scenario);
    const base = { source, label, context: r.context, machine, machineName: from.name };
    if (r.kind === 'startup' && r.totalSeconds !== null) {
      const at = devicePosition(machine);
      out.push({ ...base, chart: 'iops', x: at.iops, xKnown: true, y: r.totalSeconds });
      out.push({
        ...base,
        chart: 'throughput',
        x: at.throughputMiBps,
        xKnown: true,
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
  /** "m6i.large gp3 3,000 IOPS / 125 MiB/s, MySQL 8.0.39, 200,000 tables, default start, …". */
  settings: string;
  /** Startup seconds or QPS the model gives at those settings; null when it refuses them. */
  model: number | null;
  /** Why the model refuses the measurement's settings (or has no startup there: Aurora). */
  refused: string | null;
  /** True when the measurement's machine is not the charts' scenario's (its dot is elsewhere). */
  otherMachine: boolean;
}

/**
 * The model at a measurement's own machine (its file's, with what the record says: instance,
 * storage, IOPS, throughput, tables, version, page size), with the scenario's calibration. A
 * 200k-table start is compared with a 200k-table prediction, not with the 1M-table curve it
 * would sit under (issue 13); a start on local NVMe with NVMe, not with the charts' gp3 (issue 26).
 */
export function modelAtMeasurement(point: MeasuredPoint, scenario: Scenario): MeasuredVsModel {
  const s: Scenario = { ...point.machine, calibration: scenario.calibration };
  if (point.chart === 'pageSize')
    s.mysql = { ...s.mysql, pageSizeKiB: point.x as Scenario['mysql']['pageSizeKiB'] };
  const settings = describeMachine(s);
  const otherMachine = machineKey(point.machine) !== machineKey(scenario);
  const r = predict(s, catalog);
  if (!r.ok)
    return { point, settings, model: null, refused: r.issues[0]?.message ?? null, otherMachine };
  const st = r.prediction.startup;
  // A start on a machine whose startup is not modelled (issue 40: Aurora) has no model figure.
  if (point.chart !== 'pageSize' && !st.modelled)
    return { point, settings, model: null, refused: st.notModelled ?? null, otherMachine };
  const model = point.chart === 'pageSize' ? r.prediction.qps.pointSelect : st.totalSeconds;
  return { point, settings, model, refused: null, otherMachine };
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

/** Points closer than this share of their y draw one label (the first's, with "+N more"). */
const SAME_PLACE = 0.03;

/**
 * The label each measured dot shows: points at one x within 3 % of one y (two logs of one
 * machine) would print their names over each other, so the first says "… +1 more" and the
 * others none (their titles still name them).
 */
export function dotLabels(points: readonly { x: number; y: number; label: string }[]): string[] {
  const out = points.map((p) => p.label);
  const extra = points.map(() => 0);
  points.forEach((p, i) => {
    const first = points.findIndex(
      (q, j) => j < i && q.x === p.x && Math.abs(q.y - p.y) <= SAME_PLACE * Math.max(q.y, p.y),
    );
    if (first < 0) return;
    out[i] = '';
    extra[first] = (extra[first] ?? 0) + 1;
  });
  return out.map((l, i) => (l !== '' && (extra[i] ?? 0) > 0 ? `${l} +${extra[i]} more` : l));
}
