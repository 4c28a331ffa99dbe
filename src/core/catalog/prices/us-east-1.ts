/** US East (N. Virginia): the reference region of AWS's pricing examples. */
import type { RegionCatalog } from '../types.ts';
import {
  EBS_INITIALIZE_URL,
  EBS_PRICING_URL,
  HOW_AWS_PRICING_WORKS_EBS_URL,
  STORED_COPY_DATE,
} from '../sources.ts';
import { instancePrices } from './build.ts';
import { GENERATED_INSTANCE_ROWS, GENERATED_SOURCES } from '../generated/awsInstances.ts';
import { sourceFileUrl } from '../instances.ts';
import type { HourlyTable } from './build.ts';
import {
  FSR_US_EAST_1_PER_HOUR_USD,
  INITIALIZATION_NOTE,
  INITIALIZATION_PER_GIB_USD,
  INITIALIZATION_RATE_MIBPS,
} from './restore.ts';

/** On-demand Linux $/hour, us-east-1, as generated from Karpenter's Price List table. */
const HOURLY: HourlyTable = Object.fromEntries(
  GENERATED_INSTANCE_ROWS.map((r) => [r.name, r.usEast1HourlyUsd]),
);
const PRICES = GENERATED_SOURCES.prices;

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
      { fromIops: 64000, toIops: 256000, perIopsMonthUsd: 0.032 },
    ],
    gp2StoragePerGiBMonthUsd: 0.1,
    fsrPerHourUsd: FSR_US_EAST_1_PER_HOUR_USD,
    initializationPerGiBUsd: INITIALIZATION_PER_GIB_USD,
    initializationRateMiBps: INITIALIZATION_RATE_MIBPS,
    initializationNote: INITIALIZATION_NOTE,
    source:
      `${EBS_PRICING_URL} (US East (N. Virginia)); ` +
      `FSR: ${HOW_AWS_PRICING_WORKS_EBS_URL}; initialization billing: ${EBS_INITIALIZE_URL}`,
    asOf: STORED_COPY_DATE,
  },
  instancePrices: instancePrices(HOURLY, {
    source: `AWS Price List API, EC2 on-demand Linux, us-east-1, via ${sourceFileUrl(PRICES, PRICES.path)} (file generated ${PRICES.fileDate})`,
    asOf: PRICES.fileDate.slice(0, 10),
  }),
};
