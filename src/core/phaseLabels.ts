/**
 * Each startup phase as the app, the PDF, the CLI and the error-log importer name it (issue 28:
 * one table; the importer had its own copy of the four measured phases' labels).
 */
import type { PhaseName } from './types.ts';

export const PHASE_LABELS: Readonly<Record<PhaseName, string>> = {
  directories_scan: 'Directories scanning',
  duplicate_check: 'Tablespace duplicate check',
  dd_files_reading: 'DD tablespace files reading',
  validation: 'Tablespace validation',
  volume_initialization: 'Volume initialization (restored snapshot)',
  tablespace_discovery: 'Tablespace discovery (crash recovery)',
  dictionary_load: 'Tablespace load from the dictionary (5.6/5.7)',
  server_fixed: 'Rest of the server start',
};

/**
 * The spans an error log measures when a boundary between two phases is missing: InnoDB's
 * initialization (MY-013576 to MY-013577) and what follows it up to ready for connections.
 */
export const COMBINED_SPAN_LABELS = {
  innodb_initialization: 'InnoDB initialization (directories scan + duplicate check)',
  after_innodb_initialization: 'After InnoDB initialization (DD files reading + validation)',
  scan_and_duplicate_check: 'Directories scan + duplicate check (no line between them)',
} as const;
