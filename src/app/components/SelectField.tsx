import { memo, useEffect, useId, useState } from 'react';
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
  /**
   * The issues the refused choice would raise now. A new function (the scenario it speaks of
   * changed) checks the refused choice again, so its message follows the scenario: "m6g.4xlarge
   * has none" goes when the instance becomes r6id.4xlarge (issue 30).
   */
  recheck?: (value: string) => ScenarioIssue[];
}) {
  const id = useId();
  const [refused, setRefused] = useState<{ value: string; issues: ScenarioIssue[] } | null>(null);
  const issues = refused?.issues ?? [];
  const { recheck } = props;
  useEffect(() => {
    if (!recheck) return;
    setRefused((r) => {
      if (!r) return r;
      const now = recheck(r.value);
      return now.length === 0 ? null : { value: r.value, issues: now };
    });
  }, [recheck]);
  return (
    <div className="field">
      <div className="field-row">
        <label htmlFor={id}>{props.label}</label>
        <select
          id={id}
          value={props.value}
          aria-invalid={issues.length > 0}
          onChange={(e) => {
            const value = e.target.value;
            const found = props.onCommit(value);
            setRefused(found.length > 0 ? { value, issues: found } : null);
          }}
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
          setRefused(null);
        }}
      />
    </div>
  );
}

/** Memoised: a slider step re-renders only the controls whose props changed. */
export const SelectField = memo(SelectFieldView);
