/**
 * What each deployment keeps of its own across a switch and back (issue 41 item 4): EC2 → RDS →
 * EC2 must give back EC2's instance, storage provisioning, log volume and MySQL settings, not the
 * nearest equivalents of RDS's (12,000 IOPS / 500 MiB/s that RDS gp3 needs from 400 GiB, or
 * Aurora's r6i class and doublewrite off). The data (size, tables), the workload, pricing and
 * growth are the scenario's, shared by every deployment.
 */
import type { Catalog } from '../catalog/types.ts';
import type {
  Deployment,
  LogVolumeChoice,
  MysqlChoice,
  Scenario,
  StorageChoice,
} from '../scenario/types.ts';
import { fieldRange, nearestInRange } from '../scenario/limits.ts';

/** The settings one deployment owns (the rest of the scenario is shared). */
export interface DeploymentSettings {
  /** The cloud and deployment they belong to. */
  cloud: Scenario['cloud'];
  deployment: Deployment;
  instanceType: string;
  storage: Pick<
    StorageChoice,
    'kind' | 'iops' | 'throughputMiBps' | 'volumeState' | 'restoreRemedy'
  >;
  logVolume: LogVolumeChoice;
  mysql: Pick<MysqlChoice, 'pageSizeKiB' | 'doublewrite' | 'startupOpt'>;
}

/** The settings `s`'s deployment owns, to give back when the scenario returns to it. */
export function deploymentSettingsOf(s: Scenario): DeploymentSettings {
  const { kind, iops, throughputMiBps, volumeState, restoreRemedy } = s.storage;
  const { pageSizeKiB, doublewrite, startupOpt } = s.mysql;
  return {
    cloud: s.cloud,
    deployment: s.deployment,
    instanceType: s.instance.type,
    storage: { kind, iops, throughputMiBps, volumeState, restoreRemedy },
    logVolume: s.logVolume,
    mysql: { pageSizeKiB, doublewrite, startupOpt },
  };
}

/**
 * `s` (already moved to `kept.deployment`) with the settings kept for that deployment laid back
 * over it; provisioning the data size chosen meanwhile no longer allows moves to its nearest
 * valid value (core/scenario/limits.ts), as a storage kind switch does. `s` unchanged when the
 * settings belong to another cloud or deployment.
 */
/** The storage field each provisioning path names. */
const STORAGE_FIELD = {
  'storage.sizeGiB': 'sizeGiB',
  'storage.iops': 'iops',
  'storage.throughputMiBps': 'throughputMiBps',
} as const;

export function withDeploymentSettings(
  s: Scenario,
  kept: DeploymentSettings,
  catalog: Catalog,
): Scenario {
  if (kept.cloud !== s.cloud || kept.deployment !== s.deployment) return s;
  let next: Scenario = {
    ...s,
    instance: { ...s.instance, type: kept.instanceType },
    storage: { ...s.storage, ...kept.storage },
    logVolume: kept.logVolume,
    mysql: { ...s.mysql, ...kept.mysql },
  };
  // The kept volume grows only if the data no longer fits it (data added meanwhile).
  const order = ['storage.sizeGiB', 'storage.iops', 'storage.throughputMiBps'] as const;
  order.forEach((path, k) => {
    const range = fieldRange(next, catalog, path, { free: order.slice(k + 1) });
    const field = STORAGE_FIELD[path];
    const now = next.storage[field];
    const value = range ? nearestInRange(range, now) : undefined;
    if (value !== undefined && value !== now) {
      next = { ...next, storage: { ...next.storage, [field]: value } };
    }
  });
  return next;
}
