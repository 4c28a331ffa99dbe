/**
 * A stand-in for the Electron preload's `window.innosizer`, for journeys that need what only the
 * shell provides (the web build has no bridge). Every method answers as the shell does when the
 * user cancels or nothing is stored; `loadCatalogOverlay` answers with the given result, exactly as
 * main's handler (electron/main/catalogOverlay.ts) returned it. A script for
 * BrowserContext.addInitScript.
 */
export function bridgeScript(catalogOverlayResult: unknown): string {
  return `(() => {
  const overlay = ${JSON.stringify(catalogOverlayResult)};
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
    onMenuCommand: () => () => {},
    openExternal: async () => {},
    getPrintJob: async () => null,
    loadCatalogOverlay: async () => overlay,
  };
})();`;
}
