/** Issue 38: the app's Cloud choice above the deployment, and what it changes. */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SizingPanel } from '../../../src/app/features/sizing/SizingPanel.tsx';
import { actions, appStore } from '../../../src/app/store/index.ts';

afterEach(() => {
  actions.newScenario();
});

const options = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((o) => o.value);

describe('the Cloud choice', () => {
  it('starts on AWS with its regions and the deployment choice', () => {
    render(<SizingPanel />);
    expect((screen.getByLabelText('Cloud') as HTMLSelectElement).value).toBe('aws');
    expect(options('Region')).toContain('us-east-1');
    expect(options('Region')).not.toContain('eastus');
    expect(screen.getByLabelText('Deployment')).toBeTruthy();
  });

  it('Azure: its regions, a VM size, Premium SSD v2 at what it includes, no deployment choice', () => {
    render(<SizingPanel />);
    fireEvent.change(screen.getByLabelText('Cloud'), { target: { value: 'azure' } });
    const s = appStore.getState().scenario;
    expect([s.cloud, s.region, s.instance.type, s.storage.kind]).toEqual([
      'azure',
      'eastus',
      'Standard_E8ds_v5',
      'premium-ssd-v2',
    ]);
    expect(s.storage.iops).toBe(3000);
    expect(options('Region')).toEqual(['eastus', 'westeurope']);
    expect(options('Storage kind')).toEqual([
      'premium-ssd-v2',
      'ultra-disk',
      'premium-ssd',
      'azure-local-nvme',
    ]);
    expect(screen.queryByLabelText('Deployment')).toBeNull();
    expect(screen.getByLabelText('VM size')).toBeTruthy();
    expect(screen.getByText(/Azure Database for MySQL is not modelled/)).toBeTruthy();
    expect(options('Redo and binlog')).not.toContain('gp3');
  });

  it('Google Cloud, then back to AWS: each move one undo step, back to gp3', () => {
    render(<SizingPanel />);
    fireEvent.change(screen.getByLabelText('Cloud'), { target: { value: 'gcp' } });
    expect(appStore.getState().scenario.storage.kind).toBe('hyperdisk-balanced');
    expect(screen.getByLabelText('Machine type')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cloud'), { target: { value: 'aws' } });
    const s = appStore.getState().scenario;
    expect([s.cloud, s.region, s.storage.kind]).toEqual(['aws', 'us-east-1', 'gp3']);
  });

  it("Azure's throughput reads and commits MB/s, as Azure provisions it; refusals say MB/s", () => {
    render(<SizingPanel />);
    fireEvent.change(screen.getByLabelText('Cloud'), { target: { value: 'azure' } });
    const box = screen.getByLabelText('Throughput') as HTMLInputElement;
    expect(box.value).toBe('125');
    expect(box.parentElement?.textContent).toContain('MB/s');
    expect(screen.getByText(/Premium SSD v2: ≥ 125 MB\/s \(included\)/)).toBeTruthy();
    fireEvent.change(box, { target: { value: '750' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    // 750 MB/s kept in MiB/s by the scenario: 750 × 10^6 / 2^20.
    expect(appStore.getState().scenario.storage.throughputMiBps).toBeCloseTo(
      (750 * 1e6) / 2 ** 20,
      9,
    );
    fireEvent.change(box, { target: { value: '751' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByText(/3,000 IOPS allow at most 750 MB\/s/)).toBeTruthy();
  });
});
