/**
 * Instance prices for regions without a stored copy of AWS's regional price list.
 *
 * What is known per region is the on-demand `large` price of m6i and r6i (recalled from AWS's
 * price list, unverified: see each region file). The rest is derived, and every derived entry
 * says so in its `note`:
 * - sizes xlarge…8xlarge: ×2 per size (AWS's list is size-linear for these families; the
 *   us-east-1 table shows it for all 25 types);
 * - m6id / r6id: the region's m6i / r6i price × the us-east-1 ratio m6id/m6i (1.2359) or
 *   r6id/r6i (1.2);
 * - i4i: the us-east-1 i4i price × the region's m6i/us-east-1 m6i ratio.
 */
import type { InstancePrice } from '../types.ts';
import { EC2_ON_DEMAND_URL, STORED_COPY_DATE } from '../sources.ts';
import { instancePrices, sizeLadder } from './build.ts';
import { US_EAST_1 } from './us-east-1.ts';

function usEast1Large(family: string): number {
  const p = US_EAST_1.instancePrices[`${family}.large`];
  if (!p) throw new Error(`us-east-1 has no ${family}.large price`);
  return p.hourlyUsd;
}

/** Known figures of one region: on-demand Linux $/hour of m6i.large and r6i.large. */
export interface RegionalAnchors {
  regionName: string;
  m6iLargeUsd: number;
  r6iLargeUsd: number;
  /** How the anchors are known (recalled, corroborated by …). */
  anchorNote: string;
}

export function regionalInstancePrices(a: RegionalAnchors): Record<string, InstancePrice> {
  const source = `AWS EC2 on-demand price list, Linux, ${a.regionName}, via ${EC2_ON_DEMAND_URL}`;
  const asOf = STORED_COPY_DATE;
  const ladder = 'xlarge and larger = large × 2 per size';
  const mRatio = usEast1Large('m6id') / usEast1Large('m6i');
  const rRatio = usEast1Large('r6id') / usEast1Large('r6i');
  const regionRatio = a.m6iLargeUsd / usEast1Large('m6i');
  const family = (name: string, largeHourlyUsd: number, note: string) =>
    instancePrices(sizeLadder(name, largeHourlyUsd), { source, asOf, note: `${note}; ${ladder}.` });
  return {
    ...family('m6i', a.m6iLargeUsd, a.anchorNote),
    ...family('r6i', a.r6iLargeUsd, a.anchorNote),
    ...family(
      'm6id',
      a.m6iLargeUsd * mRatio,
      `Derived, not published: m6i price × us-east-1 m6id/m6i ratio ${mRatio.toFixed(4)}`,
    ),
    ...family(
      'r6id',
      a.r6iLargeUsd * rRatio,
      `Derived, not published: r6i price × us-east-1 r6id/r6i ratio ${rRatio.toFixed(4)}`,
    ),
    ...family(
      'i4i',
      usEast1Large('i4i') * regionRatio,
      `Derived, not published: us-east-1 i4i price × this region's m6i/us-east-1 m6i ratio ${regionRatio.toFixed(4)}`,
    ),
  };
}
