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
 * - "System Operation", Aurora MySQL, usagetype …Aurora:StorageIOUsage: $ per I/O request;
 * - RDS Extended Support, databaseEngine "MySQL", by `extendedSupportPricingYear` ("Year 1, Year
 *   2" or "Year 3", as AWS's own Extended Support cost estimator filters the Price List): $ per
 *   vCPU-hour (Aurora Serverless ACU-hour SKUs are not read);
 * - the Reserved terms (1yr, 3yr) of the DB class SKUs above: the no-upfront hourly price, or,
 *   where AWS sells no no-upfront term (RDS's 3-year terms: "No Upfront Reserved Instances are
 *   only available for one year term", RDS_RESERVED_URL in ../rds/sources.ts), the partial- (else all-) upfront
 *   effective hourly price: the upfront fee spread over the term's hours (365-day years) plus the
 *   hourly fee, as AWS defines the effective hourly price of a Reserved DB instance.
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

/** Extended Support rate bands as the catalog names them. */
export type ExtendedSupportBandKey = 'Year 1-2' | 'Year 3';
export const EXTENDED_SUPPORT_BAND_KEYS: readonly ExtendedSupportBandKey[] = ['Year 1-2', 'Year 3'];

/** Reserved (1- and 3-year) $/hour fields of an RDS for MySQL class price. */
export const MYSQL_RESERVED_KEYS = [
  'reserved1yHourlyUsd',
  'reserved3yHourlyUsd',
  'reserved1yHourlyUsdMultiAz',
  'reserved3yHourlyUsdMultiAz',
] as const;
/** Reserved (1- and 3-year) $/hour fields of an Aurora MySQL class price (Standard, I/O-Optimized). */
export const AURORA_RESERVED_KEYS = [
  'reserved1yHourlyUsd',
  'reserved3yHourlyUsd',
  'ioOptimizedReserved1yHourlyUsd',
  'ioOptimizedReserved3yHourlyUsd',
] as const;
export type MysqlReservedKey = (typeof MYSQL_RESERVED_KEYS)[number];
export type AuroraReservedKey = (typeof AURORA_RESERVED_KEYS)[number];

/** How a Reserved price with an upfront fee was paid (a no-upfront price has none). */
export interface ReservedUpfront {
  purchaseOption: 'Partial Upfront' | 'All Upfront';
  upfrontUsd: number;
}

/**
 * The prices one class has in an offer file; `reservedUpfront` names the Reserved fields read
 * from an upfront term (AWS sells no no-upfront one there) and its fee.
 */
export type OverlayMysqlClass = { hourlyUsd?: number; hourlyUsdMultiAz?: number } & Partial<
  Record<MysqlReservedKey, number>
> & { reservedUpfront?: Partial<Record<MysqlReservedKey, ReservedUpfront>> };
export type OverlayAuroraClass = {
  standardHourlyUsd?: number;
  ioOptimizedHourlyUsd?: number;
} & Partial<Record<AuroraReservedKey, number>> & {
    reservedUpfront?: Partial<Record<AuroraReservedKey, ReservedUpfront>>;
  };

/** One region's RDS prices as an offer file gives them (each price's provenance is the region's). */
export interface OverlayRdsRegion {
  name: string;
  source: string;
  asOf: string;
  /** Class → Single-AZ and (when the file has it) Multi-AZ $/hour, on-demand and Reserved. */
  mysqlInstances: Record<string, OverlayMysqlClass>;
  /** Class → Aurora Standard and (when the file has it) I/O-Optimized $/hour, on-demand and Reserved. */
  auroraInstances: Record<string, OverlayAuroraClass>;
  storage: Partial<Record<RdsStoragePriceKey, number>>;
  aurora: Partial<Record<AuroraPriceKey, number>>;
  /** Extended Support $ per vCPU-hour by band (absent in overlays written before it was read). */
  extendedSupport?: Partial<Record<ExtendedSupportBandKey, number>>;
}

/** What one SKU prices, and the unit its on-demand dimension must have. */
export type RdsSkuTarget =
  | { kind: 'mysql'; cls: string; field: 'hourlyUsd' | 'hourlyUsdMultiAz' }
  | { kind: 'aurora'; cls: string; field: 'standardHourlyUsd' | 'ioOptimizedHourlyUsd' }
  | { kind: 'storage'; field: RdsStoragePriceKey }
  | { kind: 'auroraStorage'; field: AuroraPriceKey }
  | { kind: 'extendedSupport'; field: ExtendedSupportBandKey };

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

/**
 * An Extended Support SKU of RDS for MySQL (the rates are the same for every engine and major
 * version in a region; Aurora MySQL has no year-3 SKU): the band its `extendedSupportPricingYear`
 * names ("Year 1, Year 2" → Year 1-2; "Year 3").
 */
function extendedSupportTarget(a: Record<string, string>): RdsSkuTarget | null {
  const year = a.extendedSupportPricingYear;
  if (year === undefined || a.databaseEngine !== 'MySQL') return null;
  if ((a.deploymentOption ?? 'Single-AZ') !== 'Single-AZ') return null;
  if (/3/.test(year)) return { kind: 'extendedSupport', field: 'Year 3' };
  if (/1/.test(year)) return { kind: 'extendedSupport', field: 'Year 1-2' };
  return null;
}

const UNITS: Record<RdsSkuTarget['kind'], readonly string[]> = {
  mysql: ['Hrs'],
  aurora: ['Hrs'],
  storage: ['GB-Mo', 'IOPS-Mo', 'MiBps-Mo', 'MBps-Mo'],
  auroraStorage: ['GB-Mo', 'IOs'],
  // AWS's unit for the per-vCPU rate; ACU-hour SKUs (Aurora Serverless) have another unit.
  extendedSupport: ['vCPU-Hr', 'vCPU-Hrs', 'vCPU-hour', 'vCPU-hours', 'vCPU-Hour', 'vCPU-Hours'],
};

/** The RDS SKU a product is, or null when the catalog does not read it. */
export function rdsSku(p: ProductJson, known: (cls: string) => boolean): RdsSku | null {
  const a = p.attributes;
  const family = p.productFamily ?? '';
  if (!a || a.servicecode !== 'AmazonRDS') return null;
  const region = a.regionCode ?? '';
  if (!region) return null;
  const target =
    extendedSupportTarget(a) ??
    (family === 'Database Instance' ? instanceTarget(a, known) : storageTarget(family, a));
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

/** A Reserved term's length as the offer file writes it. */
export type ReservedTerm = '1yr' | '3yr';

/** A Reserved term's effective hourly price and how it is paid. */
export interface ReservedRate {
  hourlyUsd: number;
  purchaseOption: 'No Upfront' | 'Partial Upfront' | 'All Upfront';
  upfrontUsd: number;
}

/** Purchase options in the order they are preferred (the label says "no upfront"). */
export const PURCHASE_RANK: readonly ReservedRate['purchaseOption'][] = [
  'No Upfront',
  'Partial Upfront',
  'All Upfront',
];

/** Hours of a Reserved term: 365-day years, as AWS amortizes an upfront fee. */
export const HOURS_PER_RESERVED_YEAR = 8760;

function reservedKey(
  t: Extract<RdsSkuTarget, { kind: 'mysql' | 'aurora' }>,
  term: ReservedTerm,
): MysqlReservedKey | AuroraReservedKey {
  const y = term === '1yr' ? '1y' : '3y';
  if (t.kind === 'mysql')
    return t.field === 'hourlyUsd' ? `reserved${y}HourlyUsd` : `reserved${y}HourlyUsdMultiAz`;
  return t.field === 'standardHourlyUsd'
    ? `reserved${y}HourlyUsd`
    : `ioOptimizedReserved${y}HourlyUsd`;
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
    } else if (t.kind === 'extendedSupport') {
      // One SKU per MySQL major version and band, at one rate: keep the first.
      const es = (r.extendedSupport ??= {});
      if (es[t.field] === undefined) es[t.field] = v;
    } else if (r.aurora[t.field] === undefined) r.aurora[t.field] = v;
  }

  /**
   * Stores one Reserved price of a DB class SKU: `term` 1yr or 3yr, its effective $/hour, and the
   * purchase option it was read from (No Upfront kept over Partial, Partial over All Upfront).
   */
  addReserved(sku: RdsSku, term: ReservedTerm, rate: ReservedRate): void {
    const t = sku.target;
    if (t.kind !== 'mysql' && t.kind !== 'aurora') return;
    const r = this.region(sku);
    const key = reservedKey(t, term);
    const rank = PURCHASE_RANK.indexOf(rate.purchaseOption);
    const seenKey = `${sku.region} ${t.cls} ${key}`;
    const seen = this.reservedRank.get(seenKey);
    if (rank < 0 || (seen !== undefined && seen <= rank)) return;
    this.reservedRank.set(seenKey, rank);
    const e: Record<string, unknown> & { reservedUpfront?: Record<string, ReservedUpfront> } =
      t.kind === 'mysql' ? (r.mysqlInstances[t.cls] ?? {}) : (r.auroraInstances[t.cls] ?? {});
    e[key] = rate.hourlyUsd;
    const upfront = { ...e.reservedUpfront };
    if (rate.purchaseOption === 'No Upfront') delete upfront[key];
    else upfront[key] = { purchaseOption: rate.purchaseOption, upfrontUsd: rate.upfrontUsd };
    if (Object.keys(upfront).length > 0) e.reservedUpfront = upfront;
    else delete e.reservedUpfront;
    if (t.kind === 'mysql') setOwn(r.mysqlInstances, t.cls, e as OverlayMysqlClass);
    else setOwn(r.auroraInstances, t.cls, e as OverlayAuroraClass);
  }

  private readonly reservedRank = new Map<string, number>();

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
        Object.keys(r.extendedSupport ?? {}).length +
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
