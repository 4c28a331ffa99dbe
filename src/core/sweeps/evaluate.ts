import type { Catalog } from '../catalog/types.ts';
import { predictWithRanges } from '../uncertainty/index.ts';
import type { Scenario } from '../scenario/types.ts';
import type { SweepPoint } from './types.ts';

/**
 * The model at one point of a sweep, with the uncertainty ranges of startup and QPS, or null when
 * the scenario breaks a limit there.
 */
export function evaluate(scenario: Scenario, x: number, catalog: Catalog): SweepPoint | null {
  const result = predictWithRanges(scenario, catalog);
  if (!result.ok) return null;
  const p = result.prediction;
  const phases: SweepPoint['phases'] = {};
  for (const phase of p.startup.phases) phases[phase.name] = phase.seconds;
  return {
    x,
    startupSeconds: p.startup.totalSeconds,
    startupRange: p.startup.totalRange ?? [p.startup.totalSeconds, p.startup.totalSeconds],
    qps: p.qps.pointSelect,
    qpsRange: p.qps.pointSelectRange ?? [p.qps.pointSelect, p.qps.pointSelect],
    monthlyUsd: p.cost.monthlyUsd,
    phases,
  };
}
