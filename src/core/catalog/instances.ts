/**
 * EC2 instance types the planner knows: m6i, m6id, r6i, r6id and i4i, sizes large to 8xlarge.
 *
 * Per AWS's instance-type specification pages:
 * - vCPU and memory (GiB);
 * - EBS-optimized ceilings, baseline and burst ("maximum", sustainable for at least 30 minutes
 *   once every 24 hours). IOPS are published at 16 KiB IOs; bandwidth is published in MB/s
 *   (decimal) at 128 KiB IOs. We keep the published MB/s (`baselineMBps`, `maxMBps`) and store
 *   the exact MiB/s conversion in `baselineMiBps`/`maxMiBps`, the unit the model works in;
 * - instance store (NVMe SSD): device count, device size in GB (decimal, as published), and
 *   published 100% random 4 KiB read and write IOPS of the whole instance store.
 */
import type { InstanceType } from './types.ts';
import { mbpsToMiBps } from './units.ts';
import {
  AWSDOCS_EBS_OPTIMIZED_URL,
  AWSDOCS_GP_INSTANCES_URL,
  AWSDOCS_INSTANCE_STORE_URL,
  AWSDOCS_MO_INSTANCES_URL,
  AWSDOCS_SO_INSTANCES_URL,
  EC2_GP_SPECS_URL,
  EC2_MO_SPECS_URL,
  EC2_SO_SPECS_URL,
  STORED_COPY_DATE,
} from './sources.ts';

/** The sizes in the catalog, smallest first. */
export const SIZES = ['large', 'xlarge', '2xlarge', '4xlarge', '8xlarge'] as const;
/** The families in the catalog. */
export const FAMILIES = ['m6i', 'm6id', 'r6i', 'r6id', 'i4i'] as const;

/** One row of a specification table, as published. */
interface SpecRow {
  size: (typeof SIZES)[number];
  vcpu: number;
  memoryGiB: number;
  /** Baseline / maximum EBS IOPS (16 KiB). */
  ebsIops: [baseline: number, max: number];
  /** Baseline / maximum EBS bandwidth, MB/s (128 KiB). */
  ebsMBps: [baseline: number, max: number];
  /** Instance store: devices × GB, random 4 KiB read / write IOPS; null if none. */
  store: [devices: number, deviceSizeGB: number, readIops4k: number, writeIops4k: number] | null;
}

/**
 * EBS ceilings shared by m6i, m6id, r6i and r6id (same Nitro generation and published table):
 * large 3,600/40,000 IOPS and 81.25/1,250 MB/s up to 8xlarge 40,000 IOPS and 1,250 MB/s flat.
 */
const M6_R6_EBS: Record<(typeof SIZES)[number], Pick<SpecRow, 'ebsIops' | 'ebsMBps'>> = {
  large: { ebsIops: [3600, 40000], ebsMBps: [81.25, 1250] },
  xlarge: { ebsIops: [6000, 40000], ebsMBps: [156.25, 1250] },
  '2xlarge': { ebsIops: [12000, 40000], ebsMBps: [312.5, 1250] },
  '4xlarge': { ebsIops: [20000, 40000], ebsMBps: [625, 1250] },
  '8xlarge': { ebsIops: [40000, 40000], ebsMBps: [1250, 1250] },
};

/** m6id and r6id share the same NVMe instance-store configuration per size. */
const M6ID_R6ID_STORE: Record<(typeof SIZES)[number], SpecRow['store']> = {
  large: [1, 118, 33542, 16771],
  xlarge: [1, 237, 67083, 33542],
  '2xlarge': [1, 474, 134167, 67084],
  '4xlarge': [1, 950, 268333, 134167],
  '8xlarge': [1, 1900, 536666, 268334],
};

/** vCPUs per size (all five families). */
const VCPU: Record<(typeof SIZES)[number], number> = {
  large: 2,
  xlarge: 4,
  '2xlarge': 8,
  '4xlarge': 16,
  '8xlarge': 32,
};

function m6r6Rows(memPerVcpuGiB: number, withStore: boolean): SpecRow[] {
  return SIZES.map((size) => ({
    size,
    vcpu: VCPU[size],
    memoryGiB: VCPU[size] * memPerVcpuGiB,
    ...M6_R6_EBS[size],
    store: withStore ? M6ID_R6ID_STORE[size] : null,
  }));
}

