import type { DiskStates } from '../diskState.ts';
import path from 'node:path';
import type {
  CatalogOverlayFile,
  DocumentState,
  FileResult,
  OpenedFile,
  PrintJob,
  SavedFile,
} from '../../../src/shared/api.ts';
import { CHANNELS } from '../../../src/shared/api.ts';
import { isTrustedOrigin } from '../origin.ts';
import { allowOpenExternal } from '../navigation.ts';
import {
  isScenarioFileName,
  MAX_BENCHMARK_BYTES,
  MAX_SCENARIO_BYTES,
  type FileAccess,
} from '../fileAccess.ts';
import { parseIpcArgs, type IpcArgs, type IpcChannel } from './schemas.ts';
import { fileResult, RefusedError } from '../fileErrors.ts';
import { importPriceList, loadCatalogOverlay } from '../catalogOverlay.ts';

/**
 * The IPC handlers, one per channel, as plain functions of injected services so they are tested
 * without Electron. Every handler first checks the sender — the top-level frame of one of our
 * windows, on the app's origin — then validates the arguments with the channel's schema, and
 * only then acts. File paths come from dialogs or the allow-list (FileAccess), never from the
 * renderer alone.
 */

/** The parts of Electron's IpcMainEvent / IpcMainInvokeEvent the handlers read. */
export interface IpcSender {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}

export interface ShellServices {
  fileAccess: FileAccess;
  /** Scenario files as the app last read or wrote them: Save asks before overwriting a change. */
  diskStates: DiskStates;
  /**
   * Asks (modal to window `senderId`) whether to overwrite `filePath`, changed on disk since it
   * was opened; true to overwrite.
   */
  confirmOverwriteChanged(senderId: number, filePath: string): Promise<boolean>;
  /** Native dialogs, modal to the sender's window; null when cancelled. */
  chooseFilesToOpen(
    senderId: number,
    kind: 'scenario' | 'benchmark' | 'inventory' | 'offer',
  ): Promise<string[] | null>;
  chooseSavePath(
    senderId: number,
    kind: 'scenario' | 'pdf' | 'csv',
    defaultPath: string,
  ): Promise<string | null>;
  /** Where a save dialog starts when the document has no path yet (the user's documents folder). */
  defaultDirectory(): string;
  readTextFile(filePath: string, maxBytes: number): Promise<string>;
  /** Where the user catalog overlay lives (the CLI's rule: core overlayLocation). */
  catalogOverlayPath(): string;
  /** Progress of File → Import Price List…, sent to window `senderId`. */
  priceListProgress(senderId: number, percent: number): void;
  writeFileAtomic(filePath: string, data: string | Uint8Array): Promise<void>;
  recentList(): string[];
  addRecent(filePath: string): void;
  removeRecent(filePath: string): void;
  recoveryUpdate(text: string): Promise<void>;
  recoveryClear(): Promise<void>;
  recoveryLoad(): Promise<string | null>;
  /** Opens an allow-listed https link in the user's browser. */
  openLink(url: string): Promise<void>;
  printToPdf(job: PrintJob): Promise<Uint8Array>;
  printJobFor(senderId: number): PrintJob | null;
  setDocumentState(senderId: number, state: DocumentState): void;
  rendererReady(senderId: number): void;
  /** Paths of files dropped on window `senderId` (a trusted drop seen by the preload). */
  recordDrop(senderId: number, paths: readonly string[]): void;
  /** True, once, when `filePath` was among the window's last dropped files. */
  takeDropped(senderId: number, filePath: string): boolean;
}

export type Handler = (event: IpcSender, ...args: unknown[]) => unknown;

/** Channels the preload uses with `send` (no reply): errors are dropped, not thrown into main. */
export const ONE_WAY_CHANNELS: ReadonlySet<IpcChannel> = new Set<IpcChannel>([
  CHANNELS.setDocumentState,
  CHANNELS.rendererReady,
  CHANNELS.fileDropped,
]);

/** The sender is a top-level frame showing the app (not an iframe, not a navigated-away page). */
export function isTrustedSender(event: IpcSender, origins: readonly string[]): boolean {
  const frame = event.senderFrame;
  if (!frame) return false;
  if (frame.parent !== null && frame.parent !== undefined) return false;
  return isTrustedOrigin(frame.url, origins);
}

async function readChosen(
  services: ShellServices,
  filePath: string,
  maxBytes: number,
): Promise<OpenedFile> {
  const text = await services.readTextFile(filePath, maxBytes);
  return { path: filePath, name: path.basename(filePath), text };
}

function withExtension(name: string, extension: string): string {
  return name.toLowerCase().endsWith(extension) ? name : `${name}${extension}`;
}

