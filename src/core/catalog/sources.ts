/**
 * Where the catalog's figures come from. One constant per page so that a figure and the page it was
 * read from cannot drift apart. `STORED_COPY_DATE` is the date used for stored copies of AWS pages
 * that carry no date of their own (read through the project's search tool on that day).
 */

/** Date of reading for stored page copies without their own date. */
export const STORED_COPY_DATE = '2026-11-21';

/** Amazon EBS pricing page (gp3, io2, gp2, Fast Snapshot Restore, volume initialization). */
export const EBS_PRICING_URL = 'https://aws.amazon.com/ebs/pricing/';

/** Amazon EBS General Purpose SSD (gp2, gp3) volume characteristics. */
export const EBS_GP_VOLUMES_URL =
  'https://docs.aws.amazon.com/ebs/latest/userguide/general-purpose.html';

/** Amazon EBS Provisioned IOPS SSD (io2 Block Express) volume characteristics. */
export const EBS_PIOPS_VOLUMES_URL =
  'https://docs.aws.amazon.com/ebs/latest/userguide/provisioned-iops.html';

/** Amazon EBS volume types summary table (IO size accounting, latency classes). */
export const EBS_VOLUME_TYPES_URL =
  'https://docs.aws.amazon.com/ebs/latest/userguide/ebs-volume-types.html';

/** Amazon EBS-optimized instances (io2 Block Express sub-500 µs latency statement). */
export const EBS_OPTIMIZATION_URL =
  'https://docs.aws.amazon.com/ebs/latest/userguide/ebs-optimization.html';

/** EC2 general purpose instance specifications (m6i, m6id): vCPU, memory, EBS, instance store. */
export const EC2_GP_SPECS_URL = 'https://docs.aws.amazon.com/ec2/latest/instancetypes/gp.html';

/** EC2 memory optimized instance specifications (r6i, r6id). */
export const EC2_MO_SPECS_URL = 'https://docs.aws.amazon.com/ec2/latest/instancetypes/mo.html';

/** EC2 storage optimized instance specifications (i4i). */
export const EC2_SO_SPECS_URL = 'https://docs.aws.amazon.com/ec2/latest/instancetypes/so.html';

/** EC2 On-Demand pricing (Linux, shared tenancy). */
export const EC2_ON_DEMAND_URL = 'https://aws.amazon.com/ec2/pricing/on-demand/';

/**
 * The published measurement behind the EBS read latencies the catalog embeds (the project's domain
 * brief, section 2, quotes it): MySQL crash recovery read one block at a time from a warm gp volume
 * at about 0.33 ms per read and from a volume freshly restored from a snapshot at about 43 ms
 * (lazy loading from S3). "Amazon EBS volume lazy loading: how it influences MySQL recovery
 * performance", 2015-11-18.
 */
export const EBS_LAZY_LOADING_MYSQL_URL =
  'http://blog.symedia.pl/2015/11/amazon-ebs-volume-lazy-loading-mysql-recovery.html';

/**
 * A copy of AWS's own pricing-ebs.js (the data file behind the old EBS pricing page), kept as a
 * test fixture; gives eu-west-1 gp2 and io1 (= io2 first tier) prices.
 */
export const LIGOJ_EBS_PRICING_URL =
  'https://github.com/ligoj/plugin-prov-aws/blob/master/src/test/resources/mock-server/aws/pricing-ebs.js';

/** AWS Storage Blog: gp3 costs up to 20% less per GB than gp2 (the documented gp3/gp2 ratio). */
export const GP3_VS_GP2_BLOG_URL =
  'https://aws.amazon.com/blogs/storage/migrate-your-amazon-ebs-volumes-from-gp2-to-gp3-and-save-up-to-20-on-costs/';

/** "How AWS Pricing Works": FSR is $0.75 per DSU-hour per AZ in us-east-1, per minute, 1 h minimum. */
export const HOW_AWS_PRICING_WORKS_EBS_URL =
  'https://docs.aws.amazon.com/whitepapers/latest/how-aws-pricing-works/amazon-ebs.html';

/** Initialize Amazon EBS volumes: provisioned rate 100–300 MiB/s and its billing formula. */
export const EBS_INITIALIZE_URL =
  'https://docs.aws.amazon.com/ebs/latest/userguide/initalize-volume.html';

/**
 * AWS's own EC2 user guide sources (archived GitHub copy): the EBS-optimized table there lists
 * m6i's baseline and maximum ceilings (the m6id, r6i, r6id and i4i rows postdate the copy).
 */
export const AWSDOCS_EBS_OPTIMIZED_URL =
  'https://github.com/awsdocs/amazon-ec2-user-guide/blob/master/doc_source/ebs-optimized.md';

/** Archived AWS EC2 user guide (GitHub copy): general purpose specs, m6i/m6id vCPU, memory, store IOPS. */
export const AWSDOCS_GP_INSTANCES_URL =
  'https://github.com/awsdocs/amazon-ec2-user-guide/blob/master/doc_source/general-purpose-instances.md';
/** Archived AWS EC2 user guide: memory optimized specs, r6i/r6id vCPU, memory, store IOPS. */
export const AWSDOCS_MO_INSTANCES_URL =
  'https://github.com/awsdocs/amazon-ec2-user-guide/blob/master/doc_source/memory-optimized-instances.md';
/** Archived AWS EC2 user guide: storage optimized specs, i4i vCPU, memory, store IOPS. */
export const AWSDOCS_SO_INSTANCES_URL =
  'https://github.com/awsdocs/amazon-ec2-user-guide/blob/master/doc_source/storage-optimized-instances.md';
/** Archived AWS EC2 user guide: instance store volumes table (count × size per type). */
export const AWSDOCS_INSTANCE_STORE_URL =
  'https://github.com/awsdocs/amazon-ec2-user-guide/blob/master/doc_source/InstanceStorage.md';
