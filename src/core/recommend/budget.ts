/**
 * The budget target (issue 41.12): of a search's results, those costing at most `maxMonthlyUsd`
 * per month. The results are the Pareto front ranked by cost, so the ones under the budget are
 * its cheapest and filtering after the search loses none. Cost is a point figure at the
 * scenario's pricing option (list prices carry no range), so "at the pessimistic end" is the figure.
 */
import { formatUsd } from '../format/index.ts';
import { failureText } from './failure.ts';
import type { RecommendFailure, RecommendResponse } from './types.ts';

/** A budget that applies: a positive finite number of USD per month. */
export function budgetApplies(maxMonthlyUsd: number | undefined): maxMonthlyUsd is number {
  return maxMonthlyUsd !== undefined && Number.isFinite(maxMonthlyUsd) && maxMonthlyUsd > 0;
}

/** `response` with only the results within the budget; with none left, why (the cheapest's cost). */
export function withinBudget(
  response: RecommendResponse,
  maxMonthlyUsd: number | undefined,
): RecommendResponse {
  if (!budgetApplies(maxMonthlyUsd)) return response;
  const rule = `Budget: at most ${formatUsd(maxMonthlyUsd)} per month.`;
  const rules = [...response.rules, rule];
  const cost = (r: RecommendResponse['results'][number]) => r.prediction.cost.monthlyUsd;
  const kept = response.results.filter((r) => cost(r) <= maxMonthlyUsd + 1e-9);
  kept.forEach((r, i) => (r.rank = i + 1));
  const cheapest = response.results[0];
  if (kept.length > 0 || !cheapest) return { ...response, results: kept, rules };
  const failure: RecommendFailure = {
    kind: 'over-budget',
    maxMonthlyUsd,
    cheapestMonthlyUsd: cost(cheapest),
  };
  const over = cost(cheapest) - maxMonthlyUsd;
  const { architectureSaving: _info, ...rest } = response;
  return {
    ...rest,
    results: [],
    rules,
    failure,
    note: failureText(failure),
    closest: {
      result: cheapest,
      misses: {
        startupSeconds: 0,
        qps: 0,
        text: `It meets the targets but is over the budget by ${formatUsd(over)} per month (${formatUsd(cost(cheapest))} against ${formatUsd(maxMonthlyUsd)}).`,
      },
    },
  };
}
