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
