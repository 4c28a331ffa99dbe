import type { ReportModel } from '../../core/report/index.ts';
import { isReportModel } from '../../core/report/index.ts';
import type { PaperSize } from '../../shared/api.ts';

/** sessionStorage key the browser adapter writes the job under before opening `#print`. */
export const PRINT_JOB_KEY = 'innosizer.printJob';

export interface LoadedPrintJob {
  report: ReportModel;
  paper: PaperSize;
}

export type PrintJobResult = { ok: true; job: LoadedPrintJob } | { ok: false; error: string };

function check(job: unknown): PrintJobResult {
  if (typeof job !== 'object' || job === null) return { ok: false, error: 'No report to print.' };
  const { report, paper } = job as { report?: unknown; paper?: unknown };
  if (!isReportModel(report))
    return { ok: false, error: 'The print job holds no InnoSizer report.' };
  return { ok: true, job: { report, paper: paper === 'Letter' ? 'Letter' : 'A4' } };
}

/**
 * The report the print view renders: from the shell (Electron's hidden print window asks main
 * through the preload's getPrintJob) or, in a plain browser, from sessionStorage.
 */
export async function loadPrintJob(
  api: { getPrintJob(): Promise<unknown> } | undefined,
  storage: Pick<Storage, 'getItem'> | undefined,
): Promise<PrintJobResult> {
  if (api) return check(await api.getPrintJob());
  const text = storage?.getItem(PRINT_JOB_KEY);
  if (!text) return { ok: false, error: 'No report to print.' };
  try {
    return check(JSON.parse(text) as unknown);
  } catch {
    return { ok: false, error: 'The print job is not valid JSON.' };
  }
}
