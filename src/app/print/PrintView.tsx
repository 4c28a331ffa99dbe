import { useEffect, useState } from 'react';
import { ReportDocument } from '../../report-view/ReportDocument.tsx';
import { reportDocumentTitle } from '../../report-view/pdfOptions.ts';
import type { PrintJobResult } from './printJob.ts';
import { loadPrintJob } from './printJob.ts';
import { api } from '../platform/api.ts';

/**
 * The print route (`#print`): renders the ReportDocument of the current print job, then marks
 * `document.body.dataset.reportReady = 'true'` once fonts are loaded and a frame has been painted.
 * The shell (printToPDF) and the tests (page.pdf) wait for that mark; a failed job sets
 * `data-report-error` instead so nobody waits forever.
 */
export function PrintView() {
  const [result, setResult] = useState<PrintJobResult | null>(null);

  useEffect(() => {
    let live = true;
    void loadPrintJob(api).then((r) => {
      if (live) setResult(r);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!result) return;
    if (!result.ok) {
      document.body.dataset.reportError = result.error;
      return;
    }
    document.title = reportDocumentTitle(result.job.report);
    let cancelled = false;
    void document.fonts.ready.then(() => {
      requestAnimationFrame(() => {
        if (!cancelled) document.body.dataset.reportReady = 'true';
      });
    });
    return () => {
      cancelled = true;
    };
  }, [result]);

  if (!result) return <p className="print-loading">Preparing the report…</p>;
  if (!result.ok) return <p role="alert">{result.error}</p>;
  return <ReportDocument report={result.job.report} paper={result.job.paper} />;
}
