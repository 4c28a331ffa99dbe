/**
 * The Azure and Google Cloud catalog (issue 38): the VM sizes and machine types of
 * generated/cloudVms.ts as catalog instance types, and the regions they are priced in as catalog
 * regions (their `ebs` prices zero: no EBS there; the managed disk kinds read disks.ts). The
 * shipped catalog (../index.ts) merges them with AWS's.
 */
import type { Cloud } from '../../scenario/types.ts';
import type { EbsPrices, InstancePrice, InstanceType, RegionCatalog } from '../types.ts';
import { ESTIMATE } from './disks.ts';
import { CLOUD_VM_ROWS, CLOUD_VMS_AS_OF } from './generated/cloudVms.ts';
import type { CloudRegionInfo, CloudVmRow } from './types.ts';

export const CURRENCY_NOTE =
  "prices in USD, as the vendor lists them for the region; an invoice in another currency converts at the vendor's rate.";

/** The Azure and Google Cloud regions the catalog prices (at least one each: eastus, us-central1). */
export const CLOUD_REGIONS: readonly CloudRegionInfo[] = [
  { cloud: 'azure', id: 'eastus', name: 'East US (Virginia)', currencyNote: CURRENCY_NOTE },
  {
    cloud: 'azure',
    id: 'westeurope',
    name: 'West Europe (Netherlands)',
    currencyNote: CURRENCY_NOTE,
  },
  { cloud: 'gcp', id: 'us-central1', name: 'us-central1 (Iowa)', currencyNote: CURRENCY_NOTE },
  { cloud: 'gcp', id: 'europe-west1', name: 'europe-west1 (Belgium)', currencyNote: CURRENCY_NOTE },
];

/** A row's caveat: its size figures recalled from the vendor's table rather than read. */
function rowNote(r: CloudVmRow): string | undefined {
  return r.source.sizeEstimate ? ESTIMATE : undefined;
}

/** A row's price caveat. */
function priceNote(r: CloudVmRow): string | undefined {
  return r.source.priceEstimate ? ESTIMATE : undefined;
}

/** A VM row as a catalog instance type: its disk caps in the EBS ceiling's place. */
export function vmInstance(r: CloudVmRow): InstanceType {
  const estimate = rowNote(r);
  const ceilingNote =
    estimate === undefined ? {} : { estimateNote: `${r.name} disk caps: ESTIMATE, ${estimate}` };
  const storeNote =
    estimate === undefined || !r.local ? undefined : `${r.name} local disks: ESTIMATE, ${estimate}`;
  const note =
    [ceilingNote.estimateNote, storeNote].filter((n) => n !== undefined).join(' ') || undefined;
  const sep = r.name.indexOf(r.cloud === 'azure' ? '_' : '-');
  return {
    cloud: r.cloud,
    name: r.name,
    family: r.family,
    size: sep >= 0 ? r.name.slice(sep + 1) : r.name,
    vcpu: r.vcpu,
    memoryGiB: r.memoryGiB,
    processor: r.processor,
    architecture: /Axion|Ampere|Cobalt/.test(r.processor) ? 'arm64' : 'x86_64',
    ebs: {
      baselineIops: r.disk.iops,
      maxIops: r.disk.burstIops,
      baselineMiBps: r.disk.mibps,
      maxMiBps: r.disk.burstMiBps,
      ...(r.disk.mbps === undefined ? {} : { baselineMBps: r.disk.mbps }),
      ...(r.disk.burstMBps === undefined ? {} : { maxMBps: r.disk.burstMBps }),
      ...ceilingNote,
    },
    ...(r.v2Disk
      ? {
          v2Disk: {
            iops: r.v2Disk.iops,
            mibps: r.v2Disk.mibps,
            burstIops: r.v2Disk.burstIops,
            burstMiBps: r.v2Disk.burstMiBps,
          },
        }
      : {}),
    ...(r.cloud === 'gcp' ? { pdDisk: r.pdDisk } : {}),
    instanceStore: r.local
      ? {
          devices: r.local.devices,
          deviceSizeGB: r.local.deviceSizeGB,
          readIops4k: r.local.readIops4k,
          // Writes are not modelled for the local disks of these clouds: the read figure stands in.
          writeIops4k: r.local.readIops4k,
          ...(storeNote === undefined ? {} : { estimateNote: storeNote }),
        }
      : null,
    source: r.source.size,
    asOf: CLOUD_VMS_AS_OF,
    ...(note === undefined ? {} : { note }),
  };
}

/** Every Azure and Google Cloud VM size, by name. */
export const CLOUD_INSTANCES: Record<string, InstanceType> = Object.fromEntries(
  CLOUD_VM_ROWS.map((r) => [r.name, vmInstance(r)]),
);

/** No EBS outside AWS: zero EBS prices naming the cloud's own disk price page. */
function noEbs(cloud: Exclude<Cloud, 'aws'>): EbsPrices {
  return {
    gp3StoragePerGiBMonthUsd: 0,
    gp3IopsPerMonthUsd: 0,
    gp3ThroughputPerMiBpsMonthUsd: 0,
    io2StoragePerGiBMonthUsd: 0,
    io2IopsTiers: [],
    gp2StoragePerGiBMonthUsd: 0,
    fsrPerHourUsd: 0,
    initializationPerGiBUsd: 0,
    source:
      cloud === 'azure'
        ? 'https://azure.microsoft.com/pricing/details/managed-disks/'
        : 'https://cloud.google.com/compute/disks-image-pricing',
    asOf: CLOUD_VMS_AS_OF,
    note: `no EBS on ${cloud === 'azure' ? 'Azure' : 'Google Cloud'}: its disk kinds price themselves (src/core/catalog/clouds/disks.ts)`,
  };
}

function regionPrices(id: string): Record<string, InstancePrice> {
  const out: Record<string, InstancePrice> = {};
  for (const r of CLOUD_VM_ROWS) {
    const hourly = r.hourlyUsd[id];
    if (hourly === undefined) continue;
    const note = priceNote(r);
    out[r.name] = {
      hourlyUsd: hourly,
      source: r.source.price,
      asOf: CLOUD_VMS_AS_OF,
      ...(note === undefined ? {} : { note }),
    };
  }
  return out;
}

/** The Azure and Google Cloud regions as catalog regions, by id. */
export const CLOUD_REGION_CATALOGS: Record<string, RegionCatalog> = Object.fromEntries(
  CLOUD_REGIONS.map((r) => [
    r.id,
    {
      id: r.id,
      name: r.name,
      cloud: r.cloud,
      currencyNote: r.currencyNote,
      ebs: noEbs(r.cloud),
      instancePrices: regionPrices(r.id),
    },
  ]),
);
