/**
 * Journey (issue 40 item 3): a DBA on Aurora MySQL exports a recommendation with "Use today's
 * figures". Aurora's startup is not modelled, so today's figures give no startup target: the
 * Recommend tab and the PDF say "no startup target", never a duration made from it.
 */
import { describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { appForSuite } from './appHelpers.ts';

describe('journey: targets from today’s figures on Aurora', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });

  it('the search and the PDF carry no startup target', async () => {
    const { page } = app;
    await page.getByLabel('Deployment', { exact: true }).selectOption('aurora');
    await page.getByLabel('Aurora storage', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Export recommendation…' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Targets for the recommendation' });
    await dialog.waitFor({ timeout: 30_000 });
    const [popup] = await Promise.all([
      page.waitForEvent('popup', { timeout: 60_000 }),
      dialog.getByRole('button', { name: 'Use today’s figures' }).click(),
    ]);
    await popup.waitForSelector('body[data-report-ready="true"]', { timeout: 60_000 });
    const pdfText = (await popup.locator('body').textContent()) ?? '';
    expect(pdfText).toContain('Targets: no startup target, point selects ≥');
    expect(pdfText).not.toMatch(/Targets: startup ≤/);
    await popup.close();
    const panel = page.getByRole('region', { name: 'Recommendation' });
    const explain = panel.locator('p.explain').first();
    await expect.poll(async () => (await explain.textContent()) ?? '').toMatch(/no startup target/);
    expect(await explain.textContent()).not.toMatch(/startup ≤/);
    expect(await explain.textContent()).toContain('(the current configuration’s own figures)');
    // The headroom column: no startup target, not "100%" of one.
    const first = panel.locator('tbody tr.result').first();
    expect(await first.textContent()).toMatch(/no target ·/);
    await screenshot(page, 'aurora-derived-targets-1280');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'aurora-derived-targets-1920');
  });
});
