/**
 * Calibration profiles kept between sessions in localStorage (both in Electron's renderer and in
 * the browser). A corrupt entry is dropped, never thrown into the UI.
 */
import type { CalibrationProfile } from '../../core/scenario/types.ts';

const KEY = 'innosizer.calibrationProfiles';

function isProfile(v: unknown): v is CalibrationProfile {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Partial<CalibrationProfile>;
  return typeof p.name === 'string' && typeof p.createdAt === 'string' && Array.isArray(p.sources);
}

export function loadProfiles(): CalibrationProfile[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isProfile) : [];
  } catch {
    return [];
  }
}

export function saveProfiles(profiles: CalibrationProfile[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(profiles));
  } catch {
    // Storage disabled or full: profiles still live for this session.
  }
}
