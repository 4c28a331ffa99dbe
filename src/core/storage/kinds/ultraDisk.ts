/**
 * Azure Ultra Disk (issue 38): size, IOPS and throughput provisioned apart (4 GiB to 64 TiB, 100 to
 * 400,000 IOPS at most 1,000 per GiB, up to 10,000 MB/s at most 0.25 MB/s per IOPS), every IOPS
 * and MB/s priced (nothing included), the size billed as the next billed size
 * (ULTRA_BILLED_SIZES_GIB, then 1,024 GiB steps). The VM's uncached disk caps bind it.
 */
import {
  CLOUD_DISK_LIMITS,
  CLOUD_DISK_PRICES,
  ULTRA_BILLED_SIZES_GIB,
} from '../../catalog/clouds/disks.ts';
import type { CloudDiskLimits } from '../../catalog/clouds/types.ts';
import {
  cloudDiskKind,
  int,
  itemsUsd,
  provisionedCaps,
  provisionedGrid,
  provisionedItems,
} from '../cloudDisk.ts';
import type { VolumeFigures } from '../types.ts';

const LIM = CLOUD_DISK_LIMITS['ultra-disk'];
const PRICES = CLOUD_DISK_PRICES['ultra-disk'];
const NAME = 'Ultra Disk';
/** Nothing is included: every provisioned IOPS and MB/s is billed. */
const BILLED_ALL: CloudDiskLimits = { ...LIM, baselineIops: 0, baselineMiBps: 0 };

/** The size an Ultra Disk of `sizeGiB` is billed as. */
export function ultraBilledGiB(sizeGiB: number): number {
  const step = ULTRA_BILLED_SIZES_GIB.find((g) => g >= sizeGiB);
  const last = ULTRA_BILLED_SIZES_GIB.at(-1) ?? 1024;
  return step ?? Math.ceil(sizeGiB / last) * last;
}

function items(v: VolumeFigures, region: string, prefix: string) {
  const p = Object.hasOwn(PRICES, region) ? PRICES[region] : undefined;
  return p
    ? provisionedItems(NAME, v, p, BILLED_ALL, prefix, ultraBilledGiB(v.sizeGiB))
    : undefined;
}

export const ULTRA_DISK = cloudDiskKind({
  kind: 'ultra-disk',
  cloud: 'azure',
  name: NAME,
  label: 'Ultra Disk (Azure managed disk)',
  provisions: { sizeGiB: true, iops: true, throughputMiBps: true, device: false },
  baselineIncluded: false,
  searchedByDefault: false,
  limits: LIM,
  capGroup: 'disk',
  caps: provisionedCaps,
  items,
  grid: (dataGiB, c, region) =>
    Object.hasOwn(PRICES, region)
      ? provisionedGrid('ultra-disk', LIM, dataGiB, c, (v) => itemsUsd(items(v, region, '')))
      : [],
  describe: (st) =>
    `${NAME} ${int(st.sizeGiB)} GiB, ${int(st.iops)} IOPS, ${int(st.throughputMiBps)} MiB/s`,
});
