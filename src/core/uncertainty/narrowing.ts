/**
 * Calibration narrows the startup range where it measured (issue 36 item 2). A profile records
 * each start it was fitted on with its exact machine and the residual the fitted model leaves on
 * it (`CalibrationProfile.measuredStarts`). For a scenario:
 *
 *     n = 0                      on a measured machine (same instance type, storage kind, device
 *                                caps, MySQL version, tables within 1 %, startup patch and cache)
 *     n = min(1, Σ |log2 ratio| / 3)   near it: same processor and storage kind, version,
 *                                tables, patch and cache; the ratios of vCPUs, IOPS and MiB/s
 *     n = 1                      elsewhere (the profile does not narrow)
 *
 * and the startup range's constants take [lo^n, hi^n] of their intervals (the measurement pins
 * the phases' times on its machine: a factor of 1 there, the uncalibrated interval at n = 1), and
 * its model error becomes
 *
 *     e(n) = e_m + n · (e − e_m),    e_m = √(runToRun² + residual²)
 *
 * so on the measured machine the range is the measured residual with the run-to-run floor (5 %,
 * modelError.ts), and it grows back to the uncalibrated one with the distance. The closest
 * measured start (smallest n) decides; the range names it.
 */
import { processorOf } from '../catalog/processors.ts';
import type { Catalog } from '../catalog/types.ts';
import { scenarioInstance } from '../devices/params.ts';
import type { MeasuredStart, Scenario } from '../scenario/types.ts';
import type { StartupInputs } from '../startup/phases.ts';
import { formatPercent } from '../format/index.ts';
import type { Box } from './corners.ts';
import { STARTUP_ERROR_TERMS } from './modelError.ts';

/** The measured start that narrows a scenario's startup range, and how near it is (0 = on it). */
export interface Narrowing {
  start: MeasuredStart;
  nearness: number;
}

const RUN_TO_RUN = STARTUP_ERROR_TERMS.find((t) => t.id === 'runToRun')?.size ?? 0.05;

/** Same processor (src/core/catalog/processors.ts): a family on it, or the same family. */
function sameProcessor(a: string, b: string): boolean {
  const pa = processorOf(a);
  return pa !== null ? pa.id === processorOf(b)?.id : a.split('.')[0] === b.split('.')[0];
}

const log2Ratio = (a: number, b: number): number =>
  a > 0 && b > 0 ? Math.abs(Math.log2(a / b)) : Infinity;

function sameSettings(s: Scenario, m: MeasuredStart): boolean {
  const t = s.mysql.tables;
  return (
    s.storage.kind === m.storageKind &&
    s.mysql.version === m.mysqlVersion &&
    s.mysql.startupOpt === m.startupOpt &&
    s.mysql.osCache === m.osCache &&
    Math.abs(t - m.tables) <= 0.01 * Math.max(t, m.tables)
  );
}

/** How near `s` (whose startup inputs are `sx`) lies to the measured start `m`: 0 on it, 1 away. */
function nearnessTo(s: Scenario, sx: StartupInputs, m: MeasuredStart, catalog: Catalog): number {
  if (!sameSettings(s, m)) return 1;
  const iops = sx.device.iops.value;
  const mibps = sx.device.bandwidth.value;
  if (s.instance.type === m.instanceType && iops === m.iops && mibps === m.throughputMiBps)
    return 0;
  const inst = scenarioInstance(s, catalog);
  const measured = catalog.instances[m.instanceType];
  if (!inst || !measured) return 1;
  if (!sameProcessor(inst.name, measured.name)) return 1;
  const d =
    log2Ratio(inst.vcpu, measured.vcpu) +
    log2Ratio(iops, m.iops) +
    log2Ratio(mibps, m.throughputMiBps);
  return Math.min(1, d / 3);
}

/** The nearest measured start of the scenario's profile, or null when none narrows its range. */
export function narrowingOf(s: Scenario, sx: StartupInputs, catalog: Catalog): Narrowing | null {
  const starts = s.calibration?.measuredStarts;
  if (!starts || starts.length === 0) return null;
  let best: Narrowing | null = null;
  for (const start of starts) {
    const nearness = nearnessTo(s, sx, start, catalog);
    if (nearness < 1 && (best === null || nearness < best.nearness)) best = { start, nearness };
  }
  return best;
}

/** The startup box pulled toward the measurement: every interval to the power n. */
export function narrowBox(box: Box, n: number): Box {
  if (n >= 1) return box;
  const out = {} as Box;
  for (const id of Object.keys(box) as (keyof Box)[]) {
    const [lo, hi] = box[id];
    out[id] = [Math.pow(lo, n), Math.pow(hi, n)];
  }
  return out;
}

/** The model error at nearness n: the measured residual with the floor, back to `full` at n = 1. */
export function narrowedError(full: number, nw: Narrowing | null): number {
  if (nw === null) return full;
  const measured = Math.hypot(RUN_TO_RUN, nw.start.residual);
  return Math.min(full, measured + nw.nearness * Math.max(0, full - measured));
}

/** The range's reason: which measurement narrowed it. */
export function narrowingReason(nw: Narrowing): string {
  const residual = formatPercent(nw.start.residual * 100, 1);
  return nw.nearness === 0
    ? `narrowed by ${nw.start.file}, measured on this machine (residual ${residual}, run-to-run 5 %)`
    : `narrowed in part by ${nw.start.file}, measured on ${nw.start.instanceType} (same processor and storage; ${formatPercent((1 - nw.nearness) * 100, 0)} of the way)`;
}
