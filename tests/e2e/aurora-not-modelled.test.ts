/**
 * Journey (issue 40 item 3): a DBA sizing Aurora MySQL looks at the Charts and Compare tabs: the
 * startup is "not modelled" with the reason, never a duration, while an EBS pin keeps its figure.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { SCREENSHOT_DIR, screenshot } from './harness.ts';
import { appForSuite } from './appHelpers.ts';

describe('journey: Aurora startup not modelled on Charts and Compare', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });

  it('Charts and Compare show the note, not a number', async () => {
    const { page } = app;
    // Pin the EBS default first: its startup stays a figure beside Aurora's.
    await page.getByRole('tab', { name: 'Compare' }).click();
    await page.getByRole('button', { name: 'Pin current scenario' }).click();
    await page.getByLabel('Deployment', { exact: true }).selectOption('aurora');
    await page.getByLabel('Aurora storage', { exact: true }).waitFor();

    const table = page.getByRole('table', { name: 'Scenario comparison' });
    const current = table.locator('tbody tr').first();
    await expect.poll(async () => (await current.textContent()) ?? '').toContain('Not modelled');
    expect(await current.textContent()).toMatch(/Aurora has no local tablespace files/);
    const pinned = table.locator('tbody tr').nth(1);
    expect(await pinned.textContent()).not.toContain('Not modelled');
    const note = page.locator('.compare-charts .not-modelled');
    expect(await note.first().textContent()).toMatch(/startup not modelled \(no bar\)/);
    await screenshot(page, 'aurora-not-modelled-compare-1280');
    // The tab's own view (the page's main column scrolls on its own).
    const view = page.locator('.compare-charts').locator('..');
    await view.scrollIntoViewIfNeeded();
    await view.screenshot({ path: join(SCREENSHOT_DIR, 'aurora-not-modelled-compare-view.png') });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'aurora-not-modelled-compare-1920');
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('tab', { name: 'Charts' }).click();
    const charts = page.getByRole('region', { name: 'Charts' });
    const chartNote = charts.locator('> .not-modelled');
    await chartNote.waitFor();
    expect(await chartNote.textContent()).toMatch(
      /^Startup: not modelled\. Aurora MySQL's startup/,
    );
    // The cost-vs-startup chart has only the EBS pin's dot; its note is not shown then, but no
    // Aurora point either: the Aurora scenario's own current marker is absent.
    await screenshot(page, 'aurora-not-modelled-charts-1280');
    await charts.scrollIntoViewIfNeeded();
    await charts.screenshot({ path: join(SCREENSHOT_DIR, 'aurora-not-modelled-charts-view.png') });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'aurora-not-modelled-charts-1920');
  });
});
