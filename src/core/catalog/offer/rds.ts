/**
 * The AmazonRDS part of the offer-file reader: RDS for MySQL and Aurora MySQL on-demand SKUs of
 * an AWS Price List offer file (aws_v1 JSON) into the overlay's `rds` regions. What it reads, by
 * product family and attributes (the shape AWS's "Reading the service price list file" documents;
 * attribute names and values as AWS's own Aurora pricing script and ec2instances.info's RDS
 * scraper read them, see docs/catalog.md):
 * - "Database Instance", databaseEngine "MySQL", deploymentOption "Single-AZ" or "Multi-AZ":
 *   $/hour of a DB class (Multi-AZ readable-standby clusters are not read);
 * - "Database Instance", databaseEngine "Aurora MySQL": Aurora Standard $/hour, or I/O-Optimized
 *   when the usagetype says IOOptimized or `storage` is "Aurora IO Optimization Mode";
 * - "Database Storage", Single-AZ, databaseEngine "MySQL" (or "Any"): $/GB-month by volumeType
 *   (General Purpose = gp2, General Purpose-GP3, Provisioned IOPS = io1, Provisioned IOPS-IO2);
 *   databaseEngine "Aurora MySQL": Aurora Standard or I/O-Optimized storage;
 * - "Provisioned IOPS" / "Provisioned Throughput", Single-AZ: $/IOPS-month and $/MiBps-month;
 * - "System Operation", Aurora MySQL, usagetype …Aurora:StorageIOUsage: $ per I/O request.
 * Multi-AZ storage is not read: the catalog prices it as twice Single-AZ (RDS bills the standby's
 * volume like the primary's).
 */
import type { RdsStorageKind } from '../rds/types.ts';
import { setOwn } from '../../own.ts';

interface ProductJson {
  productFamily?: string;
  attributes?: Record<string, string>;
}

/** Storage price fields an offer file can give (Single-AZ, per month). */
export type RdsStoragePriceKey =
  | 'gp2PerGiBMonthUsd'
  | 'gp3PerGiBMonthUsd'
  | 'gp3PerIopsMonthUsd'
  | 'gp3PerMiBpsMonthUsd'
  | 'io1PerGiBMonthUsd'
  | 'io1PerIopsMonthUsd'
  | 'io2PerGiBMonthUsd'
  | 'io2PerIopsMonthUsd';

/** Aurora storage and I/O price fields an offer file can give. */
export type AuroraPriceKey =
  'standardPerGiBMonthUsd' | 'standardPerMillionIoUsd' | 'ioOptimizedPerGiBMonthUsd';

export const RDS_STORAGE_PRICE_KEYS: readonly RdsStoragePriceKey[] = [
  'gp2PerGiBMonthUsd',
  'gp3PerGiBMonthUsd',
  'gp3PerIopsMonthUsd',
  'gp3PerMiBpsMonthUsd',
  'io1PerGiBMonthUsd',
  'io1PerIopsMonthUsd',
  'io2PerGiBMonthUsd',
  'io2PerIopsMonthUsd',
];
export const AURORA_PRICE_KEYS: readonly AuroraPriceKey[] = [
  'standardPerGiBMonthUsd',
  'standardPerMillionIoUsd',
  'ioOptimizedPerGiBMonthUsd',
];

/** One region's RDS prices as an offer file gives them (each price's provenance is the region's). */
export interface OverlayRdsRegion {
  name: string;
  source: string;
  asOf: string;
  /** Class → Single-AZ and (when the file has it) Multi-AZ $/hour. */
  mysqlInstances: Record<string, { hourlyUsd?: number; hourlyUsdMultiAz?: number }>;
  /** Class → Aurora Standard and (when the file has it) I/O-Optimized $/hour. */
  auroraInstances: Record<string, { standardHourlyUsd?: number; ioOptimizedHourlyUsd?: number }>;
  storage: Partial<Record<RdsStoragePriceKey, number>>;
  aurora: Partial<Record<AuroraPriceKey, number>>;
}

