// Electron glue: the hidden window print.ts drives (same secure preferences as the main window).
import type { PrintToPDFOptions } from 'electron';
import type { PrintWindow } from './print.ts';
import { createSecureWindow } from './windows.ts';

export function createPrintWindow(preloadPath: string): PrintWindow {
  const window = createSecureWindow({ show: false, width: 900, height: 1200 }, preloadPath);
  const contents = window.webContents;
  return {
    id: contents.id,
    load: (url) => window.loadURL(url),
    // A constant expression, evaluated in the print view: the flag src/app/print sets when done.
    isReportReady: () =>
      contents.executeJavaScript("document.body?.dataset.reportReady === 'true'"),
    printToPdf: async (options) =>
      new Uint8Array(await contents.printToPDF(options as PrintToPDFOptions)),
    destroy: () => window.destroy(),
  };
}
