/**
 * Device parameters of a scenario's data volume, resolved once from the scenario and the catalog,
 * so that the read rate for any (IO size, threads) is a few arithmetic operations:
 *
 *     rate(s, t) = min( iopsCap / ioCount(s), bandwidthCap / s, t / latency(s, t) )
 *     latency(s, t) = latency4k + (s - 4 KiB) · latencyPerKiB + t · latencyPerThread
 *
 * The IOPS and bandwidth caps are the tighter of the volume's and the instance's EBS ceiling.
 */
import { calibratedDevice } from '../scenario/calibrationCover.ts';
import type { Bound } from '../types.ts';
import type { Catalog, InstanceType } from '../catalog/types.ts';
import { getInstance } from '../catalog/index.ts';
import type { Scenario, StorageChoice } from '../scenario/types.ts';
import {
  BUFFERED_READ_OVERHEAD_US,
  EBS_READER_FILE_US,
  NVME_READER_FILE_US_32K,
  NVME_READER_FILE_US_4K,
  EBS_LATENCY_US_PER_KIB,
  NVME_BANDWIDTH_KIB_PER_IOPS,
  NVME_BASE_LATENCY_US,
  NVME_FIT_FAMILY,
  NVME_LATENCY_US_PER_KIB,
  NVME_LATENCY_US_PER_THREAD,
} from './constants.ts';
import { formatInt } from '../format/index.ts';
import { auroraStorageParams } from '../deployment/auroraDevice.ts';

export interface Cap {
  value: number;
  bound: Bound;
  /** What the cap is, for explanations: "gp3 provisioned 3,000 IOPS". */
  label: string;
}

export interface DeviceParams {
  iops: Cap;
  /** MiB/s. */
  bandwidth: Cap;
  latency4kUs: number;
  latencyUsPerKiB: number;
  latencyUsPerThread: number;
  /** IO size up to which one IO counts as one operation (EBS: 256 KiB), KiB; Infinity-free: 0 = no split. */
  maxIoKiB: number;
  /** Short name of the device, e.g. "gp3 volume", "local NVMe". */
  name: string;
  /**
   * What one startup reader (open, buffered read of the first pages, close) spends per file on
   * this kind of device, when measured (EBS, local NVMe): per-file time =
   * base4kUs + (ioKiB - 4) · usPerKiB + readers · usPerReader. Absent for a device the user
   * describes or calibrated: its read latency + the buffered-read overhead stands in.
   */
  reader?: ReaderCost;
  /** An EBS volume (its instance's EBS burst applies). */
  onEbs?: boolean;
}

/** Per-file time of one startup reader (see `DeviceParams.reader`), microseconds. */
export interface ReaderCost {
  base4kUs: number;
  usPerKiB: number;
  usPerReader: number;
}

export interface DeviceMode {
  /**
   * Sustained (hours) rather than burst (≤ 30 minutes a day): instance EBS ceilings and gp2 use
   * their baseline. Startup uses burst, QPS uses sustained.
   */
  sustained: boolean;
  /** Every read is a first touch of a lazily-loaded block (restored volume, no remedy). */
  firstTouch: boolean;
  /** Build the human labels (false in the recommend search, where only numbers matter). */
  labels?: boolean;
}

/**
 * One startup reader's per-file time on EBS: `EBS_READER_FILE_US` at the default 32 KiB read,
 * the transfer term below it; no queue-depth term (the published k-sweeps fit T = A + B·N/k up
 * to 16 readers, so the time per file does not grow with the readers until a cap binds).
 */
const EBS_READER: ReaderCost = Object.freeze({
  base4kUs: EBS_READER_FILE_US - 28 * EBS_LATENCY_US_PER_KIB,
  usPerKiB: EBS_LATENCY_US_PER_KIB,
  usPerReader: 0,
});

/**
 * On local NVMe: 90 µs at 4 KiB and 114.5 µs at 32 KiB with one reader (startup constants), plus
 * the device's own queue-depth term per reader in flight.
 */
const NVME_READER: ReaderCost = Object.freeze({
  base4kUs: NVME_READER_FILE_US_4K - NVME_LATENCY_US_PER_THREAD,
  usPerKiB: (NVME_READER_FILE_US_32K - NVME_READER_FILE_US_4K) / 28,
  usPerReader: NVME_LATENCY_US_PER_THREAD,
});

export const BURST: DeviceMode = { sustained: false, firstTouch: false };

let labelsOn = true;
const fmt = (n: number): string => (labelsOn ? formatInt(n) : '');

/** The instance type a scenario runs on, or null for `custom` (no EBS ceiling known). */
export function scenarioInstance(scenario: Scenario, catalog: Catalog): InstanceType | null {
  if (scenario.instance.type === 'custom') return null;
  return getInstance(catalog, scenario.instance.type) ?? null;
}

