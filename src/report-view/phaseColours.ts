import type { PhaseName } from '../core/types.ts';

/**
 * The one colour table of the startup phases, read by the app (both themes) and the PDF (`light`),
 * so a phase has the same colour on screen and on paper (issue 30: the duplicate check was orange
 * in the app and red in the PDF). Keyed by PhaseName: a new phase does not compile without one.
 */
export const PHASE_COLOURS: Record<PhaseName, { light: string; dark: string }> = {
  directories_scan: { light: '#2563eb', dark: '#60a5fa' },
  duplicate_check: { light: '#d97706', dark: '#fbbf24' },
  dd_files_reading: { light: '#059669', dark: '#34d399' },
  validation: { light: '#7c3aed', dark: '#a78bfa' },
  volume_initialization: { light: '#db2777', dark: '#f472b6' },
  // MySQL 5.6's crash-recovery discovery never runs with 8.0's duplicate check: same colour.
  tablespace_discovery: { light: '#d97706', dark: '#fbbf24' },
  // MySQL 5.6/5.7's tablespace load from the dictionary stands where 8.0 reads its DD: same colour.
  dictionary_load: { light: '#059669', dark: '#34d399' },
  server_fixed: { light: '#64748b', dark: '#94a3b8' },
};

/** A phase's colour on paper (the PDF prints light). */
export function phasePrintColour(name: PhaseName): string {
  return PHASE_COLOURS[name].light;
}

/** A phase's colour as CSS for the app: the light or the dark one, by the page's colour scheme. */
export function phaseCssColour(name: PhaseName): string {
  const c = PHASE_COLOURS[name];
  return `light-dark(${c.light}, ${c.dark})`;
}

/**
 * Colours of the recovery phases (issue 37), in the startup table's palette: a phase that is the
 * same work as a startup phase takes its colour (initialization, the engine start's IO), the
 * others the palette's remaining hues. Unknown ids (a path added later) fall back to `fixed`.
 */
export const RECOVERY_PHASE_COLOURS: Record<string, { light: string; dark: string }> = {
  volume_create: PHASE_COLOURS.server_fixed,
  initialization: PHASE_COLOURS.volume_initialization,
  engine_start: PHASE_COLOURS.directories_scan,
  redo_apply: PHASE_COLOURS.duplicate_check,
  prepare: PHASE_COLOURS.duplicate_check,
  undo: PHASE_COLOURS.validation,
  copy_back: PHASE_COLOURS.dd_files_reading,
  clone: PHASE_COLOURS.dd_files_reading,
  restore: PHASE_COLOURS.dd_files_reading,
  log_replay: PHASE_COLOURS.duplicate_check,
  switch: PHASE_COLOURS.server_fixed,
  replica_lag: { light: '#be123c', dark: '#fb7185' },
  warmup: { light: '#0891b2', dark: '#22d3ee' },
};

function recoveryColour(id: string): { light: string; dark: string } {
  return RECOVERY_PHASE_COLOURS[id] ?? PHASE_COLOURS.server_fixed;
}

/** A recovery phase's colour on paper. */
export function recoveryPrintColour(id: string): string {
  return recoveryColour(id).light;
}

/** A recovery phase's colour as CSS for the app (light or dark by the colour scheme). */
export function recoveryCssColour(id: string): string {
  const c = recoveryColour(id);
  return `light-dark(${c.light}, ${c.dark})`;
}
