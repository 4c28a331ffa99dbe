/** Europe (Frankfurt) prices. Figures and how each is known: see the notes and docs/catalog.md. */
import type { RegionCatalog } from '../types.ts';
import { regionalInstancePrices } from './regional.ts';
import { regionalEbsPrices } from './regionalEbs.ts';

export const EU_CENTRAL_1: RegionCatalog = {
  id: 'eu-central-1',
  name: 'Europe (Frankfurt)',
  ebs: regionalEbsPrices({
    regionName: 'Europe (Frankfurt)',
    gp2PerGiBMonthUsd: 0.119,
    gp3IopsPerMonthUsd: 0.006,
    gp3ThroughputPerMiBpsMonthUsd: 0.048,
    io2StoragePerGiBMonthUsd: 0.149,
    io2FirstTierPerIopsMonthUsd: 0.078,
    provenance:
      'gp2, gp3 IOPS/throughput and io2 figures recalled from the AWS EBS pricing page, not verified in a stored copy.',
  }),
  instancePrices: regionalInstancePrices({
    regionName: 'Europe (Frankfurt)',
    m6iLargeUsd: 0.115,
    r6iLargeUsd: 0.152,
    anchorNote: 'm6i/r6i large recalled from the AWS price list, not verified in a stored copy',
  }),
};
