import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { XYChart } from '../../../src/app/components/charts.tsx';

describe('XYChart', () => {
  it('draws a path per line series, a dot per measurement, the current ring and a legend', () => {
    const { container } = render(
      <XYChart
        title="Startup time vs provisioned IOPS"
        xLabel="IOPS"
        yLabel="startup time"
        yUnit="duration"
        target={{ y: 300, label: 'target ≤ 5 min 00 s' }}
        width={500}
        xLog
        series={[
          {
            name: 'Current',
            color: 'red',
            points: [
              { x: 3000, y: 400 },
              { x: 6000, y: 200 },
              { x: 12_000, y: 150 },
            ],
          },
          { name: 'Measured', color: 'blue', scatter: true, points: [{ x: 3000, y: 429 }] },
        ]}
        current={{ x: 3000, y: 400 }}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Startup time vs provisioned IOPS' })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(
      'startup time in min against IOPS',
    );
    // Title without nested brackets; ticks round and in one unit; round log ticks on x.
    expect(screen.getByRole('figure').querySelector('figcaption')?.textContent).toBe(
      'Startup time vs provisioned IOPS (min)',
    );
    const ticks = [...container.querySelectorAll('.ticks text')].map((t) => t.textContent);
    expect(ticks).toEqual(
      expect.arrayContaining(['0 min', '2 min', '4 min', '6 min', '8 min', '3K', '5K', '10K']),
    );
    expect(ticks.filter((t) => / s$| h$/.test(t ?? ''))).toEqual([]);
    expect(container.querySelector('.target text')?.textContent).toBe('target ≤ 5 min 00 s');
    expect(container.querySelectorAll('path')).toHaveLength(1);
    expect(container.querySelectorAll('circle:not(.current)')).toHaveLength(1);
    expect(container.querySelectorAll('circle.current')).toHaveLength(1);
    expect(screen.getByText('Measured')).toBeTruthy();
    // Every point lies inside the plot area.
    const svgHeight = 220;
    for (const c of container.querySelectorAll('circle')) {
      const cy = Number(c.getAttribute('cy'));
      expect(cy).toBeGreaterThanOrEqual(0);
      expect(cy).toBeLessThanOrEqual(svgHeight);
    }
  });

  it('shades a band around a line, an error bar through each dot and a bar at the current point', () => {
    const { container } = render(
      <XYChart
        title="QPS vs page size"
        xLabel="KiB"
        yLabel="QPS"
        yUnit="QPS"
        width={500}
        series={[
          {
            name: 'Current',
            color: 'red',
            points: [
              { x: 4, y: 100 },
              { x: 16, y: 50 },
            ],
            ranges: [
              { x: 4, low: 80, high: 300 },
              { x: 16, low: 40, high: 60 },
            ],
          },
          {
            name: 'Options',
            color: 'blue',
            scatter: true,
            points: [{ x: 8, y: 70 }],
            ranges: [{ x: 8, low: 60, high: 90 }],
          },
        ]}
        current={{ x: 16, y: 50, range: [40, 60] }}
      />,
    );
    const band = container.querySelector('path.range-band');
    expect(band).toBeTruthy();
    expect(band?.getAttribute('d')).toMatch(/^M.*Z$/);
    expect(container.querySelectorAll('.range-bars line')).toHaveLength(1);
    expect(container.querySelector('line.current-range title')?.textContent).toBe(
      'Current range: 40–60',
    );
    // The y axis reaches the highest end of every range (300), not only the points.
    const yTicks = [...container.querySelectorAll('.ticks text[text-anchor="end"]')].map((t) =>
      Number(t.textContent),
    );
    expect(Math.max(...yTicks)).toBeGreaterThanOrEqual(300);
  });
});
