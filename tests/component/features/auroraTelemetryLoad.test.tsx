/**
 * Issue 40 item 4 in the app: importing SHOW GLOBAL STATUS snapshots onto an Aurora Standard
 * scenario with no average load prices its I/O on the capture's average, and the cost card says
 * so; typing the load takes the note away.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ResultsPanel } from '../../../src/app/features/results/ResultsPanel.tsx';
import { WorkloadPanel } from '../../../src/app/features/workload/WorkloadPanel.tsx';
import { actions, appStore } from '../../../src/app/store/index.ts';
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { withDeployment } from '../../../src/core/deployment/switch.ts';
import statusTwo from '../../fixtures/telemetry/show-global-status-two.tsv?raw';

const FILE = 'show-global-status-two.tsv';
const records = parseBenchmarkText(FILE, statusTwo).records;

const auroraStandard = () => {
  const s = withDeployment(defaultScenario(), 'aurora');
  return { ...s, auroraStorage: 'standard' as const };
};

afterEach(() => {
  cleanup();
  actions.clearImport();
  actions.newScenario();
});

describe('Aurora Standard I/O on imported telemetry', () => {
  it('accepting the import prices the I/O at its average and the cost card names the capture', () => {
    actions.replaceScenario(auroraStandard());
    actions.acceptImport(records, []);
    expect(appStore.getState().scenario.workload.averageQps).toBe(10_000);
    render(<ResultsPanel />);
    const table = screen.getByRole('table', { name: 'Itemised monthly cost' });
    expect(within(table).queryByText(/Aurora Standard I\/O, not in the total/)).toBeNull();
    expect(
      within(table).getByText(
        /I\/O priced on the imported telemetry's average 10,000 QPS \(show-global-status-two\.tsv, /,
      ),
    ).toBeTruthy();
  });

  it('the Workload panel says the I/O is priced on it', () => {
    actions.replaceScenario(auroraStandard());
    actions.acceptImport(records, []);
    render(<WorkloadPanel />);
    expect(screen.getByText(/Average load of the capture: 10,000 QPS\./).textContent).toMatch(
      /Aurora Standard I\/O priced on the imported telemetry's average 10,000 QPS/,
    );
  });

  it('a load the user gave is kept; the button prices on the telemetry on request', () => {
    const s = auroraStandard();
    actions.replaceScenario({ ...s, workload: { ...s.workload, averageQps: 500 } });
    actions.acceptImport(records, []);
    expect(appStore.getState().scenario.workload.averageQps).toBe(500);
    render(<WorkloadPanel />);
    screen.getByRole('button', { name: 'Price Aurora Standard I/O at this load' }).click();
    expect(appStore.getState().scenario.workload.averageQps).toBe(10_000);
    expect(appStore.getState().scenario.workload.averageQpsFrom).toMatch(/imported telemetry/);
  });

  it('typing the average load clears the telemetry note', () => {
    actions.replaceScenario(auroraStandard());
    actions.acceptImport(records, []);
    expect(actions.setField('workload.averageQps', 2000).ok).toBe(true);
    expect(appStore.getState().scenario.workload.averageQpsFrom).toBe('');
  });
});
