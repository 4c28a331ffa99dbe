import path from 'node:path';
import { DiskStates } from '../../../electron/main/diskState.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS, type DocumentState, type PrintJob } from '../../../src/shared/api.ts';
import {
  createIpcHandlers,
  isTrustedSender,
  ONE_WAY_CHANNELS,
  type IpcSender,
  type ShellServices,
} from '../../../electron/main/ipc/handlers.ts';
import { FileAccess } from '../../../electron/main/fileAccess.ts';
import { DropGrants } from '../../../electron/main/drops.ts';
import { APP_ENTRY_URL, trustedOrigins } from '../../../electron/main/origin.ts';

const ORIGINS = trustedOrigins(undefined);
const HOME = path.resolve('/home/u');
const A = path.join(HOME, 'a.innosizer.json');
const B = path.join(HOME, 'b.innosizer.json');
const OVERLAY = path.join(HOME, '.config', 'innosizer', 'catalog-overlay.json');

function app(id = 1, url = APP_ENTRY_URL): IpcSender {
  return { sender: { id }, senderFrame: { url, parent: null } };
}

function fakeServices() {
  const files = new Map<string, string | Uint8Array>([[A, '{"a":1}']]);
  const state = {
    recent: [] as string[],
    recovery: null as string | null,
    docState: null as DocumentState | null,
    ready: [] as number[],
    opened: [] as string[],
    openChoice: [A] as string[] | null,
    saveChoice: B as string | null,
    printJobs: new Map<number, PrintJob>(),
    printed: [] as PrintJob[],
    progress: [] as [number, number][],
    overwriteChanged: false,
  };
  const drops = new DropGrants();
  const services: ShellServices = {
    fileAccess: new FileAccess('linux'),
    // The fake disk: a file's state is its bytes (size and hash), changed by writes.
    diskStates: new DiskStates(async (p) => {
      const data = files.get(p);
      if (data === undefined) return null;
      const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
      return { size: bytes.length, mtimeMs: 0, sha256: Buffer.from(bytes).toString('hex') };
    }),
    confirmOverwriteChanged: vi.fn(async () => state.overwriteChanged),
    chooseFilesToOpen: vi.fn(async () => state.openChoice),
    chooseSavePath: vi.fn(async () => state.saveChoice),
    defaultDirectory: () => HOME,
    catalogOverlayPath: () => OVERLAY,
    priceListProgress: (id, percent) => {
      state.progress.push([id, percent]);
    },
    readTextFile: vi.fn(async (p: string) => {
      const data = files.get(p);
      if (data === undefined) throw Object.assign(new Error(`ENOENT: ${p}`), { code: 'ENOENT' });
      return typeof data === 'string' ? data : new TextDecoder().decode(data);
    }),
    writeFileAtomic: vi.fn(async (p: string, data: string | Uint8Array) => {
      files.set(p, data);
    }),
    recentList: () => [...state.recent],
    addRecent: (p) => {
      state.recent = [p, ...state.recent.filter((x) => x !== p)];
    },
    removeRecent: (p) => {
      state.recent = state.recent.filter((x) => x !== p);
    },
    recoveryUpdate: async (t) => {
      state.recovery = t;
    },
    recoveryClear: async () => {
      state.recovery = null;
    },
    recoveryLoad: async () => state.recovery,
    openLink: vi.fn(async (url: string) => {
      state.opened.push(url);
    }),
    printToPdf: async (job) => {
      state.printed.push(job);
      return new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    },
    printJobFor: (id) => state.printJobs.get(id) ?? null,
    setDocumentState: (_id, s) => {
      state.docState = s;
    },
    rendererReady: (id) => {
      state.ready.push(id);
    },
    recordDrop: (id, paths) => drops.record(id, paths),
    takeDropped: (id, p) => drops.take(id, p),
  };
  return { services, state, files, handlers: createIpcHandlers(services, ORIGINS) };
}

