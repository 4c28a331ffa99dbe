import { memo, useEffect, useRef, useState } from 'react';
import {
  durationTicks,
  formatCompact,
  formatRange,
  formatDurationIn,
  linearTicks,
  logTicks,
  zeroBasedTicks,
} from '../../core/format/index.ts';
import { scale } from './scale.ts';

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
  /** Fixed width (component tests have no layout); the container's width otherwise. */
  width?: number;
  height?: number;
}

const compact = formatCompact;

const M = { top: 10, right: 14, bottom: 34, left: 58 };

/** Width of the element, following resizes. */
function useWidth(fixed: number | undefined): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(fixed ?? 520);
  useEffect(() => {
    if (fixed !== undefined || !ref.current || typeof ResizeObserver === 'undefined') return;
    const el = ref.current;
    const ro = new ResizeObserver(() => setWidth(Math.max(200, Math.floor(el.clientWidth))));
    ro.observe(el);
    setWidth(Math.max(200, Math.floor(el.clientWidth)));
    return () => ro.disconnect();
  }, [fixed]);
  return [ref, width];
}

/**
 * A titled XY chart in plain SVG: lines for model sweeps, dots for measurements and alternative
 * configurations, the current point ringed. Drawn by hand rather than with recharts because a
 * slider step must repaint four of them within one frame (see bench/ui.bench.ts).
 */
function XYChartView(props: XYChartProps) {
  const [ref, width] = useWidth(props.width);
  const height = props.height ?? 220;
  const fx = props.formatX ?? compact;
  const duration = props.yUnit === 'duration';
  const fyLong = props.formatYLong ?? props.formatY ?? compact;

  const xs: number[] = [];
  const ys: number[] = [];
  for (const s of props.series) {
    for (const p of s.points) {
      xs.push(p.x);
      ys.push(p.y);
    }
    for (const r of s.ranges ?? []) ys.push(r.high);
  }
  if (props.current) {
    xs.push(props.current.x);
    ys.push(props.current.range ? props.current.range[1] : props.current.y);
  }
  const has = xs.length > 0;
  const xMin = has ? Math.min(...xs) : 0;
  const xMax = has ? Math.max(...xs) : 1;
  if (props.target) ys.push(props.target.y);
  const top = ys.length > 0 ? Math.max(...ys) * 1.04 : 1;
  const dTicks = duration ? durationTicks(top, 4) : null;
  const yTicks = dTicks ? dTicks.ticks : zeroBasedTicks(top, 4);
  const fy = dTicks ? (v: number) => formatDurationIn(dTicks.unit, v) : (props.formatY ?? compact);
  const yUnit = dTicks ? dTicks.unit : props.yUnit;
  const yMax = yTicks[yTicks.length - 1] ?? 1;
  const log = props.xLog === true && xMin > 0;
  const sx = scale(xMin, xMax, M.left, width - M.right, log);
  const sy = scale(0, yMax, height - M.bottom, M.top, false);
  const xTicks = (
    props.xTicks ?? (log ? logTicks(xMin, xMax, 6) : linearTicks(xMin, xMax, 5))
  ).filter((t) => t >= xMin - 1e-9 && t <= xMax + 1e-9);

  return (
    <figure className="chart" aria-label={props.title}>
      <figcaption>
        {props.title} <span className="axis-unit">({yUnit})</span>
      </figcaption>
      <ul className="chart-legend">
        {props.series.map((s) => (
          <li key={s.name}>
            <span
              className={s.scatter ? (s.hollow ? 'key dot hollow' : 'key dot') : 'key line'}
              style={s.hollow ? { borderColor: s.color } : { background: s.color }}
              aria-hidden="true"
            />
            {s.name}
          </li>
        ))}
        {props.series.some((s) => s.ranges && s.ranges.length > 0) ? (
          <li className="range-key">
            <span className="key band" aria-hidden="true" />
            shade or bar: uncertainty range
          </li>
        ) : null}
      </ul>
      <div ref={ref} className="chart-box">
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={`${props.title}: ${props.yLabel} in ${yUnit} against ${props.xLabel}`}
        >
          <g className="grid">
            {yTicks.map((t) => (
              <line key={`y${t}`} x1={M.left} x2={width - M.right} y1={sy(t)} y2={sy(t)} />
            ))}
            {xTicks.map((t) => (
              <line key={`x${t}`} x1={sx(t)} x2={sx(t)} y1={M.top} y2={height - M.bottom} />
            ))}
          </g>
          <g className="ticks">
            {yTicks.map((t) => (
              <text key={`y${t}`} x={M.left - 6} y={sy(t)} dy="0.32em" textAnchor="end">
                {fy(t)}
              </text>
            ))}
            {xTicks.map((t) => (
              <text key={`x${t}`} x={sx(t)} y={height - M.bottom + 14} textAnchor="middle">
                {fx(t)}
              </text>
            ))}
            <text x={(M.left + width - M.right) / 2} y={height - 4} textAnchor="middle">
              {props.xLabel}
            </text>
          </g>
          {props.target ? (
            <g className="target">
              <line
                x1={M.left}
                x2={width - M.right}
                y1={sy(props.target.y)}
                y2={sy(props.target.y)}
              />
              <text x={width - M.right - 4} y={sy(props.target.y) - 4} textAnchor="end">
                {props.target.label}
              </text>
            </g>
          ) : null}
          {props.series.map((s) => (
            <RangeMarks key={`${s.name}-range`} series={s} sx={sx} sy={sy} fyLong={fyLong} />
          ))}
          {props.series.map((s) =>
            s.scatter ? (
              <g
                key={s.name}
                fill={s.hollow ? 'none' : s.color}
                stroke={s.hollow ? s.color : 'none'}
              >
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
                    <circle cx={sx(p.x)} cy={sy(p.y)} r={s.hollow ? 4 : 3.5} strokeWidth={1.5}>
                      <title>{p.title ?? `${s.name}: ${fx(p.x)}, ${fyLong(p.y)}`}</title>
                    </circle>
                    {p.label ? (
                      <text
                        className="point-label"
                        // A dot in the right half is labelled to its left, inside the plot.
                        {...(sx(p.x) > (M.left + width - M.right) / 2
                          ? { x: sx(p.x) - 6, textAnchor: 'end' }
                          : { x: sx(p.x) + 6 })}
                        y={sy(p.y) - 5}
                        fill={s.color}
                        stroke="none"
                      >
                        {p.label}
                      </text>
                    ) : null}
                  </g>
                ))}
              </g>
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
    </figure>
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
