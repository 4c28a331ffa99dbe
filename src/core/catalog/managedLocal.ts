/**
 * RDS for MySQL and Aurora MySQL prices, us-east-1 only: the figures issue 29 states, until the
 * RDS catalog (src/core/catalog/rds, docs/catalog.md) replaces this table. Each carries its
 * source; those the issue does not give are marked as recalled in their `note`.
 */
import type { Catalog } from './types.ts';
import type { ManagedPrices } from '../deployment/prices.ts';

const RDS_MYSQL_PRICING_URL = 'https://aws.amazon.com/rds/mysql/pricing/';
const AURORA_PRICING_URL = 'https://aws.amazon.com/rds/aurora/pricing/';
const AS_OF = '2026-11-27';
const RECALLED = 'Recalled from the pricing page, not read from a stored copy: verify.';

const rds = (hourlyUsd: number) => ({
  hourlyUsd,
  hourlyUsdMultiAz: hourlyUsd * 2,
  source: `${RDS_MYSQL_PRICING_URL} (US East (N. Virginia), Single-AZ and Multi-AZ on-demand)`,
  asOf: AS_OF,
  note: RECALLED,
});

const aurora = (standardHourlyUsd: number) => ({
  standardHourlyUsd,
  ioOptimizedHourlyUsd: standardHourlyUsd * 1.3,
  source: `${AURORA_PRICING_URL} (US East (N. Virginia), Aurora MySQL on-demand; I/O-Optimized 1.3 × Standard)`,
  asOf: AS_OF,
  note: RECALLED,
});

const US_EAST_1: ManagedPrices = {
  region: 'us-east-1',
  rdsStorage: {
    gp2PerGiBMonthUsd: 0.115,
    gp3PerGiBMonthUsd: 0.115,
    gp3PerIopsMonthUsd: 0.02,
    gp3PerMiBpsMonthUsd: 0.08,
    io1PerGiBMonthUsd: 0.125,
    io1PerIopsMonthUsd: 0.1,
    io2PerGiBMonthUsd: 0.125,
    io2IopsTiers: [{ fromIops: 0, toIops: 256000, perIopsMonthUsd: 0.1 }],
    multiAzFactor: 2,
    source: `${RDS_MYSQL_PRICING_URL} (US East (N. Virginia), storage; gp3 figures as issue 29 states them)`,
    asOf: AS_OF,
    note: 'gp3 as issue 29 gives it; gp2, io1 and io2 recalled: verify.',
  },
  aurora: {
    standardPerGiBMonthUsd: 0.1,
    standardPerMillionIoUsd: 0.2,
    ioOptimizedPerGiBMonthUsd: 0.225,
    ioOptimizedInstanceFactor: 1.3,
    source: `${AURORA_PRICING_URL} (US East (N. Virginia), Database Storage and I/Os)`,
    asOf: AS_OF,
  },
  rdsClasses: {
    'db.m6i.large': rds(0.171),
    'db.m6i.xlarge': rds(0.342),
    'db.m6i.2xlarge': rds(0.684),
    'db.r6i.large': rds(0.25),
    'db.r6i.xlarge': rds(0.5),
    'db.r6g.large': rds(0.225),
  },
  auroraClasses: {
    'db.r6g.large': aurora(0.26),
    'db.r6g.xlarge': aurora(0.519),
    'db.r6i.large': aurora(0.29),
    'db.r7g.large': aurora(0.276),
  },
  extendedSupport: {
    rds: {
      '5.7': {
        majorVersion: '5.7',
        band: 'Year 3 (from 2026-03-01)',
        perVcpuHourUsd: 0.2,
        source: `${RDS_MYSQL_PRICING_URL} (RDS Extended Support, US East (N. Virginia)); https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/extended-support-charges.html`,
        asOf: AS_OF,
        note: RECALLED,
      },
    },
    aurora: {
      '5.7': {
        majorVersion: '5.7',
        band: 'Year 1 rate for the whole period (Aurora MySQL version 2)',
        perVcpuHourUsd: 0.1,
        source: `${AURORA_PRICING_URL} (RDS Extended Support, US East (N. Virginia))`,
        asOf: AS_OF,
        note: RECALLED,
      },
    },
  },
};

/** RDS for MySQL gp3 rules (region-independent), RDS User Guide, "Amazon RDS DB instance storage". */
export const RDS_GP3_RULES = {
  /** From this size RDS stripes gp3 over four volumes and includes the larger baseline. */
  stripeThresholdGiB: 400,
  /** Included below the threshold, and fixed there. */
  smallIops: 3000,
  smallMiBps: 125,
  /** Included from the threshold, the minimum there; more can be provisioned. */
  largeIops: 12000,
  largeMiBps: 500,
  /** Provisionable maxima from the threshold. */
  maxIops: 64000,
  maxMiBps: 4000,
  /** Volumes RDS stripes the storage over from the threshold. */
  stripes: 4,
  source:
    'https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/CHAP_Storage.html#gp3-storage (gp3 storage: baseline by engine and size; RDS for MySQL)',
  asOf: AS_OF,
} as const;

/** The local table's prices of `region` (us-east-1 only); `catalog` is for the RDS catalog's seam. */
export function localManagedPrices(_catalog: Catalog, region: string): ManagedPrices | undefined {
  return region === US_EAST_1.region ? US_EAST_1 : undefined;
}
