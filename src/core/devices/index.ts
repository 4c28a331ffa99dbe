/**
 * Device model: the effective random-read rate of the scenario's data volume for an IO size and a
 * thread count. See params.ts (how each storage kind maps to caps and latency) and rate.ts (the
 * min of IOPS, bandwidth and latency).
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import type { DeviceMode } from './params.ts';
import { deviceParams } from './params.ts';
import type { ReadRate } from './rate.ts';
import { rateOf } from './rate.ts';
import { storageKind } from '../storage/index.ts';

export type { ReadRate } from './rate.ts';
export type { DeviceMode, DeviceParams } from './params.ts';
export { deviceParams, scenarioInstance, scenarioVcpu, BURST } from './params.ts';
export { rateOf, rateValue, latencyUs } from './rate.ts';
export { initializationPerGiBUsd, initializationRateMiBps, snapshotDataGiB } from './restore.ts';

/**
 * Reads per second of `ioSizeKiB` random reads by `threads` concurrent readers, with the bound
 * that limits it. Burst ceilings (a benchmark or a startup lasts minutes); a restored volume
 * without remedy reads at first-touch latency. Honours `scenario.calibration.device`.
 */
export function readRate(
  scenario: Scenario,
  catalog: Catalog,
  ioSizeKiB: number,
  threads: number,
  mode?: Partial<DeviceMode>,
): ReadRate {
  const firstTouch = firstTouchReads(scenario);
  const m: DeviceMode = { sustained: false, firstTouch, ...mode };
  const size = Number.isFinite(ioSizeKiB) && ioSizeKiB > 0 ? ioSizeKiB : 4;
  const t = Number.isFinite(threads) && threads >= 1 ? Math.floor(threads) : 1;
  return rateOf(deviceParams(scenario, catalog, m), size, t);
}

/** The data volume is an EBS volume (can be restored from a snapshot). */
export function isEbs(scenario: Scenario): boolean {
  return storageKind(scenario.storage.kind).onEbs;
}

/**
 * Every startup read is the first touch of a lazily loaded block: an EBS volume restored from a
 * snapshot with no remedy.
 */
export function firstTouchReads(scenario: Scenario): boolean {
  const st = scenario.storage;
  return isEbs(scenario) && st.volumeState === 'restored' && st.restoreRemedy === 'none';
}
