/**
 * Torn-write prevention on AWS (issue 25, mechanism 6): storage that writes a 16 KiB block
 * atomically lets InnoDB run without the doublewrite buffer (innodb_doublewrite=0), since a page
 * write can no longer be torn. AWS guarantees it on every EBS volume attached to an instance built
 * on the Nitro System and on the instance store of the I4i, Im4gn, Is4gen, I7i, I7ie, I8g and I8ge
 * families (16 KiB blocks; other NVMe instance stores, such as m6id, r6id, m7gd or m8gd, are not
 * listed), with ext4 `bigalloc` at a 16 KiB cluster and `O_DIRECT`. RDS calls the same thing
 * Optimized Writes.
 */
import type { Sourced } from './types.ts';

export interface TornWriteRules extends Sourced {
  /** Largest block written atomically, KiB: InnoDB pages up to this size are covered. */
  atomicKiB: number;
  /** Families whose instance store supports 16 KiB torn-write prevention. */
  instanceStoreFamilies: readonly string[];
  /** Families built on the Nitro System: their attached EBS volumes support it. */
  nitroFamilies: readonly string[];
  /** What running without doublewrite takes, in the words of the AWS procedure. */
  procedure: string;
}

export const TORN_WRITE_PREVENTION: TornWriteRules = {
  atomicKiB: 16,
  instanceStoreFamilies: ['i4i', 'im4gn', 'is4gen', 'i7i', 'i7ie', 'i8g', 'i8ge'],
  // Every family of the shipped catalog is 6th generation or later, built on Nitro. A family added
  // later (e.g. by `catalog update`) is not listed until someone checks it: no advice there.
  nitroFamilies: [
    'm6g',
    'm6i',
    'm6id',
    'm7a',
    'm7g',
    'm7gd',
    'm7i',
    'm8g',
    'm8gd',
    'r6g',
    'c6i',
    'c6g',
    'c7g',
    'c7i',
    'c8g',
    'r6i',
    'r6id',
    'r7a',
    'r7g',
    'r7gd',
    'r7i',
    'r8g',
    'r8gd',
    'i4g',
    'i4i',
    'i7i',
    'i7ie',
    'i8g',
    'i8ge',
    'im4gn',
    'is4gen',
    'x2idn',
    'x2iedn',
  ],
  procedure:
    'ext4 re-created with bigalloc and a 16 KiB cluster (mkfs.ext4 -O bigalloc -C 16384; AL2 kernel 5.10+, e2fsprogs 1.46.5+), the data reloaded, MySQL restarted with innodb_flush_method=O_DIRECT and innodb_doublewrite=0',
  source:
    'AWS EC2 User Guide, "Block sizes for torn write prevention" (https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/supported-block-sizes.html), "Requirements for using torn write prevention" (twp-reqs.html) and "Configure torn write prevention" (configure-twp.html); RDS User Guide, "Improving write performance with RDS Optimized Writes for MySQL" (https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/rds-optimized-writes.html)',
  asOf: '2026-11-27',
  note: 'Nitro families: the shipped catalog’s families, all 6th generation or later (AWS, "Instances built on the AWS Nitro System"); not re-read family by family.',
};
