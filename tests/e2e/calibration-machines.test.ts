/**
 * Journey (issue 26): import MySQL error logs and sysbench runs from different machines, review
 * what each file states and set the machine it was measured on, accept (the overlay draws every
 * start at its own machine), calibrate (each file evaluated there, no point worse), export.
 * Fixtures: the brief's cases A-C as error logs (tests/fixtures/calibration/SOURCES.md).
 */
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { appForSuite, exportWithTargets } from './appHelpers.ts';

const DIR = resolve(import.meta.dirname, '../fixtures/calibration');
const A = 'a-m6i-large-gp3.err';
const B = 'b-m6id-xlarge-nvme.err';
const C = 'c-m6id-xlarge-nvme-light-warm.err';
const D = 'd-m6i-large-gp3-v2.err';
const RUN = 'run-m6id-xlarge-nvme.txt';

/** Sets a file's machine to the m6id.xlarge with local NVMe of cases B and C. */
async function setNvme(page: Page, file: string): Promise<void> {
  await page.getByLabel(`Machine ${file} was measured on`).selectOption('set');
  const instance = page.getByRole('combobox', { name: `Instance of ${file}` });
  await instance.fill('m6id.xlarge');
  await instance.press('Enter');
  await page.getByLabel(`Storage of ${file}`).selectOption('instance-store');
}

/** "+3.9%" → 3.9, "−1.1%" → 1.1 (absolute). */
const absPct = (t: string): number => Math.abs(Number(t.replace('−', '-').replace('%', '')));

describe('journey: files from different machines, each calibrated at its own', () => {
  const app = appForSuite();

  it('reviews what each file states, sets its machine, overlays, calibrates and exports', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Import & calibrate' }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import…', exact: true }).click(),
    ]);
    await chooser.setFiles([A, B, C, D, RUN].map((f) => join(DIR, f)));

    // What the file states is read from it; the machine is assumed (the current scenario) and
    // the contradiction is named with its line and both values.
    const review = page.getByRole('group', { name: `Machine of ${B}` });
    await review.waitFor();
    expect(await review.textContent()).toContain('MySQL 9.0.1 (line 3)');
    expect(await review.textContent()).toContain(
      'duplicate check with 9 threads: 4 vCPUs (line 9)',
    );
    const notes = page.getByRole('list', { name: `Notes on ${B}` });
    expect(await notes.textContent()).toContain(
      'b-m6id-xlarge-nvme.err line 3: the log says 9.0.1; the current scenario is 8.0.39',
    );
    expect(await notes.textContent()).toContain('which would use 5: not used');
    await screenshot(page, 'calibration-machines-1-review-assumed');

    await setNvme(page, B);
    await setNvme(page, C);
    await page.getByLabel(`Startup optimisation of ${C}`).selectOption('light');
    await page.getByLabel(`OS cache of ${C}`).selectOption('warm');
    await setNvme(page, RUN);
    // On its own machine the log contradicts nothing.
    await expect.poll(() => page.getByRole('list', { name: `Notes on ${B}` }).count()).toBe(0);
    await expect.poll(() => page.getByRole('list', { name: `Notes on ${C}` }).count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 1400 });
    await screenshot(page, 'calibration-machines-2-review-set');
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('button', { name: 'Accept and overlay on charts' }).click();
    // The status line counts what is drawn: every start, at its machine.
    const status = page.getByText(/measured records? drawn on the charts/);
    await status.waitFor();
    expect(await status.textContent()).toMatch(
      /^4 of 8 measured records drawn on the charts: 4 startups on the startup charts, 0 QPS points on the page-size chart; 4 device runs compared on the calibration's reads\/s chart\./,
    );

    await page.getByRole('button', { name: 'Calibrate from imported records' }).click();
    const table = page.getByRole('table', { name: 'Measured vs predicted' });
    await table.waitFor();
    const machines = page.getByRole('list', { name: 'Machines the points are evaluated at' });
    expect(await machines.textContent()).toContain(
      `${B}: m6id.xlarge instance-store, MySQL 9.0.1, 1,000,000 tables, default start, cold OS cache (m6id.xlarge instance-store)`,
    );
    expect(await machines.textContent()).toContain(
      `${C}: m6id.xlarge instance-store, MySQL 9.0.1, 1,000,000 tables, light start, warm OS cache`,
    );
    // Every point names its file, and no point is worse after the fit.
    const groups = await table.locator('tr.group').allTextContents();
    for (const f of [A, B, C, D]) expect(groups.some((g) => g.startsWith(f))).toBe(true);
    const rows = await table
      .locator('tbody tr:not(.group)')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
    expect(rows.length).toBeGreaterThan(15);
    for (const r of rows) expect(absPct(r[4] ?? '')).toBeLessThanOrEqual(absPct(r[2] ?? ''));
    const calNotes = await page.getByRole('list', { name: 'Calibration notes' }).textContent();
    expect(calNotes ?? '').not.toContain('the log says');
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'calibration-machines-3-calibrated');

    await page.getByLabel('Profile name').fill('cases A-C');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('button', { name: 'Apply profile cases A-C' }).click();
    await page.getByText('— applied').waitFor();

    // The charts: B and C at their own machine, said to differ from the charts' scenario.
    await page.getByRole('tab', { name: 'Charts' }).click();
    const measured = page.getByRole('table', { name: 'Measurements against the model' });
    await measured.waitFor();
    const bRow = measured.locator('tr', { hasText: B });
    expect(await bRow.textContent()).toContain('m6id.xlarge instance-store');
    expect(await bRow.textContent()).toContain("(not the charts' scenario)");
    expect(await measured.locator('tbody tr').count()).toBe(4);
    await screenshot(page, 'calibration-machines-4-overlay');

    const popup = await exportWithTargets(page, { startupSeconds: '600', qps: '1000' });
    const section = popup.locator('section', { hasText: 'Imported measurements and calibration' });
    const text = ((await section.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Profile cases A-C');
    // The points of every file are there, each evaluated at its own machine as in the app.
    const labels = await section
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs
          .filter((tr) => tr.querySelectorAll('td').length === 6)
          .map((tr) => tr.querySelector('td')?.textContent ?? ''),
      );
    for (const f of [A, B, C, D])
      expect(
        labels.some((l) => l.startsWith(f)),
        f,
      ).toBe(true);
    expect(text).toContain('Covers');
    await section.screenshot({
      path: join(
        resolve(import.meta.dirname, '../../test-results/screenshots'),
        'calibration-machines-5-export.png',
      ),
    });
    await popup.close();
    expect(app.errors).toEqual([]);
  });
});