/** vCPUs of the scenario's instance (custom: the user's figure). At least 1. */
export function scenarioVcpu(scenario: Scenario, catalog: Catalog): number {
  const inst = scenarioInstance(scenario, catalog);
  const vcpu = inst ? inst.vcpu : scenario.instance.customVcpu;
  return Math.max(1, Math.floor(vcpu));
}

function tighter(a: Cap, b: Cap | null): Cap {
  return b !== null && b.value < a.value ? b : a;
}

/**
 * Volume IOPS and MiB/s caps of an EBS storage choice, numbers only (no labels), written into
 * `out` (a fresh object by default; the search passes a reused one).
 */
export function ebsVolumeCapValues(
  st: Pick<StorageChoice, 'sizeGiB' | 'iops' | 'throughputMiBps'> & { kind: string },
  catalog: Catalog,
  sustained: boolean,
  out: { iops: number; mibps: number } = { iops: 0, mibps: 0 },
): { iops: number; mibps: number } {
  if (st.kind === 'gp3') {
    out.iops = st.iops;
    out.mibps = st.throughputMiBps;
  } else if (st.kind === 'io2') {
    const lim = catalog.ebsLimits.io2;
    const perIops = lim.maxMiBpsPerIops > 0 ? lim.maxMiBpsPerIops : lim.maxIoSizeKiB / 1024;
    out.iops = st.iops;
    out.mibps = Math.min(lim.maxMiBps, st.iops * perIops);
  } else {
    // gp2: 3 IOPS per GiB (minimum 100, maximum 16,000); volumes under 1 TiB burst to 3,000 IOPS
    // (catalog `burstIops`) on credits that last at least 30 minutes, so startup (burst) sees the
    // burst figure; full throughput from `fullThroughputSizeGiB` (334 GiB).
    const lim = catalog.ebsLimits.gp2;
    const earned = Math.min(lim.maxIops, Math.max(lim.baselineIops, st.sizeGiB * lim.iopsPerGiB));
    out.iops = sustained ? earned : Math.max(earned, lim.burstIops);
    out.mibps = st.sizeGiB >= lim.fullThroughputSizeGiB ? lim.maxMiBps : lim.baselineMiBps;
  }
  return out;
}

const CAPS = { iops: 0, mibps: 0 };

function ebsVolumeCaps(
  st: StorageChoice,
  catalog: Catalog,
  sustained: boolean,
): { iops: Cap; bandwidth: Cap } {
  const v = ebsVolumeCapValues(st, catalog, sustained);
  const kind = st.kind === 'gp2' ? (sustained ? ' (baseline)' : ' (burst)') : '';
  const what = st.kind === 'gp3' ? 'gp3 provisioned' : st.kind === 'io2' ? 'io2' : 'gp2';
  return {
    iops: { value: v.iops, bound: 'iops', label: `${what} ${fmt(v.iops)} IOPS${kind}` },
    bandwidth: { value: v.mibps, bound: 'bandwidth', label: `${what} ${fmt(v.mibps)} MiB/s` },
  };
}

/**
 * Re-points label-free EBS parameters (from `storageParams` with `labels: false`) at another
 * volume on the same instance, in place: the recommend search's inner loop, which would
 * otherwise allocate two parameter sets per candidate. Same numbers as `storageParams`.
 */
export function refreshEbsCaps(
  p: DeviceParams,
  st: StorageChoice,
  inst: InstanceType | null,
  catalog: Catalog,
  sustained: boolean,
): void {
  const v = ebsVolumeCapValues(st, catalog, sustained, CAPS);
  const instIops = inst ? (sustained ? inst.ebs.baselineIops : inst.ebs.maxIops) : Infinity;
  const instMiBps = inst ? (sustained ? inst.ebs.baselineMiBps : inst.ebs.maxMiBps) : Infinity;
  const iopsByInst = instIops < v.iops;
  const bwByInst = instMiBps < v.mibps;
  p.iops.value = iopsByInst ? instIops : v.iops;
  p.iops.bound = iopsByInst ? 'instance-ebs' : 'iops';
  p.bandwidth.value = bwByInst ? instMiBps : v.mibps;
  p.bandwidth.bound = bwByInst ? 'instance-ebs' : 'bandwidth';
}

/**
 * The instance's EBS ceiling bursts above its baseline (.large to .4xlarge types: 30 minutes a
 * day, brief section 7): the startup's burst bucket and the range's spent-burst end both ask this.
 */
export function instanceEbsBursts(inst: InstanceType): boolean {
  const e = inst.ebs;
  return e.maxIops > e.baselineIops || e.maxMiBps > e.baselineMiBps;
}

