import { memo, useId } from 'react';

/** A labelled checkbox: a MySQL variable's name (monospace), or words (`words`). */
function CheckFieldView(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  words?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <div className="field-row check">
        <input
          id={id}
          type="checkbox"
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
        />
        <label htmlFor={id} className={props.words ? 'words' : undefined}>
          {props.label}
        </label>
      </div>
      {props.hint ? <div className="rule">{props.hint}</div> : null}
    </div>
  );
}

/** Memoised: a slider step re-renders only the controls whose props changed. */
export const CheckField = memo(CheckFieldView);
