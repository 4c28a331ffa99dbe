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
     * Set when the family has no published row in the sources: the row of this instance type
     * (same size, same published maximum bandwidth) was used as an estimate of the baseline
     * bandwidth and the IOPS; the maximum bandwidth is the type's own published figure.
     */
    estimateFrom?: string;
  };
  /** Instance store: devices × GB and published 4 KiB random read / write IOPS; null if none. */
  store: {
    devices: number;
    deviceSizeGB: number;
    readIops4k: number;
    writeIops4k: number;
    /** The type's published total size (GB) when the rest is an estimate. */
    totalGB?: number;
    /**
     * Set when no source publishes this type's device split and IOPS: the published row of this
     * instance type (same size, same total GB) was used as an estimate.
     */
    estimateFrom?: string;
  } | null;
  /** User guide page of vCPU, memory and store IOPS; null when they come from the autoscaler table. */
  specPage: string | null;
  /** On-demand Linux $/hour in us-east-1. */
  usEast1HourlyUsd: number;
}
