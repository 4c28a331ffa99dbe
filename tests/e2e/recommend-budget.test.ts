/** Issue 41.12 journey: a budget on the Recommend tab keeps the results within it, or says why none. */
import { describe, expect, it } from 'vitest';
import { appForSuite } from './appHelpers.ts';

describe('journey: recommend within a budget', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });

  it('a budget below every configuration: the cheapest cost named, the closest offered', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Recommend' }).click();
    await page.getByLabel('Max $/month').fill('50');
    await page.getByRole('button', { name: 'Recommend', exact: true }).click();
    await page
      .getByText('No configuration meets these targets within the budget.')
      .waitFor({ timeout: 60_000 });
    expect(await page.getByText(/over the budget by \$[\d,.]+ per month/).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Apply the closest' }).count()).toBe(1);
    expect(await page.getByText('Budget: at most $50.00 per month.').count()).toBe(1);
  });

  it('a generous budget: every result costs at most that', async () => {
    const { page } = app;
    await page.getByLabel('Max $/month').fill('400');
    await page.getByRole('button', { name: 'Recommend', exact: true }).click();
    const table = page.getByRole('table', { name: 'Recommended configurations' });
    await table.waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByText('Budget: at most $400.00 per month.').count()).toBe(1);
    const costs = await table.locator('tr.result td:nth-child(7)').allTextContents();
    expect(costs.length).toBeGreaterThan(0);
    for (const c of costs) expect(Number(c.replace(/[$,]/g, ''))).toBeLessThanOrEqual(400);
  });
});
