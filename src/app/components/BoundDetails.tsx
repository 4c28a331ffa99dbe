import { asSentence, shortBound } from '../../core/format/index.ts';
import type { Bound } from '../../core/types.ts';

/**
 * What bounds the startup, short ("IOPS-bound, 5 readers · Tablespace duplicate check"), with the
 * formula behind it on demand (a disclosure): a table row keeps to a line or two (issue 30: a
 * Compare cell took 19 lines of formula at 1024 px).
 */
export function BoundDetails(props: {
  phase: { label: string; bound: Bound; io?: { threads: number } } | undefined;
  explanation: string;
}) {
  const { phase } = props;
  if (!phase) return <span>{asSentence(props.explanation)}</span>;
  return (
    <details className="bound-details">
      <summary>
        {shortBound(phase)} <span className="bound-phase">· {phase.label}</span>
      </summary>
      <p>{asSentence(props.explanation)}</p>
    </details>
  );
}
