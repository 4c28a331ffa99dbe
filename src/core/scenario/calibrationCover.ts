/**
 * What of a calibration profile applies to a scenario (issue 26). A profile fitted on measured
 * machines says which ones (`covers`: storage kind and instance family). What the measurements
 * tell about a device (its fitted read parameters, the IO-bound startup phases: directories scan
 * and duplicate check) applies only to a scenario of a covered kind: a fit on local NVMe says
 * nothing about gp3. The CPU-bound phase factors (DD files reading, validation) transfer to
 * every scenario. A profile without `covers` (written before issue 26) applies whole, as it did.
 */
import type {
  CalibrationCover,
  CalibrationProfile,
  IoStartupPhase,
  Scenario,
  StorageKind,
} from './types.ts';

type StartupKey = 'directories_scan' | 'duplicate_check' | 'dd_files_reading' | 'validation';

export const IO_STARTUP_PHASES: readonly IoStartupPhase[] = ['directories_scan', 'duplicate_check'];

/** The instance family of an EC2 type: `m6id` of `m6id.xlarge`; `custom` for a custom instance. */
export function instanceFamily(type: string): string {
  if (type === 'custom') return 'custom';
  const dot = type.indexOf('.');
  return dot > 0 ? type.slice(0, dot) : type;
}

/** The machine kind a scenario runs on, as `covers` lists them. */
export function machineKind(scenario: Scenario): { storage: StorageKind; family: string } {
  return { storage: scenario.storage.kind, family: instanceFamily(scenario.instance.type) };
}

/** The cover of the scenario's machine kind; `all` for a profile without covers; null outside. */
export function coverFor(
  profile: CalibrationProfile,
  scenario: Scenario,
): CalibrationCover | 'all' | null {
  if (profile.covers === undefined || profile.covers === null) return 'all';
  const k = machineKind(scenario);
  return profile.covers.find((c) => c.storage === k.storage && c.family === k.family) ?? null;
}

/** The fitted device parameters that apply to the scenario's device, or null. */
export function calibratedDevice(scenario: Scenario): CalibrationProfile['device'] {
  const p = scenario.calibration;
  if (!p?.device) return null;
  return coverFor(p, scenario) === null ? null : p.device;
}

/** The startup factors that apply to the scenario: CPU phases always, IO phases where covered. */
export function calibratedStartupFactors(scenario: Scenario): Partial<Record<StartupKey, number>> {
  const p = scenario.calibration;
  if (!p) return {};
  const cover = coverFor(p, scenario);
  if (cover === 'all') return { ...(p.startup ?? {}) };
  const out: Partial<Record<StartupKey, number>> = {};
  if (p.startup?.dd_files_reading !== undefined) out.dd_files_reading = p.startup.dd_files_reading;
  if (p.startup?.validation !== undefined) out.validation = p.startup.validation;
  for (const key of IO_STARTUP_PHASES) {
    const f = cover?.startup?.[key];
    if (f !== undefined) out[key] = f;
  }
  return out;
}

/** "gp3 on m6i, instance-store on m6id": the kinds a profile covers, in words. */
export function coversText(covers: readonly CalibrationCover[]): string {
  return covers.map((c) => `${c.storage} on ${c.family}`).join(', ');
}

/**
 * The note a prediction outside the profile's machines carries: its device and IO-bound phases
 * are the published-data model's. Null inside (or without a profile, or one without covers).
 */
export function uncalibratedNote(scenario: Scenario): string | null {
  const p = scenario.calibration;
  if (!p || p.covers === undefined || p.covers === null) return null;
  // A profile of recovery logs alone fitted no device and no start: nothing to be outside of.
  if (p.covers.length === 0 && !p.device && !p.startup) return null;
  if (coverFor(p, scenario) !== null) return null;
  const k = machineKind(scenario);
  const fitted = p.covers.length > 0 ? coversText(p.covers) : 'no machine';
  return `Uncalibrated device: the profile "${p.name}" was fitted on ${fitted}; ${k.storage} on ${k.family} is outside it, so the device and the IO-bound startup phases (directories scan, duplicate check) are the published-data model's.`;
}
