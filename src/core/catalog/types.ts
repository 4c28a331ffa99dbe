/**
 * Catalog data: prices, limits and instance types. Every figure carries where it came from
 * (`source`, a URL or document name) and when it was read (`asOf`, YYYY-MM-DD); the UI, the CLI and
 * the report show them. No price or limit literal may appear outside src/core/catalog.
 */

import type { RdsCatalog } from './rds/types.ts';
import type { Cloud } from '../scenario/types.ts';

import type { Sourced } from './sourced.ts';

export type { Sourced } from './sourced.ts';

export type EbsKind = 'gp3' | 'io2' | 'gp2';

/** AWS limits of one EBS volume type (region-independent). */
export interface EbsLimits extends Sourced {
  kind: EbsKind;
  minSizeGiB: number;
  maxSizeGiB: number;
  /** IOPS included at no extra charge (gp3: 3,000), or the minimum (io2: 100). */
  baselineIops: number;
  maxIops: number;
  /** Maximum provisioned IOPS per GiB of size (gp3: 500, io2: 1,000); gp2: IOPS it earns per GiB (3). */
  iopsPerGiB: number;
  /** Throughput included (gp3: 125 MiB/s). */
  baselineMiBps: number;
  maxMiBps: number;
  /** gp3: at most 0.25 MiB/s per provisioned IOPS. 0 where the rule does not apply. */
  maxMiBpsPerIops: number;
  /** IO size up to which one IO counts as one operation (256 KiB for SSD volumes). */
  maxIoSizeKiB: number;
  /** Typical single-thread random-read latency of a warm volume, microseconds. */
  readLatencyUs: number;
  /**
   * IOPS a volume can burst to on I/O credits when its earned IOPS are lower (gp2: 3,000 for
   * volumes under 1 TiB, credits for at least 30 minutes). 0 where the type has no burst.
   */
  burstIops: number;
  /**
   * Size from which the volume delivers `maxMiBps` without burst credits (gp2: 334 GiB; smaller
   * volumes get `baselineMiBps`). 0 where throughput does not depend on size.
   */
  fullThroughputSizeGiB: number;
}

/** One tier of io2 IOPS pricing: IOPS from `fromIops` (exclusive) up to `toIops` (inclusive). */
export interface IopsTier {
  fromIops: number;
  toIops: number;
  perIopsMonthUsd: number;
}

/** EBS prices in one region. */
export interface EbsPrices extends Sourced {
  /** $ per GB-month (AWS bills per GiB: 1 TiB = 1,024 GB). */
  gp3StoragePerGiBMonthUsd: number;
  /** $ per provisioned IOPS-month above gp3's baseline. */
  gp3IopsPerMonthUsd: number;
  /** $ per provisioned MiB/s-month above gp3's baseline. */
  gp3ThroughputPerMiBpsMonthUsd: number;
  io2StoragePerGiBMonthUsd: number;
  io2IopsTiers: IopsTier[];
  gp2StoragePerGiBMonthUsd: number;
  /** Fast Snapshot Restore: $ per snapshot per AZ per hour (billed per minute, 1 h minimum). */
  fsrPerHourUsd: number;
  /** Provisioned-rate volume initialization: $ per GiB initialized (one-time). */
  initializationPerGiBUsd: number;
  /**
   * AWS bills provisioned-rate initialization as (rate for the Region) × (GiB of snapshot data) ×
   * (MiB/s requested); `initializationPerGiBUsd` is that product at this rate, MiB/s.
   * Optional so hand-built catalogs may omit it.
   */
  initializationRateMiBps?: number;
  /**
   * Caveat of the initialization price alone (how it is known), shown with that cost item; the
   * region-wide `note` covers the other figures. Optional.
   */
  initializationNote?: string;
}

