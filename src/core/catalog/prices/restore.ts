/**
 * Prices of the two remedies for a volume restored from a snapshot (lazy loading): Fast Snapshot
 * Restore and provisioned-rate volume initialization. Only the us-east-1 FSR figure is published
 * in a stored AWS page; the others are listed in docs/catalog.md as uncertain.
 */

/** FSR, $ per snapshot per AZ per hour (DSU-hour), us-east-1; billed per minute, 1 h minimum. */
export const FSR_US_EAST_1_PER_HOUR_USD = 0.75;

import { VOLUME_INITIALIZATION } from '../restoreLimits.ts';

/**
 * Provisioned initialization rate the per-GiB price is quoted at, MiB/s: the fastest AWS offers
 * (100–300 MiB/s), the one the model's `initialize` remedy uses.
 */
export const INITIALIZATION_RATE_MIBPS = VOLUME_INITIALIZATION.maxRateMiBps;

/**
 * $ per GiB of snapshot data initialized at 300 MiB/s, us-east-1: $0.0036 (= $0.000012 per GiB per
 * MiB/s, AWS's formula rate-for-Region × GiB of snapshot data × MiB/s). UNVERIFIED: quoted as
 * "up to $0.00360/GB in us-east-1" by a third-party write-up (see INITIALIZATION_NOTE); AWS's
 * pricing page, which publishes the per-Region rate, could not be read from a stored copy.
 */
export const INITIALIZATION_PER_GIB_USD = 0.0036;

/** Where the initialization price comes from: shown with the price (catalog note, cost item). */
export const INITIALIZATION_NOTE =
  'Volume initialization $0.0036 per GiB of snapshot data at 300 MiB/s is unverified: quoted for us-east-1 ' +
  '("up to $0.00360/GB") by a third-party write-up (Craig Cooley, "EBS Provisioned Rate - Accelerate EBS volume ' +
  'initialization", 2025), not read from the AWS EBS pricing page; other regions reuse it.';
