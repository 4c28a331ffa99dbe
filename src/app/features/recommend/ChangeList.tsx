import type { SettingChange } from '../../../core/recommend/changes.ts';
import { describeChange } from '../../../core/recommend/changes.ts';

/**
 * The settings a recommendation changes, each with what it takes (online, restart, rebuild) and
 * its values before and after: "RESTART Instance type m6i.large → m6g.large".
 */
export function ChangeList({ changes, label }: { changes: SettingChange[]; label: string }) {
  if (changes.length === 0) return <>none</>;
  return (
    <ul className="changes" aria-label={label}>
      {changes.map((c) => (
        <li key={c.setting}>
          <span className={`op op-${c.operation}`}>{c.operation}</span>{' '}
          {describeChange(c).slice(c.operation.length + 2)}
        </li>
      ))}
    </ul>
  );
}
