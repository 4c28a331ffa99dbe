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
 * uncalibrated range); elsewhere (d = 1) the range stays. A side never widens. docs/model.md
 * section 10 states it.
 */
import type { Catalog } from '../catalog/types.ts';
import { getInstance } from '../catalog/index.ts';
import { processorOf } from '../catalog/processors.ts';
import type { MeasuredStart, Scenario } from '../scenario/types.ts';
import { parseMysqlVersion } from '../scenario/version.ts';
import type { PhaseName, Range } from '../types.ts';
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
function sameProcessor(a: string, b: string): boolean {
  if (a === b) return true;
  const pa = processorOf(a);
  return pa !== null && pa.id === processorOf(b)?.id;
}

function sameRelease(a: string, b: string): boolean {
  const va = parseMysqlVersion(a);
  const vb = parseMysqlVersion(b);
  return va !== null && vb !== null && va.major === vb.major && va.minor === vb.minor;
}

/** Distance of a scenario from a measured start: 0 on its machine, 1 where it says nothing. */
export function distanceFrom(m: MeasuredStart, scenario: Scenario, catalog: Catalog): number {
  const type = scenario.instance.type;
  if (scenario.storage.kind !== m.storage || !sameRelease(scenario.mysql.version, m.mysqlVersion))
    return 1;
  if (type === 'custom' || !sameProcessor(type, m.instanceType)) return 1;
  const v = getInstance(catalog, type)?.vcpu;
  const vm = getInstance(catalog, m.instanceType)?.vcpu;
  if (v === undefined || vm === undefined) return 1;
  const d =
    Math.abs(Math.log2(v / vm)) / 3 +
    Math.abs(Math.log10(Math.max(1, scenario.mysql.tables) / m.tables));
  return Math.min(1, d);
}

/** The profile's measured start nearest the scenario, or null when none is near (d = 1). */
export function nearestMeasurement(scenario: Scenario, catalog: Catalog): Narrowing | null {
  let best: Narrowing | null = null;
  for (const m of scenario.calibration?.measuredStarts ?? []) {
    const distance = distanceFrom(m, scenario, catalog);
    if (distance >= 1 || (best !== null && distance >= best.distance)) continue;
    const residual = Math.abs(m.predictedSeconds / m.measuredSeconds - 1);
    best = { start: m, distance, error: Math.hypot(residual, RUN_TO_RUN_FLOOR) };
  }
  return best;
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

/** `range` around `point` narrowed by `n`: each side d × its gap + (1 − d) × e × point, no wider. */
export function narrowed(range: Range, point: number, n: Narrowing): Range {
  const side = (gap: number): number =>
    Math.min(gap, n.distance * gap + (1 - n.distance) * n.error * point);
  return [Math.max(0, point - side(point - range[0])), point + side(range[1] - point)];
}
