/** Turns a region's published price table into catalog entries, each carrying its source and date. */
import type { InstancePrice } from '../types.ts';

/** Instance type name → on-demand Linux $/hour, as listed for one region. */
export type HourlyTable = Record<string, number>;

export function instancePrices(
  table: HourlyTable,
  source: string,
  asOf: string,
): Record<string, InstancePrice> {
  return Object.fromEntries(
    Object.entries(table).map(([name, hourlyUsd]) => [name, { hourlyUsd, source, asOf }]),
  );
}
