import type { PaperSize, PrintJob } from '../../src/shared/api.ts';

/**
 * Export to PDF: a hidden window loads the renderer's print view (`#print`, src/app/print), which
 * asks for its job with getPrintJob, renders the report and sets
 * `document.body.dataset.reportReady = 'true'`; then Chromium's printToPDF prints it with the
 * report view's page options (src/report-view/pdfOptions.ts). The window is created by the glue
 * with the same secure web preferences as the main window; this module holds the sequence.
 */
export interface PrintWindow {
  /** webContents.id: the key getPrintJob uses to find this window's job. */
  readonly id: number;
  load(url: string): Promise<void>;
  isReportReady(): Promise<boolean>;
  printToPdf(options: unknown): Promise<Uint8Array>;
  destroy(): void;
}

/** Jobs by the webContents id of the print window that may fetch them. */
export class PrintJobs {
  private readonly jobs = new Map<number, PrintJob>();
  set(id: number, job: PrintJob): void {
    this.jobs.set(id, job);
  }
  get(id: number): PrintJob | null {
    return this.jobs.get(id) ?? null;
  }
  delete(id: number): void {
    this.jobs.delete(id);
  }
}

export interface PrintDeps {
  createWindow(): PrintWindow;
  /** The renderer's print URL, e.g. app://innosizer/index.html#print. */
  url: string;
  jobs: PrintJobs;
  pdfOptions(paper: PaperSize): unknown;
  timeoutMs?: number;
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const PRINT_TIMEOUT_MS = 30_000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it is true; throws after `timeoutMs`. */
export async function waitUntil(
  probe: () => Promise<boolean>,
  timeoutMs: number,
  pollMs: number,
  sleep: (ms: number) => Promise<void> = defaultSleep,
): Promise<void> {
  for (let waited = 0; ; waited += pollMs) {
    if (await probe()) return;
    if (waited >= timeoutMs) {
      throw new Error(`The report view was not ready after ${Math.round(timeoutMs / 1000)} s`);
    }
    await sleep(pollMs);
  }
}

export async function printReport(job: PrintJob, deps: PrintDeps): Promise<Uint8Array> {
  const window = deps.createWindow();
  deps.jobs.set(window.id, job);
  try {
    await window.load(deps.url);
    await waitUntil(
      () => window.isReportReady(),
      deps.timeoutMs ?? PRINT_TIMEOUT_MS,
      deps.pollMs ?? 100,
      deps.sleep,
    );
    return await window.printToPdf(deps.pdfOptions(job.paper));
  } finally {
    deps.jobs.delete(window.id);
    window.destroy();
  }
}
