/**
 * Benchmark importers: sysbench fileio, fio (JSON and terse), MySQL error logs and CSV, into
 * normalised records (types.ts). Pure: text in, records or line-numbered errors out.
 */
export type * from './types.ts';
export { IMPORT_FORMATS, STARTUP_PHASE_KEYS } from './types.ts';
export { detectFormat } from './detect.ts';
export { createImporter, parseBenchmarkText } from './importer.ts';
export type { Importer } from './importer.ts';
export { suggestCsvMapping, CSV_FIELDS, CSV_FIELD_LABELS } from './csvMapping.ts';
export type { MappingSuggestion } from './csvMapping.ts';
export { formatImportError } from './sink.ts';
