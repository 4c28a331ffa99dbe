import { memo, useId, useState } from 'react';
import type { ScenarioIssue } from '../../core/types.ts';
import { IssueList } from './IssueList.tsx';

export interface Option {
  value: string;
  label: string;
}

/** A labelled select; a choice the model refuses is not committed and shows why. */
function SelectFieldView(props: {
  label: string;
  value: string;
  options: Option[];
  onCommit: (value: string) => ScenarioIssue[];
  onFix: (i: ScenarioIssue) => void;
  hint?: string;
}) {
  const id = useId();
  const [issues, setIssues] = useState<ScenarioIssue[]>([]);
  return (
    <div className="field">
      <div className="field-row">
        <label htmlFor={id}>{props.label}</label>
        <select
          id={id}
          value={props.value}
          aria-invalid={issues.length > 0}
          onChange={(e) => setIssues(props.onCommit(e.target.value))}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {props.hint ? <div className="rule">{props.hint}</div> : null}
      <IssueList
        issues={issues}
        onFix={(i) => {
          props.onFix(i);
          setIssues([]);
        }}
      />
    </div>
  );
}

/** Memoised: a slider step re-renders only the controls whose props changed. */
export const SelectField = memo(SelectFieldView);
