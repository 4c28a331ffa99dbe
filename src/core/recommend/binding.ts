/** Which target binds a recommended configuration, in words. */
import { hasStartupTarget } from './startupTarget.ts';
import type { Prediction } from '../types.ts';
import { formatDuration, formatQps } from '../format/index.ts';

/** Both targets have more slack than this (fraction): the binding constraint is cost alone. */
export const COST_BINDS_SLACK = 0.25;

/** The share of the startup target left (no target: unbounded, so it never binds). */
function startupSlackOf(startupSeconds: number, maxStartupSeconds: number): number {
  if (!hasStartupTarget(maxStartupSeconds)) return Number.MAX_VALUE;
  return maxStartupSeconds > 0 ? 1 - startupSeconds / maxStartupSeconds : 1;
}

export function bindingConstraint(
  p: Prediction,
  maxStartupSeconds: number,
  minQps: number,
): string {
  // Not modelled (issue 40: Aurora): the startup target cannot be checked, so it never binds.
  if (!p.startup.modelled)
    return `QPS: ${formatQps(p.qps.pointSelect)} of the ${formatQps(minQps)} required; the startup is not modelled here, so the startup target cannot be checked`;
  // No startup target (Aurora's derived targets, telemetry sizing): only the QPS target can bind.
  const startupSlack = startupSlackOf(p.startup.totalSeconds, maxStartupSeconds);
  const qpsSlack = minQps > 0 ? p.qps.pointSelect / minQps - 1 : Number.MAX_VALUE;
  if (startupSlack > COST_BINDS_SLACK && qpsSlack > COST_BINDS_SLACK) {
    if (!hasStartupTarget(maxStartupSeconds))
      return `cost: the QPS target is met with room to spare (${formatQps(p.qps.pointSelect)} ≥ ${formatQps(minQps)}; no startup target)`;
    return `cost: both targets are met with room to spare (startup ${formatDuration(p.startup.totalSeconds)} ≤ ${formatDuration(maxStartupSeconds)}, ${formatQps(p.qps.pointSelect)} ≥ ${formatQps(minQps)})`;
  }
  if (startupSlack <= qpsSlack) {
    return `startup: ${formatDuration(p.startup.totalSeconds)} of the ${formatDuration(maxStartupSeconds)} allowed; ${p.startup.bottleneck.explanation}`;
  }
  return `QPS: ${formatQps(p.qps.pointSelect)} of the ${formatQps(minQps)} required; ${p.qps.explanation}`;
}
