/**
 * RDS for MySQL gp2 (General Purpose SSD, previous generation; issue 29; RDS User Guide, "Amazon
 * RDS DB instance storage"): 20 GiB to 64 TiB, 3 IOPS per GiB earned from the size (at least 100,
 * at most 64,000 over RDS's striped volumes), bursting to 3,000 IOPS on credits below 1 TiB;
 * storage per GB-month only, at the region's RDS prices. Throughput follows EC2 gp2's rule
 * (one volume's: 250 MiB/s from 334 GiB; ASSUMPTION for RDS's striped volumes, docs/deployments.md).
 */
import type { Catalog } from '../../catalog/types.ts';
import { int } from '../ebs.ts';
import { rdsKind, rdsRules } from '../rds.ts';
import type { StorageCandidate, VolumeLimits } from '../types.ts';
import { gp2Caps } from './gp2.ts';

/** Sizes the search tries, as multiples of the size holding the data (gp2's IOPS grow with it). */
const RDS_GP2_SIZE_FACTORS = [1, 1.5, 2, 3, 5, 8];

function limits(catalog: Catalog): VolumeLimits {
  const r = rdsRules(catalog);
  return {
    ...catalog.ebsLimits.gp2,
    kind: 'rds-gp2',
    minSizeGiB: r.minSizeGiB.gp2,
    maxSizeGiB: r.maxSizeGiB,
    baselineIops: r.gp2.minIops,
    maxIops: r.gp2.maxIops,
    iopsPerGiB: r.gp2.iopsPerGiB,
    burstIops: r.gp2.burstIops,
    source: r.source,
    asOf: r.asOf,
  };
}

export const RDS_GP2 = rdsKind({
  kind: 'rds-gp2',
  family: 'gp2',
  label: 'gp2 (RDS, IOPS from size)',
  provisions: { sizeGiB: true, iops: false, throughputMiBps: false, device: false },
  searchedByDefault: false,
  measured: { rates: false, reader: true },
  limits,
  // EC2 gp2's rule with RDS's limits (64,000 IOPS over its striped volumes).
  caps: gp2Caps,
  capIopsSuffix: (sustained) => (sustained ? ' (baseline)' : ' (burst)'),
  telemetryIops: (iops, v) => `${int(iops)} RDS gp2 baseline (${int(v.sizeGiB)} GiB) IOPS`,
  telemetryMiBps: (mibps) => `${int(mibps)} MiB/s RDS gp2 limit`,
  perGiB: (p) => p.gp2PerGiBMonthUsd,
  grid: (catalog, p, dataGiB, c) => {
    const lim = limits(catalog);
    const need = Math.max(lim.minSizeGiB, c.minSizeGiB ?? 0, Math.ceil(dataGiB * 1.15));
    const sizes =
      c.sizeGiB !== undefined
        ? [c.sizeGiB]
        : [...new Set(RDS_GP2_SIZE_FACTORS.map((f) => Math.ceil(need * f)))];
    return sizes
      .filter((size) => size >= dataGiB && size <= lim.maxSizeGiB)
      .map((size): StorageCandidate => ({
        kind: 'rds-gp2',
        sizeGiB: size,
        iops: 0,
        throughputMiBps: 0,
        monthlyUsd: size * p.gp2PerGiBMonthUsd,
      }));
  },
  describe: (st) => `gp2 ${int(st.sizeGiB)} GiB`,
});
