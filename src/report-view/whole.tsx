/** @jsxRuntime automatic @jsxImportSource react */
import type { ReactNode } from 'react';
import { wholeUnitRuns } from '../core/format/index.ts';

/**
 * `text` with each unit or pricing term that must not break at its hyphen ("$0.005/IOPS-month",
 * "on-demand"; wholeUnitRuns in src/core/format/text.ts) in a no-wrap span. The PDF and the
 * app's cost card and advice both use it.
 */
export function keepWhole(text: string): ReactNode {
  const runs = wholeUnitRuns(text);
  if (runs.every((r) => !r.whole)) return text;
  return runs.map((r, i) =>
    r.whole ? (
      <span key={i} className="nowrap">
        {r.text}
      </span>
    ) : (
      r.text
    ),
  );
}
