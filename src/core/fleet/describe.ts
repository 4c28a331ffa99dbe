/** Short words for a server's configuration and bottleneck, as the fleet table, CLI and PDF show them. */
import type { Scenario } from '../scenario/types.ts';
import { boundText, formatInt } from '../format/index.ts';
import { storageText } from '../report/settings.ts';
import type { FleetFigures } from './size.ts';

/** Instance, storage, buffer pool and page size: what a recommendation may change. */
export function describeConfiguration(s: Scenario): string {
  const inst =
    s.instance.type === 'custom' ? `custom (${s.instance.customVcpu} vCPU)` : s.instance.type;
  return `${inst}; ${storageText(s)}; buffer pool ${formatInt(s.mysql.bufferPoolGiB)} GiB; ${s.mysql.pageSizeKiB} KiB pages`;
}

/**
 * The pricing option(s) the fleet's costs are at, for its table headers and totals: "on-demand",
 * or each distinct option in order ("1-year Reserved, no upfront / on-demand") when servers differ
 * (a Reserved price the catalog lacks is costed on-demand).
 */
export function fleetPricing(
  rows: readonly { current: FleetFigures; recommended: FleetFigures | null }[],
): string {
  const labels: string[] = [];
  for (const r of rows)
    for (const f of [r.current, r.recommended])
      if (f && !labels.includes(f.pricing)) labels.push(f.pricing);
  return labels.length > 0 ? labels.join(' / ') : 'on-demand';
}

/** "on-demand", or "1-year Reserved, no upfront → on-demand" when the recommendation's differs. */
export function serverPricing(r: {
  current: FleetFigures;
  recommended: FleetFigures | null;
}): string {
  const rec = r.recommended?.pricing;
  return rec === undefined || rec === r.current.pricing
    ? r.current.pricing
    : `${r.current.pricing} → ${rec}`;
}

/** "startup: Tablespace duplicate check (IOPS); QPS: IOPS". */
export function describeBottleneck(f: FleetFigures): string {
  const b = f.bottleneck;
  const cloud = f.scenario.cloud;
  return `startup: ${b.phase} (${boundText(b.startupBound, cloud)}); QPS: ${boundText(b.qpsBound, cloud)}`;
}
