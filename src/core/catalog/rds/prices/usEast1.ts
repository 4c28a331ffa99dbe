/**
 * US East (N. Virginia): RDS for MySQL and Aurora MySQL prices. Instance prices are AWS's own
 * tables (aws/agent-toolkit-for-aws, see sources.ts); storage, I/O and Extended Support figures
 * are the AWS pricing pages' as the cited write-ups and the issue quote them. Classes a table does
 * not list are derived (families.ts) and marked `estimated` with a note.
 */
import type {
  AuroraInstancePrice,
  AuroraStoragePrices,
  ExtendedSupportRates,
  RdsInstancePrice,
  RdsRegionPrices,
  RdsStoragePrices,
} from '../types.ts';
import type { HourlyFigure, SizeTable } from './families.ts';
import { familyPrices, round6, siblingTable } from './families.ts';
import {
  AURORA_PRICING_URL,
  AURORA_TOOLKIT,
  EXTENDED_SUPPORT_RATES_URL,
  RDS_MYSQL_PRICING_URL,
  RDS_ON_DEMAND_BILLING_URL,
  RDS_STORAGE_RATES_URL,
  RDS_TOOLKIT,
  pinnedUrl,
} from '../sources.ts';

/** Multi-AZ (one standby) ÷ Single-AZ: the standby is a second instance and a second volume. */
export const MULTI_AZ_FACTOR = 2;

/** Aurora I/O-Optimized instance price ÷ Aurora Standard (AWS: 30% higher). */
export const IO_OPTIMIZED_INSTANCE_FACTOR = 1.3;

const RDS_SRC = {
  source: `AWS RDS for MySQL on-demand, us-east-1, Single-AZ: ${pinnedUrl(RDS_TOOLKIT)} (AWS's table; page: ${RDS_MYSQL_PRICING_URL}); Multi-AZ ×2: ${RDS_ON_DEMAND_BILLING_URL}`,
  asOf: RDS_TOOLKIT.date,
};
const AURORA_SRC = {
  source: `AWS Aurora MySQL on-demand, us-east-1, Aurora Standard: ${pinnedUrl(AURORA_TOOLKIT)} (AWS's table; page: ${AURORA_PRICING_URL}); I/O-Optimized ×1.3: same file`,
  asOf: AURORA_TOOLKIT.date,
};

/** RDS for MySQL, Single-AZ $/hour, as RDS_TOOLKIT lists them. */
const MYSQL_LISTED: Record<string, SizeTable> = {
  t3: { medium: 0.068, large: 0.136 },
  t4g: { medium: 0.065, large: 0.129 },
  m5: { large: 0.171, xlarge: 0.342, '2xlarge': 0.684 },
  m6g: { large: 0.154, xlarge: 0.308, '2xlarge': 0.616 },
  m7g: { large: 0.162, xlarge: 0.324, '2xlarge': 0.648 },
  r5: { large: 0.24, xlarge: 0.48, '2xlarge': 0.96, '4xlarge': 1.92, '8xlarge': 3.84 },
  r6g: { large: 0.218, xlarge: 0.435, '2xlarge': 0.87, '4xlarge': 1.74, '8xlarge': 3.48 },
  r7g: { large: 0.228, xlarge: 0.456, '2xlarge': 0.912, '4xlarge': 1.824, '8xlarge': 3.648 },
  r8g: { large: 0.24, xlarge: 0.48, '2xlarge': 0.96, '4xlarge': 1.92, '8xlarge': 3.84 },
};

/** Aurora MySQL, Aurora Standard $/hour, as AURORA_TOOLKIT lists them. */
const AURORA_LISTED: Record<string, SizeTable> = {
  t3: { medium: 0.082, large: 0.164 },
  t4g: { medium: 0.073, large: 0.146 },
  r5: {
    large: 0.29,
    xlarge: 0.58,
    '2xlarge': 1.16,
    '4xlarge': 2.32,
    '8xlarge': 4.64,
    '12xlarge': 6.96,
    '16xlarge': 9.28,
    '24xlarge': 13.92,
  },
  r6g: {
    large: 0.26,
    xlarge: 0.519,
    '2xlarge': 1.038,
    '4xlarge': 2.076,
    '8xlarge': 4.152,
    '12xlarge': 6.228,
    '16xlarge': 8.304,
  },
  r7g: {
    large: 0.276,
    xlarge: 0.553,
    '2xlarge': 1.106,
    '4xlarge': 2.211,
    '8xlarge': 4.422,
    '12xlarge': 6.633,
    '16xlarge': 8.844,
  },
  r8g: {
    large: 0.276,
    xlarge: 0.552,
    '2xlarge': 1.104,
    '4xlarge': 2.208,
    '8xlarge': 4.416,
    '12xlarge': 6.624,
    '16xlarge': 8.832,
    '24xlarge': 13.248,
  },
};

