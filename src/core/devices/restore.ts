/**
 * Provisioned-rate initialization of a volume restored from a snapshot. AWS downloads the
 * snapshot *data* (not the whole volume) at the requested rate and bills
 *     rate-for-Region × GiB of snapshot data × MiB/s requested
 * (https://docs.aws.amazon.com/ebs/latest/userguide/initalize-volume.html, Billing). The planner
 * does not know the snapshot, so it takes the MySQL data size, bounded by the volume size.
 */
import type { Catalog, EbsPrices } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';

/** GiB of snapshot data a restore moves: the MySQL data, at most the volume size; ≥ 0, finite. */
export function snapshotDataGiB(scenario: Scenario): number {
  const data = scenario.mysql.dataGiB;
  const size = scenario.storage.sizeGiB;
  const gib = Math.min(data, size);
  return Number.isFinite(gib) && gib > 0 ? gib : 0;
}

/** Rate the `initialize` remedy requests: the fastest AWS offers (catalog), MiB/s. */
export function initializationRateMiBps(catalog: Catalog): number {
  return catalog.volumeInitialization.maxRateMiBps;
}

/**
 * $ per GiB of snapshot data at `rateMiBps`: the catalog quotes a per-GiB price at
 * `initializationRateMiBps`, and AWS's charge is proportional to the rate.
 */
export function initializationPerGiBUsd(prices: EbsPrices, rateMiBps: number): number {
  const quoted = prices.initializationRateMiBps ?? rateMiBps;
  return quoted > 0 ? (prices.initializationPerGiBUsd * rateMiBps) / quoted : 0;
}
