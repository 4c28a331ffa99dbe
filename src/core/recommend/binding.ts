/** Which target binds a recommended configuration, in words. */
import type { Prediction } from '../types.ts';
import { formatInt } from '../format/index.ts';

/** Both targets have more slack than this (fraction): the binding constraint is cost alone. */
export const COST_BINDS_SLACK = 0.25;

const int = formatInt;

export function bindingConstraint(
  p: Prediction,
  maxStartupSeconds: number,
  minQps: number,
): string {
  const startupSlack = maxStartupSeconds > 0 ? 1 - p.startup.totalSeconds / maxStartupSeconds : 1;
  const qpsSlack = minQps > 0 ? p.qps.pointSelect / minQps - 1 : Number.MAX_VALUE;
  if (startupSlack > COST_BINDS_SLACK && qpsSlack > COST_BINDS_SLACK) {
    return `cost: both targets are met with room to spare (startup ${int(p.startup.totalSeconds)} s ≤ ${int(maxStartupSeconds)} s, QPS ${int(p.qps.pointSelect)} ≥ ${int(minQps)})`;
  }
  if (startupSlack <= qpsSlack) {
    return `startup: ${int(p.startup.totalSeconds)} s of ${int(maxStartupSeconds)} s allowed; ${p.startup.bottleneck.explanation}`;
  }
  return `qps: ${int(p.qps.pointSelect)} of ${int(minQps)} required; ${p.qps.explanation}`;
}
