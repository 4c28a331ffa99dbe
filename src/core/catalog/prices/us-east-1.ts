/**
 * US East (N. Virginia) prices. us-east-1 is the reference region of AWS's pricing examples
 * (the EBS and FSR figures below are the ones AWS quotes in its examples).
 */
import type { RegionCatalog } from '../types.ts';
import { EBS_PRICING_URL, EC2_ON_DEMAND_URL, STORED_COPY_DATE } from '../sources.ts';
import { instancePrices } from './build.ts';
import type { HourlyTable } from './build.ts';

/** On-demand Linux $/hour, us-east-1. */
const HOURLY: HourlyTable = {
  'm6i.large': 0.096,
  'm6i.xlarge': 0.192,
  'm6i.2xlarge': 0.384,
  'm6i.4xlarge': 0.768,
  'm6i.8xlarge': 1.536,
  'm6id.large': 0.1187,
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
    fsrPerHourUsd: 0.75,
    initializationPerGiBUsd: 0.015,
    source: `${EBS_PRICING_URL} (US East (N. Virginia))`,
    asOf: STORED_COPY_DATE,
  },
  instancePrices: instancePrices(
    HOURLY,
    `${EC2_ON_DEMAND_URL} (Linux, US East (N. Virginia))`,
    STORED_COPY_DATE,
  ),
};
