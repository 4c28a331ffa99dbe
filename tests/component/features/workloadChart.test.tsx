import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorkloadChart } from '../../../src/app/features/workload/WorkloadChart.tsx';
import { statsOf } from '../../../src/core/telemetry/stats.ts';
import type { WorkloadMetric } from '../../../src/core/telemetry/workload.ts';

/** Five minutes of read IOPS, one sample a second, swinging between 1,400 and 2,800. */
function readIops5min(): WorkloadMetric {
  const t = Array.from({ length: 300 }, (_, i) => i + 1);
  const values = t.map((s) => 2100 + 700 * Math.sin(s / 40));
  return {
    key: 'readIops',
    label: 'Read IOPS',
    unit: 'IO/s',
    from: 'disk',
    t,
    values,
    stats: statsOf(values),
  };
}

/** Issue 13: round ticks in one unit per axis, as the XY charts have (not "1 min 16 s", "2.1K"). */
describe('WorkloadChart axes', () => {
  it('ticks the time in one unit at round steps and the values at round steps from 0', async () => {
    const metric = readIops5min();
    const { container } = render(<WorkloadChart metric={metric} limits={[]} width={600} />);
    const all = () =>
      [...container.querySelectorAll('.recharts-cartesian-axis-tick-value')].map(
        (e) => e.textContent ?? '',
      );
    await waitFor(() => expect(all().length).toBeGreaterThan(0));
    // 5 minutes: the core's duration axis keeps seconds (durationTicks), at round 100 s steps.
    expect(all().filter((t) => t.endsWith(' s'))).toEqual(['0 s', '100 s', '200 s', '300 s']);
    expect(all().filter((t) => !t.endsWith(' s'))).toEqual(['0', '1K', '2K', '3K']);
  });

  it('a capture without a clock counts samples on its axis, never seconds', async () => {
    const metric = readIops5min();
    const { container } = render(
      <WorkloadChart metric={metric} limits={[]} width={600} clock={false} />,
    );
    const all = () =>
      [...container.querySelectorAll('.recharts-cartesian-axis-tick-value')].map(
        (e) => e.textContent ?? '',
      );
    await waitFor(() => expect(all().length).toBeGreaterThan(0));
    expect(all().filter((x) => x.startsWith('sample'))).toEqual([
      'sample 100',
      'sample 200',
      'sample 300',
    ]);
    expect(all().some((x) => x.endsWith(' s'))).toBe(false);
  });
});
