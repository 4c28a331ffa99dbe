/** Turns a region's price figures into catalog entries, each carrying its source and date. */
import type { InstancePrice, IopsTier } from '../types.ts';

/** Instance type name → on-demand Linux $/hour, as listed for one region. */
export type HourlyTable = Record<string, number>;

/** Where a group of figures came from. */
export interface Provenance {
  source: string;
  asOf: string;
  note?: string;
}

/** Rounds away binary floating-point noise from derived prices (AWS lists at most 6 decimals). */
function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

export function instancePrices(table: HourlyTable, p: Provenance): Record<string, InstancePrice> {
  return Object.fromEntries(
    Object.entries(table).map(([name, hourlyUsd]) => [name, { hourlyUsd, ...p }]),
  );
}

/**
 * io2 IOPS tiers from the first-tier price, in the proportions of the published us-east-1
 * schedule ($0.065 → $0.0455 → $0.032 per IOPS-month: tier 2 = 70 % of tier 1, tier 3 =
 * 0.032 / 0.065 of it); other regions are assumed to follow the same schedule.
 */
export function io2Tiers(firstTierUsd: number): IopsTier[] {
  return [
    { fromIops: 0, toIops: 32000, perIopsMonthUsd: firstTierUsd },
    { fromIops: 32000, toIops: 64000, perIopsMonthUsd: round6(firstTierUsd * 0.7) },
    { fromIops: 64000, toIops: 256000, perIopsMonthUsd: round6((firstTierUsd * 0.032) / 0.065) },
  ];
}

/** gp3 storage price from gp2's: AWS documents gp3 as 20% lower per GB than gp2. */
export function gp3FromGp2(gp2PerGiBMonthUsd: number): number {
  return round6(gp2PerGiBMonthUsd * 0.8);
}
