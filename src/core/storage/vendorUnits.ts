/**
 * Throughput in the unit the vendor provisions it in. The model keeps MiB/s everywhere; Azure
 * provisions, prices and limits its disks in MB/s (10^6 bytes/s; docs/clouds.md, Units), so what a
 * user types and reads for an Azure disk (the CLI's `--throughput`, the app's throughput slider,
 * the refusals and rules under them) is in MB/s, converted at this one seam.
 */
import { MIBPS_PER_MBPS } from '../catalog/clouds/disks.ts';
import { formatSignificant } from '../format/index.ts';
import type { Cloud, StorageKind } from '../scenario/types.ts';
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

/**
 * Every "N MiB/s" of `text` in `u` ("715.26 MiB/s" → "750 MB/s", "119 MiB/s" → "125 MB/s" for
 * MB/s), with as many decimals as the figure had (a whole MiB/s figure stays whole); as it is for
 * MiB/s.
 */
export function inThroughputUnit(text: string, u: ThroughputUnit): string {
  if (u.unit === 'MiB/s') return text;
  return text.replace(/(\d[\d,]*)(\.\d+)? MiB\/s/g, (_all, whole: string, frac?: string) => {
    const value = Number(`${whole.replace(/,/g, '')}${frac ?? ''}`) / u.mibpsPerUnit;
    return `${formatSignificant(value, frac === undefined ? 0 : frac.length - 1)} ${u.unit}`;
  });
}

/** The unit a cloud quotes disk throughput in: MB/s on Azure (its pages and prices), else MiB/s. */
export function cloudThroughputUnit(cloud: Cloud): ThroughputUnit {
  return cloud === 'azure' ? MBPS : MIBPS;
}

/** `value` with `f` applied to every string in it (arrays and plain objects copied). */
function mapStrings(value: unknown, f: (text: string) => string): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v: unknown) => mapStrings(v, f));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)]));
  return value;
}

/**
 * `value` (a prediction, a report column, advice: plain data) with every "N MiB/s" in its texts in
 * the unit `cloud` quotes (MB/s on Azure, issue 38); the same object elsewhere. The model keeps
 * MiB/s; this is the seam where an Azure scenario's words take Microsoft's unit.
 */
export function inCloudUnits<T>(value: T, cloud: Cloud): T {
  const u = cloudThroughputUnit(cloud);
  return u.unit === 'MiB/s' ? value : (mapStrings(value, (t) => inThroughputUnit(t, u)) as T);
}

/** A throughput issue (`<volume>.throughputMiBps`) of a `kind` volume, in its vendor's unit. */
export function issueInThroughputUnit(issue: ScenarioIssue, kind: StorageKind): ScenarioIssue {
  if (!issue.path.endsWith('.throughputMiBps')) return issue;
  const u = throughputUnitOf(kind);
  return u.unit === 'MiB/s' ? issue : { ...issue, message: inThroughputUnit(issue.message, u) };
}
