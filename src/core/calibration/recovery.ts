/**
 * Calibrating the recovery phases (issue 37 item 6) on the user's own logs, each at the machine it
 * ran on, as the startup calibration does (calibrate.ts): the model's phase is predicted on that
 * machine (the scenario the caller says the log came from, with the redo the log applied) and the
 * factor measured / predicted is kept for that machine kind (storage kind and instance family).
 * A scenario of another kind keeps the model's phase (recovery/scenario.ts applies them).
 */
import type { Catalog } from '../catalog/types.ts';
import { formatDuration, formatFixed } from '../format/index.ts';
import type { RecoveryLogRecord } from '../imports/recoveryLog.ts';
import { backupRestorePath, replicaRebuildPath } from '../recovery/copy.ts';
import { redoApplyPhase, undoPhase } from '../recovery/crash.ts';
import { phaseWorkMiB } from '../recovery/narrowing.ts';
import { recoveryInputs } from '../recovery/scenario.ts';
import { machineKind } from '../scenario/calibrationCover.ts';
import { recoverySetup } from '../scenario/measuredSetup.ts';
import type { RecoveryPhase } from '../recovery/types.ts';
import type {
  CalibrationProfile,
  RecoveryLogPoint,
  RecoveryPhaseFactor,
  Scenario,
} from '../scenario/types.ts';

/** Factors outside this range are refused as implausible (the profile's own limits agree). */
export const RECOVERY_FACTOR_RANGE: readonly [number, number] = [0.01, 100];

/** The model's phase (seconds, range, bound, source) a record timed, at machine `m`. */
export function predictedPhase(
  r: RecoveryLogRecord,
  m: Scenario,
  c: Catalog,
): RecoveryPhase | undefined {
  const x = recoveryInputs(m, c);
  if (r.phase === 'redo_apply' || r.phase === 'prepare')
    return redoApplyPhase(x, x.readLatencyUs, r.redoMiB ?? x.redoMiB);
  // The log counts rows, not MiB: the model's undo is the machine scenario's undo to roll back.
  if (r.phase === 'undo') return undoPhase(x, x.readLatencyUs);
  if (r.phase === 'copy_back') return backupRestorePath(x).phases[0];
  return replicaRebuildPath(x).phases[0];
}

/** The model's seconds for the phase a record timed, at machine `m`. */
export function predictedPhaseSeconds(r: RecoveryLogRecord, m: Scenario, c: Catalog): number {
  return predictedPhase(r, m, c)?.seconds ?? 0;
}

/** One timed phase of a log beside the model at its machine: what the import review shows. */
export interface RecoveryComparison {
  record: RecoveryLogRecord;
  predictedSeconds: number;
  predictedRange: [number, number];
  /** measured − predicted, seconds. */
  residualSeconds: number;
  /** (measured − predicted) / predicted, percent; null when the model predicts 0 s. */
  residualPct: number | null;
}

export function compareRecoveryRecords(
  records: readonly RecoveryLogRecord[],
  machineOf: (file: string) => Scenario,
  c: Catalog,
): RecoveryComparison[] {
  return records.map((r) => {
    const ph = predictedPhase(r, machineOf(r.file), c);
    const predicted = ph?.seconds ?? 0;
    return {
      record: r,
      predictedSeconds: predicted,
      predictedRange: ph ? ph.range : [0, 0],
      residualSeconds: r.seconds - predicted,
      residualPct: predicted > 0 ? ((r.seconds - predicted) / predicted) * 100 : null,
    };
  });
}

/**
 * A profile with the fitted recovery factors (what `calibrate` writes): a new factor replaces the
 * profile's one of the same phase and machine kind; the others stay.
 */
