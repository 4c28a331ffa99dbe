/** Europe (Ireland) prices. Figures and how each is known: see the notes and docs/catalog.md. */
import type { RegionCatalog } from '../types.ts';
import {
  EBS_INITIALIZE_URL,
  EBS_PRICING_URL,
  GP3_VS_GP2_BLOG_URL,
  HOW_AWS_PRICING_WORKS_EBS_URL,
  LIGOJ_EBS_PRICING_URL,
  STORED_COPY_DATE,
} from '../sources.ts';
import { gp3FromGp2, io2Tiers } from './build.ts';
import { regionalInstancePrices } from './regional.ts';
import {
  FSR_US_EAST_1_PER_HOUR_USD,
  INITIALIZATION_NOTE,
  INITIALIZATION_PER_GIB_USD,
  INITIALIZATION_RATE_MIBPS,
} from './restore.ts';

const GP2_PER_GIB_MONTH_USD = 0.11;

export const EU_WEST_1: RegionCatalog = {
  id: 'eu-west-1',
  name: 'Europe (Ireland)',
  ebs: {
    gp3StoragePerGiBMonthUsd: gp3FromGp2(GP2_PER_GIB_MONTH_USD),
    gp3IopsPerMonthUsd: 0.0055,
    gp3ThroughputPerMiBpsMonthUsd: 0.044,
    io2StoragePerGiBMonthUsd: 0.138,
    io2IopsTiers: io2Tiers(0.072),
    gp2StoragePerGiBMonthUsd: GP2_PER_GIB_MONTH_USD,
    fsrPerHourUsd: FSR_US_EAST_1_PER_HOUR_USD,
    initializationPerGiBUsd: INITIALIZATION_PER_GIB_USD,
    initializationRateMiBps: INITIALIZATION_RATE_MIBPS,
    initializationNote: INITIALIZATION_NOTE,
    source:
      `${EBS_PRICING_URL} (Europe (Ireland)); gp3 storage = 80% of gp2: ${GP3_VS_GP2_BLOG_URL}; ` +
      `FSR: ${HOW_AWS_PRICING_WORKS_EBS_URL}; initialization billing: ${EBS_INITIALIZE_URL}` +
      `; gp2/io2: ${LIGOJ_EBS_PRICING_URL}`,
    asOf: STORED_COPY_DATE,
    note:
      'gp2 $0.11 and io2 $0.138 + $0.072/IOPS from the copy of AWS pricing-ebs.js (LIGOJ); gp3 IOPS/throughput recalled from the AWS EBS pricing page, not verified in a stored copy. ' +
      'gp3 storage derived as 80% of gp2; io2 tiers 2-3 derived as 70% and 49% of tier 1 (us-east-1 schedule). ' +
      'FSR $0.75/h is the us-east-1 figure (regional figure not found).',
  },
  instancePrices: regionalInstancePrices({
    regionName: 'Europe (Ireland)',
    m6iLargeUsd: 0.107,
    r6iLargeUsd: 0.141,
    anchorNote:
      'm6i/r6i large recalled from the AWS price list, not verified in a stored copy (m6i.large $0.107 matches third-party tables)',
  }),
};
