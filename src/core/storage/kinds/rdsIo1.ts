/**
 * RDS for MySQL io1 (Provisioned IOPS SSD, issue 29; RDS User Guide, "Amazon RDS DB instance
 * storage"): 100 GiB to 64 TiB, 1,000 to 256,000 IOPS at 0.5 to 50 IOPS per GiB; storage per
 * GB-month and every provisioned IOPS per month at the region's RDS prices (src/core/catalog/rds).
 */
import { rdsIoKind } from '../rds.ts';

export const RDS_IO1 = rdsIoKind({
  kind: 'rds-io1',
  family: 'io1',
  label: 'io1 (RDS provisioned IOPS)',
  perGiB: (p) => p.io1PerGiBMonthUsd,
  iopsUsd: (iops, p) => iops * p.io1PerIopsMonthUsd,
});
