/**
 * The built main bundle, run against a fake `electron` module: proves that Vite's output
 * (vite.main.config.ts) is one CommonJS file needing only Electron and Node built-ins, and that the
 * glue wires the plain modules as intended — scheme registered before `ready`, sandbox on, every
 * IPC channel registered and guarded, the renderer served on app:// with the CSP header, the
 * window created with the secure preferences, and a file double-clicked before the renderer was
 * listening delivered once it says it is ready. (Electron itself cannot run on this machine.)
 */
import Module, { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { CHANNELS } from '../../../src/shared/api.ts';

type Listener = (...args: unknown[]) => unknown;

function fakeElectron(userData: string) {
  const log: string[] = [];
  const appListeners = new Map<string, Listener[]>();
  const ipcHandle = new Map<string, Listener>();
  const ipcOn = new Map<string, Listener>();
  const protocols = new Map<string, (req: Request) => Promise<Response>>();
  const windows: FakeWindow[] = [];
  let ready = false;
  let resolveReady: () => void = () => undefined;
  const whenReady = new Promise<void>((r) => (resolveReady = r));
  let nextId = 1;

  class FakeWindow {
    options: Record<string, unknown>;
    loaded: string[] = [];
    listeners = new Map<string, Listener[]>();
    sent: [string, unknown][] = [];
    webContents = {
      id: nextId++,
      on: (e: string, fn: Listener) => this.on(e, fn),
      send: (channel: string, payload: unknown) => this.sent.push([channel, payload]),
    };
    constructor(options: Record<string, unknown>) {
      this.options = options;
      windows.push(this);
    }
    on(event: string, fn: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn]);
      return this;
    }
    once(event: string, fn: Listener) {
      return this.on(event, fn);
    }
    async loadURL(url: string) {
      this.loaded.push(url);
    }
    maximize() {}
    setFullScreen() {}
    show() {}
    focus() {}
    isMinimized() {
      return false;
    }
    setTitle(t: string) {
      log.push(`title ${t}`);
    }
    setDocumentEdited() {}
    getNormalBounds() {
      return { x: 0, y: 0, width: 1280, height: 820 };
    }
    isMaximized() {
      return false;
    }
    isFullScreen() {
      return false;
    }
  }

  const electron = {
    app: {
      isPackaged: true,
      enableSandbox: () => log.push('enableSandbox'),
      requestSingleInstanceLock: () => true,
      on: (event: string, fn: Listener) =>
        appListeners.set(event, [...(appListeners.get(event) ?? []), fn]),
      whenReady: () => whenReady,
      isReady: () => ready,
      getPath: () => userData,
      getAppPath: () => userData,
      getVersion: () => '0.1.0',
      setAboutPanelOptions: () => undefined,
      setAppUserModelId: () => undefined,
      addRecentDocument: (p: string) => log.push(`addRecentDocument ${p}`),
      clearRecentDocuments: () => undefined,
      quit: () => log.push('quit'),
      exit: (code: number) => log.push(`exit ${code}`),
      disableHardwareAcceleration: () => log.push('disableHardwareAcceleration'),
      dock: { hide: () => log.push('dock hidden') },
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown) =>
        log.push(`registerSchemesAsPrivileged ready=${ready} ${JSON.stringify(schemes)}`),
      handle: (scheme: string, fn: (req: Request) => Promise<Response>) =>
        protocols.set(scheme, fn),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: () => log.push('permissions denied'),
        setPermissionCheckHandler: () => undefined,
        webRequest: {
          onBeforeRequest: () => log.push('onBeforeRequest'),
          onHeadersReceived: () => undefined,
        },
      },
    },
    ipcMain: {
      handle: (channel: string, fn: Listener) => ipcHandle.set(channel, fn),
      on: (channel: string, fn: Listener) => ipcOn.set(channel, fn),
    },
    Menu: {
      buildFromTemplate: (t: unknown) => t,
      setApplicationMenu: (m: { label?: string }[]) =>
        log.push(`menu ${m.map((i) => i.label).join(',')}`),
    },
    BrowserWindow: FakeWindow,
    screen: {
      getPrimaryDisplay: () => ({ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }),
      getAllDisplays: () => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }],
    },
    dialog: { showErrorBox: (t: string, m: string) => log.push(`error ${t} ${m}`) },
    shell: { openExternal: async () => undefined, openPath: async () => '' },
  };
  return {
    electron,
    log,
    appListeners,
    ipcHandle,
    ipcOn,
    protocols,
    windows,
    becomeReady: () => {
      ready = true;
      resolveReady();
    },
  };
}

