/**
 * Uncertainty ranges of the headline figures (total startup and each phase, point-select QPS):
 * the model evaluated at the two corners of the box of its constants' intervals (corners.ts), each
 * interval widened by how far the scenario lies outside the calibrated space (space.ts, spreads.ts).
 *
 * Kept out of `predict` so the point figure stays as fast as it was: `predictRanges` costs about
 * two more evaluations of the numeric model; `predictWithRanges` is `predict` plus the ranges.
 */
import { calibratedDevice, calibratedStartupFactors } from '../scenario/calibrationCover.ts';
import type { Catalog } from '../catalog/types.ts';
import { DEFAULT_CATALOG } from '../catalog/index.ts';
import type { DeviceParams } from '../devices/index.ts';
import { latencyUs } from '../devices/index.ts';
import { predictValid, validateScenario } from '../model.ts';
import type { PredictionFigures } from '../model.ts';
import type { QpsInputs } from '../qps/index.ts';
import { calibratedMiss, qpsInputs, qpsMixValue, serverMissRatio } from '../qps/index.ts';
import { mutexPeakReadsPerSecond } from '../qps/mutex.ts';
import type { Scenario } from '../scenario/types.ts';
import { startupInputs } from '../startup/index.ts';
import type { StartupInputs, StartupNumbers } from '../startup/phases.ts';
import { startupNumbers, startupTotalSeconds } from '../startup/phases.ts';
import type { PhaseName, PredictResult, Prediction, Range } from '../types.ts';
import type { Box, Corner, CornerFactors, DeviceClass } from './corners.ts';
import {
  boxAt,
  cornerFactors,
  qpsAtCorner,
  rescaleCaps,
  skewAtCorner,
  startupAtCorner,
} from './corners.ts';
import type { Extrapolation } from './space.ts';
import { addReason, distanceOf, extrapolation } from './space.ts';
import type { SpreadId } from './spreads.ts';
import {
  STARTUP_ERROR_TERMS,
  modelError,
  modelErrorBoundSize,
  modelErrorSize,
  widen,
} from './modelError.ts';
import { storageKind } from '../storage/index.ts';
import { formatInt, formatNumber } from '../format/index.ts';
import type { Narrowing } from './measured.ts';
import {
  distanceText,
  narrowed,
  nearestMeasurement,
  nearestOn,
  phaseNarrowing,
  startsNear,
} from './measured.ts';

export type { Box, Corner, CornerFactors, DeviceClass } from './corners.ts';
export {
  boxAt,
  cornerFactors,
  qpsAtCorner,
  scaleDevice,
  skewAtCorner,
  startupAtCorner,
} from './corners.ts';
export type { FactorInterval, Spread, SpreadId, SpreadKind } from './spreads.ts';
export { SPREADS, intervalAt, spread } from './spreads.ts';
export type { Extrapolation } from './space.ts';
export { extrapolation } from './space.ts';
export type { ModelErrorTerm } from './modelError.ts';
export { STARTUP_ERROR_TERMS, modelError } from './modelError.ts';

export interface PredictionRanges {
  /**
   * Absent `totalRange` and no phases where the startup is not modelled (issue 40: Aurora,
   * `prediction.startup.modelled` false): a range around a figure nobody can stand behind is none.
   */
  startup: {
    totalRange?: Range;
    phases: { name: PhaseName; range: Range }[];
    /**
     * The measurement that narrowed the total's range (issue 36 item 2, measured.ts), e.g.
     * "a.err (m6i.large, gp3, 1,000,000 tables): ±5.0% on its machine". Absent: none did.
     */
    narrowedBy?: string;
  };
  /** `transactionsPerSecondRange` when the workload writes (w > 0). */
  qps: { pointSelectRange: Range; transactionsPerSecondRange?: Range };
  /** Why the ranges are wider than on the brief's cases (empty inside the calibrated space). */
  extrapolating: string[];
  /** The reasons that widen the startup ranges, and those that widen the QPS ranges. */
  extrapolatingStartup: string[];
  extrapolatingQps: string[];
}

