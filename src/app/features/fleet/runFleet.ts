/**
 * Sizes an inventory in the renderer without freezing it: the core's `sizeServer` one server at a
 * time, in slices of about 25 ms between which the browser paints (the progress bar) and handles
 * input. A newer inventory cancels the run in progress.
 */
import type { OpenedFile } from '../../../shared/api.ts';
import { parseInventory, sizeServer } from '../../../core/fleet/index.ts';
import type { ServerSizing } from '../../../core/fleet/index.ts';
import { api } from '../../platform/api.ts';
import { actions, catalog } from '../../store/index.ts';

/** Milliseconds of sizing between two paints. */
export const SLICE_MS = 25;

let current = 0;

const nextFrame = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Reads and sizes an inventory file, publishing progress to the store. */
export async function sizeInventory(file: OpenedFile): Promise<void> {
  const run = ++current;
  const inv = parseInventory(file.text, catalog);
  const base = {
    fileName: file.name,
    total: inv.servers.length,
    errors: inv.errors,
    ignoredColumns: inv.ignoredColumns,
  };
  const rows: ServerSizing[] = [];
  actions.setFleet({ ...base, rows: [], done: inv.servers.length === 0 });
  actions.setTab('fleet');
  let i = 0;
  while (i < inv.servers.length) {
    await nextFrame();
    if (run !== current) return;
    const start = performance.now();
    while (i < inv.servers.length && performance.now() - start < SLICE_MS) {
      const server = inv.servers[i];
      i += 1;
      if (server) rows.push(sizeServer(server, {}, catalog));
    }
    actions.setFleet({ ...base, rows: [...rows], done: i >= inv.servers.length });
  }
}

/** File → Open Inventory…: asks for the CSV, then sizes it. */
export async function openInventory(): Promise<void> {
  const file = await api.openInventory();
  if (file) await sizeInventory(file);
}
