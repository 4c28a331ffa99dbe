/**
 * The app's print route in Chromium: the job the browser adapter stores is rendered by the same
 * ReportDocument the CLI prints, marks itself ready, and page.pdf (the options Electron's
 * printToPDF also uses) gives a PDF with the report's text, page numbers and no raster images.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildReport } from '../../src/core/report/index.ts';
import type { ReportModel } from '../../src/core/report/index.ts';
import { defaultScenario } from '../../src/core/scenario/defaults.ts';
import { pdfOptions } from '../../src/report-view/pdfOptions.ts';
import { reportHtml } from '../../src/report-view/html.ts';
import { openApp, screenshot, type AppSession } from './harness.ts';

const OUT = resolve(import.meta.dirname, '../../test-results/report');

describe('printing the recommendation from the app', () => {
  let app: AppSession;
  let report: ReportModel;

  beforeAll(async () => {
    const nvme = defaultScenario();
    nvme.name = 'NVMe m6id.xlarge';
    nvme.instance.type = 'm6id.xlarge';
    nvme.storage.kind = 'instance-store';
    nvme.mysql.dataGiB = 150;
    report = buildReport({
      current: defaultScenario(),
      compared: [nvme],
      generatedAt: '2026-11-21T23:30:00.000Z',
      appVersion: '0.1.0',
    });
    app = await openApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('renders the print job, marks it ready and prints a vector PDF', async () => {
    const { page, url } = app;
    await page.evaluate((job) => localStorage.setItem('innosizer.printJob', JSON.stringify(job)), {
      report,
      paper: 'Letter',
    });
    // A different path (not just the hash) so the renderer loads again and takes the print route.
    await page.goto(`${url}index.html#print`);
    await page.waitForSelector('body[data-report-ready="true"]', { timeout: 30_000 });
    // The export time joined with no-break spaces: a wrapped page header never splits it.
    await expect(page.title()).resolves.toBe(
      `${report.scenarioName} · ${report.generatedText.replace(/ /g, '\u00a0')}`,
    );
    const text = await page.locator('main.report').innerText();
    expect(text).toContain(report.title);
    expect(text).toContain(report.current.startup.totalText);
    expect(text).toContain(report.current.qps.text);
    expect(text).toContain(report.current.cost.text);
    expect(text).toContain('NVMe m6id.xlarge');
    // Three charts, and the Time to recover section's two timelines (issue 37).
    expect(await page.locator('main.report svg.chart').count()).toBe(5);
    expect(await page.locator('main.report[data-paper="Letter"]').count()).toBe(1);
    await screenshot(page, 'report-print-view');

    mkdirSync(OUT, { recursive: true });
    const pdfPath = join(OUT, 'e2e-print-view.pdf');
    writeFileSync(pdfPath, await page.pdf(pdfOptions('Letter')));
    const pdfText = execFileSync('pdftotext', ['-layout', pdfPath, '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    expect(pdfText).toContain(report.current.startup.totalText);
    expect(pdfText).toMatch(/Page 1 of \d+/);
    const images = execFileSync('pdfimages', ['-list', pdfPath], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2);
    expect(images).toEqual([]);
    const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+612(\.\d+)? x 792(\.\d+)? pts/);
    expect(app.errors).toEqual([]);
  });

  it('says so (and never marks ready) when there is no job', async () => {
    const { page, url } = app;
    await page.evaluate(() => localStorage.removeItem('innosizer.printJob'));
    await page.goto(`${url}index.html?empty#print`);
    await page.waitForSelector('body[data-report-error]');
    expect(await page.getByRole('alert').innerText()).toBe('No report to print.');
    expect(await page.evaluate(() => document.body.dataset.reportReady)).toBeUndefined();
  });
});

/**
 * The app's export prints the print route inside the app's page, with the app's stylesheet and
 * the OS theme; the CLI prints the report's own HTML. A dark OS theme printed a near-black page
 * (the app's body background) and the app's chart cards, upper-case operations and inline lists
 * leaked into the report. The report must look the same from both.
 */
describe("the app's print view in a dark OS theme", () => {
  let app: AppSession;
  beforeAll(async () => {
    app = await openApp({ colorScheme: 'dark' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("computes the same styles as the CLI's standalone report", async () => {
    const nvme = defaultScenario();
    nvme.name = 'NVMe';
    nvme.instance.type = 'm6id.xlarge';
    nvme.storage.kind = 'instance-store';
    const report = buildReport({
      current: nvme,
      generatedAt: '2026-11-21T23:30:00.000Z',
      appVersion: '0.1.0',
    });
    const { page, url } = app;
    await page.evaluate((job) => localStorage.setItem('innosizer.printJob', JSON.stringify(job)), {
      report,
      paper: 'A4',
    });
    await page.goto(`${url}index.html?dark#print`);
    await page.waitForSelector('body[data-report-ready="true"]', { timeout: 30_000 });
    const cli = await page.context().newPage();
    await cli.setContent(reportHtml(report, 'A4'));
    const probe = () => {
      const pick = (sel: string, props: string[]) => {
        const el = document.querySelector(sel);
        if (!el) return `${sel}: missing`;
        const cs = getComputedStyle(el);
        return `${sel}: ${props.map((p) => `${p}=${cs.getPropertyValue(p)}`).join(' ')}`;
      };
      return [
        pick('html', ['background-color', 'color-scheme']),
        pick('body', ['background-color']),
        pick('main.report', ['background-color', 'color', 'font-size']),
        pick('svg.chart', ['background-color', 'border-top-width', 'border-radius', 'padding-top']),
        pick('td.op', ['text-transform', 'font-size', 'display']),
        pick('.warnings', ['padding-left', 'color', 'font-size']),
        pick('.report h2', ['color', 'font-size']),
        pick('.report td', ['color', 'border-bottom-color']),
      ];
    };
    for (const p of [page, cli]) await p.emulateMedia({ media: 'print', colorScheme: 'dark' });
    const fromCli = await cli.evaluate(probe);
    const fromApp = await page.evaluate(probe);
    expect(fromCli.filter((l) => l.endsWith('missing'))).toEqual([]);
    expect(fromApp).toEqual(fromCli);
    // And the page itself is white: what Chromium paints behind the report (printBackground).
    expect(fromApp[0]).toMatch(/background-color=rgb\(255, 255, 255\)/);
    await cli.close();
    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, 'e2e-print-view-dark.pdf'), await page.pdf(pdfOptions('A4')));
    expect(app.errors).toEqual([]);
  });
});
