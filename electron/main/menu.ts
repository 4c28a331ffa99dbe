import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';

/**
 * The application menu as data: a pure function of the platform and the recent files. The glue
 * (index.ts) turns each item into an Electron MenuItem and maps `command` to an action — most
 * become a MenuCommand sent to the renderer. Conventions followed: Apple's Human Interface
 * Guidelines (app menu first, Window menu, About in the app menu, Shift+Cmd+Z for Redo) and the
 * Windows/GNOME ones (mnemonics with &, Ctrl+Y for Redo on Windows, Ctrl+Shift+Z on Linux, Exit
 * at the end of File, About in Help).
 */
export type MenuCommandId =
  | 'new'
  | 'open'
  | 'open-recent'
  | 'clear-recent'
  | 'save'
  | 'save-as'
  | 'import'
  | 'open-inventory'
  | 'import-price-list'
  | 'export-pdf'
  | 'undo'
  | 'redo'
  | 'model-docs'
  | 'install-cli';

export type MenuRole = NonNullable<MenuItemConstructorOptions['role']>;

export interface MenuItemSpec {
  label?: string;
  role?: MenuRole;
  accelerator?: string;
  command?: MenuCommandId;
  /** The file of an Open Recent entry. */
  arg?: string;
  type?: 'separator';
  enabled?: boolean;
  submenu?: MenuItemSpec[];
}

export interface MenuInput {
  platform: NodeJS.Platform;
  appName: string;
  recent: readonly string[];
  /** Development build: adds Reload and Developer Tools to View. */
  isDev: boolean;
}

const SEPARATOR: MenuItemSpec = { type: 'separator' };

/** Accelerators per platform. */
export function accelerators(platform: NodeJS.Platform) {
  const mac = platform === 'darwin';
  const mod = mac ? 'Cmd' : 'Ctrl';
  return {
    new: `${mod}+N`,
    open: `${mod}+O`,
    save: `${mod}+S`,
    saveAs: mac ? 'Shift+Cmd+S' : 'Ctrl+Shift+S',
    import: `${mod}+I`,
    exportPdf: mac ? 'Shift+Cmd+E' : 'Ctrl+Shift+E',
    close: `${mod}+W`,
    undo: `${mod}+Z`,
    redo: mac ? 'Shift+Cmd+Z' : platform === 'win32' ? 'Ctrl+Y' : 'Ctrl+Shift+Z',
    // Windows closes with Alt+F4 (handled by the system); GNOME and KDE apps quit with Ctrl+Q.
    quit: mac ? 'Cmd+Q' : platform === 'win32' ? undefined : 'Ctrl+Q',
    fullScreen: mac ? 'Ctrl+Cmd+F' : 'F11',
    help: mac ? undefined : 'F1',
  };
}

/** Removes the `&` mnemonic markers on macOS, which has no mnemonics. */
function labeller(platform: NodeJS.Platform): (text: string) => string {
  return platform === 'darwin' ? (text) => text.replaceAll('&', '') : (text) => text;
}

function recentSubmenu(input: MenuInput, l: (t: string) => string): MenuItemSpec[] {
  if (input.platform === 'darwin') {
    // macOS keeps the list itself (fed by app.addRecentDocument); a click arrives as `open-file`.
    return [{ role: 'clearRecentDocuments' }];
  }
  if (input.recent.length === 0) return [{ label: 'No Recent Files', enabled: false }];
  return [
    ...input.recent.map((filePath, index): MenuItemSpec => ({
      // Numbered mnemonics as in Notepad++ or LibreOffice; `&&` keeps a literal & in a file name.
      label: `${index < 9 ? `&${index + 1} ` : ''}${path.basename(filePath).replaceAll('&', '&&')}`,
      command: 'open-recent',
      arg: filePath,
    })),
    SEPARATOR,
    { label: l('&Clear Recent'), command: 'clear-recent' },
  ];
}

export function buildMenuTemplate(input: MenuInput): MenuItemSpec[] {
  const mac = input.platform === 'darwin';
  const keys = accelerators(input.platform);
  const l = labeller(input.platform);
  const withKey = (item: MenuItemSpec, accelerator: string | undefined): MenuItemSpec =>
    accelerator ? { ...item, accelerator } : item;

  const appMenu: MenuItemSpec = {
    label: input.appName,
    submenu: [
      { role: 'about' },
      SEPARATOR,
      // /usr/local/bin/innosizer, as VS Code's "Install 'code' command in PATH" (commandLine.ts).
      { label: 'Install Command Line Tool…', command: 'install-cli' },
      SEPARATOR,
      { role: 'services' },
      SEPARATOR,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      SEPARATOR,
      withKey({ role: 'quit' }, keys.quit),
    ],
  };

  const fileMenu: MenuItemSpec = {
    label: l('&File'),
    submenu: [
      { label: l('&New'), command: 'new', accelerator: keys.new },
      { label: l('&Open…'), command: 'open', accelerator: keys.open },
      mac
        ? { label: 'Open Recent', role: 'recentDocuments', submenu: recentSubmenu(input, l) }
        : { label: l('Open &Recent'), submenu: recentSubmenu(input, l) },
      SEPARATOR,
      { label: l('&Save'), command: 'save', accelerator: keys.save },
      { label: l('Save &As…'), command: 'save-as', accelerator: keys.saveAs },
      SEPARATOR,
      { label: l('&Import Benchmark…'), command: 'import', accelerator: keys.import },
      { label: l('Open In&ventory…'), command: 'open-inventory' },
      { label: l('Import &Price List…'), command: 'import-price-list' },
      { label: l('&Export Recommendation…'), command: 'export-pdf', accelerator: keys.exportPdf },
      SEPARATOR,
      mac
        ? { role: 'close', accelerator: keys.close }
        : withKey(
            { label: input.platform === 'win32' ? 'E&xit' : '&Quit', role: 'quit' },
            keys.quit,
          ),
    ],
  };

  const editMenu: MenuItemSpec = {
    label: l('&Edit'),
    submenu: [
      // The scenario's own history (the renderer decides whether a text field's undo applies).
      { label: l('&Undo'), command: 'undo', accelerator: keys.undo },
      { label: l('&Redo'), command: 'redo', accelerator: keys.redo },
      SEPARATOR,
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(mac ? [{ role: 'pasteAndMatchStyle' } as MenuItemSpec] : []),
      { role: 'delete' },
      SEPARATOR,
      { role: 'selectAll' },
    ],
  };

  const viewMenu: MenuItemSpec = {
    label: l('&View'),
    submenu: [
      ...(input.isDev
        ? [{ role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }, SEPARATOR]
        : ([] as MenuItemSpec[])),
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      SEPARATOR,
      { role: 'togglefullscreen', accelerator: keys.fullScreen },
    ] as MenuItemSpec[],
  };

  const helpMenu: MenuItemSpec = {
    label: l('&Help'),
    role: 'help',
    submenu: [
      withKey({ label: l('&Model Documentation'), command: 'model-docs' }, keys.help),
      ...(mac
        ? []
        : [SEPARATOR, { label: `&About ${input.appName}`, role: 'about' } as MenuItemSpec]),
    ],
  };

  return mac
    ? [appMenu, fileMenu, editMenu, viewMenu, { role: 'windowMenu' }, helpMenu]
    : [fileMenu, editMenu, viewMenu, helpMenu];
}