let dir: string;
let fake: ReturnType<typeof fakeElectron>;
let bundleText: string;
const doc = () => path.join(dir, 'docs', 'prod.innosizer.json');

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'innosizer-main-'));
  const outDir = path.join(dir, 'build');
  await build({ configFile: 'vite.main.config.ts', logLevel: 'silent', build: { outDir } });
  bundleText = readFileSync(path.join(outDir, 'main.cjs'), 'utf8');
  mkdirSync(path.join(dir, 'renderer', 'main_window', 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'renderer', 'main_window', 'index.html'),
    '<!doctype html><title>x</title>',
  );
  writeFileSync(path.join(dir, 'renderer', 'main_window', 'assets', 'a.js'), 'export {}');
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(doc(), '{"schemaVersion":1}');

  fake = fakeElectron(dir);
  const load = (Module as unknown as { _load: Listener })._load;
  (Module as unknown as { _load: Listener })._load = function (
    request: unknown,
    ...rest: unknown[]
  ) {
    if (request === 'electron') return fake.electron;
    return load.call(this, request, ...rest);
  };
  const argv = process.argv;
  process.argv = ['/opt/InnoSizer/innosizer', doc()];
  try {
    createRequire(import.meta.url)(path.join(outDir, 'main.cjs'));
  } finally {
    (Module as unknown as { _load: Listener })._load = load;
    process.argv = argv;
  }
  fake.becomeReady();
  await new Promise((r) => setTimeout(r, 200));
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const appEvent = (id: number) => ({
  sender: { id },
  senderFrame: { url: 'app://innosizer/index.html', parent: null },
});

describe('main bundle (vite.main.config.ts output)', () => {
  it('requires only electron and Node built-ins', () => {
    const required = [...bundleText.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(required.length).toBeGreaterThan(0);
    for (const r of required) expect(r === 'electron' || r!.startsWith('node:'), r).toBe(true);
  });

  it('registers app:// as a privileged scheme before ready and enables the sandbox', () => {
    const reg = fake.log.find((l) => l.startsWith('registerSchemesAsPrivileged'));
    expect(reg).toContain('ready=false');
    expect(reg).toContain('"scheme":"app"');
    expect(reg).toContain('"standard":true');
    expect(fake.log).toContain('enableSandbox');
    expect(fake.log).toContain('permissions denied');
    expect(fake.log).toContain('onBeforeRequest');
  });

  it('registers one handler per channel', () => {
    const invoke = Object.values(CHANNELS).filter(
      (c) =>
        c !== CHANNELS.menuCommand &&
        c !== CHANNELS.priceListProgress &&
        c !== CHANNELS.setDocumentState &&
        c !== CHANNELS.rendererReady &&
        c !== CHANNELS.fileDropped,
    );
    expect([...fake.ipcHandle.keys()].sort()).toEqual([...invoke].sort());
    expect([...fake.ipcOn.keys()].sort()).toEqual(
      [CHANNELS.rendererReady, CHANNELS.setDocumentState, CHANNELS.fileDropped].sort(),
    );
  });

  it('creates the window with the secure preferences and loads app://', () => {
    const [window] = fake.windows;
    expect(window).toBeDefined();
    expect(window!.loaded).toEqual(['app://innosizer/index.html']);
    expect(window!.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      preload: path.join(dir, 'build', 'preload.cjs'),
    });
    expect(fake.log.find((l) => l.startsWith('menu '))).toBe('menu &File,&Edit,&View,&Help');
  });

  it('serves the renderer with the CSP header and refuses traversal', async () => {
    const handler = fake.protocols.get('app')!;
    const ok = await handler(new Request('app://innosizer/assets/a.js'));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(ok.headers.get('content-security-policy')).toContain("script-src 'self'");
    // ../../docs/prod.innosizer.json exists next to the renderer directory: never served.
    expect(
      (await handler(new Request('app://innosizer/..%2f..%2fdocs%2fprod.innosizer.json'))).status,
    ).toBe(403);
    // The URL parser resolves %2e%2e segments itself, leaving /docs/… inside the root: not found.
    expect(
      (await handler(new Request('app://innosizer/%2e%2e/%2e%2e/docs/prod.innosizer.json'))).status,
    ).toBe(404);
    expect((await handler(new Request('app://innosizer/missing.js'))).status).toBe(404);
  });

  it('guards the registered handlers', async () => {
    const listRecent = fake.ipcHandle.get(CHANNELS.listRecent)!;
    expect(() =>
      listRecent({
        sender: { id: 9 },
        senderFrame: { url: 'https://evil.example/', parent: null },
      }),
    ).toThrow(/sender is not/);
  });

  it('delivers a file from argv once the renderer says it is ready', async () => {
    const window = fake.windows[0]!;
    expect(window.sent).toEqual([]);
    fake.ipcOn.get(CHANNELS.rendererReady)!(appEvent(window.webContents.id));
    await new Promise((r) => setTimeout(r, 100));
    expect(window.sent).toEqual([
      [
        CHANNELS.menuCommand,
        {
          kind: 'open-file',
          file: { path: doc(), name: 'prod.innosizer.json', text: '{"schemaVersion":1}' },
        },
      ],
    ]);
    // The file is now one the user chose: saving back to it is allowed, and it is in Open Recent.
    const listRecent = fake.ipcHandle.get(CHANNELS.listRecent)!;
    expect(await listRecent(appEvent(window.webContents.id))).toEqual([doc()]);
    const save = fake.ipcHandle.get(CHANNELS.saveScenario)!;
    await save(appEvent(window.webContents.id), {
      path: doc(),
      suggestedName: 'prod.innosizer.json',
      text: '{"schemaVersion":1,"saved":true}',
      saveAs: false,
    });
    expect(readFileSync(doc(), 'utf8')).toBe('{"schemaVersion":1,"saved":true}');
  });
});

