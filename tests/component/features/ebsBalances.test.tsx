/**
 * Issue 40 item 1 in the app: the two CloudWatch balances and the restore before the start beside
 * the instance's EBS burst controls (typed and by keyboard, each one undo step, refused out of
 * range with the nearest valid value), the startup they give, and an import's proposal.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SizingPanel } from '../../../src/app/features/sizing/SizingPanel.tsx';
import { BalanceProposalRow } from '../../../src/app/features/import/ImportPanel.tsx';
import { actions, appStore } from '../../../src/app/store/index.ts';
import { predictStartup } from '../../../src/core/startup/index.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';

const scenario = () => appStore.getState().scenario;
const startupSeconds = () => predictStartup(scenario(), DEFAULT_CATALOG).totalSeconds;

function typeInto(label: string, value: string): HTMLElement {
  const input = screen.getByLabelText(label, { exact: true });
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
  return input;
}

afterEach(() => {
  actions.newScenario();
});

describe('EBS burst balances in the Storage panel (issue 40)', () => {
  it('has the two balances and the restore beside the burst controls, with their ranges', () => {
    render(<SizingPanel />);
    for (const label of [
      'EBSIOBalance% before the start',
      'EBSByteBalance% before the start',
      'Restored just before the start',
      'EBS burst used today',
      'EBS burst use known',
    ])
      expect(screen.getByLabelText(label, { exact: true })).toBeTruthy();
    expect(screen.getByLabelText('EBSByteBalance% before the start slider')).toBeTruthy();
    expect(screen.getAllByText('0–100%').length).toBeGreaterThanOrEqual(2);
  });

  it('a restore that empties the byte balance slows the start as typing the balance does; undo restores it', () => {
    render(<SizingPanel />);
    typeInto('Provisioned IOPS', '12000');
    typeInto('Throughput', '500');
    const idle = startupSeconds();
    const before = scenario();
    typeInto('Restored just before the start', '3000');
    expect(scenario().instance.afterRestoreGiB).toBe(3000);
    const restored = startupSeconds();
    expect(restored).toBeGreaterThan(idle * 1.5);
    actions.undo();
    expect(scenario()).toBe(before);
    typeInto('EBSByteBalance% before the start', '0');
    expect(startupSeconds()).toBeCloseTo(restored, 6);
  });

  it('refuses a balance over 100 % and offers the nearest valid value', () => {
    render(<SizingPanel />);
    const input = typeInto('EBSIOBalance% before the start', '150');
    expect(scenario().instance.ebsIoBalancePct).toBe(100);
    expect(screen.getByRole('alert').textContent).toMatch(/at most 100% \(full\)/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(
      screen.getByRole('button', { name: /^Set EBSIOBalance% before the start to 100/ }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the slider takes focus (a native range input: arrow keys move it) and commits its position', () => {
    render(<SizingPanel />);
    const slider = screen.getByLabelText('EBSIOBalance% before the start slider');
    slider.focus();
    expect(document.activeElement).toBe(slider);
    fireEvent.change(slider, { target: { value: '500' } });
    expect(scenario().instance.ebsIoBalancePct).toBe(50);
  });
});

describe("an import's EBS balances", () => {
  it('"Use these balances" sets both as one undo step', () => {
    render(
      <BalanceProposalRow
        p={{
          instance: 'i-0abc',
          ioPct: 98.5,
          bytePct: 12,
          minIoPct: 96.8,
          minBytePct: 4.5,
          atSec: 0,
          file: 'x.json',
        }}
      />,
    );
    expect(
      screen.getByText(/i-0abc: EBSIOBalance% 98.5% \(lowest 96.8%\), EBSByteBalance% 12%/),
    ).toBeTruthy();
    const before = scenario();
    fireEvent.click(screen.getByRole('button', { name: 'Use these balances' }));
    expect(scenario().instance).toMatchObject({ ebsIoBalancePct: 98.5, ebsByteBalancePct: 12 });
    actions.undo();
    expect(scenario()).toBe(before);
  });
});
