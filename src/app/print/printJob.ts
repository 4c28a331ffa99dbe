import type { ReportModel } from '../../core/report/index.ts';
import { isReportModel } from '../../core/report/index.ts';
import type { PaperSize } from '../../shared/api.ts';

export interface LoadedPrintJob {
  report: ReportModel;
  paper: PaperSize;
}

export type PrintJobResult = { ok: true; job: LoadedPrintJob } | { ok: false; error: string };

/** Checks what the shell (or the browser adapter) handed over before rendering it. */
export function checkPrintJob(job: unknown): PrintJobResult {
  if (typeof job !== 'object' || job === null) return { ok: false, error: 'No report to print.' };
  const { report, paper } = job as { report?: unknown; paper?: unknown };
  if (!isReportModel(report))
    return { ok: false, error: 'The print job holds no InnoSizer report.' };
  return { ok: true, job: { report, paper: paper === 'Letter' ? 'Letter' : 'A4' } };
}

/**
 * The report the print view renders: Electron's hidden print window gets it from main through the
 * preload; in a plain browser the adapter reads what its exportPdf stored (src/app/platform).
 */
export async function loadPrintJob(api: {
  getPrintJob(): Promise<unknown>;
}): Promise<PrintJobResult> {
  try {
    return checkPrintJob(await api.getPrintJob());
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}
