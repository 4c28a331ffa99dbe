/**
 * Azure Ultra Disk (issue 38): size, IOPS and throughput provisioned apart (4 GiB to 64 TiB, 100 to
 * 400,000 IOPS at most 1,000 per GiB, 1 to 10,000 MB/s at most 0.25 MB/s per IOPS), every IOPS and
 * MB/s priced (nothing included), the size billed per GiB (Microsoft's "Azure managed disk types":
 * "billed on a per GiB ratio"). The VM's uncached Premium SSD v2/Ultra Disk caps bind it.
 */
import {
  CLOUD_DISK_LIMITS,
  CLOUD_DISK_PRICES,
  MIBPS_PER_MBPS,
} from '../../catalog/clouds/disks.ts';
import { formatNumber } from '../../format/index.ts';
import type { CloudDiskLimits } from '../../catalog/clouds/types.ts';
import {
  cloudDiskKind,
  int,
  itemsUsd,
  provisionedCaps,
  provisionedGrid,
  regionItems,
} from '../cloudDisk.ts';

const LIM = CLOUD_DISK_LIMITS['ultra-disk'];
const PRICES = CLOUD_DISK_PRICES['ultra-disk'];
const NAME = 'Ultra Disk';
/** Nothing is included: every provisioned IOPS and MB/s is billed. */
const BILLED_ALL: CloudDiskLimits = {
  ...LIM,
  baselineIops: 0,
  baselineMiBps: 0,
  publishedMBps: { baseline: 0, max: 10000, perIops: 0.25 },
};

const items = regionItems(NAME, PRICES, BILLED_ALL);

export const ULTRA_DISK = cloudDiskKind({
  kind: 'ultra-disk',
  cloud: 'azure',
  name: NAME,
  label: 'Ultra Disk (Azure managed disk)',
  provisions: { sizeGiB: true, iops: true, throughputMiBps: true, device: false },
  baselineIncluded: false,
  searchedByDefault: false,
  limits: LIM,
  capGroup: 'v2',
  caps: provisionedCaps,
  items,
  grid: (dataGiB, c, region) =>
    Object.hasOwn(PRICES, region)
      ? provisionedGrid('ultra-disk', LIM, dataGiB, c, (v) => itemsUsd(items(v, region, '')))
      : [],
  // Azure provisions and bills throughput in MB/s (10^6 bytes/s): its words say MB/s.
  describe: (st) =>
    `${NAME} ${int(st.sizeGiB)} GiB, ${int(st.iops)} IOPS, ${formatNumber(st.throughputMiBps / MIBPS_PER_MBPS, 1)} MB/s`,
});