/** Phase → the startup constant a user's own calibration of that phase replaces. */
const PHASE_CONSTANT: Record<string, SpreadId> = {
  directories_scan: 'dirScanCpu',
  duplicate_check: 'duplicateCheckCpu',
  dd_files_reading: 'ddCpu',
  validation: 'validationCpu',
};

export function deviceClass(scenario: Scenario): DeviceClass {
  if (calibratedDevice(scenario)) return 'calibrated';
  return storageKind(scenario.storage.kind).deviceClass;
}

/** The boxes a scenario's ranges are computed over: startup (burst device) and QPS (sustained). */
export interface ScenarioBoxes {
  startup: Box;
  qps: Box;
  extrapolation: Extrapolation;
}

/** The nominal numeric inputs of a scenario, resolved once for both corners. */
interface Resolved {
  scenario: Scenario;
  catalog: Catalog;
  sx: StartupInputs;
  qx: QpsInputs;
  cls: DeviceClass;
}

/** What the QPS side of the ranges reads. */
type QpsSide = Pick<Resolved, 'scenario' | 'catalog' | 'qx' | 'cls'>;

function resolve(scenario: Scenario, catalog: Catalog): Resolved {
  return {
    scenario,
    catalog,
    sx: startupInputs(scenario, catalog),
    qx: qpsInputs(scenario, catalog),
    cls: deviceClass(scenario),
  };
}

/**
 * The scenario's extrapolation; phases the user calibrated on their own logs are inside.
 * `burstDevice`: its startup device, when resolved already (`extrapolation`).
 */
function scenarioExtrapolation(
  scenario: Scenario,
  catalog: Catalog,
  burstDevice?: DeviceParams,
): Extrapolation {
  const ext = extrapolation(scenario, catalog, burstDevice);
  for (const [phase, factor] of Object.entries(calibratedStartupFactors(scenario))) {
    const id = PHASE_CONSTANT[phase];
    if (id !== undefined && factor !== undefined) {
      ext.distances.set(id, 0);
      ext.widen.delete(id);
    }
  }
  return ext;
}

/** The box of an EBS device whose caps the instance's EBS ceiling may set (never measured there). */
function ebsBoxFor(ext: Extrapolation, iopsByInstance: boolean, bandwidthByInstance: boolean): Box {
  return boxAt((id) => {
    if (id === 'ebsIops' && iopsByInstance) return 1;
    if (id === 'ebsBandwidth' && bandwidthByInstance) return 1;
    return distanceOf(ext, id);
  }, ext.widen);
}

/** Whether the instance's EBS ceiling caps the device (its IOPS or its bandwidth). */
function byInstance(d: DeviceParams): boolean {
  return d.iops.bound === 'instance-ebs' || d.bandwidth.bound === 'instance-ebs';
}

/** The box of an EBS device: the scenario's own (`own`), or wider where the instance caps it. */
function ebsBoxOf(ext: Extrapolation, own: Box, d: DeviceParams): Box {
  return byInstance(d)
    ? ebsBoxFor(ext, d.iops.bound === 'instance-ebs', d.bandwidth.bound === 'instance-ebs')
    : own;
}

function boxesOf(r: Resolved): ScenarioBoxes {
  const { scenario, catalog } = r;
  const ext = scenarioExtrapolation(scenario, catalog, r.sx.device);
  const own = boxAt((id) => distanceOf(ext, id), ext.widen);
  if (r.cls !== 'ebs') return { startup: own, qps: own, extrapolation: ext };
  // Azure's and Google Cloud's VM disk limits (issue 38) are the instance's ceiling there.
  const aws = scenario.cloud === 'aws';
  const ceiling = aws ? "the instance's EBS ceiling" : "the VM's disk limit";
  if (byInstance(r.sx.device))
    addReason(
      ext,
      `${ceiling} caps the volume: never measured here`,
      byInstance(r.qx.device) ? 'both' : 'startup',
    );
  else if (byInstance(r.qx.device))
    addReason(
      ext,
      `${aws ? "the instance's sustained EBS ceiling" : "the VM's sustained disk limit"} caps the volume for QPS: never measured here`,
      'qps',
    );
  return {
    startup: ebsBoxOf(ext, own, r.sx.device),
    qps: ebsBoxOf(ext, own, r.qx.device),
    extrapolation: ext,
  };
}

