import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { screenshot, SCREENSHOT_DIR } from './harness.ts';
import { appForSuite, pickInstance, typeValue } from './appHelpers.ts';

describe('journey: pin scenarios and compare them side by side', () => {
  const app = appForSuite();

  it('pins up to four scenarios, shows their numbers and chart series, restores and unpins', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Compare' }).click();
    const pin = page.getByRole('button', { name: 'Pin current scenario' });
    await pin.click();
    await typeValue(page, 'Provisioned IOPS', '12000');
    await pin.click();
    await page.getByLabel('Startup optimization', { exact: true }).selectOption('light');
    await pin.click();
    await pickInstance(page, 'm6id.xlarge');
    await typeValue(page, 'Data size', '100');
    await page.getByLabel('Storage kind', { exact: true }).selectOption('instance-store');
    expect(await page.getByRole('alert').count()).toBe(0);
    await pin.click();
    expect(await pin.isDisabled()).toBe(true);

    const table = page.getByRole('table', { name: 'Scenario comparison' });
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(5);
    const startups = await rows.locator('td:nth-child(3)').allTextContents();
    // The pins differ (3,000 IOPS, 12,000, light patch, local NVMe).
    expect(new Set(startups.slice(1)).size).toBe(4);
    expect(await rows.nth(4).textContent()).toMatch(/m6id\.xlarge, instance store \(local NVMe\)/);
    // Every pinned scenario is a series on the page-size chart's legend.
    const legend = page
      .getByRole('figure', { name: 'QPS vs page size' })
      .locator('.chart-legend li:not(.range-key)');
    expect(await legend.count()).toBe(5);
    // recharts charts: stacked startup phases per scenario and QPS / monthly cost per scenario.
    const phases = page.getByRole('img', { name: /^Startup time by phase: Current/ });
    // The charts redraw once the last change has settled.
    await expect.poll(() => phases.getAttribute('aria-label')).toMatch(/Pin 4 /);
    expect(await phases.locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(5);
    const metrics = page.getByRole('img', { name: /^Point-select QPS and monthly cost:/ });
    expect(await metrics.locator('.recharts-bar-rectangle').count()).toBe(10);
    await screenshot(page, 'compare-1-four-pinned');
    const charts = page.locator('.compare-charts');
    await charts.scrollIntoViewIfNeeded();
    // Hovering a bar names the metric and its figure, formatted; a cost says its pricing.
    const bars = page.locator('.compare-metrics .rchart');
    const tooltipOf = async (chart: number): Promise<string> => {
      await bars.nth(chart).locator('.recharts-bar-rectangle').first().hover();
      const tip = bars.nth(chart).locator('.recharts-tooltip-wrapper');
      await expect.poll(async () => (await tip.textContent()) ?? '').not.toBe('');
      return (await tip.textContent()) ?? '';
    };
    expect(await tooltipOf(0)).toMatch(/Point selects\/s : \d{1,3}(,\d{3})*$/);
    expect(await tooltipOf(1)).toMatch(/Monthly : \$[\d,]+\.\d\d \(on-demand\)$/);
    await page.mouse.move(1, 1); // no hover tooltip in the screenshots
    await charts.screenshot({ path: join(SCREENSHOT_DIR, 'compare-2-charts-light.png') });
    await page.getByLabel('Theme').selectOption('dark');
    await charts.screenshot({ path: join(SCREENSHOT_DIR, 'compare-2-charts-dark.png') });
    await page.getByLabel('Theme').selectOption('light');

    await page.getByRole('button', { name: /^Restore Pin 1:/ }).click();
    await expect
      .poll(() => page.getByLabel('Provisioned IOPS', { exact: true }).inputValue())
      .toBe('3000');
    await page.getByRole('button', { name: /^Unpin Pin 1:/ }).click();
    expect(await rows.count()).toBe(4);
    expect(await pin.isDisabled()).toBe(false);
    expect(app.errors).toEqual([]);
  });
});
