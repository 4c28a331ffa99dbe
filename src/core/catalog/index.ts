/**
 * The shipped catalog and its accessors. Data only: the figures live in limits.ts,
 * restoreLimits.ts, measurements.ts, instances.ts and prices/<region>.ts, each with its source and date (docs/catalog.md lists them).
 */
import type {
  Catalog,
  EbsKind,
  EbsLimits,
  InstancePrice,
  InstanceType,
  RegionCatalog,
} from './types.ts';
import { EBS_LIMITS } from './limits.ts';
import { INSTANCES } from './instances.ts';
import { REGIONS } from './regions.ts';
import {
  FAST_SNAPSHOT_RESTORE,
  INSTANCE_EBS_BURST,
  VOLUME_INITIALIZATION,
} from './restoreLimits.ts';
import { MEASUREMENTS } from './measurements.ts';
import { DB_CLASS_PREFIX, isDbClass } from './dbClass.ts';
import { RDS_CATALOG } from './rds/index.ts';
import { CLOUD_INSTANCES, CLOUD_REGION_CATALOGS } from './clouds/index.ts';

/** Hours in a month for instance cost: AWS's pricing pages and calculator use 730. */
export const HOURS_PER_MONTH = 730;

export const DEFAULT_CATALOG: Catalog = {
  hoursPerMonth: HOURS_PER_MONTH,
  ebsLimits: EBS_LIMITS,
  // Azure VM sizes and Compute Engine machine types (issue 38) after AWS's, each with its cloud.
  instances: { ...INSTANCES, ...CLOUD_INSTANCES },
  regions: { ...REGIONS, ...CLOUD_REGION_CATALOGS },
  volumeInitialization: VOLUME_INITIALIZATION,
  instanceEbsBurst: INSTANCE_EBS_BURST,
  fastSnapshotRestore: FAST_SNAPSHOT_RESTORE,
  measurements: MEASUREMENTS,
  rds: RDS_CATALOG,
};

/** Instance type names, by family then size as listed in the catalog. */
export function instanceNames(catalog: Catalog): string[] {
  return Object.keys(catalog.instances);
}

/** Region ids, in catalog order. */
export function regionIds(catalog: Catalog): string[] {
  return Object.keys(catalog.regions);
}

/** DB instance classes resolved to their EC2 hardware, per catalog instance table (built once each). */
const DB_CLASSES = new WeakMap<
  Record<string, InstanceType>,
  Map<string, InstanceType | undefined>
>();

/**
 * The hardware of DB instance class `name` (`db.m6i.large`): the EC2 type it runs on under the
 * class's name (RDS User Guide, "Hardware specifications for DB instance classes": the same vCPUs,
 * memory and EBS-optimized ceilings), or undefined when the catalog does not know the EC2 type.
 */
function dbClassHardware(catalog: Catalog, name: string): InstanceType | undefined {
  let known = DB_CLASSES.get(catalog.instances);
  if (!known) {
    known = new Map();
    DB_CLASSES.set(catalog.instances, known);
  }
  if (known.has(name)) return known.get(name);
  const ec2 = name.slice(DB_CLASS_PREFIX.length);
  const hw = Object.hasOwn(catalog.instances, ec2) ? catalog.instances[ec2] : undefined;
  const cls = hw ? { ...hw, name } : undefined;
  known.set(name, cls);
  return cls;
}

/**
 * The instance type called `name`, or undefined if the catalog does not know it. A DB instance
 * class (`db.m6i.large`, RDS and Aurora) is the hardware of the EC2 type it runs on, named as the
 * class; whether the scenario's deployment takes it is validation's question.
 */
export function getInstance(catalog: Catalog, name: string): InstanceType | undefined {
  if (Object.hasOwn(catalog.instances, name)) return catalog.instances[name];
  return isDbClass(name) ? dbClassHardware(catalog, name) : undefined;
}

/** The region called `id`, or undefined if the catalog does not know it (own properties only). */
export function getRegion(catalog: Catalog, id: string): RegionCatalog | undefined {
  return Object.hasOwn(catalog.regions, id) ? catalog.regions[id] : undefined;
}

/** On-demand price of `name` in `region`, or undefined if either is unknown. */
export function getInstancePrice(
  catalog: Catalog,
  region: string,
  name: string,
): InstancePrice | undefined {
  const r = getRegion(catalog, region);
  return r ? regionInstancePrice(r, name) : undefined;
}

/** The price of instance type `name` in a region's price list, or undefined (own properties only). */
export function regionInstancePrice(
  region: Pick<RegionCatalog, 'instancePrices'>,
  name: string,
): InstancePrice | undefined {
  return Object.hasOwn(region.instancePrices, name) ? region.instancePrices[name] : undefined;
}

/** AWS limits of an EBS volume type. */
export function ebsLimits(catalog: Catalog, kind: EbsKind): EbsLimits {
  return catalog.ebsLimits[kind];
}

export type { Catalog, EbsKind, EbsLimits, InstancePrice, InstanceType } from './types.ts';
