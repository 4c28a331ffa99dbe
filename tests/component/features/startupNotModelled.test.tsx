/** Issue 40 item 3: Aurora's startup is not modelled: the card says so and shows no duration. */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ResultsPanel } from '../../../src/app/features/results/ResultsPanel.tsx';
import { actions } from '../../../src/app/store/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { withDeployment } from '../../../src/core/deployment/switch.ts';

afterEach(() => {
  actions.newScenario();
});

describe('startup card', () => {
  it('on Aurora: "Not modelled" with the reason, no duration and no phases', () => {
    actions.replaceScenario(withDeployment(defaultScenario(), 'aurora'));
    const { container } = render(<ResultsPanel />);
    const head = screen.getByLabelText('Predicted startup time');
    expect(head.textContent).toBe('Not modelled');
    const card = container.querySelector('.startup-card');
    expect(card?.textContent).toMatch(/Aurora MySQL's startup is not modelled/);
    expect(card?.textContent).not.toMatch(/\d+ (s|min)\b/);
    expect(screen.queryByLabelText('Startup time by phase')).toBeNull();
  });

  it('on RDS: a duration', () => {
    actions.replaceScenario(withDeployment(defaultScenario(), 'rds'));
    render(<ResultsPanel />);
    expect(screen.getByLabelText('Predicted startup time').textContent).toMatch(/\d/);
  });
});
