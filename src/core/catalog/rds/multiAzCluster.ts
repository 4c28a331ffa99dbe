/**
 * RDS for MySQL Multi-AZ DB cluster (issue 40 item 5): a writer and two readable standbys in three
 * Availability Zones (RDS User Guide, "Configuring and managing a Multi-AZ deployment for Amazon
 * RDS", https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/Concepts.MultiAZ.html, read
 * 2026-11-29: "a cluster-level row with three DB instance rows under it"). Each DB instance has its
 * own allocated storage and provisioned IOPS (RDS API, CreateDBCluster AllocatedStorage and Iops:
 * "to allocate to each DB instance in the Multi-AZ DB cluster"), on Provisioned IOPS (io1, io2) or
 * gp3 storage (RDS User Guide, "Multi-AZ DB cluster deployments for Amazon RDS"; the API's default
 * storage type is io1).
 *
 * Prices: the catalog holds no Multi-AZ DB cluster offer yet, so each of the three instances and
 * its storage is priced at the class's Single-AZ price (an estimate; AWS's offer file has the
 * cluster's own deployment option).
 */
import type { StorageKind } from '../../scenario/types.ts';

export const MULTI_AZ_CLUSTER_URL =
  'https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/multi-az-db-clusters-concepts.html';

export const MULTI_AZ_CLUSTER = {
  /** DB instances in the cluster: the writer and two readable standbys. */
  instances: 3,
  /** Readable standbys (they serve reads, not writes). */
  readableStandbys: 2,
  /** RDS storage kinds a Multi-AZ DB cluster takes. */
  storageKinds: ['rds-io1', 'rds-io2', 'rds-gp3'] as const satisfies readonly StorageKind[],
  source: `RDS User Guide, Multi-AZ DB cluster deployments: ${MULTI_AZ_CLUSTER_URL}; three instances priced at the class's Single-AZ price each (estimate: no cluster offer in the catalog)`,
  asOf: '2026-11-29',
} as const;
