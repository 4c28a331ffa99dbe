/**
 * Recovery timelines (issue 37): one row per path, its phases then the warm-up laid end to end on
 * one time axis, the full-service range as a whisker, the recovery target as a vertical line.
 * Presentational: data and colours in, no store.
 */
export interface TimelineSegment {
  key: string;
  label: string;
  seconds: number;
  color: string;
}

export interface TimelineRow {
  id: string;
  label: string;
  segments: TimelineSegment[];
  /** Full service, optimistic and pessimistic, s. */
  range: [number, number];
  /** The row the target applies to. */
  chosen: boolean;
  /** Under the bar: "12 min (8 min–40 min)", "no published figure", … */
  note: string;
  /** Whether the target is met on this path at its pessimistic end (undefined: no target). */
  met?: boolean;
}

export function RecoveryTimeline(props: {
  rows: TimelineRow[];
  targetSeconds: number | null;
  format: (seconds: number) => string;
  label: string;
}) {
  const { rows, targetSeconds, format } = props;
  let axis = targetSeconds ?? 0;
  for (const r of rows) axis = Math.max(axis, r.range[1]);
  axis = axis > 0 ? axis * 1.04 : 1;
  const pct = (s: number) => `${Math.min(100, Math.max(0, (s / axis) * 100))}%`;
  return (
    <figure className="timeline" aria-label={props.label}>
      {rows.map((r) => {
        let at = 0;
        return (
          <div key={r.id} className={`timeline-row${r.chosen ? ' chosen' : ''}`} data-path={r.id}>
            <div className="timeline-head">
              <span className="timeline-name">{r.label}</span>
              <span className="timeline-note">
                {r.note}
                {r.met === undefined ? null : (
                  <strong className={r.met ? 'met' : 'missed'}>
                    {r.met ? ' · target met' : ' · target missed'}
                  </strong>
                )}
              </span>
            </div>
            <div className="timeline-track" role="img" aria-label={`${r.label}: ${r.note}`}>
              {r.segments.map((s) => {
                const left = at;
                at += s.seconds;
                return s.seconds > 0 ? (
                  <div
                    key={s.key}
                    className="timeline-seg"
                    style={{ left: pct(left), width: pct(s.seconds), background: s.color }}
                    title={`${s.label}: ${format(s.seconds)}`}
                  />
                ) : null;
              })}
              <div
                className="timeline-range"
                style={{ left: pct(r.range[0]), width: pct(r.range[1] - r.range[0]) }}
                title={`Full service ${format(r.range[0])}–${format(r.range[1])}`}
              />
              {targetSeconds !== null ? (
                <div
                  className="timeline-target"
                  style={{ left: pct(targetSeconds) }}
                  aria-hidden="true"
                />
              ) : null}
            </div>
          </div>
        );
      })}
      <div className="timeline-axis" aria-hidden="true">
        <span>0</span>
        {targetSeconds !== null ? (
          <span className="timeline-target-label" style={{ left: pct(targetSeconds) }}>
            target {format(targetSeconds)}
          </span>
        ) : null}
        <span>{format(axis)}</span>
      </div>
    </figure>
  );
}
