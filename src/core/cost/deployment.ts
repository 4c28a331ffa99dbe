/**
 * Monthly cost of RDS for MySQL and Aurora MySQL (issue 29), item by item:
 *
 * - the DB instance: the class's hourly price × 730 h; RDS Multi-AZ at its Multi-AZ price (the
 *   primary and a standby of the same class: twice Single-AZ); an RDS Multi-AZ DB cluster as
 *   three instances at the Single-AZ price (estimate, catalog/rds/multiAzCluster.ts); Aurora I/O-Optimized at 1.3 × the
 *   Standard price;
 * - storage: the storage kind's items (src/core/storage/kinds/: RDS's volumes at RDS's prices,
 *   twice with Multi-AZ; Aurora's data stored at the storage configuration's price);
 * - I/O: the kind's I/O items (Aurora Standard's I/O requests, priced from the model's page reads
 *   and updates); none on RDS (provisioned IOPS are storage items) or Aurora I/O-Optimized;
 * - RDS Extended Support: a MySQL major version past standard support (5.7) is charged per vCPU-hour
 *   of every instance running it, the Multi-AZ standby and replicas included (RDS User Guide,
 *   "Amazon RDS Extended Support charges");
 * - replicas (`topology.replicas`): an RDS read replica is a Single-AZ DB instance of the same class
 *   with its own storage; an Aurora replica is a reader instance on the cluster's shared storage.
 */
import type { Catalog, InstancePrice } from '../catalog/types.ts';
import type { AuroraInstancePrice, RdsInstancePrice } from '../catalog/rds/index.ts';
import type { PricingOption, Scenario } from '../scenario/types.ts';
import { getInstance } from '../catalog/index.ts';
import { DB_PRICING_OPTION_LABELS, instanceRate } from './pricing.ts';
import { parseMysqlVersion } from '../scenario/version.ts';
import { formatInt, formatUnitUsd, formatUsd } from '../format/index.ts';
import type { ManagedPrices } from '../deployment/prices.ts';
import {
  auroraClassPrice,
  extendedSupportRate,
  managedPrices,
  rdsClassPrice,
} from '../deployment/prices.ts';
import type { LazyItem } from '../deployment/items.ts';
import { sourced } from '../deployment/items.ts';
import { getRegion } from '../catalog/index.ts';
import { describeStorage, storageKind } from '../storage/index.ts';
import type { IoRates } from '../storage/types.ts';
import { DEPLOYMENT_LABELS } from '../deployment/index.ts';
import { MULTI_AZ_LABELS, multiAzOf } from '../scenario/deployments.ts';
import { MULTI_AZ_CLUSTER } from '../catalog/rds/multiAzCluster.ts';

export interface ManagedDrafts {
  applied: PricingOption;
  /** The applied option's name when AWS sells the term only with an upfront fee. */
  appliedLabel?: string;
  /** False when the region has no RDS/Aurora prices: the items are not priced. */
  regional: boolean;
  instance: LazyItem | undefined;
  storage: LazyItem[];
  io: LazyItem[];
  support: LazyItem[];
  replicas: LazyItem[];
}

const sum = (items: readonly LazyItem[]): number => items.reduce((a, i) => a + i.monthlyUsd, 0);

/** A class's prices under the deployment: on-demand, Reserved, and how each Reserved term is paid. */
type ClassRates = InstancePrice & {
  what: string;
  upfront: Partial<Record<PricingOption, { purchaseOption: string; upfrontUsd: number }>>;
};

/**
 * The class's prices under the scenario's deployment as one instance price: on-demand and, where
 * an AmazonRDS offer file gave them, 1-/3-year Reserved (Single-AZ or Multi-AZ on RDS; Aurora
 * Standard or I/O-Optimized), with the upfront fee of a term AWS sells only with one.
 */
function classRates(s: Scenario, p: ManagedPrices, multiAz: boolean): ClassRates | undefined {
  const name = s.instance.type;
  const rds = s.deployment === 'rds' ? rdsClassPrice(p, name) : undefined;
  const aurora = s.deployment === 'aurora' ? auroraClassPrice(p, name) : undefined;
  if (rds) {
    const k = multiAz
      ? (['hourlyUsdMultiAz', 'reserved1yHourlyUsdMultiAz', 'reserved3yHourlyUsdMultiAz'] as const)
      : (['hourlyUsd', 'reserved1yHourlyUsd', 'reserved3yHourlyUsd'] as const);
    const what = `RDS for MySQL ${multiAz ? 'Multi-AZ (primary and standby)' : 'Single-AZ'}`;
    return { ...sourced(rds), ...rates(rds, k), what };
  }
  if (!aurora) return undefined;
  const io = s.auroraStorage === 'io-optimized';
  const k = io
    ? ([
        'ioOptimizedHourlyUsd',
        'ioOptimizedReserved1yHourlyUsd',
        'ioOptimizedReserved3yHourlyUsd',
      ] as const)
    : (['standardHourlyUsd', 'reserved1yHourlyUsd', 'reserved3yHourlyUsd'] as const);
  const what = `Aurora MySQL ${io ? 'I/O-Optimized' : 'Standard'}`;
  return { ...sourced(aurora), ...rates(aurora, k), what };
}

