/**
 * The managed disk kinds of Azure and Google Cloud (issue 38): their size, IOPS and throughput
 * rules, read latency and prices per region, each with its vendor page and date. Figures read from
 * a stored copy of the page carry no note; figures recalled from the named page carry
 * `note: ESTIMATE` (docs/clouds.md lists which is which).
 *
 * Units: Google Cloud publishes MiB/s. Azure publishes disk and VM throughput in MB/s, "where
 * MB/s = 10^6 Bytes per second" (disks-types.md, Ultra Disk throughput; the size tables say the
 * same): the limits below hold MiB/s converted from those MB/s (`publishedMBps` keeps the
 * published figures for the words), and Azure's throughput is billed per MB/s (`perMBpsMonthUsd`).
 */
import type { CloudDiskLimits, CloudDiskPrices } from './types.ts';

export const CLOUD_DISKS_AS_OF = '2026-11-29';

/** MiB/s in one MB/s (10^6 bytes/s). */
export const MIBPS_PER_MBPS = 1e6 / 2 ** 20;

/**
 * The note of a figure recalled from its vendor page rather than read from a stored copy (shown
 * after "Estimate:" with a price, or in an instance type's estimate notes).
 */
export const ESTIMATE =
  'recalled from the vendor page named, not read from a stored copy of it (2026-11-29); check before relying on it';

const AZ_TYPES =
  'https://learn.microsoft.com/azure/virtual-machines/disks-types (read from MicrosoftDocs/azure-compute-docs articles/virtual-machines/disks-types.md, ms.date 08/11/2026, commit 18c531e)';
const AZ_PRICES = 'https://azure.microsoft.com/pricing/details/managed-disks/';
const GCP_HDB = 'https://cloud.google.com/compute/docs/disks/hd-types/hyperdisk-balanced';
const GCP_HDX = 'https://cloud.google.com/compute/docs/disks/hd-types/hyperdisk-extreme';
const GCP_PD = 'https://cloud.google.com/compute/docs/disks/performance';
const GCP_PRICES = 'https://cloud.google.com/compute/disks-image-pricing';
const GCP_LSSD = 'https://cloud.google.com/compute/docs/disks/local-ssd';
/** Google's per-GiB and baseline Persistent Disk figures as its gcpdiag tool holds them. */
const GCP_PD_READ =
  'read from GoogleCloudPlatform/gcpdiag gcpdiag/runbook/gce/disk_performance_benchmark/limits_per_gb.json, commit 9f84bc0, 2024-08-08';

/** Azure's and Google's words for latency, as a single-reader 4 KiB read figure. */
const SUB_MS =
  'ESTIMATE: the vendor says the disk is designed for "submillisecond latency" (AZ_TYPES; GCP_HDB "sub-millisecond latencies"); taken as 0.5 ms for a warm 4 KiB read (an EBS gp3 read is 330 µs), with an uncalibrated device\'s range';

export type CloudDiskKindId =
  | 'premium-ssd-v2'
  | 'ultra-disk'
  | 'premium-ssd'
  | 'hyperdisk-balanced'
  | 'hyperdisk-extreme'
  | 'pd-ssd'
  | 'pd-balanced';

const mb = (v: number): number => v * MIBPS_PER_MBPS;

/**
 * Limits of each managed disk kind. Premium SSD v2's, Ultra Disk's and Premium SSD's read from
 * Microsoft's "Azure managed disk types" (AZ_TYPES): Premium SSD v2 1 GiB to 64 TiB, 3,000 IOPS
 * and 125 MB/s free, above 6 GiB up to 500 IOPS per GiB (80,000) and 0.25 MB/s per IOPS
 * (2,000 MB/s); Ultra Disk 4 GiB to 64 TiB, 100 to 400,000 IOPS at 1,000 per GiB, 1 MB/s to
 * 10,000 MB/s at 0.25 MB/s per IOPS; Premium SSD to 32,767 GiB, 20,000 IOPS, 900 MB/s. Hyperdisk
 * Balanced's included 3,000 IOPS and 140 MiB/s and its 160,000 IOPS and 2,400 MiB/s maxima read
 * from Google's "About Hyperdisk Balanced" (a stored copy of the page, 2026-11-29); its per-GiB and
 * per-IOPS rules and the other Google Cloud kinds' figures are recalled (ESTIMATE).
 */
