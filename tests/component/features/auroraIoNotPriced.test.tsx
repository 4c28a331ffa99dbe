/** Issue 40 item 4: the Aurora Standard headline without an average load excludes I/O and says so. */
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ResultsPanel } from '../../../src/app/features/results/ResultsPanel.tsx';
import { actions } from '../../../src/app/store/index.ts';
import { predict } from '../../../src/core/model.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { withDeployment } from '../../../src/core/deployment/switch.ts';
import { formatUsd } from '../../../src/core/format/index.ts';

afterEach(() => {
  actions.newScenario();
});

const aurora = (averageQps: number) => {
  const s = withDeployment(defaultScenario(), 'aurora');
  return { ...s, workload: { ...s.workload, writeFraction: 0.1, averageQps } };
};

describe('Aurora Standard I/O without an average load', () => {
  it('the cost card says the I/O is not in the total and gives it per 1,000 average QPS', () => {
    const s = aurora(0);
    const r = predict(s);
    if (!r.ok) throw new Error('refused');
    const per1000 = r.prediction.cost.ioNotPriced?.per1000AverageQpsUsd ?? NaN;
    actions.replaceScenario(s);
    render(<ResultsPanel />);
    const table = screen.getByRole('table', { name: 'Itemised monthly cost' });
    const row = within(table)
      .getByText(/Aurora Standard I\/O, not in the total/)
      .closest('tr');
    expect(row?.textContent).toContain(`${formatUsd(per1000)} per 1,000 average QPS`);
  });

  it('with an average load the I/O is priced and the row is gone', () => {
    actions.replaceScenario(aurora(500));
    render(<ResultsPanel />);
    const table = screen.getByRole('table', { name: 'Itemised monthly cost' });
    expect(within(table).queryByText(/Aurora Standard I\/O, not in the total/)).toBeNull();
    expect(within(table).getByText(/at the average load of 500 QPS/)).toBeTruthy();
  });
});
