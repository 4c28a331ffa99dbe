/**
 * The storage kinds (issue 28): the registry with the built-in kinds registered, in the order the
 * pickers and `--storage` list them. Import the registry from here, never from registry.ts
 * directly, so that the built-in kinds are registered before any lookup.
 */
import type { StorageChoice } from '../scenario/types.ts';
import { AURORA } from './kinds/aurora.ts';
import { CUSTOM } from './kinds/custom.ts';
import { GP2 } from './kinds/gp2.ts';
import { GP3 } from './kinds/gp3.ts';
import { HYPERDISK_BALANCED } from './kinds/hyperdiskBalanced.ts';
import { HYPERDISK_EXTREME } from './kinds/hyperdiskExtreme.ts';
import { AZURE_LOCAL_NVME, GCP_LOCAL_SSD } from './kinds/localDisks.ts';
import { PD_BALANCED, PD_SSD } from './kinds/persistentDisk.ts';
import { PREMIUM_SSD } from './kinds/premiumSsd.ts';
import { ULTRA_DISK } from './kinds/ultraDisk.ts';
import { PREMIUM_SSD_V2 } from './kinds/premiumSsdV2.ts';
import { INSTANCE_STORE } from './kinds/instanceStore.ts';
import { IO2 } from './kinds/io2.ts';
import { RDS_GP2 } from './kinds/rdsGp2.ts';
import { RDS_GP3 } from './kinds/rdsGp3.ts';
import { RDS_IO1 } from './kinds/rdsIo1.ts';
import { RDS_IO2 } from './kinds/rdsIo2.ts';
import { registerStorageKind, storageKind } from './registry.ts';
import type { DescribeForm, KindScenario } from './types.ts';

// Azure's and Google Cloud's kinds (issue 38) after AWS's: pickers list a cloud's own kinds only.
for (const m of [
  GP3,
  IO2,
  GP2,
  INSTANCE_STORE,
  CUSTOM,
  RDS_GP3,
  RDS_GP2,
  RDS_IO1,
  RDS_IO2,
  AURORA,
  PREMIUM_SSD_V2,
  ULTRA_DISK,
  PREMIUM_SSD,
  AZURE_LOCAL_NVME,
  HYPERDISK_BALANCED,
  HYPERDISK_EXTREME,
  PD_SSD,
  PD_BALANCED,
  GCP_LOCAL_SSD,
])
  registerStorageKind(m);

export {
  deploymentKinds,
  findStorageKind,
  kindClouds,
  kindDeployments,
  kindFamily,
  kindFor,
  kindNamed,
  logVolumeKinds,
  registerStorageKind,
  storageKind,
  storageKindIds,
  storageKinds,
} from './registry.ts';
export type { DescribeForm, IoRates, KindScenario, StorageKindModule } from './types.ts';
export { hasTornWritePrevention } from './tornWrite.ts';

/**
 * A storage in words, the one description every view uses: `short` in names and one-line
 * configurations ("gp3 500 GiB, 3,000 IOPS, 125 MiB/s", "local NVMe", "custom device"), `full`
 * where settings are listed ("instance store (local NVMe)", a custom device with its figures);
 * `s`, the scenario, where there is one (Aurora's words read its configuration and data size).
 */
export function describeStorage(st: StorageChoice, form: DescribeForm, s?: KindScenario): string {
  return storageKind(st.kind).describe(st, form, s);
}

/** The kind is an EBS volume (the instance's EBS ceiling, burst and snapshot restores apply). */
export function isOnEbs(kind: string): boolean {
  return storageKind(kind).onEbs;
}