let t: ReturnType<typeof fakeServices>;
beforeEach(() => {
  t = fakeServices();
});

const call = (channel: string, event: IpcSender, ...args: unknown[]) =>
  Promise.resolve().then(() => t.handlers[channel as keyof typeof t.handlers](event, ...args));

describe('sender check', () => {
  it('trusts only a top-level frame on the app origin', () => {
    expect(isTrustedSender(app(), ORIGINS)).toBe(true);
    expect(isTrustedSender({ sender: { id: 1 }, senderFrame: null }, ORIGINS)).toBe(false);
    expect(isTrustedSender(app(1, 'https://evil.example/'), ORIGINS)).toBe(false);
    expect(isTrustedSender(app(1, 'file:///tmp/x.html'), ORIGINS)).toBe(false);
    expect(
      isTrustedSender(
        { sender: { id: 1 }, senderFrame: { url: APP_ENTRY_URL, parent: {} } },
        ORIGINS,
      ),
    ).toBe(false);
  });

  it('makes every handler refuse a foreign sender before looking at its arguments', async () => {
    for (const channel of Object.keys(t.handlers)) {
      await expect(call(channel, app(1, 'https://evil.example/'))).rejects.toThrow(/sender is not/);
    }
    expect(t.services.chooseFilesToOpen).not.toHaveBeenCalled();
    expect(t.services.openLink).not.toHaveBeenCalled();
  });

  it('makes every handler validate its arguments', async () => {
    for (const channel of Object.keys(t.handlers)) {
      await expect(call(channel, app(), { unexpected: true }, 2, 3)).rejects.toThrow(channel);
    }
  });

  it('marks the send-only channels', () => {
    expect([...ONE_WAY_CHANNELS].sort()).toEqual(
      [CHANNELS.rendererReady, CHANNELS.setDocumentState, CHANNELS.fileDropped].sort(),
    );
  });
});

