import { useId } from 'react';

/** A labelled checkbox. */
export function CheckField(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
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
        <label htmlFor={id}>{props.label}</label>
      </div>
      {props.hint ? <div className="rule">{props.hint}</div> : null}
    </div>
  );
}
