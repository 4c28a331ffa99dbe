/**
 * InnoSizerApi for a plain browser: open through an <input type=file>, save as a downloaded Blob,
 * recent names and crash recovery in localStorage, PDF export through the print view in a new tab
 * (the browser's own "Save as PDF"). Menu commands never arrive (there is no native menu).
 */
import type { InnoSizerApi, OpenedFile, PrintJob } from '../../shared/api.ts';
import { fileText } from './fileText.ts';
const PRINT_JOB_KEY = 'innosizer.printJob';

const RECENT_KEY = 'innosizer.recent';
const RECOVERY_KEY = 'innosizer.recovery';
const MAX_RECENT = 10;

function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** Recent files in the browser: name → last text (a browser cannot reopen a path). */
type RecentStore = { name: string; text: string }[];

function remember(file: OpenedFile): void {
  const list = readJson<RecentStore>(RECENT_KEY, []).filter((r) => r.name !== file.name);
  list.unshift({ name: file.name, text: file.text });
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(list.slice(0, MAX_RECENT)));
  } catch {
    // Storage full or disabled: the recent list is a convenience, the open itself succeeded.
  }
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
  return {
    platform: 'browser',
    async openScenario() {
      const files = await pickFiles('.json,application/json', false);
      const f = files?.[0];
      if (!f) return { ok: true, value: null };
      const opened = { path: null, name: f.name, text: await fileText(f) };
      remember(opened);
      return { ok: true, value: opened };
    },
    async openRecent(name) {
      const hit = readJson<RecentStore>(RECENT_KEY, []).find((r) => r.name === name);
      return hit
        ? { ok: true, value: { path: null, name: hit.name, text: hit.text } }
        : {
            ok: false,
            error: { code: 'not-found', message: `${name} is no longer in this browser's storage` },
          };
    },
    async listRecent() {
      return readJson<RecentStore>(RECENT_KEY, []).map((r) => r.name);
    },
    async saveScenario(request) {
      const name = request.suggestedName;
      download(name, request.text, 'application/json');
      remember({ path: null, name, text: request.text });
      return { ok: true, value: { path: null, name } };
    },
    async importBenchmark() {
      const files = await pickFiles('.csv,.txt,.log,.err,.json,.fio,.out,text/plain', true);
      if (!files) return null;
      return Promise.all(
        files.map(async (f) => ({ path: null, name: f.name, text: await fileText(f) })),
      );
    },
    async openInventory() {
      const files = await pickFiles('.csv,.tsv,.txt,text/csv', false);
      const f = files?.[0];
      return f ? { path: null, name: f.name, text: await fileText(f) } : null;
    },
    async exportPdf(request) {
      const job: PrintJob = { report: request.report, paper: request.paper };
      // The print tab (same origin) reads the job from localStorage; the browser's own print
      // dialog then saves the PDF.
      localStorage.setItem(PRINT_JOB_KEY, JSON.stringify(job));
      window.open(`${location.pathname}#print`, '_blank');
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
      try {
        return JSON.parse(localStorage.getItem(PRINT_JOB_KEY) ?? 'null') as PrintJob | null;
      } catch {
        return null;
      }
    },
  };
}