export function createIpcHandlers(
  services: ShellServices,
  origins: readonly string[],
): Record<IpcChannel, Handler> {
  const { fileAccess } = services;

  function guarded<C extends IpcChannel>(
    channel: C,
    act: (event: IpcSender, args: IpcArgs<C>) => unknown,
  ): Handler {
    return (event, ...raw) => {
      if (!isTrustedSender(event, origins)) {
        throw new Error(`${channel}: refused: the sender is not the InnoSizer window`);
      }
      const parsed = parseIpcArgs(channel, raw);
      if (!parsed.ok) throw new Error(parsed.error);
      return act(event, parsed.args);
    };
  }

  async function openChosen(filePath: string): Promise<OpenedFile> {
    fileAccess.grant(filePath, 'read', 'write');
    const file = await readChosen(services, filePath, MAX_SCENARIO_BYTES);
    await services.diskStates.remember(filePath);
    services.addRecent(filePath);
    return file;
  }

  const ctx: HandlerContext = { services, guarded, openChosen };
  return { ...fileHandlers(ctx), ...transferHandlers(ctx), ...sessionHandlers(ctx) };
}

/** What every group of handlers shares: the services, the sender check, and opening a scenario. */
interface HandlerContext {
  services: ShellServices;
  guarded: <C extends IpcChannel>(
    channel: C,
    act: (event: IpcSender, args: IpcArgs<C>) => unknown,
  ) => Handler;
  openChosen: (filePath: string) => Promise<OpenedFile>;
}

/** Scenario files: open, open recent, dropped files, the recent list, save. */
function fileHandlers({ services, guarded, openChosen }: HandlerContext) {
  const { fileAccess } = services;
  return {
    [CHANNELS.openScenario]: guarded(CHANNELS.openScenario, async (event) => {
      const chosen = await services.chooseFilesToOpen(event.sender.id, 'scenario');
      const filePath = chosen?.[0] ?? null;
      return fileResult(filePath, async () => (filePath ? openChosen(filePath) : null));
    }),

    [CHANNELS.openRecent]: guarded(CHANNELS.openRecent, (_event, [filePath]) =>
      fileResult(filePath, async () => {
        // The recent list is main's own record of files the user chose; nothing else opens this way.
        if (!services.recentList().includes(filePath)) {
          throw new RefusedError(`${path.basename(filePath)} is not in the recent files list`);
        }
        try {
          return await openChosen(filePath);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') services.removeRecent(filePath);
          throw error;
        }
      }),
    ),

    [CHANNELS.openDroppedFile]: guarded(CHANNELS.openDroppedFile, (event, [filePath]) =>
      fileResult(filePath, async () => {
        if (!path.isAbsolute(filePath) || !isScenarioFileName(filePath)) {
          throw new RefusedError(
            `${path.basename(filePath)} is not a scenario file (.innosizer.json)`,
          );
        }
        // Only a file the user dropped on this window (main saw the drop), never a named path.
        if (!services.takeDropped(event.sender.id, filePath)) {
          throw new RefusedError(`${path.basename(filePath)} was not dropped on this window`);
        }
        return openChosen(filePath);
      }),
    ),

    [CHANNELS.fileDropped]: guarded(CHANNELS.fileDropped, (event, [paths]) =>
      services.recordDrop(event.sender.id, paths),
    ),

    [CHANNELS.listRecent]: guarded(CHANNELS.listRecent, () => services.recentList()),

    [CHANNELS.saveScenario]: guarded(
      CHANNELS.saveScenario,
      async (event, [request]): Promise<FileResult<SavedFile | null>> => {
        let target = request.path;
        const chooses = request.saveAs || target === null;
        if (request.saveAs || target === null) {
          const startDir = target ? path.dirname(target) : services.defaultDirectory();
          target = await services.chooseSavePath(
            event.sender.id,
            'scenario',
            path.join(startDir, withExtension(request.suggestedName, '.innosizer.json')),
          );
          if (target === null) return { ok: true, value: null };
          fileAccess.grant(target, 'read', 'write');
        }
        const chosen = target;
        return fileResult(chosen, async () => {
          if (!fileAccess.can(chosen, 'write')) {
            throw new RefusedError(`${path.basename(chosen)} was not chosen by the user`);
          }
          // Save (not Save As, whose dialog asked) over a file someone changed since: ask first.
          if (!chooses && (await services.diskStates.changedOnDisk(chosen))) {
            if (!(await services.confirmOverwriteChanged(event.sender.id, chosen))) return null;
          }
          await services.writeFileAtomic(chosen, request.text);
          await services.diskStates.remember(chosen);
          services.addRecent(chosen);
          // The recovery copy is the renderer's to clear: it knows whether edits came in meanwhile.
          return { path: chosen, name: path.basename(chosen) };
        });
      },
    ),
  };
}

