// Electron main: lifecycle glue. Every decision lives in a plain, unit-tested module (menu.ts,
// ipc/, fileAccess.ts, recovery.ts, recent.ts, openFile.ts, windowState.ts,
// navigation.ts, protocol.ts, security.ts, print.ts); this file connects them to Electron.
import path from 'node:path';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import {
  app,
  dialog,
  ipcMain,
  Menu,
  session,
  shell,
  type MenuItemConstructorOptions,
} from 'electron';
import identity from '../app-identity.json';
import { CHANNELS, type DocumentState, type MenuCommand } from '../../src/shared/api.ts';
import { electronPdfOptions } from '../../src/report-view/pdfOptions.ts';
import { APP_ENTRY_URL, trustedOrigins } from './origin.ts';
import { contentSecurityPolicy } from './security.ts';
import { chooseFilesToOpen, chooseSavePath } from './dialogs.ts';
import { createPrintWindow } from './printWindow.ts';
import {
  guardWebContents,
  hardenSession,
  openAllowedExternal,
  registerAppScheme,
  serveRenderer,
} from './session.ts';
import { createMainWindow, windowIcon } from './mainWindow.ts';
import { buildMenuTemplate, type MenuCommandId, type MenuItemSpec } from './menu.ts';
import { createIpcHandlers, ONE_WAY_CHANNELS, type ShellServices } from './ipc/handlers.ts';
import type { IpcChannel } from './ipc/schemas.ts';
import { FileAccess, MAX_SCENARIO_BYTES, readTextFile } from './fileAccess.ts';
import { DiskStates } from './diskState.ts';
import { catalogOverlayPath } from './catalogOverlay.ts';
import { DropGrants } from './drops.ts';
import { removeStaleTemporaries, writeFileAtomic } from '../../src/node/atomicWrite.ts';
import { RecoveryStore } from './recovery.ts';
import {
  addRecent,
  parseRecentFile,
  removeRecent,
  serialWriter,
  serializeRecentFile,
} from './recent.ts';
import { PendingOpens, scenarioFilesFromArgv } from './openFile.ts';
import { PrintJobs, printReport } from './print.ts';
import {
  adminCopyScript,
  cliArguments,
  cliBundlePath,
  installCommandLineTool,
  type InstallSystem,
} from './commandLine.ts';

const devServerUrl = MAIN_WINDOW_VITE_DEV_SERVER_URL;
const origins = trustedOrigins(devServerUrl);
const csp = contentSecurityPolicy(devServerUrl ? new URL(devServerUrl).origin : undefined);
const entryUrl = devServerUrl ?? APP_ENTRY_URL;
const rendererDir = path.join(__dirname, '..', 'renderer', MAIN_WINDOW_VITE_NAME);
const preloadPath = path.join(__dirname, 'preload.cjs');
const userData = () => app.getPath('userData');

const fileAccess = new FileAccess();
const pending = new PendingOpens();
const drops = new DropGrants();
const printJobs = new PrintJobs();
let recovery: RecoveryStore;
let recent: string[] = [];
let mainWindow: Electron.BrowserWindow | null = null;
let documentState: DocumentState = { title: identity.productName, dirty: false };

function send(command: MenuCommand): void {
  mainWindow?.webContents.send(CHANNELS.menuCommand, command);
}

const writeRecentFile = serialWriter((text) =>
  writeFileAtomic(path.join(userData(), 'recent.json'), text),
);

function setRecent(list: string[]): void {
  recent = list;
  void writeRecentFile(serializeRecentFile(list)).catch(() => undefined);
  installMenu();
}

function rememberRecent(filePath: string): void {
  setRecent(addRecent(recent, filePath));
  app.addRecentDocument(filePath);
}

/** A file from the OS (argv, open-file, Open Recent): the user chose it; open it when the renderer listens. */
function openFromOs(filePath: string): void {
  fileAccess.grant(filePath, 'read', 'write');
  pending.push(filePath);
  if (app.isReady() && !mainWindow) void openMainWindow();
  mainWindow?.show();
}

async function deliverOpen(filePath: string): Promise<void> {
  try {
    const text = await readTextFile(filePath, MAX_SCENARIO_BYTES);
    await diskStates.remember(filePath);
    rememberRecent(filePath);
    send({ kind: 'open-file', file: { path: filePath, name: path.basename(filePath), text } });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      setRecent(removeRecent(recent, filePath));
    dialog.showErrorBox('Cannot open the file', `${filePath}\n\n${(error as Error).message}`);
  }
}

function runMenuCommand(command: MenuCommandId, arg: string | undefined): void {
  if (command === 'open-recent') return arg ? openFromOs(arg) : undefined;
  if (command === 'clear-recent') {
    app.clearRecentDocuments();
    return setRecent([]);
  }
  if (command === 'install-cli') return void installCli();
  if (command === 'model-docs') {
    const docs = app.isPackaged
      ? path.join(process.resourcesPath, 'model.md')
      : path.join(app.getAppPath(), 'docs', 'model.md');
    void shell.openPath(docs);
    return;
  }
  send({ kind: command });
}

