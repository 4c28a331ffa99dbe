/**
 * Shapes of the Azure and Google Cloud catalog (issue 38): a VM size as the generator writes it
 * (scripts/generate-cloud-catalog.mjs), a managed disk kind's limits and its prices in a region.
 * Every figure carries its source and date; a figure recalled rather than read from a stored copy
 * of its page is marked (`estimate`, `note`).
 */
import type { Cloud } from '../../scenario/types.ts';
import type { Sourced } from '../types.ts';

/** One VM size (Azure) or machine type (Google Cloud) as generated from the source tables. */
export interface CloudVmRow {
  cloud: Exclude<Cloud, 'aws'>;
  name: string;
  family: string;
  vcpu: number;
  memoryGiB: number;
  /** The processor the vendor names for the size ("Intel Xeon Platinum 8370C (Ice Lake)"). */
  processor: string;
  /**
   * The VM's disk caps: Azure's uncached (remote) Premium SSD IOPS and MiB/s, sustained and burst
   * (`mbps`, `burstMBps`: as Microsoft publishes them, 10^6 bytes/s); Google Cloud's per-machine
   * Hyperdisk IOPS and MiB/s (no burst: `burst*` equal the caps).
   */
  disk: VmDiskCaps;
  /** Azure: the caps for Premium SSD v2 and Ultra Disk where the size lists them apart; null: `disk`. */
  v2Disk: VmDiskCaps | null;
  /** Google Cloud: the machine's Persistent Disk (pd-ssd, pd-balanced) caps; null: no PD. */
  pdDisk: { iops: number; mibps: number } | null;
  /** Local NVMe (Lsv3, Lasv3) or Local SSD (-lssd, z3) it comes with; null: none. */
  local: { devices: number; deviceSizeGB: number; readIops4k: number } | null;
  /** Linux on-demand (pay-as-you-go) $/hour by region id. */
  hourlyUsd: Record<string, number>;
  /** The pages the row was read from; `*Estimate`: recalled from that page, not read. */
  source: { size: string; price: string; sizeEstimate: boolean; priceEstimate: boolean };
}

/** A VM's disk caps, sustained and burst, MiB/s (and MB/s where the vendor publishes MB/s). */
export interface VmDiskCaps {
  iops: number;
  mibps: number;
  burstIops: number;
  burstMiBps: number;
  mbps?: number;
  burstMBps?: number;
}

/** One region of Azure or Google Cloud the catalog prices. */
export interface CloudRegionInfo {
  cloud: Exclude<Cloud, 'aws'>;
  id: string;
  name: string;
  /** How prices are given there: USD, with the vendor's currency note. */
  currencyNote: string;
}

/** Size, IOPS and throughput rules of a managed disk kind (one vendor page each). */
export interface CloudDiskLimits extends Sourced {
  minSizeGiB: number;
  maxSizeGiB: number;
  /** IOPS included at no charge (Premium SSD v2: 3,000), or the least that can be provisioned. */
  baselineIops: number;
  maxIops: number;
  /** At most this many IOPS per GiB of size (0: no such rule). */
  maxIopsPerGiB: number;
  /** Size above which the per-GiB rule no longer binds the baseline (Premium SSD v2: 6 GiB). */
  baselineMiBps: number;
  maxMiBps: number;
  /** At most this many MiB/s per provisioned IOPS (0: no such rule). */
  maxMiBpsPerIops: number;
  /** Typical single-reader 4 KiB read latency the vendor publishes or describes, microseconds. */
  readLatencyUs: number;
  /** Where the latency figure comes from (it is an estimate from the vendor's words when noted). */
  latencySource: string;
  /**
   * Azure: the throughput figures as Microsoft publishes them, MB/s (10^6 bytes/s); the MiB/s
   * fields above are these converted. Absent: the vendor publishes MiB/s (Google Cloud).
   */
  publishedMBps?: { baseline: number; max: number; perIops: number };
}

/** A kind's prices in one region, USD. */
export interface CloudDiskPrices extends Sourced {
  perGiBMonthUsd: number;
  /** Per provisioned IOPS-month above the included IOPS (0: not priced apart). */
  perIopsMonthUsd: number;
  /** Per provisioned MiB/s-month above the included throughput (0: not priced apart). */
  perMiBpsMonthUsd: number;
  /** Azure bills throughput per MB/s-month (10^6 bytes/s): the published price, when it does. */
  perMBpsMonthUsd?: number;
}
