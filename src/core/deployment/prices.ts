/**
 * The prices the RDS and Aurora cost model reads (issue 29), for one region: one seam between
 * the deployment model and the catalog's RDS data (src/core/catalog). Every figure carries its
 * source and date.
 */
import type { Catalog, Sourced } from '../catalog/types.ts';
import { localManagedPrices } from '../catalog/managedLocal.ts';

/** One io2 IOPS tier on RDS: IOPS from `fromIops` (exclusive) to `toIops` (inclusive). */
export interface ManagedIopsTier {
  fromIops: number;
  toIops: number;
  perIopsMonthUsd: number;
}

/** RDS for MySQL storage prices, Single-AZ; Multi-AZ × `multiAzFactor`. */
export interface RdsStoragePriceList extends Sourced {
  gp2PerGiBMonthUsd: number;
  gp3PerGiBMonthUsd: number;
  gp3PerIopsMonthUsd: number;
  gp3PerMiBpsMonthUsd: number;
  io1PerGiBMonthUsd: number;
  io1PerIopsMonthUsd: number;
  io2PerGiBMonthUsd: number;
  io2IopsTiers: ManagedIopsTier[];
  multiAzFactor: number;
}

/** Aurora MySQL storage and I/O prices. */
export interface AuroraPriceList extends Sourced {
  standardPerGiBMonthUsd: number;
  standardPerMillionIoUsd: number;
  ioOptimizedPerGiBMonthUsd: number;
  /** I/O-Optimized instance price ÷ Standard (1.3). */
  ioOptimizedInstanceFactor: number;
}

/** A DB instance class's RDS for MySQL price: Single-AZ and Multi-AZ $/hour. */
export interface RdsClassPrice extends Sourced {
  hourlyUsd: number;
  hourlyUsdMultiAz: number;
}

/** A DB instance class's Aurora MySQL price: Standard and I/O-Optimized $/hour. */
export interface AuroraClassPrice extends Sourced {
  standardHourlyUsd: number;
  ioOptimizedHourlyUsd: number;
}

/** RDS Extended Support of one MySQL major version: the rate today, $ per vCPU-hour. */
export interface ExtendedSupportRate extends Sourced {
  /** "5.7". */
  majorVersion: string;
  /** "Year 3 (from 2026-03-01)". */
  band: string;
  perVcpuHourUsd: number;
}

export interface ManagedPrices {
  region: string;
  rdsStorage: RdsStoragePriceList;
  aurora: AuroraPriceList;
  rdsClasses: Readonly<Record<string, RdsClassPrice>>;
  auroraClasses: Readonly<Record<string, AuroraClassPrice>>;
  /** Extended Support rates by engine and major version; absent: the version is in standard support. */
  extendedSupport: Readonly<
    Record<'rds' | 'aurora', Readonly<Record<string, ExtendedSupportRate>>>
  >;
}

/** The RDS and Aurora prices of `region`, or undefined when the catalog has none for it. */
export function managedPrices(catalog: Catalog, region: string): ManagedPrices | undefined {
  return localManagedPrices(catalog, region);
}

/** The RDS for MySQL price of DB class `name` in the region's list (own properties only). */
export function rdsClassPrice(p: ManagedPrices, name: string): RdsClassPrice | undefined {
  return Object.hasOwn(p.rdsClasses, name) ? p.rdsClasses[name] : undefined;
}

/** The Aurora MySQL price of DB class `name` in the region's list (own properties only). */
export function auroraClassPrice(p: ManagedPrices, name: string): AuroraClassPrice | undefined {
  return Object.hasOwn(p.auroraClasses, name) ? p.auroraClasses[name] : undefined;
}
