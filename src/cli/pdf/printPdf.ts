import { WriteFailure, writeFileAtomic } from '../writeAtomic.ts';
import type { FleetReportModel } from '../../core/fleet/index.ts';
import type { ReportModel } from '../../core/report/index.ts';
import { fleetReportHtml, reportHtml } from '../../report-view/html.ts';
import type { ReportKind } from '../../report-view/pdfOptions.ts';
import { pdfOptions } from '../../report-view/pdfOptions.ts';
import type { ReportPaper } from '../../report-view/reportCss.ts';
import { CHROMIUM_ARGS } from './findChromium.ts';
import type { CliError } from '../errors.ts';
import { cliError } from '../errors.ts';
import type { chromium as PlaywrightChromiumValue } from 'playwright-core';

type PlaywrightChromium = typeof PlaywrightChromiumValue;

/** A headless Chromium ready to print reports. */
export interface ReportPrinter {
  print(report: ReportModel, paper: ReportPaper): Promise<Buffer>;
  /** The fleet report: its summary page, then a page per server that changes. */
  printFleet(report: FleetReportModel, paper: ReportPaper): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Starts the Chromium that prints the PDF. Callers start it before building the report so the
 * browser boots (a separate process) while the model runs recommend.
 */
export async function launchPrinter(executablePath: string): Promise<ReportPrinter> {
  // Loaded here, not at the top: playwright-core costs ~0.5 s of CPU to load, which every other
  // command (and --help) would otherwise pay.
  let chromium: PlaywrightChromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    // The packaged app's command line ships the bundle alone (electron/main/commandLine.ts).
    throw new Error(
      "printing a PDF needs the playwright-core package, which this installation of innosizer does not have: in the desktop app use File → Export PDF, or install the command with npm (README, 'Command line')",
    );
  }
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  /**
   * A document rendered to static HTML (CSS inlined, charts as SVG), loaded with page.setContent
   * and printed with page.pdf(pdfOptions). The page loads nothing else.
   */
  const printHtml = async (html: string, paper: ReportPaper, kind: ReportKind): Promise<Buffer> => {
    const page = await browser.newPage();
    try {
      await page.setContent(html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      return await page.pdf(pdfOptions(paper, kind));
    } finally {
      await page.close();
    }
  };
  return {
    print: (report, paper) => printHtml(reportHtml(report, paper), paper, 'recommendation'),
    printFleet: (report, paper) => printHtml(fleetReportHtml(report, paper), paper, 'fleet'),
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

/**
 * Prints with the browser already starting (`printerStart`), writes the file atomically and closes
 * the browser; a failure to print or write is a CliError naming the file.
 */
export async function printTo(
  printerStart: Promise<ReportPrinter>,
  print: (printer: ReportPrinter) => Promise<Buffer>,
  out: string,
): Promise<CliError | null> {
  let printer: ReportPrinter | null = null;
  try {
    printer = await printerStart;
    await writeFileAtomic(out, await print(printer));
    return null;
  } catch (e) {
    if (e instanceof WriteFailure) return cliError('failure', e.message, { file: out });
    const why = e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e);
    return cliError('failure', `could not write ${out}: ${why}`, { file: out });
  } finally {
    await printer?.close();
  }
}
