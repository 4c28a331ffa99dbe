/** The regions the catalog prices, keyed by AWS region id. */
import type { RegionCatalog } from './types.ts';
import { US_EAST_1 } from './prices/us-east-1.ts';
import { US_WEST_2 } from './prices/us-west-2.ts';
import { EU_WEST_1 } from './prices/eu-west-1.ts';
import { EU_CENTRAL_1 } from './prices/eu-central-1.ts';
import { AP_SOUTHEAST_1 } from './prices/ap-southeast-1.ts';

const LIST: readonly RegionCatalog[] = [
  US_EAST_1,
  US_WEST_2,
  EU_WEST_1,
  EU_CENTRAL_1,
  AP_SOUTHEAST_1,
];

export const REGIONS: Record<string, RegionCatalog> = Object.fromEntries(
  LIST.map((r) => [r.id, r]),
);
