import { CURRENT_SCHEMA_VERSION } from '../../src/core/scenario/migrations.ts';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, screenshot, type AppSession } from './harness.ts';
import { chartsReady, typeValue } from './appHelpers.ts';

describe('journey: save and open scenario files', () => {
  let app: AppSession;
  const dir = mkdtempSync(join(tmpdir(), 'innosizer-save-'));
  beforeAll(async () => {
    app = await openApp();
    await chartsReady(app.page);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('marks unsaved changes, saves versioned JSON with Ctrl+S and clears the marker', async () => {
    const { page } = app;
    expect(await page.title()).not.toMatch(/^•/);
    await typeValue(page, 'Provisioned IOPS', '9000');
    await expect.poll(() => page.title()).toMatch(/^• /);
    await page.getByLabel('unsaved changes').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Control+s'),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.innosizer\.json$/);
    const path = join(dir, download.suggestedFilename());
    await download.saveAs(path);
    const saved = JSON.parse(readFileSync(path, 'utf8'));
    expect(saved.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(saved.storage.iops).toBe(9000);
    await expect.poll(() => page.title()).not.toMatch(/^•/);
    expect(await page.getByLabel('unsaved changes').count()).toBe(0);
  });

  it('opens a saved file after New (asking before discarding changes); the browser keeps no recent list', async () => {
    const { page } = app;
    await typeValue(page, 'Tables', '5000');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'New' }).click();
    await expect
      .poll(() => page.getByLabel('Provisioned IOPS', { exact: true }).inputValue())
      .toBe('3000');
    const file = join(dir, 'other.innosizer.json');
    const first = readdirSync(dir).find((f) => f.endsWith('.innosizer.json'));
    const text = readFileSync(join(dir, first ?? ''), 'utf8');
    writeFileSync(file, text.replace('"iops": 9000', '"iops": 7000'));
    // A browser shows a file chooser only on a click (Ctrl+O is the Electron menu's accelerator).
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Open…' }).click(),
    ]);
    await chooser.setFiles(file);
    await expect
      .poll(() => page.getByLabel('Provisioned IOPS', { exact: true }).inputValue())
      .toBe('7000');
    // The window reads the document's one name, the scenario's in the file (issue 30).
    const name = (JSON.parse(text) as { name: string }).name;
    await expect.poll(() => page.title()).toBe(`${name} — InnoSizer`);
    // A page cannot reopen a file from disk: no Recent list that would offer a stale copy.
    expect(await page.getByLabel('Open recent').count()).toBe(0);
    await screenshot(page, 'save-open-1-opened');
  });

  it('refuses a broken file with the path of each problem, keeping the scenario', async () => {
    const { page } = app;
    const bad = join(dir, 'bad.innosizer.json');
    writeFileSync(bad, JSON.stringify({ schemaVersion: 1, storage: { iops: 'abc' } }));
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Open…' }).click(),
    ]);
    await chooser.setFiles(bad);
    const status = page.locator('.statusbar .error');
    await status.waitFor();
    expect(await status.textContent()).toMatch(/bad\.innosizer\.json: .*storage\.iops/);
    expect(await page.getByLabel('Provisioned IOPS', { exact: true }).inputValue()).toBe('7000');
    await screenshot(page, 'save-open-2-bad-file');
    expect(app.errors).toEqual([]);
  });

  it('keeps unsaved work for recovery and offers it back after a reload', async () => {
    const { page } = app;
    await typeValue(page, 'Provisioned IOPS', '4500');
    await page.waitForTimeout(800);
    page.on('dialog', (d) => void d.accept());
    await page.reload();
    const banner = page.getByRole('region', { name: 'Recovered work' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Restore them' }).click();
    await expect
      .poll(() => page.getByLabel('Provisioned IOPS', { exact: true }).inputValue())
      .toBe('4500');
    await expect.poll(() => page.title()).toMatch(/^• /);
  });
});
