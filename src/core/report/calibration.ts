/**
 * The calibration section: the profile applied to the scenario and, when the caller has the
 * calibrate() result, each measured point against the prediction before and after fitting.
 */
import { coversText } from '../scenario/calibrationCover.ts';
import type { CalibrationResult } from '../calibration/index.ts';
import { calibrate } from '../calibration/index.ts';
import type { MeasuredOn } from '../calibration/machine.ts';
import type { Catalog } from '../catalog/types.ts';
import type { BenchmarkRecord } from '../imports/types.ts';
import type { CalibrationProfile, Scenario } from '../scenario/types.ts';
import type { ReportCalibration, ReportCalibrationPoint, ReportSetting } from './types.ts';
import { formatFixed, formatPercent } from '../format/index.ts';
import { PHASE_LABELS } from '../startup/index.ts';

/** A measured point and the model's predictions of it (from calibrate()). */
export interface ReportCalibrationPointInput {
  label: string;
  unit: string;
  measured: number;
  predictedBefore: number;
  predictedAfter: number;
}

export interface ReportCalibrationInput {
  profile: CalibrationProfile;
  points: ReportCalibrationPointInput[];
  /** calibrate()'s own mean absolute errors, percent; when absent the report averages the points. */
  meanAbsErrorPctBefore?: number;
  meanAbsErrorPctAfter?: number;
  /** calibrate()'s warnings (a fit capped at what AWS delivers, a run that hit a cache, ...). */
  warnings?: string[];
}

/** The report's calibration input from a calibrate() result (points paired by name). */
export function calibrationInputFrom(result: CalibrationResult): ReportCalibrationInput {
  const after = new Map(result.after.map((p) => [`${p.kind}|${p.point}`, p]));
  const points: ReportCalibrationPointInput[] = [];
  for (const b of result.before) {
    const a = after.get(`${b.kind}|${b.point}`);
    if (!a) continue;
    points.push({
      label: b.point,
      unit: b.unit,
      measured: b.measured,
      predictedBefore: b.predicted,
      predictedAfter: a.predicted,
    });
  }
  return {
    profile: result.profile,
    points,
    meanAbsErrorPctBefore: result.summary.meanAbsErrorPctBefore,
    meanAbsErrorPctAfter: result.summary.meanAbsErrorPctAfter,
    warnings: [...result.warnings],
  };
}

const sameNumbers = (
  a: Readonly<Record<string, number | undefined>> | null,
  b: Readonly<Record<string, number | undefined>> | null,
): boolean => {
  if (a === null || b === null) return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
};

/**
 * The calibration input for a scenario whose applied profile was fitted on `records` (the app's
 * accepted import): calibrate() runs again on the same records and the same scenario, as the
 * CLI's `report --calibrate` does, so the section lists the same points, errors and warnings.
 * The points are kept only when that fit is the applied profile (same files, same device and
 * startup parameters); otherwise they would describe another fit than the one the report's
 * figures use, and the section shows the applied profile alone (null: as without records).
 */
export function calibrationInputFor(
  records: readonly BenchmarkRecord[],
  scenario: Scenario,
  catalog: Catalog,
  measuredOn: Readonly<Record<string, MeasuredOn>> = {},
): ReportCalibrationInput | null {
  const applied = scenario.calibration;
  if (!applied || records.length === 0) return null;
  // Each file at the machine it was measured on, as when the profile was fitted (issue 26).
  const result = calibrate(records, scenario, catalog, {
    createdAt: applied.createdAt,
    measuredOn,
  });
  const fit = result.profile;
  const sameFit =
    fit.sources.length === applied.sources.length &&
    fit.sources.every((f) => applied.sources.includes(f)) &&
    sameNumbers(fit.device, applied.device) &&
    sameNumbers(fit.startup, applied.startup) &&
    JSON.stringify(fit.covers ?? null) === JSON.stringify(applied.covers ?? null);
  if (!sameFit) return null;
  return { ...calibrationInputFrom(result), profile: applied };
}