function instanceEbsCaps(
  inst: InstanceType | null,
  sustained: boolean,
): { iops: Cap | null; bandwidth: Cap | null } {
  if (!inst) return { iops: null, bandwidth: null };
  const iops = sustained ? inst.ebs.baselineIops : inst.ebs.maxIops;
  const mibps = sustained ? inst.ebs.baselineMiBps : inst.ebs.maxMiBps;
  const kind = sustained ? 'baseline' : 'burst';
  // An estimated row (estimateNote): the IOPS and the baseline bandwidth are estimates; the
  // maximum (burst) bandwidth is published.
  const est = inst.ebs.estimateNote === undefined ? '' : ' (estimate)';
  return {
    iops: {
      value: iops,
      bound: 'instance-ebs',
      label: `${inst.name} EBS ${kind} ceiling ${fmt(iops)} IOPS${est}`,
    },
    bandwidth: {
      value: mibps,
      bound: 'instance-ebs',
      label: `${inst.name} EBS ${kind} ceiling ${fmt(mibps)} MiB/s${sustained ? est : ''}`,
    },
  };
}

/**
 * Parameters of a storage choice on an instance (null: custom instance, no EBS ceiling known),
 * without calibration. The recommend search calls this directly with one reused storage object.
 */
export function storageParams(
  st: StorageChoice,
  inst: InstanceType | null,
  catalog: Catalog,
  mode: DeviceMode,
): DeviceParams {
  labelsOn = mode.labels !== false;
  let params: DeviceParams;
  if (st.kind === 'instance-store') {
    const store = inst?.instanceStore ?? null;
    const iops = store ? store.readIops4k : 0;
    const mibps = (iops * NVME_BANDWIDTH_KIB_PER_IOPS) / 1024;
    const assumed =
      labelsOn && inst && inst.family !== NVME_FIT_FAMILY
        ? ` (${NVME_BANDWIDTH_KIB_PER_IOPS} KiB per IOPS as fitted on ${NVME_FIT_FAMILY}, assumed for ${inst.family}${store?.estimateNote === undefined ? '' : '; from estimated IOPS'})`
        : '';
    params = {
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
  } else if (st.kind === 'custom') {
    const c = st.custom;
    const count = Math.max(1, Math.floor(c.count));
    params = {
      iops: {
        value: c.readIops4k * count,
        bound: 'iops',
        label: `custom device ${fmt(c.readIops4k * count)} IOPS`,
      },
      bandwidth: {
        value: c.readMiBps * count,
        bound: 'bandwidth',
        label: `custom device ${fmt(c.readMiBps * count)} MiB/s`,
      },
      latency4kUs: c.readLatencyUs,
      // A larger IO takes its extra bytes at one device's bandwidth.
      latencyUsPerKiB: c.readMiBps > 0 ? 1e6 / 1024 / c.readMiBps : 0,
      latencyUsPerThread: 0,
      maxIoKiB: 0,
      name: 'custom device',
    };
  } else {
    const vol = ebsVolumeCaps(st, catalog, mode.sustained);
    const ceil = instanceEbsCaps(inst, mode.sustained);
    params = {
      iops: tighter(vol.iops, ceil.iops),
      bandwidth: tighter(vol.bandwidth, ceil.bandwidth),
      latency4kUs: Math.max(
        1,
        catalog.ebsLimits[st.kind].readLatencyUs - BUFFERED_READ_OVERHEAD_US,
      ),
      latencyUsPerKiB: EBS_LATENCY_US_PER_KIB,
      latencyUsPerThread: 0,
      maxIoKiB: catalog.ebsLimits[st.kind].maxIoSizeKiB,
      name: `${st.kind} volume`,
      reader: EBS_READER,
      onEbs: true,
    };
  }
  if (mode.firstTouch) {
    params = {
      ...params,
      latency4kUs: catalog.measurements.restoredFirstReadLatencyUs.value,
      name: `${params.name} (restored, first touch)`,
    };
  }
  labelsOn = true;
  return params;
}

/** Resolves the data volume's parameters (honours `scenario.calibration.device`). */
export function deviceParams(scenario: Scenario, catalog: Catalog, mode: DeviceMode): DeviceParams {
  const inst = scenarioInstance(scenario, catalog);
  // Aurora's cluster volume, whatever the storage fields say (issue 29, deployment/auroraDevice.ts).
  const params =
    scenario.deployment === 'aurora'
      ? auroraStorageParams(inst, catalog, mode.labels !== false)
      : storageParams(scenario.storage, inst, catalog, mode);
  const cal = calibratedDevice(scenario);
  if (!cal) return params;
  return {
    ...params,
    iops: {
      value: cal.readIopsCap,
      bound: 'iops',
      label: `calibrated ${fmt(cal.readIopsCap)} IOPS`,
    },
    bandwidth: {
      value: cal.readMiBpsCap,
      bound: 'bandwidth',
      label: `calibrated ${fmt(cal.readMiBpsCap)} MiB/s`,
    },
    latency4kUs: mode.firstTouch ? params.latency4kUs : cal.readLatencyUs,
    // The user's own latency stands in for the per-file time of a startup reader.
    reader: undefined,
  };
}
