import { useState } from 'react';
import type { RecommendResult } from '../../../core/recommend/index.ts';
import { actions, MAX_PINNED } from '../../store/index.ts';
import { whereText } from './searchWhere.ts';

/**
 * Pins a recommended configuration for the Compare tab: results on AWS, Azure and Google Cloud
 * (or EC2, RDS and Aurora) side by side there (issue 38 item 5).
 */
export function PinResult({ r }: { r: RecommendResult }) {
  const [said, setSaid] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="small"
        aria-label={`Pin recommendation ${r.rank} for Compare`}
        onClick={() => {
          const label = `#${r.rank} ${whereText(r)}: ${r.scenario.instance.type}`;
          setSaid(
            actions.pin(label, r.scenario)
              ? 'pinned'
              : `at most ${MAX_PINNED} pinned: unpin one in Compare`,
          );
        }}
      >
        Pin
      </button>
      {said ? <span className="status">{said}</span> : null}
    </>
  );
}
