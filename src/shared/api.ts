/**
 * The typed bridge between the renderer and the Electron shell. The preload exposes exactly one
 * object, `window.innosizer`, that `satisfies InnoSizerApi`; main registers one validated IPC handler
 * per method (channel names below). In a plain browser (the browser edition `npm run web`, the
 * end-to-end tests, `npm run dev:web`) src/app/platform/browserApi.ts implements the same interface
 * with file inputs and downloads.
 *
 * Only task-specific functions: the renderer never sees ipcRenderer, paths it did not get from a
 * dialog, or Node.
 */

/** A file the user chose (dialog, recent list, double-click or drop). */
export interface OpenedFile {
  /** Absolute path when the shell knows it (Electron), otherwise null (browser). */
  path: string | null;
  /** Base name, e.g. `prod.innosizer.json`. */
  name: string;
  text: string;
}

export interface SaveRequest {
  /** Where to save; null or `saveAs` asks with a dialog. Must be a path the user chose before. */
  path: string | null;
  suggestedName: string;
  text: string;
  saveAs: boolean;
}

export interface SavedFile {
  path: string | null;
  name: string;
}

/** Why a file operation failed, as a value the renderer shows (never a thrown, lost error). */
export type FileErrorCode =
  | 'refused'
  | 'not-found'
  | 'permission-denied'
  | 'read-only'
  | 'too-large'
  | 'not-a-file'
  | 'invalid'
  | 'failed';

export interface FileError {
  code: FileErrorCode;
  /** One sentence for the status bar, naming the user's file. */
  message: string;
}

/** The outcome of open, open recent, drop and save: the value, or the error to show. */
export type FileResult<T> = { ok: true; value: T } | { ok: false; error: FileError };

/**
 * The user catalog overlay (prices from an AWS offer file, written by `innosizer catalog update`)
 * as main read it. `overlay` is checked again by the renderer (core checkOverlay) before use.
 */
export interface CatalogOverlayFile {
  /** Where it was read (the CLI's path rule: $INNOSIZER_CATALOG_OVERLAY or the config folder). */
  path: string;
  overlay: unknown;
}

export type PaperSize = 'A4' | 'Letter';

export interface ExportPdfRequest {
  /** The report to print, as built by src/core/report (serialisable data). */
  report: unknown;
  paper: PaperSize;
  suggestedName: string;
}

/** A CSV to save (the fleet table, as `innosizer fleet --csv` prints it). */
export interface ExportCsvRequest {
  suggestedName: string;
  text: string;
}

/** Commands the native menu (or a double-clicked file) sends to the renderer. */
export type MenuCommand =
  | { kind: 'new' }
  | { kind: 'open' }
  | { kind: 'open-file'; file: OpenedFile }
  | { kind: 'save' }
  | { kind: 'save-as' }
  | { kind: 'import' }
  | { kind: 'open-inventory' }
  | { kind: 'import-price-list' }
  | { kind: 'export-pdf' }
  | { kind: 'undo' }
  | { kind: 'redo' };

export interface DocumentState {
  /** Window title (scenario name and file). */
  title: string;
  /** Unsaved changes: the shell asks before closing. */
  dirty: boolean;
}

export interface InnoSizerApi {
  readonly platform: 'electron' | 'browser';
  /** The chosen file (null: the dialog was cancelled), or why it could not be read. */
  openScenario(): Promise<FileResult<OpenedFile | null>>;
  openRecent(path: string): Promise<FileResult<OpenedFile>>;
  listRecent(): Promise<string[]>;
  /** Where it was saved (null: the dialog was cancelled), or why it could not be. */
  saveScenario(request: SaveRequest): Promise<FileResult<SavedFile | null>>;
  /** Ask for benchmark files to import (several allowed): null when cancelled, or why one could not be read. */
  importBenchmark(): Promise<FileResult<OpenedFile[] | null>>;
  /** Ask for a fleet inventory (CSV, one row per server) to size: null when cancelled, or why it could not be read. */
  openInventory(): Promise<FileResult<OpenedFile | null>>;
  exportPdf(request: ExportPdfRequest): Promise<SavedFile | null>;
  /** Asks where to save a CSV and writes it; null when the dialog was cancelled. */
  exportCsv(request: ExportCsvRequest): Promise<FileResult<SavedFile | null>>;
  setDocumentState(state: DocumentState): void;
  /** Unsaved work kept for recovery after a crash; null clears it. */
  saveRecovery(text: string | null): Promise<void>;
  loadRecovery(): Promise<string | null>;
  /** Subscribe to menu commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  openExternal(url: string): Promise<void>;
  /** In the hidden print window only: the report to render for printToPDF; null elsewhere. */
  getPrintJob(): Promise<PrintJob | null>;
  /**
   * Electron only (optional, added by the shell): opens a scenario file dropped on the window,
   * remembering its path so Save writes back to it. The browser adapter leaves it out and reads
   * dropped files with `File.text()` instead.
   */
  openDroppedFile?(file: File): Promise<FileResult<OpenedFile> | null>;
  /**
   * Electron only (optional: the browser build has no overlay and prices with the built-in
   * catalog): the user catalog overlay `innosizer catalog update` wrote, null when there is none,
   * or why it cannot be used.
   */
  loadCatalogOverlay?(): Promise<FileResult<CatalogOverlayFile | null>>;
  /**
   * Electron only: asks for an AWS EC2 or RDS offer file, reads it in main with progress (percent, every
   * tenth) and writes the user catalog overlay as `innosizer catalog update` does; the new overlay,
   * null when the dialog was cancelled, or why nothing was written.
   */
  importPriceList?(
    onProgress?: (percent: number) => void,
  ): Promise<FileResult<CatalogOverlayFile | null>>;
}

/** What the print window renders (see src/app/print). */
export interface PrintJob {
  report: unknown;
  paper: PaperSize;
}

/** IPC channel names, one per method that crosses the bridge. */
export const CHANNELS = {
  openScenario: 'innosizer:open-scenario',
  openRecent: 'innosizer:open-recent',
  listRecent: 'innosizer:list-recent',
  saveScenario: 'innosizer:save-scenario',
  importBenchmark: 'innosizer:import-benchmark',
  openInventory: 'innosizer:open-inventory',
  exportPdf: 'innosizer:export-pdf',
  exportCsv: 'innosizer:export-csv',
  setDocumentState: 'innosizer:set-document-state',
  saveRecovery: 'innosizer:save-recovery',
  loadRecovery: 'innosizer:load-recovery',
  menuCommand: 'innosizer:menu-command',
  openExternal: 'innosizer:open-external',
  getPrintJob: 'innosizer:get-print-job',
  loadCatalogOverlay: 'innosizer:load-catalog-overlay',
  importPriceList: 'innosizer:import-price-list',
  /** Main → renderer: progress of importPriceList, in percent. */
  priceListProgress: 'innosizer:price-list-progress',
  /** Added by the shell: the path of a dropped file (from webUtils.getPathForFile in the preload). */
  openDroppedFile: 'innosizer:open-dropped-file',
  /** Added by the shell: the preload reports the paths of a trusted drop (see electron/main/drops.ts). */
  fileDropped: 'innosizer:file-dropped',
  /** Added by the shell: the preload tells main the renderer listens for menu commands. */
  rendererReady: 'innosizer:renderer-ready',
} as const;

declare global {
  interface Window {
    /** Present inside Electron (set by the preload); absent in a plain browser. */
    innosizer?: InnoSizerApi;
  }
}
