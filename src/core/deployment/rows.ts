/**
 * The DB instance classes a managed deployment sells in a region, as rows of the app's instance
 * picker (the same `InstanceRow` as EC2 types): the class's hardware (its EC2 type's) and its
 * hourly price for the deployment — RDS Single-AZ or Multi-AZ, Aurora Standard or I/O-Optimized,
 * as the scenario has it.
 */
import type { Catalog } from '../catalog/types.ts';
import type { InstanceRow } from '../catalog/list.ts';
import { instanceRows } from '../catalog/list.ts';
import { rdsClassNames } from '../catalog/rds/index.ts';
import { MULTI_AZ_CLUSTER } from '../catalog/rds/multiAzCluster.ts';
import { multiAzOf } from '../scenario/deployments.ts';
import type { Scenario } from '../scenario/types.ts';
import { ec2TypeOf } from './index.ts';
import { auroraClassPrice, managedPrices, rdsCatalogOf, rdsClassPrice } from './prices.ts';

/** The picker's rows for the scenario's deployment: EC2 types on EC2, DB classes on RDS and Aurora. */
export function deploymentInstanceRows(
  catalog: Catalog,
  s: Pick<Scenario, 'region' | 'deployment' | 'multiAz' | 'multiAzKind' | 'auroraStorage'>,
): InstanceRow[] {
  const ec2 = instanceRows(catalog, s.region);
  if (s.deployment === 'ec2') return ec2;
  const p = managedPrices(catalog, s.region);
  if (!p) return [];
  const byName = new Map(ec2.map((r) => [r.name, r]));
  const rds = s.deployment === 'rds';
  const names = rdsClassNames(rds ? 'mysql' : 'aurora-mysql', s.region, rdsCatalogOf(catalog));
  return names.flatMap((name) => {
    const hw = byName.get(ec2TypeOf(name));
    const price = rds ? rdsClassPrice(p, name) : auroraClassPrice(p, name);
    if (!hw || !price) return [];
    const hourly =
      'hourlyUsd' in price
        ? multiAzOf(s) === 'cluster'
          ? price.hourlyUsd * MULTI_AZ_CLUSTER.instances
          : s.multiAz
            ? price.hourlyUsdMultiAz
            : price.hourlyUsd
        : s.auroraStorage === 'io-optimized'
          ? price.ioOptimizedHourlyUsd
          : price.standardHourlyUsd;
    // DB classes have no instance store for the data (RDS and Aurora manage the storage).
    return [
      {
        ...hw,
        name,
        localNvme: null,
        localNvmeGB: 0,
        localNvmeEstimate: false,
        localNvmeNote: null,
        hourlyUsd: hourly,
        priceEstimate: price.note !== undefined,
        priceNote: price.note ?? null,
      },
    ];
  });
}