/** db.m6i and db.r6i sit at db.m5's and db.r5's price (EC2 m6i/m5 and r6i/r5 cost the same). */
const SAME_AS_5TH_GEN = {
  value: 1,
  note: '1 (EC2 m6i and m5, r6i and r5 have the same on-demand price; AWS prices their DB classes alike — recalled, not in the cited table)',
};

function mysqlTables(): { family: string; table: SizeTable; note?: string }[] {
  const m6i = siblingTable('m6i', 'm5', MYSQL_LISTED.m5 ?? {}, SAME_AS_5TH_GEN);
  const r6i = siblingTable('r6i', 'r5', MYSQL_LISTED.r5 ?? {}, SAME_AS_5TH_GEN);
  const m7i = siblingTable('m7i', 'm6i', m6i.table);
  const r7i = siblingTable('r7i', 'r6i', r6i.table);
  const m8g = siblingTable('m8g', 'm7g', MYSQL_LISTED.m7g ?? {});
  return [
    { family: 't3', table: MYSQL_LISTED.t3 ?? {} },
    { family: 't4g', table: MYSQL_LISTED.t4g ?? {} },
    { family: 'm6i', ...m6i },
    { family: 'm6g', table: MYSQL_LISTED.m6g ?? {} },
    { family: 'm7i', ...m7i },
    { family: 'm7g', table: MYSQL_LISTED.m7g ?? {} },
    { family: 'm8g', ...m8g },
    { family: 'r6i', ...r6i },
    { family: 'r6g', table: MYSQL_LISTED.r6g ?? {} },
    { family: 'r7i', ...r7i },
    { family: 'r7g', table: MYSQL_LISTED.r7g ?? {} },
    { family: 'r8g', table: MYSQL_LISTED.r8g ?? {} },
  ];
}

function auroraTables(): { family: string; table: SizeTable; note?: string }[] {
  const r6i = siblingTable('r6i', 'r5', AURORA_LISTED.r5 ?? {}, SAME_AS_5TH_GEN);
  const r7i = siblingTable('r7i', 'r6i', r6i.table);
  return [
    { family: 't3', table: AURORA_LISTED.t3 ?? {} },
    { family: 't4g', table: AURORA_LISTED.t4g ?? {} },
    { family: 'r6i', ...r6i },
    { family: 'r6g', table: AURORA_LISTED.r6g ?? {} },
    { family: 'r7i', ...r7i },
    { family: 'r7g', table: AURORA_LISTED.r7g ?? {} },
    { family: 'r8g', table: AURORA_LISTED.r8g ?? {} },
  ];
}

function byClass(
  tables: { family: string; table: SizeTable; note?: string }[],
  engine: 'mysql' | 'aurora-mysql',
  src: { source: string; asOf: string },
): Record<string, HourlyFigure> {
  const out: Record<string, HourlyFigure> = {};
  for (const t of tables)
    for (const [size, f] of Object.entries(familyPrices(t.family, engine, t.table, src, t.note)))
      out[`db.${t.family}.${size}`] = f;
  return out;
}

/** A Single-AZ figure as an RDS for MySQL price (Multi-AZ = ×2). */
export function mysqlPrice(f: HourlyFigure): RdsInstancePrice {
  const { hourlyUsd, ...rest } = f;
  return { ...rest, hourlyUsd, hourlyUsdMultiAz: round6(hourlyUsd * MULTI_AZ_FACTOR) };
}

/** An Aurora Standard figure as an Aurora price (I/O-Optimized = ×1.3). */
export function auroraPrice(f: HourlyFigure): AuroraInstancePrice {
  const { hourlyUsd, ...rest } = f;
  return {
    ...rest,
    standardHourlyUsd: hourlyUsd,
    ioOptimizedHourlyUsd: round6(hourlyUsd * IO_OPTIMIZED_INSTANCE_FACTOR),
  };
}

