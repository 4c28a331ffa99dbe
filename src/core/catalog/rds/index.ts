/**
 * RDS for MySQL and Aurora MySQL catalog: data (see types.ts for its shape) and the lookups the
 * deployment model reads. Each lookup takes the catalog to read as its last argument, defaulting
 * to the shipped one (`RDS_CATALOG`); pass `catalog.rds` of a catalog with a user overlay applied.
 * Names are stable: the model depends on them.
 */
import type {
  AuroraInstanceOffer,
  AuroraPrices,
  ExtendedSupportBand,
  ExtendedSupportCharge,
  RdsCatalog,
  RdsClassSpec,
  RdsEngine,
  RdsInstanceOffer,
  RdsRegionPrices,
  RdsStoragePrices,
  RdsStorageRules,
} from './types.ts';
import { own } from '../../own.ts';
import { REGIONS } from '../regions.ts';
import { RDS_CLASSES } from './classes.ts';
import { RDS_STORAGE_RULES } from './storageRules.ts';
import { EXTENDED_SUPPORT_VERSIONS } from './extendedSupport.ts';
export { EXTENDED_SUPPORT_PRICED_ON } from './extendedSupport.ts';
import { US_EAST_1_RDS } from './prices/usEast1.ts';
import { regionalRdsPrices } from './prices/regional.ts';

export const RDS_CATALOG: RdsCatalog = {
  classes: RDS_CLASSES,
  storageRules: RDS_STORAGE_RULES,
  extendedSupport: EXTENDED_SUPPORT_VERSIONS,
  regions: Object.fromEntries(
    Object.values(REGIONS).map((r) => [
      r.id,
      r.id === 'us-east-1' ? US_EAST_1_RDS : regionalRdsPrices(r),
    ]),
  ),
};

/** The region's RDS/Aurora prices, or undefined if the catalog does not price that region. */
export function rdsRegion(
  region: string,
  rds: RdsCatalog = RDS_CATALOG,
): RdsRegionPrices | undefined {
  return own(rds.regions, region);
}

/** Region ids the RDS catalog prices, in catalog order. */
export function rdsRegionIds(rds: RdsCatalog = RDS_CATALOG): string[] {
  return Object.keys(rds.regions);
}

/** The class spec called `name` (e.g. `db.m6i.large`), or undefined. */
export function rdsClassSpec(
  name: string,
  rds: RdsCatalog = RDS_CATALOG,
): RdsClassSpec | undefined {
  return own(rds.classes, name);
}

/** Classes an engine sells and the region prices, smallest first within each family. */
export function rdsClassNames(
  engine: RdsEngine,
  region: string,
  rds: RdsCatalog = RDS_CATALOG,
): string[] {
  const r = rdsRegion(region, rds);
  if (!r) return [];
  const prices = engine === 'mysql' ? r.mysqlInstances : r.auroraInstances;
  return Object.values(rds.classes)
    .filter((c) => c.engines.includes(engine) && Object.hasOwn(prices, c.name))
    .map((c) => c.name);
}

function specFields(c: RdsClassSpec) {
  return {
    name: c.name,
    vCpu: c.vCpu,
    memoryGiB: c.memoryGiB,
    architecture: c.architecture,
    burstable: c.burstable,
    ebs: c.ebs,
    spec: { source: c.source, asOf: c.asOf, ...(c.note === undefined ? {} : { note: c.note }) },
  };
}

/** A class of `engine` joined with its price in `region` from the region's price table. */
function offer<P extends object>(
  engine: RdsEngine,
  region: string,
  name: string,
  rds: RdsCatalog,
  table: (r: RdsRegionPrices) => Record<string, P>,
) {
  const c = rdsClassSpec(name, rds);
  const r = rdsRegion(region, rds);
  const price = r ? own(table(r), name) : undefined;
  if (!c || !price || !c.engines.includes(engine)) return undefined;
  return { ...price, ...specFields(c), region };
}

/** An RDS for MySQL class with its price in `region`, or undefined if either is unknown. */
export function rdsInstanceClass(
  region: string,
  name: string,
  rds: RdsCatalog = RDS_CATALOG,
): RdsInstanceOffer | undefined {
  return offer('mysql', region, name, rds, (r) => r.mysqlInstances);
}

/** An Aurora MySQL class with its Standard and I/O-Optimized prices in `region`, or undefined. */
export function auroraInstanceClass(
  region: string,
  name: string,
  rds: RdsCatalog = RDS_CATALOG,
): AuroraInstanceOffer | undefined {
  return offer('aurora-mysql', region, name, rds, (r) => r.auroraInstances);
}

/** RDS for MySQL storage prices (Single-AZ) in `region`, or undefined. */
export function rdsStoragePrices(
  region: string,
  rds: RdsCatalog = RDS_CATALOG,
): RdsStoragePrices | undefined {
  return rdsRegion(region, rds)?.storage;
}

/** RDS for MySQL storage rules (all regions). */
export function rdsStorageRules(rds: RdsCatalog = RDS_CATALOG): RdsStorageRules {
  return rds.storageRules;
}

/** Aurora MySQL storage, I/O and instance prices in `region`, or undefined. */
export function auroraPrices(
  region: string,
  rds: RdsCatalog = RDS_CATALOG,
): AuroraPrices | undefined {
  const r = rdsRegion(region, rds);
  return r ? { region, storage: r.aurora, instances: r.auroraInstances } : undefined;
}

/** "8.0.35" → "8.0"; "5.7" → "5.7"; Aurora "3.05.2" → "8.0", "2.11.1" → "5.7". */
export function majorVersionOf(engine: RdsEngine, version: string): string {
  const [a = '', b = ''] = version.trim().split('.');
  if (engine === 'aurora-mysql' && (a === '2' || a === '3')) return a === '2' ? '5.7' : '8.0';
  return `${a}.${b}`;
}

/**
 * Extended Support of `engine` at `version` (a major version "5.7" or a full one "8.0.35") in
 * `region`: its bands with their $ per vCPU-hour. `null` when the version has no Extended Support
 * dates in the catalog (still in standard support), undefined when the region is not priced.
 */
export function extendedSupport(
  region: string,
  engine: RdsEngine,
  version: string,
  rds: RdsCatalog = RDS_CATALOG,
): ExtendedSupportCharge | null | undefined {
  const r = rdsRegion(region, rds);
  if (!r) return undefined;
  const major = majorVersionOf(engine, version);
  const v = rds.extendedSupport.find((e) => e.engine === engine && e.majorVersion === major);
  if (!v) return null;
  const rates = r.extendedSupport;
  const bands = v.bands.flatMap((b) => {
    const rate = own(rates.perVcpuHourUsd, b.label);
    return rate === undefined ? [] : [{ ...b, perVcpuHourUsd: rate }];
  });
  const notes = [v.note, rates.note].filter((n): n is string => n !== undefined);
  return {
    engine,
    majorVersion: major,
    standardSupportEnd: v.standardSupportEnd,
    bands,
    estimated: rates.estimated || v.note !== undefined,
    source: `${v.source}; rates: ${rates.source}`,
    asOf: rates.asOf < v.asOf ? rates.asOf : v.asOf,
    ...(notes.length === 0 ? {} : { note: notes.join(' ') }),
  };
}

/** The band in force on `date` (YYYY-MM-DD), or null before the first / after the last band. */
export function extendedSupportBandOn<B extends ExtendedSupportBand>(
  charge: { bands: B[] },
  date: string,
): B | null {
  return charge.bands.find((b) => b.from <= date && date <= b.to) ?? null;
}

export type * from './types.ts';
