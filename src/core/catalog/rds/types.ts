/**
 * Catalog data of Amazon RDS for MySQL and Aurora MySQL: DB instance classes, their hourly
 * prices, RDS storage (gp2, gp3, io1, io2) prices and rules, Aurora storage and I/O prices, and
 * RDS Extended Support charges. Every figure carries its `source` and `asOf` (and a `note` when it
 * is derived or recalled); docs/catalog.md lists them.
 *
 * Shape (stable: the deployment model reads it through the lookups of ./index.ts):
 *
 *   RdsCatalog
 *   ├─ classes: name → RdsClassSpec            (region-independent: vCPU, memory, EBS limits,
 *   │                                            which engines sell it)
 *   ├─ storageRules: RdsStorageRules           (region-independent: gp3's included IOPS/MiB/s
 *   │                                            below and from 400 GiB, size and IOPS limits)
 *   ├─ extendedSupport: ExtendedSupportVersion[] (engine versions past standard support and the
 *   │                                            dates of each Extended Support year band)
 *   └─ regions: id → RdsRegionPrices
 *        ├─ mysqlInstances: class → RdsInstancePrice    (Single-AZ and Multi-AZ $/hour)
 *        ├─ auroraInstances: class → AuroraInstancePrice (Standard and I/O-Optimized $/hour)
 *        ├─ storage: RdsStoragePrices                   (gp2/gp3/io1/io2, Single-AZ $/month)
 *        ├─ aurora: AuroraStoragePrices                 (per GB-month, per million I/O)
 *        └─ extendedSupport: ExtendedSupportRates       ($ per vCPU-hour by year band)
 *
 * Lookups (./index.ts) join a class with its price in a region:
 *   rdsInstanceClass(region, 'db.m6i.large')  → RdsInstanceOffer | undefined
 *   auroraInstanceClass(region, 'db.r6g.large') → AuroraInstanceOffer | undefined
 *   rdsStoragePrices(region)                  → RdsStoragePrices | undefined
 *   auroraPrices(region)                      → AuroraPrices | undefined
 *   extendedSupport(region, engine, version)  → ExtendedSupportCharge | null | undefined
 */
import type { Sourced } from '../sourced.ts';

/** The two engines this catalog prices. */
export type RdsEngine = 'mysql' | 'aurora-mysql';

/** RDS storage types for MySQL (Aurora has its own cluster storage, see AuroraStoragePrices). */
export type RdsStorageKind = 'gp2' | 'gp3' | 'io1' | 'io2';

/** Aurora cluster storage configuration. */
export type AuroraStorageConfig = 'standard' | 'io-optimized';

/** A figure's provenance plus whether it is an estimate (derived, not read from a price list). */
export interface PricedFigure extends Sourced {
  /** True when the figure is derived or recalled rather than read from a cited price list. */
  estimated: boolean;
}

/**
 * The EBS ceilings of a DB instance class (RDS for MySQL storage is EBS; Aurora's is not, but
 * the instance's network to its storage has the same published bandwidth). Taken from the EC2
 * instance type the class runs on (db.m6i.large → m6i.large): RDS's "DB instance class hardware
 * specifications" list the same EBS-optimized figures.
 */
export interface RdsClassEbs {
  baselineIops: number;
  maxIops: number;
  baselineMiBps: number;
  maxMiBps: number;
  /** Set when the EC2 row these ceilings come from is itself an estimate (see InstanceType). */
  estimateNote?: string;
}

/** A DB instance class (region-independent facts). */
export interface RdsClassSpec extends Sourced {
  /** e.g. `db.m6i.large`. */
  name: string;
  /** The EC2 instance type it runs on, e.g. `m6i.large`. */
  ec2Type: string;
  /** e.g. `m6i`. */
  family: string;
  /** e.g. `large`. */
  size: string;
  vCpu: number;
  memoryGiB: number;
  architecture: 'x86_64' | 'arm64';
  /** Burstable (db.t3, db.t4g): CPU credits; not for sustained load. */
  burstable: boolean;
  ebs: RdsClassEbs;
  /** Engines that sell this class (RDS for MySQL, Aurora MySQL, or both). */
  engines: readonly RdsEngine[];
}

