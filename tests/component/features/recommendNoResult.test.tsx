/**
 * The Recommend tab's "no result" (issue 28): the search's failure is a typed value, so a search
 * that had nothing to search (the pins leave no instance type) says so instead of "No
 * configuration meets these targets".
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NoResult } from '../../../src/app/features/recommend/RecommendParts.tsx';
import { recommend } from '../../../src/core/recommend/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';

function search(pins: { family?: string }, minQps: number) {
  const s = defaultScenario();
  return recommend(
    {
      maxStartupSeconds: 600,
      minQps,
      tables: s.mysql.tables,
      dataGiB: s.mysql.dataGiB,
      region: s.region,
      base: s,
      pins,
      limit: 1,
    },
    DEFAULT_CATALOG,
  );
}

describe('Recommend: no result', () => {
  it('nothing to search: names why (a family no instance type has)', () => {
    const r = search({ family: 'zz9' }, 5000);
    expect(r.failure).toEqual({ kind: 'no-instance-type' });
    render(<NoResult failure={r.failure} closest={r.closest} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Nothing to search: No instance type matches the pins.',
    );
  });

  it('nothing meets the targets: says so', () => {
    const r = search({}, 50_000_000);
    expect(r.failure?.kind).toBe('targets-not-met');
    render(<NoResult failure={r.failure} closest={r.closest} />);
    expect(screen.getByRole('status').textContent).toBe('No configuration meets these targets.');
  });
});
