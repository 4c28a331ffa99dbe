/**
 * A stand-in for the Electron preload's `window.innosizer`, for journeys that need what only the
 * shell provides (the web build has no bridge). Every method answers as the shell does when the
 * user cancels or nothing is stored; `loadCatalogOverlay` and `importPriceList` answer with the
 * given results, exactly as main's handlers (electron/main/catalogOverlay.ts) returned them, and
 * `window.__menu(command)` plays a native menu command. A script for BrowserContext.addInitScript.
 */
export function bridgeScript(
  catalogOverlayResult: unknown,
  importResult: unknown = { ok: true, value: null },
): string {
  return `(() => {
  const overlay = ${JSON.stringify(catalogOverlayResult)};
  const imported = ${JSON.stringify(importResult)};
  window.innosizer = {
    platform: 'electron',
    openScenario: async () => ({ ok: true, value: null }),
    openRecent: async (p) => ({ ok: false, error: { code: 'not-found', message: p + ' is gone' } }),
    listRecent: async () => [],
    saveScenario: async () => ({ ok: true, value: null }),
    importBenchmark: async () => null,
    openInventory: async () => null,
    exportPdf: async () => null,
    setDocumentState: (state) => { document.title = state.title; },
    saveRecovery: async () => {},
    loadRecovery: async () => null,
    // The native menu, for the test: window.__menu(command) sends a command as main would.
    onMenuCommand: (listener) => {
      window.__menu = listener;
      return () => {};
    },
    openExternal: async () => {},
    getPrintJob: async () => null,
    loadCatalogOverlay: async () => overlay,
    importPriceList: async (onProgress) => {
      for (const p of [0, 50, 100]) onProgress?.(p);
      return imported;
    },
  };
})();`;
}
