import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, screenshot, type AppSession } from './harness.ts';
import { chartsReady } from './appHelpers.ts';
import { generateInventory } from '../fixtures/fleet/generate.ts';

describe('journey: open an inventory, sort the fleet, open a server', () => {
  let app: AppSession;
  const file = join(mkdtempSync(join(tmpdir(), 'innosizer-fleet-e2e-')), 'fleet.csv');
  beforeAll(async () => {
    writeFileSync(
      file,
      `${generateInventory(40, 3)}broken,us-east-1,m6i.large,gp3,500,lots,125,1000,200,4,16,8.0.39,,\n`,
    );
    app = await openApp();
    await chartsReady(app.page);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sizes every server with a progress bar, then shows the table and the totals', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Fleet' }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Open inventory…' }).click(),
    ]);
    await chooser.setFiles(file);
    const totals = page.locator('.fleet-totals');
    await totals.waitFor({ timeout: 60_000 });
    expect(await totals.textContent()).toMatch(/40 servers sized .* 1 invalid row\./);
    expect(await page.locator('.fleet-table tbody tr').count()).toBe(40);
    expect(await page.getByText(/Line 42, iops \(broken\)/).count()).toBe(1);
    // Every cost names its pricing option (the inventory's servers are on-demand).
    expect(await totals.textContent()).toMatch(/Monthly \(on-demand\): \$/);
    for (const name of [
      /^\$\/month today\s*,\s*on-demand$/,
      /^\$\/month recommended\s*,\s*on-demand$/,
    ])
      expect(await page.getByRole('columnheader', { name }).count()).toBe(1);
    await screenshot(page, 'fleet-1-table');
  });

  it('sorts by a column and opens a row as the document', async () => {
    const { page } = app;
    const header = page.getByRole('columnheader', { name: 'Server' });
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    const first = await page.locator('.fleet-table tbody tr .fleet-name').first().textContent();
    expect(first).toBe('db-0001');
    await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    expect(await page.locator('.fleet-table tbody tr .fleet-name').first().textContent()).toBe(
      'db-0040',
    );
    await page.getByRole('button', { name: 'Open db-0040 as it runs today' }).click();
    await page.waitForFunction(() => document.title.includes('db-0040'));
    expect(await page.title()).toMatch(/db-0040/);
  });
});
