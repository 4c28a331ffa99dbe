/** Asia Pacific (Singapore) prices. Figures and how each is known: see the notes and docs/catalog.md. */
import type { RegionCatalog } from '../types.ts';
import { regionalInstancePrices } from './regional.ts';
import { regionalEbsPrices } from './regionalEbs.ts';

export const AP_SOUTHEAST_1: RegionCatalog = {
  id: 'ap-southeast-1',
  name: 'Asia Pacific (Singapore)',
  ebs: regionalEbsPrices({
    regionName: 'Asia Pacific (Singapore)',
    gp2PerGiBMonthUsd: 0.12,
    gp3IopsPerMonthUsd: 0.006,
    gp3ThroughputPerMiBpsMonthUsd: 0.048,
    io2StoragePerGiBMonthUsd: 0.138,
    io2FirstTierPerIopsMonthUsd: 0.072,
    provenance:
      'gp2, gp3 IOPS/throughput and io2 figures recalled from the AWS EBS pricing page, not verified in a stored copy.',
  }),
  instancePrices: regionalInstancePrices({
    regionName: 'Asia Pacific (Singapore)',
    m6iLargeUsd: 0.12,
    r6iLargeUsd: 0.152,
    anchorNote: 'm6i/r6i large recalled from the AWS price list, not verified in a stored copy',
  }),
};
