/**
 * Propagation: the model evaluated with every uncertain constant at one end of its interval.
 *
 * Every figure of the model is monotone in every constant (startup time grows with each cost —
 * CPU per file, latency, fixed time — and shrinks with each capacity — IOPS, bandwidth; QPS the
 * other way round), because the equations are sums, products, minima and maxima of monotone
 * terms. So the figure's exact range over the box of constant intervals is reached at two corners:
 * `pessimistic` (every cost at its high end, every capacity at its low end) and `optimistic`. Two
 * evaluations instead of a Monte Carlo sample; the range always contains the point figure, and a
 * wider box always gives a range that contains the narrower one's.
 */
import type { DeviceParams } from '../devices/params.ts';
import type { StartupInputs } from '../startup/phases.ts';
import type { AccessSkew, QpsInputs } from '../qps/index.ts';
import type { FactorInterval, SpreadId } from './spreads.ts';
import { SPREADS, intervalAt } from './spreads.ts';
import { burstBetween } from '../startup/burst.ts';

export type Corner = 'pessimistic' | 'optimistic';

/** The factor each constant takes at one corner. */
export type CornerFactors = Record<SpreadId, number>;

/** The intervals a scenario's range is computed over (one per constant). */
export type Box = Record<SpreadId, FactorInterval>;

/*
 * The spreads' ids and directions as flat arrays, and an object with every id in SPREADS' order:
 * boxes and factor sets are copies of these templates, so every one has the same shape (an object
 * grown key by key from `{}` falls back to a slow dictionary and made these functions ~10x slower).
 */
const SPREAD_IDS: readonly SpreadId[] = SPREADS.map((s) => s.id);
const IS_COST: readonly boolean[] = SPREADS.map((s) => s.direction === 'cost');
const FACTOR_TEMPLATE = Object.fromEntries(SPREAD_IDS.map((id) => [id, 1])) as CornerFactors;
const BOX_TEMPLATE = Object.fromEntries(SPREAD_IDS.map((id) => [id, [1, 1]])) as unknown as Box;

/** A box built by `boxAt`, with what it was built from. */
interface BuiltBox {
  distances: Float64Array;
  widen: (FactorInterval | undefined)[];
  box: Box;
}

/**
 * The boxes built last (a slider step, a sweep or the bench moves one input: the distances and the
 * widening mostly stay), newest last. A box is frozen once built, so sharing one is safe.
 */
const BUILT: BuiltBox[] = [];
const BUILT_KEPT = 8;
const DISTANCES = new Float64Array(SPREAD_IDS.length);
const WIDEN: (FactorInterval | undefined)[] = SPREAD_IDS.map(() => undefined);

/** Whether `b` was built from the distances and widening in DISTANCES and WIDEN. */
function builtFrom(b: BuiltBox): boolean {
  for (let i = 0; i < SPREAD_IDS.length; i += 1) {
    if (b.distances[i] !== DISTANCES[i]) return false;
    const w = WIDEN[i];
    const v = b.widen[i];
    if (w !== v && (w === undefined || v === undefined || w[0] !== v[0] || w[1] !== v[1]))
      return false;
  }
  return true;
}

/**
 * The box at given distances from the calibrated space (missing distance: 0), each interval
 * multiplied by `widen`'s for its constant (another processor's per-core interval), if any.
 * Frozen; the same object as a recent call's with the same distances and widening.
 */
export function boxAt(
  distance: (id: SpreadId) => number,
  widen?: ReadonlyMap<SpreadId, FactorInterval>,
): Box {
  for (let i = 0; i < SPREAD_IDS.length; i += 1) {
    const id = SPREAD_IDS[i] as SpreadId;
    DISTANCES[i] = distance(id);
    WIDEN[i] = widen?.get(id);
  }
  for (let k = BUILT.length - 1; k >= 0; k -= 1) {
    const b = BUILT[k] as BuiltBox;
    if (builtFrom(b)) return b.box;
  }
  const box = { ...BOX_TEMPLATE };
  SPREADS.forEach((s, i) => {
    const iv = intervalAt(s, DISTANCES[i] as number);
    const w = WIDEN[i];
    box[s.id] = w ? [Math.min(1, iv[0] * w[0]), Math.max(1, iv[1] * w[1])] : iv;
  });
  Object.freeze(box);
  if (BUILT.length >= BUILT_KEPT) BUILT.shift();
  BUILT.push({ distances: DISTANCES.slice(), widen: [...WIDEN], box });
  return box;
}

