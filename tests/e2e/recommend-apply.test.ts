import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import {
  appForSuite,
  costText,
  exportFromRecommend,
  recommendRows,
  startupText,
} from './appHelpers.ts';

describe('journey: ask for a recommendation and apply it', () => {
  const app = appForSuite();

  it('ranks the cheapest configurations meeting the targets and applies one with a click', async () => {
    const { page } = app;
    const rows = await recommendRows(page, '120', '4000');
    expect(await rows.count()).toBeGreaterThan(0);
    // Ranked by monthly cost: the column never decreases.
    const costs = (await rows.locator('td:nth-child(7)').allTextContents()).map((t) =>
      Number(t.replace(/[$,]/g, '')),
    );
    for (let i = 1; i < costs.length; i++) expect(costs[i]).toBeGreaterThanOrEqual(costs[i - 1]!);
    await screenshot(page, 'recommend-1-results');

    const instance = (await rows.first().locator('td:nth-child(2)').textContent()) ?? '';
    const monthly = (await rows.first().locator('td:nth-child(7)').textContent()) ?? '';
    await page.getByRole('button', { name: 'Apply recommendation 1', exact: true }).click();
    await expect
      .poll(() => page.getByLabel('Instance type', { exact: true }).inputValue())
      .toBe(instance);
    expect(await costText(page)).toBe(monthly);
    // The applied configuration meets the target startup time.
    const startup = await startupText(page);
    expect(startup).not.toMatch(/h /);
    await screenshot(page, 'recommend-2-applied');
    // Applying is one undo step.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => page.getByLabel('Instance type', { exact: true }).inputValue())
      .toBe('m6i.large');
    expect(app.errors).toEqual([]);
  });

  it('exports the recommendation: the print view renders the report in a new tab', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Recommend', exact: true }).click();
    await page.getByRole('table', { name: 'Recommended configurations' }).waitFor();
    const popup = await exportFromRecommend(page);
    expect(await popup.locator('body').textContent()).toMatch(/m6i|gp3/);
    await popup.screenshot({ path: 'test-results/screenshots/recommend-3-print-view.png' });
    await popup.close();
    // The browser build saves nothing itself: the status says what happened, not "Exported".
    await page.getByText(/^Opened the report in a new tab: use its print dialog/).waitFor();
    expect(await page.getByText(/^Exported /).count()).toBe(0);
  });

  it('says so when nothing meets the targets', async () => {
    const { page } = app;
    await page.getByLabel('Max startup (s)').fill('1');
    await page.getByLabel('Min QPS').fill('100000000');
    await page.getByRole('button', { name: 'Recommend', exact: true }).click();
    await page.getByText('No configuration meets these targets.').waitFor({ timeout: 60_000 });
  });
});
