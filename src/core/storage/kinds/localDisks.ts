/**
 * The local disks of Azure and Google Cloud VMs (issue 38): Azure's local NVMe of the
 * storage-optimized Lsv3 and Lasv3 sizes, and Google Cloud's Local SSD of the -lssd machine types
 * and Z3 (disks per machine type fixed by the type). Both work as EC2's instance store (its module,
 * instanceStore.ts: capacity, the NVMe read model, erased when the VM stops), with the cloud's
 * words, its cloud, their price included in the VM's, and no measurement on those disks
 * (`measured` false: the full spread of an uncalibrated device).
 */
import { GCP_LOCAL_SSD_RULE, LOCAL_DISK_SOURCES } from '../../catalog/clouds/disks.ts';
import type { StorageKindModule } from '../types.ts';
import { INSTANCE_STORE } from './instanceStore.ts';

function localKind(
  kind: string,
  cloud: 'azure' | 'gcp',
  name: string,
  example: string,
  dataRule?: string,
): StorageKindModule {
  const { aliases: _aliases, ...base } = INSTANCE_STORE;
  return {
    ...base,
    ...(dataRule === undefined ? {} : { dataRule }),
    kind,
    name,
    label: `${name} (included with the VM)`,
    clouds: [cloud],
    measured: { rates: false, reader: false },
    unavailableOn: (inst) =>
      inst === null || !inst.instanceStore
        ? {
            limit: `${kind}.none`,
            text: `${name} needs a VM that comes with it (e.g. ${example})${inst ? `, and ${inst.name} has none` : ''}`,
            nearestValid: cloud === 'azure' ? 'premium-ssd-v2' : 'hyperdisk-balanced',
          }
        : null,
    costItems: (_v, _st, p) => [
      {
        label: () => `${name} (included in the VM price)`,
        monthlyUsd: 0,
        source: LOCAL_DISK_SOURCES[cloud],
        asOf: p.asOf,
      },
    ],
    preventsTornWrites: () => false,
    describe: (_st, form) =>
      form === 'short' ? name : `${name} (local, erased when the VM stops)`,
  };
}

export const AZURE_LOCAL_NVME = localKind(
  'azure-local-nvme',
  'azure',
  'local NVMe (Lsv3/Lasv3)',
  'Standard_L8s_v3',
);
export const GCP_LOCAL_SSD = localKind(
  'local-ssd',
  'gcp',
  'Local SSD',
  'c3-standard-8-lssd or z3-highmem-88',
  GCP_LOCAL_SSD_RULE,
);
