import type { Catalog } from '../catalog/types.ts';
import { predict } from '../model.ts';
import type { Scenario } from '../scenario/types.ts';
import type { SweepPoint } from './types.ts';

/** The model at one point of a sweep, or null when the scenario breaks a limit there. */
export function evaluate(scenario: Scenario, x: number, catalog: Catalog): SweepPoint | null {
  const result = predict(scenario, catalog);
  if (!result.ok) return null;
  const p = result.prediction;
  const phases: SweepPoint['phases'] = {};
  for (const phase of p.startup.phases) phases[phase.name] = phase.seconds;
  return {
    x,
    startupSeconds: p.startup.totalSeconds,
    qps: p.qps.pointSelect,
    monthlyUsd: p.cost.monthlyUsd,
    phases,
  };
}
