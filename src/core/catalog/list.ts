/**
 * The instance types of a catalog as rows for lists (`innosizer catalog list`, the app's instance
 * picker): one flat record per type with the region's on-demand price, and which figures are
 * estimates.
 */
import type { Catalog } from './types.ts';

export interface InstanceRow {
  name: string;
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
  /** "1 × 118 GB NVMe", or null without instance store. */
  localNvme: string | null;
  localNvmeGB: number;
  /** On-demand $/hour in the region, or null if the region does not price the type. */
  hourlyUsd: number | null;
  /** The price carries a caveat (derived, recalled: an estimate). */
  priceEstimate: boolean;
}

/** Every instance type of the catalog, in catalog order, priced in `region`. */
export function instanceRows(catalog: Catalog, region: string): InstanceRow[] {
  const r = Object.hasOwn(catalog.regions, region) ? catalog.regions[region] : undefined;
  return Object.values(catalog.instances).map((i) => {
    const p = r && Object.hasOwn(r.instancePrices, i.name) ? r.instancePrices[i.name] : undefined;
    const s = i.instanceStore;
    return {
      name: i.name,
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
      localNvme: s ? `${s.devices} × ${s.deviceSizeGB} GB NVMe` : null,
      localNvmeGB: s ? s.devices * s.deviceSizeGB : 0,
      hourlyUsd: p ? p.hourlyUsd : null,
      priceEstimate: p?.note !== undefined,
    };
  });
}