/**
 * The boxes of constant intervals for a scenario, with the reasons it lies outside the calibrated
 * space. Exported for the recommend search, which needs them once per (instance, storage kind).
 * An instance EBS ceiling that binds was never measured here: the EBS cap it replaces is then
 * outside its calibrated space, for the figure it binds (burst for startup, baseline for QPS).
 */
export function scenarioBoxes(
  scenario: Scenario,
  catalog: Catalog = DEFAULT_CATALOG,
): ScenarioBoxes {
  return boxesOf(resolve(scenario, catalog));
}

/** A corner's startup figures (`startupNumbers` at the corner's inputs, read as they are). */
type CornerFigures = Pick<StartupNumbers, 'phases' | 'totalSeconds'>;

/** The startup figures at corner factors `f` of the startup box. */
function startupAt(r: Resolved, f: CornerFactors): CornerFigures {
  return startupNumbers(startupAtCorner(r.sx, r.cls, f));
}

/** A phase's seconds at a corner (0: the phase does not run there). */
function phaseSeconds(c: CornerFigures, name: PhaseName): number {
  return c.phases.find((p) => p.name === name)?.seconds ?? 0;
}

/** The miss ratio at corner factors `f`: fewer data pages cached, a less ideal hot set. */
function missAt(r: QpsSide, f: CornerFactors): number {
  if (f.bufferPoolEffective === 1 && f.accessSkew === 1) return r.qx.missRatio;
  const m = r.scenario.mysql;
  const skew = skewAtCorner(r.scenario.workload, f);
  const model = serverMissRatio(m, skew, f.bufferPoolEffective);
  return calibratedMiss(model, r.scenario.calibration?.workload ?? null);
}

/** The QPS inputs at corner factors `f`. */
function qpsAt(r: QpsSide, f: CornerFactors): QpsInputs {
  return qpsAtCorner(r.qx, r.cls, f, missAt(r, f));
}

/**
 * Factors with the miss ratio's constants (`bufferPoolEffective`, `accessSkew`) taken from
 * `missSide` and the mutex's hold time from `mutexSide`, every other constant from `rest`.
 */
function mixed(
  rest: CornerFactors,
  missSide: CornerFactors,
  mutexSide: CornerFactors,
): CornerFactors {
  return {
    ...rest,
    bufferPoolEffective: missSide.bufferPoolEffective,
    accessSkew: missSide.accessSkew,
    filMutexHold: mutexSide.filMutexHold,
  };
}

/**
 * [low, high] of the mix's rate (queries/s) over the QPS box. Without the fil_system mutex the
 * rate is monotone in every constant and the two corners give its exact range. With it (MySQL
 * 5.6/5.7) the rate is min(q, served(D) / miss), D = q · miss the page reads/s offered, q the rate
 * of every other ceiling: it rises with q up to the mutex's peak and falls past it, so a faster
 * device can lower it and the optimistic corner is not always the high end. q grows with every
 * capacity and falls with every cost; D also grows with the miss ratio (every ceiling is
 * a / (b + c · miss) with b ≥ 0); served falls with D and with the hold time. Hence, exactly:
 *
 *     low  = min(rate(all pessimistic), rate(others optimistic, miss and mutex pessimistic))
 *            (q smallest; or D largest with the most misses and the slowest mutex)
 *     high = rate(others pessimistic, miss and mutex optimistic)    when even its D is past the peak
 *            min(q_fast, peak_fast / miss_fast)                         otherwise
 *
 * since rate ≤ peak(hold) / miss always (min(D, served(D)) ≤ peak) and rate ≤ q.
 */
function mixRange(
  r: QpsSide,
  box: Box,
  slow: CornerFactors = cornerFactors(box, 'pessimistic'),
  fast: CornerFactors = cornerFactors(box, 'optimistic'),
): Range {
  const xs = qpsAt(r, slow);
  const xf = qpsAt(r, fast);
  const a = qpsMixValue(xs);
  const b = qpsMixValue(xf);
  if (!r.qx.mutex || !(r.qx.missRatio > 0) || !(xf.missRatio > 0)) {
    return [Math.min(a, b), Math.max(a, b)];
  }
  const low = Math.min(a, b, qpsMixValue(qpsAt(r, mixed(fast, slow, slow))));
  const xc = qpsAt(r, mixed(slow, fast, fast));
  const peak = mutexPeakReadsPerSecond(xf.k);
  const offeredLeast = qpsMixValue({ ...xc, mutex: false }) * xc.missRatio;
  const high =
    offeredLeast > peak
      ? qpsMixValue(xc)
      : Math.min(qpsMixValue({ ...xf, mutex: false }), peak / xf.missRatio);
  return [low, Math.max(high, a, b)];
}

