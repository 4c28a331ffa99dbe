/**
 * Document commands (toolbar, keyboard, native menu): new, open, save, save as, open recent.
 * Losing unsaved changes always asks first.
 */
import { parseScenarioFile, serializeScenario } from '../../../core/scenario/file.ts';
import type { FileError, OpenedFile, SavedFile } from '../../../shared/api.ts';
import type { Scenario } from '../../../core/scenario/types.ts';
import { api } from '../../platform/api.ts';
import { actions, appStore, catalog, isDirty } from '../../store/index.ts';
import { fileText } from '../../platform/fileText.ts';

export type Notify = (message: string, kind?: 'info' | 'error') => void;

let notify: Notify = () => {};
export function setNotifier(n: Notify): void {
  notify = n;
}

/** A line for the status bar (the App's notifier): what a command did, or why it failed. */
export function notifyStatus(message: string, kind: 'info' | 'error' = 'info'): void {
  notify(message, kind);
}

/** True when there is nothing unsaved, or the user agrees to lose it. */
export function confirmDiscard(): boolean {
  if (!isDirty(appStore.getState())) return true;
  return window.confirm('The scenario has unsaved changes. Discard them?');
}

export function fileNameFor(name: string): string {
  const base = name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'scenario';
  return base.endsWith('.innosizer.json') ? base : `${base}.innosizer.json`;
}

/** Open a file's text as the document, or report its errors (file, path, message). */
export function openText(file: OpenedFile): boolean {
  const r = parseScenarioFile(file.text, catalog);
  if (!r.ok) {
    notify(
      `${file.name}: ${r.errors
        .slice(0, 3)
        .map((e) => e.message)
        .join('; ')}`,
      'error',
    );
    return false;
  }
  actions.openScenario(r.scenario, { path: file.path, name: file.name });
  const opened =
    r.migratedFrom !== null
      ? `Opened ${file.name} (migrated from schema version ${r.migratedFrom})`
      : `Opened ${file.name}`;
  // Keys the scenario does not have (a typo keeps the default): said, never dropped silently.
  const [first, ...more] = r.warnings;
  if (first === undefined) notify(opened);
  else notify(`${opened}: ${first}${more.length > 0 ? ` (and ${more.length} more)` : ''}`, 'error');
  return true;
}

export function newDocument(): void {
  if (!confirmDiscard()) return;
  actions.newScenario();
  notify('New scenario');
}

/** Shows why a file operation failed, in the status bar; never lost. */
function failed(what: string, error: FileError): void {
  notify(`${what}: ${error.message}`, 'error');
}

/** A file the OS asked to open (Open Recent in the native menu, double-click, second instance). */
export function openRequested(file: OpenedFile): void {
  if (!confirmDiscard()) return;
  openText(file);
}

export async function openDocument(): Promise<void> {
  if (!confirmDiscard()) return;
  const r = await api.openScenario().catch(unexpected);
  if (!r.ok) failed('Could not open the file', r.error);
  else if (r.value) openText(r.value);
}

export async function openRecent(path: string): Promise<void> {
  if (!confirmDiscard()) return;
  const r = await api.openRecent(path).catch(unexpected);
  if (r.ok) openText(r.value);
  else failed(`Could not open ${path}`, r.error);
}

/** A dropped scenario file (the shell checks the drop), opened after asking to discard changes. */
export async function openDropped(file: File): Promise<void> {
  const r = api.openDroppedFile
    ? await api.openDroppedFile(file).catch(unexpected)
    : { ok: true as const, value: { path: null, name: file.name, text: await fileText(file) } };
  if (r === null) return;
  if (!r.ok) failed(`Could not open ${file.name}`, r.error);
  else if (confirmDiscard()) openText(r.value);
}

/**
 * Saves the scenario as it is when Save is chosen, and marks exactly that text as saved: edits
 * made while the save runs stay unsaved, and their recovery copy is kept. In Save As the file name
 * the user chose names the document (issue 30): a name other than the one suggested becomes the
 * scenario's name, and the file is written again with it, so the file, the title bar and the PDF
 * agree.
 */
export async function saveDocument(saveAs = false): Promise<void> {
  const s = appStore.getState();
  const suggestedName = fileNameFor(s.scenario.name);
  const asked = saveAs || s.file === null;
  const text = serializeScenario(s.scenario);
  const r = await api
    .saveScenario({ path: s.file?.path ?? null, suggestedName, text, saveAs: asked })
    .catch(unexpected);
  if (!r.ok) {
    failed('Could not save', r.error);
    return;
  }
  if (!r.value) return;
  const chosen = documentNameOf(r.value.name);
  const renamed =
    asked && r.value.path !== null && r.value.name !== suggestedName && chosen !== ''
      ? await saveRenamed(r.value, s.scenario, chosen)
      : null;
  if (renamed === false) return;
  actions.markSaved(r.value, renamed ?? text);
  if (!isDirty(appStore.getState())) void api.saveRecovery(null);
  notify(`Saved ${r.value.name}`);
}

/** The document name a chosen file name gives: the name without its extension. */
export function documentNameOf(fileName: string): string {
  return fileName.replace(/\.innosizer\.json$|\.json$/i, '').trim();
}

/**
 * Writes `saved` (the scenario as it was when Save As was chosen) named `name` to the file just
 * chosen, and renames the document: the text written, or false.
 */
async function saveRenamed(
  file: SavedFile,
  saved: Scenario,
  name: string,
): Promise<string | false> {
  actions.rename(name);
  const text = serializeScenario({ ...saved, name });
  const again = await api
    .saveScenario({ path: file.path, suggestedName: file.name, text, saveAs: false })
    .catch(unexpected);
  if (again.ok) return text;
  failed('Could not save', again.error);
  return false;
}

/** A bridge call that threw after all (a shell bug): still a shown failure, not a lost one. */
function unexpected(e: unknown): { ok: false; error: FileError } {
  return {
    ok: false,
    error: { code: 'failed', message: e instanceof Error ? e.message : String(e) },
  };
}