/** i4i: 8 GiB per vCPU; its own EBS table and one or two 3,750 GB Nitro SSDs (AWS so.html). */
const I4I_ROWS: SpecRow[] = [
  {
    size: 'large',
    vcpu: 2,
    memoryGiB: 16,
    ebsIops: [2500, 40000],
    ebsMBps: [78.125, 1250],
    store: [1, 468, 50000, 27500],
  },
  {
    size: 'xlarge',
    vcpu: 4,
    memoryGiB: 32,
    ebsIops: [5000, 40000],
    ebsMBps: [156.25, 1250],
    store: [1, 937, 100000, 55000],
  },
  {
    size: '2xlarge',
    vcpu: 8,
    memoryGiB: 64,
    ebsIops: [10000, 40000],
    ebsMBps: [312.5, 1250],
    store: [1, 1875, 200000, 110000],
  },
  {
    size: '4xlarge',
    vcpu: 16,
    memoryGiB: 128,
    ebsIops: [20000, 40000],
    ebsMBps: [625, 1250],
    store: [1, 3750, 400000, 220000],
  },
  {
    size: '8xlarge',
    vcpu: 32,
    memoryGiB: 256,
    ebsIops: [40000, 40000],
    ebsMBps: [1250, 1250],
    store: [2, 3750, 800000, 440000],
  },
];

function build(family: string, source: string, rows: SpecRow[], note?: string): InstanceType[] {
  return rows.map((r) => ({
    name: `${family}.${r.size}`,
    family,
    size: r.size,
    vcpu: r.vcpu,
    memoryGiB: r.memoryGiB,
    ebs: {
      baselineIops: r.ebsIops[0],
      maxIops: r.ebsIops[1],
      baselineMiBps: mbpsToMiBps(r.ebsMBps[0]),
      maxMiBps: mbpsToMiBps(r.ebsMBps[1]),
      baselineMBps: r.ebsMBps[0],
      maxMBps: r.ebsMBps[1],
    },
    instanceStore: r.store
      ? {
          devices: r.store[0],
          deviceSizeGB: r.store[1],
          readIops4k: r.store[2],
          writeIops4k: r.store[3],
        }
      : null,
    source,
    asOf: STORED_COPY_DATE,
    ...(note === undefined ? {} : { note }),
  }));
}

const SPEC = 'specifications, EBS specifications and instance store specifications tables';

/** How each family's figures were checked against stored copies of AWS's pages (docs/catalog.md). */
const CHECKED = {
  m6i: `Checked: vCPU/memory in ${AWSDOCS_GP_INSTANCES_URL}; EBS ceilings in ${AWSDOCS_EBS_OPTIMIZED_URL}.`,
  m6id: `Checked: vCPU/memory and store IOPS in ${AWSDOCS_GP_INSTANCES_URL}; store size in ${AWSDOCS_INSTANCE_STORE_URL}. EBS ceilings as quoted in the project brief §7 (same table as m6i).`,
  r6i: `Checked: vCPU/memory in ${AWSDOCS_MO_INSTANCES_URL}. EBS ceilings as quoted in the project brief §7 (same table as m6i).`,
  r6id: `Checked: vCPU/memory and store IOPS in ${AWSDOCS_MO_INSTANCES_URL}; store size in ${AWSDOCS_INSTANCE_STORE_URL}. EBS ceilings as quoted in the project brief §7.`,
  i4i: `Checked: vCPU/memory and store IOPS in ${AWSDOCS_SO_INSTANCES_URL}; store size in ${AWSDOCS_INSTANCE_STORE_URL}. EBS ceilings recalled from AWS so.html, NOT verified in a stored copy.`,
};

export const INSTANCE_LIST: readonly InstanceType[] = [
  ...build('m6i', `${EC2_GP_SPECS_URL} (M6i ${SPEC})`, m6r6Rows(4, false), CHECKED.m6i),
  ...build('m6id', `${EC2_GP_SPECS_URL} (M6id ${SPEC})`, m6r6Rows(4, true), CHECKED.m6id),
  ...build('r6i', `${EC2_MO_SPECS_URL} (R6i ${SPEC})`, m6r6Rows(8, false), CHECKED.r6i),
  ...build('r6id', `${EC2_MO_SPECS_URL} (R6id ${SPEC})`, m6r6Rows(8, true), CHECKED.r6id),
  ...build('i4i', `${EC2_SO_SPECS_URL} (I4i ${SPEC})`, I4I_ROWS, CHECKED.i4i),
];

/** Instance type name → type. */
export const INSTANCES: Record<string, InstanceType> = Object.fromEntries(
  INSTANCE_LIST.map((i) => [i.name, i]),
);
