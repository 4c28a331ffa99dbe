import { memo, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, axisStyle } from '../../components/rchart.tsx';
import {
  durationTicks,
  formatCompact,
  formatInt,
  formatQps,
  formatDuration,
  formatDurationIn,
  formatUsd,
  zeroBasedTicks,
} from '../../../core/format/index.ts';
import { PHASE_COLORS } from '../results/phaseColors.ts';
import {
  compareChartData,
  describeMetrics,
  describeStartup,
  metricsPricing,
} from './compareChartData.ts';
import type { CompareColumn, MetricRow } from './compareChartData.ts';

/** Fixed pixel size for tests (happy-dom has no layout); the app fills the panel width. */
export interface ChartSize {
  width?: number;
}

const AXIS = axisStyle();
const TOOLTIP = {
  contentStyle: {
    background: 'var(--panel)',
    border: '1px solid var(--border)',
    color: 'var(--text)',
  },
  labelStyle: { color: 'var(--text)', fontWeight: 600 },
  itemStyle: { color: 'var(--text)' },
  cursor: { fill: 'var(--grid)', fillOpacity: 0.5 },
};

/** An axis from 0 to its last tick. */
const domain = (ticks: number[]): [number, number] => [0, ticks[ticks.length - 1] ?? 1];

/** Quiet time after the last change before the charts redraw (a slider drag emits ~60/s). */
export const SETTLE_MS = 150;

/**
 * The value once it has stopped changing for `ms`: a run of changes (a drag, key repeat, typing)
 * redraws the charts once, with its final value.
 */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, settled, ms]);
  return settled;
}

/**
 * recharts charts of the Compare tab: startup phases per scenario (stacked bars) and QPS and
 * monthly cost per scenario. They redraw once a change has settled (SETTLE_MS), from a deferred
 * copy, so a slider drag elsewhere stays at frame rate and the charts follow once per change; animation is off
 * (a bar that moves after the numbers changed reads as a different value).
 */
export function CompareCharts(props: { columns: readonly CompareColumn[] } & ChartSize) {
  // Settling happens here; the memoised body below only re-renders when the settled value does.
  const columns = useDeferredValue(useSettled(props.columns, SETTLE_MS));
  return <ChartsBody columns={columns} width={props.width} />;
}

const ChartsBody = memo(function ChartsBody(
  props: { columns: readonly CompareColumn[] } & ChartSize,
) {
  const columns = props.columns;
  const data = useMemo(() => compareChartData(columns), [columns]);
  const rows = data.phaseRows.length;
  const startupHeight = 60 + rows * 36;
  const startupLabel = describeStartup(data, formatDuration);
  const metricsLabel = describeMetrics(data, formatQps, formatUsd);
  const w = props.width;
  // Round ticks in one unit per axis, computed here rather than left to recharts ("950, 1.9K").
  const time = durationTicks(Math.max(1, ...data.phaseRows.map((r) => r.totalSeconds)), 5);
  const qpsTicks = zeroBasedTicks(Math.max(1, ...data.metricRows.map((r) => r.qps)), 4);
  const usdTicks = zeroBasedTicks(Math.max(1, ...data.metricRows.map((r) => r.monthlyUsd)), 4);
  return (
    <div className="compare-charts">
      <div className="rchart" role="img" aria-label={startupLabel}>
        <div className="rchart-title">
          Startup time by phase <span className="axis-unit">({time.unit})</span>
        </div>
        <ChartFrame width={w} height={startupHeight}>
          <BarChart
            layout="vertical"
            data={data.phaseRows}
            width={w}
            height={startupHeight}
            margin={{ top: 10, right: 24, bottom: 4, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid horizontal={false} stroke="var(--grid)" />
            <XAxis
              type="number"
              ticks={time.ticks}
              domain={domain(time.ticks)}
              interval={0}
              tickFormatter={(s: number) => formatDurationIn(time.unit, s)}
              {...AXIS}
            />
            <YAxis type="category" dataKey="name" width={64} {...AXIS} />
            <Tooltip {...TOOLTIP} formatter={(v, name) => [formatDuration(Number(v)), name]} />
            <Legend itemSorter={null} wrapperStyle={{ color: 'var(--text)', fontSize: 12 }} />
            {data.phases.map((p) => (
              <Bar
                key={p.name}
                dataKey={p.name}
                name={p.label}
                stackId="startup"
                fill={PHASE_COLORS[p.name]}
                isAnimationActive={false}
                barSize={20}
              />
            ))}
          </BarChart>
        </ChartFrame>
        {data.notModelled.map((n) => (
          <p key={n.name} className="explain not-modelled">
            {n.name}: startup not modelled (no bar). {n.note}
          </p>
        ))}
      </div>
      <div className="compare-metrics" role="img" aria-label={metricsLabel}>
        <MetricBars
          title="Point-select QPS"
          unit="point selects/s"
          rows={data.metricRows}
          dataKey="qps"
          name="QPS"
          fill="var(--c1)"
          ticks={qpsTicks}
          tick={formatCompact}
          tooltip={(row) => [formatInt(row.qps), 'Point selects/s']}
          {...(w ? { width: w / 2 } : {})}
        />
        <MetricBars
          title="Monthly cost"
          unit={`USD, ${metricsPricing(data)}`}
          rows={data.metricRows}
          dataKey="monthlyUsd"
          name="Monthly"
          fill="var(--c3)"
          ticks={usdTicks}
          tick={(n) => `$${formatCompact(n)}`}
          tooltip={(row) => [`${formatUsd(row.monthlyUsd)} (${row.pricing})`, 'Monthly']}
          {...(w ? { width: w / 2 } : {})}
        />
      </div>
      {data.invalid.length > 0 ? (
        <p className="explain">
          Not charted (the model refused the configuration): {data.invalid.join(', ')}.
        </p>
      ) : null}
    </div>
  );
});

/** One metric per scenario as bars (the Compare tab's QPS and cost charts). */
function MetricBars(props: {
  title: string;
  unit: string;
  rows: MetricRow[];
  dataKey: 'qps' | 'monthlyUsd';
  name: string;
  fill: string;
  ticks: number[];
  tick: (n: number) => string;
  tooltip: (row: MetricRow) => [string, string];
  width?: number;
}) {
  return (
    <div className="rchart">
      <div className="rchart-title">
        {props.title} <span className="axis-unit">({props.unit})</span>
      </div>
      <ChartFrame width={props.width} height={200}>
        <BarChart
          data={props.rows}
          width={props.width}
          height={200}
          margin={{ top: 10, right: 8, bottom: 4, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="var(--grid)" />
          <XAxis dataKey="name" {...AXIS} />
          <YAxis
            ticks={props.ticks}
            domain={domain(props.ticks)}
            interval={0}
            tickFormatter={props.tick}
            width={48}
            {...AXIS}
          />
          <Tooltip
            {...TOOLTIP}
            formatter={(_v, _name, item) => props.tooltip(item.payload as MetricRow)}
          />
          <Bar
            dataKey={props.dataKey}
            name={props.name}
            fill={props.fill}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartFrame>
    </div>
  );
}
