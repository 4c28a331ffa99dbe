/**
 * The browser edition in the renderer (issue 32): the one-time notice of what differs from the
 * desktop app, and the browser adapter's file, recent and print behaviour.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserEditionNotice } from '../../../src/app/platform/BrowserEditionNotice.tsx';
import { EDITION_NOTICE_KEY } from '../../../src/app/platform/editionNotice.ts';
import { createBrowserApi } from '../../../src/app/platform/browserApi.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the browser edition notice', () => {
  it('lists the differences once, and stays dismissed', async () => {
    const { unmount } = render(<BrowserEditionNotice />);
    const notice = screen.getByRole('region', { name: 'Browser edition' });
    for (const difference of [
      'no native menus or recent files',
      'Save downloads',
      'print as PDF',
      'lost if it is cleared',
    ])
      expect(notice.textContent).toContain(difference);
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Browser edition' })).toBeNull();
    expect(localStorage.getItem(EDITION_NOTICE_KEY)).toBe('1');
    unmount();
    render(<BrowserEditionNotice />);
    expect(screen.queryByRole('region', { name: 'Browser edition' })).toBeNull();
  });
});

describe('the browser adapter', () => {
  it('keeps no recent files, and drops the copies an earlier build kept', async () => {
    localStorage.setItem('innosizer.recent', JSON.stringify([{ name: 'a.json', text: '{}' }]));
    const api = createBrowserApi();
    expect(localStorage.getItem('innosizer.recent')).toBeNull();
    await expect(api.listRecent()).resolves.toEqual([]);
    await expect(api.openRecent('a.json')).resolves.toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/keeps no recent files: choose a\.json with Open/) },
    });
  });

  it('exports through a print tab that opens the print dialog, and says when it is blocked', async () => {
    const api = createBrowserApi();
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const request = { report: { title: 'r' }, paper: 'A4' as const, suggestedName: 'x.pdf' };
    await expect(api.exportPdf(request)).resolves.toEqual({ path: null, name: 'x.pdf' });
    expect(open.mock.calls[0]?.[0]).toMatch(/\?print-dialog#print$/);
    expect(JSON.parse(localStorage.getItem('innosizer.printJob') ?? 'null')).toEqual({
      report: { title: 'r' },
      paper: 'A4',
    });
    open.mockReturnValue(null);
    await expect(api.exportPdf(request)).rejects.toThrow(/blocked the report tab/);
  });

  it('opens the print dialog in the print tab once the report is drawn, once', async () => {
    localStorage.setItem('innosizer.printJob', JSON.stringify({ report: {}, paper: 'A4' }));
    history.replaceState(null, '', '/index.html?print-dialog#print');
    // happy-dom has no print(); the browser's opens its dialog.
    const print = vi.fn();
    window.print = print;
    const api = createBrowserApi();
    await expect(api.getPrintJob()).resolves.toEqual({ report: {}, paper: 'A4' });
    await api.getPrintJob();
    expect(print).not.toHaveBeenCalled();
    await act(async () => {
      document.body.dataset.reportReady = 'true';
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(print).toHaveBeenCalledTimes(1);
    delete document.body.dataset.reportReady;
    history.replaceState(null, '', '/');
  });
});
