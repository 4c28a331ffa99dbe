import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { appForSuite } from './appHelpers.ts';

const CAPTURE = resolve(import.meta.dirname, '../fixtures/telemetry/iostat-5min-gp3-3000.txt');

/** Drops a file on the window as the OS would (a drop event carrying a DataTransfer). */
async function dropFile(page: Page, name: string, text: string): Promise<void> {
  await page.evaluate(
    ({ name, text }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], name, { type: 'text/plain' }));
      const target = document.querySelector('.app');
      if (!target) throw new Error('no .app');
      target.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true }));
      target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true }));
    },
    { name, text },
  );
}

describe('journey: drop an iostat capture, see the workload, utilisation and recommendation', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });

  it('shows a chart per metric with the limits, percentiles and the utilisation table', async () => {
    const { page } = app;
    await dropFile(page, 'iostat-5min.txt', readFileSync(CAPTURE, 'utf8'));
    await page.getByText('1 file: 2 records.').waitFor();
    await page.getByRole('button', { name: 'Accept and overlay on charts' }).click();
    const panel = page.getByRole('region', { name: 'Production workload' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain('nvme1n1 (iostat): 300 samples over 5 min 00 s');
    // A recharts chart per metric; the IOPS chart carries the provisioned and instance limits.
    const iops = page.getByRole('figure', { name: /^IOPS \(reads \+ writes\): p95 2,558/ });
    await iops.waitFor();
    expect(await page.locator('.workload-chart').count()).toBe(12);
    expect(await iops.locator('.recharts-reference-line').count()).toBe(2);
    expect(await iops.textContent()).toContain('3,000 provisioned IOPS');
    const pcts = page.getByRole('table', { name: 'Workload percentiles' });
    expect(await pcts.getByRole('row', { name: /^Read IOPS/ }).textContent()).toMatch(/2,700/);
    const util = page.getByRole('table', { name: 'Utilisation' });
    const row = util.getByRole('row', { name: /^3,000 provisioned IOPS/ });
    expect(await row.textContent()).toContain('2,990 (100%)');
    expect(await row.textContent()).toContain('4.0% (12.0 s)');
    expect(await page.getByRole('note').textContent()).toContain(
      // A sentence after its label, as the results' bottleneck is.
      'Bottleneck: Reads hit the 3,000 provisioned IOPS 4% of the time',
    );
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'workload-1-charts');
  });

  it('finds the cheapest configuration sustaining the p95 load with headroom', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Find the cheapest configuration' }).click();
    const region = page.getByRole('region', { name: 'Sizing from the workload' });
    await region.waitFor({ timeout: 60_000 });
    expect(await region.textContent()).toMatch(/Needs 2,814 IOPS/);
    const results = page.getByRole('table', { name: 'Recommended from the workload' });
    const rows = results.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    // Why it fits and what changes, in words: no "io IOPS", no "instance.type".
    expect(await rows.first().textContent()).toMatch(/(IOPS|Throughput): needs/);
    expect(await rows.first().textContent()).not.toMatch(/\bio (IOPS|throughput)/);
    const changes = await rows.locator('td:nth-child(5)').allTextContents();
    // Each change with what it takes and its values before and after, as the Recommend tab lists
    // them; the buffer pool by its field label, the MySQL variable as a hint (changeLabel).
    // The CPU architecture is kept (issue 27): no change of the first is a replace.
    const first = results.getByRole('list', { name: 'Changes of configuration 1' });
    const items = await first.getByRole('listitem').allTextContents();
    expect(items).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^restart Buffer pool \(innodb_buffer_pool_size, GiB\) 4 → \d+$/),
      ]),
    );
    for (const item of items) expect(item).not.toMatch(/^replace/);
    for (const c of changes) expect(c).not.toMatch(/\b[a-z]+\.[a-zA-Z]+\b/);
    expect(await results.textContent()).not.toContain('local NVMe');
    // Each Apply button says which configuration it applies (a screen reader hears more than "Apply").
    const names = await results
      .getByRole('button')
      .evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? b.textContent));
    expect(names.length).toBe(await rows.count());
    for (const [i, n] of names.entries())
      expect(n).toMatch(new RegExp(`^Apply configuration ${i + 1}: \\S+ \\+ `));
    await results.scrollIntoViewIfNeeded();
    await screenshot(page, 'workload-2-recommendation');
  });

  it('with an architecture change allowed, an instance of the other architecture is a replace', async () => {
    const { page } = app;
    await page.getByLabel('Allow architecture change (replace)').check();
    await page.getByRole('button', { name: 'Find the cheapest configuration' }).click();
    const results = page.getByRole('table', { name: 'Recommended from the workload' });
    await expect
      .poll(async () => (await results.textContent()) ?? '', { timeout: 60_000 })
      .toMatch(/Instance type m6i\.large →/);
    const all = (await results.getByRole('listitem').allTextContents()).filter((t) =>
      t.includes('Instance type m6i.large →'),
    );
    for (const t of all)
      expect(t).toMatch(
        /^(replace Instance type m6i\.large → [a-z]+\d+g[a-z]*\.|restart Instance type m6i\.large → [a-z]+\d+[a-fh-z]*\.)/,
      );
    await page.getByLabel('Allow architecture change (replace)').uncheck();
  });

  it('calibrates the model on the measured IO sizes: measured vs predicted side by side, then used by QPS', async () => {
    const { page } = app;
    const table = page.getByRole('table', { name: 'Workload: measured vs model' });
    const read = table.getByRole('row', { name: /^Average read size/ });
    // Before: the model reads one 16 KiB page per miss; the calibrated column is the measured size.
    const cells = await read.locator('td').allTextContents();
    expect(cells[1]).toBe('16 KiB');
    expect(cells[3]).toBe(cells[0]);
    const use = page.getByRole('button', {
      name: 'Use the measured miss ratio and IO sizes in the model',
    });
    await use.click();
    await page.getByRole('button', { name: 'The model uses these measured figures' }).waitFor();
    expect(await page.locator('.qps-card').textContent()).toContain(
      'calibrated on production telemetry',
    );
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'workload-3-calibrated');
  });

  it('names the other device in words the app uses, and the Device menu analyses it', async () => {
    const { page } = app;
    const notes = page.getByRole('list', { name: 'Workload notes' });
    const items = await notes.getByRole('listitem').allTextContents();
    // Several devices are a choice, by the Device menu, not a note in the red list (issue 26).
    expect(items.join(' ')).not.toContain('devices in the capture');
    expect(await page.locator('.device-choice').textContent()).toBe(
      ' 2 devices in the capture: showing nvme1n1, the busiest',
    );
    // Sentences, and no command-line flag: the Device menu is how the app chooses.
    for (const n of items) {
      expect(n).not.toMatch(/--\w/);
      expect(n).not.toMatch(/^[a-z]/);
    }
    await page.getByRole('combobox', { name: 'Device' }).selectOption('nvme0n1');
    const panel = page.getByRole('region', { name: 'Production workload' });
    await expect.poll(async () => panel.textContent()).toContain('nvme0n1 (iostat): 300 samples');
    expect(await page.locator('.device-choice').count()).toBe(0);
  });
});