export const CLOUD_DISK_LIMITS: Record<CloudDiskKindId, CloudDiskLimits> = {
  'premium-ssd-v2': {
    minSizeGiB: 1,
    maxSizeGiB: 65536,
    baselineIops: 3000,
    maxIops: 80000,
    maxIopsPerGiB: 500,
    baselineMiBps: mb(125),
    maxMiBps: mb(2000),
    maxMiBpsPerIops: mb(0.25),
    publishedMBps: { baseline: 125, max: 2000, perIops: 0.25 },
    readLatencyUs: 500,
    latencySource: SUB_MS,
    source: `${AZ_TYPES} (Premium SSD v2: 3,000 IOPS and 125 MB/s free; up to 500 IOPS per GiB, 80,000; 0.25 MB/s per IOPS, 2,000 MB/s)`,
    asOf: CLOUD_DISKS_AS_OF,
  },
  'ultra-disk': {
    minSizeGiB: 4,
    maxSizeGiB: 65536,
    baselineIops: 100,
    maxIops: 400000,
    maxIopsPerGiB: 1000,
    baselineMiBps: mb(1),
    maxMiBps: mb(10000),
    maxMiBpsPerIops: mb(0.25),
    publishedMBps: { baseline: 1, max: 10000, perIops: 0.25 },
    readLatencyUs: 400,
    latencySource: SUB_MS,
    source: `${AZ_TYPES} (Ultra Disk: 4 GiB to 64 TiB; 100 to 400,000 IOPS at 1,000 per GiB; 1 to 10,000 MB/s at 0.25 MB/s per IOPS; billed per GiB)`,
    asOf: CLOUD_DISKS_AS_OF,
  },
  'premium-ssd': {
    minSizeGiB: 4,
    maxSizeGiB: 32767,
    baselineIops: 120,
    maxIops: 20000,
    maxIopsPerGiB: 0,
    baselineMiBps: mb(25),
    maxMiBps: mb(900),
    maxMiBpsPerIops: 0,
    publishedMBps: { baseline: 25, max: 900, perIops: 0 },
    readLatencyUs: 1000,
    latencySource:
      'ESTIMATE: Microsoft says Premium SSDs are "designed to provide the single-digit millisecond latencies" (AZ_TYPES); taken as 1 ms for a warm read',
    source: `${AZ_TYPES} (Premium SSD: size tiers P1-P80, maxima 32,767 GiB, 20,000 IOPS, 900 MB/s)`,
    asOf: CLOUD_DISKS_AS_OF,
  },
  'hyperdisk-balanced': {
    minSizeGiB: 4,
    maxSizeGiB: 65536,
    baselineIops: 3000,
    maxIops: 160000,
    maxIopsPerGiB: 500,
    baselineMiBps: 140,
    maxMiBps: 2400,
    maxMiBpsPerIops: 0.25,
    readLatencyUs: 500,
    latencySource: SUB_MS,
    source: `${GCP_HDB} (3,000 IOPS and 140 MiB/s included; up to 160,000 IOPS and 2,400 MiB/s; 500 IOPS per GiB and 0.25 MiB/s per IOPS are recalled)`,
    asOf: CLOUD_DISKS_AS_OF,
  },
  'hyperdisk-extreme': {
    minSizeGiB: 64,
    maxSizeGiB: 65536,
    baselineIops: 2500,
    maxIops: 350000,
    maxIopsPerGiB: 1000,
    baselineMiBps: 0,
    maxMiBps: 5000,
    maxMiBpsPerIops: 0.25,
    readLatencyUs: 400,
    latencySource: SUB_MS,
    source: `${GCP_HDX} (ESTIMATE: 64 GiB to 64 TiB, 2,500 to 350,000 IOPS at most 1,000 per GiB, throughput following the IOPS)`,
    asOf: CLOUD_DISKS_AS_OF,
    note: ESTIMATE,
  },
  'pd-ssd': {
    minSizeGiB: 10,
    maxSizeGiB: 65536,
    baselineIops: 6000,
    maxIops: 100000,
    maxIopsPerGiB: 30,
    baselineMiBps: 240,
    maxMiBps: 1200,
    maxMiBpsPerIops: 0,
    readLatencyUs: 1000,
    latencySource:
      'ESTIMATE: Google says pd-ssd is "designed for latency under 10 ms" (cloud.google.com/compute/docs/disks/performance); taken as 1 ms for a warm read',
    source: `${GCP_PD} (per disk 6,000 IOPS and 240 MiB/s plus 30 IOPS and 0.48 MiB/s per GiB: ${GCP_PD_READ}; sizes and maxima 100,000 IOPS, 1,200 MiB/s: ESTIMATE)`,
    asOf: CLOUD_DISKS_AS_OF,
    note: ESTIMATE,
  },
  'pd-balanced': {
    minSizeGiB: 10,
    maxSizeGiB: 65536,
    baselineIops: 3000,
    maxIops: 80000,
    maxIopsPerGiB: 6,
    baselineMiBps: 140,
    maxMiBps: 1200,
    maxMiBpsPerIops: 0,
    readLatencyUs: 1000,
    latencySource:
      'ESTIMATE: as pd-ssd (Google publishes no separate latency for pd-balanced); 1 ms for a warm read',
    source: `${GCP_PD} (per disk 3,000 IOPS and 140 MiB/s plus 6 IOPS and 0.28 MiB/s per GiB: ${GCP_PD_READ}; sizes and maxima 80,000 IOPS, 1,200 MiB/s: ESTIMATE)`,
    asOf: CLOUD_DISKS_AS_OF,
    note: ESTIMATE,
  },
};

