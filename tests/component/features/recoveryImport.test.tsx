/**
 * Issue 37 item 5 in the app: the import panel takes an xtrabackup log, shows each phase it timed
 * measured vs the model at the machine it was measured on (asked as for a startup log), and
 * calibrating changes the Recovery tab's figures, which name the log; undo takes it back. A log
 * that times nothing says what was expected.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ImportPanel } from '../../../src/app/features/import/ImportPanel.tsx';
import { RecoveryPanel } from '../../../src/app/features/recovery/RecoveryPanel.tsx';
import { recoveryComparisons } from '../../../src/app/features/import/recoveryImport.ts';
import { actions, appStore } from '../../../src/app/store/index.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { formatDuration } from '../../../src/core/format/index.ts';
import { parseRecoveryLog } from '../../../src/core/imports/recoveryLog.ts';
import copyBack from '../../fixtures/recovery/xtrabackup-8.0-copy-back.log?raw';

const FILE = 'xtrabackup-8.0-copy-back.log';
const scenario = () => appStore.getState().scenario;

afterEach(() => {
  actions.newScenario();
  actions.clearImport();
});

function queue(name: string, text: string): void {
  act(() => actions.queueImport([{ path: null, name, text }]));
}

describe('import panel: recovery logs (issue 37 item 5)', () => {
  it('shows the copy-back measured vs the model at the machine, asks the machine, calibrates, undoes', async () => {
    render(
      <>
        <ImportPanel />
        <RecoveryPanel />
      </>,
    );
    queue(FILE, copyBack);
    const table = await screen.findByRole('table', {
      name: 'Recovery phases measured vs predicted',
    });
    const [row] = recoveryComparisons(
      parseRecoveryLog(FILE, copyBack).records,
      {},
      scenario(),
      DEFAULT_CATALOG,
    );
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td, th');
    const texts = [...cells].map((c) => c.textContent ?? '');
    expect(texts[1]).toBe('Copy back (xtrabackup)');
    expect(texts[3]).toBe('25 min 00 s');
    expect(texts[4]).toBe(formatDuration(row!.predictedSeconds));
    expect(texts[5]).toBe(
      `${formatDuration(row!.predictedRange[0])}–${formatDuration(row!.predictedRange[1])}`,
    );
    expect(texts[6]).toMatch(/^[+−]/);
    // The machine is asked as for a startup log: the log names none.
    const machine = screen.getByRole('group', { name: `Machine of ${FILE}` });
    expect(machine.textContent).toMatch(
      /Copy back \(xtrabackup\): 25 min 00 s \(version 8\.0\.35\)/,
    );
    expect(screen.getByLabelText(`Machine ${FILE} was measured on`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept and overlay on charts' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Calibrated recovery phases' })).toBeNull();

    const before = scenario();
    fireEvent.click(screen.getByRole('button', { name: 'Calibrate recovery phases' }));
    const factors = scenario().calibration?.recovery ?? [];
    expect(factors.map((f) => f.phase)).toEqual(['copy_back']);
    expect(factors[0]!.factor).toBeCloseTo(1500 / row!.predictedSeconds, 9);
    expect(screen.getByText(/^Recovery calibrated in profile /).textContent).toMatch(
      /copy_back: ×[\d.]+ on gp3\//,
    );
    const list = screen.getByRole('list', { name: 'Calibrated recovery phases' });
    expect(list.textContent).toMatch(
      /Restore a physical backup, Copy the backup back: .*calibrated ×[\d.]+ on xtrabackup-8\.0-copy-back\.log/,
    );

    act(() => actions.undo());
    expect(scenario()).toBe(before);
    expect(screen.queryByRole('list', { name: 'Calibrated recovery phases' })).toBeNull();
  });

  it('a machine set in the review is the one the model predicts at', async () => {
    render(<ImportPanel />);
    queue(FILE, copyBack);
    const table = await screen.findByRole('table', {
      name: 'Recovery phases measured vs predicted',
    });
    const model = () =>
      within(table).getAllByRole('row')[1]!.querySelectorAll('td')[3]!.textContent;
    const first = model();
    fireEvent.change(screen.getByLabelText(`Machine ${FILE} was measured on`), {
      target: { value: 'set' },
    });
    // A bigger instance: its EBS bandwidth no longer bounds the copy.
    const input = screen.getByRole('combobox', { name: `Instance of ${FILE}` });
    fireEvent.change(input, { target: { value: 'm6i.4xlarge' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/m6i\.4xlarge/);
    expect(model()).not.toBe(first);
  });

  it('a recovery log that times nothing: one error naming what was expected, nothing to apply', async () => {
    render(<ImportPanel />);
    queue('restore-notes.txt', 'ran xtrabackup --copy-back and it stopped half way\n');
    const errors = await screen.findByRole('list', { name: 'Import errors' });
    expect(errors.textContent).toMatch(
      /restore-notes\.txt.*no recovery timed: expected a MySQL error log of a crash recovery with redo applied \("Apply batch completed"\) or transactions rolled back \("Rolling back trx with id"\), an xtrabackup --copy-back or --prepare log ending "completed OK!"/,
    );
    expect(screen.queryByRole('button', { name: 'Calibrate recovery phases' })).toBeNull();
  });
});
