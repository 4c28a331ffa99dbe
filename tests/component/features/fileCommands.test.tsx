/**
 * Issue 16 item 5 (unsaved work) and issue 13 (failures that say nothing): open requests from the
 * OS ask before discarding changes; a save marks saved exactly what it wrote; a failed open or
 * save is shown, never lost.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../../src/app/features/files/useDocument.ts';
import {
  openDocument,
  openRecent,
  saveDocument,
  setNotifier,
} from '../../../src/app/features/files/commands.ts';
import { api } from '../../../src/app/platform/api.ts';
import { actions, appStore, isDirty } from '../../../src/app/store/index.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { serializeScenario } from '../../../src/core/scenario/file.ts';
import type { FileResult, SavedFile } from '../../../src/shared/api.ts';

const handlers = {
  import: () => {},
  exportPdf: () => {},
  openInventory: () => {},
  importPriceList: () => {},
};
const other = () => {
  const s = defaultScenario();
  s.storage.iops = 7000;
  return {
    path: '/d/other.innosizer.json',
    name: 'other.innosizer.json',
    text: serializeScenario(s),
  };
};

afterEach(() => {
  vi.restoreAllMocks();
  actions.newScenario();
});

function stubConfirm(answer: boolean) {
  const confirm = vi.fn(() => answer);
  Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
  return confirm;
}

function notes(): { text: string; kind: string }[] {
  const got: { text: string; kind: string }[] = [];
  setNotifier((text, kind = 'info') => got.push({ text, kind }));
  return got;
}

describe('an open-file request from the OS (Open Recent menu, double-click, second instance)', () => {
  it('asks before discarding unsaved changes, and keeps them when the user says no', () => {
    actions.setField('storage.iops', 6000);
    const confirm = stubConfirm(false);
    run({ kind: 'open-file', file: other() }, handlers);
    expect(confirm).toHaveBeenCalledOnce();
    expect(appStore.getState().scenario.storage.iops).toBe(6000);
    confirm.mockReturnValue(true);
    run({ kind: 'open-file', file: other() }, handlers);
    expect(appStore.getState().scenario.storage.iops).toBe(7000);
  });

  it('says which keys of the file it ignored (issue 31: a misspelt key kept the default silently)', () => {
    stubConfirm(true);
    const got = notes();
    const text = JSON.stringify({ schemaVersion: 4, mysql: { tabels: 5000 }, stroage: {} });
    run(
      { kind: 'open-file', file: { path: '/d/t.innosizer.json', name: 't.innosizer.json', text } },
      handlers,
    );
    expect(got).toEqual([
      {
        text: 'Opened t.innosizer.json: unknown key "mysql.tabels" (did you mean "mysql.tables"?): ignored (and 1 more)',
        kind: 'error',
      },
    ]);
  });

  it('opens without asking when nothing is unsaved', () => {
    const confirm = stubConfirm(true);
    run({ kind: 'open-file', file: other() }, handlers);
    expect(confirm).not.toHaveBeenCalled();
    expect(appStore.getState().file?.name).toBe('other.innosizer.json');
  });
});

describe('saving', () => {
  it('marks saved what was written: an edit made during the save stays unsaved, its recovery kept', async () => {
    actions.setField('storage.iops', 6000);
    let finish: (r: FileResult<SavedFile | null>) => void = () => {};
    vi.spyOn(api, 'saveScenario').mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const recovery = vi.spyOn(api, 'saveRecovery').mockResolvedValue();
    const saving = saveDocument(true);
    actions.setField('storage.iops', 6500); // while the dialog or the write runs
    finish({ ok: true, value: { path: '/d/a.innosizer.json', name: 'a.innosizer.json' } });
    await saving;
    expect(isDirty(appStore.getState())).toBe(true);
    expect(recovery).not.toHaveBeenCalledWith(null);
    actions.setField('storage.iops', 6000);
    expect(isDirty(appStore.getState())).toBe(false);
  });

  it('clears the recovery copy when nothing changed during the save', async () => {
    actions.setField('storage.iops', 6000);
    vi.spyOn(api, 'saveScenario').mockResolvedValue({
      ok: true,
      value: { path: '/d/a.innosizer.json', name: 'a.innosizer.json' },
    });
    const recovery = vi.spyOn(api, 'saveRecovery').mockResolvedValue();
    await saveDocument(false);
    expect(isDirty(appStore.getState())).toBe(false);
    expect(recovery).toHaveBeenCalledWith(null);
  });

  it('shows a failed save in the status bar and keeps the document unsaved', async () => {
    const got = notes();
    actions.setField('storage.iops', 6000);
    vi.spyOn(api, 'saveScenario').mockResolvedValue({
      ok: false,
      error: {
        code: 'read-only',
        message: 'a.innosizer.json is read-only: save it under another name',
      },
    });
    await saveDocument(false);
    expect(got).toEqual([
      {
        text: 'Could not save: a.innosizer.json is read-only: save it under another name',
        kind: 'error',
      },
    ]);
    expect(isDirty(appStore.getState())).toBe(true);
  });

  it('shows even a bridge call that threw', async () => {
    const got = notes();
    vi.spyOn(api, 'saveScenario').mockRejectedValue(new Error('IPC gone'));
    await saveDocument(true);
    expect(got[0]).toEqual({ text: 'Could not save: IPC gone', kind: 'error' });
  });
});

describe('opening', () => {
  it('shows why a recent file could not be opened', async () => {
    const got = notes();
    vi.spyOn(api, 'openRecent').mockResolvedValue({
      ok: false,
      error: { code: 'not-found', message: 'a.innosizer.json no longer exists (moved or deleted)' },
    });
    await openRecent('/d/a.innosizer.json');
    expect(got).toEqual([
      {
        text: 'Could not open /d/a.innosizer.json: a.innosizer.json no longer exists (moved or deleted)',
        kind: 'error',
      },
    ]);
  });

  it('shows a refused or too large file from the open dialog', async () => {
    const got = notes();
    vi.spyOn(api, 'openScenario').mockResolvedValue({
      ok: false,
      error: { code: 'too-large', message: 'big.json is 20 MiB; the limit is 16 MiB' },
    });
    await openDocument();
    expect(got[0]?.kind).toBe('error');
    expect(got[0]?.text).toContain('the limit is 16 MiB');
  });
});

describe('Save As names the document (issue 30)', () => {
  it('writes the chosen file name as the scenario name, so file, title and PDF agree', async () => {
    actions.setField('storage.iops', 6000);
    const save = vi.spyOn(api, 'saveScenario').mockResolvedValue({
      ok: true,
      value: { path: '/d/Prod replica.innosizer.json', name: 'Prod replica.innosizer.json' },
    });
    vi.spyOn(api, 'saveRecovery').mockResolvedValue();
    await saveDocument(true);
    expect(appStore.getState().scenario.name).toBe('Prod replica');
    // The second write carries the new name, and the document is saved as that text.
    const last = save.mock.calls.at(-1)?.[0];
    expect(last?.saveAs).toBe(false);
    expect(last?.path).toBe('/d/Prod replica.innosizer.json');
    expect(JSON.parse(last?.text ?? '{}').name).toBe('Prod replica');
    expect(isDirty(appStore.getState())).toBe(false);
  });

  it('keeps the name when the suggested file name is taken', async () => {
    actions.setField('storage.iops', 6000);
    const name = appStore.getState().scenario.name;
    const save = vi.spyOn(api, 'saveScenario').mockImplementation(async (r) => ({
      ok: true,
      value: { path: `/d/${r.suggestedName}`, name: r.suggestedName },
    }));
    vi.spyOn(api, 'saveRecovery').mockResolvedValue();
    await saveDocument(true);
    expect(save).toHaveBeenCalledTimes(1);
    expect(appStore.getState().scenario.name).toBe(name);
  });
});
