/** @jsxRuntime automatic @jsxImportSource react */
import type { ReportGrowth } from '../../core/report/index.ts';
import { formatInt, zeroBasedTicks } from '../../core/format/index.ts';
import { linear, SERIES_COLOURS, textWidthPx } from './scale.ts';
import { ChartSvg, PlotAxes, plotBox } from './axes.tsx';

const WIDTH = 660;
const HEIGHT = 268;
/** The bottom margin holds the x ticks, the x title and the legend. */
const M = { left: 64, right: 20, top: 12, bottom: 66 };
const TARGET_COLOUR = '#c0392b';

/** The legend's entries: what each line is (a sample of its stroke, then its name). */
function Legend({ target }: { target: boolean }) {
  const entries = [
    { name: 'predicted startup', dash: undefined, colour: SERIES_COLOURS[0], width: 2 },
    { name: 'pessimistic end of its range', dash: '5 3', colour: SERIES_COLOURS[0], width: 1.2 },
    ...(target
      ? [{ name: 'startup target', dash: undefined, colour: TARGET_COLOUR, width: 1.2 }]
      : []),
  ];
  const yLine = HEIGHT - 9;
  let at = M.left;
  return (
    <g className="legend">
      {entries.map((e) => {
        const x = at;
        // Spaced for the larger of the two fonts (the app draws ticks at 12 px, the PDF at 9.5).
        at += 22 + textWidthPx(e.name, 12) + 24;
        return (
          <g key={e.name}>
            <line
              x1={x}
              x2={x + 18}
              y1={yLine}
              y2={yLine}
              stroke={e.colour}
              strokeWidth={e.width}
              strokeDasharray={e.dash}
            />
            <text x={x + 22} y={yLine + 3.5} className="tick">
              {e.name}
            </text>
          </g>
        );
      })}
    </g>
  );
}

type Point = ReportGrowth['points'][number];

/** "M x y L x y …" over the points that have a value; a gap (null) starts a new run. */
function pathOf(
  points: readonly Point[],
  value: (p: Point) => number | null,
  xy: (m: number, v: number) => string,
): string {
  let d = '';
  let open = false;
  for (const p of points) {
    const v = value(p);
    if (v === null) {
      open = false;
      continue;
    }
    d += `${open ? 'L' : 'M'}${xy(p.month, v)} `;
    open = true;
  }
  return d.trim();
}

/**
 * Predicted startup month by month as the tables and data grow: the line is the prediction, the
 * dashed line its pessimistic end, the red line the startup target. Used by the PDF and the app.
 */
export function GrowthChart({ data }: { data: ReportGrowth }) {
  // No month has a startup figure (issue 40: Aurora's is not modelled): no empty axes either.
  if (data.points.every((p) => p.startupSeconds === null && p.high === null))
    return <p className="explain not-modelled">No startup to chart: {data.text}</p>;
  const last = data.points[data.points.length - 1]?.month ?? 36;
  const values = data.points.flatMap((p) => [p.startupSeconds ?? 0, p.high ?? 0]);
  const yTicks = zeroBasedTicks(Math.max(1, data.maxStartupSeconds ?? 0, ...values), 5);
  const x = linear(0, Math.max(1, last), M.left, WIDTH - M.right);
  const y = linear(0, yTicks[yTicks.length - 1] ?? 1, HEIGHT - M.bottom, M.top);
  const xy = (m: number, v: number) => `${x(m).toFixed(1)} ${y(v).toFixed(1)}`;
  const xTicks = Array.from({ length: Math.floor(last / 6) + 1 }, (_, i) => i * 6);
  const target = data.maxStartupSeconds;
  return (
    <ChartSvg width={WIDTH} height={HEIGHT} label="Startup time as the data grows">
      <PlotAxes
        {...plotBox(WIDTH, HEIGHT, M)}
        y={y}
        yTicks={yTicks}
        xTicks={xTicks.map((m) => ({ x: x(m), text: formatInt(m) }))}
        xTitle="months from now"
        yTitle="startup, seconds"
      />
      {target !== null ? (
        <line
          className="target-line"
          x1={M.left}
          x2={WIDTH - M.right}
          y1={y(target)}
          y2={y(target)}
          stroke={TARGET_COLOUR}
          strokeWidth={1.2}
        />
      ) : null}
      <Legend target={target !== null} />
      <path
        d={pathOf(data.points, (p) => p.high, xy)}
        fill="none"
        stroke={SERIES_COLOURS[0]}
        strokeWidth={1.2}
        strokeDasharray="5 3"
      />
      <path
        d={pathOf(data.points, (p) => p.startupSeconds, xy)}
        fill="none"
        stroke={SERIES_COLOURS[0]}
        strokeWidth={2}
      />
    </ChartSvg>
  );
}