/** The on-demand, 1-year and 3-year prices of fields `k` of a class price, and their upfront fees. */
function rates<P extends RdsInstancePrice | AuroraInstancePrice>(
  price: P,
  k: readonly [keyof P, keyof P, keyof P],
): Pick<ClassRates, 'hourlyUsd' | 'reserved1yHourlyUsd' | 'reserved3yHourlyUsd' | 'upfront'> {
  const num = (key: keyof P): number | undefined =>
    typeof price[key] === 'number' ? (price[key] as number) : undefined;
  const [y1, y3] = [num(k[1]), num(k[2])];
  const fee = (key: keyof P) => price.reservedUpfront?.[String(key)];
  const upfront: ClassRates['upfront'] = {};
  const f1 = fee(k[1]);
  const f3 = fee(k[2]);
  if (f1) upfront['reserved-1y'] = f1;
  if (f3) upfront['reserved-3y'] = f3;
  return {
    hourlyUsd: num(k[0]) ?? 0,
    ...(y1 === undefined ? {} : { reserved1yHourlyUsd: y1 }),
    ...(y3 === undefined ? {} : { reserved3yHourlyUsd: y3 }),
    upfront,
  };
}

/** "1-year Reserved, no upfront", or the term's upfront payment where AWS sells only that. */
function optionLabel(rates: ClassRates, applied: PricingOption): string {
  const f = rates.upfront[applied];
  if (!f) return DB_PRICING_OPTION_LABELS[applied];
  const term = applied === 'reserved-1y' ? '1-year' : '3-year';
  return `${term} Reserved, ${f.purchaseOption.toLowerCase()} (${formatUsd(f.upfrontUsd)} upfront, effective hourly)`;
}

function instanceItem(
  s: Scenario,
  p: ManagedPrices,
  hours: number,
  az: 'off' | 'instance' | 'cluster',
): { item: LazyItem; applied: PricingOption; appliedLabel?: string } {
  const name = s.instance.type;
  // A Multi-AZ DB cluster: three instances at the Single-AZ price each (estimate, multiAzCluster.ts).
  const count = az === 'cluster' ? MULTI_AZ_CLUSTER.instances : 1;
  const price = classRates(s, p, az === 'instance');
  if (!price)
    return {
      item: {
        label: () => `${name} ${formatUnitUsd(0)}/h × ${hours} h`,
        monthlyUsd: 0,
        source: 'not in catalog',
        asOf: '',
      },
      applied: s.pricing.option,
    };
  // Reserved prices of DB classes come from an AmazonRDS offer file; without one the rate falls
  // back to on-demand, saying so.
  const rate = instanceRate(price, s.pricing.option, 'RDS');
  const clusterNote = count > 1 ? CLUSTER_PRICE_NOTE : undefined;
  const note = [price.note, rate.fallbackNote, clusterNote]
    .filter((n) => n !== undefined)
    .join(' ');
  const label = optionLabel(price, rate.applied);
  const what = s.deployment === 'rds' ? rdsWhat(az) : price.what;
  const each = count > 1 ? ` × ${formatInt(count)} instances` : '';
  return {
    // A DB class's own option names (its 3-year term is partial upfront), fee or not.
    ...(rate.applied === 'on-demand' ? {} : { appliedLabel: label }),
    item: {
      label: () =>
        `${name} ${what} ${label} ${formatUnitUsd(rate.hourlyUsd)}/h × ${hours} h${each}`,
      monthlyUsd: rate.hourlyUsd * hours * count,
      source: count > 1 ? `${price.source}; ${MULTI_AZ_CLUSTER.source}` : price.source,
      asOf: price.asOf,
      ...(note ? { note } : {}),
    },
    applied: rate.applied,
  };
}

const CLUSTER_PRICE_NOTE =
  'Multi-AZ DB cluster: three DB instances (a writer and two readable standbys), each priced at the Single-AZ rate (estimate: the catalog has no cluster offer).';

function rdsWhat(az: 'off' | 'instance' | 'cluster'): string {
  if (az === 'cluster')
    return 'RDS for MySQL Multi-AZ DB cluster (writer and two readable standbys)';
  return `RDS for MySQL ${az === 'instance' ? 'Multi-AZ (primary and standby)' : 'Single-AZ'}`;
}

