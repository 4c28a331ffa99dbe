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
  /** How many results (default 10). */
  limit?: number;
  /** Said when no result is left: what was searched, in words. */
  noneNote: string;
}

export function rankedTogether(s: SearchedTogether): RecommendResponse {
  const results = [...s.parts]
    .sort((a, b) => a.prediction.cost.monthlyUsd - b.prediction.cost.monthlyUsd)
    .slice(0, s.limit ?? 10)
    .map((r, i) => ({ ...r, rank: i + 1 }));
  const out: RecommendResponse = {
    searched: s.searched,
    evaluated: s.evaluated,
    results,
    rules: s.rules,
  };
  if (results.length === 0) out.note = s.noneNote;
  return out;
}