function toElectron(item: MenuItemSpec): MenuItemConstructorOptions {
  const { command, arg, submenu, ...rest } = item;
  return {
    ...rest,
    ...(submenu ? { submenu: submenu.map(toElectron) } : {}),
    ...(command ? { click: () => runMenuCommand(command, arg) } : {}),
  };
}

function installMenu(): void {
  const template = buildMenuTemplate({
    platform: process.platform,
    appName: identity.productName,
    recent,
    isDev: !app.isPackaged,
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template.map(toElectron)));
}

const diskStates = new DiskStates();

const services: ShellServices = {
  fileAccess,
  diskStates,
  async confirmOverwriteChanged(_senderId, filePath) {
    const options = {
      type: 'warning' as const,
      message: `${path.basename(filePath)} was changed on disk since you opened it`,
      detail:
        'Saving replaces those changes with this document. Cancel keeps the file as it is (File → Save As… saves this document under another name).',
      buttons: ['Save Anyway', 'Cancel'],
      defaultId: 1,
      cancelId: 1,
    };
    const { response } = mainWindow
      ? await dialog.showMessageBox(mainWindow, options)
      : await dialog.showMessageBox(options);
    return response === 0;
  },
  chooseFilesToOpen: (_senderId, kind) => chooseFilesToOpen(mainWindow, kind),
  chooseSavePath: (_senderId, kind, defaultPath) => chooseSavePath(mainWindow, kind, defaultPath),
  defaultDirectory: () => app.getPath('documents'),
  readTextFile,
  catalogOverlayPath: () => catalogOverlayPath(),
  priceListProgress(senderId, percent) {
    if (mainWindow && senderId === mainWindow.webContents.id)
      mainWindow.webContents.send(CHANNELS.priceListProgress, percent);
  },
  async writeFileAtomic(filePath, data) {
    await writeFileAtomic(filePath, data);
    void removeStaleTemporaries(filePath);
  },
  recentList: () => [...recent],
  addRecent: rememberRecent,
  removeRecent: (filePath) => setRecent(removeRecent(recent, filePath)),
  recoveryUpdate: (text) => recovery.update(text),
  recoveryClear: () => recovery.clear(),
  recoveryLoad: () => recovery.load(),
  openLink: openAllowedExternal,
  printToPdf: (job) =>
    printReport(job, {
      url: `${entryUrl}#print`,
      jobs: printJobs,
      pdfOptions: electronPdfOptions,
      createWindow: () => createPrintWindow(preloadPath),
    }),
  printJobFor: (senderId) => printJobs.get(senderId),
  setDocumentState(senderId, state) {
    if (!mainWindow || senderId !== mainWindow.webContents.id) return;
    documentState = state;
    mainWindow.setTitle(state.title);
    mainWindow.setDocumentEdited(state.dirty);
  },
  recordDrop: (senderId, paths) => drops.record(senderId, paths),
  takeDropped: (senderId, filePath) => drops.take(senderId, filePath),
  rendererReady(senderId) {
    if (mainWindow && senderId === mainWindow.webContents.id)
      pending.markReady((p) => void deliverOpen(p));
  },
};

function registerIpc(): void {
  for (const [channel, handler] of Object.entries(createIpcHandlers(services, origins))) {
    if (ONE_WAY_CHANNELS.has(channel as IpcChannel)) {
      ipcMain.on(channel, (event, ...args) => {
        try {
          handler(event, ...args);
        } catch (error) {
          console.warn((error as Error).message);
        }
      });
    } else {
      ipcMain.handle(channel, (event, ...args) => handler(event, ...args));
    }
  }
}

async function openMainWindow(): Promise<void> {
  mainWindow = await createMainWindow({
    preloadPath,
    url: entryUrl,
    stateFile: path.join(userData(), 'window-state.json'),
    iconPath: windowIcon(rendererDir, app.getAppPath(), app.isPackaged),
    isDirty: () => documentState.dirty,
    requestSave: () => send({ kind: 'save' }),
    discardChanges: () => recovery.clear(),
  });
  const contents = mainWindow.webContents;
  contents.on('did-start-loading', () => pending.markNotReady());
  let lastCrashAt = 0;
  contents.on('render-process-gone', (_event, details) => {
    pending.markNotReady();
    if (details.reason === 'clean-exit') return;
    // The page crashed or was killed: load it again (it offers the recovery snapshot on start),
    // but not in a loop if it dies again at once.
    const now = Date.now();
    if (now - lastCrashAt > 10_000) contents.reload();
    else
      dialog.showErrorBox(
        'InnoSizer stopped',
        `The window's page failed twice (${details.reason}).`,
      );
    lastCrashAt = now;
  });
  mainWindow.on('closed', () => {
    pending.markNotReady();
    mainWindow = null;
  });
}

