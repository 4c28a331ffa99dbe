/** @jsxRuntime automatic @jsxImportSource react */
import type { ReportWorkload, ReportWorkloadChart } from '../core/report/index.ts';
import {
  asSentence,
  durationTicks,
  formatDurationIn,
  formatInt,
  formatNumber,
  formatPercent,
  linearTicks,
  zeroBasedTicks,
} from '../core/format/index.ts';
import { linear, SERIES_COLOURS } from './charts/scale.ts';
import { ChartSvg, PlotAxes, plotBox } from './charts/axes.tsx';
import { LIMIT_REACHED_FRACTION } from '../core/telemetry/index.ts';

const WIDTH = 320;
const HEIGHT = 170;
const M = { left: 50, right: 10, top: 10, bottom: 44 };
const LIMIT_COLOURS = ['#c0504d', '#f79646', '#8064a2'];

/** One metric over the capture, the configuration's limits as dashed lines. */
function WorkloadChart({ chart }: { chart: ReportWorkloadChart }) {
  const tMax = Math.max(1, ...chart.points.map((p) => p.t));
  const vMax = Math.max(0, ...chart.points.map((p) => p.v), ...chart.limits.map((l) => l.value));
  const yTicks = zeroBasedTicks(vMax > 0 ? vMax : 1, 4);
  const xt = durationTicks(tMax, 4);
  // Without a clock `t` counts samples: whole sample numbers from the first (1), as in the app.
  const xStart = chart.clock || tMax <= 1 ? 0 : 1;
  const xTicks = chart.clock
    ? xt.ticks
    : linearTicks(xStart, tMax, 4).filter((t) => Number.isInteger(t) && t >= 1 && t <= tMax);
  const xLabel = (t: number): string =>
    chart.clock ? formatDurationIn(xt.unit, t) : `sample ${formatInt(t)}`;
  const xEnd = chart.clock ? (xt.ticks[xt.ticks.length - 1] ?? tMax) : tMax;
  const x = linear(xStart, xEnd, M.left, WIDTH - M.right);
  // "sample 300" and "300 s" are wider than the margin: a label at either end of the axis stays
  // inside the chart (issue 30: the print view's "300 s" ticks stuck out of every chart).
  const anchor = (t: number): 'start' | 'middle' | 'end' =>
    t === xStart ? 'start' : t === xEnd ? 'end' : 'middle';
  const y = linear(0, yTicks[yTicks.length - 1] ?? 1, HEIGHT - M.bottom, M.top);
  const d = chart.points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.t).toFixed(1)} ${y(p.v).toFixed(1)}`)
    .join(' ');
  return (
    <ChartSvg width={WIDTH} height={HEIGHT} label={`${chart.title} over the capture`}>
      <PlotAxes
        {...plotBox(WIDTH, HEIGHT, M)}
        y={y}
        yTicks={yTicks}
        xTicks={xTicks.map((t) => ({ x: x(t), text: xLabel(t), anchor: anchor(t) }))}
        xTickY={HEIGHT - M.bottom + 12}
        xTitle={
          chart.clock ? "time from the capture's start" : 'samples (the capture has no clock)'
        }
        yTitle={chart.unit}
      />
      <path d={d} fill="none" stroke={SERIES_COLOURS[0]} strokeWidth={0.9} />
      {chart.points.length === 1 && chart.points[0] && (
        // One sample (two status snapshots) draws no line: a dot shows it.
        <circle
          cx={x(chart.points[0].t)}
          cy={y(chart.points[0].v)}
          r={2}
          fill={SERIES_COLOURS[0]}
        />
      )}
      {chart.limits.map((l, i) => (
        <g key={l.label}>
          <line
            x1={M.left}
            x2={WIDTH - M.right}
            y1={y(l.value)}
            y2={y(l.value)}
            stroke={LIMIT_COLOURS[i % LIMIT_COLOURS.length]}
            strokeWidth={1}
            strokeDasharray="5 3"
          />
          <text x={WIDTH - M.right - 2} y={y(l.value) - 3} textAnchor="end" className="legend">
            {l.label}
          </text>
        </g>
      ))}
    </ChartSvg>
  );
}

export function WorkloadSection({ workload }: { workload: ReportWorkload }) {
  return (
    <section className="section">
      <h2>Production workload</h2>
      <p>
        Measured on the current configuration: {workload.captureText} Each chart point is the
        highest sample of its stretch of time; dashed lines are the configuration&apos;s limits.
      </p>
      <div className="workload-grid">
        {workload.charts.map((c) => (
          <figure key={c.title} className="figure keep">
            <WorkloadChart chart={c} />
            <figcaption>
              {c.title} ({c.unit})
            </figcaption>
          </figure>
        ))}
      </div>
      <table className="keep">
        <thead>
          <tr>
            <th>Metric</th>
            <th className="num">mean</th>
            <th className="num">p50</th>
            <th className="num">p95</th>
            <th className="num">p99</th>
            <th className="num">max</th>
          </tr>
        </thead>
        <tbody>
          {workload.percentiles.map((r) => (
            <tr key={r.metric}>
              <td>{r.metric}</td>
              <td className="num">{r.mean}</td>
              <td className="num">{r.p50}</td>
              <td className="num">{r.p95}</td>
              <td className="num">{r.p99}</td>
              <td className="num">{r.max}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {workload.utilisation && (
        <div className="keep">
          <h3>Utilisation of {workload.utilisation.configuration}</h3>
          <table>
            <thead>
              <tr>
                <th>Limit</th>
                <th className="num">p95</th>
                <th className="num">peak</th>
                <th className="num">time at the limit</th>
              </tr>
            </thead>
            <tbody>
              {workload.utilisation.rows.map((r) => (
                <tr key={r.limit}>
                  <td>{r.limit}</td>
                  <td className="num">{r.p95}</td>
                  <td className="num">{r.peak}</td>
                  <td className="num">{r.atLimit}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            <strong>Bottleneck:</strong> {asSentence(workload.utilisation.summary)}
          </p>
        </div>
      )}
      {workload.notes.length > 0 && (
        <ul>
          {workload.notes.map((n) => (
            <li key={n}>{asSentence(n)}</li>
          ))}
        </ul>
      )}
      <p className="note">
        {formatNumber(workload.charts.length)} metrics; a sample is at a limit within{' '}
        {formatPercent((1 - LIMIT_REACHED_FRACTION) * 100)} of it.
      </p>
    </section>
  );
}
