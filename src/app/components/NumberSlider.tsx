import { memo, useId, useState } from 'react';
import { formatNumber, formatPercentUpTo } from '../../core/format/index.ts';
import type { ScenarioIssue } from '../../core/types.ts';
import { IssueList } from './IssueList.tsx';
import { useRefusedValue } from '../store/refused.ts';
import { POSITIONS, sliderScale, steppedValue, toPosition } from './sliderScale.ts';

export interface NumberSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  /**
   * Geometric slider (IOPS, tables): equal travel per factor, not per unit. With min 0 (undo to
   * roll back), the first position is 0 and the rest of the track is geometric from `logFrom`.
   */
  log?: boolean;
  /** A geometric slider with min 0: the value right after 0 (default: the step). */
  logFrom?: number;
  /** The AWS rule behind the limits, shown under the control. */
  rule?: string;
  disabled?: boolean;
  /** Commit a value; returns the issues that refused it (empty when accepted). */
  onCommit: (value: number) => ScenarioIssue[];
  /** Apply an issue's nearest valid value. */
  onFix: (issue: ScenarioIssue) => void;
  onGestureStart?: () => void;
  onGestureEnd?: () => void;
  /** Called on each slider input event, before the commit (performance marks). */
  onSliderInput?: () => void;
}

const fmt = formatNumber;

/**
 * The number in the text box: as it is, or to two decimals when it has more (Azure's 125 MB/s is
 * 119.2092895… MiB/s: "119.21"); a value typed is kept as typed.
 */
function shown(value: number): string {
  const text = String(value);
  return /\.\d{3,}/.test(text) ? String(Number(value.toFixed(2))) : text;
}

/** A figure with the slider's unit: "5,000 IOPS", "12.5%" (a percentage as core/format writes it). */
function withUnit(n: number, unit: string | undefined): string {
  if (unit === '%') return formatPercentUpTo(n, 2);
  return unit ? `${fmt(n)} ${unit}` : fmt(n);
}

/** A typed number ("70,000", "70 000" and "70_000" too), or null when the text is not one. */
function parseTyped(text: string): number | null {
  const n = Number(text.replace(/[,\s_]/g, ''));
  return text.trim() !== '' && Number.isFinite(n) ? n : null;
}

/** A typed number as the app writes numbers ("70,000"), anything else as typed. */
function typedText(text: string): string {
  const n = parseTyped(text);
  return n !== null ? fmt(n) : `“${text.trim()}”`;
}

/**
 * A slider with a typed input beside it, the allowed range and its rule under it. A typed value
 * the model refuses is not committed: the issue is shown with a button applying the nearest valid
 * value.
 */
function NumberSliderView(props: NumberSliderProps) {
  const { label, value, min, max, unit, log = false, rule, disabled } = props;
  const range =
    unit === '%'
      ? `${withUnit(min, unit)}–${withUnit(max, unit)}`
      : `${fmt(min)}–${withUnit(max, unit)}`;
  const step = props.step ?? 1;
  const scale = sliderScale(min, max, log, step, props.logFrom);
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [issues, setIssues] = useState<ScenarioIssue[]>([]);
  // A typed value the model refused stays in the field; the results say they are not for it.
  useRefusedValue(
    label,
    draft !== null && issues.length > 0 ? typedText(draft) : null,
    withUnit(value, unit),
  );

  const commitText = (text: string) => {
    const n = parseTyped(text);
    if (n === null) {
      setIssues([
        {
          path: label,
          limit: 'number',
          message: `${label}: "${text}" is not a number.`,
          nearestValid: value,
        },
      ]);
      return;
    }
    const found = props.onCommit(n);
    setIssues(found);
    if (found.length === 0) setDraft(null);
  };

  return (
    <div className="field slider-field">
      <div className="field-row">
        <label htmlFor={`${id}-n`}>{label}</label>
        <span className="number-wrap">
          <input
            id={`${id}-n`}
            className="number"
            type="text"
            inputMode="decimal"
            disabled={disabled}
            aria-invalid={issues.length > 0}
            aria-describedby={`${id}-rule`}
            value={draft ?? shown(value)}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commitText(e.currentTarget.value);
              if (e.key === 'Escape') {
                setDraft(null);
                setIssues([]);
              }
            }}
            onBlur={(e) => {
              if (draft !== null) commitText(e.currentTarget.value);
            }}
          />
          {unit ? <span className="unit">{unit}</span> : null}
        </span>
      </div>
      <input
        type="range"
        aria-label={`${label} slider`}
        aria-valuetext={withUnit(value, unit)}
        min={0}
        max={POSITIONS}
        disabled={disabled || max <= min}
        value={toPosition(value, scale)}
        onPointerDown={props.onGestureStart}
        onPointerUp={props.onGestureEnd}
        onKeyDown={props.onGestureStart}
        onKeyUp={props.onGestureEnd}
        onBlur={props.onGestureEnd}
        onChange={(e) => {
          props.onSliderInput?.();
          // A keyboard step too small to change the snapped value still moves one step.
          const v = steppedValue(value, Number(e.target.value), scale);
          if (v !== value) {
            setDraft(null);
            setIssues(props.onCommit(v));
          }
        }}
      />
      <div className="rule" id={`${id}-rule`}>
        <span>{range}</span>
        {/* A rule that only restates the range is said once ("0–30 min", not twice). */}
        {rule && rule !== range ? <span className="rule-text">{rule}</span> : null}
      </div>
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
export const NumberSlider = memo(NumberSliderView);
