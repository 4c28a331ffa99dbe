import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, screenshot, type AppSession } from './harness.ts';
import { chartsReady } from './appHelpers.ts';
import { generateInventory } from '../fixtures/fleet/generate.ts';

/** Opens an inventory file on the Fleet tab and waits for its totals. */
async function sizeInventory(page: AppSession['page'], file: string) {
  await page.getByRole('tab', { name: 'Fleet' }).click();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Open inventory…' }).click(),
  ]);
  await chooser.setFiles(file);
  const totals = page.locator('.fleet-totals');
  await totals.waitFor({ timeout: 60_000 });
  return totals;
}

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
    const totals = await sizeInventory(page, file);
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

  it('exports its table as CSV, as the CLI writes it', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Fleet' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV…' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('fleet-sized.csv');
    const path = await download.path();
    const text = readFileSync(path, 'utf8');
    const lines = text.trim().split('\n');
    expect(lines[0]).toMatch(/^line,name,status,region,current,.*,monthly_saving_usd,operation,/);
    // 40 sized servers and the broken row, in inventory order.
    expect(lines).toHaveLength(42);
    expect(lines[lines.length - 1]).toMatch(/^42,broken,invalid,/);
  });
});

describe("journey: a fleet keeps each server's architecture unless allowed (issue 27)", () => {
  let app: AppSession;
  const file = join(mkdtempSync(join(tmpdir(), 'innosizer-fleet-arch-')), 'arch.csv');
  beforeAll(async () => {
    // The servers: sizes with units ("1 TiB", "16k"), one row allowing an architecture
    // change, one with a replica.
    writeFileSync(
      file,
      [
        'name,instance,storage,size-gib,iops,tables,data-gib,buffer-pool-gib,replicas,allow-architecture-change',
        'web-1,m6i.large,gp3,1 TiB,16k,200k,500,4G,0,',
        'web-2,m6i.large,gp3,500,3000,200k,100,4,1,yes',
        'web-3,m6i.large,gp3,500,3000,200k,100,4,0,no',
      ].join('\n') + '\n',
    );
    app = await openApp();
    await chartsReady(app.page);
  });
  afterAll(async () => {
    await app?.close();
  });

  const recommended = async (page: AppSession['page']): Promise<Record<string, string>> => {
    const out: Record<string, string> = {};
    for (const row of await page.locator('.fleet-table tbody tr').all()) {
      // The row's heading holds the server's name (a button that opens it) and its region.
      const name = (await row.locator('th .fleet-name').textContent()) ?? '';
      out[name] = (await row.locator('td').nth(3).textContent()) ?? '';
    }
    return out;
  };

  it('reads sizes with units, keeps x86_64 unless the row allows it, and prices replicas', async () => {
    const { page } = app;
    const totals = await sizeInventory(page, file);
    expect(await totals.textContent()).toMatch(/3 servers sized .* 0 invalid rows\./);
    const rec = await recommended(page);
    for (const name of ['web-1', 'web-3']) {
      expect(rec[name]).not.toMatch(/^[a-z]+\d+g[a-z]*\./);
      expect(rec[name]).not.toMatch(/needs replace/);
    }
    if (/^[a-z]+\d+g[a-z]*\./.test(rec['web-2'] ?? ''))
      expect(rec['web-2']).toMatch(/needs replace/);
    // web-2 runs one replica: today it costs two web-3s (same server, same volume).
    const today = async (name: string): Promise<number> =>
      Number(
        (
          (await page
            .locator('.fleet-table tbody tr', {
              has: page.locator(`th .fleet-name:text-is("${name}")`),
            })
            .locator('td')
            .nth(2)
            .textContent()) ?? ''
        ).replace(/[$,]/g, ''),
      );
    expect(await today('web-2')).toBeCloseTo(2 * (await today('web-3')), 2);
    await screenshot(page, 'fleet-3-architecture');
  });

  it('the Allow architecture change box lets every server cross but those whose row says no', async () => {
    const { page } = app;
    await page.getByLabel('Allow architecture change (replace)').check();
    await expect
      .poll(async () => await page.locator('.fleet-progress').count(), { timeout: 60_000 })
      .toBe(0);
    await page.locator('.fleet-totals').waitFor({ timeout: 60_000 });
    const rec = await recommended(page);
    expect(rec['web-3']).not.toMatch(/^[a-z]+\d+g[a-z]*\./);
    for (const [name, text] of Object.entries(rec))
      if (/^[a-z]+\d+g[a-z]*\./.test(text)) expect(text, name).toMatch(/needs replace/);
    expect(app.errors).toEqual([]);
  });
});