/**
 * [low, high] of the mix's rate (queries/s, the TPS with writes) of `scenario` over `box` (e.g. a
 * box of `boxAt`), as the ranges compute it: for tests and tools that vary the box.
 */
export function qpsMixRange(
  scenario: Scenario,
  box: Box,
  catalog: Catalog = DEFAULT_CATALOG,
): Range {
  return mixRange(resolve(scenario, catalog), box);
}

/** [low, high] around `point`: the range always contains the point figure. */
function around(point: number, a: number, b: number): Range {
  return [Math.min(point, a, b), Math.max(point, a, b)];
}

/**
 * Ranges of a prediction's headline figures. `prediction` is `predict`'s result for the same
 * scenario (the ranges are built around its figures).
 */
export function predictRanges(
  scenario: Scenario,
  prediction: PredictionFigures,
  catalog: Catalog = DEFAULT_CATALOG,
): PredictionRanges {
  return rangesOf(resolve(scenario, catalog), prediction);
}

/** `predictRanges` on the scenario's inputs already resolved. */
function rangesOf(r: Resolved, prediction: PredictionFigures): PredictionRanges {
  const { scenario, catalog } = r;
  const boxes = boxesOf(r);
  const slowF = cornerFactors(boxes.startup, 'pessimistic');
  const fastF = cornerFactors(boxes.startup, 'optimistic');
  const slow = startupAt(r, slowF);
  const fast = startupAt(r, fastF);
  // The QPS box is the startup box unless the instance's EBS ceiling caps one device only.
  const [mixLow, mixHigh] =
    boxes.qps === boxes.startup ? mixRange(r, boxes.qps, slowF, fastF) : mixRange(r, boxes.qps);
  const w = r.qx.writeFraction;
  // The model's own error (run-to-run floor, assumed or extrapolated mechanisms) on top.
  const err = modelError(STARTUP_ERROR_TERMS, r.sx);
  for (const reason of err.reasons) addReason(boxes.extrapolation, reason, 'startup');
  const total = prediction.startup.totalSeconds;
  const totalRange = widen(around(total, fast.totalSeconds, slow.totalSeconds), err.size);
  const near = nearestMeasurement(scenario, catalog, r.sx.device);
  const startup: PredictionRanges['startup'] = {
    totalRange: near ? narrowed(totalRange, total, near) : totalRange,
    ...(near ? { narrowedBy: narrowingText(near) } : {}),
    phases: prediction.startup.phases.map((p) => {
      const range = widen(
        around(p.seconds, phaseSeconds(fast, p.name), phaseSeconds(slow, p.name)),
        err.size,
      );
      // A phase the nearest start's log timed alone narrows by its own residual.
      const byPhase = near ? phaseNarrowing(near, p.name) : null;
      return { name: p.name, range: byPhase ? narrowed(range, p.seconds, byPhase) : range };
    }),
  };
  const modelled = prediction.startup.modelled;
  return {
    startup: modelled ? startup : { phases: [] },
    qps: {
      pointSelectRange: around(prediction.qps.pointSelect, mixLow * (1 - w), mixHigh * (1 - w)),
      ...(prediction.qps.transactionsPerSecond !== undefined
        ? {
            transactionsPerSecondRange: around(
              prediction.qps.transactionsPerSecond,
              mixLow,
              mixHigh,
            ),
          }
        : {}),
    },
    extrapolating: modelled
      ? boxes.extrapolation.reasons
      : boxes.extrapolation.reasons.filter((x) => boxes.extrapolation.qps.includes(x)),
    extrapolatingStartup: modelled ? boxes.extrapolation.startup : [],
    extrapolatingQps: boxes.extrapolation.qps,
  };
}

