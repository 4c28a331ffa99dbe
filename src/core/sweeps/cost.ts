/**
 * Cost against performance: the current instance with its volume provisioned at a grid of IOPS
 * and throughput levels (the settings a DBA would trade), plus the current configuration itself,
 * so the chart shows where the current point sits among what the same money (or less) could buy.
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { evaluate } from './evaluate.ts';
import type { Evaluate } from './evaluate.ts';
import { sweepValues } from './storage.ts';
import type { CostPoint } from './types.ts';
import { formatInt, formatNumber } from '../format/index.ts';
import { ebsMaxThroughputForIops, fieldRange } from '../scenario/limits.ts';
import { storageKind } from '../storage/index.ts';
import { inCloudUnits } from '../storage/vendorUnits.ts';

const IOPS_LEVELS = 8;
const THROUGHPUT_LEVELS = 6;

function point(
  scenario: Scenario,
  catalog: Catalog,
  current: boolean,
  at: Evaluate,
): CostPoint | null {
  const p = at(scenario, 0, catalog);
  if (!p) return null;
  const { iops, throughputMiBps, kind } = scenario.storage;
  const has = storageKind(kind).provisions;
  const label = !has.iops
    ? kind
    : has.throughputMiBps
      ? `${kind} ${formatInt(iops)} IOPS, ${formatNumber(throughputMiBps)} MiB/s`
      : `${kind} ${formatInt(iops)} IOPS`;
  // Azure's throughput in MB/s, as Microsoft provisions it (issue 38).
  const words = inCloudUnits(label, scenario.cloud);
  return {
    label: current ? `Current: ${words}` : words,
    iops,
    throughputMiBps,
    monthlyUsd: p.monthlyUsd,
    startupSeconds: p.startupSeconds,
    ...(p.startupRange ? { startupRange: p.startupRange } : {}),
    qps: p.qps,
    current,
  };
}

export function costVsPerformance(
  scenario: Scenario,
  catalog: Catalog,
  at: Evaluate = evaluate,
): CostPoint[] {
  const out: CostPoint[] = [];
  const m = storageKind(scenario.storage.kind);
  const lim = m.volumeLimits?.(catalog, scenario.storage);
  if (m.provisions.iops && lim) {
    // The volume's IOPS range as sized, throughput following (scenario/limits.ts).
    const r = fieldRange(scenario, catalog, 'storage.iops', { free: ['storage.throughputMiBps'] });
    const levels = r ? sweepValues(r.min.value, r.max.value, -1, IOPS_LEVELS - 1) : [];
    for (const iops of levels) {
      const tps = m.provisions.throughputMiBps
        ? sweepValues(
            lim.baselineMiBps,
            ebsMaxThroughputForIops(lim, iops),
            -1,
            THROUGHPUT_LEVELS - 1,
          )
        : [scenario.storage.throughputMiBps];
      for (const throughputMiBps of tps) {
        const p = point(
          { ...scenario, storage: { ...scenario.storage, iops, throughputMiBps } },
          catalog,
          false,
          at,
        );
        if (p) out.push(p);
      }
    }
  }
  const cur = point(scenario, catalog, true, at);
  if (cur) out.push(cur);
  return out;
}
