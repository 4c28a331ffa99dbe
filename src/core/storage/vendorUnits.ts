/**
 * Throughput in the unit the vendor provisions it in. The model keeps MiB/s everywhere; Azure
 * provisions, prices and limits its disks in MB/s (10^6 bytes/s; docs/clouds.md, Units), so what a
 * user types and reads for an Azure disk (the CLI's `--throughput`, the app's throughput slider,
 * the refusals and rules under them) is in MB/s, converted at this one seam.
 */
import { MIBPS_PER_MBPS } from '../catalog/clouds/disks.ts';
import { formatSignificant } from '../format/index.ts';
import type { StorageKind } from '../scenario/types.ts';
import type { ScenarioIssue } from '../types.ts';
import { findStorageKind } from './index.ts';

export interface ThroughputUnit {
  unit: 'MiB/s' | 'MB/s';
  /** MiB/s per one of `unit` (1 for MiB/s). */
  mibpsPerUnit: number;
}

const MIBPS: ThroughputUnit = { unit: 'MiB/s', mibpsPerUnit: 1 };
const MBPS: ThroughputUnit = { unit: 'MB/s', mibpsPerUnit: MIBPS_PER_MBPS };

/** The unit `kind`'s throughput is provisioned in. */
export function throughputUnitOf(kind: StorageKind): ThroughputUnit {
  return findStorageKind(kind)?.throughputUnit === 'MB/s' ? MBPS : MIBPS;
}

/** Every "N MiB/s" of `text` in `u` ("715.26 MiB/s" → "750 MB/s" for MB/s); as it is for MiB/s. */
export function inThroughputUnit(text: string, u: ThroughputUnit): string {
  if (u.unit === 'MiB/s') return text;
  return text.replace(/(\d[\d,]*(?:\.\d+)?) MiB\/s/g, (_all, n: string) => {
    const value = Number(n.replace(/,/g, '')) / u.mibpsPerUnit;
    return `${formatSignificant(value, 2)} ${u.unit}`;
  });
}

/** A throughput issue (`<volume>.throughputMiBps`) of a `kind` volume, in its vendor's unit. */
export function issueInThroughputUnit(issue: ScenarioIssue, kind: StorageKind): ScenarioIssue {
  if (!issue.path.endsWith('.throughputMiBps')) return issue;
  const u = throughputUnitOf(kind);
  return u.unit === 'MiB/s' ? issue : { ...issue, message: inThroughputUnit(issue.message, u) };
}
