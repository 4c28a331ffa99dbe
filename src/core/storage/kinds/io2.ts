/**
 * io2: an EBS volume with provisioned IOPS (up to 1,000 per GiB), bandwidth following the IOPS,
 * IOPS priced in tiers. Limits and prices from the catalog, each with its AWS page.
 */
import { ebsKind, int } from '../ebs.ts';
import { gridValues, minVolumeGiB, sizeForIops } from '../grid.ts';
import { fmt as int2, tierText, tieredIopsUsd } from '../price.ts';
import type { StorageCandidate } from '../types.ts';
import { ebsMinSizeForIops } from '../volumeRules.ts';

/** io2 IOPS grid step. */
export const IO2_IOPS_STEP = 500;

export const IO2 = ebsKind({
  kind: 'io2',
  label: 'io2 (EBS provisioned IOPS)',
  provisions: { sizeGiB: true, iops: true, throughputMiBps: false, device: false },
  searchedByDefault: true,
  // Startup k-sweeps ran on io2 too; its read rates were not measured (docs/model.md §uncertainty).
  measured: { rates: false, reader: true },
  // fio runs on gp3 and io2 measured its limiter's short burst (devices/limiter.ts).
  limiterBucket: true,
  limits: (catalog) => catalog.ebsLimits.io2,
  caps: (v, lim, _sustained, out) => {
    const perIops = lim.maxMiBpsPerIops > 0 ? lim.maxMiBpsPerIops : lim.maxIoSizeKiB / 1024;
    out.iops = v.iops;
    out.mibps = Math.min(lim.maxMiBps, v.iops * perIops);
    return out;
  },
  capName: 'io2',
  telemetryIops: (iops) => `${int(iops)} provisioned io2 IOPS`,
  telemetryMiBps: (mibps) => `${int(mibps)} MiB/s io2 limit`,
  storagePerGiBMonthUsd: (p) => p.io2StoragePerGiBMonthUsd,
  extraItems: (v, p, _catalog, prefix, src) => [
    {
      label: () => `${prefix}io2 IOPS ${int2(v.iops)}: ${tierText(v.iops, p.io2IopsTiers)}`,
      monthlyUsd: tieredIopsUsd(v.iops, p.io2IopsTiers),
      ...src,
    },
  ],
  searchCandidates: (catalog, prices, dataGiB, c) => {
    const out: StorageCandidate[] = [];
    const lim = catalog.ebsLimits.io2;
    const base = minVolumeGiB(dataGiB, lim.minSizeGiB);
    const first = Math.max(lim.baselineIops, IO2_IOPS_STEP);
    for (const iops of gridValues(c.iops, first, lim.maxIops, IO2_IOPS_STEP)) {
      const size = sizeForIops(iops, lim, base, dataGiB, c);
      if (size === null || size > lim.maxSizeGiB) continue;
      out.push({
        kind: 'io2',
        sizeGiB: size,
        iops,
        throughputMiBps: 0,
        monthlyUsd:
          size * prices.io2StoragePerGiBMonthUsd + tieredIopsUsd(iops, prices.io2IopsTiers),
      });
    }
    return out;
  },
  provisionedUsd: {
    iops: (from, to, p) => tieredIopsUsd(to, p.io2IopsTiers) - tieredIopsUsd(from, p.io2IopsTiers),
  },
  storageAdvice: (st, catalog) => {
    const lim = catalog.ebsLimits.io2;
    return [1000, 4000].map((add) => {
      const iops = Math.min(lim.maxIops, st.iops + add);
      const size = Math.max(st.sizeGiB, ebsMinSizeForIops(lim, iops));
      return {
        kind: 'io2-iops',
        change: `+${int(iops - st.iops)} IOPS${size > st.sizeGiB ? ` (and ${int(size)} GiB, which that needs)` : ''}`,
        patch: { storage: { iops, sizeGiB: size } },
      };
    });
  },
  describe: (st) => `io2 ${int(st.sizeGiB)} GiB, ${int(st.iops)} IOPS`,
});
