import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import type { ReportModel } from '../../core/report/index.ts';
import { reportHtml } from '../../report-view/html.ts';
import { pdfOptions } from '../../report-view/pdfOptions.ts';
import type { ReportPaper } from '../../report-view/reportCss.ts';
import { CHROMIUM_ARGS } from './findChromium.ts';

/**
 * Prints the report to PDF bytes: ReportDocument rendered to static HTML (CSS inlined, charts as
 * SVG), loaded into a headless Chromium with page.setContent, printed with page.pdf(pdfOptions).
 * No network: the page has no external resource.
 */
export async function printReportPdf(
  report: ReportModel,
  paper: ReportPaper,
  executablePath: string,
): Promise<Buffer> {
  const html = reportHtml(report, paper);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return await page.pdf(pdfOptions(paper));
  } finally {
    await browser.close();
  }
}

/** Writes the file atomically: a temporary file next to it, then a rename over the target. */
export async function writeFileAtomic(path: string, data: Buffer): Promise<void> {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await writeFile(tmp, data);
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}
