/**
 * Torn-write prevention of a storage on an instance: the rules are catalog data
 * (src/core/catalog/tornWrite.ts, with their AWS sources), which kinds and families they cover is
 * each kind's (`StorageKindModule.preventsTornWrites`).
 */
import type { InstanceType } from '../catalog/types.ts';
import { TORN_WRITE_PREVENTION } from '../catalog/tornWrite.ts';
import type { TornWriteRules } from '../catalog/tornWrite.ts';
import type { StorageKind } from '../scenario/types.ts';
import { findStorageKind } from './registry.ts';

/** Whether storage of `kind` on `instance` writes an InnoDB page of `pageKiB` atomically. */
export function hasTornWritePrevention(
  kind: StorageKind,
  instance: InstanceType | null,
  pageKiB: number,
  rules: TornWriteRules = TORN_WRITE_PREVENTION,
): boolean {
  if (instance === null || pageKiB > rules.atomicKiB) return false;
  return findStorageKind(kind)?.preventsTornWrites(instance, rules) ?? false;
}
