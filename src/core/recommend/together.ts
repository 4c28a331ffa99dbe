/**
 * Results of several searches ranked together (recommend across deployments, across.ts, and
 * across clouds, cloud/recommend.ts): one list by monthly cost, cut at the limit and ranked anew,
 * with the searches' counts and rules, and a note when nothing met the targets.
 */
import type { RecommendResponse, RecommendResult } from './types.ts';

export interface SearchedTogether {
  /** Every search's results (moves already marked as such). */
  parts: RecommendResult[];
  searched: number;
  evaluated: number;
  rules: string[];
}

/**
 * `s` ranked by monthly cost, the first `limit` (default 10); `what` names what was searched for
 * the note when nothing is left ("on AWS, Azure" or "of EC2, RDS").
 */
export function rankedTogether(
  s: SearchedTogether,
  limit: number | undefined,
  what: string,
): RecommendResponse {
  const results = [...s.parts]
    .sort((a, b) => a.prediction.cost.monthlyUsd - b.prediction.cost.monthlyUsd)
    .slice(0, limit ?? 10)
    .map((r, i) => ({ ...r, rank: i + 1 }));
  const out: RecommendResponse = {
    searched: s.searched,
    evaluated: s.evaluated,
    results,
    rules: s.rules,
  };
  if (results.length === 0)
    out.note = `No configuration ${what} meets both targets at the pessimistic end of its range.`;
  return out;
}
