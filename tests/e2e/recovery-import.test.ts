/**
 * Journey (issue 37 item 5): import a crash recovery's error log and an xtrabackup copy-back log
 * (the CLI's fixtures, tests/fixtures/recovery), see each timed phase measured vs the model at its
 * machine, calibrate, and see the Recovery tab's figures change and name the log; undo restores.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appForSuite } from './appHelpers.ts';

const DIR = resolve(import.meta.dirname, '../fixtures/recovery');
const CRASH = 'mysqld-8.0-crash-redo.err';
const COPY = 'xtrabackup-8.0-copy-back.log';
const SHOTS = process.env.RECOVERY_IMPORT_SHOTS ?? '';

/** At 1280×720 and 1920×1080, when RECOVERY_IMPORT_SHOTS names a folder (look at them). */
async function shots(page: Page, name: string): Promise<void> {
  if (SHOTS === '') return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [w, h] of [
    [1280, 720],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: join(SHOTS, `${name}-${w}x${h}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const note = (page: Page, path: string) =>
  page.locator(`.timeline-row[data-path="${path}"] .timeline-note`);

describe('journey: recovery logs calibrate the recovery phases', () => {
  const app = appForSuite();

  it('imports, shows measured vs predicted, calibrates; the Recovery tab changes and says why', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Recovery' }).click();
    await note(page, 'crash').waitFor();
    const crashBefore = await note(page, 'crash').textContent();
    const restoreBefore = await note(page, 'backup-restore').textContent();
    expect(await page.getByRole('list', { name: 'Calibrated recovery phases' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Import & calibrate' }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Import…', exact: true }).click(),
    ]);
    await chooser.setFiles([CRASH, COPY].map((f) => join(DIR, f)));
    const table = page.getByRole('table', { name: 'Recovery phases measured vs predicted' });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    const crashRow = (await rows.nth(0).textContent()) ?? '';
    expect(crashRow).toMatch(/Redo apply \(crash recovery\) \(100\.0 MiB of redo\)/);
    expect(crashRow).toContain('40.0 s');
    expect(await rows.nth(1).textContent()).toMatch(/Copy back \(xtrabackup\).*25 min 00 s/);
    // Each row: measured, the model, its range and the residual.
    for (const i of [0, 1]) {
      const cells = rows.nth(i).locator('td.num');
      expect(await cells.count()).toBe(4);
      expect(await cells.nth(2).textContent()).toMatch(/–/);
      expect(await cells.nth(3).textContent()).toMatch(/^[+−]/);
    }
    // The xtrabackup log names no machine: it is asked, as for a startup log.
    const machine = page.getByRole('group', { name: `Machine of ${COPY}` });
    expect(await machine.textContent()).toContain('Copy back (xtrabackup): 25 min 00 s');
    await page.getByLabel(`Machine ${COPY} was measured on`).selectOption('current');
    await page.getByLabel(`Machine ${CRASH} was measured on`).selectOption('current');
    await table.scrollIntoViewIfNeeded();
    await shots(page, 'recovery-import-review');

    await page.getByRole('button', { name: 'Calibrate recovery phases' }).click();
    const status = page.getByText(/^Recovery calibrated in profile/);
    await status.waitFor();
    expect(await status.textContent()).toMatch(/redo_apply: ×[\d.]+ on gp3\/m6i/);
    expect(await status.textContent()).toMatch(/copy_back: ×[\d.]+ on gp3\/m6i/);

    await page.getByRole('tab', { name: 'Recovery' }).click();
    await expect.poll(() => note(page, 'crash').textContent()).not.toBe(crashBefore);
    expect(await note(page, 'backup-restore').textContent()).not.toBe(restoreBefore);
    const list = page.getByRole('list', { name: 'Calibrated recovery phases' });
    const why = (await list.textContent()) ?? '';
    expect(why).toMatch(
      /Crash recovery, Redo apply: .*calibrated ×[\d.]+ on mysqld-8\.0-crash-redo\.err \(gp3, m6i\)/,
    );
    expect(why).toMatch(
      /Restore a physical backup, Copy the backup back: .*calibrated ×[\d.]+ on xtrabackup-8\.0-copy-back\.log/,
    );
    await list.scrollIntoViewIfNeeded();
    await shots(page, 'recovery-import-recovery-tab');

    await page.keyboard.press('Control+z');
    await expect.poll(() => note(page, 'crash').textContent()).toBe(crashBefore);
    expect(await list.count()).toBe(0);
    expect(app.errors).toEqual([]);
  });
});
