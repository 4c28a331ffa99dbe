import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FleetReportModel } from '../core/fleet/index.ts';
import type { ReportModel } from '../core/report/index.ts';
import { FleetDocument } from './FleetDocument.tsx';
import { ReportDocument } from './ReportDocument.tsx';
import type { ReportPaper } from './reportCss.ts';
import { reportDocumentTitle } from './pdfOptions.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A complete HTML page of a document (CSS inside), for page.setContent in a headless Chromium. */
function page(title: string, document: ReactElement): string {
  const body = renderToStaticMarkup(document);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(
    title,
  )}</title><style>html,body{margin:0;padding:0;background:#fff}</style></head><body>${body}</body></html>`;
}

/** The recommendation report as a complete HTML page. */
export function reportHtml(report: ReportModel, paper: ReportPaper): string {
  return page(reportDocumentTitle(report), createElement(ReportDocument, { report, paper }));
}

/** The fleet report (summary page, one page per server that changes) as a complete HTML page. */
export function fleetReportHtml(report: FleetReportModel, paper: ReportPaper): string {
  return page(reportDocumentTitle(report), createElement(FleetDocument, { report, paper }));
}
