/**
 * Google Cloud Hyperdisk Balanced (issue 38): size, IOPS and throughput provisioned apart, 3,000 IOPS
 * and 140 MiB/s included at any size, up to 500 IOPS per GiB (160,000), 0.25 MiB/s per IOPS (2,400 MiB/s);
 * priced per GiB-month, IOPS-month and MiB/s-month above the included figures, per region
 * (src/core/catalog/clouds/disks.ts, with the pages and which figures are estimates). The VM's
 * Hyperdisk caps per machine type bind it (no burst).
 */
import { CLOUD_DISK_LIMITS, CLOUD_DISK_PRICES } from '../../catalog/clouds/disks.ts';
import {
  cloudDiskKind,
  int,
  itemsUsd,
  provisionedCaps,
  provisionedGrid,
  regionItems,
} from '../cloudDisk.ts';

const LIM = CLOUD_DISK_LIMITS['hyperdisk-balanced'];
const PRICES = CLOUD_DISK_PRICES['hyperdisk-balanced'];
const NAME = 'Hyperdisk Balanced';

const items = regionItems(NAME, PRICES, LIM);

export const HYPERDISK_BALANCED = cloudDiskKind({
  kind: 'hyperdisk-balanced',
  cloud: 'gcp',
  name: NAME,
  label: 'Hyperdisk Balanced (Google Cloud)',
  provisions: { sizeGiB: true, iops: true, throughputMiBps: true, device: false },
  baselineIncluded: true,
  searchedByDefault: true,
  limits: LIM,
  capGroup: 'disk',
  caps: provisionedCaps,
  items,
  grid: (dataGiB, c, region) =>
    Object.hasOwn(PRICES, region)
      ? provisionedGrid('hyperdisk-balanced', LIM, dataGiB, c, (v) =>
          itemsUsd(items(v, region, '')),
        )
      : [],
  describe: (st) =>
    `${NAME} ${int(st.sizeGiB)} GiB, ${int(st.iops)} IOPS, ${int(st.throughputMiBps)} MiB/s`,
});