/** EC2 instance type (region-independent facts); also an Azure VM size or a Compute Engine machine type (issue 38). */
export interface InstanceType extends Sourced {
  /**
   * The cloud the type belongs to (absent: AWS). On Azure `ebs` holds the VM's uncached disk caps
   * (baseline: sustained, max: burst); on Google Cloud the machine's Hyperdisk caps (no burst),
   * and `pdDisk` its Persistent Disk caps.
   */
  cloud?: Cloud;
  /** The processor the vendor names for it (Azure and Google Cloud rows). */
  processor?: string;
  /** Google Cloud: the machine's Persistent Disk read IOPS and MiB/s; null: it cannot attach PD. */
  pdDisk?: { iops: number; mibps: number } | null;
  /**
   * Azure: the caps for Premium SSD v2 and Ultra Disk where the size lists them apart from
   * Premium SSD's (Ebdsv5, Edsv6), sustained and burst, MiB/s; absent: `ebs`'s.
   */
  v2Disk?: { iops: number; mibps: number; burstIops: number; burstMiBps: number };
  /** e.g. `m6id.xlarge`. */
  name: string;
  /** e.g. `m6id`. */
  family: string;
  /** e.g. `xlarge`. */
  size: string;
  vcpu: number;
  memoryGiB: number;
  /** EBS-optimized ceilings: baseline and burst (burst lasts ≥30 min once a day). */
  ebs: {
    baselineIops: number;
    maxIops: number;
    baselineMiBps: number;
    maxMiBps: number;
    /**
     * The same bandwidth ceilings as AWS publishes them, in MB/s (decimal: 10^6 bytes/s).
     * `baselineMiBps` = `baselineMBps` × 10^6 / 2^20. Optional so hand-built catalogs may omit them.
     */
    baselineMBps?: number;
    maxMBps?: number;
    /**
     * Set when these ceilings are an estimate rather than the type's published row: says what
     * they were taken from. Shown wherever the ceilings are shown. Absent when published.
     */
    estimateNote?: string;
  };
  /** CPU architecture (`x86_64` or `arm64`). Optional so hand-built catalogs may omit it. */
  architecture?: 'x86_64' | 'arm64';
  /** Local NVMe instance store, if the type has one (`*d` types, i4i). */
  instanceStore: {
    devices: number;
    /** Size of one device, GB (decimal, as AWS publishes it). */
    deviceSizeGB: number;
    /** Published 4 KiB random read IOPS of the whole instance store. */
    readIops4k: number;
    /** Published 4 KiB random write IOPS. */
    writeIops4k: number;
    /**
     * Set when the device split and IOPS are an estimate rather than the type's published row:
     * says what they were taken from. Shown wherever they are shown. Absent when published.
     */
    estimateNote?: string;
  } | null;
}

/** On-demand Linux price of an instance type in a region. */
export interface InstancePrice extends Sourced {
  hourlyUsd: number;
  /**
   * Effective hourly price of a standard Reserved Instance with no upfront payment, 1- and
   * 3-year terms, where the source gives them (the AWS offer file's `terms.Reserved`, through
   * `catalog update`). Absent when the catalog has no such price.
   */
  reserved1yHourlyUsd?: number;
  reserved3yHourlyUsd?: number;
}

export interface RegionCatalog {
  /** e.g. `us-east-1`, `eastus`, `us-central1`. */
  id: string;
  /**
   * The region's cloud (absent: AWS; issue 38). An Azure or Google Cloud region has no EBS: its
   * `ebs` prices are zero and name the cloud's disk price page; its disk kinds price themselves.
   */
  cloud?: Cloud;
  /** How its prices are given (USD, and the vendor's note on other currencies). */
  currencyNote?: string;
  /** e.g. `US East (N. Virginia)`. */
  name: string;
  ebs: EbsPrices;
  /** Instance type name → price. */
  instancePrices: Record<string, InstancePrice>;
}

/** Amazon EBS Provisioned Rate for Volume Initialization: the rates AWS accepts (all regions). */
export interface VolumeInitializationLimits extends Sourced {
  /** Slowest rate AWS accepts, MiB/s (100). */
  minRateMiBps: number;
  /** Fastest rate AWS accepts, MiB/s (300): the rate the model's `initialize` remedy uses. */
  maxRateMiBps: number;
}

/** How Fast Snapshot Restore is enabled and billed (region-independent rules). */
export interface FastSnapshotRestoreRules extends Sourced {
  /** Time to optimize a snapshot once FSR is enabled, minutes per TiB of snapshot data (60). */
  optimizeMinutesPerTiB: number;
  /** Billed per minute with this minimum per enablement, hours (1). */
  minimumBilledHours: number;
}

/** How long an EBS-optimized instance can run at its maximum (burst) EBS ceilings. */
export interface InstanceEbsBurst extends Sourced {
  /** Minutes of maximum performance available at least once every 24 hours (30). */
  minutesPerDay: number;
}

/** A measured figure (not an AWS-published limit): the value and where it was measured. */
export interface Measurement extends Sourced {
  value: number;
}

/** Measurements the model embeds, each with its source (not AWS limits, not prices). */
export interface Measurements {
  /**
   * Read latency of a first touch of a block on a volume freshly restored from a snapshot (lazy
   * loading from S3), as one buffered reader sees it, microseconds.
   */
  restoredFirstReadLatencyUs: Measurement;
}

export interface Catalog {
  /** Hours in a month used for instance cost (AWS uses 730). */
  hoursPerMonth: number;
  ebsLimits: Record<EbsKind, EbsLimits>;
  instances: Record<string, InstanceType>;
  regions: Record<string, RegionCatalog>;
  /** Accepted range of the provisioned initialization rate. */
  volumeInitialization: VolumeInitializationLimits;
  /** Duration of the instance EBS burst. */
  instanceEbsBurst: InstanceEbsBurst;
  /** How Fast Snapshot Restore is enabled and billed. */
  fastSnapshotRestore: FastSnapshotRestoreRules;
  /** Measurements embedded in the model (not AWS figures). */
  measurements: Measurements;
  /**
   * RDS for MySQL and Aurora MySQL classes and prices (src/core/catalog/rds). Optional so
   * hand-built catalogs may omit it; read it through the lookups of rds/index.ts.
   */
  rds?: RdsCatalog;
}
