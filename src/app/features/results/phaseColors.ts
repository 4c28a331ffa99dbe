import type { PhaseName } from '../../../core/types.ts';

/** One colour per startup phase (CSS variables, so both themes keep contrast). */
export const PHASE_COLORS: Record<PhaseName, string> = {
  directories_scan: 'var(--c1)',
  duplicate_check: 'var(--c2)',
  dd_files_reading: 'var(--c3)',
  validation: 'var(--c4)',
  volume_initialization: 'var(--c5)',
  server_fixed: 'var(--c6)',
};
