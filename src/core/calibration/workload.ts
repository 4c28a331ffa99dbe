/**
 * Calibration on production telemetry (issue 15, item 3): the buffer-pool miss ratio and the
 * average read and write request sizes a capture measured (SHOW GLOBAL STATUS or mysqld_exporter
 * for the miss ratio; iostat, /proc/diskstats or CloudWatch for the sizes) become a profile's
 * `workload`, which the QPS model then uses (src/core/qps):
 *
 *     miss      = min(1, missFactor × the model's miss ratio),  missFactor = measured / model at
 *                 the capture's buffer pool (so another buffer pool scales it as the model does)
 *     read      = readIoKiB / the capture's page size pages per miss (bytes read, read latency)
 *     page write = writeIoKiB / the capture's page size pages per page write
 *
 * `workloadComparison` puts measured, the published-data model and the calibrated model side by
 * side for the current configuration.
 */
import type { Catalog } from '../catalog/types.ts';
import { DEFAULT_CATALOG } from '../catalog/index.ts';
import type { CalibratedWorkload, Scenario } from '../scenario/types.ts';
import { qpsInputs, serverMissRatio } from '../qps/index.ts';
import type { Workload } from '../telemetry/workload.ts';
import { workloadMetric } from '../telemetry/workload.ts';
import { PROFILE_LIMITS } from './profile.ts';
import { formatSignificant } from '../format/index.ts';

const clamp = (l: { min: number; max: number }, v: number): number =>
  Math.min(l.max, Math.max(l.min, v));

const mean = (w: Workload, key: Parameters<typeof workloadMetric>[1]): number | undefined => {
  const v = workloadMetric(w, key)?.stats?.mean;
  return v !== undefined && Number.isFinite(v) ? v : undefined;
};

/** The least and greatest sample of a metric the capture measured twice or more. */
const rangeOf = (
  w: Workload,
  key: Parameters<typeof workloadMetric>[1],
): [number, number] | undefined => {
  const st = workloadMetric(w, key)?.stats;
  return st && st.samples >= 2 && Number.isFinite(st.min) ? [st.min, st.max] : undefined;
};

/** The model's miss ratio for `scenario` before any telemetry calibration. */
function modelMiss(scenario: Scenario): number {
  return serverMissRatio(scenario.mysql, scenario.workload);
}

/**
 * The workload figures of a capture that ran on `scenario`'s configuration, or null when it
 * measured none of them. Figures are bounded by PROFILE_LIMITS (a factor beyond them is clamped).
 */
export function fitWorkload(w: Workload, scenario: Scenario): CalibratedWorkload | null {
  const missPct = mean(w, 'missRatioPct');
  const readKiB = mean(w, 'readIoKiB');
  const writeKiB = mean(w, 'writeIoKiB');
  const measured = missPct !== undefined ? clamp(PROFILE_LIMITS.missRatio, missPct / 100) : null;
  const model = modelMiss(scenario);
  const missFactor =
    measured !== null && measured > 0 && model > 0
      ? clamp(PROFILE_LIMITS.missFactor, measured / model)
      : null;
  const size = (v: number | undefined): number | null =>
    v !== undefined && v > 0 ? clamp(PROFILE_LIMITS.ioKiB, v) : null;
  const out: CalibratedWorkload = {
    missRatio: measured,
    missFactor,
    readIoKiB: size(readKiB),
    writeIoKiB: size(writeKiB),
    pageSizeKiB: scenario.mysql.pageSizeKiB,
  };
  if (out.missRatio === null && out.readIoKiB === null && out.writeIoKiB === null) return null;
  return out;
}

export interface WorkloadComparisonRow {
  metric: string;
  unit: string;
  measured: number;
  /** The published-data model (no telemetry calibration) for the current configuration. */
  predicted: number;
  /** The model with the capture's calibration (null: the calibration does not change it). */
  calibrated: number | null;
  /** (predicted − measured) / measured × 100. */
  errorPct: number;
  /**
   * Set when the calibrated figure is two orders of magnitude (×100 or more, either way) from the
   * measured one (issue 26): a calibration that cannot reproduce what it was fitted on is said so.
   */
  warning?: string;
  /**
   * The least and greatest sample the capture measured (issue 41.10), when it has two or more:
   * a calibrated figure outside it (widened to ±RANGE_FLOOR of the measured) carries a warning.
   */
  measuredRange?: [number, number];
}

/** Calibrated / measured at or beyond which a row carries a warning: two orders of magnitude. */
export const CALIBRATED_FAR = 100;

/**
 * The least half-width of the measured range, a fraction of the measured figure (assumption: a
 * steady capture's samples barely vary, and a calibrated mean within 10 % of them agrees).
 */
export const RANGE_FLOOR = 0.1;