/** Files read or written for the user: benchmark imports, the fleet inventory, PDF and CSV exports. */
function transferHandlers({ services, guarded }: HandlerContext) {
  const { fileAccess } = services;
  return {
    // A file that cannot be read comes back as the error naming it (issue 28: it threw across
    // IPC, and the renderer, calling without a catch, showed nothing).
    [CHANNELS.importBenchmark]: guarded(
      CHANNELS.importBenchmark,
      async (event): Promise<FileResult<OpenedFile[] | null>> => {
        const chosen = await services.chooseFilesToOpen(event.sender.id, 'benchmark');
        if (!chosen || chosen.length === 0) return { ok: true, value: null };
        const files: OpenedFile[] = [];
        for (const filePath of chosen) {
          fileAccess.grant(filePath, 'read');
          const read = await fileResult(filePath, () =>
            readChosen(services, filePath, MAX_BENCHMARK_BYTES),
          );
          if (!read.ok) return read;
          files.push(read.value);
        }
        return { ok: true, value: files };
      },
    ),

    [CHANNELS.openInventory]: guarded(
      CHANNELS.openInventory,
      async (event): Promise<FileResult<OpenedFile | null>> => {
        const chosen = await services.chooseFilesToOpen(event.sender.id, 'inventory');
        const filePath = chosen?.[0];
        if (filePath === undefined) return { ok: true, value: null };
        fileAccess.grant(filePath, 'read');
        return fileResult(filePath, () => readChosen(services, filePath, MAX_BENCHMARK_BYTES));
      },
    ),

    [CHANNELS.exportPdf]: guarded(
      CHANNELS.exportPdf,
      async (event, [request]): Promise<SavedFile | null> => {
        const target = await services.chooseSavePath(
          event.sender.id,
          'pdf',
          path.join(services.defaultDirectory(), withExtension(request.suggestedName, '.pdf')),
        );
        if (target === null) return null;
        // Its own purpose: a PDF's grant never lets saveScenario write scenario JSON over it.
        fileAccess.grant(target, 'export');
        const pdf = await services.printToPdf({ report: request.report, paper: request.paper });
        await services.writeFileAtomic(target, pdf);
        return { path: target, name: path.basename(target) };
      },
    ),

    [CHANNELS.exportCsv]: guarded(
      CHANNELS.exportCsv,
      async (event, [request]): Promise<FileResult<SavedFile | null>> => {
        const target = await services.chooseSavePath(
          event.sender.id,
          'csv',
          path.join(services.defaultDirectory(), withExtension(request.suggestedName, '.csv')),
        );
        if (target === null) return { ok: true, value: null };
        fileAccess.grant(target, 'write');
        return fileResult(target, async () => {
          await services.writeFileAtomic(target, request.text);
          return { path: target, name: path.basename(target) };
        });
      },
    ),
  };
}

/** The window's session: document state, crash recovery, links, printing, the price list. */
function sessionHandlers({ services, guarded }: HandlerContext) {
  const { fileAccess } = services;
  return {
    [CHANNELS.setDocumentState]: guarded(CHANNELS.setDocumentState, (event, [state]) =>
      services.setDocumentState(event.sender.id, state),
    ),

    [CHANNELS.saveRecovery]: guarded(CHANNELS.saveRecovery, async (_event, [text]) => {
      if (text === null) await services.recoveryClear();
      else await services.recoveryUpdate(text);
    }),

    [CHANNELS.loadRecovery]: guarded(CHANNELS.loadRecovery, () => services.recoveryLoad()),

    [CHANNELS.openExternal]: guarded(CHANNELS.openExternal, async (_event, [url]) => {
      if (!allowOpenExternal(url)) {
        throw new Error(
          `${CHANNELS.openExternal}: refused: only https links to known documentation sites open`,
        );
      }
      await services.openLink(url);
    }),

    [CHANNELS.getPrintJob]: guarded(CHANNELS.getPrintJob, (event) =>
      services.printJobFor(event.sender.id),
    ),

    [CHANNELS.loadCatalogOverlay]: guarded(CHANNELS.loadCatalogOverlay, () =>
      loadCatalogOverlay(services.catalogOverlayPath(), services.readTextFile),
    ),

    [CHANNELS.importPriceList]: guarded(
      CHANNELS.importPriceList,
      async (event): Promise<FileResult<CatalogOverlayFile | null>> => {
        const chosen = await services.chooseFilesToOpen(event.sender.id, 'offer');
        const filePath = chosen?.[0];
        if (filePath === undefined) return { ok: true, value: null };
        fileAccess.grant(filePath, 'read');
        return importPriceList(filePath, services.catalogOverlayPath(), {
          write: (p, text) => services.writeFileAtomic(p, text),
          onProgress: (percent) => services.priceListProgress(event.sender.id, percent),
        });
      },
    ),

    [CHANNELS.rendererReady]: guarded(CHANNELS.rendererReady, (event) =>
      services.rendererReady(event.sender.id),
    ),
  };
}