describe('main bundle in command-line mode (innosizer through a launcher)', () => {
  it('runs the CLI bundle from resources/cli with the arguments after the marker, exits with its status, and sets up no window', async () => {
    const cliFake = fakeElectron(dir);
    const resources = path.join(dir, 'resources');
    mkdirSync(path.join(resources, 'cli'), { recursive: true });
    // A stand-in for dist/cli/innosizer.mjs: records what main hands it.
    writeFileSync(
      path.join(resources, 'cli', 'innosizer.mjs'),
      `export function processIo() { return { marker: 'process io' }; }
export async function main(argv, io) { globalThis.__innosizerCli = { argv, io }; return 3; }
`,
    );
    // A second copy of the bundle, so it runs again from the top.
    const copy = path.join(dir, 'build', 'main-cli.cjs');
    writeFileSync(copy, bundleText);
    const load = (Module as unknown as { _load: Listener })._load;
    (Module as unknown as { _load: Listener })._load = function (
      request: unknown,
      ...rest: unknown[]
    ) {
      if (request === 'electron') return cliFake.electron;
      return load.call(this, request, ...rest);
    };
    const argv = process.argv;
    const proc = process as unknown as { resourcesPath?: string };
    const resourcesPath = proc.resourcesPath;
    process.argv = [
      '/opt/InnoSizer/innosizer',
      '--innosizer-cli',
      '--',
      'predict',
      '--json',
      doc(),
    ];
    proc.resourcesPath = resources;
    try {
      createRequire(import.meta.url)(copy);
    } finally {
      (Module as unknown as { _load: Listener })._load = load;
      process.argv = argv;
      proc.resourcesPath = resourcesPath;
    }
    for (let i = 0; i < 50 && !cliFake.log.some((l) => l.startsWith('exit')); i += 1)
      await new Promise((r) => setTimeout(r, 20));
    const seen = (globalThis as { __innosizerCli?: unknown }).__innosizerCli;
    expect(seen).toEqual({ argv: ['predict', '--json', doc()], io: { marker: 'process io' } });
    expect(cliFake.log).toEqual(['disableHardwareAcceleration', 'dock hidden', 'exit 3']);
    expect(cliFake.windows).toEqual([]);
    expect(cliFake.ipcHandle.size + cliFake.ipcOn.size + cliFake.protocols.size).toBe(0);
  });
});
