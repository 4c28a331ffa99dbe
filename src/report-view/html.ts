import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReportModel } from '../core/report/index.ts';
import { ReportDocument } from './ReportDocument.tsx';
import type { ReportPaper } from './reportCss.ts';
import { reportDocumentTitle } from './pdfOptions.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A complete HTML page of the report (CSS inside), for page.setContent in a headless Chromium. */
export function reportHtml(report: ReportModel, paper: ReportPaper): string {
  const body = renderToStaticMarkup(createElement(ReportDocument, { report, paper }));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(
    reportDocumentTitle(report),
  )}</title><style>html,body{margin:0;padding:0;background:#fff}</style></head><body>${body}</body></html>`;
}
