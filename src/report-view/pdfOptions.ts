/**
 * PDF page setup shared by the CLI (Playwright's page.pdf) and the app (Electron's
 * webContents.printToPDF): paper, margins and the header/footer templates with "Page X of Y".
 * Pure data: no Electron or Playwright import.
 *
 * Chromium fills the template classes `title`, `date`, `pageNumber` and `totalPages`; templates
 * need an explicit font size (their default is tiny). https://playwright.dev/docs/api/class-page#page-pdf
 * and https://www.electronjs.org/docs/latest/api/web-contents#contentsprinttopdfoptions
 */
import type { ReportPaper } from './reportCss.ts';

const TEMPLATE_STYLE =
  'font-family: Liberation Sans, Helvetica, Arial, sans-serif; font-size: 8px; color: #666; width: 100%; margin: 0 14mm;';

/**
 * Header: product, and the document title ("<scenario> · <export time UTC>", see
 * reportDocumentTitle). The product stays on one line; a long scenario name wraps on the right, at
 * most three lines, and the export time is never split or cut (reportDocumentTitle joins it with
 * no-break spaces and shortens a name that would take more).
 */
function headerTemplate(product: string): string {
  return `<div style="${TEMPLATE_STYLE} display: flex; justify-content: space-between; gap: 6mm;"><span style="white-space: nowrap; flex: none;">${product}</span><span class="title" style="text-align: right; overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3;"></span></div>`;
}

/** The product line of each document's header: the recommendation, or the fleet sizing. */
export type ReportKind = 'recommendation' | 'fleet';
const PRODUCT: Record<ReportKind, string> = {
  recommendation: 'InnoSizer · MySQL storage recommendation',
  fleet: 'InnoSizer · MySQL fleet sizing',
};

export const HEADER_TEMPLATE = headerTemplate(PRODUCT.recommendation);
const HEADERS: Record<ReportKind, string> = {
  recommendation: HEADER_TEMPLATE,
  fleet: headerTemplate(PRODUCT.fleet),
};

/**
 * Footer: "Page X of Y". Not Chromium's `date` class: it prints the local time in the machine's
 * locale, while the report states its export time in UTC (in the header's title).
 */
export const FOOTER_TEMPLATE = `<div style="${TEMPLATE_STYLE} display: flex; justify-content: flex-end;"><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;

/** Margins, millimetres: room for the header and footer templates. */
export const MARGINS_MM = { top: 18, bottom: 16, left: 14, right: 14 } as const;

/** Options for Playwright's page.pdf() (the fleet PDF's header names the fleet sizing). */
export function pdfOptions(paper: ReportPaper, kind: ReportKind = 'recommendation') {
  return {
    format: paper,
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: HEADERS[kind],
    footerTemplate: FOOTER_TEMPLATE,
    margin: {
      top: `${MARGINS_MM.top}mm`,
      bottom: `${MARGINS_MM.bottom}mm`,
      left: `${MARGINS_MM.left}mm`,
      right: `${MARGINS_MM.right}mm`,
    },
    tagged: true,
    outline: true,
    preferCSSPageSize: false,
  };
}

const MM_PER_INCH = 25.4;

/** The same setup for Electron's webContents.printToPDF() (margins in inches, `pageSize`). */
export function electronPdfOptions(paper: ReportPaper) {
  return {
    pageSize: paper,
    printBackground: true,
    displayHeaderFooter: true,
    headerTemplate: HEADER_TEMPLATE,
    footerTemplate: FOOTER_TEMPLATE,
    margins: {
      top: MARGINS_MM.top / MM_PER_INCH,
      bottom: MARGINS_MM.bottom / MM_PER_INCH,
      left: MARGINS_MM.left / MM_PER_INCH,
      right: MARGINS_MM.right / MM_PER_INCH,
    },
    generateTaggedPDF: true,
    generateDocumentOutline: true,
    preferCSSPageSize: false,
  };
}

/** Characters of the scenario name the header shows (the title block shows the whole name). */
export const HEADER_NAME_MAX = 150;

/**
 * The document title the header shows (set as <title> by the CLI and document.title by the app):
 * the scenario name, shortened with "…" past HEADER_NAME_MAX characters, and the export time,
 * whose spaces are no-break spaces so that a wrapped header never splits it.
 */
export function reportDocumentTitle(report: {
  scenarioName: string;
  generatedText: string;
}): string {
  const chars = Array.from(report.scenarioName);
  const name =
    chars.length > HEADER_NAME_MAX
      ? `${chars
          .slice(0, HEADER_NAME_MAX - 1)
          .join('')
          .trimEnd()}…`
      : report.scenarioName;
  return `${name} · ${report.generatedText.replace(/ /g, '\u00a0')}`;
}
