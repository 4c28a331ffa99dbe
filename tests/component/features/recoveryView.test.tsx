/** The recovery view (issue 37 item 2): a timeline per path that follows the scenario, the target as a line. */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RecoveryPanel } from '../../../src/app/features/recovery/RecoveryPanel.tsx';
import { RecoverySection } from '../../../src/report-view/RecoverySection.tsx';
import { actions, appStore } from '../../../src/app/store/index.ts';
import { buildReport } from '../../../src/core/report/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { formatDuration } from '../../../src/core/format/index.ts';

afterEach(() => {
  actions.newScenario();
});

const rowOf = (id: string) => {
  const row = document.querySelector(`.timeline-row[data-path="${id}"]`);
  if (!row) throw new Error(`no row ${id}`);
  return row as HTMLElement;
};
const noteOf = (id: string) => rowOf(id).querySelector('.timeline-note')?.textContent ?? '';

describe('RecoveryPanel', () => {
  it('draws one timeline row per path with its phases and warm-up', () => {
    render(<RecoveryPanel />);
    for (const id of ['restart', 'crash', 'snapshot-restore', 'backup-restore', 'replica-rebuild'])
      expect(rowOf(id).querySelectorAll('.timeline-seg').length).toBeGreaterThan(0);
    expect(document.querySelector('.timeline-target')).toBeNull();
  });

  it('follows the scenario: a slower network makes replica-rebuild slower', () => {
    render(<RecoveryPanel />);
    const before = noteOf('replica-rebuild');
    act(() => {
      actions.setField('recovery.networkMiBps', 5);
    });
    expect(noteOf('replica-rebuild')).not.toBe(before);
  });

  it('undo to roll back: the field exists, its slider spans the limits table, and it moves the crash path', () => {
    render(<RecoveryPanel />);
    const input = screen.getByLabelText('Undo to roll back', { exact: true });
    const slider = screen.getByLabelText('Undo to roll back slider', { exact: true });
    expect(slider.getAttribute('aria-valuetext')).toMatch(/^0 MiB/);
    const before = noteOf('crash');
    fireEvent.change(input, { target: { value: '2048' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(appStore.getState().scenario.recovery.undoToRollBackMiB).toBe(2048);
    expect(noteOf('crash')).not.toBe(before);
    fireEvent.change(input, { target: { value: '-1' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(appStore.getState().scenario.recovery.undoToRollBackMiB).toBe(2048);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('a target draws the line and the verdict on the target path', () => {
    render(<RecoveryPanel />);
    const input = screen.getByLabelText('Max recovery (s)');
    fireEvent.change(input, { target: { value: '600' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(appStore.getState().scenario.recovery.maxRecoverySeconds).toBe(600);
    expect(document.querySelectorAll('.timeline-target').length).toBeGreaterThan(0);
    expect(
      document.querySelector('.timeline-row.chosen .met, .timeline-row.chosen .missed'),
    ).not.toBeNull();
    expect(screen.getByText(new RegExp(`Recovery target ${formatDuration(600)} on `))).toBeTruthy();
    // Empty clears it.
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(appStore.getState().scenario.recovery.maxRecoverySeconds).toBeNull();
  });

  it('refuses a target out of range in words naming the field', () => {
    render(<RecoveryPanel />);
    const input = screen.getByLabelText('Max recovery (s)');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toMatch(
      /Max recovery: a number of seconds from 1/,
    );
    expect(appStore.getState().scenario.recovery.maxRecoverySeconds).toBeNull();
  });
});

describe('the PDF section "Time to recover"', () => {
  it('prints every path with its full-service time, the target and what buys time back', () => {
    const s = defaultScenario();
    s.recovery.maxRecoverySeconds = 1800;
    s.recovery.path = 'snapshot-restore';
    const report = buildReport({
      current: s,
      generatedAt: '2026-11-29T04:00:00.000Z',
      appVersion: '0.1.0',
      recommendation: null,
    });
    const rec = report.recovery ?? [];
    expect(rec).toHaveLength(1);
    render(<RecoverySection recovery={rec} />);
    expect(screen.getByRole('heading', { name: 'Time to recover' })).toBeTruthy();
    const first = rec[0];
    for (const p of first?.paths ?? [])
      expect(screen.getAllByText(p.fullServiceText).length).toBeGreaterThan(0);
    expect(first?.targetText).toMatch(
      new RegExp(`Recovery target ${formatDuration(1800)} on snapshot-restore`),
    );
    expect(screen.getByText(/Fast Snapshot Restore for 1 restore a month/)).toBeTruthy();
    expect(document.querySelectorAll('svg.recovery-chart rect').length).toBeGreaterThan(5);
  });
});
