/**
 * Azure Premium SSD (v1; issue 38): performance by size tier (P1 … P80). A disk performs and is
 * billed as the smallest tier that holds it: its IOPS and MB/s are the tier's, and tiers up to P20
 * burst on credits to 3,500 IOPS and 170 MB/s (for up to 30 minutes: a startup reads at the burst
 * figures, sustained QPS at the tier's). Nothing is provisioned apart from the size. The VM's
 * uncached disk caps bind it. Tiers and prices: src/core/catalog/clouds/disks.ts.
 */
import {
  CLOUD_DISK_LIMITS,
  CLOUD_DISKS_AS_OF,
  ESTIMATE,
  MIBPS_PER_MBPS,
  PREMIUM_SSD_TIER_USD,
  PREMIUM_SSD_TIERS,
} from '../../catalog/clouds/disks.ts';
import type { PremiumSsdTier } from '../../catalog/clouds/disks.ts';
import { cloudDiskKind, int } from '../cloudDisk.ts';
import { fmt, usd } from '../price.ts';
import type { CostDraft, StorageCandidate, VolumeCaps, VolumeFigures } from '../types.ts';

const LIM = CLOUD_DISK_LIMITS['premium-ssd'];
const PRICE_SOURCE = 'https://azure.microsoft.com/pricing/details/managed-disks/';

/** The tier a disk of `sizeGiB` is (the smallest that holds it; the largest beyond P80). */
export function premiumSsdTier(sizeGiB: number): { tier: PremiumSsdTier; index: number } {
  const index = PREMIUM_SSD_TIERS.findIndex((t) => t.sizeGiB >= sizeGiB);
  const i = index >= 0 ? index : PREMIUM_SSD_TIERS.length - 1;
  const tier = PREMIUM_SSD_TIERS[i] ?? PREMIUM_SSD_TIERS[0];
  if (!tier) throw new Error('no Premium SSD tiers');
  return { tier, index: i };
}

function tierUsd(region: string, index: number): number | undefined {
  const list = Object.hasOwn(PREMIUM_SSD_TIER_USD, region)
    ? PREMIUM_SSD_TIER_USD[region]
    : undefined;
  return list?.[index];
}

function items(v: VolumeFigures, region: string, prefix: string): CostDraft[] | undefined {
  const { tier, index } = premiumSsdTier(v.sizeGiB);
  const monthly = tierUsd(region, index);
  if (monthly === undefined) return undefined;
  return [
    {
      label: () =>
        `${prefix}Premium SSD ${tier.tier} (${fmt(tier.sizeGiB)} GiB tier for ${fmt(v.sizeGiB)} GiB) ${usd(monthly)}/month`,
      monthlyUsd: monthly,
      source: `${PRICE_SOURCE} (${region}, LRS)`,
      asOf: CLOUD_DISKS_AS_OF,
      note: ESTIMATE,
    },
  ];
}

function caps(v: VolumeFigures, sustained: boolean, out: VolumeCaps): VolumeCaps {
  const { tier } = premiumSsdTier(v.sizeGiB);
  out.iops = sustained ? tier.iops : tier.burstIops;
  out.mibps = (sustained ? tier.mbps : tier.burstMBps) * MIBPS_PER_MBPS;
  return out;
}

function grid(dataGiB: number, region: string, fixed?: number): StorageCandidate[] {
  return PREMIUM_SSD_TIERS.flatMap((t, i): StorageCandidate[] => {
    const monthly = tierUsd(region, i);
    const size = fixed ?? t.sizeGiB;
    if (
      monthly === undefined ||
      t.sizeGiB < dataGiB ||
      (fixed !== undefined && premiumSsdTier(fixed).index !== i)
    )
      return [];
    return [
      {
        kind: 'premium-ssd',
        sizeGiB: size,
        iops: t.iops,
        throughputMiBps: t.mbps * MIBPS_PER_MBPS,
        monthlyUsd: monthly,
      },
    ];
  });
}

export const PREMIUM_SSD = cloudDiskKind({
  kind: 'premium-ssd',
  cloud: 'azure',
  name: 'Premium SSD',
  label: 'Premium SSD (Azure managed disk, size tiers)',
  provisions: { sizeGiB: true, iops: false, throughputMiBps: false, device: false },
  baselineIncluded: false,
  searchedByDefault: true,
  limits: LIM,
  capGroup: 'disk',
  caps,
  items,
  grid: (dataGiB, c, region) => grid(Math.max(dataGiB, c.minSizeGiB ?? 0), region, c.sizeGiB),
  describe: (st) => {
    const { tier } = premiumSsdTier(st.sizeGiB);
    return `Premium SSD ${tier.tier} ${int(st.sizeGiB)} GiB (${int(tier.iops)} IOPS, ${int(tier.mbps)} MB/s)`;
  },
});