describe('journey: a capture without a clock and a lone snapshot, told in the app’s words', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });

  it('no command-line flag, file names as written, counts in words', async () => {
    const { page } = app;
    const T = resolve(import.meta.dirname, '../fixtures/telemetry');
    // The three files in one drop, as one review.
    await page.evaluate(
      (files) => {
        const dt = new DataTransfer();
        for (const f of files) dt.items.add(new File([f.text], f.name));
        const target = document.querySelector('.app');
        if (!target) throw new Error('no .app');
        target.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true }));
        target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true }));
      },
      ['iostat-sysstat11-xm.txt', 'diskstats-14-before.txt', 'show-global-status-two.tsv'].map(
        (name) => ({ name, text: readFileSync(resolve(T, name), 'utf8') }),
      ),
    );
    const review = page.getByRole('list', { name: 'Import notes' });
    await page.getByText('3 files: 5 records.').waitFor();
    expect(await review.getByRole('listitem').first().textContent()).toBe(
      "iostat-sysstat11-xm.txt line 4: left out the first report (iostat's averages since boot; if iostat ran with -y, one real interval was lost)",
    );
    await page.getByRole('button', { name: 'Accept and overlay on charts' }).click();
    const panel = page.getByRole('region', { name: 'Production workload' });
    await panel.waitFor();
    expect(await panel.locator('p.explain').first().textContent()).toBe(
      'xvdf (iostat): 2 samples. MySQL (show-global-status): 1 interval over 1 min 00 s.',
    );
    const notes = await page
      .getByRole('list', { name: 'Workload notes' })
      .getByRole('listitem')
      .allTextContents();
    expect(notes).toContain(
      'The iostat capture has no clock: times are sample numbers and durations unknown (iostat -t prints the time of each report)',
    );
    expect(
      notes.some((n) => n.startsWith('diskstats-14-before.txt line 1: one /proc/diskstats')),
    ).toBe(true);
    for (const n of notes) expect(n).not.toMatch(/--\w/);
    // The disk charts count samples (no clock); the MySQL charts keep their time (Uptime).
    const ticks = (name: RegExp) =>
      page
        .getByRole('figure', { name })
        .locator('.recharts-cartesian-axis-tick-value')
        .allTextContents();
    await expect.poll(() => ticks(/^Read IOPS/)).toContain('sample 2');
    expect((await ticks(/^Read IOPS/)).some((t) => t.endsWith(' s'))).toBe(false);
    expect((await ticks(/^Queries per second/)).some((t) => / s$|min$/.test(t))).toBe(true);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'workload-4-no-clock');
    expect(app.errors).toEqual([]);
  });
});

describe('journey: a CloudWatch export and /proc/diskstats snapshots (series as Float64Arrays, issue 31)', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });
  const fixture = (name: string): string =>
    readFileSync(resolve(import.meta.dirname, '../fixtures/telemetry', name), 'utf8');

  it('the worker hands the typed series over and the panel shows their figures', async () => {
    const { page } = app;
    await dropFile(
      page,
      'cloudwatch-get-metric-data.json',
      fixture('cloudwatch-get-metric-data.json'),
    );
    await page.getByText('1 file: 1 record.').waitFor();
    await page.getByRole('button', { name: 'Accept and overlay on charts' }).click();
    const panel = page.getByRole('region', { name: 'Production workload' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain('vol-0a1b2c3d4e5f60718 (cloudwatch): 5 samples');
    const pcts = page.getByRole('table', { name: 'Workload percentiles' });
    // Reads of 500, 1,000, 2,000, 5,900 and 6,000 per second (importers.test).
    expect(await pcts.getByRole('row', { name: /^Read IOPS/ }).textContent()).toMatch(/3,080/);
    expect(await page.locator('.workload-chart').count()).toBeGreaterThan(8);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'workload-cloudwatch');
  });
});
