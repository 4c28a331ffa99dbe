/**
 * Recovery logs in the app's import (issue 37 item 5): the same core path as `innosizer
 * calibrate` (core/imports/recoverySplit.ts, core/calibration/recovery.ts), each log at the machine
 * the review set for it (else the current scenario, as the CLI's files without --measured-on).
 */
import { calibrate } from '../../../core/calibration/index.ts';
import type { MeasuredOn } from '../../../core/calibration/machine.ts';
import {
  compareRecoveryRecords,
  fitRecoveryPhases,
  withRecoveryFactors,
} from '../../../core/calibration/recovery.ts';
import type { RecoveryComparison, RecoveryFitResult } from '../../../core/calibration/recovery.ts';
import type { Catalog } from '../../../core/catalog/types.ts';
import type { RecoveryLogRecord } from '../../../core/imports/recoveryLog.ts';
import { own } from '../../../core/own.ts';
import type { CalibrationProfile, Scenario } from '../../../core/scenario/types.ts';

/** The machine a log's file was measured on: the review's choice, else the current scenario. */
function machineOf(
  machines: Readonly<Record<string, MeasuredOn>>,
  current: Scenario,
): (file: string) => Scenario {
  return (file) => own(machines, file)?.scenario ?? current;
}

/** Each timed phase beside the model's seconds and range at its machine. */
export function recoveryComparisons(
  records: readonly RecoveryLogRecord[],
  machines: Readonly<Record<string, MeasuredOn>>,
  current: Scenario,
  c: Catalog,
): RecoveryComparison[] {
  return compareRecoveryRecords(records, machineOf(machines, current), c);
}

export interface RecoveryCalibration {
  fit: RecoveryFitResult;
  /** The profile to apply: the active one (or calibrate's new one) with the fitted factors. */
  profile: CalibrationProfile;
}

/**
 * The profile the logs give, as `calibrate LOG…` writes it: a new profile (calibrate's name and
 * covers) with the recovery factors, or the profile already applied with them added.
 */
export function recoveryCalibration(
  records: readonly RecoveryLogRecord[],
  machines: Readonly<Record<string, MeasuredOn>>,
  current: Scenario,
  c: Catalog,
  createdAt: string,
): RecoveryCalibration {
  const fit = fitRecoveryPhases(records, machineOf(machines, current), c);
  const base =
    current.calibration ??
    calibrate([], current, c, { createdAt, measuredOn: { ...machines } }).profile;
  return { fit, profile: withRecoveryFactors(base, fit.factors) };
}
