import { memo, useDeferredValue } from 'react';
import {
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReactElement } from 'react';
import { formatCompact, formatNumber } from '../../../core/format/index.ts';
import { describeCalibration } from './calibrationChartData.ts';
import type { CalibrationDot, CalibrationSeries } from './calibrationChartData.ts';

const AXIS = { stroke: 'var(--muted)', fontSize: 12 };
const TICK = { fill: 'var(--text)', fontSize: 12 };
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
      <div>error {formatNumber(d.errorPct ?? 0)}%</div>
    </div>
  );
}

function Frame(props: { width?: number; children: ReactElement }) {
  if (props.width) return props.children;
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      {props.children}
    </ResponsiveContainer>
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
  const title = s.unit === 's' ? 'Startup seconds' : 'Device reads/s';
  const tick = (n: number) => formatCompact(n);
  return (
    <div className="rchart" role="img" aria-label={describeCalibration(s, formatNumber)}>
      <div className="rchart-title">Measured vs predicted: {title}</div>
      <Frame width={props.width}>
        <ComposedChart
          width={props.width}
          height={HEIGHT}
          margin={{ top: 8, right: 16, bottom: 16, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="var(--grid)" />
          <XAxis
            type="number"
            dataKey="x"
            name="Measured"
            domain={[0, 'auto']}
            tickFormatter={tick}
            {...AXIS}
            tick={TICK}
            label={{
              value: `measured ${s.unit}`,
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
            domain={[0, 'auto']}
            tickFormatter={tick}
            width={64}
            label={{
              value: `predicted ${s.unit}`,
              angle: -90,
              position: 'insideLeft',
              fill: 'var(--muted)',
              fontSize: 12,
            }}
            {...AXIS}
            tick={TICK}
          />
          <Tooltip content={<DotTooltip unit={s.unit} />} cursor={{ stroke: 'var(--muted)' }} />
          <Legend
            itemSorter={null}
            verticalAlign="top"
            wrapperStyle={{ color: 'var(--text)', fontSize: 12 }}
          />
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
      </Frame>
    </div>
  );
});