describe('opening files', () => {
  it('reads the file chosen in the dialog and remembers it', async () => {
    const opened = await call(CHANNELS.openScenario, app());
    expect(opened).toEqual({
      ok: true,
      value: { path: A, name: 'a.innosizer.json', text: '{"a":1}' },
    });
    expect(t.state.recent).toEqual([A]);
    expect(t.services.fileAccess.can(A, 'write')).toBe(true);
  });

  it('returns null when the dialog is cancelled', async () => {
    t.state.openChoice = null;
    expect(await call(CHANNELS.openScenario, app())).toEqual({ ok: true, value: null });
  });

  it('opens a recent file only if it is in the recent list', async () => {
    await expect(call(CHANNELS.openRecent, app(), '/etc/passwd')).resolves.toEqual({
      ok: false,
      error: { code: 'refused', message: 'passwd is not in the recent files list' },
    });
    t.state.recent = [A];
    await expect(call(CHANNELS.openRecent, app(), A)).resolves.toMatchObject({
      ok: true,
      value: { path: A },
    });
  });

  it('drops a vanished recent file from the list', async () => {
    t.state.recent = [B];
    await expect(call(CHANNELS.openRecent, app(), B)).resolves.toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
    expect(t.state.recent).toEqual([]);
  });

  it('opens a dropped scenario file but not other paths', async () => {
    await call(CHANNELS.fileDropped, app(), [A, '/etc/shadow']);
    await expect(call(CHANNELS.openDroppedFile, app(), A)).resolves.toMatchObject({
      ok: true,
      value: { path: A },
    });
    for (const p of ['/etc/shadow', 'relative.innosizer.json'])
      await expect(call(CHANNELS.openDroppedFile, app(), p)).resolves.toMatchObject({
        ok: false,
        error: { code: 'refused', message: expect.stringMatching(/not a scenario/) },
      });
  });

  it('grants a dropped path only if main saw it dropped on that window, once', async () => {
    const other = path.join(HOME, '.config', 'other-app', 'settings.json');
    t.files.set(other, '{"secret":1}');
    // The renderer names a path nobody dropped: refused, nothing granted or read.
    await expect(call(CHANNELS.openDroppedFile, app(), other)).resolves.toMatchObject({
      ok: false,
      error: { code: 'refused', message: expect.stringMatching(/not dropped/) },
    });
    expect(t.services.fileAccess.can(other, 'write')).toBe(false);
    expect(t.services.readTextFile).not.toHaveBeenCalled();
    // Dropped on another window: still refused here.
    await call(CHANNELS.fileDropped, app(2), [other]);
    await expect(call(CHANNELS.openDroppedFile, app(1), other)).resolves.toMatchObject({
      ok: false,
    });
    await call(CHANNELS.fileDropped, app(1), [A]);
    await expect(call(CHANNELS.openDroppedFile, app(1), A)).resolves.toMatchObject({ ok: true });
    // A second open of the same drop is refused (one drop, one grant).
    await expect(call(CHANNELS.openDroppedFile, app(1), A)).resolves.toMatchObject({
      ok: false,
    });
  });

  it('imports several benchmark files, read-only', async () => {
    t.files.set(B, 'fio output');
    t.state.openChoice = [A, B];
    const r = (await call(CHANNELS.importBenchmark, app())) as { ok: true; value: unknown[] };
    expect(r.ok).toBe(true);
    expect(r.value).toHaveLength(2);
    expect(t.services.fileAccess.can(B, 'read')).toBe(true);
    expect(t.services.fileAccess.can(B, 'write')).toBe(false);
  });

  // Issue 28: these threw across IPC, and the renderer, calling without a catch, showed nothing.
  it('a benchmark file that cannot be read: the error naming it, as a value', async () => {
    const gone = path.join(HOME, 'gone.txt');
    t.state.openChoice = [A, gone];
    await expect(call(CHANNELS.importBenchmark, app())).resolves.toEqual({
      ok: false,
      error: { code: 'not-found', message: 'gone.txt no longer exists (moved or deleted)' },
    });
    t.state.openChoice = null;
    await expect(call(CHANNELS.importBenchmark, app())).resolves.toEqual({ ok: true, value: null });
  });

  it('opens an inventory, or says why it cannot be read', async () => {
    t.files.set(B, 'name,instance\n');
    t.state.openChoice = [B];
    await expect(call(CHANNELS.openInventory, app())).resolves.toEqual({
      ok: true,
      value: { path: B, name: 'b.innosizer.json', text: 'name,instance\n' },
    });
    const gone = path.join(HOME, 'fleet.csv');
    t.state.openChoice = [gone];
    await expect(call(CHANNELS.openInventory, app())).resolves.toEqual({
      ok: false,
      error: { code: 'not-found', message: 'fleet.csv no longer exists (moved or deleted)' },
    });
    t.state.openChoice = null;
    await expect(call(CHANNELS.openInventory, app())).resolves.toEqual({ ok: true, value: null });
  });
});

