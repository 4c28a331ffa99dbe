import { formatFieldValue } from '../../core/scenario/limits.ts';
import type { ScenarioIssue } from '../../core/types.ts';

/**
 * The nearest valid value as the message writes it ("Nearest valid: 0.125 GiB" → "Use 0.125"):
 * the value the button applies, never a rounding of it ("Use 0.13").
 */
const fmt = (v: number | string) => (typeof v === 'number' ? formatFieldValue({ unit: '' }, v) : v);

/** Issues the model raised, each with a button applying its nearest valid value. */
export function IssueList(props: { issues: ScenarioIssue[]; onFix: (i: ScenarioIssue) => void }) {
  if (props.issues.length === 0) return null;
  return (
    <div className="issues" role="alert">
      {props.issues.map((i) => (
        <div className="issue" key={`${i.path}:${i.limit}`}>
          <span>{i.message}</span>
          {i.nearestValid !== undefined ? (
            <button type="button" className="small" onClick={() => props.onFix(i)}>
              Use {fmt(i.nearestValid)}
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
