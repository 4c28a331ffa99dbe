/**
 * RDS for MySQL io2 (Provisioned IOPS SSD Block Express, issue 29; RDS User Guide, "Amazon RDS DB
 * instance storage"): 100 GiB to 64 TiB, 1,000 to 256,000 IOPS at 0.5 to 1,000 IOPS per GiB;
 * storage per GB-month and the provisioned IOPS through the region's RDS io2 tiers
 * (src/core/catalog/rds; one flat tier in us-east-1).
 */
import { tieredIopsUsd } from '../price.ts';
import { rdsIoKind } from '../rds.ts';

export const RDS_IO2 = rdsIoKind({
  kind: 'rds-io2',
  family: 'io2',
  label: 'io2 (RDS Block Express)',
  perGiB: (p) => p.io2PerGiBMonthUsd,
  iopsUsd: (iops, p) => tieredIopsUsd(iops, p.io2IopsTiers),
});
