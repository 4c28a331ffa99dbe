/** Europe (Ireland) prices. Figures and how each is known: see the notes and docs/catalog.md. */
import type { RegionCatalog } from '../types.ts';
import { LIGOJ_EBS_PRICING_URL } from '../sources.ts';
import { regionalInstancePrices } from './regional.ts';
import { regionalEbsPrices } from './regionalEbs.ts';

export const EU_WEST_1: RegionCatalog = {
  id: 'eu-west-1',
  name: 'Europe (Ireland)',
  ebs: regionalEbsPrices({
    regionName: 'Europe (Ireland)',
    gp2PerGiBMonthUsd: 0.11,
    gp3IopsPerMonthUsd: 0.0055,
    gp3ThroughputPerMiBpsMonthUsd: 0.044,
    io2StoragePerGiBMonthUsd: 0.138,
    io2FirstTierPerIopsMonthUsd: 0.072,
    provenance:
      'gp2 $0.11 and io2 $0.138 + $0.072/IOPS from the copy of AWS pricing-ebs.js (LIGOJ); gp3 IOPS/throughput recalled from the AWS EBS pricing page, not verified in a stored copy.',
    extraSources: `; gp2/io2: ${LIGOJ_EBS_PRICING_URL}`,
  }),
  instancePrices: regionalInstancePrices({
    regionName: 'Europe (Ireland)',
    m6iLargeUsd: 0.107,
    r6iLargeUsd: 0.141,
    anchorNote:
      'm6i/r6i large recalled from the AWS price list, not verified in a stored copy (m6i.large $0.107 matches third-party tables)',
  }),
};
