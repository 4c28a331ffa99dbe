import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';

/**
 * The brief's startup measurement cases (shared/domain, startup-measurements.csv; 1,000,000
 * tables) as scenarios, and the phase and total times measured on them. The model is calibrated on
 * them (tests/unit/core/startup/calibration.test.ts) and its ranges must hold them
 * (tests/unit/core/uncertainty/ranges.test.ts).
 */
export function caseA(): Scenario {
  return defaultScenario(); // m6i.large, gp3 3000/125, 8.0.39, 1M tables, default, cold
}
export function caseB(): Scenario {
  const s = defaultScenario();
  s.instance.type = 'm6id.xlarge';
  s.storage.kind = 'instance-store';
  s.mysql.version = '9.0.1';
  s.mysql.dataGiB = 100;
  return s;
}
export function caseC(): Scenario {
  const s = caseB();
  s.mysql.startupOpt = 'light';
  s.mysql.osCache = 'warm';
  return s;
}

/** [case, scenario, phase or 'total', measured seconds]. */
export const STARTUP_MEASURED: [string, () => Scenario, string, number][] = [
  ['A', caseA, 'total', 429],
  ['A', caseA, 'directories_scan', 23],
  ['A', caseA, 'duplicate_check', 337],
  ['A', caseA, 'dd_files_reading', 20],
  ['A', caseA, 'validation', 39],
  ['B', caseB, 'total', 156],
  ['B', caseB, 'directories_scan', 11],
  ['B', caseB, 'duplicate_check', 103],
  ['B', caseB, 'dd_files_reading', 12],
  ['B', caseB, 'validation', 21],
  ['C', caseC, 'directories_scan', 2],
  ['C', caseC, 'duplicate_check', 3],
];