/** Throughput that pd-ssd and pd-balanced add per GiB of size, MiB/s (GCP_PD, read: GCP_PD_READ). */
export const PD_MIBPS_PER_GIB: Record<'pd-ssd' | 'pd-balanced', number> = {
  'pd-ssd': 0.48,
  'pd-balanced': 0.28,
};

/** One Premium SSD (v1) size tier: its size, IOPS and MB/s (as published: 10^6 bytes/s), credit burst. */
export interface PremiumSsdTier {
  tier: string;
  sizeGiB: number;
  iops: number;
  mbps: number;
  /** Credit-based burst (P20 and smaller: 3,500 IOPS and 170 MB/s for up to 30 minutes). */
  burstIops: number;
  burstMBps: number;
}

/**
 * Premium SSD (v1) tiers: a disk is billed and performs as the smallest tier that holds it. P10,
 * P15, P20, P30, P40, P50 IOPS and MB/s read from Microsoft's unmanaged/premium disk pricing page
 * (azure.microsoft.com/pricing/details/storage/unmanaged-disks/, stored copy, 2026-11-29); the
 * others and the burst figures are recalled from AZ_TYPES (ESTIMATE).
 */
export const PREMIUM_SSD_TIERS: readonly PremiumSsdTier[] = [
  { tier: 'P1', sizeGiB: 4, iops: 120, mbps: 25, burstIops: 3500, burstMBps: 170 },
  { tier: 'P2', sizeGiB: 8, iops: 120, mbps: 25, burstIops: 3500, burstMBps: 170 },
  { tier: 'P3', sizeGiB: 16, iops: 120, mbps: 25, burstIops: 3500, burstMBps: 170 },
  { tier: 'P4', sizeGiB: 32, iops: 120, mbps: 25, burstIops: 3500, burstMBps: 170 },
  { tier: 'P6', sizeGiB: 64, iops: 240, mbps: 50, burstIops: 3500, burstMBps: 170 },
  { tier: 'P10', sizeGiB: 128, iops: 500, mbps: 100, burstIops: 3500, burstMBps: 170 },
  { tier: 'P15', sizeGiB: 256, iops: 1100, mbps: 125, burstIops: 3500, burstMBps: 170 },
  { tier: 'P20', sizeGiB: 512, iops: 2300, mbps: 150, burstIops: 3500, burstMBps: 170 },
  { tier: 'P30', sizeGiB: 1024, iops: 5000, mbps: 200, burstIops: 5000, burstMBps: 200 },
  { tier: 'P40', sizeGiB: 2048, iops: 7500, mbps: 250, burstIops: 7500, burstMBps: 250 },
  { tier: 'P50', sizeGiB: 4096, iops: 7500, mbps: 250, burstIops: 7500, burstMBps: 250 },
  { tier: 'P60', sizeGiB: 8192, iops: 16000, mbps: 500, burstIops: 16000, burstMBps: 500 },
  { tier: 'P70', sizeGiB: 16384, iops: 18000, mbps: 750, burstIops: 18000, burstMBps: 750 },
  { tier: 'P80', sizeGiB: 32767, iops: 20000, mbps: 900, burstIops: 20000, burstMBps: 900 },
];

