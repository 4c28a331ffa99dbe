/**
 * The cloud dimension (issue 38): which cloud a region and an instance type belong to, the words
 * for each cloud, what a scenario moved to another cloud becomes (`withCloud`), and the rules
 * between the cloud and the other choices (validation's `cloudIssues`). Managed MySQL on Azure and
 * Google Cloud is not modelled: on those clouds the deployment is `ec2`, a self-managed server on
 * a VM (the `deployments` of a kind and the `cloud` of a scenario leave room for it).
 */
import type { Catalog, InstanceType } from '../catalog/types.ts';
import { getInstance, getRegion } from '../catalog/index.ts';
import type { Cloud, Scenario, StorageChoice } from '../scenario/types.ts';
import { CLOUDS } from '../scenario/types.ts';
import type { ScenarioIssue } from '../types.ts';
import { deploymentKinds, findStorageKind, kindClouds, storageKind } from '../storage/index.ts';

export const CLOUD_LABELS: Readonly<Record<Cloud, string>> = {
  aws: 'AWS',
  azure: 'Azure',
  gcp: 'Google Cloud',
};

/** What a scenario moved to a cloud starts from: its first region, VM and disk kind. */
export const CLOUD_DEFAULTS: Readonly<
  Record<Cloud, { region: string; instance: string; storage: string }>
> = {
  aws: { region: 'us-east-1', instance: 'm6i.large', storage: 'gp3' },
  azure: { region: 'eastus', instance: 'Standard_E8ds_v5', storage: 'premium-ssd-v2' },
  gcp: { region: 'us-central1', instance: 'n2-standard-8', storage: 'hyperdisk-balanced' },
};

/** The cloud of a catalog region, or undefined when the catalog does not know it. */
export function cloudOfRegion(catalog: Catalog, region: string): Cloud | undefined {
  const r = getRegion(catalog, region);
  return r ? (r.cloud ?? 'aws') : undefined;
}

/** The cloud of an instance type (AWS unless the type names another). */
export function cloudOfInstance(inst: InstanceType): Cloud {
  return inst.cloud ?? 'aws';
}

/** The catalog's regions of a cloud, in catalog order. */
export function cloudRegions(catalog: Catalog, cloud: Cloud): string[] {
  return Object.values(catalog.regions)
    .filter((r) => (r.cloud ?? 'aws') === cloud)
    .map((r) => r.id);
}

/** "eastus, westeurope" for an error's valid values. */
export function regionExamples(catalog: Catalog, cloud: Cloud): string {
  return cloudRegions(catalog, cloud).slice(0, 3).join(', ');
}

/** `value` as a cloud, or undefined. */
export function parseCloud(value: string): Cloud | undefined {
  return (CLOUDS as readonly string[]).includes(value) ? (value as Cloud) : undefined;
}

/**
 * The scenario on `cloud`: the region, instance and storage kept where the cloud has them, else
 * the cloud's defaults (`keep` names what the caller fixed: its own flags or fields). A move to
 * Azure or Google Cloud is a self-managed server (deployment `ec2`).
 */
export function withCloud(
  s: Scenario,
  cloud: Cloud,
  catalog: Catalog,
  keep: {
    region?: boolean;
    instance?: boolean;
    storage?: boolean;
    iops?: boolean;
    throughput?: boolean;
  } = {},
): Scenario {
  const d = CLOUD_DEFAULTS[cloud];
  const region = keep.region || cloudOfRegion(catalog, s.region) === cloud ? s.region : d.region;
  const inst = s.instance.type === 'custom' ? undefined : getInstance(catalog, s.instance.type);
  const instOk = s.instance.type === 'custom' || (inst && cloudOfInstance(inst) === cloud);
  const type = keep.instance || instOk ? s.instance.type : d.instance;
  const deployment = cloud === 'aws' ? s.deployment : 'ec2';
  const storage = keep.storage ? s.storage : storageOn(s.storage, cloud, deployment, catalog, keep);
  return {
    ...s,
    cloud,
    region,
    deployment,
    instance: { ...s.instance, type },
    storage,
    logVolume: logVolumeOn(s.logVolume, cloud, catalog),
  };
}

/** A separate log volume on a cloud: itself, or the cloud's default disk at its baseline. */
function logVolumeOn(
  log: Scenario['logVolume'],
  cloud: Cloud,
  catalog: Catalog,
): Scenario['logVolume'] {
  const m = log.kind === 'same' ? undefined : findStorageKind(log.kind);
  if (!m || kindClouds(m).includes(cloud)) return log;
  const kind = CLOUD_DEFAULTS[cloud].storage;
  const lim = storageKind(kind).volumeLimits?.(catalog);
  return lim ? { ...log, kind, iops: lim.baselineIops, throughputMiBps: lim.baselineMiBps } : log;
}

/**
 * A storage moved to another cloud starts at what its kind includes (Premium SSD v2: 3,000 IOPS
 * and 125 MB/s; Hyperdisk Balanced: 3,000 IOPS and 140 MiB/s), not at the figures of the other
 * cloud's default (gp3's 125 MiB/s is 131 MB/s), unless `keep` says the IOPS or throughput were
 * given. Kinds that include nothing keep the figures.
 */
