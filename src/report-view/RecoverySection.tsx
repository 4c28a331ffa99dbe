/** @jsxRuntime automatic @jsxImportSource react */
/**
 * "Time to recover" (issue 37): per configuration, a timeline per recovery path (an SVG bar of
 * its phases and warm-up in the startup chart's colours, the target as a red line), the table of
 * paths with their ranges, the target's verdict and what buys time back with its monthly cost.
 */
import type { ReportRecovery, ReportRecoveryPath } from '../core/report/index.ts';
import { recoveryPrintColour } from './phaseColours.ts';
import { keepWhole } from './whole.tsx';

const W = 640;
const ROW = 18;
const LABEL = 170;

function Timeline({ r }: { r: ReportRecovery }) {
  let axis = r.maxRecoverySeconds ?? 0;
  for (const p of r.paths) axis = Math.max(axis, p.fullServiceRange[1]);
  axis = axis > 0 ? axis * 1.04 : 1;
  const x = (s: number) => LABEL + (Math.max(0, s) / axis) * (W - LABEL - 4);
  const h = r.paths.length * ROW + 16;
  return (
    <svg
      className="chart recovery-chart"
      viewBox={`0 0 ${W} ${h}`}
      width="100%"
      role="img"
      aria-label={`Recovery timelines, ${r.heading}`}
    >
      {r.paths.map((p, i) => (
        <PathBar key={p.id} p={p} y={i * ROW} x={x} />
      ))}
      {r.maxRecoverySeconds !== null ? (
        <g>
          <line
            x1={x(r.maxRecoverySeconds)}
            x2={x(r.maxRecoverySeconds)}
            y1={0}
            y2={r.paths.length * ROW}
            stroke="#b91c1c"
            strokeWidth={1.5}
          />
          <text
            x={x(r.maxRecoverySeconds)}
            y={h - 3}
            fontSize={9}
            textAnchor="middle"
            fill="#b91c1c"
          >
            target
          </text>
        </g>
      ) : null}
    </svg>
  );
}

function PathBar({ p, y, x }: { p: ReportRecoveryPath; y: number; x: (s: number) => number }) {
  let at = 0;
  return (
    <g>
      <text x={0} y={y + 12} fontSize={9} fontWeight={p.chosen ? 700 : 400}>
        {p.label}
      </text>
      {p.phases.map((ph) => {
        const left = at;
        at += ph.seconds;
        return ph.seconds > 0 ? (
          <rect
            key={ph.id}
            x={x(left)}
            y={y + 3}
            width={Math.max(0.5, x(at) - x(left))}
            height={ROW - 7}
            fill={recoveryPrintColour(ph.id)}
          />
        ) : null;
      })}
      <line
        x1={x(p.fullServiceRange[0])}
        x2={x(p.fullServiceRange[1])}
        y1={y + ROW / 2 - 0.5}
        y2={y + ROW / 2 - 0.5}
        stroke="#111"
        strokeDasharray="2 2"
        strokeWidth={0.8}
      />
    </g>
  );
}

function PathsTable({ r }: { r: ReportRecovery }) {
  return (
    <table className="keep">
      <thead>
        <tr>
          <th>Path</th>
          <th>Phases</th>
          <th className="num">Full service</th>
          <th className="num">Range</th>
        </tr>
      </thead>
      <tbody>
        {r.paths.map((p) => (
          <tr key={p.id}>
            <td>
              {p.label}
              {p.chosen ? ' (target path)' : ''}
            </td>
            <td>
              {p.phases
                .filter((ph) => ph.seconds > 0)
                .map(
                  (ph) => `${ph.label} ${ph.text}${ph.basis === 'estimate' ? ' (estimate)' : ''}`,
                )
                .join(' · ')}
              {p.modelled ? '' : ' · no published figure: a wide range'}
            </td>
            <td className="num">{p.fullServiceText}</td>
            <td className="num">{p.fullServiceRangeText}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RecoverySection({ recovery }: { recovery: ReportRecovery[] }) {
  return (
    <section className="section time-to-recover">
      <h2>Time to recover</h2>
      {recovery.map((r) => (
        <div key={r.heading}>
          <h3>{r.heading}</h3>
          <p>
            From the failure to serving {r.targetQpsText} again: the recovery phases, then the
            warm-up of a cold buffer pool; the dashed line is the range.
            {r.targetText ? ` ${r.targetText}` : ''}
          </p>
          <figure className="figure">
            <Timeline r={r} />
          </figure>
          <PathsTable r={r} />
          {r.advice.length > 0 ? (
            <>
              <p>What buys time back:</p>
              <ul>
                {r.advice.map((a) => (
                  <li key={a}>{keepWhole(a)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ))}
    </section>
  );
}
