/**
 * Document commands (toolbar, keyboard, native menu): new, open, save, save as, open recent.
 * Losing unsaved changes always asks first.
 */
import { parseScenarioFile, serializeScenario } from '../../../core/scenario/file.ts';
import type { OpenedFile } from '../../../shared/api.ts';
import { api } from '../../platform/api.ts';
import { actions, appStore, isDirty } from '../../store/index.ts';

export type Notify = (message: string, kind?: 'info' | 'error') => void;

let notify: Notify = () => {};
export function setNotifier(n: Notify): void {
  notify = n;
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
  const r = parseScenarioFile(file.text);
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
  notify(
    r.migratedFrom !== null
      ? `Opened ${file.name} (migrated from schema version ${r.migratedFrom})`
      : `Opened ${file.name}`,
  );
  return true;
}

export function newDocument(): void {
  if (!confirmDiscard()) return;
  actions.newScenario();
  notify('New scenario');
}

export async function openDocument(): Promise<void> {
  if (!confirmDiscard()) return;
  const file = await api.openScenario();
  if (file) openText(file);
}

export async function openRecent(path: string): Promise<void> {
  if (!confirmDiscard()) return;
  const file = await api.openRecent(path);
  if (file) openText(file);
  else notify(`${path} could not be opened`, 'error');
}

export async function saveDocument(saveAs = false): Promise<void> {
  const s = appStore.getState();
  const saved = await api.saveScenario({
    path: s.file?.path ?? null,
    suggestedName: s.file?.name ?? fileNameFor(s.scenario.name),
    text: serializeScenario(s.scenario),
    saveAs: saveAs || s.file === null,
  });
  if (saved) {
    actions.markSaved(saved);
    void api.saveRecovery(null);
    notify(`Saved ${saved.name}`);
  }
}
