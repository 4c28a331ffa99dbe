import type { PhaseName } from '../../../core/types.ts';

/** One colour per startup phase (CSS variables, so both themes keep contrast). */
export const PHASE_COLORS: Record<PhaseName, string> = {
  directories_scan: 'var(--c1)',
  duplicate_check: 'var(--c2)',
  dd_files_reading: 'var(--c3)',
  validation: 'var(--c4)',
  volume_initialization: 'var(--c5)',
  // MySQL 5.6's crash-recovery discovery never runs with 8.0's duplicate check: same colour.
  tablespace_discovery: 'var(--c2)',
  // MySQL 5.6/5.7's tablespace load from the dictionary stands where 8.0 reads its DD: same colour.
  dictionary_load: 'var(--c3)',
  server_fixed: 'var(--c6)',
};
