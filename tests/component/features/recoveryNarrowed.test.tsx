/**
 * The Recovery tab names the measured start that narrowed an engine start's range: with case A's
 * log applied (a calibration profile's measured start), the clean restart's range is the
 * startup's narrowed one, and the list under the timelines says which log narrowed it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RecoveryPanel } from '../../../src/app/features/recovery/RecoveryPanel.tsx';
import { actions } from '../../../src/app/store/index.ts';
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { applyProfile, calibrate } from '../../../src/core/calibration/index.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { caseA } from '../../unit/core/briefCases.ts';
import logA from '../../fixtures/calibration/a-m6i-large-gp3.err?raw';

afterEach(() => {
  actions.newScenario();
});

const LOG = 'a-m6i-large-gp3.err';

describe('RecoveryPanel with a measured start applied', () => {
  it('lists the engine start its log narrowed, naming the log', () => {
    const { profile } = calibrate(parseBenchmarkText(LOG, logA).records, caseA(), DEFAULT_CATALOG, {
      createdAt: '2026-11-29T00:00:00Z',
    });
    render(<RecoveryPanel />);
    expect(screen.queryByRole('list', { name: 'Calibrated recovery phases' })).toBeNull();
    act(() => {
      actions.replaceScenario(applyProfile(caseA(), profile));
    });
    const list = screen.getByRole('list', { name: 'Calibrated recovery phases' });
    expect(list.textContent).toMatch(
      /Clean restart, Clean restart: 7 min 0\d s \(6 min \d\d s–7 min \d\d s\); range narrowed by the measured start a-m6i-large-gp3\.err \(m6i\.large, gp3, 1,000,000 tables, MySQL 8\.0\.39\).*on its machine/,
    );
    expect(screen.getByText('Calibrated or narrowed by measured logs:')).toBeTruthy();
  });
});
