import type { CsvMapping, ImportOptions, ImportResult } from '../../../core/imports/types.ts';

/** Messages between the import panel and the import worker. */
export type ToWorker = { fileName: string; text: string; options: ImportOptions };
export type FromWorker =
  { kind: 'progress'; bytes: number; total: number } | { kind: 'done'; result: ImportResult };

export type { CsvMapping };