/** The warning of a calibrated figure outside the capture's measured range, or null. */
function outsideRange(row: WorkloadComparisonRow, c: number, m: number): string | null {
  const r = row.measuredRange;
  if (!r) return null;
  const lo = Math.min(r[0], m * (1 - RANGE_FLOOR));
  const hi = Math.max(r[1], m * (1 + RANGE_FLOOR));
  if (c >= lo && c <= hi) return null;
  const f = (v: number): string => formatSignificant(v, 2);
  return `${row.metric}: the calibrated figure (${f(c)} ${row.unit}) is ${c >= m ? `×${f(c / m)}` : c > 0 ? `1/${f(m / c)} of` : 'none of'} the measured one (${f(m)} ${row.unit}), outside the range the capture measured (${f(r[0])}–${f(r[1])} ${row.unit}): the calibration does not reproduce what it was fitted on (another device or other traffic in the capture, or a factor at its bound); check it before sizing on it`;
}

/** A warned row's mark beside its calibrated figure, in a few words. */
export function farMark(row: WorkloadComparisonRow): string {
  return row.measuredRange ? 'outside the measured range' : '×100 from measured';
}

/**
 * The warning of a row whose calibrated figure is outside the range the capture measured, or
 * (without a range) ×100 or more from the measured; null when it agrees.
 */
export function farFromMeasured(row: WorkloadComparisonRow): string | null {
  const { calibrated: c, measured: m } = row;
  if (c === null || !(m > 0) || !(c >= 0)) return null;
  if (row.measuredRange) return outsideRange(row, c, m);
  const ratio = c > 0 ? c / m : Infinity;
  if (ratio < CALIBRATED_FAR && ratio > 1 / CALIBRATED_FAR) return null;
  const f = (v: number): string => formatSignificant(v, 2);
  return `${row.metric}: the calibrated figure (${f(c)} ${row.unit}) is two orders of magnitude from the measured one (${f(m)} ${row.unit}): the capture's reads do not follow from this workload's buffer-pool misses (another device or other traffic in the capture, or a factor at its bound); do not size on it`;
}

const err = (predicted: number, measured: number): number =>
  measured !== 0 ? ((predicted - measured) / measured) * 100 : 0;

/**
 * Measured vs predicted for the configuration the capture ran on: the miss ratio, the average read
 * and write sizes, and the reads/s at the measured QPS (each query that misses reads one request),
 * from the model without and with `fit` (e.g. `fitWorkload`'s).
 */
export function workloadComparison(
  w: Workload,
  scenario: Scenario,
  fit: CalibratedWorkload | null,
  catalog: Catalog = DEFAULT_CATALOG,
): WorkloadComparisonRow[] {
  const base: Scenario = scenario.calibration
    ? { ...scenario, calibration: { ...scenario.calibration, workload: null } }
    : scenario;
  const calibrated: Scenario | null = fit
    ? {
        ...scenario,
        calibration: {
          ...(scenario.calibration ?? {
            name: 'telemetry',
            createdAt: '',
            sources: [],
            device: null,
            startup: null,
          }),
          workload: fit,
        },
      }
    : null;
  const before = qpsInputs(base, catalog);
  const after = calibrated ? qpsInputs(calibrated, catalog) : null;
  const rows: WorkloadComparisonRow[] = [];
  const row = (
    metric: string,
    unit: string,
    measured: number,
    predicted: number,
    cal: number | null,
    range?: [number, number],
  ): void => {
    const r: WorkloadComparisonRow = {
      metric,
      unit,
      measured,
      predicted,
      calibrated: cal,
      errorPct: err(predicted, measured),
      ...(range ? { measuredRange: range } : {}),
    };
    const far = farFromMeasured(r);
    rows.push(far === null ? r : { ...r, warning: far });
  };
  // Each measured figure beside the model's, before and after the fit (null when the fit left it).
  type Inputs = NonNullable<typeof after>;
  type Key = Parameters<typeof workloadMetric>[1];
  const sizeRows: [string, string, Key, (q: Inputs) => number, boolean][] = [
    [
      'Buffer-pool miss ratio',
      '%',
      'missRatioPct',
      (q) => q.missRatio * 100,
      fit?.missFactor != null,
    ],
    [
      'Average read size',
      'KiB',
      'readIoKiB',
      (q) => q.pageKiB * q.readIoPages,
      fit?.readIoKiB != null,
    ],
    [
      'Average write size',
      'KiB',
      'writeIoKiB',
      (q) => q.pageKiB * q.writeIoPages,
      fit?.writeIoKiB != null,
    ],
  ];
  for (const [metric, unit, key, model, fitted] of sizeRows) {
    const measured = mean(w, key);
    if (measured !== undefined)
      row(
        metric,
        unit,
        measured,
        model(before),
        after && fitted ? model(after) : null,
        rangeOf(w, key),
      );
  }
  const qps = mean(w, 'qps');
  const reads = mean(w, 'readIops');
  if (qps !== undefined && reads !== undefined && reads > 0)
    row(
      'Reads/s at the measured QPS',
      'IO/s',
      reads,
      qps * before.missRatio,
      after && fit?.missFactor != null ? qps * after.missRatio : null,
      rangeOf(w, 'readIops'),
    );
  return rows;
}