describe('saving', () => {
  const request = { path: A, suggestedName: 'a.innosizer.json', text: '{"a":2}', saveAs: false };

  it('refuses to write a path the user never chose', async () => {
    await expect(call(CHANNELS.saveScenario, app(), request)).resolves.toEqual({
      ok: false,
      error: { code: 'refused', message: 'a.innosizer.json was not chosen by the user' },
    });
    expect(t.services.writeFileAtomic).not.toHaveBeenCalled();
  });

  it('writes back to an opened file; the recovery snapshot is left to the renderer', async () => {
    await call(CHANNELS.openScenario, app());
    t.state.recovery = 'edits made while saving';
    await expect(call(CHANNELS.saveScenario, app(), request)).resolves.toEqual({
      ok: true,
      value: { path: A, name: 'a.innosizer.json' },
    });
    expect(t.files.get(A)).toBe('{"a":2}');
    expect(t.state.recovery).toBe('edits made while saving');
  });

  it('returns a failed write as a typed error naming the file', async () => {
    await call(CHANNELS.openScenario, app());
    vi.mocked(t.services.writeFileAtomic).mockRejectedValueOnce(
      Object.assign(
        new Error("EACCES: permission denied, open '/home/u/.a.innosizer.json.1.tmp'"),
        {
          code: 'EACCES',
        },
      ),
    );
    await expect(call(CHANNELS.saveScenario, app(), request)).resolves.toEqual({
      ok: false,
      error: { code: 'permission-denied', message: 'a.innosizer.json: permission denied' },
    });
    expect(t.state.recent).toEqual([A]);
  });

  it('asks where to save when there is no path or Save As was chosen', async () => {
    const saved = await call(CHANNELS.saveScenario, app(), {
      ...request,
      path: null,
      suggestedName: 'new',
    });
    expect(saved).toEqual({ ok: true, value: { path: B, name: 'b.innosizer.json' } });
    expect(t.services.chooseSavePath).toHaveBeenCalledWith(
      1,
      'scenario',
      path.join(HOME, 'new.innosizer.json'),
    );
    expect(t.services.fileAccess.can(B, 'write')).toBe(true);
  });

  it('writes nothing when the save dialog is cancelled', async () => {
    t.state.saveChoice = null;
    expect(await call(CHANNELS.saveScenario, app(), { ...request, saveAs: true })).toEqual({
      ok: true,
      value: null,
    });
    expect(t.services.writeFileAtomic).not.toHaveBeenCalled();
  });

  // Issue 31: a scenario changed on disk by someone else while open was overwritten without a word.
  it('asks before overwriting a file changed on disk since it was opened; Cancel writes nothing', async () => {
    await call(CHANNELS.openScenario, app());
    t.files.set(A, '{"a":"changed by someone else"}');
    expect(await call(CHANNELS.saveScenario, app(), request)).toEqual({ ok: true, value: null });
    expect(t.services.confirmOverwriteChanged).toHaveBeenCalledWith(1, A);
    expect(t.files.get(A)).toBe('{"a":"changed by someone else"}');
    t.state.overwriteChanged = true;
    expect(await call(CHANNELS.saveScenario, app(), request)).toMatchObject({ ok: true });
    expect(t.files.get(A)).toBe('{"a":2}');
    // Saved: the file is now as the app wrote it, so the next save does not ask.
    vi.mocked(t.services.confirmOverwriteChanged).mockClear();
    await call(CHANNELS.saveScenario, app(), { ...request, text: '{"a":3}' });
    expect(t.services.confirmOverwriteChanged).not.toHaveBeenCalled();
    expect(t.files.get(A)).toBe('{"a":3}');
  });

  it('does not ask when the file is unchanged', async () => {
    await call(CHANNELS.openScenario, app());
    await call(CHANNELS.saveScenario, app(), request);
    expect(t.services.confirmOverwriteChanged).not.toHaveBeenCalled();
    expect(t.files.get(A)).toBe('{"a":2}');
  });

  // Issue 31: after a PDF export, saveScenario could write scenario JSON over the PDF.
  it('a PDF export’s grant does not let Save write scenario JSON over the PDF', async () => {
    const pdf = path.join(HOME, 'report.pdf');
    t.state.saveChoice = pdf;
    await call(CHANNELS.exportPdf, app(), {
      report: { a: 1 },
      paper: 'A4',
      suggestedName: 'report',
    });
    const r = await call(CHANNELS.saveScenario, app(), { ...request, path: pdf });
    expect(r).toEqual({
      ok: false,
      error: { code: 'refused', message: 'report.pdf was not chosen by the user' },
    });
    expect(t.files.get(pdf)).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46]));
  });

  it('exports a PDF to the chosen path', async () => {
    t.state.saveChoice = path.join(HOME, 'report.pdf');
    const saved = await call(CHANNELS.exportPdf, app(), {
      report: { a: 1 },
      paper: 'Letter',
      suggestedName: 'report',
    });
    expect(saved).toEqual({ path: path.join(HOME, 'report.pdf'), name: 'report.pdf' });
    expect(t.state.printed).toEqual([{ report: { a: 1 }, paper: 'Letter' }]);
    expect(t.files.get(path.join(HOME, 'report.pdf'))).toEqual(
      new Uint8Array([0x25, 0x50, 0x44, 0x46]),
    );
  });
});