/** What one SKU prices, and the unit its on-demand dimension must have. */
export type RdsSkuTarget =
  | { kind: 'mysql'; cls: string; field: 'hourlyUsd' | 'hourlyUsdMultiAz' }
  | { kind: 'aurora'; cls: string; field: 'standardHourlyUsd' | 'ioOptimizedHourlyUsd' }
  | { kind: 'storage'; field: RdsStoragePriceKey }
  | { kind: 'auroraStorage'; field: AuroraPriceKey };

export interface RdsSku {
  region: string;
  regionName: string;
  target: RdsSkuTarget;
  /** Units the price dimension may have (AWS writes e.g. "Hrs", "GB-Mo", "IOPS-Mo", "IOs"). */
  units: readonly string[];
  /** The price is per request and the catalog stores it per million. */
  perMillion: boolean;
}

const IO_OPTIMIZED = /IO-?Optimi[sz]ed|IO Optimization/i;

function storageKind(volumeType: string): RdsStorageKind | null {
  const v = volumeType.trim();
  if (/gp3/i.test(v)) return 'gp3';
  if (/io2/i.test(v)) return 'io2';
  if (/^Provisioned IOPS$/i.test(v)) return 'io1';
  if (/^General Purpose$/i.test(v)) return 'gp2';
  return null;
}

function instanceTarget(a: Record<string, string>, known: (cls: string) => boolean) {
  const cls = a.instanceType ?? '';
  if (!known(cls)) return null;
  if (a.databaseEngine === 'MySQL') {
    if (a.deploymentOption === 'Single-AZ')
      return { kind: 'mysql', cls, field: 'hourlyUsd' } as const;
    if (a.deploymentOption === 'Multi-AZ')
      return { kind: 'mysql', cls, field: 'hourlyUsdMultiAz' } as const;
    return null;
  }
  if (a.databaseEngine !== 'Aurora MySQL' || (a.deploymentOption ?? 'Single-AZ') !== 'Single-AZ')
    return null;
  const ioOpt = IO_OPTIMIZED.test(a.usagetype ?? '') || IO_OPTIMIZED.test(a.storage ?? '');
  return {
    kind: 'aurora',
    cls,
    field: ioOpt ? 'ioOptimizedHourlyUsd' : 'standardHourlyUsd',
  } as const;
}

function storageTarget(family: string, a: Record<string, string>): RdsSkuTarget | null {
  if (family === 'System Operation') {
    const aurora = a.databaseEngine === 'Aurora MySQL';
    return aurora && /Aurora:StorageIOUsage$/.test(a.usagetype ?? '')
      ? { kind: 'auroraStorage', field: 'standardPerMillionIoUsd' }
      : null;
  }
  if (a.databaseEngine === 'Aurora MySQL') {
    if (family !== 'Database Storage') return null;
    const io = IO_OPTIMIZED.test(a.usagetype ?? '') || IO_OPTIMIZED.test(a.volumeType ?? '');
    return {
      kind: 'auroraStorage',
      field: io ? 'ioOptimizedPerGiBMonthUsd' : 'standardPerGiBMonthUsd',
    };
  }
  const engineOk = a.databaseEngine === 'MySQL' || a.databaseEngine === 'Any';
  if (!engineOk || a.deploymentOption !== 'Single-AZ') return null;
  const usage = a.usagetype ?? '';
  if (family === 'Database Storage') {
    const kind = storageKind(a.volumeType ?? '');
    return kind ? { kind: 'storage', field: `${kind}PerGiBMonthUsd` } : null;
  }
  if (family === 'Provisioned IOPS') {
    const kind = /GP3/i.test(usage) ? 'gp3' : /IO2/i.test(usage) ? 'io2' : 'io1';
    return { kind: 'storage', field: `${kind}PerIopsMonthUsd` };
  }
  if (family === 'Provisioned Throughput' && /GP3/i.test(usage))
    return { kind: 'storage', field: 'gp3PerMiBpsMonthUsd' };
  return null;
}

