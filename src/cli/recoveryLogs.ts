/**
 * Recovery logs given to `calibrate` (issue 37 item 6): an xtrabackup or clone log is not a
 * benchmark the importer knows, so it is taken out of the benchmark files; a MySQL error log of a
 * crash recovery stays one (its start is a startup measurement) and also times its redo apply.
 * Each log is fitted at its own machine (--measured-on, else the scenario), as startups are.
 */
import { DEFAULT_CATALOG } from '../core/catalog/index.ts';
import { fitRecoveryPhases, recoveryFactorText } from '../core/calibration/recovery.ts';
import { basename } from 'node:path';
import type { RecoveryFitResult } from '../core/calibration/recovery.ts';
import type { MeasuredOn } from '../core/calibration/machine.ts';
import { splitRecoveryLog } from '../core/imports/recoverySplit.ts';
import type { RecoveryLogRecord } from '../core/imports/recoveryLog.ts';
import type { Scenario } from '../core/scenario/types.ts';
import { readTextFile } from './readText.ts';

export interface RecoveryLogSplit {
  /** Files left to the benchmark importer. */
  benchmarks: string[];
  records: RecoveryLogRecord[];
}

export function splitRecoveryLogs(paths: readonly string[]): RecoveryLogSplit {
  const benchmarks: string[] = [];
  const records: RecoveryLogRecord[] = [];
  for (const p of paths) {
    let text: string;
    try {
      text = readTextFile(p);
    } catch {
      benchmarks.push(p); // the importer says why it cannot read it
      continue;
    }
    const split = splitRecoveryLog(p, text);
    records.push(...split.records);
    if (split.benchmark) benchmarks.push(p);
  }
  return { benchmarks, records };
}

export function fitRecoveryLogs(
  records: readonly RecoveryLogRecord[],
  measuredOn: Readonly<Record<string, MeasuredOn>>,
  scenario: Scenario,
): RecoveryFitResult {
  // --measured-on keys its machines by the file's base name (measuredOn.ts); a record names its path.
  const machineOf = (f: string) => (measuredOn[basename(f)] ?? measuredOn[f])?.scenario ?? scenario;
  return fitRecoveryPhases(records, machineOf, DEFAULT_CATALOG);
}

/** The profile's recovery factors in words, one line each. */
export function recoveryFactorLines(fit: RecoveryFitResult): string[] {
  return [
    ...fit.factors.map((f) => `  recovery ${recoveryFactorText(f)}`),
    ...fit.notes.map((n) => `  recovery: ${n}`),
  ];
}
