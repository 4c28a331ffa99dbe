/**
 * Calibration narrows the startup range where it measured (issue 36 item 2). A profile carries
 * the starts it was fitted on (`measuredStarts`: machine, measured and calibrated totals). On the
 * scenario a start was measured on, the range's model error is the measured residual of the
 * calibrated model with the run-to-run floor,
 *
 *     e = √(residual² + floor²),  residual = |predicted / measured − 1|,  floor = runToRun (5%)
 *
 * instead of the constants' corners and the model-error terms. Near it (same processor and
 * storage kind and MySQL major.minor, another size) each side of the range moves from that
 * toward the uncalibrated one in proportion to the distance
 *
 *     d = min(1, |log₂(vCPU / vCPU_m)| / 3 + |log₁₀(tables / tables_m)|)
 *
 * (an eighth or eight times the vCPUs, or a tenth or ten times the tables, is as far as the
 * uncalibrated range), plus |log₂(IOPS / IOPS_m)| / 3 + |log₂(MiB/s / MiB/s_m)| / 3 for the
 * device's caps as the model resolves them (the volume's provisioning bounded by the instance);
 * another startup setup (patch, OS cache, path validation, shutdown, page size, duplicate-check
 * threads, volume state, restore remedy, the EBS burst inputs) is elsewhere (d = 1), as is a start
 * recorded without its setup and device (a profile written before they were recorded). Elsewhere
 * the range stays. A side never widens. docs/model.md section 10 states it.
 */
import type { Catalog } from '../catalog/types.ts';
import { formatNumber } from '../format/index.ts';
import { getInstance } from '../catalog/index.ts';
import { processorOf } from '../catalog/processors.ts';
import type { MeasuredStart, Scenario } from '../scenario/types.ts';
import { parseMysqlVersion } from '../scenario/version.ts';
import { startupSetup } from '../scenario/measuredSetup.ts';
import type { PhaseName, Range } from '../types.ts';
import type { DeviceParams } from '../storage/types.ts';
import { STARTUP_ERROR_TERMS } from './modelError.ts';

/** The run-to-run floor: the startup terms' `runToRun` size (repeat starts of one setup). */
export const RUN_TO_RUN_FLOOR = STARTUP_ERROR_TERMS.find((t) => t.id === 'runToRun')?.size ?? 0.05;

/** The measurement nearest a scenario, its distance d (0..1) and its error e. */
export interface Narrowing {
  start: MeasuredStart;
  distance: number;
  error: number;
}

/** Same processor: the one seam where "near" is decided (catalog/processors.ts). */
export function sameProcessor(a: string, b: string): boolean {
  if (a === b) return true;
  const pa = processorOf(a);
  return pa !== null && pa.id === processorOf(b)?.id;
}

/** Same MySQL major.minor (a measurement narrows only its own release). */
export function sameRelease(a: string, b: string): boolean {
  const va = parseMysqlVersion(a);
  const vb = parseMysqlVersion(b);
  return va !== null && vb !== null && va.major === vb.major && va.minor === vb.minor;
}

/** The device's caps a start ran against, as the model resolves them (IOPS, MiB/s). */
export function deviceCaps(device: DeviceParams): { iops: number; mibps: number } {
  return { iops: device.iops.value, mibps: device.bandwidth.value };
}

/** |log₂(a / b)| / 3, 0 when either is not a positive finite number. */
export function octaves(a: number, b: number): number {
  return a > 0 && b > 0 && Number.isFinite(a) && Number.isFinite(b)
    ? Math.abs(Math.log2(a / b)) / 3
    : 0;
}

/**
 * Distance of a scenario from a measured start before its device: 0 on its machine, 1 where it
 * says nothing (another processor, storage kind, release or setup, or a start recorded without
 * its setup and device).
 */
