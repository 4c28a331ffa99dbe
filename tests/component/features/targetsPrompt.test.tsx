/**
 * Issue 41 item 11: the export's request for targets ignored Escape (unless the keyboard was in
 * it) and showed empty targets beside the Recommend tab's own: the two now share the targets.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RecommendPanel } from '../../../src/app/features/recommend/RecommendPanel.tsx';
import { actions, appStore } from '../../../src/app/store/index.ts';

afterEach(() => {
  act(() => {
    actions.setTargetsPrompt(false);
    actions.newScenario();
  });
});

describe('the targets prompt (issue 41 item 11)', () => {
  it('closes with Escape wherever the keyboard is', () => {
    act(() => actions.setTargetsPrompt(true));
    render(<RecommendPanel />);
    expect(screen.getByRole('dialog', { name: 'Targets for the recommendation' })).toBeTruthy();
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(appStore.getState().targetsPrompt).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the same targets as the Recommend form, and edits them', () => {
    act(() => {
      actions.setTargets({ maxStartupSeconds: 600, minQps: 1000 });
      actions.setTargetsPrompt(true);
    });
    render(<RecommendPanel />);
    const startup = screen.getByLabelText('Startup target (s)') as HTMLInputElement;
    const qps = screen.getByLabelText('QPS target') as HTMLInputElement;
    expect(startup.value).toBe('600');
    expect(qps.value).toBe('1000');
    fireEvent.change(startup, { target: { value: '450' } });
    expect((screen.getByLabelText('Max startup (s)') as HTMLInputElement).value).toBe('450');
  });
});
