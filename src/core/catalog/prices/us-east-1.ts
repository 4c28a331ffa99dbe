/** US East (N. Virginia): the reference region of AWS's pricing examples. */
import type { RegionCatalog } from '../types.ts';
import {
  BRIEF,
  EBS_INITIALIZE_URL,
  EBS_PRICING_URL,
  HOW_AWS_PRICING_WORKS_EBS_URL,
  KARPENTER_PRICES_DATE,
  KARPENTER_PRICES_URL,
  STORED_COPY_DATE,
} from '../sources.ts';
import { instancePrices } from './build.ts';
import type { HourlyTable } from './build.ts';
import {
  FSR_US_EAST_1_PER_HOUR_USD,
  INITIALIZATION_NOTE,
  INITIALIZATION_PER_GIB_USD,
  INITIALIZATION_RATE_MIBPS,
} from './restore.ts';

/** On-demand Linux $/hour, us-east-1, as in the AWS Price List API (generated 2026-01-19). */
const HOURLY: HourlyTable = {
  'm6i.large': 0.096,
  'm6i.xlarge': 0.192,
  'm6i.2xlarge': 0.384,
  'm6i.4xlarge': 0.768,
  'm6i.8xlarge': 1.536,
  'm6id.large': 0.11865,
  'm6id.xlarge': 0.2373,
  'm6id.2xlarge': 0.4746,
  'm6id.4xlarge': 0.9492,
  'm6id.8xlarge': 1.8984,
  'r6i.large': 0.126,
  'r6i.xlarge': 0.252,
  'r6i.2xlarge': 0.504,
  'r6i.4xlarge': 1.008,
  'r6i.8xlarge': 2.016,
  'r6id.large': 0.1512,
  'r6id.xlarge': 0.3024,
  'r6id.2xlarge': 0.6048,
  'r6id.4xlarge': 1.2096,
  'r6id.8xlarge': 2.4192,
  'i4i.large': 0.172,
  'i4i.xlarge': 0.343,
  'i4i.2xlarge': 0.686,
  'i4i.4xlarge': 1.373,
  'i4i.8xlarge': 2.746,
};

export const US_EAST_1: RegionCatalog = {
  id: 'us-east-1',
  name: 'US East (N. Virginia)',
  ebs: {
    gp3StoragePerGiBMonthUsd: 0.08,
    gp3IopsPerMonthUsd: 0.005,
    gp3ThroughputPerMiBpsMonthUsd: 0.04,
    io2StoragePerGiBMonthUsd: 0.125,
    io2IopsTiers: [
      { fromIops: 0, toIops: 32000, perIopsMonthUsd: 0.065 },
      { fromIops: 32000, toIops: 64000, perIopsMonthUsd: 0.0455 },
      { fromIops: 64000, toIops: 256000, perIopsMonthUsd: 0.03185 },
    ],
    gp2StoragePerGiBMonthUsd: 0.1,
    fsrPerHourUsd: FSR_US_EAST_1_PER_HOUR_USD,
    initializationPerGiBUsd: INITIALIZATION_PER_GIB_USD,
    initializationRateMiBps: INITIALIZATION_RATE_MIBPS,
    initializationNote: INITIALIZATION_NOTE,
    source:
      `${EBS_PRICING_URL} (US East (N. Virginia); gp3 figures as quoted in ${BRIEF} §6); ` +
      `FSR: ${HOW_AWS_PRICING_WORKS_EBS_URL}; initialization billing: ${EBS_INITIALIZE_URL}`,
    asOf: STORED_COPY_DATE,
  },
  instancePrices: instancePrices(HOURLY, {
    source: `AWS Price List API, EC2 on-demand Linux, us-east-1, via ${KARPENTER_PRICES_URL}`,
    asOf: KARPENTER_PRICES_DATE,
  }),
};
