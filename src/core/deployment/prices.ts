/**
 * The prices the RDS and Aurora cost model reads (issue 29), for one region: one seam between the
 * deployment model and the RDS catalog (src/core/catalog/rds; docs/catalog.md lists the sources).
 */
import type { Catalog, Sourced } from '../catalog/types.ts';
import type {
  AuroraInstancePrice,
  RdsCatalog,
  RdsEngine,
  RdsInstancePrice,
} from '../catalog/rds/index.ts';
import {
  EXTENDED_SUPPORT_PRICED_ON,
  RDS_CATALOG,
  extendedSupport,
  extendedSupportBandOn,
  rdsRegion,
} from '../catalog/rds/index.ts';
import { own } from '../own.ts';

export interface ManagedPrices {
  region: string;
  rdsClasses: Readonly<Record<string, RdsInstancePrice>>;
  auroraClasses: Readonly<Record<string, AuroraInstancePrice>>;
  /** The RDS catalog the prices come from (Extended Support is looked up in it). */
  rds: RdsCatalog;
}

/** The RDS catalog of `catalog` (a user's offer file may have replaced the shipped one). */
export function rdsCatalogOf(catalog: Catalog): RdsCatalog {
  return catalog.rds ?? RDS_CATALOG;
}

/** The RDS and Aurora prices of `region`, or undefined when the catalog has none for it. */
export function managedPrices(catalog: Catalog, region: string): ManagedPrices | undefined {
  const rds = rdsCatalogOf(catalog);
  const r = rdsRegion(region, rds);
  if (!r) return undefined;
  return {
    region,
    rdsClasses: r.mysqlInstances,
    auroraClasses: r.auroraInstances,
    rds,
  };
}

/** The RDS for MySQL price of DB class `name` in the region's list (own properties only). */
export function rdsClassPrice(p: ManagedPrices, name: string): RdsInstancePrice | undefined {
  return own(p.rdsClasses, name);
}

/** The Aurora MySQL price of DB class `name` in the region's list (own properties only). */
export function auroraClassPrice(p: ManagedPrices, name: string): AuroraInstancePrice | undefined {
  return own(p.auroraClasses, name);
}

/** RDS Extended Support of one MySQL version: the band charged and its rate. */
export interface ExtendedSupportRate extends Sourced {
  /** "5.7". */
  majorVersion: string;
  /** "Year 3 (2026-03-01 to 2027-02-28)". */
  band: string;
  perVcpuHourUsd: number;
}

/**
 * Extended Support of `version` on the deployment's engine in the price list's region: the band
 * in force on the catalog's pricing day (EXTENDED_SUPPORT_PRICED_ON, so the figure does not change
 * with the day the app runs), or undefined when the version is in standard support then.
 */
export function extendedSupportRate(
  p: ManagedPrices,
  deployment: 'rds' | 'aurora',
  version: string,
): ExtendedSupportRate | undefined {
  const engine: RdsEngine = deployment === 'rds' ? 'mysql' : 'aurora-mysql';
  const charge = extendedSupport(p.region, engine, version, p.rds);
  if (!charge) return undefined;
  const band = extendedSupportBandOn(charge, EXTENDED_SUPPORT_PRICED_ON);
  if (!band) return undefined;
  return {
    majorVersion: charge.majorVersion,
    band: `${band.label} (${band.from} to ${band.to})`,
    perVcpuHourUsd: band.perVcpuHourUsd,
    source: charge.source,
    asOf: charge.asOf,
    ...(charge.note === undefined ? {} : { note: charge.note }),
  };
}
