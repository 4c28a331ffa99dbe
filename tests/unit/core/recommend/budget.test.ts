/**
 * Issue 41.12: a budget target. `maxMonthlyUsd` keeps only results costing at most that per month
 * (cost is a point figure at the scenario's pricing option: list prices carry no range); with none
 * left the failure says what the cheapest costs, and the closest is that cheapest.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recommend } from '../../../../src/core/recommend/index.ts';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';

const targets = {
  maxStartupSeconds: 120,
  minQps: 5000,
  tables: 1_000_000,
  dataGiB: 200,
  region: 'us-east-1',
};

describe('recommend with a budget (issue 41.12)', () => {
  const free = recommend(targets, cat);
  const costs = free.results.map((r) => r.prediction.cost.monthlyUsd);

  it('keeps the results at or under the budget, the cheapest first', () => {
    expect(costs.length).toBeGreaterThan(2);
    const budget = costs[1] ?? 0;
    const r = recommend({ ...targets, maxMonthlyUsd: budget }, cat);
    expect(r.results.map((x) => x.prediction.cost.monthlyUsd)).toEqual(costs.slice(0, 2));
    expect(r.rules.join(' ')).toMatch(/Budget: at most \$[\d,.]+ per month/);
  });

  it('a budget below the cheapest: no result, an over-budget failure naming both costs', () => {
    const cheapest = costs[0] ?? 0;
    const r = recommend({ ...targets, maxMonthlyUsd: cheapest / 2 }, cat);
    expect(r.results).toEqual([]);
    expect(r.failure?.kind).toBe('over-budget');
    expect(r.note).toMatch(
      /the cheapest configuration meeting the targets costs \$[\d,.]+ per month/i,
    );
    expect(r.closest?.result.prediction.cost.monthlyUsd).toBeCloseTo(cheapest, 6);
    expect(r.closest?.misses.text).toMatch(/over the budget by \$/);
  });

  it('property: every result is within any budget, and a larger budget never has fewer results', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 5000, noNaN: true }), (usd) => {
        const r = recommend({ ...targets, maxMonthlyUsd: usd }, cat);
        for (const x of r.results) expect(x.prediction.cost.monthlyUsd).toBeLessThanOrEqual(usd);
        expect(r.results.length).toBe(costs.filter((c) => c <= usd).length);
      }),
      { numRuns: 4 },
    );
  });
});
