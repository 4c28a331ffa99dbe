/** @jsxRuntime automatic @jsxImportSource react */
import type { ReportCharts, ReportCostPoint } from '../../core/report/index.ts';
import { logDomain, logScale, textWidthPx } from './scale.ts';
import { ChartSvg, PlotAxes, plotBox } from './axes.tsx';
import { formatCompact, logTicks } from '../../core/format/index.ts';

const WIDTH = 660;
const HEIGHT = 300;
const M = { left: 64, right: 20, top: 12, bottom: 62 };

const STYLE: Record<ReportCostPoint['kind'], { fill: string; r: number; name: string }> = {
  provisioning: { fill: '#d9d9d9', r: 3, name: 'Current, other IOPS/throughput' },
  candidate: { fill: '#9db4cc', r: 3.5, name: 'Other ranked configurations' },
  compared: { fill: '#8064a2', r: 5, name: 'Compared' },
  current: { fill: '#c0504d', r: 6, name: 'Current' },
  recommended: { fill: '#2e8b57', r: 6, name: 'Recommended' },
};

/** Monthly cost (x) against predicted point-select QPS (y), one dot per configuration. */
export function CostPerformanceChart({ data }: { data: ReportCharts['costVsPerformance'] }) {
  const pts = data.points;
  // Log axes: the searched configurations span two or three orders of magnitude in cost and QPS.
  const [x0, x1] = logDomain(pts.map((p) => p.monthlyUsd));
  const [y0, y1] = logDomain(pts.map((p) => p.qps));
  const xTicks = logTicks(x0, x1);
  const yTicks = logTicks(y0, y1);
  const x = logScale(x0, x1, M.left, WIDTH - M.right);
  const y = logScale(y0, y1, HEIGHT - M.bottom, M.top);
  const order: ReportCostPoint['kind'][] = [
    'provisioning',
    'candidate',
    'compared',
    'current',
    'recommended',
  ];
  const kinds = order.filter((k) => pts.some((p) => p.kind === k));
  let at = M.left;
  const legend = kinds.map((kind) => {
    const entry = { kind, at };
    at += 15 + textWidthPx(STYLE[kind].name) + 18;
    return entry;
  });
  return (
    <ChartSvg width={WIDTH} height={HEIGHT} label="Monthly cost against QPS">
      <PlotAxes
        {...plotBox(WIDTH, HEIGHT, M)}
        y={y}
        yTicks={yTicks}
        xTicks={xTicks.map((t) => ({ x: x(t), text: `$${formatCompact(t)}` }))}
        xTitle="monthly cost (USD, log scale)"
        yTitle="point-select QPS (log)"
      />
      {order.flatMap((kind) =>
        pts
          .filter((p) => p.kind === kind)
          .map((p, i) => (
            <circle
              key={`${kind}${i}`}
              cx={x(p.monthlyUsd)}
              cy={y(p.qps)}
              r={STYLE[kind].r}
              fill={STYLE[kind].fill}
              stroke="#fff"
              strokeWidth={0.8}
            >
              <title>{p.label}</title>
            </circle>
          )),
      )}
      {legend.map(({ kind, at }) => (
        <g key={kind}>
          <circle cx={at + 6} cy={HEIGHT - 14} r={STYLE[kind].r} fill={STYLE[kind].fill} />
          <text x={at + 15} y={HEIGHT - 10.5} className="legend">
            {STYLE[kind].name}
          </text>
        </g>
      ))}
    </ChartSvg>
  );
}
