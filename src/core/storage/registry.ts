/**
 * The storage-kind registry (issue 28): one module per kind (src/core/storage/kinds/), looked up
 * by its id. The built-in kinds are registered by src/core/storage/index.ts, which every user of
 * the registry imports; a new kind registers its module the same way (tests/unit/storage/testKind.ts
 * adds one from a single file).
 */
import type { Cloud, Deployment, StorageKind } from '../scenario/types.ts';
import type { StorageKindModule } from './types.ts';

const MODULES = new Map<string, StorageKindModule>();
let listed: readonly StorageKindModule[] = [];
let ids: readonly StorageKind[] = [];
let logs: readonly StorageKindModule[] = [];

/** Adds a kind; its id must be new. The order of registration is the order pickers list them in. */
export function registerStorageKind(module: StorageKindModule): void {
  if (MODULES.has(module.kind))
    throw new Error(`storage kind ${module.kind} is already registered`);
  MODULES.set(module.kind, module);
  listed = Object.freeze([...MODULES.values()]);
  ids = Object.freeze(listed.map((m) => m.kind));
  logs = Object.freeze(listed.filter((m) => m.logVolume === true));
}

/** The module of a registered kind, or undefined (an id from a file or a flag not yet checked). */
export function findStorageKind(kind: string): StorageKindModule | undefined {
  return MODULES.get(kind);
}

/**
 * The module of `kind`. Throws for an id that is not registered: scenarios are validated
 * (schema: `storage.kind` is one of `storageKindIds()`) before the model reads them.
 */
export function storageKind(kind: string): StorageKindModule {
  const m = MODULES.get(kind);
  if (!m) throw new Error(`unknown storage kind ${kind}`);
  return m;
}

/** Every registered kind, in registration order. */
export function storageKinds(): readonly StorageKindModule[] {
  return listed;
}

/** Every registered kind's id, in registration order (the `--storage` choices, the picker). */
export function storageKindIds(): readonly StorageKind[] {
  return ids;
}

/** The kinds that can be the separate log volume (the same array until a kind is registered). */
export function logVolumeKinds(): readonly StorageKindModule[] {
  return logs;
}

const EC2_ONLY: readonly Deployment[] = ['ec2'];

/** The deployments whose scenarios may use the kind (a kind that names none: EC2). */
export function kindDeployments(m: StorageKindModule): readonly Deployment[] {
  return m.deployments ?? EC2_ONLY;
}

const AWS_ONLY: readonly Cloud[] = ['aws'];

/** The clouds whose scenarios may use the kind (a kind that names none: AWS). */
export function kindClouds(m: StorageKindModule): readonly Cloud[] {
  return m.clouds ?? AWS_ONLY;
}

/**
 * The kinds a deployment offers on a cloud (AWS unless given), in registration order (its picker,
 * `--storage`, validation).
 */
export function deploymentKinds(d: Deployment, cloud: Cloud = 'aws'): readonly StorageKindModule[] {
  return listed.filter((m) => kindDeployments(m).includes(d) && kindClouds(m).includes(cloud));
}

/** The name a kind goes by on its deployment ("gp3" for `rds-gp3`). */
export function kindFamily(m: StorageKindModule): string {
  return m.family ?? m.kind;
}

/**
 * The kind `name` means on deployment `d`: a registered id the deployment offers, or the family
 * name of one of its kinds (`gp3` on RDS is `rds-gp3`); undefined when it offers none such.
 */
export function kindNamed(
  name: string,
  d: Deployment,
  cloud: Cloud = 'aws',
): StorageKindModule | undefined {
  const kinds = deploymentKinds(d, cloud);
  return kinds.find((m) => m.kind === name) ?? kinds.find((m) => kindFamily(m) === name);
}

/**
 * The kind of deployment `d` nearest to `kind`: itself when `d` offers it, else the kind of the
 * same family (gp3 ↔ rds-gp3), else the deployment's first kind.
 */
export function kindFor(kind: string, d: Deployment, cloud: Cloud = 'aws'): StorageKind {
  const m = MODULES.get(kind);
  const kinds = deploymentKinds(d, cloud);
  if (m && kindDeployments(m).includes(d) && kindClouds(m).includes(cloud)) return kind;
  const family = m ? kindFamily(m) : kind;
  return (kinds.find((k) => kindFamily(k) === family) ?? kinds[0] ?? m)?.kind ?? kind;
}
