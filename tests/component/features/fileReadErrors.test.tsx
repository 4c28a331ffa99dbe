/**
 * Import benchmark files… and Open inventory… whose file cannot be read (issue 28): the shell
 * returns the error as a value (they threw across IPC and the renderer, calling them with `void`
 * and no catch, showed nothing); the status bar says it as an error. A failed price-list import is
 * an error by its result, not by a pattern on its text.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from '../../../src/app/App.tsx';
import { api } from '../../../src/app/platform/api.ts';
import { actions } from '../../../src/app/store/index.ts';
import type { FileError } from '../../../src/shared/api.ts';
import { readPicked } from '../../../src/app/platform/browserApi.ts';
import { importPriceList } from '../../../src/app/platform/priceList.ts';

const unreadable = (name: string): { ok: false; error: FileError } => ({
  ok: false,
  error: { code: 'permission-denied', message: `${name}: permission denied` },
});

afterEach(() => {
  vi.restoreAllMocks();
  actions.setTab('charts');
});

async function statusAfter(button: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const bar = document.querySelector<HTMLElement>('.statusbar [role="status"]');
  if (!bar) throw new Error('no status bar');
  await vi.waitFor(() => expect(bar.textContent).not.toBe('Ready'));
  return bar;
}

describe('file commands whose file cannot be read', () => {
  const COMMANDS = [
    {
      method: 'importBenchmark',
      tab: 'import',
      button: 'Import benchmark files…',
      file: 'iostat.txt',
      says: 'Import failed',
    },
    {
      method: 'openInventory',
      tab: 'fleet',
      button: 'Open inventory…',
      file: 'fleet.csv',
      says: 'Inventory not opened',
    },
  ] as const;
  for (const c of COMMANDS) {
    it(`${c.button}: the error in the status bar`, async () => {
      vi.spyOn(api, c.method).mockResolvedValue(unreadable(c.file));
      render(<App />);
      act(() => actions.setTab(c.tab));
      const bar = await statusAfter(c.button);
      expect(bar.textContent).toBe(`${c.says}: ${c.file}: permission denied`);
      expect(bar.className).toBe('error');
    });
  }

  it('Import price list: an error by its result', async () => {
    // The browser edition has no price-list import.
    expect(api.importPriceList).toBeUndefined();
    expect((await importPriceList(() => {})).kind).toBe('error');
    const withImport = api as { importPriceList?: typeof api.importPriceList };
    withImport.importPriceList = async () => unreadable('offer.json');
    try {
      expect(await importPriceList(() => {})).toEqual({
        text: 'Price list not imported: offer.json: permission denied',
        kind: 'error',
      });
      withImport.importPriceList = async () => ({ ok: true, value: null });
      expect(await importPriceList(() => {})).toEqual({ text: 'Import cancelled', kind: 'info' });
    } finally {
      delete withImport.importPriceList;
    }
  });

  it('the browser edition: a picked file the browser cannot read is an error value', async () => {
    const file = new File(['x'], 'moved.csv');
    file.arrayBuffer = () => Promise.reject(new Error('the file changed on disk'));
    expect(await readPicked(file)).toEqual({
      ok: false,
      error: { code: 'failed', message: 'moved.csv could not be read: the file changed on disk' },
    });
  });
});
