/**
 * Issue 41 item 3: a recommendation is for the scenario it was computed for. Once the scenario
 * changes (EC2 → RDS, 1M → 2M tables) the list says so ("computed for …; re-run") and its Apply
 * cannot silently switch the deployment back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RecommendPanel } from '../../../src/app/features/recommend/RecommendPanel.tsx';
import { actions, appStore, DEFAULT_RECOMMEND_OPTIONS } from '../../../src/app/store/index.ts';
import { recommend } from '../../../src/core/recommend/index.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { targetsFor } from '../../../src/app/features/recommend/runRecommend.ts';

afterEach(() => {
  act(() => actions.newScenario());
});

/** A recommendation for the current scenario, as runRecommendation keeps it. */
function recommendNow() {
  const s = appStore.getState().scenario;
  const targets = targetsFor(
    s,
    { maxStartupSeconds: 900, minQps: 1000 },
    { ...DEFAULT_RECOMMEND_OPTIONS, headroomBasis: 'margin' },
  );
  const response = recommend({ ...targets, limit: 2 }, DEFAULT_CATALOG);
  expect(response.results.length).toBeGreaterThan(0);
  act(() => actions.setRecommendation({ targets, response, targetsRule: 'given', scenario: s }));
}

const applyButtons = () =>
  screen.getAllByRole('button', { name: /^Apply recommendation/ }) as HTMLButtonElement[];

describe('Recommend: results of another scenario (issue 41 item 3)', () => {
  it('fresh results: no marker, Apply enabled', () => {
    recommendNow();
    render(<RecommendPanel />);
    expect(screen.queryByText(/re-run/i)).toBeNull();
    expect(applyButtons().every((b) => !b.disabled)).toBe(true);
  });

  it('EC2 → RDS: marked as computed for EC2, and Apply does not switch back', () => {
    recommendNow();
    render(<RecommendPanel />);
    act(() => {
      actions.setDeployment('rds');
    });
    const note = screen.getByRole('note', { name: 'Results out of date' });
    expect(note.textContent).toContain('Computed for EC2');
    expect(note.textContent).toContain('now RDS');
    expect(note.textContent).toContain('re-run');
    const apply = applyButtons()[0];
    expect(apply?.disabled).toBe(true);
    fireEvent.click(apply as HTMLButtonElement);
    expect(appStore.getState().scenario.deployment).toBe('rds');
  });

  it('1M → 2M tables: marked with the table counts', () => {
    recommendNow();
    render(<RecommendPanel />);
    act(() => {
      actions.setField('mysql.tables', 2_000_000);
    });
    const note = screen.getByRole('note', { name: 'Results out of date' });
    expect(note.textContent).toContain('1,000,000 tables');
    expect(note.textContent).toContain('now 2,000,000 tables');
  });

  it('applying one of the results keeps the list current (it answers this scenario)', () => {
    recommendNow();
    render(<RecommendPanel />);
    fireEvent.click(applyButtons()[0] as HTMLButtonElement);
    expect(screen.queryByRole('note', { name: 'Results out of date' })).toBeNull();
    expect(applyButtons().every((b) => !b.disabled)).toBe(true);
  });
});