/** The corner factors of frozen boxes (`boxAt`'s), by box: each computed once, then frozen. */
const FACTORS = new WeakMap<Box, Partial<Record<Corner, CornerFactors>>>();

/** Factors at a corner of `box`: costs high and capacities low when pessimistic. */
export function cornerFactors(box: Box, corner: Corner): CornerFactors {
  const known = FACTORS.get(box);
  const hit = known?.[corner];
  if (hit) return hit;
  const f = { ...FACTOR_TEMPLATE };
  const pessimistic = corner === 'pessimistic';
  for (let i = 0; i < SPREAD_IDS.length; i += 1) {
    const id = SPREAD_IDS[i] as SpreadId;
    // Pessimistic: a cost at its high end, a capacity at its low end; optimistic the other way.
    f[id] = box[id][IS_COST[i] === pessimistic ? 1 : 0];
  }
  // A box built by hand (tests) may change later: only a frozen one's factors are kept.
  if (!Object.isFrozen(box)) return f;
  FACTORS.set(box, { ...known, [corner]: Object.freeze(f) });
  return f;
}

/** Which device constants a device uses. */
export type DeviceClass = 'ebs' | 'nvme' | 'aurora' | 'custom' | 'calibrated';

/** The factors of a device class's IOPS, bandwidth and latency at a corner. */
function deviceFactors(cls: DeviceClass, f: CornerFactors): [number, number, number] {
  if (cls === 'ebs') return [f.ebsIops, f.ebsBandwidth, f.ebsLatency];
  if (cls === 'nvme') return [f.nvmeIops, f.nvmeBandwidth, f.nvmeLatency];
  if (cls === 'aurora') return [f.auroraIops, f.auroraBandwidth, f.auroraLatency];
  const cap = cls === 'custom' ? f.customDevice : f.calibratedDevice;
  // One factor for a device the user described: its capacity up means its latency down.
  return [cap, cap, 1 / cap];
}

/**
 * Re-points `scaled` (what `scaleDevice(p, cls, f, …)` returned for a device with the same
 * latencies) at `p`'s caps, in place: for a search that changes only a device's caps.
 */
export function rescaleCaps(
  scaled: DeviceParams,
  p: DeviceParams,
  cls: DeviceClass,
  f: CornerFactors,
): void {
  const [iops, bw] = deviceFactors(cls, f);
  scaled.iops.value = p.iops.value * iops;
  scaled.iops.bound = p.iops.bound;
  scaled.bandwidth.value = p.bandwidth.value * bw;
  scaled.bandwidth.bound = p.bandwidth.bound;
}

/** The device with its caps and latency scaled by the corner's factors (a copy). */
export function scaleDevice(
  p: DeviceParams,
  cls: DeviceClass,
  f: CornerFactors,
  firstTouch: boolean,
): DeviceParams {
  const [iops, bw, lat] = deviceFactors(cls, f);
  return {
    ...p,
    iops: { ...p.iops, value: p.iops.value * iops },
    bandwidth: { ...p.bandwidth, value: p.bandwidth.value * bw },
    latency4kUs: p.latency4kUs * (firstTouch ? f.firstTouchLatency : lat),
    latencyUsPerKiB: p.latencyUsPerKiB * lat,
    latencyUsPerThread: p.latencyUsPerThread * lat,
  };
}

/**
 * Startup inputs at a corner (a copy; the nominal inputs are left as they are). The startup
 * device is always the warm one: a restored volume's first touch is `x.firstTouchUs`, scaled by
 * the `firstTouchLatency` factor; the EBS balances between the pessimistic end's stated balance
 * (`burstLeft` 0: startup/burst.ts) and the balances given (`burstLeft` 1).
 */