function relError(predicted: number, measured: number): number {
  return measured === 0 ? 0 : (predicted - measured) / measured;
}

function pct(x: number): string {
  return formatPercent(x * 100, 1, true);
}

function decimalsFor(v: number): number {
  return Math.abs(v) < 100 ? 1 : 0;
}

/** The phases a profile may scale (CalibrationProfile.startup), in the order of a start. */
const CALIBRATED_PHASES = [
  'directories_scan',
  'duplicate_check',
  'dd_files_reading',
  'validation',
] as const;

function profileParameters(profile: CalibrationProfile): ReportSetting[] {
  const rows: ReportSetting[] = [];
  if (profile.device) {
    rows.push(
      { label: 'Device read IOPS cap', value: formatFixed(profile.device.readIopsCap) },
      {
        label: 'Device read bandwidth cap',
        value: `${formatFixed(profile.device.readMiBpsCap)} MiB/s`,
      },
      {
        label: 'Device read latency (4 KiB)',
        value: `${formatFixed(profile.device.readLatencyUs)} µs`,
      },
    );
  }
  for (const phase of CALIBRATED_PHASES) {
    const factor = profile.startup?.[phase];
    if (typeof factor === 'number')
      rows.push({
        label: `Startup factor: ${PHASE_LABELS[phase]}`,
        value: `×${formatFixed(factor, 2)}`,
      });
  }
  // Issue 26: the IO-bound factors of each machine kind, and which kinds the profile covers.
  for (const c of profile.covers ?? [])
    for (const phase of CALIBRATED_PHASES) {
      const factor = c.startup?.[phase as keyof NonNullable<typeof c.startup>];
      if (typeof factor === 'number')
        rows.push({
          label: `Startup factor: ${PHASE_LABELS[phase]} (${c.storage} on ${c.family})`,
          value: `×${formatFixed(factor, 2)}`,
        });
    }
  if (profile.covers)
    rows.push({
      label: 'Covers',
      value:
        profile.covers.length > 0
          ? `${coversText(profile.covers)} (elsewhere uncalibrated)`
          : 'no machine kind (uncalibrated everywhere)',
    });
  return rows;
}

export function reportCalibration(
  profile: CalibrationProfile | null,
  input: ReportCalibrationInput | null | undefined,
): ReportCalibration | null {
  const p = input?.profile ?? profile;
  if (!p) return null;
  const points: ReportCalibrationPoint[] = (input?.points ?? []).map((pt) => ({
    label: pt.label,
    unit: pt.unit,
    measured: pt.measured,
    measuredText: `${formatFixed(pt.measured, decimalsFor(pt.measured))} ${pt.unit}`,
    predictedBefore: pt.predictedBefore,
    predictedBeforeText: `${formatFixed(pt.predictedBefore, decimalsFor(pt.predictedBefore))} ${pt.unit}`,
    predictedAfter: pt.predictedAfter,
    predictedAfterText: `${formatFixed(pt.predictedAfter, decimalsFor(pt.predictedAfter))} ${pt.unit}`,
    errorBeforeText: pct(relError(pt.predictedBefore, pt.measured)),
    errorAfterText: pct(relError(pt.predictedAfter, pt.measured)),
  }));
  const mean = (key: 'predictedBefore' | 'predictedAfter') =>
    points.length === 0
      ? null
      : formatPercent(
          (points.reduce((a, pt) => a + Math.abs(relError(pt[key], pt.measured)), 0) /
            points.length) *
            100,
          1,
        );
  return {
    profileName: p.name,
    createdAt: p.createdAt,
    sources: [...p.sources],
    parameters: profileParameters(p),
    points,
    meanErrorBeforeText:
      input?.meanAbsErrorPctBefore !== undefined
        ? formatPercent(input.meanAbsErrorPctBefore, 1)
        : mean('predictedBefore'),
    meanErrorAfterText:
      input?.meanAbsErrorPctAfter !== undefined
        ? formatPercent(input.meanAbsErrorPctAfter, 1)
        : mean('predictedAfter'),
    warnings: [...(input?.warnings ?? [])],
  };
}