describe('the user catalog overlay', () => {
  it('reads the overlay at the path the CLI writes, and says when there is none', async () => {
    expect(await call(CHANNELS.loadCatalogOverlay, app())).toEqual({ ok: true, value: null });
    t.files.set(OVERLAY, '{"format": "something else"}');
    const bad = (await call(CHANNELS.loadCatalogOverlay, app())) as {
      ok: false;
      error: { code: string; message: string };
    };
    expect(bad.ok).toBe(false);
    expect(bad.error.code).toBe('invalid');
    expect(bad.error.message).toContain(OVERLAY);
    expect(t.services.readTextFile).toHaveBeenCalledWith(OVERLAY, expect.any(Number));
  });
});

describe('File → Import Price List…', () => {
  it('reads the chosen offer file with progress to the window and writes the overlay', async () => {
    const offer = path.join(import.meta.dirname, '../../fixtures/offers/ec2-small.json');
    t.state.openChoice = [offer];
    const r = (await call(CHANNELS.importPriceList, app(3))) as {
      ok: true;
      value: { path: string; overlay: { offer: { file: string } } };
    };
    expect(r.ok).toBe(true);
    expect(r.value.path).toBe(OVERLAY);
    expect(r.value.overlay.offer.file).toBe('ec2-small.json');
    expect(t.services.chooseFilesToOpen).toHaveBeenCalledWith(3, 'offer');
    expect(JSON.parse(t.files.get(OVERLAY) as string)).toEqual(r.value.overlay);
    expect(t.state.progress.at(-1)).toEqual([3, 100]);
    expect(t.state.progress.every(([id]) => id === 3)).toBe(true);
  });

  it('writes nothing when the dialog is cancelled', async () => {
    t.state.openChoice = null;
    expect(await call(CHANNELS.importPriceList, app())).toEqual({ ok: true, value: null });
    expect(t.files.has(OVERLAY)).toBe(false);
  });
});

describe('other channels', () => {
  it('keeps and clears the recovery snapshot', async () => {
    await call(CHANNELS.saveRecovery, app(), 'draft');
    expect(await call(CHANNELS.loadRecovery, app())).toBe('draft');
    await call(CHANNELS.saveRecovery, app(), null);
    expect(await call(CHANNELS.loadRecovery, app())).toBeNull();
  });

  it('opens only allow-listed https links', async () => {
    await call(CHANNELS.openExternal, app(), 'https://docs.aws.amazon.com/x');
    await expect(call(CHANNELS.openExternal, app(), 'file:///etc/passwd')).rejects.toThrow(
      /refused/,
    );
    expect(t.state.opened).toEqual(['https://docs.aws.amazon.com/x']);
  });

  it('gives a print job only to the window it was made for', async () => {
    t.state.printJobs.set(7, { report: { a: 1 }, paper: 'A4' });
    expect(await call(CHANNELS.getPrintJob, app(7))).toEqual({ report: { a: 1 }, paper: 'A4' });
    expect(await call(CHANNELS.getPrintJob, app(1))).toBeNull();
  });

  it('passes the document state and readiness with the sender id', async () => {
    await call(CHANNELS.setDocumentState, app(3), { title: 'x', dirty: true });
    await call(CHANNELS.rendererReady, app(3));
    expect(t.state.docState).toEqual({ title: 'x', dirty: true });
    expect(t.state.ready).toEqual([3]);
  });

  it('lists the recent files', async () => {
    t.state.recent = [A, B];
    expect(await call(CHANNELS.listRecent, app())).toEqual([A, B]);
  });
});
