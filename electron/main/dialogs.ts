// Electron glue: the native open and save dialogs, modal to the main window when there is one.
import {
  dialog,
  type BrowserWindow,
  type OpenDialogOptions,
  type SaveDialogOptions,
} from 'electron';

const SCENARIO_FILTER = { name: 'InnoSizer scenario', extensions: ['json'] };

const OPEN_OPTIONS: Record<'scenario' | 'benchmark' | 'inventory' | 'offer', OpenDialogOptions> = {
  scenario: { title: 'Open Scenario', properties: ['openFile'], filters: [SCENARIO_FILTER] },
  benchmark: {
    title: 'Import Benchmark Results',
    properties: ['openFile', 'multiSelections'],
    filters: [
      {
        name: 'Benchmark results and logs',
        extensions: ['txt', 'log', 'err', 'csv', 'json', 'out', 'fio'],
      },
      { name: 'All files', extensions: ['*'] },
    ],
  },
  offer: {
    title: 'Import Price List (AWS EC2 or RDS offer file)',
    properties: ['openFile'],
    filters: [
      { name: 'AWS Price List offer file (JSON)', extensions: ['json'] },
      { name: 'All files', extensions: ['*'] },
    ],
  },
  inventory: {
    title: 'Open Inventory',
    properties: ['openFile'],
    filters: [
      { name: 'Inventory (CSV)', extensions: ['csv', 'tsv', 'txt'] },
      { name: 'All files', extensions: ['*'] },
    ],
  },
};

const SAVE_OPTIONS: Record<'scenario' | 'pdf' | 'csv', SaveDialogOptions> = {
  scenario: { title: 'Save Scenario', filters: [SCENARIO_FILTER] },
  csv: { title: 'Export Fleet Table', filters: [{ name: 'CSV', extensions: ['csv'] }] },
  pdf: { title: 'Export Recommendation', filters: [{ name: 'PDF', extensions: ['pdf'] }] },
};

export async function chooseFilesToOpen(
  parent: BrowserWindow | null,
  kind: 'scenario' | 'benchmark' | 'inventory' | 'offer',
): Promise<string[] | null> {
  const options = OPEN_OPTIONS[kind];
  const result = parent
    ? await dialog.showOpenDialog(parent, options)
    : await dialog.showOpenDialog(options);
  return result.canceled ? null : result.filePaths;
}

export async function chooseSavePath(
  parent: BrowserWindow | null,
  kind: 'scenario' | 'pdf' | 'csv',
  defaultPath: string,
): Promise<string | null> {
  const options = { ...SAVE_OPTIONS[kind], defaultPath };
  const result = parent
    ? await dialog.showSaveDialog(parent, options)
    : await dialog.showSaveDialog(options);
  return result.canceled || !result.filePath ? null : result.filePath;
}
