import type { MeasuredPhase } from './types.ts';

/** Labels of measured spans, as the error log (and the brief, section 3) names them. */
export const PHASE_LABELS: Record<MeasuredPhase['name'], string> = {
  directories_scan: 'Directories scanning',
  duplicate_check: 'Tablespace duplicate check',
  dd_files_reading: 'DD tablespace files reading',
  validation: 'Tablespace validation',
  innodb_initialization: 'InnoDB initialization (directories scan + duplicate check)',
  after_innodb_initialization: 'After InnoDB initialization (DD files reading + validation)',
};
