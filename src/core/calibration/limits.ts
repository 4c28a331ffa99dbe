/**
 * Calibration within physics (issue 11): a device fit may not promise more than AWS delivers. On
 * EBS the provisioned IOPS and throughput and the instance's EBS ceiling are hard limits; a
 * benchmark that measured more hit a cache (a test file smaller than memory, no O_DIRECT) or a
 * burst, and a profile fitted on it would predict the volume beyond what AWS allows. The fitted
 * caps are therefore capped at the model's own caps for the device (the lower of the volume's and
 * the instance's burst ceilings), and the review says why. Instance store and custom devices have
 * no provisioned limit: their fits are kept.
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { deviceParams } from '../devices/index.ts';
import { formatInt } from '../format/index.ts';
import type { DeviceParamsFit } from './device.ts';
import { storageKind } from '../storage/index.ts';

/** Excess over a limit within the runs' own noise (1.6 % in the brief's fileio table): capped, not called out. */
export const LIMIT_NOISE = 0.02;

export interface CappedFit {
  params: DeviceParamsFit;
  /** Why the fit was capped, for the import review; absent when it was within the limits. */
  notes: string[];
}

export function capToLimits(scenario: Scenario, catalog: Catalog, fit: DeviceParamsFit): CappedFit {
  if (!storageKind(scenario.storage.kind).onEbs) return { params: fit, notes: [] };
  const base = deviceParams({ ...scenario, calibration: null }, catalog, {
    sustained: false,
    firstTouch: false,
    labels: true,
  });
  const notes: string[] = [];
  const params = { ...fit };
  const why =
    'a benchmark that beats it hit a cache (a test file smaller than memory, or reads without O_DIRECT) or a burst';
  if (base.iops.value > 0 && fit.readIopsCap > base.iops.value) {
    params.readIopsCap = base.iops.value;
    if (fit.readIopsCap > base.iops.value * (1 + LIMIT_NOISE))
      notes.push(
        `The runs imply ${formatInt(fit.readIopsCap)} reads/s, more than AWS delivers (${base.iops.label}): ${why}. The profile is capped at ${formatInt(base.iops.value)} IOPS.`,
      );
  }
  if (base.bandwidth.value > 0 && fit.readMiBpsCap > base.bandwidth.value) {
    params.readMiBpsCap = base.bandwidth.value;
    if (fit.readMiBpsCap > base.bandwidth.value * (1 + LIMIT_NOISE))
      notes.push(
        `The runs imply ${formatInt(fit.readMiBpsCap)} MiB/s, more than AWS delivers (${base.bandwidth.label}): ${why}. The profile is capped at ${formatInt(base.bandwidth.value)} MiB/s.`,
      );
  }
  return { params, notes };
}
