/**
 * Issue 37 in Chromium: the recovery view draws a timeline per path that follows the settings; a
 * recovery target set in the Recommend tab is met by every recommendation (its rule listed); the
 * exported recommendation carries the "Time to recover" section, printed to PDF.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appForSuite, exportFromRecommend, recommendRows } from './appHelpers.ts';
import { screenshot } from './harness.ts';

const OUT = resolve(import.meta.dirname, '../../test-results/recovery');

describe('time to full service (issue 37)', () => {
  const app = appForSuite();

  it('the Recovery tab: a timeline per path, the target as a line, following the inputs', async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'Recovery' }).click();
    const rows = page.locator('.timeline-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(6);
    await page.getByLabel('Target path').selectOption('crash');
    const target = page
      .getByRole('region', { name: 'Time to recover' })
      .getByLabel('Max recovery (s)');
    await target.fill('1800');
    await target.press('Enter');
    expect(await page.locator('.timeline-target').count()).toBe(6);
    await expect
      .poll(() => page.locator('.timeline-row.chosen').getAttribute('data-path'))
      .toBe('crash');
    const rebuild = page.locator('.timeline-row[data-path="replica-rebuild"] .timeline-note');
    const before = await rebuild.textContent();
    const net = page.getByRole('textbox', { name: 'Network ceiling' });
    await net.fill('20');
    await net.press('Enter');
    await expect.poll(() => rebuild.textContent()).not.toBe(before);
    await screenshot(page, 'recovery-view');
  });

  it('recommend meets the recovery target; the PDF has "Time to recover"', async () => {
    const { page } = app;
    const rows = await recommendRows(page, '600', '1000');
    expect(await rows.count()).toBeGreaterThan(0);
    const rules = page.getByRole('list', { name: 'Search rules' });
    expect(await rules.textContent()).toMatch(/Recovery: full service within 30 min 00 s on crash/);
    expect(
      await page
        .getByRole('region', { name: 'Recommendation' })
        .getByLabel('Max recovery (s)')
        .inputValue(),
    ).toBe('1800');
    const popup = await exportFromRecommend(page);
    const section = popup.locator('section.time-to-recover');
    expect(await section.locator('h2').textContent()).toBe('Time to recover');
    const text = (await section.textContent()) ?? '';
    expect(text).toMatch(/Recovery target 30 min 00 s on crash: met/);
    expect(text).toContain('Recommended');
    expect(text).toMatch(/What buys time back/);
    expect(await section.locator('svg.recovery-chart').count()).toBeGreaterThanOrEqual(2);
    mkdirSync(OUT, { recursive: true });
    const pdf = await popup.pdf({ format: 'A4', printBackground: true });
    writeFileSync(join(OUT, 'recovery-report.pdf'), pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await popup.close();
    expect(app.errors).toEqual([]);
  });
});
