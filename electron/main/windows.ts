// Electron glue: the only place a BrowserWindow is created, so every window — the main one and the
// hidden print window — gets the same web preferences. Written as a literal (rather than built by
// a helper) so that reviewers and Electronegativity read the values at the call site. Each value
// is Electron's default since v20 except where noted; spelled out so an upgrade that changed a
// default would not change ours. https://www.electronjs.org/docs/latest/tutorial/security
import { BrowserWindow, type BrowserWindowConstructorOptions } from 'electron';

export function createSecureWindow(
  options: Omit<BrowserWindowConstructorOptions, 'webPreferences'>,
  preloadPath: string,
): BrowserWindow {
  return new BrowserWindow({
    ...options,
    webPreferences: {
      // Reviewed: the preload (electron/preload.ts) exposes only the typed InnoSizerApi.
      preload: preloadPath, // eng-disable PRELOAD_JS_CHECK
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      // Not defaults: middle-click must not open links in new windows (auxclick), a file dropped
      // on the window must not replace the app with file:// (the renderer handles drops).
      disableBlinkFeatures: 'Auxclick',
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: false,
    },
  });
}
