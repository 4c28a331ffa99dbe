// The preload: exposes exactly one object, `window.innosizer`, through contextBridge. Each method
// sends one message on its own channel; ipcRenderer itself never reaches the renderer, and
// listeners get only the command, not the IPC event (which would carry `sender`). Runs sandboxed,
// so it is bundled into one CommonJS file that requires nothing but `electron`.
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import {
  CHANNELS,
  type DocumentState,
  type ExportCsvRequest,
  type ExportPdfRequest,
  type CatalogOverlayFile,
  type FileResult,
  type InnoSizerApi,
  type MenuCommand,
  type OpenedFile,
  type PrintJob,
  type SavedFile,
  type SaveRequest,
} from '../src/shared/api.ts';

let announcedReady = false;

const api = {
  platform: 'electron',
  openScenario: (): Promise<FileResult<OpenedFile | null>> =>
    ipcRenderer.invoke(CHANNELS.openScenario),
  openRecent: (path: string): Promise<FileResult<OpenedFile>> =>
    ipcRenderer.invoke(CHANNELS.openRecent, path),
  listRecent: (): Promise<string[]> => ipcRenderer.invoke(CHANNELS.listRecent),
  saveScenario: (request: SaveRequest): Promise<FileResult<SavedFile | null>> =>
    ipcRenderer.invoke(CHANNELS.saveScenario, request),
  importBenchmark: (): Promise<FileResult<OpenedFile[] | null>> =>
    ipcRenderer.invoke(CHANNELS.importBenchmark),
  openInventory: (): Promise<FileResult<OpenedFile | null>> =>
    ipcRenderer.invoke(CHANNELS.openInventory),
  exportPdf: (request: ExportPdfRequest): Promise<SavedFile | null> =>
    ipcRenderer.invoke(CHANNELS.exportPdf, request),
  exportCsv: (request: ExportCsvRequest): Promise<FileResult<SavedFile | null>> =>
    ipcRenderer.invoke(CHANNELS.exportCsv, request),
  setDocumentState: (state: DocumentState): void =>
    ipcRenderer.send(CHANNELS.setDocumentState, state),
  saveRecovery: (text: string | null): Promise<void> =>
    ipcRenderer.invoke(CHANNELS.saveRecovery, text),
  loadRecovery: (): Promise<string | null> => ipcRenderer.invoke(CHANNELS.loadRecovery),
  onMenuCommand(listener: (command: MenuCommand) => void): () => void {
    const forward = (_event: IpcRendererEvent, command: MenuCommand) => listener(command);
    ipcRenderer.on(CHANNELS.menuCommand, forward);
    if (!announcedReady) {
      // Files opened by double-click before the renderer listened are delivered now.
      announcedReady = true;
      ipcRenderer.send(CHANNELS.rendererReady);
    }
    return () => {
      ipcRenderer.removeListener(CHANNELS.menuCommand, forward);
    };
  },
  openExternal: (url: string): Promise<void> => ipcRenderer.invoke(CHANNELS.openExternal, url),
  getPrintJob: (): Promise<PrintJob | null> => ipcRenderer.invoke(CHANNELS.getPrintJob),
  loadCatalogOverlay: (): Promise<FileResult<CatalogOverlayFile | null>> =>
    ipcRenderer.invoke(CHANNELS.loadCatalogOverlay),
  async importPriceList(
    onProgress?: (percent: number) => void,
  ): Promise<FileResult<CatalogOverlayFile | null>> {
    // Progress comes on its own channel while the import runs; only the percentage is passed on.
    const forward = (_event: IpcRendererEvent, percent: number) => onProgress?.(percent);
    ipcRenderer.on(CHANNELS.priceListProgress, forward);
    try {
      return await ipcRenderer.invoke(CHANNELS.importPriceList);
    } finally {
      ipcRenderer.removeListener(CHANNELS.priceListProgress, forward);
    }
  },
  async openDroppedFile(file: File): Promise<FileResult<OpenedFile> | null> {
    // Only a File from a real drop or file input has a path; one made in script gives ''.
    const path = webUtils.getPathForFile(file);
    if (!path) return null;
    return ipcRenderer.invoke(CHANNELS.openDroppedFile, path);
  },
} satisfies InnoSizerApi;

// Main grants a dropped file only if it was in a drop the browser itself made (isTrusted): the
// paths of each such drop go to main before the renderer can ask to open one of them.
window.addEventListener(
  'drop',
  (event) => {
    if (!event.isTrusted || !event.dataTransfer) return;
    const paths = [...event.dataTransfer.files].map((f) => webUtils.getPathForFile(f));
    ipcRenderer.send(
      CHANNELS.fileDropped,
      paths.filter((p) => p !== ''),
    );
  },
  true,
);

contextBridge.exposeInMainWorld('innosizer', api);
