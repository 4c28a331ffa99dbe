/** @jsxRuntime automatic @jsxImportSource react */
import type { ReportCharts } from '../../core/report/index.ts';
import { linear, SERIES_COLOURS } from './scale.ts';
import { zeroBasedTicks } from '../../core/format/index.ts';
import { ChartSvg, PlotAxes, plotBox } from './axes.tsx';
import { LINE_H, Lines, wrapWords } from './wrap.tsx';

const WIDTH = 660;
const PLOT_HEIGHT = 260;
const LEGEND_PER_ROW = 3;
const LEGEND_ROW_H = 15;
/** Characters of a legend entry per line (three entries of 200 px a row). */
const LEGEND_CHARS = 30;
const M = { left: 64, right: 20, top: 12, bottom: 62 };
const PAGE_SIZES = [4, 8, 16, 32, 64];

/** Predicted QPS against innodb_page_size; page sizes spaced evenly (they double each step). */
export function QpsPageSizeChart({ data }: { data: ReportCharts['qpsVsPageSize'] }) {
  const series = data.series.filter((s) => s.points.length > 0);
  // Each entry's name in full, on as many lines as it takes; a legend row as tall as its longest.
  const names = series.map((s) => wrapWords(s.name, LEGEND_CHARS));
  const legendRows = Math.max(1, Math.ceil(series.length / LEGEND_PER_ROW));
  const rowH = Array.from({ length: legendRows }, (_, r) => {
    const inRow = names.slice(r * LEGEND_PER_ROW, (r + 1) * LEGEND_PER_ROW);
    return LEGEND_ROW_H + (Math.max(1, ...inRow.map((n) => n.length)) - 1) * LINE_H;
  });
  const HEIGHT = PLOT_HEIGHT + rowH.reduce((a, b) => a + b, 0) - LEGEND_ROW_H;
  const legendY = (i: number) =>
    PLOT_HEIGHT - 14 + rowH.slice(0, Math.floor(i / LEGEND_PER_ROW)).reduce((a, b) => a + b, 0);
  const legendX = (i: number) => M.left + (i % LEGEND_PER_ROW) * 200;
  const yTicks = zeroBasedTicks(
    Math.max(1, ...series.flatMap((s) => s.points.map((p) => Math.max(p.y, p.high)))),
    5,
  );
  const x = linear(0, PAGE_SIZES.length - 1, M.left + 24, WIDTH - M.right - 24);
  const xOf = (kib: number) => x(Math.max(0, PAGE_SIZES.indexOf(kib)));
  const y = linear(0, yTicks[yTicks.length - 1] ?? 1, PLOT_HEIGHT - M.bottom, M.top);
  return (
    <ChartSvg width={WIDTH} height={HEIGHT} label="QPS against page size">
      <PlotAxes
        {...plotBox(WIDTH, PLOT_HEIGHT, M)}
        y={y}
        yTicks={yTicks}
        xTicks={PAGE_SIZES.map((kib) => ({ x: xOf(kib), text: `${kib} KiB` }))}
        xTitle="innodb_page_size"
        yTitle="point-select QPS"
      />
      {series.map((s, i) => {
        const colour = SERIES_COLOURS[i % SERIES_COLOURS.length] ?? '#333';
        const d = s.points
          .map((p, j) => `${j === 0 ? 'M' : 'L'}${xOf(p.x).toFixed(1)} ${y(p.y).toFixed(1)}`)
          .join(' ');
        // The uncertainty band: the high ends left to right, then the low ends back.
        const band = [
          ...s.points.map((p) => `${xOf(p.x).toFixed(1)} ${y(p.high).toFixed(1)}`),
          ...[...s.points].reverse().map((p) => `${xOf(p.x).toFixed(1)} ${y(p.low).toFixed(1)}`),
        ];
        return (
          <g key={`${s.name}-${i}`}>
            <path
              className="range-band"
              d={`M${band.join(' L')} Z`}
              fill={colour}
              fillOpacity={0.14}
            />
            <path
              d={d}
              fill="none"
              stroke={colour}
              strokeWidth={1.8}
              strokeDasharray={i === 0 ? undefined : i === 1 ? '6 3' : '2 3'}
            />
            {s.points.map((p) => (
              <circle key={p.x} cx={xOf(p.x)} cy={y(p.y)} r={3} fill={colour} />
            ))}
            <line
              x1={legendX(i)}
              x2={legendX(i) + 22}
              y1={legendY(i)}
              y2={legendY(i)}
              stroke={colour}
              strokeWidth={2}
              strokeDasharray={i === 0 ? undefined : i === 1 ? '6 3' : '2 3'}
            />
            <text x={legendX(i) + 28} y={legendY(i) + 3.5} className="legend">
              <Lines lines={names[i] ?? [s.name]} x={legendX(i) + 28} />
            </text>
          </g>
        );
      })}
    </ChartSvg>
  );
}
