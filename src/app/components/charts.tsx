import { memo, useEffect, useId, useState } from 'react';
import { formatCompact, formatRange } from '../../core/format/index.ts';
import type { DurationUnit } from '../../core/format/index.ts';
import { xyAxes } from './xyAxes.ts';
import { layoutLabels } from './labelLayout.ts';
import type { AxesInput, XYAxes } from './xyAxes.ts';

export interface XYPoint {
  x: number;
  y: number;
  /** Short text drawn beside the dot ("A"). */
  label?: string;
  /** The dot's tooltip, when more than "series: x, y" is to be said. */
  title?: string;
  /** Draws a thin line from this point to the dot (a model value to its measurement). */
  from?: { x: number; y: number };
}

/** The uncertainty range [low, high] of the figure at `x`. */
export interface RangeAt {
  x: number;
  low: number;
  high: number;
}

export interface XYSeries {
  name: string;
  color: string;
  points: XYPoint[];
  /** Draw as points (measurements, configurations) rather than a line. */
  scatter?: boolean;
  /**
   * Uncertainty ranges, by x: a shaded band around a line, an error bar on a dot. Usually at the
   * points' own x, but a slider step draws the points first and their ranges a render later
   * (src/app/features/charts/ChartsPanel.tsx), so for that moment they are the previous step's.
   */
  ranges?: RangeAt[];
  /** Scatter dots as rings (model values beside filled measurements). */
  hollow?: boolean;
  /** Points that stay in view (a pinned configuration's dot), however far above the current one. */
  keep?: boolean;
  /** Scatter dots as squares (measurements from another machine than the charts' scenario). */
  marker?: 'square';
}

export interface XYChartProps {
  title: string;
  xLabel: string;
  /** What the y axis measures ("startup time"), for the chart's accessible name. */
  yLabel: string;
  /**
   * The y axis's unit, shown after the title. A duration axis ('duration') picks one unit (s, min
   * or h) from its range and labels every tick in it.
   */
  yUnit: string | 'duration';
  /** A target the user set (max startup, min QPS): a dashed line across the plot. */
  target?: { y: number; label: string } | null;
  series: XYSeries[];
  /** The current configuration, marked with a ring (and its range as a bar, when given). */
  current?: { x: number; y: number; range?: readonly [number, number] } | null;
  xLog?: boolean;
  xTicks?: number[];
  formatX?: (v: number) => string;
  formatY?: (v: number) => string;
  /** Point titles (ticks use formatY). */
  formatYLong?: (v: number) => string;
  /** The y axis's duration unit, when charts side by side share one (else from its own range). */
  yDurationUnit?: DurationUnit;
  /** Said instead of an empty plot when no series has a point (nothing to sweep). */
  emptyText?: string;
  /** Fixed width (component tests have no layout); the container's width otherwise. */
  width?: number;
  height?: number;
}

const compact = formatCompact;

/**
 * Width of the element, following resizes. A callback ref, so the element is observed whenever it
 * is (re)mounted: the chart box is unmounted while its chart is empty (Aurora has no IOPS to
 * sweep), and an observer set up once kept the detached box's 200 px floor after EC2 → Aurora →
 * EC2 (issue 41 item 5). A box that is not laid out (width 0) keeps the last width.
 */
function useWidth(fixed: number | undefined): [(el: HTMLDivElement | null) => void, number] {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(fixed ?? 520);
  useEffect(() => {
    if (fixed !== undefined || !el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      if (el.clientWidth > 0) setWidth(Math.max(200, Math.floor(el.clientWidth)));
    };
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    measure();
    return () => ro.disconnect();
  }, [fixed, el]);
  return [setEl, width];
}

