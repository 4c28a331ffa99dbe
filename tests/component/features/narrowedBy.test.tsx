/**
 * Issue 36 item 2 in the app: a profile the app applies (calibrate on case A's log, as the
 * Calibration panel does) narrows the startup range on the log's machine, and the Results card
 * says which measurement narrowed it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ResultsPanel } from '../../../src/app/features/results/ResultsPanel.tsx';
import { actions } from '../../../src/app/store/index.ts';
import { applyProfile, calibrate } from '../../../src/core/calibration/index.ts';
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import logA from '../../fixtures/calibration/a-m6i-large-gp3.err?raw';

afterEach(() => {
  actions.newScenario();
});

describe('the applied profile narrows the startup range and says by which log', () => {
  it('names the measured start on its own machine; nothing without a profile', () => {
    const name = 'a-m6i-large-gp3.err';
    const text = logA;
    const profile = calibrate(parseBenchmarkText(name, text).records, defaultScenario()).profile;
    actions.replaceScenario(defaultScenario());
    const { unmount } = render(<ResultsPanel />);
    expect(screen.queryByText(/Narrowed by your measurement/)).toBeNull();
    unmount();
    actions.replaceScenario(applyProfile(defaultScenario(), profile));
    render(<ResultsPanel />);
    const note = screen.getByText(/Narrowed by your measurement/).closest('p');
    expect(note?.textContent).toMatch(/a-m6i-large-gp3\.err \(m6i\.large, gp3, 1,000,000 tables/);
  });
});
