export interface BarSegment {
  key: string;
  label: string;
  value: number;
  color: string;
  /** Shown after the value, e.g. the phase's uncertainty range. */
  detail?: string;
}

/** A horizontal stacked bar (startup phases): widths proportional to values, a legend below. */
export function StackedBar(props: {
  segments: BarSegment[];
  label: string;
  format: (v: number) => string;
}) {
  const total = props.segments.reduce((a, s) => a + s.value, 0);
  return (
    <figure className="stacked" aria-label={props.label}>
      <div className="stacked-bar" role="img" aria-label={props.label}>
        {props.segments.map((s) =>
          s.value > 0 && total > 0 ? (
            <div
              key={s.key}
              className="stacked-seg"
              style={{ width: `${(s.value / total) * 100}%`, background: s.color }}
              title={`${s.label}: ${props.format(s.value)}`}
            />
          ) : null,
        )}
      </div>
      <ul className="legend">
        {props.segments.map((s) => (
          <li key={s.key}>
            <span className="swatch" style={{ background: s.color }} aria-hidden="true" />
            <span className="legend-label">{s.label}</span>
            <span className="legend-value">{props.format(s.value)}</span>
            {s.detail ? <span className="legend-detail">{s.detail}</span> : null}
          </li>
        ))}
      </ul>
    </figure>
  );
}
