import { memo } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, axisStyle } from '../../components/rchart.tsx';
import {
  durationTicks,
  compactTickFormat,
  formatDuration,
  formatDurationIn,
  formatInt,
  linearTicks,
  zeroBasedTicks,
} from '../../../core/format/index.ts';
import type { CapacityLimit, WorkloadMetric } from '../../../core/telemetry/index.ts';
import { chartSeries, formatMetric } from '../../../core/telemetry/index.ts';

const AXIS = axisStyle(11);
const HEIGHT = 170;
const LIMIT_COLORS = ['var(--danger)', 'var(--c2)', 'var(--c3)', 'var(--muted)'];

/**
 * One metric over the capture (each point the peak of its bucket: spikes stay visible), with the
 * configuration's limits as horizontal lines (recharts LineChart + ReferenceLine).
 */
export const WorkloadChart = memo(function WorkloadChart(props: {
  metric: WorkloadMetric;
  limits: readonly CapacityLimit[];
  /** Fixed width for tests (happy-dom has no layout); the app fills its cell. */
  width?: number;
  /**
   * False when the capture has no clock (iostat without -t): `t` counts samples, so the axis and
   * the tooltip say "sample 2", never "2 s" (the workload's note says durations are unknown).
   */
  clock?: boolean;
}) {
  const clock = props.clock !== false;
  const m = props.metric;
  const data = chartSeries(m, 400);
  // Round ticks in one unit per axis (issue 13): time from the capture's start in s, min or h;
  // values from 0 up to the highest point or limit, at 1-2-2.5-5 × 10^k.
  let tMax = 0;
  let vMax = 0;
  for (const p of data) {
    if (p.t > tMax) tMax = p.t;
    if (p.v > vMax) vMax = p.v;
  }
  for (const l of props.limits) if (l.value > vMax) vMax = l.value;
  const x = durationTicks(tMax > 0 ? tMax : 1, 5);
  // Without a clock, whole sample numbers from the first (1).
  const xTicks = clock
    ? x.ticks.filter((t) => t <= tMax + 1e-9)
    : linearTicks(0, tMax > 0 ? tMax : 1, 5).filter(
        (t) => Number.isInteger(t) && t >= 1 && t <= tMax + 1e-9,
      );
  const yTicks = zeroBasedTicks(vMax > 0 ? vMax * 1.04 : 1, 4);
  const yLabel = compactTickFormat(yTicks);
  const s = m.stats;
  const summary = s
    ? `${m.label}: p95 ${formatMetric(s.p95, m.unit)}, max ${formatMetric(s.max, m.unit)}${props.limits.length > 0 ? `; limits ${props.limits.map((l) => l.label).join(', ')}` : ''}`
    : `${m.label}: no samples`;
  return (
    <figure className="rchart workload-chart" aria-label={summary}>
      <figcaption className="rchart-title">
        {m.label} <span className="axis-unit">({m.unit})</span>
      </figcaption>
      <ChartFrame width={props.width} height={HEIGHT}>
        <LineChart
          width={props.width}
          height={HEIGHT}
          data={data}
          margin={{ top: 6, right: 12, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="var(--grid)" />
          <XAxis
            type="number"
            dataKey="t"
            domain={[0, 'dataMax']}
            ticks={xTicks}
            tickFormatter={(t: number) =>
              clock ? formatDurationIn(x.unit, t) : `sample ${formatInt(t)}`
            }
            {...AXIS}
          />
          <YAxis
            type="number"
            domain={[0, yTicks[yTicks.length - 1] ?? 'auto']}
            ticks={yTicks}
            tickFormatter={(v: number) => yLabel(v)}
            width={48}
            {...AXIS}
          />
          <Tooltip
            formatter={(v) => [formatMetric(Number(v), m.unit), m.label]}
            labelFormatter={(t) =>
              clock ? `at ${formatDuration(Number(t))}` : `sample ${formatInt(Number(t))}`
            }
          />
          {props.limits.map((l, i) => (
            <ReferenceLine
              key={l.key}
              y={l.value}
              stroke={LIMIT_COLORS[i % LIMIT_COLORS.length]}
              strokeDasharray="5 3"
              ifOverflow="extendDomain"
              label={{
                value: l.label,
                position: 'insideTopRight',
                fill: 'var(--text)',
                fontSize: 10,
              }}
            />
          ))}
          <Line
            dataKey="v"
            stroke="var(--c1)"
            dot={false}
            isAnimationActive={false}
            strokeWidth={1.2}
          />
        </LineChart>
      </ChartFrame>
    </figure>
  );
});
