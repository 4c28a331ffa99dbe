import type { CalibrationPoint } from '../../../core/calibration/types.ts';
import { formatPercent } from '../../../core/format/index.ts';

/** One dot: measured on x, predicted on y, with its label and error for the tooltip. */
export interface CalibrationDot {
  x: number;
  y: number;
  label: string;
  errorPct: number;
}

/** Points of one unit (reads/s or s): they cannot share axes with the other unit. */
export interface CalibrationSeries {
  unit: CalibrationPoint['unit'];
  before: CalibrationDot[];
  after: CalibrationDot[];
  /** The y = x line across the range of all dots, from 0. */
  identity: { x: number; y: number }[];
}

const dot = (p: CalibrationPoint): CalibrationDot => ({
  x: p.measured,
  y: p.predicted,
  label: p.point,
  errorPct: p.errorPct,
});

const finite = (d: CalibrationDot) => Number.isFinite(d.x) && Number.isFinite(d.y);

/**
 * Measured-vs-predicted chart data from a calibration result: one series per unit, dots before
 * and after the fit, and the y = x line a perfect model would lie on.
 */
export function calibrationChartData(
  before: readonly CalibrationPoint[],
  after: readonly CalibrationPoint[],
): CalibrationSeries[] {
  const out: CalibrationSeries[] = [];
  for (const unit of ['reads/s', 's'] as const) {
    const b = before
      .filter((p) => p.unit === unit)
      .map(dot)
      .filter(finite);
    const a = after
      .filter((p) => p.unit === unit)
      .map(dot)
      .filter(finite);
    if (b.length + a.length === 0) continue;
    const max = Math.max(...[...b, ...a].flatMap((d) => [d.x, d.y]));
    out.push({
      unit,
      before: b,
      after: a,
      identity: [
        { x: 0, y: 0 },
        { x: max, y: max },
      ],
    });
  }
  return out;
}

export function describeCalibration(s: CalibrationSeries, fmt: (n: number) => string): string {
  const list = (ds: CalibrationDot[]) =>
    ds
      .map(
        (d) =>
          `${d.label}: measured ${fmt(d.x)}, predicted ${fmt(d.y)} (${formatPercent(d.errorPct, 1, true)})`,
      )
      .join('; ');
  return `Measured vs predicted ${s.unit === 's' ? 'startup seconds' : 'reads per second'}. Before calibration: ${list(s.before)}. After: ${list(s.after)}.`;
}