/** The macOS menu's Install Command Line Tool…: /usr/local/bin/innosizer (commandLine.ts). */
async function installCli(): Promise<void> {
  const system: InstallSystem = {
    readText: (file) =>
      readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return null;
        throw e;
      }),
    async writeExecutable(file, text) {
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, text, { mode: 0o755 });
      await chmod(temp, 0o755);
      await rename(temp, file);
    },
    async writeExecutableAsAdmin(file, text) {
      const dir = await mkdtemp(path.join(tmpdir(), 'innosizer-'));
      const temp = path.join(dir, 'innosizer');
      try {
        await writeFile(temp, text, { mode: 0o755 });
        await new Promise<void>((resolve, reject) =>
          execFile('osascript', ['-e', adminCopyScript(temp, file)], (error) =>
            error ? reject(error) : resolve(),
          ),
        );
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async confirmReplace(file) {
      const { response } = await dialog.showMessageBox({
        type: 'question',
        message: `Replace the innosizer command at ${file}?`,
        detail:
          'Another innosizer command is installed there (npm install -g innosizer, or an older copy). The new one runs this app.',
        buttons: ['Replace', 'Cancel'],
        defaultId: 0,
        cancelId: 1,
      });
      return response === 0;
    },
  };
  const outcome = await installCommandLineTool(app.getPath('exe'), system);
  if (outcome.kind === 'cancelled') return;
  const failed = outcome.kind === 'failed';
  await dialog.showMessageBox({
    type: failed ? 'error' : 'info',
    message: failed ? 'The command line tool was not installed' : 'Command line tool installed',
    detail: outcome.message,
  });
}

/** The shape of the CLI bundle (dist/cli/innosizer.mjs, src/cli/main.ts). */
interface CliBundle {
  main(argv: string[], io: unknown): Promise<number>;
  processIo(): unknown;
}

/**
 * Command-line mode (`innosizer …` through a launcher, commandLine.ts): runs the CLI bundle with
 * the process's stdout and stderr and exits with its status. No window, menu, IPC or
 * single-instance lock is set up.
 */
async function runCommandLine(args: string[]): Promise<void> {
  app.dock?.hide();
  let code = 1;
  // `innosizer … | head -1`: the reader went away; stop quietly, as bin/innosizer.mjs does.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') app.exit(code);
  });
  try {
    const bundle = cliBundlePath({
      isPackaged: app.isPackaged,
      resourcesPath: process.resourcesPath,
      appPath: app.getAppPath(),
    });
    const cli = (await import(/* @vite-ignore */ pathToFileURL(bundle).href)) as CliBundle;
    code = await cli.main(args, cli.processIo());
  } catch (error) {
    process.stderr.write(`innosizer: the command line failed: ${(error as Error).message}\n`);
  }
  // Exit once what was written has been handed to the system.
  process.stdout.write('', () => app.exit(code));
}

/** The desktop app. */
function startApp(): void {
  app.enableSandbox();
  registerAppScheme();
  guardWebContents(origins);

  app.on('open-file', (event, filePath) => {
    event.preventDefault();
    openFromOs(filePath);
  });

  if (!app.requestSingleInstanceLock()) {
    app.quit();
  } else {
    app.on('second-instance', (_event, argv, workingDirectory) => {
      for (const file of scenarioFilesFromArgv(argv, {
        isPackaged: app.isPackaged,
        cwd: workingDirectory,
      })) {
        openFromOs(file);
      }
      if (mainWindow?.isMinimized()) mainWindow.restore();
      mainWindow?.focus();
    });
    for (const file of scenarioFilesFromArgv(process.argv, {
      isPackaged: app.isPackaged,
      cwd: process.cwd(),
    })) {
      openFromOs(file);
    }
    app.on('window-all-closed', () => {
      if (process.platform !== 'darwin') app.quit();
    });
    app.on('activate', () => {
      if (!mainWindow) void openMainWindow();
    });
    void app.whenReady().then(async () => {
      if (process.platform === 'win32') app.setAppUserModelId(identity.appId);
      app.setAboutPanelOptions({
        applicationName: identity.productName,
        applicationVersion: app.getVersion(),
        copyright: identity.copyright,
      });
      recovery = new RecoveryStore(userData());
      recent = parseRecentFile(
        await readFile(path.join(userData(), 'recent.json'), 'utf8').catch(() => null),
      );
      hardenSession(session.defaultSession, origins, csp);
      serveRenderer(rendererDir, csp);
      registerIpc();
      installMenu();
      await openMainWindow();
    });
  }
}

const cliArgs = cliArguments(process.argv);
if (cliArgs) {
  app.disableHardwareAcceleration();
  void runCommandLine(cliArgs);
} else {
  startApp();
}
