import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { InstancePicker } from '../../../src/app/components/InstancePicker.tsx';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { instanceRows } from '../../../src/core/catalog/list.ts';
import type { ScenarioIssue } from '../../../src/core/types.ts';

const ROWS = instanceRows(DEFAULT_CATALOG, 'us-east-1');
const EU_ROWS = instanceRows(DEFAULT_CATALOG, 'eu-west-1');

function setup(
  opts: { value?: string; rows?: typeof ROWS; onCommit?: () => ScenarioIssue[] } = {},
) {
  const commit = vi.fn(opts.onCommit ?? (() => []));
  render(
    <InstancePicker
      label="Instance type"
      value={opts.value ?? 'm6i.large'}
      rows={opts.rows ?? ROWS}
      region="us-east-1"
      onCommit={commit}
      onFix={() => {}}
    />,
  );
  const input = screen.getByRole('combobox', { name: 'Instance type' });
  return { commit, input };
}

/** The list's options (the filter selects have options too). */
const listOptions = () => within(screen.getByRole('listbox')).queryAllByRole('option');
const optionNames = () => listOptions().map((o) => o.querySelector('.picker-name')?.textContent);

describe('InstancePicker', () => {
  it('is a closed combobox showing the chosen type, wired to its listbox', () => {
    const { input } = setup();
    expect((input as HTMLInputElement).value).toBe('m6i.large');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe(
      screen.getByRole('listbox', { hidden: true }).id,
    );
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('ArrowDown opens every priced type plus custom, the current type active', () => {
    const { input } = setup({ value: 'r6i.xlarge' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const names = optionNames();
    expect(names).toHaveLength(ROWS.length + 1);
    expect(names.at(-1)).toBe('custom');
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toMatch(/^r6i\.xlarge/);
    expect(
      screen.getByText(`${ROWS.length} of ${ROWS.length} types · price per hour in us-east-1`),
    ).toBeTruthy();
  });

  it('typing narrows by words; arrows and Enter choose by keyboard alone', () => {
    const { input, commit } = setup();
    fireEvent.change(input, { target: { value: 'r7g .2x' } });
    expect(optionNames()).toEqual(['r7g.2xlarge', 'r7gd.2xlarge']);
    fireEvent.change(input, { target: { value: 'r7g. .2x' } });
    expect(optionNames()).toEqual(['r7g.2xlarge']);
    fireEvent.change(input, { target: { value: 'r7g' } });
    expect(optionNames()[0]).toBe('r7g.large');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(commit).toHaveBeenCalledWith('r7g.xlarge');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Home, End, Page Down move the active option; Escape closes without choosing', () => {
    const { input, commit } = setup();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'End' });
    const activeText = () =>
      document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeText()).toMatch(/^custom/);
    fireEvent.keyDown(input, { key: 'Home' });
    expect(activeText()).toMatch(/^m6i\.large/);
    fireEvent.keyDown(input, { key: 'PageDown' });
    expect(activeText()).toMatch(new RegExp(`^${ROWS[10]!.name.replace('.', '\\.')}`));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('m6i.large');
    expect(commit).not.toHaveBeenCalled();
  });

  it('filters by family, architecture, vCPU, memory and local NVMe', () => {
    const { input } = setup();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const pick = (label: string, value: string) =>
      fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });
    pick('Architecture', 'arm64');
    const arm = optionNames();
    expect(arm.length).toBeGreaterThan(0);
    for (const n of arm) expect(ROWS.find((r) => r.name === n)?.architecture).toBe('arm64');
    pick('Local NVMe', 'yes');
    expect(optionNames().sort()).toEqual(
      ROWS.filter((r) => r.architecture === 'arm64' && r.localNvme)
        .map((r) => r.name)
        .sort(),
    );
    pick('Architecture', '');
    pick('Local NVMe', '');
    pick('Family', 'x2iedn');
    pick('Minimum vCPU', '32');
    pick('Minimum memory', '1024');
    expect(optionNames()).toEqual(
      ROWS.filter((r) => r.family === 'x2iedn' && r.vcpu >= 32 && r.memoryGiB >= 1024).map(
        (r) => r.name,
      ),
    );
    pick('Family', 'm6i');
    expect(optionNames()).toEqual([]);
    expect(screen.getByText(/No instance type matches/)).toBeTruthy();
  });

  it('shows price, EBS ceiling and local NVMe, and marks estimates with their note', () => {
    const { input } = setup({ rows: EU_ROWS });
    fireEvent.change(input, { target: { value: 'm6id.large' } });
    const [opt] = listOptions() as [HTMLElement];
    const row = EU_ROWS.find((r) => r.name === 'm6id.large')!;
    expect(opt.textContent).toContain(`$${row.hourlyUsd!.toFixed(4)}/h`);
    expect(opt.textContent).toContain('EBS ≤ 40,000 IOPS, 1,250 MB/s');
    expect(opt.textContent).toContain('1 × 118 GB NVMe');
    expect(opt.textContent).toContain('est.');
    expect(opt.getAttribute('title')).toBe(row.priceNote);
    fireEvent.change(input, { target: { value: 'm7i.large' } });
    expect(listOptions()[0]?.textContent).toContain('(EBS est.)');
    // A newer storage family: EBS and instance store estimated, each note in the title.
    fireEvent.change(input, { target: { value: 'i7ie.large' } });
    const i7 = listOptions()[0] as HTMLElement;
    expect(i7.textContent).toContain('1 × 1,250 GB NVMe');
    expect(i7.textContent).toContain('(EBS and NVMe est.)');
    expect(i7.getAttribute('title')).toContain('i3en.large');
  });

  it('shows the issues of a refused choice', () => {
    const issue: ScenarioIssue = {
      path: 'instance.type',
      limit: 'region',
      message: 'Instance type m7g.large has no price in this region.',
    };
    const { input } = setup({ onCommit: () => [issue] });
    fireEvent.change(input, { target: { value: 'm7g.large' } });
    fireEvent.click(listOptions()[0]!);
    expect(screen.getByRole('alert').textContent).toContain('has no price in this region');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
