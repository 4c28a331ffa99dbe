/**
 * Where the RDS and Aurora figures come from: one constant per source, so a figure and the page or
 * file it was read from cannot drift apart (docs/catalog.md, "RDS for MySQL and Aurora MySQL").
 */

/** A file of a public GitHub repository at a fixed commit, and that commit's date. */
export interface PinnedFile {
  repo: string;
  path: string;
  commit: string;
  /** Date of the last commit that changed the file, YYYY-MM-DD. */
  date: string;
}

/** GitHub URL of a pinned file. */
export function pinnedUrl(f: PinnedFile): string {
  return `https://github.com/${f.repo}/blob/${f.commit}/${f.path}`;
}

/**
 * AWS's own agent toolkit, Aurora I/O-Optimized analyzer: its us-east-1 Aurora MySQL instance
 * prices (Aurora Standard, Single-AZ, on-demand), storage $0.10 and $0.225 per GiB-month, I/O
 * $0.20 per million requests and the 1.30 I/O-Optimized instance multiplier. The file calls the
 * table its "static fallback" (the script asks the AWS Price List API when it can).
 */
export const AURORA_TOOLKIT: PinnedFile = {
  repo: 'aws/agent-toolkit-for-aws',
  path: 'skills/specialized-skills/database-skills/amazon-aurora-mysql/scripts/io_optimized_analyzer.py',
  commit: 'a9d1c70fe7442a97678e82b62c7c61bcb0deeaea',
  date: '2026-06-15',
};

/**
 * AWS's own agent toolkit, RDS commitment-pricing analyzer: us-east-1 RDS for MySQL on-demand
 * Single-AZ prices of some classes (its static fallback table) and the Multi-AZ multiplier 2.0.
 */
export const RDS_TOOLKIT: PinnedFile = {
  repo: 'aws/agent-toolkit-for-aws',
  path: 'skills/specialized-skills/database-skills/rds-oss/scripts/rds_commitment_pricing_analyzer.py',
  commit: 'aea59f3570608a77c0b32c2ee1beee06222bad57',
  date: '2026-07-02',
};

/** Amazon RDS for MySQL pricing page (instances, storage, Extended Support). */
export const RDS_MYSQL_PRICING_URL = 'https://aws.amazon.com/rds/mysql/pricing/';

/** Amazon Aurora pricing page. */
export const AURORA_PRICING_URL = 'https://aws.amazon.com/rds/aurora/pricing/';

/** Amazon RDS DB instance storage (gp3 baselines by engine and size, io1/io2 ranges). */
export const RDS_STORAGE_URL =
  'https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/CHAP_Storage.html';

/** Multi-AZ DB instance billing: primary and standby instance hours and storage. */
export const RDS_ON_DEMAND_BILLING_URL =
  'https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/USER_OnDemandDBInstances.html';

/** Amazon RDS Extended Support (RDS for MySQL 5.7 dates, how it is charged). */
export const RDS_EXTENDED_SUPPORT_URL =
  'https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/extended-support.html';

/** RDS for MySQL user guide, "Supported MySQL major versions on Amazon RDS" (release calendar). */
export const RDS_MYSQL_CALENDAR_URL =
  'https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/MySQL.Concepts.VersionMgmt.html';

/** Aurora MySQL release notes, "Release calendar for Aurora MySQL". */
export const AURORA_MYSQL_CALENDAR_URL =
  'https://docs.aws.amazon.com/AmazonRDS/latest/AuroraMySQLReleaseNotes/AuroraMySQL.release-calendars.html';

/** Amazon RDS Extended Support with Aurora (Aurora MySQL version 2 dates). */
export const AURORA_EXTENDED_SUPPORT_URL =
  'https://docs.aws.amazon.com/AmazonRDS/latest/AuroraUserGuide/extended-support.html';

/**
 * Usage.ai, "RDS Extended Support Pricing: Staying on Old Engine Versions" (2026-05-06): $0.100
 * per vCPU-hour in years 1-2 and $0.200 in year 3 in US East; MySQL 5.7 in year 3 from
 * 2026-03-01. A third-party write-up of AWS's pricing page.
 */
export const EXTENDED_SUPPORT_RATES_URL =
  'https://www.usage.ai/blogs/aws/reserved-instances/rds/extended-support/';

/**
 * Usage.ai, "RDS pricing calculator" (rates "US East (N. Virginia), June 2026"): gp3 $0.115 per
 * GB-month, 3,000 IOPS included, $0.02 per IOPS-month above. A third-party write-up.
 */
export const RDS_STORAGE_RATES_URL =
  'https://www.usage.ai/blogs/aws/reserved-instances/rds/pricing-calculator/';

/**
 * A public project's upgrade issue quoting the date: "Amazon RDS MySQL 8.0 reaches end of standard
 * support on 2026-07-31" (buttonmen-dev/buttonmen issue 3098).
 */
export const MYSQL80_END_URL = 'https://github.com/buttonmen-dev/buttonmen/issues/3098';

/**
 * Amazon RDS Reserved Instances: "All Upfront and Partial Upfront Reserved Instances can be
 * purchased for one or three year terms, while No Upfront Reserved Instances are only available
 * for one year term" (stored copy read 2026-11-29). Why a 3-year DB class price is an upfront
 * term's effective hourly price (offer/rds.ts).
 */
export const RDS_RESERVED_URL = 'https://aws.amazon.com/rds/reserved-instances/';
