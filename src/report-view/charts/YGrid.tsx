/** @jsxRuntime automatic @jsxImportSource react */
import { shortNumber } from './scale.ts';

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
            {shortNumber(t)}
          </text>
        </g>
      ))}
    </>
  );
}
