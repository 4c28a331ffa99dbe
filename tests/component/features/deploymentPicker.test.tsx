/** The deployment choice above the instance picker (issue 29). */
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SizingPanel } from '../../../src/app/features/sizing/SizingPanel.tsx';
import { actions, appStore } from '../../../src/app/store/index.ts';

afterEach(() => {
  actions.newScenario();
});

const scenario = () => appStore.getState().scenario;

describe('Deployment picker', () => {
  it('sits above the instance picker, labelled, with EC2, RDS and Aurora', () => {
    const { container } = render(<SizingPanel />);
    const select = screen.getByLabelText('Deployment', { exact: true }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['ec2', 'rds', 'aurora']);
    expect(select.value).toBe('ec2');
    // Above the instance picker in the Server group, in document (and tab) order.
    const server = container.querySelector('fieldset');
    const fields = [...(server?.querySelectorAll('select, input') ?? [])];
    const instance = screen.getByLabelText('Instance type', { exact: true });
    expect(fields.indexOf(select)).toBeLessThan(fields.indexOf(instance));
  });

  it('RDS: the picker is named for DB classes and the scenario moves to db.m6i.large; Multi-AZ appears', () => {
    render(<SizingPanel />);
    fireEvent.change(screen.getByLabelText('Deployment'), { target: { value: 'rds' } });
    expect(scenario().deployment).toBe('rds');
    expect(scenario().instance.type).toBe('db.m6i.large');
    expect(screen.getByLabelText('DB instance class', { exact: true })).toBeTruthy();
    const maz = screen.getByLabelText('Multi-AZ', { exact: true }) as HTMLSelectElement;
    expect([...maz.options].map((o) => o.value)).toEqual(['off', 'instance', 'cluster']);
    fireEvent.change(maz, { target: { value: 'instance' } });
    expect(scenario().multiAz).toBe(true);
    expect(scenario().multiAzKind).toBe('instance');
    // RDS's own storage kinds (each its module), named as RDS names them.
    const kinds = screen.getByLabelText('Storage kind') as HTMLSelectElement;
    expect([...kinds.options].map((o) => o.value)).toEqual([
      'rds-gp3',
      'rds-gp2',
      'rds-io1',
      'rds-io2',
    ]);
    expect([...kinds.options].map((o) => o.textContent)).toContain('io1 (RDS provisioned IOPS)');
    expect(scenario().storage.kind).toBe('rds-gp3');
  });

  it('RDS Multi-AZ DB cluster: chosen in the deployment controls with its hint; off turns it off', () => {
    render(<SizingPanel />);
    fireEvent.change(screen.getByLabelText('Deployment'), { target: { value: 'rds' } });
    const maz = screen.getByLabelText('Multi-AZ', { exact: true }) as HTMLSelectElement;
    fireEvent.change(maz, { target: { value: 'cluster' } });
    expect(scenario().multiAz).toBe(true);
    expect(scenario().multiAzKind).toBe('cluster');
    expect(maz.value).toBe('cluster');
    expect(screen.getByText(/two readable standbys in three zones/)).toBeTruthy();
    fireEvent.change(maz, { target: { value: 'off' } });
    expect(scenario().multiAz).toBe(false);
    expect(maz.value).toBe('off');
  });

  it('RDS Multi-AZ DB cluster refuses gp2 storage, naming the storage and a valid kind', () => {
    render(<SizingPanel />);
    fireEvent.change(screen.getByLabelText('Deployment'), { target: { value: 'rds' } });
    act(() => {
      actions.setStorageKind('rds-gp2');
    });
    const r = actions.setMultiAz('cluster');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]?.message).toMatch(/Multi-AZ DB cluster takes io1, io2 or gp3/);
    expect(scenario().multiAz).toBe(false);
  });

  it("RDS gp3's sliders have RDS's ranges: 12,000-64,000 IOPS from 400 GiB, fixed at 3,000 below", () => {
    render(<SizingPanel />);
    fireEvent.change(screen.getByLabelText('Deployment'), { target: { value: 'rds' } });
    act(() => {
      actions.setField('storage.sizeGiB', 500);
    });
    expect(scenario().storage.iops).toBe(12000);
    expect(screen.getByText('12,000–64,000 IOPS')).toBeTruthy();
    // 0.25 MiB/s per IOPS: 12,000 IOPS allow 3,000 MiB/s.
    expect(screen.getByText('500–3,000 MiB/s')).toBeTruthy();
    // Below 400 GiB the included 3,000 IOPS and 125 MiB/s are all there is; the size carries them.
    act(() => {
      actions.setField('storage.sizeGiB', 300);
    });
    expect(scenario().storage.iops).toBe(3000);
    expect(scenario().storage.throughputMiBps).toBe(125);
    expect(screen.getByText('3,000–3,000 IOPS')).toBeTruthy();
    // io1 is offered, with its own IOPS range (1,000 at least).
    fireEvent.change(screen.getByLabelText('Storage kind'), { target: { value: 'rds-io1' } });
    expect(scenario().storage.kind).toBe('rds-io1');
    expect(scenario().storage.iops).toBeGreaterThanOrEqual(1000);
  });

  it('the DB class list holds the classes the deployment sells, not EC2 types', () => {
    render(<SizingPanel />);
    fireEvent.change(screen.getByLabelText('Deployment'), { target: { value: 'aurora' } });
    const picker = screen.getByLabelText('DB instance class', { exact: true });
    fireEvent.focus(picker);
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.querySelector('.picker-name')?.textContent ?? '');
    expect(names.length).toBeGreaterThan(5);
    // DB classes Aurora sells (memory-optimized r and x families), no EC2 type, no custom instance.
    expect(names.every((n) => /^db\.[rx]/.test(n))).toBe(true);
    expect(names).toContain('db.r6g.large');
    expect(scenario().instance.type).toBe('db.r6i.large');
  });

  it('Aurora: the storage choice is Standard or I/O-Optimized, no volume controls, page size 16 KiB', () => {
    render(<SizingPanel />);
    fireEvent.change(screen.getByLabelText('Deployment'), { target: { value: 'aurora' } });
    expect(scenario().mysql.pageSizeKiB).toBe(16);
    expect(screen.queryByLabelText('Volume size', { exact: true })).toBeNull();
    expect(screen.queryByLabelText('Storage kind')).toBeNull();
    // The data size is not bounded by a volume on Aurora, and the slider says why.
    expect(screen.getByText("Aurora's cluster volume grows with the data")).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Aurora storage'), {
      target: { value: 'io-optimized' },
    });
    expect(scenario().auroraStorage).toBe('io-optimized');
  });

  it('Aurora: an Average load field prices Standard I/O; not shown on EC2', () => {
    render(<SizingPanel />);
    expect(screen.queryByLabelText('Average load', { exact: true })).toBeNull();
    fireEvent.change(screen.getByLabelText('Deployment'), { target: { value: 'aurora' } });
    const field = screen.getByLabelText('Average load', { exact: true });
    fireEvent.change(field, { target: { value: '1500' } });
    fireEvent.blur(field);
    expect(scenario().workload.averageQps).toBe(1500);
  });

  it('is a native select: the keyboard changes it', () => {
    render(<SizingPanel />);
    const select = screen.getByLabelText('Deployment') as HTMLSelectElement;
    select.focus();
    expect(document.activeElement).toBe(select);
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'rds' } });
    expect(scenario().deployment).toBe('rds');
    fireEvent.change(select, { target: { value: 'ec2' } });
    expect(scenario().instance.type).toBe('m6i.large');
  });

  it('the Pricing choices are named as the deployment prices them (RDS 3-year: partial upfront)', () => {
    render(<SizingPanel />);
    const texts = () =>
      [...(screen.getByLabelText('Pricing', { exact: true }) as HTMLSelectElement).options].map(
        (o) => o.textContent,
      );
    expect(texts()).toContain('3-year Reserved, no upfront');
    for (const d of ['rds', 'aurora']) {
      fireEvent.change(screen.getByLabelText('Deployment'), { target: { value: d } });
      expect(texts()).toContain('3-year Reserved, partial upfront (effective hourly)');
      expect(texts()).not.toContain('3-year Reserved, no upfront');
    }
    // The chosen 3-year term says under the field what its rate is (the option may be cut off).
    fireEvent.change(screen.getByLabelText('Pricing', { exact: true }), {
      target: { value: 'reserved-3y' },
    });
    expect(
      screen.getByText(/AWS sells RDS and Aurora 3-year terms only with an upfront fee/),
    ).toBeTruthy();
  });
});
