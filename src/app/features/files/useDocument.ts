import { useEffect } from 'react';
import type { MenuCommand } from '../../../shared/api.ts';
import { api } from '../../platform/api.ts';
import { actions, appStore, isDirty, selectSerialized, useApp } from '../../store/index.ts';
import { newDocument, openDocument, openRequested, saveDocument } from './commands.ts';

/** How long the window title waits for the name to settle (a slider drag renames each step). */
const TITLE_DELAY_MS = 120;

/** Title, dirty marker, recovery copy and the unload prompt follow the store. */
export function useDocumentState(): void {
  const name = useApp((s) => s.scenario.name);
  const dirty = useApp(isDirty);
  useEffect(() => {
    // A name nobody gave follows the settings (issue 30), so it changes with every slider step:
    // the window title (and the desktop shell's, over IPC) follows once the drag pauses, not in
    // each step's frame (npm run bench -- ui).
    const title = `${dirty ? '• ' : ''}${name} — InnoSizer`;
    const shown = setTimeout(() => {
      document.title = title;
      api.setDocumentState({ title, dirty });
    }, TITLE_DELAY_MS);
    // Keep a recovery copy of unsaved work (cleared by Save or by discarding it at start-up).
    const saved = dirty
      ? setTimeout(() => void api.saveRecovery(selectSerialized(appStore.getState().scenario)), 500)
      : undefined;
    return () => {
      clearTimeout(shown);
      clearTimeout(saved);
    };
  }, [name, dirty]);
  useEffect(() => {
    if (!dirty || api.platform !== 'browser') return;
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Chromium still requires returnValue to show the prompt.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
}

export type CommandHandlers = {
  import: () => void;
  exportPdf: () => void;
  openInventory: () => void;
  importPriceList: () => void;
};

const TEXT_INPUT_TYPES = new Set(['text', 'number', 'search', 'email', 'url', 'tel', 'password']);

/** True when the element edits text, so undo/redo belongs to it rather than to the scenario. */
export function isTextEditing(el: Element | null | EventTarget): boolean {
  if (el instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(el.type);
  if (el instanceof HTMLTextAreaElement) return true;
  return el instanceof HTMLElement && el.isContentEditable;
}

/**
 * Undo/redo from the menu: a focused text field gets its own (native) undo, as the keyboard
 * shortcut would; otherwise the scenario history. execCommand is deprecated but is still the only
 * way to drive an input's native undo stack.
 */
function undoRedo(kind: 'undo' | 'redo'): void {
  if (isTextEditing(document.activeElement)) {
    document.execCommand(kind);
    return;
  }
  if (kind === 'undo') actions.undo();
  else actions.redo();
}

/** Runs one menu command or shortcut (exported for tests). */
export function run(cmd: MenuCommand, h: CommandHandlers): void {
  switch (cmd.kind) {
    case 'new':
      return newDocument();
    case 'open':
      return void openDocument();
    case 'open-file':
      return openRequested(cmd.file);
    case 'save':
      return void saveDocument(false);
    case 'save-as':
      return void saveDocument(true);
    case 'import':
      return h.import();
    case 'open-inventory':
      return h.openInventory();
    case 'import-price-list':
      return h.importPriceList();
    case 'export-pdf':
      return h.exportPdf();
    case 'undo':
    case 'redo':
      return undoRedo(cmd.kind);
  }
}

/** Native menu commands and keyboard shortcuts (Ctrl/Cmd+Z, Shift+Ctrl+Z, Ctrl+Y, S, O, N). */
export function useCommands(h: CommandHandlers): void {
  useEffect(() => api.onMenuCommand((c) => run(c, h)), [h]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const k = e.key.toLowerCase();
      // In a text field Ctrl+Z/Y stay native (the field's own undo), so they are not handled.
      const inText = isTextEditing(e.target);
      let cmd: MenuCommand | null = null;
      if (k === 'z' && !inText) cmd = { kind: e.shiftKey ? 'redo' : 'undo' };
      else if (k === 'y' && !inText) cmd = { kind: 'redo' };
      else if (k === 's') cmd = { kind: e.shiftKey ? 'save-as' : 'save' };
      else if (k === 'o') cmd = { kind: 'open' };
      else if (k === 'n') cmd = { kind: 'new' };
      if (!cmd) return;
      e.preventDefault();
      run(cmd, h);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [h]);
}
