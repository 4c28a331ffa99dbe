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
import type { Catalog, InstanceType } from '../catalog/types.ts';
import { getInstance } from '../catalog/index.ts';
import type { Scenario, StorageChoice } from '../scenario/types.ts';
import { formatInt } from '../format/index.ts';
import { storageKind } from '../storage/index.ts';
import type { DeviceMode, DeviceParams, VolumeCaps, VolumeFigures } from '../storage/types.ts';

export type { Cap, DeviceMode, DeviceParams, ReaderCost } from '../storage/types.ts';

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

/**
 * Volume IOPS and MiB/s caps of a provisioned volume (its kind's `volumeCaps`), numbers only (no
 * labels), written into `out` (a fresh object by default; the search passes a reused one).
 */
export function ebsVolumeCapValues(
  st: VolumeFigures,
  catalog: Catalog,
  sustained: boolean,
  out: VolumeCaps = { iops: 0, mibps: 0 },
): VolumeCaps {
  const caps = storageKind(st.kind).volumeCaps;
  if (!caps) throw new Error(`storage kind ${st.kind} has no provisioned volume`);
  return caps(st, catalog, sustained, out);
}

const CAPS = { iops: 0, mibps: 0 };

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
  if (p.volumeBucket) p.volumeBucket.burstIopsCeiling = instIops;
}

/**
 * The instance's EBS ceiling bursts above its baseline (.large to .4xlarge types: 30 minutes a
 * day, brief section 7): the startup's burst bucket and the range's spent-burst end both ask this.
 */
export function instanceEbsBursts(inst: InstanceType): boolean {
  const e = inst.ebs;
  return e.maxIops > e.baselineIops || e.maxMiBps > e.baselineMiBps;
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
  let params = storageKind(st.kind).params(st, inst, catalog, mode, fmt);
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

/**
 * Resolves the data volume's parameters (honours `scenario.calibration.device`). A calibrated cap
 * describes the measured device, not the volume or instance it ran on: on a provisioned volume
 * (a kind with `volumeCaps`, EBS or RDS) the tighter of it and the scenario's own caps (volume and
 * instance EBS ceiling) applies, so a calibrated scenario still follows its volume's IOPS and its
 * instance's ceiling (issue 41 item 1). On local NVMe and a custom device the fit replaces the
 * model's caps: they are the model's estimates of that device, which the measurement supersedes.
 * calibrate's fit asks `calibrationUncapped` (the device on the machine it was measured on).
 */
export function deviceParams(scenario: Scenario, catalog: Catalog, mode: DeviceMode): DeviceParams {
  const inst = scenarioInstance(scenario, catalog);
  const params = storageParams(scenario.storage, inst, catalog, mode);
  const cal = calibratedDevice(scenario);
  if (!cal) return params;
  const provisioned =
    mode.calibrationUncapped !== true &&
    storageKind(scenario.storage.kind).volumeCaps !== undefined;
  const iopsOwn = provisioned && params.iops.value < cal.readIopsCap;
  const bwOwn = provisioned && params.bandwidth.value < cal.readMiBpsCap;
  return {
    ...params,
    iops: iopsOwn
      ? params.iops
      : { value: cal.readIopsCap, bound: 'iops', label: `calibrated ${fmt(cal.readIopsCap)} IOPS` },
    bandwidth: bwOwn
      ? params.bandwidth
      : {
          value: cal.readMiBpsCap,
          bound: 'bandwidth',
          label: `calibrated ${fmt(cal.readMiBpsCap)} MiB/s`,
        },
    latency4kUs: mode.firstTouch ? params.latency4kUs : cal.readLatencyUs,
    // The user's own latency stands in for the per-file time of a startup reader.
    reader: undefined,
    // A measured IOPS cap already holds whatever excess the run saw (issue 40 item 2).
    volumeBucket: iopsOwn ? params.volumeBucket : undefined,
  };
}
