/**
 * Journey (issue 29): a DBA compares self-managed MySQL on EC2 with RDS for MySQL (Multi-AZ) and
 * Aurora MySQL, side by side, and exports the PDF through the print view.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MARGINS_MM, pdfOptions } from '../../src/report-view/pdfOptions.ts';
import { screenshot } from './harness.ts';
import { appForSuite, costText, exportWithTargets } from './appHelpers.ts';

const OUT = resolve(import.meta.dirname, '../../test-results/report');

describe('journey: EC2, RDS and Aurora side by side, exported as a PDF', () => {
  const app = appForSuite({ viewport: { width: 1280, height: 720 } });

  it('pins an EC2, an RDS and an Aurora scenario, compares them and exports the PDF', async () => {
    const { page } = app;
    const deployment = page.getByLabel('Deployment', { exact: true });
    await page.getByRole('tab', { name: 'Compare' }).click();
    const pin = page.getByRole('button', { name: 'Pin current scenario' });
    const ec2Cost = await costText(page);
    await pin.click();

    // RDS for MySQL, Multi-AZ: the instance becomes its DB class, the cost changes.
    await deployment.selectOption('rds');
    await expect
      .poll(() => page.getByLabel('DB instance class', { exact: true }).inputValue())
      .toBe('db.m6i.large');
    await page.getByLabel('Multi-AZ (standby in another zone)').check();
    expect(await page.getByRole('alert').count()).toBe(0);
    await expect.poll(() => costText(page)).not.toBe(ec2Cost);
    await screenshot(page, 'deployments-1-rds-1280');
    await pin.click();

    // Aurora MySQL: Aurora storage in place of the volume controls.
    await deployment.selectOption('aurora');
    await page.getByLabel('Aurora storage', { exact: true }).waitFor();
    expect(await page.getByLabel('Volume size', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await pin.click();

    const table = page.getByRole('table', { name: 'Scenario comparison' });
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(4);
    const text = (await table.textContent()) ?? '';
    expect(text).toMatch(/RDS gp3 500 GiB/);
    expect(text).toMatch(/Aurora Standard storage/);
    await screenshot(page, 'deployments-2-compare-1280');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'deployments-3-compare-1920');

    // Back to EC2 as the current scenario: its own settings come back (m6i.large, not Aurora's
    // db.r6i.large as r6i.large: issue 41 item 4); the pins are the compared configurations.
    await deployment.selectOption('ec2');
    await expect
      .poll(() => page.getByLabel('Instance type', { exact: true }).inputValue())
      .toBe('m6i.large');
    const popup = await exportWithTargets(page, { startupSeconds: '480', qps: '3000' });
    const report = (await popup.locator('main.report').innerText()).replace(/\s+/g, ' ');
    expect(report).toContain('Deployment');
    expect(report).toContain('RDS for MySQL, Multi-AZ');
    expect(report).toContain('Aurora MySQL, Standard');
    expect(report).toContain('Monthly cost of the compared configurations, item by item');
    expect(report).toMatch(/RDS gp3 storage 500 GiB × \$0\.115\/GiB-month × 2/);
    expect(report).toMatch(/Aurora Standard I\/O [\d,.]+ million requests\/month/);
    await screenshot(popup, 'deployments-4-print-view');

    mkdirSync(OUT, { recursive: true });
    const pdfPath = join(OUT, 'e2e-deployments.pdf');
    writeFileSync(pdfPath, await popup.pdf(pdfOptions('A4')));
    const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    expect(pdfText).toContain('RDS for MySQL');
    expect(pdfText).toContain('item by item');
    // Issue 41 item 11: the side-by-side table of five configurations ran into the right margin
    // on A4. No word of any page ends past the margin (pdftotext's word boxes, in points).
    const boxes = execFileSync('pdftotext', ['-bbox', pdfPath, '-'], { encoding: 'utf8' });
    const pageWidth = Number(/<page width="([\d.]+)"/.exec(boxes)?.[1]);
    const edge = pageWidth - (MARGINS_MM.right * 72) / 25.4;
    const past = [...boxes.matchAll(/xMax="([\d.]+)"[^>]*>([^<]*)</g)]
      .filter((m) => Number(m[1]) > edge + 1)
      .map((m) => `${m[2]} (${m[1]} pt)`);
    expect(past, `words past the right margin at ${edge.toFixed(1)} pt`).toEqual([]);
    execFileSync('pdftoppm', ['-png', '-r', '60', pdfPath, join(OUT, 'e2e-deployments')]);
    expect(app.errors).toEqual([]);
  }, 180_000);
});