export function withIncluded(
  s: Scenario,
  catalog: Catalog,
  keep: { iops?: boolean; throughput?: boolean },
): Scenario {
  const m = findStorageKind(s.storage.kind);
  const lim = m?.baselineIncluded ? m.volumeLimits?.(catalog) : undefined;
  if (!lim) return s;
  return {
    ...s,
    storage: {
      ...s.storage,
      ...(keep.iops ? {} : { iops: lim.baselineIops }),
      ...(keep.throughput ? {} : { throughputMiBps: lim.baselineMiBps }),
    },
  };
}

/** The storage nearest to `st` on a cloud: itself, or the cloud's kind of the same role. */
function storageOn(
  st: StorageChoice,
  cloud: Cloud,
  deployment: Scenario['deployment'],
  catalog: Catalog,
  keep: { iops?: boolean; throughput?: boolean },
): StorageChoice {
  const m = findStorageKind(st.kind);
  if (m && kindClouds(m).includes(cloud)) return st;
  const kind = nearestKind(m?.durable !== false, cloud, deployment);
  const to = storageKind(kind);
  const lim = to.volumeLimits?.(catalog);
  const moved: StorageChoice = {
    ...st,
    kind,
    volumeState: 'warm',
    restoreRemedy: 'none',
    ...(lim && !keep.iops ? { iops: lim.baselineIops } : {}),
    ...(lim && !keep.throughput ? { throughputMiBps: lim.baselineMiBps } : {}),
  };
  return to.fitProvisioning?.(moved, catalog, {}) ?? moved;
}

/** A cloud's kind for a kind of another cloud: its default disk, or its local disk for a local one. */
function nearestKind(durable: boolean, cloud: Cloud, deployment: Scenario['deployment']): string {
  const kinds = deploymentKinds(deployment, cloud);
  const local = durable ? undefined : kinds.find((k) => !k.durable);
  const first = kinds[0]?.kind ?? CLOUD_DEFAULTS[cloud].storage;
  return (
    local?.kind ?? (cloud === 'aws' && deployment !== 'ec2' ? first : CLOUD_DEFAULTS[cloud].storage)
  );
}

function issue(path: string, limit: string, message: string, near?: string): ScenarioIssue {
  return { path, limit, message, ...(near === undefined ? {} : { nearestValid: near }) };
}

/** The cloud against the region, the instance type, the deployment and the storage kind. */
export function cloudIssues(s: Scenario, catalog: Catalog): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  const name = CLOUD_LABELS[s.cloud];
  const rc = cloudOfRegion(catalog, s.region);
  if (rc !== undefined && rc !== s.cloud)
    out.push(
      issue(
        'region',
        'cloud.region',
        `Region ${s.region} is ${CLOUD_LABELS[rc]}'s, and the cloud is ${name}. Give one of ${name}'s regions (${regionExamples(catalog, s.cloud)}) or cloud ${rc}.`,
        CLOUD_DEFAULTS[s.cloud].region,
      ),
    );
  const inst = s.instance.type === 'custom' ? undefined : getInstance(catalog, s.instance.type);
  if (inst && cloudOfInstance(inst) !== s.cloud)
    out.push(
      issue(
        'instance.type',
        'cloud.instance',
        `Instance type ${inst.name} is ${CLOUD_LABELS[cloudOfInstance(inst)]}'s, and the cloud is ${name}. Nearest valid: ${CLOUD_DEFAULTS[s.cloud].instance}.`,
        CLOUD_DEFAULTS[s.cloud].instance,
      ),
    );
  if (s.cloud !== 'aws' && s.deployment !== 'ec2')
    out.push(
      issue(
        'deployment',
        'cloud.deployment',
        `Deployment ${s.deployment} is AWS's; on ${name} InnoSizer models a self-managed server on a VM (deployment ec2). Managed MySQL on ${name} is not modelled.`,
        'ec2',
      ),
    );
  const log = s.logVolume.kind === 'same' ? undefined : findStorageKind(s.logVolume.kind);
  if (log && !kindClouds(log).includes(s.cloud))
    out.push(
      issue(
        'logVolume.kind',
        'cloud.storage',
        `Log volume kind ${log.kind} is not storage ${name} offers. Nearest valid: ${CLOUD_DEFAULTS[s.cloud].storage}.`,
        CLOUD_DEFAULTS[s.cloud].storage,
      ),
    );
  const m = findStorageKind(s.storage.kind);
  if (m && !kindClouds(m).includes(s.cloud)) {
    const near = nearestKind(m.durable, s.cloud, s.cloud === 'aws' ? s.deployment : 'ec2');
    out.push(
      issue(
        'storage.kind',
        'cloud.storage',
        `Storage kind ${m.kind} is not storage ${name} offers. Nearest valid: ${near}.`,
        near,
      ),
    );
  }
  return out;
}
