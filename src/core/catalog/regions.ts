/** The regions the catalog prices, keyed by AWS region id. */
import type { RegionCatalog } from './types.ts';
import { US_EAST_1 } from './prices/us-east-1.ts';

export const REGIONS: Record<string, RegionCatalog> = {
  [US_EAST_1.id]: US_EAST_1,
};