export function distanceFrom(
  m: MeasuredStart,
  scenario: Scenario,
  catalog: Catalog,
  setup: string = startupSetup(scenario),
): number {
  const type = scenario.instance.type;
  if (scenario.storage.kind !== m.storage || !sameRelease(scenario.mysql.version, m.mysqlVersion))
    return 1;
  if (m.setup === undefined || m.deviceIops === undefined || m.deviceMiBps === undefined) return 1;
  if (m.setup !== setup) return 1;
  if (type === 'custom' || !sameProcessor(type, m.instanceType)) return 1;
  const v = getInstance(catalog, type)?.vcpu;
  const vm = getInstance(catalog, m.instanceType)?.vcpu;
  if (v === undefined || vm === undefined) return 1;
  const d =
    Math.abs(Math.log2(v / vm)) / 3 +
    Math.abs(Math.log10(Math.max(1, scenario.mysql.tables) / m.tables));
  return Math.min(1, d);
}

/** The distance a start's device adds: an eighth or eight times its IOPS or MiB/s is as far as 1. */
export function deviceDistance(m: MeasuredStart, device: DeviceParams): number {
  const c = deviceCaps(device);
  return octaves(c.iops, m.deviceIops ?? 0) + octaves(c.mibps, m.deviceMiBps ?? 0);
}

/** A measured start and its distance before the device (`distanceFrom` < 1). */
export interface NearStart {
  start: MeasuredStart;
  distance: number;
  error: number;
}

/** The profile's measured starts that may be near the scenario, whatever its device's caps. */
export function startsNear(scenario: Scenario, catalog: Catalog): NearStart[] {
  const out: NearStart[] = [];
  const starts = scenario.calibration?.measuredStarts ?? [];
  if (starts.length === 0) return out;
  // The scenario's setup once, for every start it is compared with.
  const setup = startupSetup(scenario);
  for (const m of starts) {
    const distance = distanceFrom(m, scenario, catalog, setup);
    if (distance >= 1) continue;
    const residual = Math.abs(m.predictedSeconds / m.measuredSeconds - 1);
    out.push({ start: m, distance, error: Math.hypot(residual, RUN_TO_RUN_FLOOR) });
  }
  return out;
}

/** The nearest of `near` on `device` (its caps added to the distance), or null when none is. */
export function nearestOn(near: readonly NearStart[], device: DeviceParams): Narrowing | null {
  let best: Narrowing | null = null;
  for (const n of near) {
    const distance = Math.min(1, n.distance + deviceDistance(n.start, device));
    if (distance >= 1 || (best !== null && distance >= best.distance)) continue;
    best = { ...n, distance };
  }
  return best;
}

/** The profile's measured start nearest the scenario on its device, or null when none is near. */
export function nearestMeasurement(
  scenario: Scenario,
  catalog: Catalog,
  device: DeviceParams,
): Narrowing | null {
  return nearestOn(startsNear(scenario, catalog), device);
}

/**
 * The narrowing of one phase the nearest start's log timed alone: the start's distance with the
 * phase's own residual and the floor, or null when the log did not time it alone.
 */
export function phaseNarrowing(n: Narrowing, phase: PhaseName): Narrowing | null {
  const m = n.start.phases?.find((p) => p.phase === phase);
  if (!m) return null;
  const residual = Math.abs(m.predictedSeconds / m.measuredSeconds - 1);
  return { ...n, error: Math.hypot(residual, RUN_TO_RUN_FLOOR) };
}

/**
 * Where a scenario is from the measurement that narrowed it, in words: "on its machine" at d = 0,
 * "near it (distance 0.33 of 1)" beyond, "next to it (distance under 0.01 of 1)" in between (a
 * redo of 100.3 MiB against the log's 100 MiB is not the log's machine, nor anywhere else).
 */
export function distanceText(d: number): string {
  if (d === 0) return 'on its machine';
  if (d < 0.005) return 'next to it (distance under 0.01 of 1)';
  return `near it (distance ${formatNumber(d, 2)} of 1)`;
}

/** `range` around `point` narrowed by `n`: each side d × its gap + (1 − d) × e × point, no wider. */
export function narrowed(
  range: Range,
  point: number,
  n: Pick<Narrowing, 'distance' | 'error'>,
): Range {
  const side = (gap: number): number =>
    Math.min(gap, n.distance * gap + (1 - n.distance) * n.error * point);
  return [Math.max(0, point - side(point - range[0])), point + side(range[1] - point)];
}