/**
 * The startup total's range of a scenario from its startup inputs `sx`, as `rangesOf` computes
 * `startup.totalRange`: the two corners of its startup box, widened by the model-error terms that
 * apply to `sx`, narrowed by a calibration's nearest measured start (with the text saying which).
 * The recovery paths' engine starts take it for the start each runs (engineStart.ts).
 */
export function startupTotalRange(
  scenario: Scenario,
  catalog: Catalog,
  sx: StartupInputs,
  total: number = startupTotalSeconds(sx),
): { range: Range; narrowedBy?: string } {
  const cls = deviceClass(scenario);
  const ext = scenarioExtrapolation(scenario, catalog, sx.device);
  const own = boxAt((id) => distanceOf(ext, id), ext.widen);
  const box = cls === 'ebs' ? ebsBoxOf(ext, own, sx.device) : own;
  const at = (c: Corner): number =>
    startupTotalSeconds(startupAtCorner(sx, cls, cornerFactors(box, c)));
  const err = modelErrorSize(STARTUP_ERROR_TERMS, sx);
  const range = widen(around(total, at('optimistic'), at('pessimistic')), err);
  const near = nearestMeasurement(scenario, catalog, sx.device);
  return near
    ? { range: narrowed(range, total, near), narrowedBy: narrowingText(near) }
    : { range };
}

/** "a.err (m6i.large, gp3, 1,000,000 tables): ±5.0% on its machine" (or "near it, d = 0.33"). */
function narrowingText(n: Narrowing): string {
  const m = n.start;
  const where = distanceText(n.distance);
  return `${m.file} (${m.instanceType}, ${m.storage}, ${formatInt(m.tables)} tables, MySQL ${m.mysqlVersion}): measured ${formatNumber(m.measuredSeconds, 0)} s, calibrated model ${formatNumber(m.predictedSeconds, 0)} s, ±${formatNumber(n.error * 100, 1)}% ${where}`;
}

/** The prediction with its ranges attached (a copy). */
export function attachRanges(prediction: Prediction, ranges: PredictionRanges): Prediction {
  const byName = new Map(ranges.startup.phases.map((p) => [p.name, p.range]));
  return {
    ...prediction,
    startup: {
      ...prediction.startup,
      ...(ranges.startup.totalRange ? { totalRange: ranges.startup.totalRange } : {}),
      ...(ranges.startup.narrowedBy ? { narrowedBy: ranges.startup.narrowedBy } : {}),
      phases: prediction.startup.phases.map((p) => {
        const range = byName.get(p.name);
        return range ? { ...p, range } : p;
      }),
    },
    qps: {
      ...prediction.qps,
      pointSelectRange: ranges.qps.pointSelectRange,
      ...(ranges.qps.transactionsPerSecondRange
        ? { transactionsPerSecondRange: ranges.qps.transactionsPerSecondRange }
        : {}),
    },
    uncertainty: {
      extrapolating: ranges.extrapolating,
      startup: ranges.extrapolatingStartup,
      qps: ranges.extrapolatingQps,
    },
  };
}

/** `predict` with the uncertainty ranges of every headline figure. */
export function predictWithRanges(
  scenario: Scenario,
  catalog: Catalog = DEFAULT_CATALOG,
): PredictResult {
  const issues = validateScenario(scenario, catalog);
  if (issues.length > 0) return { ok: false, issues };
  // The inputs are resolved once, for the point figures and for the ranges.
  const r = resolve(scenario, catalog);
  const prediction = predictValid(scenario, catalog, r);
  return { ok: true, prediction: attachOwnRanges(prediction, rangesOf(r, prediction)) };
}

/**
 * `attachRanges` on a prediction just made and not shared (`predictWithRanges`'): the ranges are
 * set on it rather than on a copy, each field where the copy puts it (after the fields it has), so
 * the result is the same object for object and key for key; copying the objects of the prediction
 * took a tenth of `predictWithRanges`' time.
 */
