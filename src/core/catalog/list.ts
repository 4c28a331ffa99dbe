/**
 * The instance types of a catalog as rows for lists (`innosizer catalog list`, the app's instance
 * picker): one flat record per type with the region's on-demand price, and which figures are
 * estimates.
 */
import { formatInt } from '../format/index.ts';
import type { Catalog } from './types.ts';

export interface InstanceRow {
  name: string;
  /** The type's cloud (issue 38): its `ebs*` figures are the VM's disk caps off AWS. */
  cloud: 'aws' | 'azure' | 'gcp';
  family: string;
  size: string;
  architecture: 'x86_64' | 'arm64' | 'unknown';
  vcpu: number;
  memoryGiB: number;
  ebsBaselineIops: number;
  ebsMaxIops: number;
  ebsBaselineMBps: number;
  ebsMaxMBps: number;
  /** The EBS ceilings are an estimate (see the type's note). */
  ebsEstimate: boolean;
  /** What the estimated EBS ceilings were taken from, or null when published. */
  ebsNote: string | null;
  /** "1 × 118 GB NVMe", or null without instance store. */
  localNvme: string | null;
  localNvmeGB: number;
  /** The instance store's devices and IOPS are an estimate (see the type's note). */
  localNvmeEstimate: boolean;
  /** What the estimated instance store was taken from, or null when published (or none). */
  localNvmeNote: string | null;
  /** On-demand $/hour in the region, or null if the region does not price the type. */
  hourlyUsd: number | null;
  /** The price carries a caveat (derived, recalled: an estimate). */
  priceEstimate: boolean;
  /** How the estimated price was obtained, or null when published. */
  priceNote: string | null;
}

/**
 * Every instance type of the region's cloud (issue 38: an Azure region lists Azure's VM sizes), in
 * catalog order, priced in `region`; an unknown region lists AWS's.
 */
export function instanceRows(catalog: Catalog, region: string): InstanceRow[] {
  const r = Object.hasOwn(catalog.regions, region) ? catalog.regions[region] : undefined;
  const cloud = r?.cloud ?? 'aws';
  const types = Object.values(catalog.instances).filter((i) => (i.cloud ?? 'aws') === cloud);
  return types.map((i) => {
    const p = r && Object.hasOwn(r.instancePrices, i.name) ? r.instancePrices[i.name] : undefined;
    const s = i.instanceStore;
    return {
      name: i.name,
      cloud,
      family: i.family,
      size: i.size,
      architecture: i.architecture ?? 'unknown',
      vcpu: i.vcpu,
      memoryGiB: i.memoryGiB,
      ebsBaselineIops: i.ebs.baselineIops,
      ebsMaxIops: i.ebs.maxIops,
      ebsBaselineMBps: i.ebs.baselineMBps ?? (i.ebs.baselineMiBps * 2 ** 20) / 1e6,
      ebsMaxMBps: i.ebs.maxMBps ?? (i.ebs.maxMiBps * 2 ** 20) / 1e6,
      ebsEstimate: i.ebs.estimateNote !== undefined,
      ebsNote: i.ebs.estimateNote ?? null,
      localNvme: s ? `${s.devices} × ${formatInt(s.deviceSizeGB)} GB NVMe` : null,
      localNvmeGB: s ? s.devices * s.deviceSizeGB : 0,
      localNvmeEstimate: s?.estimateNote !== undefined,
      localNvmeNote: s?.estimateNote ?? null,
      hourlyUsd: p ? p.hourlyUsd : null,
      priceEstimate: p?.note !== undefined,
      priceNote: p?.note ?? null,
    };
  });
}

/** What the instance picker (and `catalog list`) narrows the rows to; absent fields do not filter. */
export interface InstanceFilter {
  /** Words that must all appear in the type's name, family or architecture ("r7g 2xl", "arm"). */
  query?: string;
  family?: string;
  architecture?: 'x86_64' | 'arm64';
  minVcpu?: number;
  minMemoryGiB?: number;
  /** true: only types with local NVMe; false: only types without. */
  localNvme?: boolean;
  /** Leave out types the region does not price. */
  pricedOnly?: boolean;
}

function matchesQuery(r: InstanceRow, words: readonly string[]): boolean {
  const text = `${r.name} ${r.family} ${r.architecture}${r.localNvme ? ' nvme' : ''}`;
  return words.every((w) => text.includes(w));
}

/** The rows that pass every given filter, in their order. */
export function filterInstanceRows(rows: readonly InstanceRow[], f: InstanceFilter): InstanceRow[] {
  const words = (f.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter(
    (r) =>
      (f.family === undefined || r.family === f.family) &&
      (f.architecture === undefined || r.architecture === f.architecture) &&
      (f.minVcpu === undefined || r.vcpu >= f.minVcpu) &&
      (f.minMemoryGiB === undefined || r.memoryGiB >= f.minMemoryGiB) &&
      (f.localNvme === undefined || (r.localNvme !== null) === f.localNvme) &&
      (!f.pricedOnly || r.hourlyUsd !== null) &&
      matchesQuery(r, words),
  );
}