/** What the axes are chosen from (components/xyAxes.ts): exported for the charts panel's shared unit. */
export function axesInputOf(
  props: Pick<XYChartProps, 'series' | 'current' | 'target'>,
): Pick<AxesInput, 'xs' | 'sweepYs' | 'keptYs' | 'currentY'> {
  const xs: number[] = [];
  const sweepYs: number[] = [];
  const keptYs: number[] = [];
  for (const s of props.series) {
    // Sweep lines and the configurations around the current one may leave the top of the plot;
    // measurements (labelled or linked to their model value) stay in view.
    const kept =
      s.keep === true ||
      s.hollow === true ||
      s.points.some((p) => p.label !== undefined || p.from !== undefined);
    for (const p of s.points) {
      xs.push(p.x);
      (kept ? keptYs : sweepYs).push(p.y);
    }
    for (const r of s.ranges ?? []) sweepYs.push(r.high);
  }
  if (props.current) {
    xs.push(props.current.x);
    if (props.current.range) keptYs.push(props.current.range[1]);
  }
  if (props.target) keptYs.push(props.target.y);
  return { xs, sweepYs, keptYs, currentY: props.current ? props.current.y : null };
}

/**
 * A titled XY chart in plain SVG: lines for model sweeps, dots for measurements and alternative
 * configurations, the current point ringed. Drawn by hand rather than with recharts because a
 * slider step must repaint four of them within one frame (see bench/ui.bench.ts).
 */
function XYChartView(props: XYChartProps) {
  const [ref, width] = useWidth(props.width);
  const clip = useId();
  const height = props.height ?? 220;
  const fx = props.formatX ?? compact;
  const duration = props.yUnit === 'duration';
  const fyLong = props.formatYLong ?? props.formatY ?? compact;
  const axes = xyAxes({
    ...axesInputOf(props),
    xLog: props.xLog === true,
    ...(props.xTicks ? { xTicks: props.xTicks } : {}),
    formatX: fx,
    durationUnit: duration ? (props.yDurationUnit ?? 'own') : null,
    formatY: props.formatY ?? compact,
    width,
    height,
  });
  const { sx, sy } = axes;
  const yUnit = axes.yUnit ?? props.yUnit;
  if (props.series.every((s) => s.points.length === 0) && props.emptyText) {
    return (
      <figure className="chart chart-empty" aria-label={props.title}>
        <figcaption>{props.title}</figcaption>
        <p className="explain">{props.emptyText}</p>
      </figure>
    );
  }

  return (
    <figure className="chart" aria-label={props.title}>
      <figcaption>
        {props.title} <span className="axis-unit">({yUnit})</span>
      </figcaption>
      <ChartLegend series={props.series} />
      <div ref={ref} className="chart-box">
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={`${props.title}: ${props.yLabel} in ${yUnit} against ${props.xLabel}`}
        >
          <defs>
            <clipPath id={clip}>
              {/* Wide enough for a dot at either end; lines leave only at the top. */}
              <rect
                x={axes.left - 8}
                y={axes.top}
                width={Math.max(0, axes.right - axes.left + 16)}
                height={Math.max(0, axes.bottom - axes.top)}
              />
            </clipPath>
          </defs>
          <AxesGrid axes={axes} height={height} xLabel={props.xLabel} />
          {props.target ? (
            <g className="target">
              <line
                x1={axes.left}
                x2={axes.right}
                y1={sy(props.target.y)}
                y2={sy(props.target.y)}
              />
              <text
                x={axes.right - 4}
                y={Math.max(axes.top + 10, sy(props.target.y) - 4)}
                textAnchor="end"
              >
                {props.target.label}
              </text>
            </g>
          ) : null}
          <g clipPath={`url(#${CSS.escape(clip)})`}>
            {props.series.map((s) => (
              <RangeMarks key={`${s.name}-range`} series={s} sx={sx} sy={sy} fyLong={fyLong} />
            ))}
            {props.series.map((s) =>
              s.scatter ? (
                <ScatterMarks
                  key={s.name}
                  series={s}
                  sx={sx}
                  sy={sy}
                  title={(p) => p.title ?? `${s.name}: ${fx(p.x)}, ${fyLong(p.y)}`}
                />
              ) : (
                <path
                  key={s.name}
                  fill="none"
                  stroke={s.color}
                  strokeWidth={2}
                  d={s.points
                    .map(
                      (p, i) => `${i === 0 ? 'M' : 'L'}${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`,
                    )
                    .join('')}
                >
                  <title>{s.name}</title>
                </path>
              ),
            )}
          </g>
          <PointLabels series={props.series} axes={axes} />
          {props.current?.range ? (
            <line
              className="current-range"
              x1={sx(props.current.x)}
              x2={sx(props.current.x)}
              y1={sy(props.current.range[0])}
              y2={sy(props.current.range[1])}
              stroke="var(--accent)"
              strokeWidth={6}
              strokeOpacity={0.3}
              strokeLinecap="round"
            >
              <title>{`Current range: ${formatRange(props.current.range[0], props.current.range[1], fyLong)}`}</title>
            </line>
          ) : null}
          {props.current ? (
            <circle
              className="current"
              cx={sx(props.current.x)}
              cy={sy(props.current.y)}
              r={6}
              fill="none"
              stroke="var(--accent)"
              strokeWidth={2}
            >
              <title>{`Current: ${fx(props.current.x)}, ${fyLong(props.current.y)}`}</title>
            </circle>
          ) : null}
        </svg>
      </div>
      <ChartData {...props} fx={fx} fy={fyLong} />
    </figure>
  );
}

