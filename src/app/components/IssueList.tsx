import { fieldLabel, formatFieldValue } from '../../core/scenario/limits.ts';
import type { ScenarioIssue } from '../../core/types.ts';

/**
 * The nearest valid value as the message writes it ("Nearest valid: 0.125 GiB." → "0.125 GiB"):
 * the value the button applies, never a rounding of it ("0.13").
 */
function valueText(i: ScenarioIssue): string {
  const at = i.message.lastIndexOf('Nearest valid: ');
  if (at >= 0) return i.message.slice(at + 'Nearest valid: '.length).replace(/\.$/, '');
  const v = i.nearestValid ?? '';
  return typeof v === 'number' ? formatFieldValue({ unit: '' }, v) : v;
}

/** Choice values in the words of the app's own controls. */
const CHOICE_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'mysql.startupOpt': { default: 'default (no patch)' },
};

/** "Buffer pool" → "buffer pool"; "IOPS…" and "innodb_…" as they are. */
function lowerFirst(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label[0]?.toLowerCase() + label.slice(1) : label;
}

/**
 * What a fix button does, in words (issue 41 item 8: "Use default", "Use same", "Use off" said
 * neither what nor to what): "Set doublewrite to off", "Put redo and binlog on the data volume".
 */
export function fixLabel(i: ScenarioIssue): string {
  if (i.path === 'logVolume.kind' && i.nearestValid === 'same')
    return 'Put redo and binlog on the data volume';
  const own = typeof i.nearestValid === 'string' ? CHOICE_WORDS[i.path]?.[i.nearestValid] : null;
  return `Set ${lowerFirst(fieldLabel(i.path))} to ${own ?? valueText(i)}`;
}

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
              {fixLabel(i)}
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
