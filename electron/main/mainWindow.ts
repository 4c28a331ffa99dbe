// Electron glue: the main window — restored bounds, remembered state, the unsaved-changes prompt.
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { dialog, screen, type BrowserWindow } from 'electron';
import { createSecureWindow } from './windows.ts';
import { MIN_SIZE, parseWindowState, restoreWindowState, type WindowState } from './windowState.ts';
import { writeFileAtomic } from '../../src/node/atomicWrite.ts';

export interface MainWindowOptions {
  preloadPath: string;
  url: string;
  stateFile: string;
  iconPath: string;
  isDirty(): boolean;
  /** The user chose Save in the close prompt: ask the renderer to save, keep the window open. */
  requestSave(): void;
  /** The user chose to close without saving: forget the recovery snapshot. */
  discardChanges(): Promise<void>;
}

function workAreas() {
  const primary = screen.getPrimaryDisplay();
  return [primary, ...screen.getAllDisplays().filter((d) => d.id !== primary.id)].map(
    (d) => d.workArea,
  );
}

export async function createMainWindow(options: MainWindowOptions): Promise<BrowserWindow> {
  const saved = parseWindowState(await readFile(options.stateFile, 'utf8').catch(() => null));
  const state = restoreWindowState(saved, workAreas());
  const window = createSecureWindow(
    {
      x: state.x,
      y: state.y,
      width: state.width,
      height: state.height,
      minWidth: MIN_SIZE.width,
      minHeight: MIN_SIZE.height,
      show: false,
      icon: options.iconPath,
    },
    options.preloadPath,
  );
  if (state.maximized) window.maximize();
  if (state.fullScreen) window.setFullScreen(true);
  window.once('ready-to-show', () => window.show());

  const snapshot = (): WindowState => ({
    ...window.getNormalBounds(),
    maximized: window.isMaximized(),
    fullScreen: window.isFullScreen(),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void writeState(options.stateFile, snapshot()), 1000);
  };
  window.on('resize', saveSoon);
  window.on('move', saveSoon);
  window.on('maximize', saveSoon);
  window.on('unmaximize', saveSoon);

  let closing = false;
  window.on('close', (event) => {
    clearTimeout(timer);
    void writeState(options.stateFile, snapshot());
    if (closing || !options.isDirty()) return;
    event.preventDefault();
    const choice = dialog.showMessageBoxSync(window, {
      type: 'warning',
      buttons: ['Save…', "Don't Save", 'Cancel'],
      defaultId: 0,
      cancelId: 2,
      message: 'Save the changes to this scenario before closing?',
      detail: "If you don't save, your changes will be lost.",
    });
    if (choice === 0) options.requestSave();
    if (choice === 1) {
      closing = true;
      void options.discardChanges().finally(() => window.close());
    }
  });

  await window.loadURL(options.url);
  return window;
}

async function writeState(file: string, state: WindowState): Promise<void> {
  await writeFileAtomic(file, `${JSON.stringify(state)}\n`).catch(() => undefined);
}

export function windowIcon(rendererDir: string, appPath: string, packaged: boolean): string {
  return packaged
    ? path.join(rendererDir, 'icons', 'icon-512.png')
    : path.join(appPath, 'public', 'icons', 'icon-512.png');
}
