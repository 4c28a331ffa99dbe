import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { predict } from '../../../src/core/model.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import {
  compareChartData,
  describeMetrics,
  metricsPricing,
  describeStartup,
  shortName,
} from '../../../src/app/features/compare/compareChartData.ts';
import { CompareCharts, SETTLE_MS } from '../../../src/app/features/compare/CompareCharts.tsx';
import type { Scenario } from '../../../src/core/scenario/types.ts';

function faster(): Scenario {
  const s = defaultScenario();
  if (s.storage.kind === 'gp3') s.storage = { ...s.storage, iops: 16000, throughputMiBps: 1000 };
  return s;
}

const base = predict(defaultScenario());
const fast = predict(faster());
const refused = predict({
  ...defaultScenario(),
  instance: { ...defaultScenario().instance, type: 'no.such' },
});

describe('compareChartData', () => {
  it('takes every bar from the model: phase seconds sum to the startup total', () => {
    const data = compareChartData([
      { name: 'Current', result: base },
      { name: 'Pin 1', result: fast },
    ]);
    expect(data.phaseRows.map((r) => r.name)).toEqual(['Current', 'Pin 1']);
    for (const [i, r] of data.phaseRows.entries()) {
      const res = i === 0 ? base : fast;
      if (!res.ok) throw new Error('default scenario must be valid');
      const sum = data.phases.reduce((t, p) => t + (r[p.name] ?? 0), 0);
      expect(sum).toBeCloseTo(res.prediction.startup.totalSeconds, 6);
      expect(data.metricRows[i]).toEqual({
        name: r.name,
        qps: res.prediction.qps.pointSelect,
        monthlyUsd: res.prediction.cost.monthlyUsd,
        pricing: 'on-demand',
      });
    }
    // Phase order is the model's, and only phases with time are listed.
    if (!base.ok) throw new Error('valid');
    const modelOrder = base.prediction.startup.phases
      .filter((p) => p.seconds > 0)
      .map((p) => p.name);
    expect(data.phases.map((p) => p.name)).toEqual(modelOrder);
  });

  it('lists refused scenarios instead of charting zeros', () => {
    expect(refused.ok).toBe(false);
    const data = compareChartData([
      { name: 'Current', result: refused },
      { name: 'Pin 2', result: base },
    ]);
    expect(data.invalid).toEqual(['Current']);
    expect(data.phaseRows.map((r) => r.name)).toEqual(['Pin 2']);
    expect(describeStartup(compareChartData([{ name: 'X', result: refused }]), String)).toMatch(
      /no valid scenario/,
    );
  });

  it('describes the data for screen readers and shortens pin labels', () => {
    const data = compareChartData([{ name: 'Current', result: base }]);
    expect(describeStartup(data, (s) => `${s.toFixed(0)}s`)).toMatch(
      /^Startup time by phase: Current \d+s \(/,
    );
    expect(
      describeMetrics(
        data,
        (n) => `${n} QPS`,
        (n) => `$${n}`,
      ),
    ).toMatch(/Current .* QPS, \$.* per month \(on-demand\)/);
    expect(metricsPricing(data)).toBe('on-demand');
    expect(shortName('Pin 3: m6i.large, gp3 500 GiB')).toBe('Pin 3');
    expect(shortName('Current')).toBe('Current');
  });
});

describe('CompareCharts', () => {
  it('renders recharts bars at a fixed size with accessible summaries', async () => {
    render(
      <CompareCharts
        width={800}
        columns={[
          { name: 'Current', result: base },
          { name: 'Pin 1', result: fast },
        ]}
      />,
    );
    const startup = await screen.findByRole('img', { name: /^Startup time by phase: Current/ });
    expect(startup.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0);
    const metrics = screen.getByRole('img', {
      name: /^Point-select QPS and monthly cost: Current/,
    });
    expect(metrics.querySelectorAll('.recharts-bar-rectangle').length).toBe(4);
    // Phase colours come from the one phase table, light and dark (src/report-view/phaseColours.ts).
    const fills = [...startup.querySelectorAll('.recharts-bar-rectangle path')].map((p) =>
      p.getAttribute('fill'),
    );
    expect(fills.every((f) => f?.startsWith('light-dark(#'))).toBe(true);
  });

  it('redraws once changes have settled, not on every change', async () => {
    const one = [{ name: 'Current', result: base }];
    const { rerender } = render(<CompareCharts width={800} columns={one} />);
    const label = () =>
      screen
        .getByRole('img', { name: /^Point-select QPS and monthly cost:/ })
        .getAttribute('aria-label');
    const first = label();
    rerender(
      <CompareCharts
        width={800}
        columns={[
          { name: 'Current', result: base },
          { name: 'Pin 1', result: fast },
        ]}
      />,
    );
    expect(label()).toBe(first);
    await waitFor(() => expect(label()).toMatch(/Pin 1/), { timeout: SETTLE_MS * 10 });
  });
});

describe('ComparePanel pins', () => {
  it('renames a pin from its row; an empty name keeps the old one', async () => {
    const { fireEvent } = await import('@testing-library/react');
    const { ComparePanel } = await import('../../../src/app/features/compare/ComparePanel.tsx');
    const { actions, appStore } = await import('../../../src/app/store/index.ts');
    actions.pin('Pin 1: baseline');
    render(<ComparePanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Rename Pin 1: baseline' }));
    const input = screen.getByLabelText('New name for Pin 1: baseline');
    fireEvent.change(input, { target: { value: 'Before the upgrade' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(appStore.getState().pinned[0]?.label).toBe('Before the upgrade');
    expect(screen.getByRole('button', { name: 'Unpin Before the upgrade' })).toBeTruthy();
    actions.renamePin(appStore.getState().pinned[0]!.id, '   ');
    expect(appStore.getState().pinned[0]?.label).toBe('Before the upgrade');
    // A new document clears the pins (issue 41 item 11).
    actions.newScenario();
    expect(appStore.getState().pinned).toEqual([]);
  });
});
