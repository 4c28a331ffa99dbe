/**
 * Issue 28: a storage kind added from one module (tests/unit/storage/testKind.ts) appears in the
 * app's storage picker with its label, and choosing it shows its own controls and figures, with
 * no app file changed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TEST_KIND } from '../../unit/storage/testKind.ts';
import { SizingPanel } from '../../../src/app/features/sizing/SizingPanel.tsx';
import { ResultsPanel } from '../../../src/app/features/results/ResultsPanel.tsx';
import { actions, appStore } from '../../../src/app/store/index.ts';

afterEach(() => {
  actions.newScenario();
});

describe('the storage picker with a kind from one module', () => {
  it('lists it by its label, and choosing it shows its IOPS rule, no throughput, its cost', () => {
    render(
      <>
        <SizingPanel />
        <ResultsPanel />
      </>,
    );
    const picker = screen.getByLabelText('Storage kind') as HTMLSelectElement;
    const option = [...picker.options].find((o) => o.value === TEST_KIND);
    expect(option?.textContent).toBe('Test SSD (network volume, tests only)');
    fireEvent.change(picker, { target: { value: TEST_KIND } });
    expect(appStore.getState().scenario.storage.kind).toBe(TEST_KIND);
    expect(screen.getByLabelText('Provisioned IOPS', { exact: true })).toBeTruthy();
    expect(screen.queryByLabelText('Throughput', { exact: true })).toBeNull();
    expect(screen.getByText(/test-ssd: ≥ 3,000, ≤ 50 per GiB, ≤ 50,000/)).toBeTruthy();
    // The cost table (labels keep their figures whole with no-break spaces).
    const text = (document.body.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('test-ssd storage 500 GiB × $0.10/GiB-month');
  });
});
