import { z } from 'zod';
import { CHANNELS } from '../../../src/shared/api.ts';

/**
 * One schema per IPC channel, for the arguments tuple the preload sends (src/shared/api.ts).
 * Main validates every message with these before acting (Electron security checklist, item 17:
 * https://www.electronjs.org/docs/latest/tutorial/security#17-validate-the-sender-of-all-ipc-messages).
 * Strict objects: unknown keys are rejected rather than carried along.
 */
const MAX_PATH = 4096;
const MAX_SCENARIO_TEXT = 16 * 1024 * 1024;
const MAX_REPORT_JSON = 32 * 1024 * 1024;

const filePath = z
  .string()
  .min(1)
  .max(MAX_PATH)
  .refine((p) => !p.includes('\0'), 'path contains a NUL byte');

/** A file name suggested for a dialog: a name, not a path. */
const suggestedName = z
  .string()
  .min(1)
  .max(255)
  .refine((n) => !/[\\/\0]/.test(n) && n !== '.' && n !== '..', 'must be a file name, not a path');

const saveRequest = z.strictObject({
  path: filePath.nullable(),
  suggestedName,
  text: z.string().max(MAX_SCENARIO_TEXT),
  saveAs: z.boolean(),
});

/** The report is opaque data built by src/core/report; it must survive JSON and stay bounded. */
const reportData = z.unknown().refine((value) => {
  if (value === null || typeof value !== 'object') return false;
  try {
    return JSON.stringify(value).length <= MAX_REPORT_JSON;
  } catch {
    return false;
  }
}, 'report must be a JSON object of at most 32 MiB');

const exportPdfRequest = z.strictObject({
  report: reportData,
  paper: z.enum(['A4', 'Letter']),
  suggestedName,
});

const exportCsvRequest = z.strictObject({
  suggestedName,
  text: z.string().max(MAX_SCENARIO_TEXT),
});

const documentState = z.strictObject({
  title: z.string().max(500),
  dirty: z.boolean(),
});

const noArgs = z.tuple([]);

export const IPC_SCHEMAS = {
  [CHANNELS.openScenario]: noArgs,
  [CHANNELS.openRecent]: z.tuple([filePath]),
  [CHANNELS.listRecent]: noArgs,
  [CHANNELS.saveScenario]: z.tuple([saveRequest]),
  [CHANNELS.importBenchmark]: noArgs,
  [CHANNELS.openInventory]: noArgs,
  [CHANNELS.exportPdf]: z.tuple([exportPdfRequest]),
  [CHANNELS.exportCsv]: z.tuple([exportCsvRequest]),
  [CHANNELS.setDocumentState]: z.tuple([documentState]),
  [CHANNELS.saveRecovery]: z.tuple([z.string().max(MAX_SCENARIO_TEXT).nullable()]),
  [CHANNELS.loadRecovery]: noArgs,
  [CHANNELS.openExternal]: z.tuple([z.string().min(1).max(2048)]),
  [CHANNELS.getPrintJob]: noArgs,
  [CHANNELS.loadCatalogOverlay]: noArgs,
  [CHANNELS.importPriceList]: noArgs,
  [CHANNELS.openDroppedFile]: z.tuple([filePath]),
  [CHANNELS.fileDropped]: z.tuple([z.array(filePath).max(1000)]),
  [CHANNELS.rendererReady]: noArgs,
} as const;

export type IpcChannel = keyof typeof IPC_SCHEMAS;
export type IpcArgs<C extends IpcChannel> = z.infer<(typeof IPC_SCHEMAS)[C]>;

/** Validates a message's arguments; the error names the channel and the first bad path. */
export function parseIpcArgs<C extends IpcChannel>(
  channel: C,
  args: unknown[],
): { ok: true; args: IpcArgs<C> } | { ok: false; error: string } {
  const schema = IPC_SCHEMAS[channel];
  if (!schema) return { ok: false, error: `Unknown channel ${String(channel)}` };
  const result = schema.safeParse(args);
  if (result.success) return { ok: true, args: result.data as IpcArgs<C> };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'arguments';
  return { ok: false, error: `${channel}: at ${where}: ${issue?.message ?? 'invalid'}` };
}
