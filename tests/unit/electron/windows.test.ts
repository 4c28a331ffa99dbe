import { describe, expect, it, vi } from 'vitest';

// The one module that constructs BrowserWindows: Electron is replaced by a recorder of the options.
const constructed: unknown[] = [];
vi.mock('electron', () => ({
  BrowserWindow: class {
    constructor(options: unknown) {
      constructed.push(options);
    }
  },
}));

const { createSecureWindow } = await import('../../../electron/main/windows.ts');

describe('createSecureWindow', () => {
  it('gives every window isolation, the sandbox, no Node, no webviews and no auxclick', () => {
    createSecureWindow({ show: false, width: 900 }, '/app/.vite/build/preload.cjs');
    expect(constructed).toHaveLength(1);
    expect(constructed[0]).toMatchObject({
      show: false,
      width: 900,
      webPreferences: {
        preload: '/app/.vite/build/preload.cjs',
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        experimentalFeatures: false,
        webviewTag: false,
        disableBlinkFeatures: 'Auxclick',
        navigateOnDragDrop: false,
      },
    });
  });

  it('does not let callers pass their own web preferences', () => {
    const options = { webPreferences: { nodeIntegration: true } } as never;
    createSecureWindow(options, '/p.cjs');
    expect(
      (constructed.at(-1) as { webPreferences: { nodeIntegration: boolean } }).webPreferences
        .nodeIntegration,
    ).toBe(false);
  });
});
