/**
 * The axes of the app's XY charts as a pure function of what they show (issue 30): the domains,
 * the ticks and where each tick label goes, so that the current point lies inside the axes and no
 * label leaves its chart or lies over another. Unit- and property-tested
 * (tests/unit/app/xyAxes.test.ts); drawn by components/charts.tsx.
 */
import {
  durationTicks,
  durationUnitFor,
  formatCompact,
  formatDurationIn,
  linearTicks,
  logTicks,
  zeroBasedTicks,
} from '../../core/format/index.ts';
import type { DurationUnit } from '../../core/format/index.ts';
import { scale } from '../../report-view/charts/scale.ts';
import type { Scale } from '../../report-view/charts/scale.ts';

/** Space around the plot: the tick labels and the x axis's title live in it. */
export const MARGIN = { top: 10, right: 14, bottom: 34, left: 58 } as const;
/** The tick labels' font size (styles.css `.chart .ticks text`). */
export const TICK_FONT_PX = 11;
/**
 * A sweep line may run this far above the current point before it leaves the top of the plot:
 * the current point then stays readable (issue 30: an io2 volume's IOPS sweep reached 300 min and
 * flattened the current 1 min 43 s to the axis).
 */
export const FOCUS = 4;
/** Least room between two tick labels, px. */
const GAP_PX = 4;

/** The width of a tick label in the charts' font: generous (digits and units are about 0.6 em). */
export function labelWidthPx(text: string, fontPx = TICK_FONT_PX): number {
  return Math.ceil(text.length * fontPx * 0.62);
}

