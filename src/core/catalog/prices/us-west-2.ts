/** US West (Oregon) prices. Figures and how each is known: see the notes and docs/catalog.md. */
import type { RegionCatalog } from '../types.ts';
import { regionalInstancePrices } from './regional.ts';
import { regionalEbsPrices } from './regionalEbs.ts';

export const US_WEST_2: RegionCatalog = {
  id: 'us-west-2',
  name: 'US West (Oregon)',
  ebs: regionalEbsPrices({
    regionName: 'US West (Oregon)',
    gp2PerGiBMonthUsd: 0.1,
    gp3IopsPerMonthUsd: 0.005,
    gp3ThroughputPerMiBpsMonthUsd: 0.04,
    io2StoragePerGiBMonthUsd: 0.125,
    io2FirstTierPerIopsMonthUsd: 0.065,
    provenance:
      'gp2, gp3 IOPS/throughput and io2 figures recalled from the AWS EBS pricing page (same as us-east-1), not verified in a stored copy.',
  }),
  instancePrices: regionalInstancePrices({
    regionName: 'US West (Oregon)',
    m6iLargeUsd: 0.096,
    r6iLargeUsd: 0.126,
    anchorNote:
      'm6i/r6i large recalled from the AWS price list (same as us-east-1), not verified in a stored copy',
  }),
};
