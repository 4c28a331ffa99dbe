import { formatNumber } from '../../core/format/index.ts';
import type { ScenarioIssue } from '../../core/types.ts';

const fmt = (v: number | string) => (typeof v === 'number' ? formatNumber(v) : v);

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
