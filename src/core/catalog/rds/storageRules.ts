/**
 * RDS for MySQL storage rules (all regions), as the RDS user guide's "Amazon RDS DB instance
 * storage" page states them for MySQL: gp3 includes 3,000 IOPS and 125 MiB/s below 400 GiB (not
 * adjustable there) and 12,000 IOPS and 500 MiB/s from 400 GiB, where RDS stripes the storage over
 * four volumes and up to 64,000 IOPS and 4,000 MiB/s can be provisioned; io1 and io2 take 1,000 to
 * 256,000 IOPS at 0.5–50 (io1) or 0.5–1,000 (io2) IOPS per GiB; gp2 earns 3 IOPS per GiB.
 */
import type { RdsStorageRules } from './types.ts';
import { RDS_STORAGE_URL } from './sources.ts';

export const RDS_STORAGE_RULES: RdsStorageRules = {
  minSizeGiB: { gp2: 20, gp3: 20, io1: 100, io2: 100 },
  maxSizeGiB: 65536,
  gp3: {
    stripeThresholdGiB: 400,
    smallIops: 3000,
    smallMiBps: 125,
    largeIops: 12000,
    largeMiBps: 500,
    maxIops: 64000,
    maxMiBps: 4000,
    maxMiBpsPerIops: 0.25,
  },
  gp2: { iopsPerGiB: 3, minIops: 100, burstIops: 3000, maxIops: 64000 },
  io1: { minIops: 1000, maxIops: 256000, minIopsPerGiB: 0.5, maxIopsPerGiB: 50 },
  io2: { minIops: 1000, maxIops: 256000, minIopsPerGiB: 0.5, maxIopsPerGiB: 1000 },
  source: RDS_STORAGE_URL,
  asOf: '2026-11-27',
};
