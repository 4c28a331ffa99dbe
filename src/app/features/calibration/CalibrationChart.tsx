import { memo, useDeferredValue } from 'react';
import { CartesianGrid, ComposedChart, Line, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, axisStyle } from '../../components/rchart.tsx';
import {
  durationTicks,
  formatCompact,
  formatDurationIn,
  formatNumber,
  formatPercent,
  zeroBasedTicks,
} from '../../../core/format/index.ts';
import { describeCalibration } from './calibrationChartData.ts';
import type { CalibrationDot, CalibrationSeries } from './calibrationChartData.ts';

const AXIS = axisStyle();
const HEIGHT = 280;

function DotTooltip(props: {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  unit: string;
}) {
  const d = props.payload?.[0]?.payload as Partial<CalibrationDot> | undefined;
  if (!props.active || !d || d.label === undefined) return null;
  return (
    <div className="rchart-tooltip">
      <strong>{d.label}</strong>
      <div>
        measured {formatNumber(d.x ?? 0)} {props.unit}, predicted {formatNumber(d.y ?? 0)}{' '}
        {props.unit}
      </div>
      <div>error {formatPercent(d.errorPct ?? 0, 1, true)}</div>
    </div>
  );
}

/**
 * Measured (x) against predicted (y), before and after calibration, with the y = x line a perfect
 * model would lie on (recharts ComposedChart: Scatter + Line). Drawn once per calibration run.
 */
export const CalibrationChart = memo(function CalibrationChart(props: {
  series: CalibrationSeries;
  /** Fixed width for tests (happy-dom has no layout); the app fills the panel. */
  width?: number;
}) {
  const s = useDeferredValue(props.series);
  const title = s.unit === 's' ? 'startup time' : 'device reads per second';
  // Both axes share round ticks in one unit (s, min or h for startup), from 0 past the largest dot.
  const max = s.identity[s.identity.length - 1]?.x ?? 1;
  const time = s.unit === 's' ? durationTicks(max * 1.04, 5) : null;
  const ticks = time ? time.ticks : zeroBasedTicks(max * 1.04, 5);
  const unit = time ? time.unit : 'reads/s';
  const tick = time ? (n: number) => formatDurationIn(time.unit, n) : formatCompact;
  const domain: [number, number] = [0, ticks[ticks.length - 1] ?? 1];
  return (
    <div className="rchart" role="img" aria-label={describeCalibration(s, formatNumber)}>
      <div className="rchart-title">
        Measured vs predicted {title} <span className="axis-unit">({unit})</span>
      </div>
      {/* The legend above the plot in HTML: recharts' overlay legend covered the top tick. */}
      <ul className="chart-legend" aria-hidden="true">
        <li>
          <span className="key line identity" />y = x (perfect prediction)
        </li>
        <li>
          <span className="key square" style={{ background: 'var(--c2)' }} />
          Before calibration
        </li>
        <li>
          <span className="key cross" style={{ color: 'var(--c1)' }}>
            ✚
          </span>
          After calibration
        </li>
      </ul>
      <ChartFrame width={props.width} height={HEIGHT}>
        <ComposedChart
          width={props.width}
          height={HEIGHT}
          margin={{ top: 10, right: 24, bottom: 16, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="var(--grid)" />
          <XAxis
            type="number"
            dataKey="x"
            name="Measured"
            domain={domain}
            ticks={ticks}
            interval={0}
            tickFormatter={tick}
            {...AXIS}
            label={{
              value: `measured (${unit})`,
              position: 'insideBottom',
              offset: -8,
              fill: 'var(--muted)',
              fontSize: 12,
            }}
          />
          <YAxis
            type="number"
            dataKey="y"
            name="Predicted"
            domain={domain}
            ticks={ticks}
            interval={0}
            tickFormatter={tick}
            width={64}
            label={{
              value: `predicted (${unit})`,
              angle: -90,
              position: 'insideLeft',
              fill: 'var(--muted)',
              fontSize: 12,
            }}
            {...AXIS}
          />
          <Tooltip content={<DotTooltip unit={s.unit} />} cursor={{ stroke: 'var(--muted)' }} />
          <Line
            data={s.identity}
            dataKey="y"
            name="y = x (perfect prediction)"
            stroke="var(--muted)"
            strokeDasharray="4 4"
            dot={false}
            activeDot={false}
            isAnimationActive={false}
            legendType="plainline"
            tooltipType="none"
          />
          <Scatter
            data={s.before}
            name="Before calibration"
            fill="var(--c2)"
            shape="square"
            legendType="square"
            isAnimationActive={false}
          />
          <Scatter
            data={s.after}
            name="After calibration"
            fill="var(--c1)"
            shape="cross"
            legendType="cross"
            isAnimationActive={false}
          />
        </ComposedChart>
      </ChartFrame>
    </div>
  );
});