function attachOwnRanges(prediction: Prediction, ranges: PredictionRanges): Prediction {
  const startup = prediction.startup;
  startup.totalRange = ranges.startup.totalRange;
  if (ranges.startup.narrowedBy) startup.narrowedBy = ranges.startup.narrowedBy;
  // The ranges' phases are the prediction's, in its order (`rangesOf` maps them).
  const phases = ranges.startup.phases;
  startup.phases.forEach((p, i) => {
    const at = phases[i];
    const range = at?.name === p.name ? at.range : phases.find((q) => q.name === p.name)?.range;
    if (range) p.range = range;
  });
  const qps = prediction.qps;
  qps.pointSelectRange = ranges.qps.pointSelectRange;
  if (ranges.qps.transactionsPerSecondRange)
    qps.transactionsPerSecondRange = ranges.qps.transactionsPerSecondRange;
  prediction.uncertainty = {
    extrapolating: ranges.extrapolating,
    startup: ranges.extrapolatingStartup,
    qps: ranges.extrapolatingQps,
  };
  return prediction;
}

/**
 * One buffered read of `ioKiB` by a single reader (queue depth 1) on the scenario's data device,
 * in microseconds, with its range: the per-read time that every single-reader startup phase rests
 * on (directory scan, DD reads, crash discovery) and that a queue-depth-1 latency test (ioping,
 * fio --iodepth=1) measures. Device latency(ioKiB, 1) + the buffered-read overhead, at the nominal
 * constants and at the two corners of the scenario's startup box. The scenario must be valid.
 */
export function singleReadLatency(
  scenario: Scenario,
  ioKiB = 4,
  catalog: Catalog = DEFAULT_CATALOG,
): { point: number; range: Range } {
  const r = resolve(scenario, catalog);
  const boxes = boxesOf(r);
  const at = (x: StartupInputs): number =>
    latencyUs(x.device, ioKiB, 1) + x.k.bufferedReadOverheadUs;
  const corner = (c: Corner): number =>
    at(startupAtCorner(r.sx, r.cls, cornerFactors(boxes.startup, c)));
  const a = corner('optimistic');
  const b = corner('pessimistic');
  return { point: at(r.sx), range: [Math.min(a, b), Math.max(a, b)] };
}

/**
 * The pessimistic end of a scenario's startup time and QPS (the high end of the startup range, the
 * low end of the QPS range), for headroom checks such as recommend's. About two evaluations of the
 * numeric model; the scenario must be valid.
 */
export function pessimisticFigures(
  scenario: Scenario,
  catalog: Catalog = DEFAULT_CATALOG,
): { startupSeconds: number; qps: number } {
  const r = resolve(scenario, catalog);
  const boxes = boxesOf(r);
  const slow = startupAt(r, cornerFactors(boxes.startup, 'pessimistic'));
  const high = slow.totalSeconds * (1 + modelErrorSize(STARTUP_ERROR_TERMS, r.sx));
  // A calibration's measured start narrows the slow end as it narrows the range (measured.ts).
  const near = nearestMeasurement(scenario, catalog, r.sx.device);
  const point = near ? startupTotalSeconds(r.sx) : high;
  return {
    startupSeconds: near
      ? narrowed([Math.min(point, high), Math.max(point, high)], point, near)[1]
      : high,
    qps: mixRange(r, boxes.qps)[0] * (1 - r.qx.writeFraction),
  };
}

/**
 * The startup model error of a candidate, or (`bound`) the part of it that every device of the
 * kind shares: the corner's total never rises with the device's speed, but a term that steps in
 * once the device is fast enough (the reader-bound duplicate check) does, so the fastest
 * candidate bounds the kind only without it (tests/unit/core/recommend/kindBound.test.ts).
 */
function errorOf(sx: StartupInputs, bound: boolean): number {
  return bound
    ? modelErrorBoundSize(STARTUP_ERROR_TERMS, sx)
    : modelErrorSize(STARTUP_ERROR_TERMS, sx);
}

/** Pessimistic figures of the candidates of one scenario (see `pessimisticProbe`). */
export interface PessimisticProbe {
  /**
   * The candidate's pessimistic startup, seconds, from its startup inputs (burst device). With
   * `ownBox`, the corner of the scenario's own box even where the instance's EBS ceiling binds
   * the device: a bound that no candidate with device caps no larger can beat (the wider box of
   * a binding ceiling only lowers the capacities further), with only the model-error terms every
   * device of the kind shares (`errorOf`).
   */
  startupSeconds: (sx: StartupInputs, ownBox?: boolean) => number;
  /** The candidate's pessimistic point-select QPS from its QPS inputs (sustained device). */
  qps: (qx: QpsInputs, ownBox?: boolean) => number;
}