export function withRecoveryFactors(
  profile: CalibrationProfile,
  factors: readonly RecoveryPhaseFactor[],
): CalibrationProfile {
  if (factors.length === 0) return profile;
  const key = (f: RecoveryPhaseFactor): string => `${f.phase}|${f.storage}|${f.family}`;
  const fresh = new Set(factors.map(key));
  const kept = (profile.recovery ?? []).filter((f) => !fresh.has(key(f)));
  return { ...profile, recovery: [...kept, ...factors] };
}

/**
 * What a record's log says of where it ran (its machine, the device's caps as the recovery model
 * resolves them there, its setup and the phase's amount of work), or null when the caps are not
 * finite figures (nothing to compare a scenario with: the factor scales without narrowing there).
 */
export function recoveryLogPoint(
  r: RecoveryLogRecord,
  m: Scenario,
  c: Catalog,
  predictedSeconds: number,
): RecoveryLogPoint | null {
  const x = recoveryInputs(m, c);
  const finite = (v: number): boolean => Number.isFinite(v) && v > 0;
  if (!finite(x.deviceIops) || !finite(x.deviceMiBps)) return null;
  const redo = r.phase === 'redo_apply' || r.phase === 'prepare';
  return {
    file: r.file,
    instanceType: m.instance.type,
    mysqlVersion: m.mysql.version,
    setup: recoverySetup(m, r.phase),
    deviceIops: x.deviceIops,
    deviceMiBps: x.deviceMiBps,
    workMiB: redo ? (r.redoMiB ?? x.redoMiB) : phaseWorkMiB(r.phase, x),
    measuredSeconds: r.seconds,
    predictedSeconds,
  };
}

export interface RecoveryFitResult {
  factors: RecoveryPhaseFactor[];
  /** Records that could not be fitted, each in words. */
  notes: string[];
}

/**
 * One factor per (phase, machine kind): the measured total over the predicted total of the records
 * of that phase on that kind (a later log of the same phase and kind adds to the fit).
 */
export function fitRecoveryPhases(
  records: readonly RecoveryLogRecord[],
  machineOf: (file: string) => Scenario,
  c: Catalog,
): RecoveryFitResult {
  const groups = new Map<string, { f: RecoveryPhaseFactor; measured: number; predicted: number }>();
  const notes: string[] = [];
  for (const r of records) {
    const m = machineOf(r.file);
    const predicted = predictedPhaseSeconds(r, m, c);
    if (!(predicted > 0) || !(r.seconds > 0)) {
      notes.push(
        `${r.file}: ${r.phase} took ${formatDuration(r.seconds)}, the model predicts ${formatDuration(predicted)} there: nothing to fit`,
      );
      continue;
    }
    const k = machineKind(m);
    const key = `${r.phase}|${k.storage}|${k.family}`;
    const g = groups.get(key);
    const measured = (g?.measured ?? 0) + r.seconds;
    const pred = (g?.predicted ?? 0) + predicted;
    const [lo, hi] = RECOVERY_FACTOR_RANGE;
    const factor = Math.min(hi, Math.max(lo, measured / pred));
    const log = recoveryLogPoint(r, m, c, predicted);
    const logs = [...(g?.f.logs ?? []), ...(log ? [log] : [])];
    groups.set(key, {
      measured,
      predicted: pred,
      f: {
        phase: r.phase,
        factor,
        storage: k.storage,
        family: k.family,
        file: g ? `${g.f.file}, ${r.file}` : r.file,
        measuredSeconds: measured,
        predictedSeconds: pred,
        logs,
      },
    });
  }
  return { factors: [...groups.values()].map((g) => g.f), notes };
}

/** "redo_apply: ×2.10 on gp3/m6i (db.err: measured 40.0 s, model 19.0 s)": a factor in words. */
export function recoveryFactorText(f: RecoveryPhaseFactor): string {
  return `${f.phase}: ×${formatFixed(f.factor, 2)} on ${f.storage}/${f.family} (${f.file}: measured ${formatFixed(f.measuredSeconds, 1)} s, model ${formatFixed(f.predictedSeconds, 1)} s)`;
}
