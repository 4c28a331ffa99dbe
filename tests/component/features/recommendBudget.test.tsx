/**
 * Issue 41.12 in the app: the Recommend tab's "Max $/month" target reaches the search, and a search
 * whose cheapest result is over the budget says so with the cheapest's cost.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { NoResult } from '../../../src/app/features/recommend/RecommendParts.tsx';
import { RecommendPanel } from '../../../src/app/features/recommend/RecommendPanel.tsx';
import { targetsFor } from '../../../src/app/features/recommend/runRecommend.ts';
import { appStore } from '../../../src/app/store/index.ts';
import { DEFAULT_RECOMMEND_OPTIONS } from '../../../src/app/store/store.ts';
import { recommend } from '../../../src/core/recommend/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';

describe('Recommend: the budget target', () => {
  it('the field sets the targets; empty means no budget; the search gets maxMonthlyUsd', () => {
    render(<RecommendPanel />);
    const field = screen.getByLabelText('Max $/month');
    fireEvent.change(field, { target: { value: '450' } });
    const t = appStore.getState().targets;
    expect(t.maxMonthlyUsd).toBe(450);
    expect(targetsFor(defaultScenario(), t, DEFAULT_RECOMMEND_OPTIONS).maxMonthlyUsd).toBe(450);
    fireEvent.change(field, { target: { value: '' } });
    expect(appStore.getState().targets.maxMonthlyUsd).toBeUndefined();
    expect(
      targetsFor(defaultScenario(), appStore.getState().targets, DEFAULT_RECOMMEND_OPTIONS),
    ).not.toHaveProperty('maxMonthlyUsd');
  });

  it('over the budget: the status names the cheapest cost, the closest is offered', () => {
    const s = defaultScenario();
    const r = recommend(
      {
        maxStartupSeconds: 600,
        minQps: 1000,
        maxMonthlyUsd: 1,
        tables: s.mysql.tables,
        dataGiB: s.mysql.dataGiB,
        region: s.region,
        base: s,
        limit: 1,
      },
      DEFAULT_CATALOG,
    );
    expect(r.failure?.kind).toBe('over-budget');
    render(<NoResult failure={r.failure} closest={r.closest} />);
    expect(screen.getByRole('status').textContent).toBe(
      'No configuration meets these targets within the budget.',
    );
    expect(r.note).toMatch(
      /^The cheapest configuration meeting the targets costs \$[\d,.]+ per month, over the budget of \$1\.00 per month/,
    );
    expect(screen.getByText(/over the budget by \$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply the closest' })).toBeTruthy();
  });
});
