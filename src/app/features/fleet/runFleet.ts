/**
 * Sizes an inventory in the renderer without freezing it: the core's `sizeServer` one server at a
 * time, in slices of about 25 ms between which the browser paints (the progress bar) and handles
 * input. A newer inventory cancels the run in progress.
 */
import type { OpenedFile } from '../../../shared/api.ts';
import { fleetCsv, parseInventory, sizeServer } from '../../../core/fleet/index.ts';
import type { FleetOptions, ServerSizing } from '../../../core/fleet/index.ts';
import type { FleetRun } from '../../store/index.ts';
import { api } from '../../platform/api.ts';
import { notifyStatus } from '../files/commands.ts';
import { actions, catalog } from '../../store/index.ts';

/** Milliseconds of sizing between two paints. */
export const SLICE_MS = 25;

let current = 0;
/** The inventory last sized, to size again when an option changes. */
let lastFile: OpenedFile | null = null;

const nextFrame = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Reads and sizes an inventory file, publishing progress to the store. */
export async function sizeInventory(
  file: OpenedFile,
  options: { allowArchitectureChange: boolean } = { allowArchitectureChange: false },
): Promise<void> {
  const run = ++current;
  lastFile = file;
  const inv = parseInventory(file.text, catalog);
  const base = {
    fileName: file.name,
    total: inv.servers.length,
    errors: inv.errors,
    ignoredColumns: inv.ignoredColumns,
    options,
  };
  const sizing: FleetOptions = { allowArchitectureChange: options.allowArchitectureChange };
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
      if (server) rows.push(sizeServer(server, sizing, catalog));
    }
    actions.setFleet({ ...base, rows: [...rows], done: i >= inv.servers.length });
  }
}

/** Sizes the last inventory again with other options (the fleet tab's checkboxes). */
export async function resizeInventory(options: {
  allowArchitectureChange: boolean;
}): Promise<void> {
  if (lastFile) await sizeInventory(lastFile, options);
}

/**
 * The fleet table as CSV, as `innosizer fleet --csv` writes it (src/core/fleet/csv.ts), saved where
 * the user chooses; the status line to show.
 */
export async function exportFleetCsv(
  fleet: FleetRun,
  flavour: 'csv' | 'excel' = 'csv',
): Promise<string> {
  const excel = flavour === 'excel' ? '-excel' : '';
  const name = `${fleet.fileName.replace(/\.[^.]*$/, '')}-sized${excel}.csv`;
  const r = await api.exportCsv({
    suggestedName: name,
    text: fleetCsv(fleet.rows, fleet.errors, flavour),
  });
  if (!r.ok) return r.error.message;
  return r.value ? `Saved ${r.value.name}` : '';
}

/** File → Open Inventory…: asks for the CSV, then sizes it; a file that cannot be read is said. */
export async function openInventory(): Promise<void> {
  const r = await api.openInventory();
  if (!r.ok) return notifyStatus(`Inventory not opened: ${r.error.message}`, 'error');
  if (r.value) await sizeInventory(r.value);
}
