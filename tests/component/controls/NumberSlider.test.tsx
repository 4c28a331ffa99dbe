import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { NumberSlider } from '../../../src/app/components/NumberSlider.tsx';
import type { ScenarioIssue } from '../../../src/core/types.ts';

const issue: ScenarioIssue = {
  path: 'storage.iops',
  limit: 'gp3.maxIopsPerGiB',
  message:
    'Provisioned IOPS 70,000 IOPS is too high: gp3 allows 500 IOPS per GiB (3,000 at any size), so a 100 GiB volume allows at most 50,000. Nearest valid: 50,000 IOPS.',
  nearestValid: 50_000,
};

function setup(onCommit: (v: number) => ScenarioIssue[] = () => []) {
  const commit = vi.fn(onCommit);
  const fix = vi.fn();
  const start = vi.fn();
  const end = vi.fn();
  render(
    <NumberSlider
      label="Provisioned IOPS"
      unit="IOPS"
      log
      value={3000}
      min={3000}
      max={80_000}
      rule="gp3: ≥ 3,000, ≤ 500 per GiB"
      onCommit={commit}
      onFix={fix}
      onGestureStart={start}
      onGestureEnd={end}
    />,
  );
  return { commit, fix, start, end };
}

describe('NumberSlider', () => {
  it('has accessible names for the typed input and the slider, and shows the limits', () => {
    setup();
    expect(screen.getByLabelText('Provisioned IOPS')).toBeTruthy();
    expect(screen.getByLabelText('Provisioned IOPS slider')).toBeTruthy();
    expect(screen.getByText('3,000–80,000 IOPS')).toBeTruthy();
    expect(screen.getByText('gp3: ≥ 3,000, ≤ 500 per GiB')).toBeTruthy();
  });
  it('commits a typed value on Enter', () => {
    const { commit } = setup();
    const input = screen.getByLabelText('Provisioned IOPS');
    fireEvent.change(input, { target: { value: '12,000' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(commit).toHaveBeenCalledWith(12_000);
  });
  it('shows the issue of a refused value with a button applying the nearest valid value', () => {
    const { fix } = setup(() => [issue]);
    const input = screen.getByLabelText('Provisioned IOPS');
    fireEvent.change(input, { target: { value: '90000' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toContain('500 IOPS per GiB');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Set provisioned IOPS to 50,000 IOPS' }));
    expect(fix).toHaveBeenCalledWith(issue);
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('refuses text that is not a number without committing', () => {
    const { commit } = setup();
    const input = screen.getByLabelText('Provisioned IOPS');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(commit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('not a number');
  });
  it('slider moves commit values within range and bracket a gesture', () => {
    const { commit, start, end } = setup();
    const slider = screen.getByLabelText('Provisioned IOPS slider');
    fireEvent.pointerDown(slider);
    fireEvent.change(slider, { target: { value: '1000' } });
    fireEvent.pointerUp(slider);
    expect(start).toHaveBeenCalled();
    expect(end).toHaveBeenCalled();
    expect(commit).toHaveBeenCalledWith(80_000);
    fireEvent.change(slider, { target: { value: '500' } });
    const v = commit.mock.calls.at(-1)?.[0] as number;
    expect(v).toBeGreaterThan(3000);
    expect(v).toBeLessThan(80_000);
  });
});

describe('NumberSlider in percent', () => {
  it('writes its value and limits as core/format writes percentages ("12.5%", "0%–100%")', () => {
    render(
      <NumberSlider
        label="Discount"
        unit="%"
        value={12.5}
        min={0}
        max={100}
        onCommit={() => []}
        onFix={() => {}}
        onGestureStart={() => {}}
        onGestureEnd={() => {}}
      />,
    );
    expect(
      screen.getByRole('slider', { name: 'Discount slider' }).getAttribute('aria-valuetext'),
    ).toBe('12.5%');
    expect(screen.getByText('0%–100%')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\d %/);
  });

  // Issue 41 item 11: "0–30 min 0–30 min" under EBS burst used today.
  it('says the range once when the rule is the range itself', () => {
    const { container } = render(
      <NumberSlider
        label="EBS burst used today"
        unit="min"
        value={0}
        min={0}
        max={30}
        rule="0–30 min"
        onCommit={() => []}
        onFix={() => {}}
      />,
    );
    expect(container.querySelector('.rule')?.textContent).toBe('0–30 min');
  });
});
