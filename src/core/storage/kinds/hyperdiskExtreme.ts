/**
 * Google Cloud Hyperdisk Extreme (issue 38): size and IOPS provisioned (64 GiB to 64 TiB, 2,500 to
 * 350,000 IOPS at most 1,000 per GiB), throughput following the IOPS (0.25 MiB/s per IOPS, up to
 * 5,000 MiB/s), every IOPS priced; only on machines of at least 64 vCPUs
 * (HYPERDISK_EXTREME_MIN_VCPU). The machine's Hyperdisk caps bind it. ESTIMATE figures:
 * src/core/catalog/clouds/disks.ts.
 */
import {
  CLOUD_DISK_LIMITS,
  CLOUD_DISK_PRICES,
  HYPERDISK_EXTREME_MIN_VCPU,
} from '../../catalog/clouds/disks.ts';
import type { CloudDiskLimits } from '../../catalog/clouds/types.ts';
import { cloudDiskKind, int, itemsUsd, provisionedGrid, regionItems } from '../cloudDisk.ts';
import type { VolumeCaps, VolumeFigures } from '../types.ts';

const LIM = CLOUD_DISK_LIMITS['hyperdisk-extreme'];
const PRICES = CLOUD_DISK_PRICES['hyperdisk-extreme'];
const NAME = 'Hyperdisk Extreme';
const BILLED_ALL: CloudDiskLimits = { ...LIM, baselineIops: 0 };

function caps(v: VolumeFigures, _sustained: boolean, out: VolumeCaps): VolumeCaps {
  out.iops = v.iops;
  out.mibps = Math.min(LIM.maxMiBps, v.iops * LIM.maxMiBpsPerIops);
  return out;
}

const items = regionItems(NAME, PRICES, BILLED_ALL);

export const HYPERDISK_EXTREME = cloudDiskKind({
  kind: 'hyperdisk-extreme',
  cloud: 'gcp',
  name: NAME,
  label: 'Hyperdisk Extreme (Google Cloud)',
  provisions: { sizeGiB: true, iops: true, throughputMiBps: false, device: false },
  baselineIncluded: false,
  searchedByDefault: false,
  limits: LIM,
  capGroup: 'disk',
  caps,
  items,
  grid: (dataGiB, c, region) =>
    Object.hasOwn(PRICES, region)
      ? provisionedGrid(
          'hyperdisk-extreme',
          { ...LIM, maxMiBpsPerIops: 0, baselineMiBps: 0, maxMiBps: 0 },
          dataGiB,
          { ...c, throughputMiBps: 0 },
          (v) => itemsUsd(items(v, region, '')),
        )
      : [],
  unavailableOn: (inst) =>
    inst && inst.vcpu < HYPERDISK_EXTREME_MIN_VCPU
      ? {
          limit: 'hyperdisk-extreme.minVcpu',
          text: `Hyperdisk Extreme needs a machine of at least ${HYPERDISK_EXTREME_MIN_VCPU} vCPUs, and ${inst.name} has ${inst.vcpu}`,
          nearestValid: 'hyperdisk-balanced',
        }
      : null,
  describe: (st) => `${NAME} ${int(st.sizeGiB)} GiB, ${int(st.iops)} IOPS`,
});