export function startupAtCorner(
  x: StartupInputs,
  cls: DeviceClass,
  f: CornerFactors,
): StartupInputs {
  return {
    ...x,
    device: scaleDevice(x.device, cls, f, false),
    initializationSeconds: x.initializationSeconds * f.initializationTime,
    k: {
      dirScanCpuUsPerFile: x.k.dirScanCpuUsPerFile * f.dirScanCpu,
      duplicateCheckCpuUsPerFile: x.k.duplicateCheckCpuUsPerFile * f.duplicateCheckCpu,
      ddCpuUsPerTable: x.k.ddCpuUsPerTable * f.ddCpu,
      validationCpuUsPerTablespace: x.k.validationCpuUsPerTablespace * f.validationCpu,
      serverFixedSeconds: x.k.serverFixedSeconds * f.serverFixed,
      bufferedReadOverheadUs: x.k.bufferedReadOverheadUs * f.bufferedReadOverhead,
      crashDiscoveryTimeFactor: x.k.crashDiscoveryTimeFactor * f.crashDiscovery,
      readerFileFactor: x.k.readerFileFactor * f.readerFile,
      dictionaryLoadFactor: x.k.dictionaryLoadFactor * f.dictionaryLoad,
      limiterBucketSeconds: x.k.limiterBucketSeconds * f.limiterBucket,
    },
    firstTouchUs: x.firstTouchUs * f.firstTouchLatency,
    burst: x.burst && burstBetween(x.burst, f.burstLeft),
  };
}

/**
 * The workload's access skew at a corner: the hot set's excess share of accesses (a − d) scaled by
 * the `accessSkew` factor (1 = the ideal hot-set caching of qps/skew.ts; uniform stays uniform).
 */
export function skewAtCorner(skew: AccessSkew, f: CornerFactors): AccessSkew {
  const a = skew.hotAccessPercent;
  const d = skew.hotDataPercent;
  if (!(a > d) || f.accessSkew === 1) return skew;
  return { hotAccessPercent: d + (a - d) * f.accessSkew, hotDataPercent: d };
}

/**
 * QPS inputs at a corner (a copy). `missRatio` is the corner's miss ratio, computed by the caller
 * with the buffer pool scaled by `bufferPoolEffective` and the skew by `skewAtCorner`. A custom
 * device's shared read/write queue (`deviceTime`) moves with its one `customDevice` factor: its
 * write latency down and its bandwidth up together with its read figures.
 */
export function qpsAtCorner(
  x: QpsInputs,
  cls: DeviceClass,
  f: CornerFactors,
  missRatio: number,
): QpsInputs {
  const dt = x.deviceTime;
  const cap = cls === 'custom' ? f.customDevice : 1;
  return {
    ...x,
    missRatio,
    device: scaleDevice(x.device, cls, f, false),
    deviceTime: dt && {
      writeUs: dt.writeUs / cap,
      usPerKiB: dt.usPerKiB / cap,
      writeLatencyUs: dt.writeLatencyUs / cap,
      writeUsPerKiB: dt.writeUsPerKiB / cap,
    },
    logVolume: x.logVolume && {
      ...x.logVolume,
      iops: x.logVolume.iops * f.ebsIops,
      mibps: x.logVolume.mibps * f.ebsBandwidth,
    },
    instanceEbs: x.instanceEbs && {
      ...x.instanceEbs,
      iops: x.instanceEbs.iops * f.ebsIops,
      mibps: x.instanceEbs.mibps * f.ebsBandwidth,
    },
    k: {
      cpuUsPerQuery: x.k.cpuUsPerQuery * f.cpuPerQuery,
      cpuUsPerPageRead: x.k.cpuUsPerPageRead * f.cpuPerPageRead,
      cpuUsPerWrite: x.k.cpuUsPerWrite * f.cpuPerWrite,
      filMutexHoldUs: x.k.filMutexHoldUs * f.filMutexHold,
      // Contention moves with the hold time (both costs of the same mutex; no spread of its own).
      filMutexContention: x.k.filMutexContention * f.filMutexHold,
      logKibPerWrite: x.k.logKibPerWrite * f.logKibPerWrite,
      // model-io (issue 25 mechanism 5): the page cleaners' pages per wait.
      flushCapacity: x.k.flushCapacity * f.flushCapacity,
    },
  };
}
