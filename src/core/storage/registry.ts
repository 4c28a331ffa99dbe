/**
 * The storage-kind registry (issue 28): one module per kind (src/core/storage/kinds/), looked up
 * by its id. The built-in kinds are registered by src/core/storage/index.ts, which every user of
 * the registry imports; a new kind registers its module the same way (tests/unit/storage/testKind.ts
 * adds one from a single file).
 */
import type { StorageKind } from '../scenario/types.ts';
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
