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
 * $ per GiB of snapshot data initialized at 300 MiB/s. PLACEHOLDER: AWS bills
 * rate-for-Region × GiB × MiB/s, but no stored copy of the per-Region rate was found; 0.015 is the
 * project's working figure (also used by the model's test fixture), not a published price.
 */
export const INITIALIZATION_PER_GIB_USD = 0.015;