/** Premium SSD tier prices a month by region (LRS), USD, in PREMIUM_SSD_TIERS order. ESTIMATE. */
export const PREMIUM_SSD_TIER_USD: Record<string, readonly number[]> = {
  eastus: [
    0.6, 1.2, 2.4, 4.81, 9.29, 17.92, 34.56, 66.56, 122.88, 235.52, 450.56, 860.16, 1638.4, 3276.8,
  ],
  westeurope: [
    0.68, 1.35, 2.7, 5.28, 10.21, 19.71, 38.01, 73.22, 135.17, 259.05, 495.57, 946.08, 1802.04,
    3604.08,
  ],
};

/** Azure's prices: per GiB-month, IOPS-month and MB/s-month (as billed; per MiB/s derived). */
const azure = (
  perGiB: number,
  perIops: number,
  perMBps: number,
  region: string,
): CloudDiskPrices => ({
  perGiBMonthUsd: perGiB,
  perIopsMonthUsd: perIops,
  perMiBpsMonthUsd: perMBps / MIBPS_PER_MBPS,
  perMBpsMonthUsd: perMBps,
  source: `${AZ_PRICES} (${region}, LRS)`,
  asOf: CLOUD_DISKS_AS_OF,
  note: ESTIMATE,
});

/**
 * Google's capacity prices read from the pricing.yml of Cyclenerd/google-cloud-pricing-cost-calculator
 * (commit fd66b26, generated 2026-07-30 from Google's Cloud Billing Catalog API; `compute.storage`
 * `ssd`, `balanced`, `hyperdisk-extreme`), which `node scripts/generate-cloud-catalog.mjs
 * --gcp-prices` prints to check these against. It holds no Hyperdisk Balanced SKUs and no
 * provisioned IOPS or throughput prices.
 */
const GCP_PRICES_READ = `${GCP_PRICES} (read from the pricing.yml of Cyclenerd/google-cloud-pricing-cost-calculator, commit fd66b26, generated 2026-07-30 from the Cloud Billing Catalog API)`;

/** A Google disk price: `note` says which part is an estimate (null: every figure read). */
const gcp = (
  perGiB: number,
  perIops: number,
  perMiBps: number,
  region: string,
  note: string | null = ESTIMATE,
): CloudDiskPrices => ({
  perGiBMonthUsd: perGiB,
  perIopsMonthUsd: perIops,
  perMiBpsMonthUsd: perMiBps,
  source: `${note === ESTIMATE ? GCP_PRICES : GCP_PRICES_READ} (${region})`,
  asOf: CLOUD_DISKS_AS_OF,
  ...(note === null ? {} : { note }),
});

const HDX_IOPS_ESTIMATE = `the per-GiB price is read (${GCP_PRICES_READ}); the per-IOPS price is ${ESTIMATE}`;

