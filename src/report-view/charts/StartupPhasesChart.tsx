/** @jsxRuntime automatic @jsxImportSource react */
import type { ReportCharts } from '../../core/report/index.ts';
import { durationTicks, formatDuration, formatDurationIn } from '../../core/format/index.ts';
import { linear } from './scale.ts';
import { phasePrintColour } from '../phaseColours.ts';
import { ChartSvg } from './axes.tsx';
import { LINE_H, Lines, wrapWords } from './wrap.tsx';

const WIDTH = 660;
const LABEL_W = 120;
const RIGHT = 70;
const BAR_H = 22;
const GAP = 12;
const TOP = 8;
const AXIS_H = 34;
/** Characters of a row's name per line in the label column. */
const LABEL_CHARS = 20;

/**
 * Horizontal stacked bars: each configuration's startup, split into its phases (seconds), with a
 * whisker over the total's uncertainty range.
 */
export function StartupPhasesChart({ data }: { data: ReportCharts['startupPhases'] }) {
  const rows = data.rows;
  const max = Math.max(1, ...rows.map((r) => Math.max(r.totalSeconds, r.totalRange[1])));
  // Round ticks in one unit (s, min or h) for the whole axis.
  const { unit, ticks } = durationTicks(max, 6);
  const domainMax = ticks[ticks.length - 1] ?? max;
  const x = linear(0, domainMax, LABEL_W, WIDTH - RIGHT);
  // Each row as tall as its name's lines need (at least a bar).
  const labels = rows.map((r) => wrapWords(r.heading, LABEL_CHARS));
  const rowH = labels.map((l) => Math.max(BAR_H, l.length * LINE_H + 2) + GAP);
  const rowTop = rowH.map((_, i) => rowH.slice(0, i).reduce((a, b) => a + b, 0));
  const plotH = rowH.reduce((a, b) => a + b, 0);
  const height = TOP + plotH + AXIS_H + 44;
  const phaseNames = [
    ...new Map(rows.flatMap((r) => r.phases.map((p) => [p.name, p.label] as const))).entries(),
  ];
  return (
    <ChartSvg width={WIDTH} height={height} label="Startup time by phase">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={TOP} y2={TOP + plotH} stroke="#d9d9d9" strokeWidth={0.6} />
          <text x={x(t)} y={TOP + plotH + 14} textAnchor="middle" className="tick">
            {formatDurationIn(unit, t)}
          </text>
        </g>
      ))}
      <text
        x={(LABEL_W + WIDTH - RIGHT) / 2}
        y={TOP + plotH + 30}
        textAnchor="middle"
        className="axis-title"
      >
        startup time
      </text>
      {rows.map((row, i) => {
        const y = TOP + (rowTop[i] ?? 0) + ((rowH[i] ?? 0) - BAR_H) / 2;
        const lines = labels[i] ?? [];
        let acc = 0;
        return (
          <g key={`${row.heading}-${i}`}>
            <text
              x={LABEL_W - 8}
              y={y + BAR_H / 2 + 4 - ((lines.length - 1) * LINE_H) / 2}
              textAnchor="end"
              className="label"
            >
              <Lines lines={lines} x={LABEL_W - 8} />
            </text>
            {row.phases.map((p) => {
              const x0 = x(acc);
              acc += p.seconds;
              const w = Math.max(0, x(acc) - x0);
              return (
                <rect
                  key={p.name}
                  x={x0}
                  y={y}
                  width={w}
                  height={BAR_H}
                  fill={phasePrintColour(p.name)}
                />
              );
            })}
            <g className="range-whisker" stroke="#333" strokeWidth={1}>
              <line
                x1={x(row.totalRange[0])}
                x2={x(row.totalRange[1])}
                y1={y + BAR_H / 2}
                y2={y + BAR_H / 2}
              />
              <line
                x1={x(row.totalRange[0])}
                x2={x(row.totalRange[0])}
                y1={y + 3}
                y2={y + BAR_H - 3}
              />
              <line
                x1={x(row.totalRange[1])}
                x2={x(row.totalRange[1])}
                y1={y + 3}
                y2={y + BAR_H - 3}
              />
            </g>
            <text
              x={x(Math.max(row.totalSeconds, row.totalRange[1])) + 6}
              y={y + BAR_H / 2 + 4}
              className="value"
            >
              {formatDuration(row.totalSeconds)}
            </text>
          </g>
        );
      })}
      {phaseNames.map(([name, label], i) => {
        const col = i % 3;
        const line = Math.floor(i / 3);
        const lx = LABEL_W + col * 180;
        const ly = TOP + plotH + AXIS_H + 4 + line * 16;
        return (
          <g key={name}>
            <rect x={lx} y={ly} width={10} height={10} fill={phasePrintColour(name)} />
            <text x={lx + 14} y={ly + 9} className="legend">
              {label}
            </text>
          </g>
        );
      })}
    </ChartSvg>
  );
}
