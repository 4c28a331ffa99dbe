import type { ReportModel } from '../../core/report/index.ts';
import { reportHtml } from '../../report-view/html.ts';
import { pdfOptions } from '../../report-view/pdfOptions.ts';
import type { ReportPaper } from '../../report-view/reportCss.ts';
import { CHROMIUM_ARGS } from './findChromium.ts';

/** A headless Chromium ready to print reports. */
export interface ReportPrinter {
  print(report: ReportModel, paper: ReportPaper): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Starts the Chromium that prints the PDF. Callers start it before building the report so the
 * browser boots (a separate process) while the model runs recommend.
 */
export async function launchPrinter(executablePath: string): Promise<ReportPrinter> {
  // Loaded here, not at the top: playwright-core costs ~0.5 s of CPU to load, which every other
  // command (and --help) would otherwise pay.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  return {
    /**
     * ReportDocument rendered to static HTML (CSS inlined, charts as SVG), loaded with
     * page.setContent and printed with page.pdf(pdfOptions). The page loads nothing else.
     */
    async print(report, paper) {
      const page = await browser.newPage();
      try {
        await page.setContent(reportHtml(report, paper), { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        return await page.pdf(pdfOptions(paper));
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
}

/** Prints one report to PDF bytes with a browser of its own. */
export async function printReportPdf(
  report: ReportModel,
  paper: ReportPaper,
  executablePath: string,
): Promise<Buffer> {
  const printer = await launchPrinter(executablePath);
  try {
    return await printer.print(report, paper);
  } finally {
    await printer.close();
  }
}
