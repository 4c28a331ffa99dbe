/**
 * Journey (issue 41 item 3): a recommendation, then EC2 → RDS. The list says it was computed for
 * EC2 and Apply is off, so it cannot switch the scenario back; a new search answers RDS. Looked at
 * 1024, 1280 and 1920 wide.
 */
import { describe, expect, it } from 'vitest';
import { appForSuite, recommendRows } from './appHelpers.ts';
import { screenshot } from './harness.ts';

describe('journey: recommendation results go out of date with the scenario', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });

  it('marks the list computed for EC2 after a switch to RDS; Apply does not switch back', async () => {
    const { page } = app;
    const rows = await recommendRows(page, '900', '1000');
    expect(await rows.count()).toBeGreaterThan(0);
    const apply = page.getByRole('button', { name: 'Apply recommendation 1', exact: true });
    expect(await apply.isEnabled()).toBe(true);
    await page.getByLabel('Deployment', { exact: true }).selectOption('rds');
    const note = page.getByRole('note', { name: 'Results out of date' });
    await note.waitFor();
    expect(await note.textContent()).toMatch(/Computed for EC2; the scenario is now RDS: re-run/);
    expect(await apply.isDisabled()).toBe(true);
    for (const width of [1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: width === 1920 ? 1080 : 720 });
      await note.scrollIntoViewIfNeeded();
      await screenshot(page, `recommend-stale-${width}`);
    }
    // A new search answers RDS: the marker goes, Apply is back, the deployment stays RDS.
    await page.getByRole('button', { name: 'Recommend', exact: true }).click();
    await expect.poll(() => note.count(), { timeout: 60_000 }).toBe(0);
    await page.getByRole('button', { name: 'Apply recommendation 1', exact: true }).click();
    expect(await page.getByLabel('Deployment', { exact: true }).inputValue()).toBe('rds');
    expect(app.errors).toEqual([]);
  }, 120_000);
});
