import { memo, useId, useState } from 'react';
import type { ScenarioIssue } from '../../core/types.ts';
import { IssueList } from './IssueList.tsx';
import { useRefusedValue } from '../store/refused.ts';

/** A labelled text input committed on Enter or blur (e.g. MySQL version). */
function TextFieldView(props: {
  label: string;
  value: string;
  onCommit: (value: string) => ScenarioIssue[];
  onFix: (i: ScenarioIssue) => void;
  hint?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [issues, setIssues] = useState<ScenarioIssue[]>([]);
  // A typed value the model refused stays in the field; the results say they are not for it.
  useRefusedValue(
    props.label,
    draft !== null && issues.length > 0 ? `“${draft.trim()}”` : null,
    props.value,
  );
  const commit = (text: string) => {
    const found = props.onCommit(text.trim());
    setIssues(found);
    if (found.length === 0) setDraft(null);
  };
  return (
    <div className="field">
      <div className="field-row">
        <label htmlFor={id}>{props.label}</label>
        <input
          id={id}
          className="number"
          type="text"
          value={draft ?? props.value}
          aria-invalid={issues.length > 0}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(e.currentTarget.value);
            if (e.key === 'Escape') {
              setDraft(null);
              setIssues([]);
            }
          }}
          onBlur={(e) => {
            if (draft !== null) commit(e.currentTarget.value);
          }}
        />
      </div>
      {props.hint ? <div className="rule">{props.hint}</div> : null}
      <IssueList
        issues={issues}
        onFix={(i) => {
          props.onFix(i);
          setIssues([]);
          setDraft(null);
        }}
      />
    </div>
  );
}

/** Memoised: a slider step re-renders only the controls whose props changed. */
export const TextField = memo(TextFieldView);
