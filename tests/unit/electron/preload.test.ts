import { describe, expect, it, vi } from 'vitest';
import { CHANNELS, type InnoSizerApi, type MenuCommand } from '../../../src/shared/api.ts';

// The preload against a recording fake of Electron's renderer-side modules.
const exposed = new Map<string, unknown>();
const invoked: unknown[][] = [];
const sent: unknown[][] = [];
const listeners = new Map<string, ((...args: unknown[]) => void)[]>();
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
  ipcRenderer: {
    invoke: async (...args: unknown[]) => {
      invoked.push(args);
      return null;
    },
    send: (...args: unknown[]) => sent.push(args),
    on: (channel: string, fn: (...args: unknown[]) => void) =>
      listeners.set(channel, [...(listeners.get(channel) ?? []), fn]),
    removeListener: (channel: string, fn: (...args: unknown[]) => void) =>
      listeners.set(
        channel,
        (listeners.get(channel) ?? []).filter((f) => f !== fn),
      ),
  },
  webUtils: { getPathForFile: (file: { path?: string }) => file.path ?? '' },
}));

// The window the preload listens on for drops (only its capture-phase 'drop' listener matters).
const windowListeners = new Map<string, (event: unknown) => void>();
vi.stubGlobal('window', {
  addEventListener: (type: string, fn: (event: unknown) => void) => windowListeners.set(type, fn),
});

await import('../../../electron/preload.ts');
const api = exposed.get('innosizer') as InnoSizerApi;

describe('preload', () => {
  it('exposes exactly one object, window.innosizer, with the API methods and nothing else', () => {
    expect([...exposed.keys()]).toEqual(['innosizer']);
    expect(api.platform).toBe('electron');
    expect(Object.keys(api).sort()).toEqual(
      [
        'platform',
        'openScenario',
        'openRecent',
        'listRecent',
        'saveScenario',
        'importBenchmark',
        'exportPdf',
        'exportCsv',
        'setDocumentState',
        'saveRecovery',
        'loadRecovery',
        'onMenuCommand',
        'openExternal',
        'getPrintJob',
        'openDroppedFile',
        'openInventory',
        'loadCatalogOverlay',
        'importPriceList',
      ].sort(),
    );
    for (const value of Object.values(api)) expect(value).not.toHaveProperty('invoke');
  });

  it('sends each call on its own channel with the caller’s arguments', async () => {
    await api.openRecent('/a.innosizer.json');
    await api.saveRecovery(null);
    await api.loadCatalogOverlay!();
    api.setDocumentState({ title: 't', dirty: true });
    expect(invoked).toContainEqual([CHANNELS.openRecent, '/a.innosizer.json']);
    expect(invoked).toContainEqual([CHANNELS.saveRecovery, null]);
    expect(invoked).toContainEqual([CHANNELS.loadCatalogOverlay]);
    expect(sent).toContainEqual([CHANNELS.setDocumentState, { title: 't', dirty: true }]);
  });

  it('passes menu commands without the IPC event, announces readiness once, and unsubscribes', () => {
    const got: unknown[][] = [];
    const off = api.onMenuCommand((...args: unknown[]) => got.push(args));
    api.onMenuCommand(() => undefined);
    const command: MenuCommand = { kind: 'save' };
    for (const fn of listeners.get(CHANNELS.menuCommand)!) fn({ sender: 'ipc-event' }, command);
    expect(got).toEqual([[command]]);
    expect(sent.filter(([c]) => c === CHANNELS.rendererReady)).toHaveLength(1);
    off();
    for (const fn of listeners.get(CHANNELS.menuCommand)!) fn({}, { kind: 'new' });
    expect(got).toHaveLength(1);
  });

  it('sends a dropped file’s path only when it came from a real drop', async () => {
    await api.openDroppedFile!({ path: '/home/u/x.innosizer.json' } as unknown as File);
    expect(invoked).toContainEqual([CHANNELS.openDroppedFile, '/home/u/x.innosizer.json']);
    const before = invoked.length;
    expect(await api.openDroppedFile!({} as File)).toBeNull();
    expect(invoked).toHaveLength(before);
  });

  it('reports the paths of a trusted drop to main, and nothing for a scripted one', () => {
    const drop = windowListeners.get('drop')!;
    const files = [{ path: '/home/u/x.innosizer.json' }, {}];
    drop({ isTrusted: true, dataTransfer: { files } });
    expect(sent).toContainEqual([CHANNELS.fileDropped, ['/home/u/x.innosizer.json']]);
    const before = sent.length;
    drop({ isTrusted: false, dataTransfer: { files } });
    expect(sent).toHaveLength(before);
  });

  it('forwards an import’s progress (the percentage only) while it runs, then stops listening', async () => {
    const seen: number[] = [];
    const running = api.importPriceList!((p) => seen.push(p));
    for (const fn of listeners.get(CHANNELS.priceListProgress)!) fn({ sender: 'ipc-event' }, 40);
    await running;
    expect(seen).toEqual([40]);
    expect(invoked).toContainEqual([CHANNELS.importPriceList]);
    expect(listeners.get(CHANNELS.priceListProgress)).toEqual([]);
  });
});