export interface AxisLabel {
  value: number;
  text: string;
  /** Anchor point in the SVG's pixels. */
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

/** A label's box: left, right, top, bottom (px). */
export function labelBox(l: AxisLabel, fontPx = TICK_FONT_PX): [number, number, number, number] {
  const w = labelWidthPx(l.text, fontPx);
  const left = l.anchor === 'start' ? l.x : l.anchor === 'end' ? l.x - w : l.x - w / 2;
  return [left, left + w, l.y - fontPx * 0.8, l.y + fontPx * 0.25];
}

export interface AxesInput {
  /** Every x drawn (sweep points, dots, the current point). */
  xs: number[];
  /** The y of sweep points: a line may leave the top of the plot (see FOCUS). */
  sweepYs: number[];
  /** Values that must stay in view: measurements, ranges of the current point, a target. */
  keptYs: number[];
  /** The current point's y, or null. */
  currentY: number | null;
  xLog: boolean;
  xTicks?: number[];
  formatX: (v: number) => string;
  /**
   * A duration axis: its unit (startup charts side by side share one), or 'own' for the one its
   * range reads best in; null for a plain axis.
   */
  durationUnit: DurationUnit | 'own' | null;
  formatY: (v: number) => string;
  width: number;
  height: number;
}

export interface XYAxes {
  sx: Scale;
  sy: Scale;
  /** Left edge of the plot (the y labels' width decides it). */
  left: number;
  right: number;
  top: number;
  bottom: number;
  xLabels: AxisLabel[];
  yLabels: AxisLabel[];
  /** Tick values with a grid line (every tick, labelled or not). */
  xGrid: number[];
  yGrid: number[];
  /** The y axis's unit as shown after the title (a duration axis's s, min or h). */
  yUnit: DurationUnit | null;
}

/** The top of the y axis's data: sweep lines at most FOCUS × the current point, kept values whole. */
export function yTopOf(input: Pick<AxesInput, 'sweepYs' | 'keptYs' | 'currentY'>): number {
  const cap = input.currentY !== null && input.currentY > 0 ? input.currentY * FOCUS : Infinity;
  const ys = [...input.sweepYs.map((y) => Math.min(y, cap)), ...input.keptYs];
  if (input.currentY !== null) ys.push(input.currentY);
  const finite = ys.filter((y) => Number.isFinite(y));
  return finite.length > 0 ? Math.max(...finite) * 1.04 : 1;
}

/** The one duration unit of charts drawn side by side: the one their highest axis reads best in. */
export function sharedDurationUnit(inputs: Pick<AxesInput, 'sweepYs' | 'keptYs' | 'currentY'>[]) {
  return durationUnitFor(Math.max(0, ...inputs.map(yTopOf)));
}

function yAxis(input: AxesInput) {
  const top = yTopOf(input);
  if (input.durationUnit) {
    const unit = input.durationUnit === 'own' ? durationUnitFor(top) : input.durationUnit;
    const t = durationTicks(top, 4, unit);
    return { ticks: t.ticks, format: (v: number) => formatDurationIn(unit, v), unit };
  }
  return { ticks: zeroBasedTicks(top, 4), format: input.formatY, unit: null };
}

function xDomain(input: AxesInput): { min: number; max: number; log: boolean } {
  const finite = input.xs.filter((x) => Number.isFinite(x));
  if (finite.length === 0) return { min: 0, max: 1, log: false };
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  return { min, max, log: input.xLog && min > 0 };
}

/**
 * X tick labels that fit: centred on their tick, moved to start or end at the plot's edges so
 * they stay inside the chart, and thinned (every other one, then more) until none overlaps.
 */
export function fitXLabels(
  ticks: number[],
  sx: (v: number) => number,
  format: (v: number) => string,
  bounds: { left: number; right: number; y: number },
): AxisLabel[] {
  const place = (value: number): AxisLabel => {
    const text = format(value);
    const x = sx(value);
    const w = labelWidthPx(text);
    const anchor = x - w / 2 < bounds.left ? 'start' : x + w / 2 > bounds.right ? 'end' : 'middle';
    const ax =
      anchor === 'start'
        ? Math.max(x, bounds.left)
        : anchor === 'end'
          ? Math.min(x, bounds.right)
          : x;
    return { value, text, x: ax, y: bounds.y, anchor };
  };
  const all = ticks.map(place);
  for (let every = 1; every <= all.length; every++) {
    const kept = all.filter((_, i) => i % every === 0);
    if (!overlapping(kept)) return kept;
  }
  return all.slice(0, 1);
}

function overlapping(labels: AxisLabel[]): boolean {
  for (let i = 1; i < labels.length; i++) {
    const a = labelBox(labels[i - 1] as AxisLabel);
    const b = labelBox(labels[i] as AxisLabel);
    if (b[0] < a[1] + GAP_PX) return true;
  }
  return false;
}

/** The chart's axes: domains, ticks, and labels placed inside the chart without overlaps. */
export function xyAxes(input: AxesInput): XYAxes {
  const y = yAxis(input);
  const yMax = y.ticks[y.ticks.length - 1] ?? 1;
  const yTexts = y.ticks.map(y.format);
  const left = Math.min(110, Math.max(40, Math.max(0, ...yTexts.map((t) => labelWidthPx(t))) + 12));
  const right = input.width - MARGIN.right;
  const top = MARGIN.top;
  const bottom = input.height - MARGIN.bottom;
  const x = xDomain(input);
  const sx = scale(x.min, x.max, left, right, x.log);
  const sy = scale(0, yMax, bottom, top, false);
  const xGrid = (
    input.xTicks ?? (x.log ? logTicks(x.min, x.max, 6) : linearTicks(x.min, x.max, 5))
  ).filter((t) => t >= x.min - 1e-9 && t <= x.max + 1e-9);
  // X labels sit under the plot, clear of the lowest y label ("0 min" beside "$500").
  const xLabels = fitXLabels(xGrid, sx, input.formatX, {
    left,
    right: input.width - 2,
    y: bottom + 15,
  });
  const yLabels: AxisLabel[] = y.ticks.map((v, i) => ({
    value: v,
    text: yTexts[i] as string,
    x: left - 6,
    y: Math.max(TICK_FONT_PX, sy(v) + TICK_FONT_PX * 0.32),
    anchor: 'end',
  }));
  return {
    sx,
    sy,
    left,
    right,
    top,
    bottom,
    xLabels,
    yLabels,
    xGrid,
    yGrid: y.ticks,
    yUnit: y.unit,
  };
}

/** The compact number format of axes without their own ("12K"). */
export const compactAxis = formatCompact;