const UNITS: Record<RdsSkuTarget['kind'], readonly string[]> = {
  mysql: ['Hrs'],
  aurora: ['Hrs'],
  storage: ['GB-Mo', 'IOPS-Mo', 'MiBps-Mo', 'MBps-Mo'],
  auroraStorage: ['GB-Mo', 'IOs'],
};

/** The RDS SKU a product is, or null when the catalog does not read it. */
export function rdsSku(p: ProductJson, known: (cls: string) => boolean): RdsSku | null {
  const a = p.attributes;
  const family = p.productFamily ?? '';
  if (!a || a.servicecode !== 'AmazonRDS') return null;
  const region = a.regionCode ?? '';
  if (!region) return null;
  const target =
    family === 'Database Instance' ? instanceTarget(a, known) : storageTarget(family, a);
  if (!target) return null;
  const perMillion = target.kind === 'auroraStorage' && target.field === 'standardPerMillionIoUsd';
  return {
    region,
    regionName: a.location ?? region,
    target,
    units: UNITS[target.kind],
    perMillion,
  };
}

/** Collects the prices of RDS SKUs, one region at a time. */
export class RdsPriceCollector {
  private readonly regions = new Map<string, OverlayRdsRegion>();

  constructor(private readonly provenance: () => { source: string; asOf: string }) {}

  /** Stores one on-demand price of `sku` (USD per its unit). */
  add(sku: RdsSku, usd: number): void {
    const r = this.region(sku);
    const v = sku.perMillion ? Math.round(usd * 1e6 * 1e6) / 1e6 : usd;
    const t = sku.target;
    if (t.kind === 'mysql') {
      const e = r.mysqlInstances[t.cls] ?? {};
      e[t.field] = v;
      setOwn(r.mysqlInstances, t.cls, e);
    } else if (t.kind === 'aurora') {
      const e = r.auroraInstances[t.cls] ?? {};
      e[t.field] = v;
      setOwn(r.auroraInstances, t.cls, e);
    } else if (t.kind === 'storage') {
      // Two SKUs for one field (engine "MySQL" and "Any"): keep the first, they agree in AWS's files.
      if (r.storage[t.field] === undefined) r.storage[t.field] = v;
    } else if (r.aurora[t.field] === undefined) r.aurora[t.field] = v;
  }

  private region(sku: RdsSku): OverlayRdsRegion {
    let r = this.regions.get(sku.region);
    if (!r) {
      r = {
        name: sku.regionName,
        ...this.provenance(),
        mysqlInstances: {},
        auroraInstances: {},
        storage: {},
        aurora: {},
      };
      this.regions.set(sku.region, r);
    }
    return r;
  }

  /** Region → prices, without classes that have no Single-AZ / Standard price; and counts. */
  finish(): { regions: Record<string, OverlayRdsRegion>; counts: Record<string, number> } {
    const regions: Record<string, OverlayRdsRegion> = {};
    const counts: Record<string, number> = {};
    for (const [id, r] of [...this.regions].sort(([a], [b]) => a.localeCompare(b))) {
      for (const [c, p] of Object.entries(r.mysqlInstances))
        if (p.hourlyUsd === undefined) delete r.mysqlInstances[c];
      for (const [c, p] of Object.entries(r.auroraInstances))
        if (p.standardHourlyUsd === undefined) delete r.auroraInstances[c];
      const n =
        Object.keys(r.mysqlInstances).length +
        Object.keys(r.auroraInstances).length +
        Object.keys(r.storage).length +
        Object.keys(r.aurora).length;
      setOwn(counts, id, n);
      if (n > 0) setOwn(regions, id, r);
    }
    return { regions, counts };
  }
}
