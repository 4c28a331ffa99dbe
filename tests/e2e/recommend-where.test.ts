/**
 * Journey (issue 39 item 3, issue 38 item 5): the Recommend tab searches across deployments and
 * clouds as the CLI's `--deployment any --cloud any` does; each row says where it runs, and a
 * move to another deployment or cloud is a migration.
 */
import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { appForSuite } from './appHelpers.ts';

describe('journey: recommend across deployments and clouds', () => {
  const app = appForSuite();

  it('RDS only, then every deployment on every cloud, each row naming where it runs', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Recommend' }).click();
    await page.getByLabel('Max startup (s)').fill('900');
    await page.getByLabel('Min QPS').fill('2000');
    await page.getByLabel('Deployments').selectOption('rds');
    await page.getByRole('button', { name: 'Recommend', exact: true }).click();
    const table = page.getByRole('table', { name: 'Recommended configurations' });
    await table.waitFor({ timeout: 60_000 });
    const rds = await table.locator('tbody tr.result td.where-cell .where').allTextContents();
    expect(rds.length).toBeGreaterThan(0);
    for (const w of rds) expect(w).toBe('AWS · RDS');
    expect(await table.textContent()).toContain('Changes (migrate)');
    expect(await table.textContent()).toContain('Includes: RDS manages backups');
    await screenshot(page, 'recommend-where-1-rds');

    await page.getByLabel('Deployments').selectOption('any');
    await page.getByLabel('Clouds').selectOption('any');
    await page.getByRole('button', { name: 'Recommend', exact: true }).click();
    await expect
      .poll(
        async () => (await page.getByRole('list', { name: 'Search rules' }).textContent()) ?? '',
        {
          timeout: 120_000,
        },
      )
      .toContain('Clouds ranked together by monthly cost in USD');
    const where = await table.locator('tbody tr.result td.where-cell .where').allTextContents();
    expect(where.length).toBeGreaterThan(0);
    for (const w of where)
      expect(w).toMatch(/^(AWS · (EC2|RDS|Aurora)|Azure · VM|Google Cloud · VM)$/);
    const rules = (await page.getByRole('list', { name: 'Search rules' }).textContent()) ?? '';
    expect(rules).toContain('Azure searched in');
    expect(rules).toContain('Google Cloud searched in');
    await screenshot(page, 'recommend-where-2-all');
    // Two results pinned: side by side in Compare, each with its cloud and region.
    await page.getByRole('button', { name: 'Pin recommendation 1 for Compare' }).click();
    await page.getByRole('button', { name: 'Pin recommendation 2 for Compare' }).click();
    await page.getByRole('tab', { name: 'Compare' }).click();
    const compare = page.getByRole('table', { name: 'Scenario comparison' });
    await compare.waitFor();
    const text = (await compare.textContent()) ?? '';
    expect(text).toContain(`#1 ${where[0] ?? ''}`);
    expect(text).toContain(`#2 ${where[1] ?? ''}`);
    expect(text).toMatch(/(AWS us-east-1|Azure eastus|Google Cloud us-central1) · /);
    await screenshot(page, 'recommend-where-4-compare');
    await page.getByRole('tab', { name: 'Recommend' }).click();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'recommend-where-3-all-1920');
    await page.setViewportSize({ width: 1280, height: 720 });
    expect(app.errors).toEqual([]);
  });
});