/**
 * `pessimisticFigures` for a search that re-points the numeric inputs of one scenario at many
 * candidates (recommend): the candidates share the scenario's instance, storage kind, MySQL
 * settings and buffer pool, and differ in the device in `sx` (burst, for startup) and `qx`
 * (sustained, for QPS) and in `qx.pageKiB`. The extrapolation is resolved once; the box depends
 * only on whether the instance's EBS ceiling binds each device (four boxes at most), so a
 * candidate costs about one more evaluation of the numeric model. Gives the same figures as
 * `pessimisticFigures` of the candidate's scenario (tested).
 */
export function pessimisticProbe(
  scenario: Scenario,
  catalog: Catalog = DEFAULT_CATALOG,
): PessimisticProbe {
  const ext = scenarioExtrapolation(scenario, catalog);
  const cls = deviceClass(scenario);
  // The settings the miss ratio reads, as they are now (the search's probe scenario moves on).
  const fixed: Scenario = {
    ...scenario,
    mysql: { ...scenario.mysql },
    workload: { ...scenario.workload },
  };
  const boxes: (Box | undefined)[] = [];
  const factors: (CornerFactors | undefined)[] = [];
  const boxKey = (d: DeviceParams, own: boolean): number =>
    (!own && cls === 'ebs' && d.iops.bound === 'instance-ebs' ? 1 : 0) +
    (!own && cls === 'ebs' && d.bandwidth.bound === 'instance-ebs' ? 2 : 0);
  const boxAtKey = (key: number): Box => {
    let box = boxes[key];
    if (!box) {
      box = ebsBoxFor(ext, (key & 1) !== 0, (key & 2) !== 0);
      boxes[key] = box;
    }
    return box;
  };
  const factorsAt = (key: number): CornerFactors => {
    let f = factors[key];
    if (!f) {
      f = cornerFactors(boxAtKey(key), 'pessimistic');
      factors[key] = f;
    }
    return f;
  };
  // The startup inputs at the corner, per box, kept from one call to the next: a search changes
  // only the device's caps and the initialization time between candidates, which are re-scaled
  // in place (no copy per candidate); other inputs rebuild them.
  const corners: ({ sx: StartupInputs; device: DeviceParams; at: StartupInputs } | undefined)[] =
    [];
  // A calibration's measured start near this instance and kind narrows the slow end as in
  // `pessimisticFigures`: the starts that may be near once per probe, the nearest on each
  // candidate's device (its caps move the distance).
  const starts = startsNear(scenario, catalog);
  const slowEnd = (sx: StartupInputs, at: StartupInputs, bound: boolean): number => {
    const high = startupTotalSeconds(at) * (1 + errorOf(sx, bound));
    const near = starts.length > 0 ? nearestOn(starts, sx.device) : null;
    if (!near) return high;
    const point = startupTotalSeconds(sx);
    return narrowed([Math.min(point, high), Math.max(point, high)], point, near)[1];
  };
  return {
    startupSeconds: (sx, own = false) => {
      const key = boxKey(sx.device, own);
      const f = factorsAt(key);
      const c = corners[key];
      if (c && c.sx === sx && c.device === sx.device) {
        rescaleCaps(c.at.device, sx.device, cls, f);
        c.at.initializationSeconds = sx.initializationSeconds * f.initializationTime;
        return slowEnd(sx, c.at, own);
      }
      const at = startupAtCorner(sx, cls, f);
      corners[key] = { sx, device: sx.device, at };
      return slowEnd(sx, at, own);
    },
    qps: (qx, own = false) => {
      // The low end of the QPS range exactly as `pessimisticFigures` takes it (mixRange).
      const r: QpsSide = { scenario: fixed, catalog, qx, cls };
      return mixRange(r, boxAtKey(boxKey(qx.device, own)))[0] * (1 - qx.writeFraction);
    },
  };
}