/**
 * Prices of the provisioned kinds by region: per GiB-month, per IOPS-month and per MiB/s-month
 * above what the kind includes (Premium SSD's are its tiers, above). Google's pd-ssd and
 * pd-balanced prices and Hyperdisk Extreme's per-GiB price are read (GCP_PRICES_READ). ESTIMATE:
 * the rest, recalled from the vendors' price pages: the stored copies of azure.microsoft.com's
 * managed-disks page render no figures ("$-"), and no stored source held Hyperdisk Balanced's or
 * the provisioned IOPS and throughput prices (searched 2026-11-29: docs and pages corpora,
 * GitHub repositories of Azure and Google price data).
 */
export const CLOUD_DISK_PRICES: Record<
  Exclude<CloudDiskKindId, 'premium-ssd'>,
  Record<string, CloudDiskPrices>
> = {
  'premium-ssd-v2': {
    eastus: azure(0.0812, 0.00488, 0.0401, 'East US'),
    westeurope: azure(0.0894, 0.00537, 0.0441, 'West Europe'),
  },
  'ultra-disk': {
    eastus: azure(0.1198, 0.0497, 0.6985, 'East US'),
    westeurope: azure(0.1318, 0.0547, 0.7684, 'West Europe'),
  },
  'hyperdisk-balanced': {
    'us-central1': gcp(0.08, 0.005, 0.04, 'us-central1'),
    'europe-west1': gcp(0.088, 0.0055, 0.044, 'europe-west1'),
  },
  'hyperdisk-extreme': {
    'us-central1': gcp(0.125, 0.032, 0, 'us-central1', HDX_IOPS_ESTIMATE),
    'europe-west1': gcp(0.138, 0.0352, 0, 'europe-west1', HDX_IOPS_ESTIMATE),
  },
  // pd-ssd and pd-balanced are priced by capacity alone: read (GCP_PRICES_READ).
  'pd-ssd': {
    'us-central1': gcp(0.17, 0, 0, 'us-central1', null),
    'europe-west1': gcp(0.17, 0, 0, 'europe-west1', null),
  },
  'pd-balanced': {
    'us-central1': gcp(0.1, 0, 0, 'us-central1', null),
    'europe-west1': gcp(0.1, 0, 0, 'europe-west1', null),
  },
};

/**
 * Google Cloud Local SSD comes in disks of a fixed size, as many as the machine type has: 375 GiB
 * (Titanium SSD of Z3: 3,000 GiB). GCP_LSSD; Google's GKE API reference, "Each local SSD is 375 GB
 * in size" (https://docs.cloud.google.com/java/docs/reference/google-cloud-container/2.31.0/com.google.container.v1beta1.LocalNvmeSsdBlockConfigOrBuilder,
 * last updated 2026-06-19); the -lssd types come with a set number (c3-standard-8-lssd: 2,
 * https://docs.cloud.google.com/compute/docs/disks/add-local-ssd). scripts/generate-cloud-catalog.mjs
 * refuses a machine row with another disk size.
 */
export const GCP_LOCAL_SSD_DISK_GIB: readonly number[] = [375, 3000];

/** The rule a Local SSD size follows, in words (the refusal of a size names it). */
export const GCP_LOCAL_SSD_RULE =
  "Local SSD comes in 375 GiB disks (Z3: 3,000 GiB), as many as the machine type has: its size is the machine's (c3-standard-8-lssd: 2 × 375 GiB); for more, choose a larger -lssd type";

/** Local NVMe and Local SSD come with the VM's price (Lsv3, Lasv3, -lssd, z3). */
export const LOCAL_DISK_SOURCES = {
  azure: `${AZ_TYPES} and https://learn.microsoft.com/azure/virtual-machines/sizes/storage-optimized/lsv3-series (local NVMe included in the VM price)`,
  gcp: `${GCP_LSSD} (Local SSD of -lssd and Z3 machine types, included in their price)`,
};

/** Hyperdisk Extreme needs a large machine: at least this many vCPUs (ESTIMATE, GCP_HDX). */
export const HYPERDISK_EXTREME_MIN_VCPU = 64;
