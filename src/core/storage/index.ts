/**
 * The storage kinds (issue 28): the registry with the built-in kinds registered, in the order the
 * pickers and `--storage` list them. Import the registry from here, never from registry.ts
 * directly, so that the built-in kinds are registered before any lookup.
 */
import type { StorageChoice } from '../scenario/types.ts';
import { CUSTOM } from './kinds/custom.ts';
import { GP2 } from './kinds/gp2.ts';
import { GP3 } from './kinds/gp3.ts';
import { INSTANCE_STORE } from './kinds/instanceStore.ts';
import { IO2 } from './kinds/io2.ts';
import { registerStorageKind, storageKind } from './registry.ts';
import type { DescribeForm } from './types.ts';

for (const m of [GP3, IO2, GP2, INSTANCE_STORE, CUSTOM]) registerStorageKind(m);

export {
  findStorageKind,
  logVolumeKinds,
  registerStorageKind,
  storageKind,
  storageKindIds,
  storageKinds,
} from './registry.ts';
export type { DescribeForm, StorageKindModule } from './types.ts';
export { hasTornWritePrevention } from './tornWrite.ts';

/**
 * A storage in words, the one description every view uses: `short` in names and one-line
 * configurations ("gp3 500 GiB, 3,000 IOPS, 125 MiB/s", "local NVMe", "custom device"), `full`
 * where settings are listed ("instance store (local NVMe)", a custom device with its figures).
 */
export function describeStorage(st: StorageChoice, form: DescribeForm): string {
  return storageKind(st.kind).describe(st, form);
}

/** The kind is an EBS volume (the instance's EBS ceiling, burst and snapshot restores apply). */
export function isOnEbs(kind: string): boolean {
  return storageKind(kind).onEbs;
}
