/**
 * InnoSizerApi for a plain browser: the browser edition (`npm run web`), `npm run dev:web` and the
 * end-to-end tests. Open and import through an <input type=file> (or a drop on the window), save
 * as a downloaded file, crash recovery in localStorage, PDF export through the print view in a new
 * tab that opens the browser's print dialog ("Save as PDF"). No recent files (a page cannot reopen
 * a file from disk) and no native menu: menu commands never arrive (docs/user-guide.md, "The
 * browser edition").
 */
import type { FileResult, InnoSizerApi, OpenedFile, PrintJob } from '../../shared/api.ts';
import { fileText } from './fileText.ts';

const PRINT_JOB_KEY = 'innosizer.printJob';
const RECOVERY_KEY = 'innosizer.recovery';
/** Copies of opened files an earlier browser build kept as "recent files": dropped. */
const OLD_RECENT_KEY = 'innosizer.recent';
/** In the print tab's address: open the print dialog once the report is drawn. */
const PRINT_DIALOG = 'print-dialog';

let printScheduled = false;

/** The print tab: the browser's print dialog once PrintView marks the report ready. */
function printWhenReady(): void {
  if (printScheduled) return;
  printScheduled = true;
  const ready = () => document.body.dataset.reportReady === 'true';
  if (ready()) {
    window.print();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    window.print();
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['data-report-ready'] });
}

function pickFiles(accept: string, multiple: boolean): Promise<File[] | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.multiple = multiple;
    input.style.display = 'none';
    input.setAttribute('data-testid', 'browser-file-input');
    input.addEventListener('change', () => {
      const files = input.files ? [...input.files] : [];
      input.remove();
      resolve(files.length > 0 ? files : null);
    });
    input.addEventListener('cancel', () => {
      input.remove();
      resolve(null);
    });
    document.body.append(input);
    input.click();
  });
}

/** A picked file's text, or why the browser could not read it (moved, changed, unreadable). */
export async function readPicked(f: File): Promise<FileResult<OpenedFile>> {
  try {
    return { ok: true, value: { path: null, name: f.name, text: await fileText(f) } };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { code: 'failed', message: `${f.name} could not be read: ${why}` } };
  }
}

function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function createBrowserApi(): InnoSizerApi {
  try {
    localStorage.removeItem(OLD_RECENT_KEY);
  } catch {
    // Storage disabled: nothing was kept either.
  }
  return {
    platform: 'browser',
    async openScenario() {
      const files = await pickFiles('.json,application/json', false);
      const f = files?.[0];
      if (!f) return { ok: true, value: null };
      return { ok: true, value: { path: null, name: f.name, text: await fileText(f) } };
    },
    async openRecent(name) {
      // Only the desktop app sends this (its Open Recent menu); a page cannot reopen a file.
      return {
        ok: false,
        error: {
          code: 'not-found',
          message: `The browser edition keeps no recent files: choose ${name} with Open…`,
        },
      };
    },
    async listRecent() {
      return [];
    },
    async saveScenario(request) {
      const name = request.suggestedName;
      download(name, request.text, 'application/json');
      return { ok: true, value: { path: null, name } };
    },
    async importBenchmark() {
      const files = await pickFiles('.csv,.txt,.log,.err,.json,.fio,.out,text/plain', true);
      if (!files) return { ok: true, value: null };
      const opened: OpenedFile[] = [];
      for (const f of files) {
        const read = await readPicked(f);
        if (!read.ok) return read;
        opened.push(read.value);
      }
      return { ok: true, value: opened };
    },
    async openInventory() {
      const files = await pickFiles('.csv,.tsv,.txt,text/csv', false);
      const f = files?.[0];
      return f ? readPicked(f) : { ok: true, value: null };
    },
    async exportPdf(request) {
      const job: PrintJob = { report: request.report, paper: request.paper };
      // The print tab (same origin) reads the job from localStorage; the browser's own print
      // dialog then saves the PDF.
      localStorage.setItem(PRINT_JOB_KEY, JSON.stringify(job));
      const tab = window.open(`${location.pathname}?${PRINT_DIALOG}#print`, '_blank');
      if (!tab)
        throw new Error(
          'the browser blocked the report tab: allow pop-ups for this address and export again',
        );
      return { path: null, name: request.suggestedName };
    },
    async exportCsv(request) {
      download(request.suggestedName, request.text, 'text/csv');
      return { ok: true, value: { path: null, name: request.suggestedName } };
    },
    setDocumentState(state) {
      document.title = state.title;
    },
    async saveRecovery(text) {
      if (text === null) localStorage.removeItem(RECOVERY_KEY);
      else localStorage.setItem(RECOVERY_KEY, text);
    },
    async loadRecovery() {
      return localStorage.getItem(RECOVERY_KEY);
    },
    onMenuCommand() {
      return () => {};
    },
    async openExternal(url) {
      if (url.startsWith('https:')) window.open(url, '_blank', 'noopener,noreferrer');
    },
    async getPrintJob() {
      if (location.hash !== '#print') return null;
      let job: PrintJob | null;
      try {
        job = JSON.parse(localStorage.getItem(PRINT_JOB_KEY) ?? 'null') as PrintJob | null;
      } catch {
        return null;
      }
      if (job && new URLSearchParams(location.search).has(PRINT_DIALOG)) printWhenReady();
      return job;
    },
  };
}
