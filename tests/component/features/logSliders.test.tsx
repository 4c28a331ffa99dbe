/**
 * Sliders from 0 over several orders of magnitude (undo to roll back, redo to apply, replica lag,
 * restored just before the start) are geometric after their 0 position: small values are
 * reachable by dragging and by the arrow keys, typed values stay as typed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RecoveryPanel } from '../../../src/app/features/recovery/RecoveryPanel.tsx';
import { SizingPanel } from '../../../src/app/features/sizing/SizingPanel.tsx';
import { actions, appStore } from '../../../src/app/store/index.ts';
import { RECOVERY_LIMITS } from '../../../src/core/scenario/limits.ts';

const recovery = () => appStore.getState().scenario.recovery;
const sliderOf = (label: string) =>
  screen.getByRole('slider', { name: `${label} slider` }) as HTMLInputElement;
const moveTo = (label: string, position: number) =>
  fireEvent.change(sliderOf(label), { target: { value: String(position) } });

afterEach(() => {
  actions.newScenario();
});

describe('Undo to roll back slider (0–512 GiB in MiB)', () => {
  const maxMiB = RECOVERY_LIMITS.undoToRollBackMiB[1];

  it('10% of the track gives a value above 0 and under 1% of the max (linear gave 10%)', () => {
    render(<RecoveryPanel />);
    moveTo('Undo to roll back', 100);
    expect(recovery().undoToRollBackMiB).toBeGreaterThan(0);
    expect(recovery().undoToRollBackMiB).toBeLessThan(maxMiB / 100);
  });

  it('position 0 gives exactly 0 and the end gives the max', () => {
    render(<RecoveryPanel />);
    act(() => {
      actions.setField('recovery.undoToRollBackMiB', 8192);
    });
    moveTo('Undo to roll back', 0);
    expect(recovery().undoToRollBackMiB).toBe(0);
    moveTo('Undo to roll back', 1000);
    expect(recovery().undoToRollBackMiB).toBe(maxMiB);
  });

  it('a typed value is kept as typed and sits off the 0 position', () => {
    render(<RecoveryPanel />);
    const box = screen.getByRole('textbox', { name: 'Undo to roll back' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '37' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(recovery().undoToRollBackMiB).toBe(37);
    expect(box.value).toBe('37');
    const slider = sliderOf('Undo to roll back');
    expect(slider.getAttribute('aria-valuetext')).toBe('37 MiB');
    expect(Number(slider.value)).toBeGreaterThan(0);
    expect(Number(slider.value)).toBeLessThan(500);
    // Dragging back to where 37 sits gives 37 again, give or take a MiB.
    moveTo('Undo to roll back', Number(slider.value) + 1);
    moveTo('Undo to roll back', Number(slider.value) - 1);
    expect(Math.abs(recovery().undoToRollBackMiB - 37)).toBeLessThanOrEqual(1);
  });

  it('arrow steps from 0 walk through small values (1, 2, 3 MiB …)', () => {
    render(<RecoveryPanel />);
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) {
      moveTo('Undo to roll back', Number(sliderOf('Undo to roll back').value) + 1);
      seen.push(recovery().undoToRollBackMiB);
    }
    expect(seen.slice(0, 3)).toEqual([1, 2, 3]);
    expect(seen.every((v, i) => i === 0 || v > (seen[i - 1] ?? 0))).toBe(true);
    expect(seen.at(-1)).toBeLessThan(20);
    // A page step (10% of the track) from 0 stays small too.
    moveTo('Undo to roll back', 0);
    moveTo('Undo to roll back', 100);
    expect(recovery().undoToRollBackMiB).toBeLessThan(maxMiB / 100);
  });
});

describe('the other sliders from 0 over orders of magnitude', () => {
  it('redo to apply and replica lag: 10% of the track is under 1% of the max', () => {
    render(<RecoveryPanel />);
    moveTo('Redo to apply', 100);
    expect(recovery().redoToApplyMiB).toBeGreaterThan(0);
    expect(recovery().redoToApplyMiB).toBeLessThan(RECOVERY_LIMITS.redoToApplyMiB[1] / 100);
    moveTo('Replica lag', 100);
    expect(recovery().replicaLagSeconds).toBeGreaterThan(0);
    expect(recovery().replicaLagSeconds).toBeLessThan(RECOVERY_LIMITS.replicaLagSeconds[1] / 100);
  });

  it('restored just before the start: the track spans the whole limit (no 4 TiB cap), and 10% of it is under 40 GiB', () => {
    render(<SizingPanel />);
    moveTo('Restored just before the start', 100);
    const restored = appStore.getState().scenario.instance.afterRestoreGiB ?? 0;
    expect(restored).toBeGreaterThan(0);
    expect(restored).toBeLessThan(41);
    // The range under the slider is the rule's own range (it read "0–4,096 GiB" beside a rule of
    // "0–1,048,576 GiB" while the panel capped the track): the end is the limit.
    moveTo('Restored just before the start', 1000);
    const max = appStore.getState().scenario.instance.afterRestoreGiB ?? 0;
    expect(max).toBe(1_048_576);
  });
  it('restores per month: position 0 gives 0 (a restored volume restored no more this month), the first step 0.1', () => {
    act(() => {
      actions.setField('storage.volumeState', 'restored');
      actions.setField('storage.restoreRemedy', 'fsr');
      actions.setField('storage.restoresPerMonth', 4);
    });
    render(<SizingPanel />);
    moveTo('Restores per month', 0);
    expect(appStore.getState().scenario.storage.restoresPerMonth).toBe(0);
    moveTo('Restores per month', 1);
    expect(appStore.getState().scenario.storage.restoresPerMonth).toBe(0.1);
  });
});
