import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, screenshot, type AppSession } from './harness.ts';
import { chartsReady, pickInstance, startupText, typeValue } from './appHelpers.ts';
import { defaultScenario } from '../../src/core/scenario/defaults.ts';

/** Issue 16: a scenario file naming Object.prototype's properties must not blank the window. */
describe('journey: opening a hostile scenario file', () => {
  let app: AppSession;
  const dir = mkdtempSync(join(tmpdir(), 'innosizer-hostile-'));
  beforeAll(async () => {
    app = await openApp();
    await chartsReady(app.page);
    // Opening over unsaved changes asks first: agree.
    app.page.on('dialog', (d) => void d.accept());
  });
  afterAll(async () => {
    await app?.close();
  });

  async function open(name: string, text: string): Promise<void> {
    const file = join(dir, name);
    writeFileSync(file, text);
    const [chooser] = await Promise.all([
      app.page.waitForEvent('filechooser'),
      app.page.getByRole('button', { name: 'Open…' }).click(),
    ]);
    await chooser.setFiles(file);
  }

  it('region "constructor" shows an error naming it, and the window keeps working', async () => {
    const { page } = app;
    const s = defaultScenario();
    s.region = 'constructor';
    await open('proto-region.innosizer.json', JSON.stringify(s));
    await page.getByText('Region "constructor" is not in the catalog').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('InnoSizer');
    await screenshot(page, 'hostile-1-proto-region');
    await page.getByLabel('Region', { exact: true }).selectOption('us-east-1');
    await expect.poll(() => startupText(page)).toMatch(/\d+ min \d+ s|\d+ s/);
    await typeValue(page, 'Provisioned IOPS', '6000');
    await expect.poll(() => page.title()).toMatch(/^• /);
    expect(app.errors).toEqual([]);
  });

  it('instance "toString" and a "__proto__" key: errors, the document still edits', async () => {
    const { page } = app;
    const text = JSON.stringify(defaultScenario()).replace(
      '"type":"m6i.large"',
      '"type":"toString","__proto__":{"customVcpu":1}',
    );
    await open('proto-instance.innosizer.json', text);
    await page.getByText('Instance type "toString" is not in the catalog').first().waitFor();
    await pickInstance(page, 'm6i.xlarge');
    await expect.poll(() => startupText(page)).toMatch(/\d+ min \d+ s|\d+ s/);
    expect(await page.locator('.crash').count()).toBe(0);
    await screenshot(page, 'hostile-2-recovered');
    expect(app.errors).toEqual([]);
  });
});

/** Issue 16 item 9: a CSV saved as UTF-16 with a byte-order mark (PowerShell's `>`) imports. */
describe('journey: importing a UTF-16 CSV', () => {
  let app: AppSession;
  const dir = mkdtempSync(join(tmpdir(), 'innosizer-utf16-'));
  beforeAll(async () => {
    app = await openApp();
    await chartsReady(app.page);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Imports `file`, reads the summary, then discards it (so the next import shows its own). */
  async function importFile(file: string): Promise<string> {
    const { page } = app;
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import…', exact: true }).click(),
    ]);
    await chooser.setFiles(file);
    const status = page.getByText(/1 file: [\d,]+ records?/);
    await status.waitFor();
    const kinds = page.getByText(/startups?, [\d,]+ device runs?/);
    const text = `${await status.textContent()} ${await kinds.textContent()}`;
    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    await status.waitFor({ state: 'detached' });
    return text;
  }

  it('UTF-16 LE and BE with a BOM give the records of the UTF-8 file, nothing unrecognised', async () => {
    const csv = readFileSync(
      resolve(import.meta.dirname, '../fixtures/imports/brief-fileio.csv'),
      'utf8',
    );
    const utf8 = await importFile(
      resolve(import.meta.dirname, '../fixtures/imports/brief-fileio.csv'),
    );
    expect(utf8).toMatch(/1 file: [1-9][\d,]* records\. 0 startups, [1-9][\d,]* device runs/);
    const le = join(dir, 'fileio-utf16le.csv');
    writeFileSync(le, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv, 'utf16le')]));
    expect(await importFile(le)).toBe(utf8);
    const be = join(dir, 'fileio-utf16be.csv');
    writeFileSync(
      be,
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(csv, 'utf16le').swap16()]),
    );
    expect(await importFile(be)).toBe(utf8);
    expect(await app.page.getByText(/unrecognised format/).count()).toBe(0);
    await screenshot(app.page, 'hostile-3-utf16-import');
  });
});
