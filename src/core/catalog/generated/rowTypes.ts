/** Shapes of the generated catalog data (src/core/catalog/generated/awsInstances.ts). */

/** A source file of the generator: repository, path, commit and dates. */
export interface GeneratedSource {
  repo: string;
  path: string;
  commit: string;
  /** Commit date (ISO 8601). */
  commitDate: string;
  /** The file's own date stamp (generation or last-update date), or the commit date. */
  fileDate: string;
}

/** One instance type as the generator wrote it. */
export interface GeneratedInstanceRow {
  name: string;
  family: string;
  size: string;
  vcpu: number;
  memoryGiB: number;
  architecture: 'x86_64' | 'arm64';
  /** EBS-optimized ceilings: bandwidth in Mbps and MB/s (= Mbps / 8), IOPS at 16 KiB. */
  ebs: {
    baselineMbps: number;
    maxMbps: number;
    baselineMBps: number;
    maxMBps: number;
    baselineIops: number;
    maxIops: number;
    /**
     * Set when the family has no published row in the sources: the row of this instance type was
     * used as an estimate (same Nitro generation and size).
     */
    estimateFrom?: string;
  };
  /** Instance store: devices × GB and published 4 KiB random read / write IOPS; null if none. */
  store: { devices: number; deviceSizeGB: number; readIops4k: number; writeIops4k: number } | null;
  /** User guide page of vCPU, memory and store IOPS; null when they come from the autoscaler table. */
  specPage: string | null;
  /** On-demand Linux $/hour in us-east-1. */
  usEast1HourlyUsd: number;
}