/** Extended Support of the scenario's MySQL version on `instances` instances, or none. */
function supportItems(
  s: Scenario,
  catalog: Catalog,
  p: ManagedPrices,
  instances: number,
): LazyItem[] {
  const v = parseMysqlVersion(s.mysql.version);
  if (!v || s.deployment === 'ec2') return [];
  const major = `${v.major}.${v.minor}`;
  const rate = extendedSupportRate(p, s.deployment, major);
  const vcpu = getInstance(catalog, s.instance.type)?.vcpu;
  if (!rate || vcpu === undefined) return [];
  const hours = catalog.hoursPerMonth;
  const each = instances > 1 ? ` × ${instances} instances` : '';
  return [
    {
      label: () =>
        `RDS Extended Support for MySQL ${major} (past standard support), ${rate.band}: ${formatInt(vcpu)} vCPU × ${formatUnitUsd(rate.perVcpuHourUsd)}/vCPU-hour × ${hours} h${each}`,
      monthlyUsd: rate.perVcpuHourUsd * vcpu * hours * instances,
      ...sourced(rate),
    },
  ];
}

/** One item per replica: its instance, and on RDS its own Single-AZ storage, with their Extended Support. */
function replicaItems(s: Scenario, catalog: Catalog, p: ManagedPrices, n: number): LazyItem[] {
  if (n === 0) return [];
  const hours = catalog.hoursPerMonth;
  const inst = instanceItem(s, p, hours, 'off').item;
  // An RDS replica's storage is its own, Single-AZ; an Aurora replica shares the cluster volume.
  const storage = s.deployment === 'rds' ? storageItems({ ...s, multiAz: false }, catalog) : [];
  const support = supportItems(s, catalog, p, 1);
  const usd = inst.monthlyUsd + sum(storage) + sum(support);
  const what =
    s.deployment === 'rds'
      ? `RDS read replica: ${s.instance.type} Single-AZ with its own storage (${describeStorage(s.storage, 'short', s)})`
      : `Aurora replica: ${s.instance.type} reader on the cluster's shared storage`;
  return Array.from({ length: n }, (_, i) => ({
    label: () => `Replica ${i + 1}: ${what}`,
    monthlyUsd: usd,
    source: "the primary's prices above",
    asOf: '',
  }));
}

/** The storage kind's items for the scenario (its region's prices, Multi-AZ as it has it). */
function storageItems(s: Scenario, catalog: Catalog): LazyItem[] {
  const ebs = getRegion(catalog, s.region)?.ebs;
  if (!ebs) return [];
  return storageKind(s.storage.kind).costItems(s.storage, s.storage, ebs, '', catalog, s);
}

/** The items of a managed deployment (the scenario's deployment is `rds` or `aurora`). */
export function managedCostDrafts(
  s: Scenario,
  catalog: Catalog,
  rates: IoRates,
  replicas: number,
): ManagedDrafts {
  const p = managedPrices(catalog, s.region);
  const hours = catalog.hoursPerMonth;
  if (!p)
    return {
      applied: s.pricing.option,
      regional: false,
      instance: undefined,
      storage: [],
      io: [],
      support: [],
      replicas: [],
    };
  const az = multiAzOf(s);
  const { item, applied, appliedLabel } = instanceItem(s, p, hours, az);
  return {
    applied,
    ...(appliedLabel === undefined ? {} : { appliedLabel }),
    regional: true,
    instance: item,
    storage: storageItems(s, catalog),
    io: storageKind(s.storage.kind).ioItems?.(s, catalog, rates) ?? [],
    support: supportItems(
      s,
      catalog,
      p,
      az === 'cluster' ? MULTI_AZ_CLUSTER.instances : az === 'instance' ? 2 : 1,
    ),
    replicas: replicaItems(s, catalog, p, replicas),
  };
}

/** "RDS for MySQL, Multi-AZ" / "Aurora MySQL, I/O-Optimized" / "EC2 (self-managed)". */
export function deploymentText(
  s: Pick<Scenario, 'deployment' | 'multiAz' | 'multiAzKind' | 'auroraStorage'>,
): string {
  if (s.deployment === 'rds') return `${DEPLOYMENT_LABELS.rds}, ${MULTI_AZ_LABELS[multiAzOf(s)]}`;
  if (s.deployment === 'aurora')
    return `${DEPLOYMENT_LABELS.aurora}, ${s.auroraStorage === 'io-optimized' ? 'I/O-Optimized' : 'Standard'}`;
  return DEPLOYMENT_LABELS.ec2;
}
