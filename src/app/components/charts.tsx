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
  ReferenceDot,
} from 'recharts';

export interface XYSeries {
  name: string;
  color: string;
  points: { x: number; y: number }[];
  /** Draw as points (measurements, configurations) rather than a line. */
  scatter?: boolean;
}

export interface XYChartProps {
  title: string;
  xLabel: string;
  yLabel: string;
  series: XYSeries[];
  /** The current configuration, marked with a ring. */
  current?: { x: number; y: number } | null;
  xLog?: boolean;
  xTicks?: number[];
  formatX?: (v: number) => string;
  formatY?: (v: number) => string;
  /** Tooltip format of y (ticks use formatY). */
  formatYLong?: (v: number) => string;
  /** Fixed size (component tests have no layout); ResponsiveContainer otherwise. */
  width?: number;
  height?: number;
}

const compact = (v: number) =>
  v.toLocaleString('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A titled XY chart: lines for model sweeps, dots for measurements, the current point ringed. */
export function XYChart(props: XYChartProps) {
  const fx = props.formatX ?? compact;
  const fy = props.formatY ?? compact;
  const chart = (
    <ComposedChart
      width={props.width}
      height={props.height}
      margin={{ top: 4, right: 16, bottom: 18, left: 8 }}
    >
      <CartesianGrid stroke="var(--grid)" strokeDasharray="3 3" />
      <XAxis
        type="number"
        dataKey="x"
        scale={props.xLog ? 'log' : 'auto'}
        domain={['dataMin', 'dataMax']}
        ticks={props.xTicks}
        tickFormatter={fx}
        stroke="var(--muted)"
        fontSize={11}
        allowDuplicatedCategory={false}
        label={{
          value: props.xLabel,
          position: 'insideBottom',
          offset: -12,
          fontSize: 11,
          fill: 'var(--muted)',
        }}
      />
      <YAxis
        type="number"
        dataKey="y"
        tickFormatter={fy}
        stroke="var(--muted)"
        fontSize={11}
        width={56}
      />
      <Tooltip
        formatter={(v) => (typeof v === 'number' ? (props.formatYLong ?? fy)(v) : String(v))}
        labelFormatter={(v) => (typeof v === 'number' ? fx(v) : String(v))}
        contentStyle={{
          background: 'var(--panel)',
          border: '1px solid var(--border)',
          fontSize: 12,
        }}
      />
      <Legend verticalAlign="top" align="right" height={20} wrapperStyle={{ fontSize: 11 }} />
      {props.series.map((s) =>
        s.scatter ? (
          <Scatter
            key={s.name}
            name={s.name}
            data={s.points}
            fill={s.color}
            isAnimationActive={false}
          />
        ) : (
          <Line
            key={s.name}
            name={s.name}
            data={s.points}
            dataKey="y"
            stroke={s.color}
            strokeWidth={2}
            dot={false}
            type="monotone"
            isAnimationActive={false}
          />
        ),
      )}
      {props.current ? (
        <ReferenceDot
          x={props.current.x}
          y={props.current.y}
          r={6}
          fill="none"
          stroke="var(--accent)"
          strokeWidth={2}
          ifOverflow="extendDomain"
        />
      ) : null}
    </ComposedChart>
  );
  return (
    <figure className="chart" aria-label={props.title}>
      <figcaption>
        {props.title} <span className="axis-unit">({props.yLabel})</span>
      </figcaption>
      {props.width ? (
        chart
      ) : (
        <ResponsiveContainer width="100%" height={props.height ?? 220}>
          {chart}
        </ResponsiveContainer>
      )}
    </figure>
  );
}
