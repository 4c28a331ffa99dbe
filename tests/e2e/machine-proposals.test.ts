/**
 * Journey (issue 39): drop five kinds of file on the app (MySQL error logs from a gp3 server and
 * a local-NVMe server, a sysbench fileio run on a bigger gp3 volume, a fio run and a CSV), accept
 * the machines proposed from what each file shows, calibrate: the before-error is the one the same
 * files give on their true machines (tests/fixtures/calibration/SOURCES.md), set by hand.
 */
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { appForSuite } from './appHelpers.ts';

const FIX = resolve(import.meta.dirname, '../fixtures');
const A = 'a-m6i-large-gp3.err';
const B = 'b-m6id-xlarge-nvme.err';
const SYS = 'sysbench-gp3-5000-200-runs.txt';
const FIO = 'fio-randread-16k-qd32.json';
const CSV = 'brief-fileio.csv';
const PATHS = [
  join(FIX, 'calibration', A),
  join(FIX, 'calibration', B),
  join(FIX, 'imports', SYS),
  join(FIX, 'imports', FIO),
  join(FIX, 'imports', CSV),
];

async function importFiles(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Import & calibrate' }).click();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import…', exact: true }).click(),
  ]);
  await chooser.setFiles(PATHS);
  await page.getByRole('group', { name: `Machine of ${CSV}` }).waitFor();
}

/** Accepts the review, calibrates and returns the summary line ("43 points: mean error …"). */
async function acceptAndCalibrate(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Accept and overlay on charts' }).click();
  await page.getByRole('button', { name: 'Calibrate from imported records' }).click();
  const summary = page.getByText(/points?: mean error .* before, .* after calibration\./);
  await summary.waitFor();
  return (await summary.textContent()) ?? '';
}

/** Sets a file's machine by hand from the catalog. */
async function setMachine(
  page: Page,
  file: string,
  m: { instance: string; storage: string; iops?: string; mibps?: string },
): Promise<void> {
  await page.getByLabel(`Machine ${file} was measured on`).selectOption('set');
  // The instance is chosen with the searchable instance picker (issue 41 item 8).
  const instance = page.getByRole('combobox', { name: `Instance of ${file}` });
  await instance.fill(m.instance);
  await instance.press('Enter');
  await page.getByLabel(`Storage of ${file}`).selectOption(m.storage);
  if (m.iops !== undefined) await page.getByLabel(`Provisioned IOPS of ${file}`).fill(m.iops);
  if (m.mibps !== undefined) await page.getByLabel(`Throughput MiB/s of ${file}`).fill(m.mibps);
}

const before = (summary: string): string => /mean error (\S+) before/.exec(summary)?.[1] ?? '';

describe('journey: machines proposed from the files, accepted, calibrated', () => {
  const app = appForSuite();

  it('proposes each file’s machine with its reasons; accepting gives the true machines’ before-error', async () => {
    const { page } = app;
    await importFiles(page);
    // Every file defaults to its proposal, with the reasons read from it.
    for (const f of [A, B, SYS, FIO, CSV])
      expect(await page.getByLabel(`Machine ${f} was measured on`).inputValue()).toBe('proposed');
    const whyB = await page.getByRole('list', { name: `Why this machine for ${B}` }).textContent();
    expect(whyB).toContain('"Using 9 threads" is 8 duplicate-check workers + main');
    expect(whyB).toContain('4 vCPUs');
    expect(whyB).toMatch(/m6id\.xlarge instance-store is the one the model predicts/);
    const whySys = await page
      .getByRole('list', { name: `Why this machine for ${SYS}` })
      .textContent();
    expect(whySys).toContain('5,061 random reads/s');
    expect(await page.getByLabel(`Provisioned IOPS of ${SYS}`).inputValue()).toBe('5000');
    expect(await page.getByRole('combobox', { name: `Instance of ${FIO}` }).inputValue()).toBe(
      'm6id.4xlarge',
    );
    // No file contradicts its proposed machine.
    for (const f of [A, B, SYS, FIO])
      expect(await page.getByRole('list', { name: `Notes on ${f}` }).count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 1600 });
    await screenshot(page, 'machine-proposals-1-review');
    await page.setViewportSize({ width: 1280, height: 720 });
    const proposed = await acceptAndCalibrate(page);
    const machines = page.getByRole('list', { name: 'Machines the points are evaluated at' });
    expect(await machines.textContent()).toContain(`${B}: m6id.xlarge instance-store, MySQL 9.0.1`);
    await screenshot(page, 'machine-proposals-2-calibrated');

    // The current scenario for the sysbench run: shown as a contradiction, not as an error.
    await importFiles(page);
    await page.getByLabel(`Machine ${SYS} was measured on`).selectOption('current');
    const sysNotes = page.getByRole('list', { name: `Notes on ${SYS}` });
    expect(await sysNotes.textContent()).toContain(
      '5,061 reads/s measured; gp3 provisioned at 3,000 IOPS cannot give them',
    );
    // The true machines, set by hand.
    await setMachine(page, A, {
      instance: 'm6i.large',
      storage: 'gp3',
      iops: '3000',
      mibps: '125',
    });
    await setMachine(page, B, { instance: 'm6id.xlarge', storage: 'instance-store' });
    await setMachine(page, SYS, {
      instance: 'm6i.large',
      storage: 'gp3',
      iops: '5000',
      mibps: '200',
    });
    await setMachine(page, FIO, { instance: 'm6id.4xlarge', storage: 'instance-store' });
    await page.getByLabel(`Machine ${CSV} was measured on`).selectOption('current');
    const truth = await acceptAndCalibrate(page);
    expect(before(proposed)).not.toBe('');
    expect(before(proposed)).toBe(before(truth));
    expect(proposed).toBe(truth);
    expect(app.errors).toEqual([]);
  });
});