function mapValues<A, B>(r: Record<string, A>, f: (a: A) => B): Record<string, B> {
  return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, f(v)]));
}

export const US_EAST_1_STORAGE: RdsStoragePrices = {
  gp2PerGiBMonthUsd: 0.115,
  gp3PerGiBMonthUsd: 0.115,
  gp3PerIopsMonthUsd: 0.02,
  gp3PerMiBpsMonthUsd: 0.08,
  io1PerGiBMonthUsd: 0.125,
  io1PerIopsMonthUsd: 0.1,
  io2PerGiBMonthUsd: 0.125,
  io2IopsTiers: [{ fromIops: 0, toIops: 256000, perIopsMonthUsd: 0.1 }],
  multiAzFactor: MULTI_AZ_FACTOR,
  multiAzInstanceFactor: MULTI_AZ_FACTOR,
  // Estimate: no figure of this group was read from AWS's own page or offer file (docs/catalog.md).
  estimated: true,
  source: `${RDS_MYSQL_PRICING_URL} (US East (N. Virginia), Single-AZ); gp3 $0.115 and $0.02/IOPS also ${RDS_STORAGE_RATES_URL}; Multi-AZ ×2: ${RDS_ON_DEMAND_BILLING_URL}`,
  asOf: '2026-11-27',
  note: 'gp3 $0.115/GB-month and $0.02/IOPS-month are quoted by a dated write-up of the pricing page (June 2026); gp3 $0.080/MiB/s-month, gp2 $0.115, io1/io2 $0.125/GB-month and $0.10/IOPS-month are the pricing page figures as recalled and as issue 29 quotes them, not read from a stored copy. No stored copy of the page or of an AmazonRDS offer file was found (searched 2026-11-29: AWS pricing scripts, aws-samples, ec2instances.info, the pages and docs corpora); a 2023 write-up of the eu-west-1 prices table (gp3 $0.088/MiB/s-month = 1.1 × $0.080) agrees.',
};

export const US_EAST_1_AURORA_STORAGE: AuroraStoragePrices = {
  standardPerGiBMonthUsd: 0.1,
  standardPerMillionIoUsd: 0.2,
  ioOptimizedPerGiBMonthUsd: 0.225,
  ioOptimizedPerMillionIoUsd: 0,
  ioOptimizedInstanceFactor: IO_OPTIMIZED_INSTANCE_FACTOR,
  estimated: false,
  source: `${pinnedUrl(AURORA_TOOLKIT)} (AWS's constants: STORAGE_STANDARD_PER_GIB, STORAGE_IO_OPT_PER_GIB, IO_COST_PER_MILLION, IO_OPT_COMPUTE_MULTIPLIER); page: ${AURORA_PRICING_URL}`,
  asOf: AURORA_TOOLKIT.date,
};

export const US_EAST_1_EXTENDED_SUPPORT: ExtendedSupportRates = {
  perVcpuHourUsd: { 'Year 1-2': 0.1, 'Year 3': 0.2 },
  // Estimate: not read from AWS's own page or offer file (docs/catalog.md, "Estimates").
  estimated: true,
  source: `${EXTENDED_SUPPORT_RATES_URL} (US East); page: ${RDS_MYSQL_PRICING_URL}`,
  asOf: '2026-05-06',
  note: "Quoted by a dated third-party write-up of the AWS pricing page, not read from a stored copy of the page (none was found, 2026-11-29: AWS's Extended Support cost estimator asks the Price List API and stores no rate); other write-ups agree.",
};

export const US_EAST_1_RDS: RdsRegionPrices = {
  id: 'us-east-1',
  name: 'US East (N. Virginia)',
  mysqlInstances: mapValues(byClass(mysqlTables(), 'mysql', RDS_SRC), mysqlPrice),
  auroraInstances: mapValues(byClass(auroraTables(), 'aurora-mysql', AURORA_SRC), auroraPrice),
  storage: US_EAST_1_STORAGE,
  aurora: US_EAST_1_AURORA_STORAGE,
  extendedSupport: US_EAST_1_EXTENDED_SUPPORT,
};
