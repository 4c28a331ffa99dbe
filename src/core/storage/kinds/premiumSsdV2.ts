/**
 * Azure Premium SSD v2 (issue 38): size, IOPS and throughput provisioned apart, 3,000 IOPS and
 * 125 MB/s (119.2 MiB/s) included at any size, above 6 GiB up to 500 IOPS per GiB (80,000) and
 * 0.25 MB/s per IOPS (2,000 MB/s); priced per GiB-month, IOPS-month and MB/s-month above the
 * included figures, per region (src/core/catalog/clouds/disks.ts, with the pages and which
 * figures are estimates). The VM's uncached Premium SSD v2 caps bind it (its burst caps for a
 * startup).
 */
import {
  CLOUD_DISK_LIMITS,
  CLOUD_DISK_PRICES,
  MIBPS_PER_MBPS,
} from '../../catalog/clouds/disks.ts';
import { formatNumber } from '../../format/index.ts';
import {
  cloudDiskKind,
  int,
  itemsUsd,
  provisionedCaps,
  provisionedGrid,
  regionItems,
} from '../cloudDisk.ts';

const LIM = CLOUD_DISK_LIMITS['premium-ssd-v2'];
const PRICES = CLOUD_DISK_PRICES['premium-ssd-v2'];
const NAME = 'Premium SSD v2';

const items = regionItems(NAME, PRICES, LIM);

export const PREMIUM_SSD_V2 = cloudDiskKind({
  kind: 'premium-ssd-v2',
  cloud: 'azure',
  name: NAME,
  label: 'Premium SSD v2 (Azure managed disk)',
  provisions: { sizeGiB: true, iops: true, throughputMiBps: true, device: false },
  baselineIncluded: true,
  searchedByDefault: true,
  limits: LIM,
  capGroup: 'v2',
  caps: provisionedCaps,
  items,
  grid: (dataGiB, c, region) =>
    Object.hasOwn(PRICES, region)
      ? provisionedGrid('premium-ssd-v2', LIM, dataGiB, c, (v) => itemsUsd(items(v, region, '')))
      : [],
  // Azure provisions and bills throughput in MB/s (10^6 bytes/s): its words say MB/s.
  describe: (st) =>
    `${NAME} ${int(st.sizeGiB)} GiB, ${int(st.iops)} IOPS, ${formatNumber(st.throughputMiBps / MIBPS_PER_MBPS, 1)} MB/s`,
});
