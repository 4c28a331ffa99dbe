/** The report view: one React document for the app's print window and the CLI's PDF. */
export { ReportDocument } from './ReportDocument.tsx';
export { reportCss } from './reportCss.ts';
export type { ReportPaper } from './reportCss.ts';
export {
  electronPdfOptions,
  FOOTER_TEMPLATE,
  HEADER_TEMPLATE,
  MARGINS_MM,
  pdfOptions,
  reportDocumentTitle,
} from './pdfOptions.ts';