/**
 * Reserved DB instance prices (standard, 1- and 3-year), effective $/hour, where the source gives
 * them (an AmazonRDS offer file's `terms.Reserved`; the shipped catalog has none). No upfront
 * where AWS sells it; otherwise the upfront term's effective hourly price (the upfront fee over
 * the term's hours plus the hourly fee), which `reservedUpfront` names with its fee.
 */
export interface ReservedDbPrices {
  reserved1yHourlyUsd?: number;
  reserved3yHourlyUsd?: number;
  /** Reserved field → how it was paid, for a price read from an upfront term. */
  reservedUpfront?: Partial<
    Record<string, { purchaseOption: 'Partial Upfront' | 'All Upfront'; upfrontUsd: number }>
  >;
}

/** On-demand (and Reserved) price of a DB instance class for RDS for MySQL in one region. */
export interface RdsInstancePrice extends PricedFigure, ReservedDbPrices {
  /** Single-AZ $/hour. */
  hourlyUsd: number;
  /** Multi-AZ (one standby) $/hour: the primary and the standby. */
  hourlyUsdMultiAz: number;
  /** Multi-AZ Reserved effective $/hour (the Single-AZ ones are `reserved1yHourlyUsd`, …). */
  reserved1yHourlyUsdMultiAz?: number;
  reserved3yHourlyUsdMultiAz?: number;
}

/** On-demand (and Reserved) price of a DB instance class for Aurora MySQL in one region. */
export interface AuroraInstancePrice extends PricedFigure, ReservedDbPrices {
  /** Aurora Standard $/hour (per instance: writer or reader). */
  standardHourlyUsd: number;
  /** Aurora I/O-Optimized $/hour (AWS: 30% above Standard). */
  ioOptimizedHourlyUsd: number;
  /** I/O-Optimized Reserved effective $/hour (the Standard ones are `reserved1yHourlyUsd`, …). */
  ioOptimizedReserved1yHourlyUsd?: number;
  ioOptimizedReserved3yHourlyUsd?: number;
}

/** What every class offer holds besides its prices: the class's facts in the region. */
export interface RdsClassOfferBase extends PricedFigure {
  name: string;
  region: string;
  vCpu: number;
  memoryGiB: number;
  architecture: 'x86_64' | 'arm64';
  burstable: boolean;
  ebs: RdsClassEbs;
  /** The class's own (spec) provenance; the offer's `source`/`asOf` are the price's. */
  spec: Sourced;
}

/** A class joined with its RDS for MySQL price in a region (what the model reads). */
export interface RdsInstanceOffer
  extends RdsClassOfferBase, Omit<RdsInstancePrice, keyof PricedFigure> {}

/** A class joined with its Aurora MySQL prices in a region. */
export interface AuroraInstanceOffer
  extends RdsClassOfferBase, Omit<AuroraInstancePrice, keyof PricedFigure> {}

/** One io tier: IOPS from `fromIops` (exclusive) to `toIops` (inclusive). */
export interface RdsIopsTier {
  fromIops: number;
  toIops: number;
  perIopsMonthUsd: number;
}

/** RDS for MySQL storage prices in one region, Single-AZ (Multi-AZ × `multiAzFactor`). */
export interface RdsStoragePrices extends PricedFigure {
  gp2PerGiBMonthUsd: number;
  gp3PerGiBMonthUsd: number;
  /** $ per provisioned IOPS-month above the included IOPS (see RdsStorageRules.gp3). */
  gp3PerIopsMonthUsd: number;
  /** $ per provisioned MiB/s-month above the included throughput. */
  gp3PerMiBpsMonthUsd: number;
  io1PerGiBMonthUsd: number;
  io1PerIopsMonthUsd: number;
  io2PerGiBMonthUsd: number;
  /** io2 Block Express IOPS price by tier (one tier where the region has a flat price). */
  io2IopsTiers: RdsIopsTier[];
  /** Multi-AZ (one standby) storage, IOPS and throughput price ÷ Single-AZ (2: twice the volumes). */
  multiAzFactor: number;
  /** Multi-AZ instance price ÷ Single-AZ for MySQL (2: a standby of the same class). */
  multiAzInstanceFactor: number;
}

