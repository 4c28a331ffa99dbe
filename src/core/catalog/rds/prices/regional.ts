/**
 * RDS and Aurora prices for the shipped regions other than us-east-1, none of which has a cited
 * regional RDS price list: every figure is DERIVED from us-east-1 and marked `estimated`, with the
 * rule in its note (the same rule the EC2 catalog uses for regional instance prices):
 * - instance prices × the region's EC2 on-demand ratio to us-east-1 of r6i.large (r* classes) or
 *   m6i.large (m* classes) — the regional EC2 anchors of src/core/catalog/prices/<region>.ts;
 * - RDS storage, IOPS and throughput, and Aurora storage and I/O × the region's EBS gp2 price
 *   ratio to us-east-1 (RDS storage is priced over EBS in every region);
 * - Extended Support at the us-east-1 rates (regional figure not found).
 * `innosizer catalog update --offer-file <AmazonRDS offer file>` replaces them with published ones.
 */
import type { RegionCatalog } from '../../types.ts';
import type { PricedFigure, RdsRegionPrices } from '../types.ts';
import type { HourlyFigure } from './families.ts';
import { round6 } from './families.ts';
import {
  auroraPrice,
  mysqlPrice,
  US_EAST_1_AURORA_STORAGE,
  US_EAST_1_EXTENDED_SUPPORT,
  US_EAST_1_RDS,
  US_EAST_1_STORAGE,
} from './usEast1.ts';
import { US_EAST_1 } from '../../prices/us-east-1.ts';

function ec2(region: RegionCatalog, type: string): number {
  const p = region.instancePrices[type];
  if (!p) throw new Error(`${region.id} has no EC2 price of ${type}`);
  return p.hourlyUsd;
}

/** The region's EC2 ratio to us-east-1 for a DB class: r6i.large for r*, m6i.large otherwise. */
function classRatio(region: RegionCatalog, cls: string): { anchor: string; ratio: number } {
  const anchor = cls.startsWith('db.r') ? 'r6i.large' : 'm6i.large';
  return { anchor, ratio: ec2(region, anchor) / ec2(US_EAST_1, anchor) };
}

function derived(region: RegionCatalog, what: string): PricedFigure {
  return {
    estimated: true,
    source: `Derived from us-east-1 (see its source) and the ${region.name} EC2/EBS catalog`,
    asOf: US_EAST_1.ebs.asOf,
    note: `${what} (an estimate; the AmazonRDS price list offer file, which prices RDS and Aurora, gives the real price).`,
  };
}

/** Each class's us-east-1 hourly price × the region's ratio, as a priced figure of the region. */
function scaled<P>(
  region: RegionCatalog,
  prices: Record<string, P>,
  hourly: (p: P) => number,
  build: (f: HourlyFigure) => P,
): Record<string, P> {
  const out: Record<string, P> = {};
  for (const [cls, p] of Object.entries(prices)) {
    const { anchor, ratio } = classRatio(region, cls);
    out[cls] = build({
      ...derived(
        region,
        `Derived, not published: us-east-1 price × this region's EC2 ${anchor}/us-east-1 ${anchor} ratio ${ratio.toFixed(4)}`,
      ),
      hourlyUsd: round6(hourly(p) * ratio),
    });
  }
  return out;
}

/** A shipped region's RDS and Aurora prices, derived from us-east-1. */
export function regionalRdsPrices(region: RegionCatalog): RdsRegionPrices {
  const s = region.ebs.gp2StoragePerGiBMonthUsd / US_EAST_1.ebs.gp2StoragePerGiBMonthUsd;
  const why = `Derived, not published: us-east-1 figure × this region's EBS gp2/us-east-1 gp2 price ratio ${s.toFixed(4)}`;
  const st = US_EAST_1_STORAGE;
  const au = US_EAST_1_AURORA_STORAGE;
  return {
    id: region.id,
    name: region.name,
    mysqlInstances: scaled(region, US_EAST_1_RDS.mysqlInstances, (p) => p.hourlyUsd, mysqlPrice),
    auroraInstances: scaled(
      region,
      US_EAST_1_RDS.auroraInstances,
      (p) => p.standardHourlyUsd,
      auroraPrice,
    ),
    storage: {
      ...st,
      ...derived(region, why),
      gp2PerGiBMonthUsd: round6(st.gp2PerGiBMonthUsd * s),
      gp3PerGiBMonthUsd: round6(st.gp3PerGiBMonthUsd * s),
      gp3PerIopsMonthUsd: round6(st.gp3PerIopsMonthUsd * s),
      gp3PerMiBpsMonthUsd: round6(st.gp3PerMiBpsMonthUsd * s),
      io1PerGiBMonthUsd: round6(st.io1PerGiBMonthUsd * s),
      io1PerIopsMonthUsd: round6(st.io1PerIopsMonthUsd * s),
      io2PerGiBMonthUsd: round6(st.io2PerGiBMonthUsd * s),
      io2IopsTiers: st.io2IopsTiers.map((t) => ({
        ...t,
        perIopsMonthUsd: round6(t.perIopsMonthUsd * s),
      })),
    },
    aurora: {
      ...au,
      ...derived(region, why),
      standardPerGiBMonthUsd: round6(au.standardPerGiBMonthUsd * s),
      standardPerMillionIoUsd: round6(au.standardPerMillionIoUsd * s),
      ioOptimizedPerGiBMonthUsd: round6(au.ioOptimizedPerGiBMonthUsd * s),
    },
    extendedSupport: {
      ...US_EAST_1_EXTENDED_SUPPORT,
      ...derived(region, 'The us-east-1 rates (a regional figure was not found)'),
    },
  };
}
