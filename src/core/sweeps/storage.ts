/**
 * Startup time against provisioned IOPS and against provisioned throughput, over the range AWS
 * allows for the volume as sized (gp3: 500 IOPS/GiB, 0.25 MiB/s per IOPS; io2: 1,000 IOPS/GiB).
 * gp2 and local devices have nothing to provision: their series are empty.
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { evaluate } from './evaluate.ts';
import type { Evaluate } from './evaluate.ts';
import type { SweepPoint } from './types.ts';
import { ebsMaxThroughputForIops, fieldRange } from '../scenario/limits.ts';
import { storageKind } from '../storage/index.ts';

/** Points per sweep: enough for a smooth line, few enough for one slider frame. */
const STEPS = 24;

/**
 * `steps + 1` values from `min` to `max`, geometric when the range spans more than a factor of 4
 * (IOPS from 3,000 to 80,000 reads best on a log scale), rounded to integers, always including
 * `include` (the current value) so the current point lies on the line.
 */
export function sweepValues(min: number, max: number, include: number, steps = STEPS): number[] {
  if (!(max > min)) return [Math.round(min)];
  const geometric = min > 0 && max / min > 4;
  const values = new Set<number>();
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const v = geometric ? min * Math.pow(max / min, t) : min + (max - min) * t;
    values.add(Math.round(v));
  }
  if (include >= min && include <= max) values.add(Math.round(include));
  return [...values].sort((a, b) => a - b);
}

/** Startup (and QPS, cost) with only `storage.iops` varied; gp3 throughput kept where still allowed. */
export function startupVsIops(
  scenario: Scenario,
  catalog: Catalog,
  at: Evaluate = evaluate,
): SweepPoint[] {
  const m = storageKind(scenario.storage.kind);
  const lim = m.volumeLimits?.(catalog, scenario.storage);
  if (!m.provisions.iops || !lim) return [];
  // The IOPS range of the volume as sized (scenario/limits.ts); throughput follows the IOPS.
  const range = fieldRange(scenario, catalog, 'storage.iops', {
    free: ['storage.throughputMiBps'],
  });
  if (!range) return [];
  const points: SweepPoint[] = [];
  for (const iops of sweepValues(range.min.value, range.max.value, scenario.storage.iops)) {
    let throughputMiBps = scenario.storage.throughputMiBps;
    // Fewer IOPS may not carry the current throughput: cap it at what AWS allows for them.
    if (m.provisions.throughputMiBps)
      throughputMiBps = Math.min(throughputMiBps, ebsMaxThroughputForIops(lim, iops));
    // Where the throughput is kept, the point differs in IOPS alone (`Evaluate`'s `edited`).
    const p = at(
      { ...scenario, storage: { ...scenario.storage, iops, throughputMiBps } },
      iops,
      catalog,
      throughputMiBps === scenario.storage.throughputMiBps ? 'storage.iops' : undefined,
    );
    if (p) points.push(p);
  }
  return points;
}

/** Startup (and QPS, cost) with only gp3 `storage.throughputMiBps` varied. */
export function startupVsThroughput(
  scenario: Scenario,
  catalog: Catalog,
  at: Evaluate = evaluate,
): SweepPoint[] {
  if (!storageKind(scenario.storage.kind).provisions.throughputMiBps) return [];
  const range = fieldRange(scenario, catalog, 'storage.throughputMiBps');
  if (!range) return [];
  const points: SweepPoint[] = [];
  for (const throughputMiBps of sweepValues(
    range.min.value,
    range.max.value,
    scenario.storage.throughputMiBps,
  )) {
    const p = at(
      { ...scenario, storage: { ...scenario.storage, throughputMiBps } },
      throughputMiBps,
      catalog,
      'storage.throughputMiBps',
    );
    if (p) points.push(p);
  }
  return points;
}
