/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { formatCompact } from '../../core/format/index.ts';

/** Horizontal grid lines with their value labels on the left: shared by the report's line charts. */
export function YGrid({
  ticks,
  y,
  left,
  right,
}: {
  ticks: number[];
  /** Value → SVG y coordinate. */
  y: (value: number) => number;
  /** x of the plot's left and right edges. */
  left: number;
  right: number;
}) {
  return (
    <>
      {ticks.map((t) => (
        <g key={`y${t}`}>
          <line x1={left} x2={right} y1={y(t)} y2={y(t)} stroke="#e3e3e3" strokeWidth={0.6} />
          <text x={left - 6} y={y(t) + 3.5} textAnchor="end" className="tick">
            {formatCompact(t)}
          </text>
        </g>
      ))}
    </>
  );
}

/** Plot edges in SVG coordinates (bottom is the x axis). */
export interface PlotBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The plot's edges in a `width` × `height` chart with margins `m`. */
export function plotBox(
  width: number,
  height: number,
  m: { left: number; right: number; top: number; bottom: number },
): PlotBox {
  return { left: m.left, right: width - m.right, top: m.top, bottom: height - m.bottom };
}

/** The plot's x and y axis lines and their titles: shared by the report's line charts. */
export function AxesFrame({
  left,
  right,
  top,
  bottom,
  xTitle,
  yTitle,
}: PlotBox & { xTitle: string; yTitle: string }) {
  return (
    <>
      <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="#777" strokeWidth={0.8} />
      <line x1={left} x2={left} y1={top} y2={bottom} stroke="#777" strokeWidth={0.8} />
      <text x={(left + right) / 2} y={bottom + 30} textAnchor="middle" className="axis-title">
        {xTitle}
      </text>
      <text
        transform={`translate(14 ${(top + bottom) / 2}) rotate(-90)`}
        textAnchor="middle"
        className="axis-title"
      >
        {yTitle}
      </text>
    </>
  );
}

/** An x tick's label: where it stands, what it says, and how it is anchored (default centred). */
export interface XTickLabel {
  x: number;
  text: string;
  anchor?: 'start' | 'middle' | 'end';
}

/**
 * A plot's grid and axes: the y grid with its labels, the x tick labels under the plot (at
 * `xTickY`), the axis lines and their titles. Shared by the report's line and dot charts, which
 * each wrote these three out.
 */
export function PlotAxes({
  y,
  yTicks,
  xTicks,
  xTickY,
  xTitle,
  yTitle,
  ...box
}: PlotBox & {
  y: (value: number) => number;
  yTicks: number[];
  xTicks: XTickLabel[];
  /** Baseline of the x tick labels; default 14 px under the x axis. */
  xTickY?: number;
  xTitle: string;
  yTitle: string;
}) {
  return (
    <>
      <YGrid ticks={yTicks} y={y} left={box.left} right={box.right} />
      {xTicks.map((t, i) => (
        <text
          key={i}
          x={t.x}
          y={xTickY ?? box.bottom + 14}
          textAnchor={t.anchor ?? 'middle'}
          className="tick"
        >
          {t.text}
        </text>
      ))}
      <AxesFrame {...box} xTitle={xTitle} yTitle={yTitle} />
    </>
  );
}

/** The report's chart element: a fixed-size SVG image with its accessible name. */
export function ChartSvg({
  width,
  height,
  label,
  children,
}: {
  width: number;
  height: number;
  /** What the chart shows, for screen readers (the SVG is one image). */
  label: string;
  children: ReactNode;
}) {
  return (
    <svg
      className="chart"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
    >
      {children}
    </svg>
  );
}
