import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, SCREENSHOT_DIR } from './harness.ts';
import { appForSuite, startupText } from './appHelpers.ts';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/imports');

async function importFiles(page: Page, files: string[]): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import…', exact: true }).click(),
  ]);
  // MySQL's usual error-log name (.err) is offered by the chooser.
  expect(await chooser.element().getAttribute('accept')).toContain('.err');
  await chooser.setFiles(files);
}

describe('journey: import measurements, overlay them, calibrate', () => {
  const app = appForSuite();

  it('imports a startup CSV, shows it for review and changes nothing until accepted', async () => {
    const { page } = app;
    const before = await startupText(page);
    await importFiles(page, [join(FIXTURES, 'brief-startup.csv')]);
    const status = page.getByText(/files?: [\d,]+ records?/);
    await status.waitFor();
    // Counts in words: "1 file: 3 records.", "3 startups, 0 device runs, 0 QPS points."
    expect(await status.textContent()).toBe('1 file: 3 records.');
    expect(await page.getByText(/^3 startups, 0 device runs, 0 QPS points\.$/).count()).toBe(1);
    expect(await page.getByText('Measured', { exact: true }).count()).toBe(0);
    expect(await startupText(page)).toBe(before);
    await page.getByRole('button', { name: 'Accept and overlay on charts' }).click();
    // The status line counts what is drawn: each start on the startup charts (issue 26).
    const drawn = page.getByText(/measured records drawn on the charts/);
    await drawn.waitFor();
    expect(await drawn.textContent()).toMatch(
      /^2 of 3 measured records drawn on the charts: 2 startups on the startup charts, 0 QPS points on the page-size chart; 1 startup without a total time compared in calibration only\./,
    );
    // Measured points are drawn as a "Measured" series on the startup charts.
    await page.getByText('Measured', { exact: true }).first().waitFor();
    expect(await startupText(page)).toBe(before);
    await screenshot(page, 'import-1-overlay');
  });

  it('calibrates from the records, shows measured vs predicted before/after, keeps a named profile', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Calibrate from imported records' }).click();
    const table = page.getByRole('table', { name: 'Measured vs predicted' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    // recharts measured-vs-predicted chart: before and after dots and the y = x line.
    const chart = page.getByRole('img', { name: /^Measured vs predicted startup seconds/ });
    await chart.waitFor();
    expect(await chart.locator('.recharts-scatter-symbol').count()).toBeGreaterThan(1);
    expect(await chart.locator('.recharts-line-curve').count()).toBe(1);
    const charts = page.locator('.calibration-charts');
    await charts.scrollIntoViewIfNeeded();
    await charts.screenshot({ path: join(SCREENSHOT_DIR, 'import-3-calibration-chart-light.png') });
    await page.getByLabel('Theme').selectOption('dark');
    await charts.screenshot({ path: join(SCREENSHOT_DIR, 'import-3-calibration-chart-dark.png') });
    await page.getByLabel('Theme').selectOption('light');
    await page.getByLabel('Profile name').fill('case A gp3');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('button', { name: 'Apply profile case A gp3' }).click();
    await page.getByText('— applied').waitFor();
    await screenshot(page, 'import-2-calibrated');
    await page.reload();
    await page.getByRole('tab', { name: 'Import & calibrate' }).click();
    await page.getByRole('button', { name: 'Apply profile case A gp3' }).waitFor();
  });

  it('rejects a broken file naming file, line and field, with nothing to accept', async () => {
    const { page } = app;
    await importFiles(page, [join(FIXTURES, 'hostile-sysbench-bad-number.txt')]);
    const errors = page.getByRole('list', { name: 'Import errors' });
    await errors.waitFor();
    // File, line and field said once, as the CLI says them (formatImportError), not
    // "file:24 [reads/s] line 24, field 'reads/s': …".
    expect(await errors.getByRole('listitem').allTextContents()).toEqual([
      "hostile-sysbench-bad-number.txt: line 24, field 'reads/s': expected a number like 5012.44, got '50o8.91'",
    ]);
    expect(await page.getByRole('status').filter({ hasText: 'error' }).textContent()).toBe(
      '1 file: 0 records, 1 error (a file with errors is not imported).',
    );
    expect(
      await page.getByRole('button', { name: 'Accept and overlay on charts' }).isDisabled(),
    ).toBe(true);
    await screenshot(page, 'import-3-errors');
    await page.getByRole('button', { name: 'Discard', exact: true }).click();
  });

  it('asks how to map CSV columns it does not recognise', async () => {
    const { page } = app;
    const dir = mkdtempSync(join(tmpdir(), 'innosizer-e2e-'));
    const file = join(dir, 'odd-headers.csv');
    writeFileSync(file, 'innodb page kib,point selects per sec\n16,3100\n8,3300\n');
    await importFiles(page, [file]);
    const form = page.getByRole('form', { name: 'Column mapping for odd-headers.csv' });
    await form.waitFor();
    await page.getByLabel('Meaning of column innodb page kib').selectOption('pageSizeKiB');
    await page.getByLabel('Meaning of column point selects per sec').selectOption('qps');
    // The meanings in words, not the fields' codes ("pageSizeKiB", "directories_scan").
    const meaning = page.getByLabel('Meaning of column innodb page kib');
    expect(await meaning.locator('option:checked').textContent()).toBe('Page size (KiB)');
    for (const o of await meaning.locator('option').allTextContents())
      expect(o).not.toMatch(/^[a-z]+[A-Z][a-z]|_/);
    await screenshot(page, 'import-4-mapping');
    await page.getByRole('button', { name: 'Import with this mapping' }).click();
    await page.getByText('1 file: 2 records.').waitFor();
    await page.getByRole('button', { name: 'Accept and overlay on charts' }).click();
    await page
      .getByText(
        /^2 of 2 measured records drawn on the charts: 0 startups on the startup charts, 2 QPS points on the page-size chart\./,
      )
      .waitFor();
    expect(app.errors).toEqual([]);
  });

  it('shows parse progress for a large file and cancels it, importing nothing', async () => {
    const { page } = app;
    const dir = mkdtempSync(join(tmpdir(), 'innosizer-e2e-'));
    const file = join(dir, 'large-fileio.csv');
    const rows = [
      'instance,storage,provisioned_iops,provisioned_mibps,block_size_kib,threads,reads_per_s',
    ];
    for (let i = 0; i < 600_000; i++)
      rows.push(`m6i.2xlarge,gp3,3000,125,16,${1 + (i % 64)},${2900 + (i % 97)}`);
    writeFileSync(file, `${rows.join('\n')}\n`);
    await importFiles(page, [file]);
    const progress = page.getByRole('progressbar');
    await progress.waitFor();
    await screenshot(page, 'import-5-progress');
    await page.getByRole('button', { name: 'Cancel import' }).click();
    await progress.waitFor({ state: 'detached' });
    expect(await page.getByText(/large-fileio/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Accept and overlay on charts' }).count()).toBe(
      0,
    );
    expect(app.errors).toEqual([]);
  });

  it('imports a file dropped on the window, and opens a dropped scenario file', async () => {
    const { page } = app;
    const csv = readFileSync(join(FIXTURES, 'brief-startup.csv'), 'utf8');
    const drop = (name: string, text: string) =>
      page.evaluate(
        ([n, t]) => {
          const dt = new DataTransfer();
          dt.items.add(new File([t as string], n as string, { type: 'text/plain' }));
          const target = document.querySelector('.app') as HTMLElement;
          target.dispatchEvent(
            new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }),
          );
          target.dispatchEvent(
            new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }),
          );
        },
        [name, text],
      );
    // Dragging files over the window shows a clear drop overlay, gone after the drop.
    await page.evaluate(() => {
      const dt = new DataTransfer();
      dt.items.add(new File(['x'], 'db1.err', { type: 'text/plain' }));
      document
        .querySelector('.app')!
        .dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true }));
    });
    const overlay = page.locator('.drop-overlay');
    await overlay.waitFor();
    expect(await overlay.textContent()).toMatch(/Drop to import.*\.err/);
    await screenshot(page, 'import-0-drop-overlay');
    await drop('dropped-startup.csv', csv);
    await page.getByText(/1 file: [1-9][\d,]* records?/).waitFor();
    expect(await overlay.count()).toBe(0);
    await page.getByRole('button', { name: 'Discard', exact: true }).click();

    const scenario = { schemaVersion: 1, name: 'Dropped', storage: { iops: 6000 } };
    await drop('dropped.innosizer.json', JSON.stringify(scenario));
    await expect
      .poll(() => page.getByLabel('Provisioned IOPS', { exact: true }).inputValue())
      .toBe('6000');
    // The window reads the document's one name, the scenario's (issue 30); the file is in the
    // name's tooltip.
    await expect.poll(() => page.title()).toBe('Dropped — InnoSizer');
    expect(
      await page.getByRole('button', { name: /^Document: Dropped/ }).getAttribute('title'),
    ).toMatch(/dropped\.innosizer\.json/);
    expect(app.errors).toEqual([]);
  });
});
