/**
 * The instance store: the `*d` instance's local NVMe, included in the instance price, its size the
 * instance's, erased when the instance stops (not durable). Read rates from the catalog's published
 * IOPS and the NVMe constants fitted on the brief's case B (src/core/devices/constants.ts).
 */
import { AWSDOCS_INSTANCE_STORE_URL } from '../../catalog/sources.ts';
import type { InstanceType } from '../../catalog/types.ts';
import {
  NVME_BANDWIDTH_KIB_PER_IOPS,
  NVME_BASE_LATENCY_US,
  NVME_FIT_FAMILY,
  NVME_LATENCY_US_PER_KIB,
  NVME_LATENCY_US_PER_THREAD,
} from '../../devices/constants.ts';
import { NVME_READER } from '../../devices/readers.ts';
import { formatInt } from '../../format/index.ts';
import type { StorageKindModule } from '../types.ts';

/** Capacity of the instance's local NVMe, GiB (AWS publishes GB): the one copy of the rule. */
export function instanceStoreGiB(inst: InstanceType): number {
  const s = inst.instanceStore;
  return s ? (s.devices * s.deviceSizeGB * 1e9) / 2 ** 30 : 0;
}

export const INSTANCE_STORE: StorageKindModule = {
  kind: 'instance-store',
  label: 'Instance store (local NVMe)',
  name: 'instance store (local NVMe)',
  aliases: ['nvme', 'local_nvme', 'instance_store', 'local'],
  onEbs: false,
  durable: false,
  provisions: { sizeGiB: false, iops: false, throughputMiBps: false, device: false },
  searchedByDefault: false,
  deviceClass: 'nvme',
  // Case B and the NVMe sweeps ran on m6id's instance store (space.ts widens other families).
  measured: { rates: true, reader: true },
  unavailableOn: (inst) =>
    inst === null
      ? {
          limit: 'instanceStore.custom',
          text: 'instance store needs an EC2 type with local NVMe (e.g. m6id.xlarge), not a custom instance',
          nearestValid: 'custom',
          nearestLabel: 'custom device',
        }
      : !inst.instanceStore
        ? {
            limit: 'instanceStore.none',
            text: `instance store needs local NVMe, and ${inst.name} has none (choose a type with NVMe, such as m6id)`,
            nearestValid: 'gp3',
          }
        : null,
  instanceCapacityGiB: instanceStoreGiB,
  params: (_st, inst, _catalog, mode, fmt) => {
    const store = inst?.instanceStore ?? null;
    const iops = store ? store.readIops4k : 0;
    const mibps = (iops * NVME_BANDWIDTH_KIB_PER_IOPS) / 1024;
    const labelsOn = mode.labels !== false;
    const assumed =
      labelsOn && inst && inst.family !== NVME_FIT_FAMILY
        ? ` (${NVME_BANDWIDTH_KIB_PER_IOPS} KiB per IOPS as fitted on ${NVME_FIT_FAMILY}, assumed for ${inst.family}${store?.estimateNote === undefined ? '' : '; from estimated IOPS'})`
        : '';
    return {
      iops: {
        value: iops,
        bound: 'iops',
        label: `local NVMe ${fmt(iops)} IOPS (${store?.estimateNote === undefined ? 'published' : 'estimate'}, 4 KiB)`,
      },
      bandwidth: {
        value: mibps,
        bound: 'bandwidth',
        label: `local NVMe about ${fmt(mibps)} MiB/s${assumed}`,
      },
      latency4kUs: NVME_BASE_LATENCY_US,
      latencyUsPerKiB: NVME_LATENCY_US_PER_KIB,
      latencyUsPerThread: NVME_LATENCY_US_PER_THREAD,
      maxIoKiB: 0,
      name: 'local NVMe',
      reader: NVME_READER,
    };
  },
  costItems: (_v, _st, p) => [
    {
      label: () => 'local NVMe instance store (included in the instance price)',
      monthlyUsd: 0,
      source: `AWS EC2 User Guide, Amazon EC2 Instance Store: "Instance store volumes are included as part of the instance's usage cost", ${AWSDOCS_INSTANCE_STORE_URL}`,
      asOf: p.asOf,
    },
  ],
  telemetryLimits: (_scenario, _catalog, inst) => {
    const store = inst?.instanceStore;
    if (!store) return [];
    return [
      {
        key: 'volume-iops',
        label: `local NVMe ${formatInt(store.readIops4k)} read IOPS (published, 4 KiB)`,
        measure: 'nvme-iops',
        value: store.readIops4k,
        unit: 'IOPS',
      },
    ];
  },
  preventsTornWrites: (inst, rules) => rules.instanceStoreFamilies.includes(inst.family),
  describe: (_st, form) => (form === 'short' ? 'local NVMe' : 'instance store (local NVMe)'),
};
