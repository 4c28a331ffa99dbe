/**
 * EC2 instance types the planner knows, built from the generated rows of
 * `generated/awsInstances.ts` (scripts/generate-catalog.mjs; docs/catalog.md lists the sources).
 *
 * Per type:
 * - vCPU and memory (GiB): AWS EC2 user guide tables (archived GitHub copy) where the family is in
 *   it, otherwise the Kubernetes cluster-autoscaler's table generated from EC2's
 *   DescribeInstanceTypes; architecture from the latter;
 * - EBS-optimized ceilings, baseline and burst ("maximum", sustainable for at least 30 minutes
 *   once every 24 hours). IOPS are published at 16 KiB IOs; bandwidth in Mbps, i.e. MB/s × 8
 *   (decimal) at 128 KiB IOs. We keep the MB/s (`baselineMBps`, `maxMBps`) and store the exact
 *   MiB/s conversion in `baselineMiBps`/`maxMiBps`, the unit the model works in. Families newer
 *   than the user guide carry an estimate of the baseline bandwidth and the IOPS here (their
 *   maximum bandwidth is published: EC2 DescribeInstanceTypes as Karpenter's generated reference
 *   lists it), marked in `ebs.estimateNote` and `note`;
 * - instance store (NVMe SSD): device count, device size in GB (decimal, as published), and
 *   published 100% random 4 KiB read and write IOPS of the whole instance store. Families newer
 *   than the user guide have a published total size only: the device split and IOPS are an
 *   estimate, marked in `instanceStore.estimateNote` and `note`.
 */
import type { InstanceType } from './types.ts';
import { mbpsToMiBps } from './units.ts';
import { formatInt } from '../format/index.ts';
import { GENERATED_INSTANCE_ROWS, GENERATED_SOURCES } from './generated/awsInstances.ts';
import type { GeneratedInstanceRow, GeneratedSource } from './generated/rowTypes.ts';

/** Sizes the catalog may hold, smallest first (a family has a subset). */
export const SIZES = [
  'large',
  'xlarge',
  '2xlarge',
  '4xlarge',
  '8xlarge',
  '12xlarge',
  '16xlarge',
  '24xlarge',
] as const;

/** The families in the catalog, in catalog order. */
export const FAMILIES: readonly string[] = [
  ...new Set(GENERATED_INSTANCE_ROWS.map((r) => r.family)),
];

/** URL of one file of a generated source at its commit. */
export function sourceFileUrl(s: GeneratedSource, path: string): string {
  return `https://github.com/${s.repo}/blob/${s.commit}/${path}`;
}

const UG = GENERATED_SOURCES.userGuide;
const AUTO = GENERATED_SOURCES.instanceTypes;
const EBS_URL = sourceFileUrl(UG, 'doc_source/ebs-optimized.md');
const STORE_URL = sourceFileUrl(UG, 'doc_source/InstanceStorage.md');
const AUTO_URL = sourceFileUrl(AUTO, AUTO.path);
const REF = GENERATED_SOURCES.instanceReference;
const REF_URL = sourceFileUrl(REF, REF.path);

function sourceOf(r: GeneratedInstanceRow): string {
  const spec = r.specPage ? sourceFileUrl(UG, r.specPage) : AUTO_URL;
  const parts = [
    `vCPU/memory: ${spec}`,
    `architecture: ${AUTO_URL}`,
    r.ebs.estimateFrom
      ? `EBS maximum bandwidth: ${REF_URL}; EBS baseline bandwidth and IOPS: ${EBS_URL} (row ${r.ebs.estimateFrom}, estimate)`
      : `EBS ceilings: ${EBS_URL} (maximum bandwidth also ${REF_URL})`,
  ];
  if (r.store?.estimateFrom)
    parts.push(
      `instance store: total size ${REF_URL}; devices and IOPS ${STORE_URL} and ${sourceFileUrl(UG, 'doc_source/storage-optimized-instances.md')} etc. (row ${r.store.estimateFrom}, estimate)`,
    );
  else if (r.store) parts.push(`instance store: ${STORE_URL} (volumes), ${spec} (IOPS)`);
  return parts.join('; ');
}

function estimateNote(r: GeneratedInstanceRow): string | undefined {
  if (!r.ebs.estimateFrom) return undefined;
  return (
    `EBS baseline bandwidth and IOPS are an ESTIMATE: no stored AWS source publishes them for ` +
    `${r.family}, so the published row of ${r.ebs.estimateFrom} (same size and the same ` +
    `${formatInt(r.ebs.maxMbps)} Mbps maximum, which is published for ${r.name}) is used`
  );
}

function storeEstimateNote(r: GeneratedInstanceRow): string | undefined {
  const from = r.store?.estimateFrom;
  if (!r.store || !from) return undefined;
  return (
    `Instance store devices and 4 KiB IOPS are an ESTIMATE: no stored AWS source publishes them ` +
    `for ${r.family}, so the published row of ${from} (same size and the same ` +
    `${formatInt(r.store.totalGB ?? r.store.devices * r.store.deviceSizeGB)} GB total, which is ` +
    `published for ${r.name}) is used`
  );
}

function toInstance(r: GeneratedInstanceRow): InstanceType {
  const ebsNote = estimateNote(r);
  const storeNote = storeEstimateNote(r);
  const notes = [ebsNote, storeNote].filter((n): n is string => n !== undefined);
  return {
    name: r.name,
    family: r.family,
    size: r.size,
    vcpu: r.vcpu,
    memoryGiB: r.memoryGiB,
    architecture: r.architecture,
    ebs: {
      baselineIops: r.ebs.baselineIops,
      maxIops: r.ebs.maxIops,
      baselineMiBps: mbpsToMiBps(r.ebs.baselineMBps),
      maxMiBps: mbpsToMiBps(r.ebs.maxMBps),
      baselineMBps: r.ebs.baselineMBps,
      maxMBps: r.ebs.maxMBps,
      ...(ebsNote === undefined ? {} : { estimateNote: ebsNote }),
    },
    instanceStore: r.store
      ? {
          devices: r.store.devices,
          deviceSizeGB: r.store.deviceSizeGB,
          readIops4k: r.store.readIops4k,
          writeIops4k: r.store.writeIops4k,
          ...(storeNote === undefined ? {} : { estimateNote: storeNote }),
        }
      : null,
    source: sourceOf(r),
    asOf: (r.specPage ? UG.fileDate : AUTO.fileDate).slice(0, 10),
    ...(notes.length === 0 ? {} : { note: notes.map((n) => `${n}.`).join(' ') }),
  };
}

export const INSTANCE_LIST: readonly InstanceType[] = GENERATED_INSTANCE_ROWS.map(toInstance);

/** Instance type name → type. */
export const INSTANCES: Record<string, InstanceType> = Object.fromEntries(
  INSTANCE_LIST.map((i) => [i.name, i]),
);
