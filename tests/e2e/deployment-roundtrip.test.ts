/**
 * Journey (issue 41 items 4 and 5): EC2 → Aurora → EC2. The EC2 settings come back (m6i.large,
 * not Aurora's r6i class), and the storage charts fill their cards again at once (they kept a
 * 200 px width in a 443 px card until a reload), at 1024, 1280 and 1920 wide.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appForSuite } from './appHelpers.ts';
import { screenshot } from './harness.ts';

/** Each drawn chart's svg width against its box's width, px. */
async function chartWidths(page: Page): Promise<{ title: string; svg: number; box: number }[]> {
  return page.locator('figure.chart').evaluateAll((figs) =>
    figs
      .map((f) => {
        const box = f.querySelector('.chart-box');
        const svg = box?.querySelector('svg');
        return {
          title: f.getAttribute('aria-label') ?? '',
          svg: svg ? svg.getBoundingClientRect().width : -1,
          box: box ? box.clientWidth : -1,
        };
      })
      .filter((c) => c.box >= 0),
  );
}

describe('journey: EC2 → Aurora → EC2 gives the EC2 scenario back, charts at full width', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });

  for (const width of [1024, 1280, 1920]) {
    it(`at ${width} px: settings restored, every chart as wide as its card`, async () => {
      const { page } = app;
      await page.setViewportSize({ width, height: width === 1920 ? 1080 : 720 });
      const deployment = page.getByLabel('Deployment', { exact: true });
      const before = await chartWidths(page);
      expect(before.length).toBe(4);
      await deployment.selectOption('aurora');
      await page.getByLabel('Aurora storage', { exact: true }).waitFor();
      await deployment.selectOption('ec2');
      await expect
        .poll(() => page.getByLabel('Instance type', { exact: true }).inputValue())
        .toBe('m6i.large');
      await expect.poll(async () => (await chartWidths(page)).length).toBe(4);
      for (const c of await chartWidths(page)) {
        expect(c.box, c.title).toBeGreaterThan(250);
        expect(
          Math.abs(c.svg - c.box),
          `${c.title}: svg ${c.svg} in a ${c.box} px box`,
        ).toBeLessThanOrEqual(1);
      }
      await screenshot(page, `deployment-roundtrip-${width}`);
      expect(app.errors).toEqual([]);
    }, 60_000);
  }
});
