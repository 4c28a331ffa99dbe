import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { appForSuite, dragSlider } from './appHelpers.ts';

/**
 * A slider step redraws the charts' lines from the point figures at once and their uncertainty
 * bands a render later (src/app/features/charts/ChartsPanel.tsx): the bands must catch up, on
 * every chart, around the new lines.
 */
describe('chart bands follow a slider drag', () => {
  const app = appForSuite();

  const chart = (title: string) => app.page.getByRole('figure', { name: title, exact: true });
  const TITLES = [
    'Startup time vs provisioned IOPS',
    'Startup time vs throughput',
    'QPS vs page size',
    'Cost vs startup time',
  ];

  /** The band's vertical extent (SVG y, top to bottom) at the current ring's x, by interpolation. */
  async function bandAtCurrent(title: string) {
    return chart(title).evaluate((fig) => {
      const d = fig.querySelector('path.range-band')?.getAttribute('d') ?? '';
      const pts = [...d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((m) => [
        Number(m[1]),
        Number(m[2]),
      ]);
      const ring = fig.querySelector('circle.current');
      const cx = Number(ring?.getAttribute('cx'));
      const cy = Number(ring?.getAttribute('cy'));
      const half = pts.length / 2;
      const at = (edge: number[][]) => {
        const sorted = [...edge].sort((a, b) => (a[0] as number) - (b[0] as number));
        for (let i = 1; i < sorted.length; i++) {
          const [x0, y0] = sorted[i - 1] as [number, number];
          const [x1, y1] = sorted[i] as [number, number];
          if (cx >= x0 - 0.5 && cx <= x1 + 0.5)
            return x1 === x0 ? y0 : y0 + ((y1 - y0) * (cx - x0)) / (x1 - x0);
        }
        return NaN;
      };
      return { d, cy, top: at(pts.slice(0, half)), bottom: at(pts.slice(half)) };
    });
  }

  it('draws the bands of the new scenario on every chart after a drag, around its current point', async () => {
    const { page } = app;
    const before = await bandAtCurrent('Startup time vs provisioned IOPS');
    expect(before.d).not.toBe('');
    await dragSlider(page, 'Throughput', 0.8, 25);
    // Throughput moves every point of the IOPS chart: its band must be redrawn for them.
    await expect
      .poll(async () => (await bandAtCurrent('Startup time vs provisioned IOPS')).d)
      .not.toBe(before.d);
    for (const title of TITLES)
      expect(
        await chart(title).locator('path.range-band, .range-bars line').count(),
        title,
      ).toBeGreaterThan(0);
    for (const title of TITLES.slice(0, 2)) {
      const now = await bandAtCurrent(title);
      // SVG y grows downwards: the band's top edge is above (smaller y than) the ring.
      expect(now.top, title).toBeLessThanOrEqual(now.cy + 0.6);
      expect(now.bottom, title).toBeGreaterThanOrEqual(now.cy - 0.6);
    }
    await screenshot(page, 'chart-bands-after-drag');
    expect(app.errors).toEqual([]);
  });
});
