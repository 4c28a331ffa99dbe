/**
 * Instance prices for regions without a stored copy of AWS's regional price list.
 *
 * What is known per region is the on-demand `large` price of m6i and r6i (recalled from AWS's
 * price list, unverified: see each region file). Every other price is DERIVED, and every entry
 * says so in its `note`: the type's us-east-1 price (generated from the AWS Price List, see
 * us-east-1.ts) × the region's ratio to us-east-1 of r6i.large (memory-optimized families r*, x*)
 * or of m6i.large (all others). For m6i and r6i this is the anchor × the us-east-1 size ratio;
 * for m6id, r6id and i4i it is the rule used before the catalog grew (region m6i/r6i × the
 * us-east-1 *d/base ratio, i4i × the m6i ratio), so those figures did not change.
 * `catalog update` with the region's AWS offer file replaces all of them with published prices.
 */
import type { InstancePrice } from '../types.ts';
import { EC2_ON_DEMAND_URL, STORED_COPY_DATE } from '../sources.ts';
import { US_EAST_1 } from './us-east-1.ts';

/** Rounds away binary floating-point noise (AWS lists at most 6 decimals). */
function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

function usEast1(name: string): number {
  const p = US_EAST_1.instancePrices[name];
  if (!p) throw new Error(`us-east-1 has no ${name} price`);
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

/** The anchor family whose regional ratio prices `family`: r6i for r* and x* families, else m6i. */
function anchorFamily(family: string): 'm6i' | 'r6i' {
  return family.startsWith('r') || family.startsWith('x') ? 'r6i' : 'm6i';
}

export function regionalInstancePrices(a: RegionalAnchors): Record<string, InstancePrice> {
  const source = `AWS EC2 on-demand price list, Linux, ${a.regionName}, via ${EC2_ON_DEMAND_URL}`;
  const ratio = {
    m6i: a.m6iLargeUsd / usEast1('m6i.large'),
    r6i: a.r6iLargeUsd / usEast1('r6i.large'),
  };
  const out: Record<string, InstancePrice> = {};
  for (const name of Object.keys(US_EAST_1.instancePrices)) {
    const family = name.slice(0, name.indexOf('.'));
    const anchor = anchorFamily(family);
    const note =
      family === anchor
        ? `${a.anchorNote}; other sizes = ${anchor}.large × the us-east-1 size ratio (derived).`
        : `Derived, not published: us-east-1 price × this region's ${anchor}.large/us-east-1 ${anchor}.large ratio ${ratio[anchor].toFixed(4)} (an estimate; catalog update with the AWS offer file gives the real price).`;
    out[name] = {
      hourlyUsd: round6(usEast1(name) * ratio[anchor]),
      source,
      asOf: STORED_COPY_DATE,
      note,
    };
  }
  return out;
}