/**
 * The chart's values as a table, on demand (issue 30: the values appeared on hover only): a
 * keyboard or screen-reader user opens it and reads every point. Drawn only while open, so a
 * slider step does not pay for it.
 */
function ChartData(props: XYChartProps & { fx: (v: number) => string; fy: (v: number) => string }) {
  const [open, setOpen] = useState(false);
  const shown = props.series.filter((s) => s.points.length > 0);
  if (shown.length === 0) return null;
  return (
    <details className="chart-data" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Values of “{props.title}”</summary>
      {open ? (
        <table className="grid" aria-label={`Values of ${props.title}`}>
          <thead>
            <tr>
              <th scope="col">Series</th>
              <th scope="col" className="num">
                {props.xLabel}
              </th>
              <th scope="col" className="num">
                {props.yLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.current ? (
              <tr>
                <th scope="row">Current configuration</th>
                <td className="num">{props.fx(props.current.x)}</td>
                <td className="num">{props.fy(props.current.y)}</td>
              </tr>
            ) : null}
            {shown.flatMap((s) =>
              s.points.map((p, i) => (
                <tr key={`${s.name}-${i}`}>
                  <th scope="row">{p.label ? `${s.name}: ${p.label}` : s.name}</th>
                  <td className="num">{props.fx(p.x)}</td>
                  <td className="num">{props.fy(p.y)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      ) : null}
    </details>
  );
}

/**
 * A series' uncertainty: a translucent band between the low and high ends under a line, or a
 * vertical bar through each dot.
 */
function RangeMarks(props: {
  series: XYSeries;
  sx: (v: number) => number;
  sy: (v: number) => number;
  fyLong: (v: number) => string;
}) {
  const { series: s, sx, sy } = props;
  const ranges = s.ranges;
  if (!ranges || ranges.length === 0) return null;
  if (s.scatter) {
    return (
      <g className="range-bars" stroke={s.color} strokeOpacity={0.45} strokeWidth={2}>
        {ranges.map((r, i) => (
          <line key={i} x1={sx(r.x)} x2={sx(r.x)} y1={sy(r.low)} y2={sy(r.high)}>
            <title>{`${s.name}: range ${formatRange(r.low, r.high, props.fyLong)}`}</title>
          </line>
        ))}
      </g>
    );
  }
  const top = ranges.map((r) => `${sx(r.x).toFixed(1)},${sy(r.high).toFixed(1)}`);
  const bottom = ranges.map((r) => `${sx(r.x).toFixed(1)},${sy(r.low).toFixed(1)}`).reverse();
  return (
    <path
      className="range-band"
      fill={s.color}
      fillOpacity={0.16}
      stroke="none"
      d={`M${top.join('L')}L${bottom.join('L')}Z`}
    >
      <title>{`${s.name}: uncertainty range`}</title>
    </path>
  );
}

/** Memoised: a render that passes the same props (an unchanged pinned chart, a theme) skips it. */
export const XYChart = memo(XYChartView);

function ChartLegend({ series }: { series: XYSeries[] }) {
  return (
    <ul className="chart-legend">
      {series.map((s) => (
        <li key={s.name}>
          <span
            className={
              s.scatter
                ? `key dot${s.hollow ? ' hollow' : ''}${s.marker === 'square' ? ' square' : ''}`
                : 'key line'
            }
            style={s.hollow ? { borderColor: s.color } : { background: s.color }}
            aria-hidden="true"
          />
          {s.name}
        </li>
      ))}
      {series.some((s) => s.ranges && s.ranges.length > 0) ? (
        <li className="range-key">
          <span className="key band" aria-hidden="true" />
          shade or bar: uncertainty range
        </li>
      ) : null}
    </ul>
  );
}

/** The grid lines, the tick labels and the x axis's title. */
function AxesGrid({ axes, height, xLabel }: { axes: XYAxes; height: number; xLabel: string }) {
  const { sx, sy } = axes;
  return (
    <>
      <g className="grid">
        {axes.yGrid.map((t) => (
          <line key={`y${t}`} x1={axes.left} x2={axes.right} y1={sy(t)} y2={sy(t)} />
        ))}
        {axes.xGrid.map((t) => (
          <line key={`x${t}`} x1={sx(t)} x2={sx(t)} y1={axes.top} y2={axes.bottom} />
        ))}
      </g>
      <g className="ticks">
        {axes.yLabels.map((l) => (
          <text key={`y${l.value}`} x={l.x} y={l.y} textAnchor={l.anchor}>
            {l.text}
          </text>
        ))}
        {axes.xLabels.map((l) => (
          <text key={`x${l.value}`} x={l.x} y={l.y} textAnchor={l.anchor}>
            {l.text}
          </text>
        ))}
        <text x={(axes.left + axes.right) / 2} y={height - 4} textAnchor="middle">
          {xLabel}
        </text>
      </g>
    </>
  );
}

/**
 * The scatter dots' labels, laid out together (labelLayout.ts): apart from each other and inside
 * the plot, drawn outside its clip so none is cut at an edge.
 */
function PointLabels({ series, axes }: { series: XYSeries[]; axes: XYAxes }) {
  const dots = series.flatMap((s) =>
    s.scatter
      ? s.points.flatMap((p) =>
          p.label ? [{ px: axes.sx(p.x), py: axes.sy(p.y), text: p.label, color: s.color }] : [],
        )
      : [],
  );
  if (dots.length === 0) return null;
  const placed = layoutLabels(dots, axes);
  return (
    <g className="point-labels">
      {placed.map((l, i) => (
        <text
          key={i}
          className="point-label"
          x={l.x}
          y={l.y}
          textAnchor={l.anchor}
          fill={dots[i]?.color}
          stroke="none"
        >
          {l.text}
        </text>
      ))}
    </g>
  );
}

/** A scatter series: its dots (linked to where they came from) and their titles. */
function ScatterMarks({
  series: s,
  sx,
  sy,
  title,
}: {
  series: XYSeries;
  sx: (v: number) => number;
  sy: (v: number) => number;
  title: (p: XYPoint) => string;
}) {
  return (
    <g fill={s.hollow ? 'none' : s.color} stroke={s.hollow ? s.color : 'none'}>
      {s.points.map((p, i) => (
        <g key={i}>
          {p.from ? (
            <line
              className="link"
              x1={sx(p.from.x)}
              y1={sy(p.from.y)}
              x2={sx(p.x)}
              y2={sy(p.y)}
              stroke={s.color}
            />
          ) : null}
          {s.marker === 'square' ? (
            <rect x={sx(p.x) - 3.5} y={sy(p.y) - 3.5} width={7} height={7} strokeWidth={1.5}>
              <title>{title(p)}</title>
            </rect>
          ) : (
            <circle cx={sx(p.x)} cy={sy(p.y)} r={s.hollow ? 4 : 3.5} strokeWidth={1.5}>
              <title>{title(p)}</title>
            </circle>
          )}
        </g>
      ))}
    </g>
  );
}