/** Aurora MySQL storage and I/O prices in one region. */
export interface AuroraStoragePrices extends PricedFigure {
  standardPerGiBMonthUsd: number;
  /** Aurora Standard: $ per million I/O requests (reads and writes of the cluster volume). */
  standardPerMillionIoUsd: number;
  ioOptimizedPerGiBMonthUsd: number;
  /** Aurora I/O-Optimized: no I/O charge (0). */
  ioOptimizedPerMillionIoUsd: number;
  /** I/O-Optimized instance price ÷ Standard (1.3). */
  ioOptimizedInstanceFactor: number;
}

/** What auroraPrices(region) returns: storage/I/O prices and every class's instance prices. */
export interface AuroraPrices {
  region: string;
  storage: AuroraStoragePrices;
  instances: Record<string, AuroraInstancePrice>;
}

/** One band of Extended Support (e.g. years 1-2, year 3) and its dates. */
export interface ExtendedSupportBand {
  /** "Year 1-2", "Year 3". */
  label: string;
  /** First day charged at this band's rate, YYYY-MM-DD (inclusive). */
  from: string;
  /** Last day of the band, YYYY-MM-DD (inclusive). */
  to: string;
}

/** An engine major version and when its standard support ends (region-independent). */
export interface ExtendedSupportVersion extends Sourced {
  engine: RdsEngine;
  /** Major version as users name it: "5.7", "8.0" (Aurora MySQL v2 is "5.7", v3 is "8.0"). */
  majorVersion: string;
  /** Last day of standard support, YYYY-MM-DD. */
  standardSupportEnd: string;
  /** Extended Support bands in date order; empty when AWS has not published them. */
  bands: ExtendedSupportBand[];
}

/** Extended Support $ per vCPU-hour in one region, by band label. */
export interface ExtendedSupportRates extends PricedFigure {
  /** Band label ("Year 1-2", "Year 3") → $ per vCPU-hour (Multi-AZ: per vCPU of each instance). */
  perVcpuHourUsd: Record<string, number>;
}

/** What extendedSupport(region, engine, version) returns for a version past standard support. */
export interface ExtendedSupportCharge extends PricedFigure {
  engine: RdsEngine;
  majorVersion: string;
  standardSupportEnd: string;
  bands: (ExtendedSupportBand & { perVcpuHourUsd: number })[];
}

/** RDS for MySQL storage rules (region-independent). */
export interface RdsStorageRules extends Sourced {
  /** Allocated storage limits of RDS for MySQL, GiB (gp2/gp3: 20–65,536; io1/io2: 100–65,536). */
  minSizeGiB: Record<RdsStorageKind, number>;
  maxSizeGiB: number;
  gp3: {
    /** From this size RDS stripes over four volumes and includes the larger baseline (400 GiB). */
    stripeThresholdGiB: number;
    /** Included below the threshold, not adjustable there (3,000 IOPS, 125 MiB/s). */
    smallIops: number;
    smallMiBps: number;
    /** Included from the threshold, and the minimum there (12,000 IOPS, 500 MiB/s). */
    largeIops: number;
    largeMiBps: number;
    /** Provisionable maxima from the threshold (64,000 IOPS, 4,000 MiB/s). */
    maxIops: number;
    maxMiBps: number;
    /** Throughput at most this × IOPS (0.25 MiB/s per IOPS, as EBS gp3). */
    maxMiBpsPerIops: number;
  };
  gp2: {
    /** Baseline IOPS per GiB (3), minimum (100), burst (3,000 below 1 TiB), maximum (64,000 striped). */
    iopsPerGiB: number;
    minIops: number;
    burstIops: number;
    maxIops: number;
  };
  io1: { minIops: number; maxIops: number; minIopsPerGiB: number; maxIopsPerGiB: number };
  io2: { minIops: number; maxIops: number; minIopsPerGiB: number; maxIopsPerGiB: number };
}

/** One region's RDS and Aurora prices. */
export interface RdsRegionPrices {
  id: string;
  name: string;
  mysqlInstances: Record<string, RdsInstancePrice>;
  auroraInstances: Record<string, AuroraInstancePrice>;
  storage: RdsStoragePrices;
  aurora: AuroraStoragePrices;
  extendedSupport: ExtendedSupportRates;
}

export interface RdsCatalog {
  classes: Record<string, RdsClassSpec>;
  storageRules: RdsStorageRules;
  extendedSupport: readonly ExtendedSupportVersion[];
  regions: Record<string, RdsRegionPrices>;
}
