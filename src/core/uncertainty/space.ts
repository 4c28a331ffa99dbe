/**
 * The calibrated space: where each constant was measured, and how far a scenario lies outside it
 * (0 inside, 1 far outside). The ranges use the distance to widen each constant's interval
 * (spreads.ts `intervalAt`), so a figure is narrow on the brief's cases and wider as the scenario
 * moves away from them. Every distance only grows as an input moves away; none is negative.
 *
 * Calibrated (brief sections 3 and 4): startup CPU constants on m6i.large (2 vCPUs) and m6id.xlarge
 * (4 vCPUs), Intel Xeon 3rd generation, MySQL 8.0.39 and 9.0.1, 1,000,000 tables; EBS on gp3 with
 * the volume's own caps binding (its read latency on the m6i generation only); local NVMe on m6id
 * (large to 8xlarge).
 */
import type { Catalog, InstanceType } from '../catalog/types.ts';
import type { DeviceParams } from '../devices/params.ts';
import {
  BURST,
  deviceParams,
  instanceEbsBursts,
  scenarioInstance,
  scenarioVcpu,
} from '../devices/params.ts';
import type { Scenario } from '../scenario/types.ts';
import { compareVersions, parseMysqlVersion } from '../scenario/version.ts';
import type { FactorInterval, SpreadId } from './spreads.ts';
import {
  CALIBRATION_NITRO,
  CALIBRATION_PROCESSOR,
  cpuTimeInterval,
  hardwareOf,
  processorOf,
} from '../catalog/processors.ts';
import type { Processor } from '../catalog/processors.ts';
import { formatFixed, formatInt } from '../format/index.ts';
import { burstAssumption, burstAssumptionText } from '../startup/burst.ts';
import { accessSkewText, isUniform } from '../qps/skew.ts';
import { kindClouds, storageKind } from '../storage/index.ts';

/**
 * The startup CPU constants were measured on Intel Ice Lake (m6i, m6id); every type with that
 * processor is inside, another processor's CPU work is scaled by its per-core ratio and widened by
 * that ratio's cited interval (catalog/processors.ts), and an unknown one (custom) is far outside.
 *
 * The gp3 read latency was measured from m6i.large (case A), Nitro v4: types of that Nitro
 * generation are inside. Elsewhere the latency of one read is not the same figure: a QD1 4 KiB test
 * on t3a.small (Nitro v2, 2022) averaged 527.5 µs where case A's m6i.large bounds it at 336 µs
 * (docs/model.md section 1, docs/validation.md V6).
 */

/** Local NVMe measured in the brief (every size, large to 8xlarge). */
const CALIBRATED_NVME_FAMILIES = new Set(['m6id']);

/** Same Nitro SSD generation as m6id, published with the same figures, not measured. */
const SIBLING_NVME_FAMILIES = new Set(['r6id', 'c6id']);

/** vCPUs of the calibration cases (2 and 4): the parallel phases' scaling was seen there. */
const CALIBRATED_VCPU: readonly [number, number] = [2, 4];

/** Tables of the calibration cases. */
const CALIBRATED_TABLES = 1_000_000;

/** Versions between the two measured ones run the same scan and DD code (8.0.19+ thresholds). */
const VERSION_LOW = { major: 8, minor: 0, patch: 19 };
const VERSION_HIGH = { major: 9, minor: 0, patch: 999 };

/** Distance of each aspect, and a sentence per aspect that is outside. */
export interface Extrapolation {
  distances: Map<SpreadId, number>;
  /**
   * Extra intervals multiplied onto a constant's (spreads.ts): the CPU constants on another
   * processor than the calibration one get its per-core ratio's interval (catalog/processors.ts).
   */
  widen: Map<SpreadId, FactorInterval>;
  /** Why the scenario is outside the calibrated space, one short phrase per reason (all figures). */
  reasons: string[];
  /** The reasons that widen the startup ranges, and those that widen the QPS ranges. */
  startup: string[];
  qps: string[];
}

/** Which figures a reason widens. */
export type Figures = 'startup' | 'qps' | 'both';

/** Records a reason for the figures it widens (and in the list of all reasons). */
export function addReason(x: Extrapolation, text: string, figures: Figures): void {
  x.reasons.push(text);
  if (figures !== 'qps') x.startup.push(text);
  if (figures !== 'startup') x.qps.push(text);
}

const log2 = Math.log2;

/** 0 for 2-4 vCPUs, growing to 1 at 32 vCPUs (or 1 vCPU → 1/3). */
function vcpuDistance(vcpu: number): number {
  const [lo, hi] = CALIBRATED_VCPU;
  if (vcpu > hi) return Math.min(1, log2(vcpu / hi) / 3);
  if (vcpu < lo) return Math.min(1, log2(lo / vcpu) / 3);
  return 0;
}

/** 0 at 1M tables, 1 at 10,000 (two decades away); 10M tables → 0.5. */
function tablesDistance(tables: number): number {
  if (!(tables > 0)) return 0;
  return Math.min(1, Math.abs(Math.log10(tables / CALIBRATED_TABLES)) / 2);
}

/**
 * Where `scenario` lies relative to the calibrated space, per uncertain constant. `burstDevice`:
 * the scenario's data device at the burst ceiling (`deviceParams` in `BURST` mode), when the caller
 * has it already (the ranges resolve it for startup); else it is resolved here.
 */
export function extrapolation(
  scenario: Scenario,
  catalog: Catalog,
  burstDevice?: DeviceCaps,
): Extrapolation {
  const x: Extrapolation = {
    distances: new Map(),
    widen: new Map(),
    reasons: [],
    startup: [],
    qps: [],
  };
  const inst = scenarioInstance(scenario, catalog);
  const vcpu = scenarioVcpu(scenario, catalog);
  const family = inst?.family ?? 'custom';
  const proc = inst ? processorOf(inst.name) : null;
  // Unknown processor (custom instance): far outside. Another known one: its ratio's interval.
  const cpuOther = proc === null;
  if (cpuOther) addReason(x, 'custom instance: processor unknown', 'startup');
  else if (proc.id !== CALIBRATION_PROCESSOR) widenForProcessor(x, proc);
  const ver = parseMysqlVersion(scenario.mysql.version);
  const versionOther =
    !ver || compareVersions(ver, VERSION_LOW) < 0 || compareVersions(ver, VERSION_HIGH) > 0;
  if (versionOther)
    addReason(x, `MySQL ${scenario.mysql.version}: not between 8.0.19 and 9.0`, 'startup');
  const dv = vcpuDistance(vcpu);
  if (dv > 0) addReason(x, `${vcpu} vCPUs: scaling measured on 2 and 4 only`, 'startup');
  const dt = tablesDistance(scenario.mysql.tables);
  if (dt >= 0.1)
    addReason(x, `${formatInt(scenario.mysql.tables)} tables: measured at 1,000,000`, 'startup');

  // Single-threaded phases do not depend on the vCPU count; the parallel ones do.
  const code = cpuOther || versionOther ? 1 : 0;
  const serial = Math.max(code, dt);
  const parallel = Math.max(code, dv, dt);
  const distances = x.distances;
  distances.set('dirScanCpu', serial);
  distances.set('duplicateCheckCpu', parallel);
  distances.set('ddCpu', serial);
  distances.set('validationCpu', parallel);
  distances.set('serverFixed', code);
  distances.set('bufferedReadOverhead', cpuOther ? 1 : 0);
  // Crash-recovery discovery was measured on MySQL 5.6 (brief section 2); 5.7.0-5.7.4 never.
  distances.set('crashDiscovery', ver && ver.major === 5 && ver.minor === 6 ? 0 : 1);
  // The 5.6/5.7 tablespace load: fitted on m6i.large at 1M tables only.
  distances.set('dictionaryLoad', Math.max(cpuOther ? 1 : 0, dt));

  const kind = scenario.storage.kind;
  if (storageKind(kind).deviceClass === 'aurora') {
    addReason(
      x,
      'Aurora storage: its IOPS, bandwidth and read latency are assumptions (AWS publishes none)',
      'both',
    );
    distances.set('readerFile', 1);
    return finishExtrapolation(scenario, x);
  }
  const m = storageKind(kind);
  // Azure's and Google Cloud's disks (issue 38): no published measurement on those clouds, so every
  // device constant takes its full spread, as for any uncalibrated device; a calibration profile
  // from the user's own benchmark there narrows them as anywhere else.
  if (!kindClouds(m).includes('aws')) {
    addReason(
      x,
      `${m.name ?? kind}: never measured by the calibration data (which ran on AWS only); ranges as for an uncalibrated device`,
      'both',
    );
    const ids =
      m.deviceClass === 'nvme'
        ? (['nvmeIops', 'nvmeBandwidth', 'nvmeLatency', 'readerFile'] as const)
        : (['ebsIops', 'ebsBandwidth', 'ebsLatency', 'readerFile'] as const);
    for (const id of ids) distances.set(id, 1);
    return finishExtrapolation(scenario, x);
  }
  if (m.deviceClass === 'ebs' && m.measured?.rates !== true) {
    addReason(x, `${kind}: EBS measured on gp3 only`, 'both');
    for (const id of ['ebsIops', 'ebsBandwidth', 'ebsLatency'] as const) distances.set(id, 1);
  } else if (m.deviceClass === 'ebs') {
    const nitro = inst ? (hardwareOf(inst.name)?.nitro ?? null) : null;
    if (nitro !== CALIBRATION_NITRO) {
      addReason(
        x,
        nitro === null
          ? `custom instance: ${kind} read latency measured on Nitro v${CALIBRATION_NITRO} (m6i) only`
          : `${family} (Nitro v${nitro}): ${kind} read latency measured on Nitro v${CALIBRATION_NITRO} (m6i) only`,
        'both',
      );
      distances.set('ebsLatency', nitroDistance(nitro));
    }
  }
  // A startup reader's per-file time: measured on gp3 and io2 from m6i, on m6id's NVMe.
  const readerOther = m.deviceClass !== 'nvme' && (m.measured?.reader !== true || cpuOther);
  distances.set('readerFile', readerOther ? 1 : 0);
  // A restore in the same window may have spent the instance's EBS burst (spreads.ts burstLeft),
  // and so may anything else nobody recorded: unless the burst used today is known, the
  // pessimistic end assumes the balances a restore of this database left (startup/burst.ts), and
  // on a restored volume both balances empty. The distance does not depend on the volume (recommend's
  // probe resolves it once for every candidate volume): where the volume reads no faster than the
  // baseline ceiling, a spent burst changes nothing, and the range gives no reason for it.
  if (m.onEbs) {
    if (scenario.storage.volumeState === 'restored') distances.set('burstLeft', 1);
    else if (!scenario.instance.burstKnown && inst !== null && instanceEbsBursts(inst)) {
      distances.set('burstLeft', 1);
      if (burstAboveBaseline(scenario, catalog, inst, burstDevice))
        addReason(x, burstAssumptionText(burstAssumption(scenario, inst.ebs)), 'startup');
    }
  }
  if (m.deviceClass === 'nvme') {
    const nvme = CALIBRATED_NVME_FAMILIES.has(family)
      ? 0
      : SIBLING_NVME_FAMILIES.has(family)
        ? 0.5
        : 1;
    if (nvme > 0) addReason(x, `${family} instance store: NVMe measured on m6id only`, 'both');
    for (const id of ['nvmeIops', 'nvmeBandwidth', 'nvmeLatency', 'readerFile'] as const)
      distances.set(id, nvme);
  }
  return finishExtrapolation(scenario, x);
}

/**
 * How far a Nitro generation lies from the measured one (v4): half way per generation, as the
 * sibling instance stores (0.5); two generations or an unknown one (custom) are far outside.
 */
function nitroDistance(nitro: number | null): number {
  return nitro === null ? 1 : Math.min(1, Math.abs(nitro - CALIBRATION_NITRO) / 2);
}

/** The constants a processor's per-core ratio scales (startup/index.ts `processorConstants`). */
const PROCESSOR_SCALED: readonly SpreadId[] = [
  'dirScanCpu',
  'duplicateCheckCpu',
  'ddCpu',
  'validationCpu',
  'dictionaryLoad',
];

/**
 * Constants partly CPU that the ratio does not scale (the kernel's buffered read is part of the
 * measured EBS read latency): widened only. They keep Ice Lake's value, so their interval is the
 * time factor the processor's ratio allows against Ice Lake, [1 / high, 1 / low] (all CPU), taken
 * to contain 1 (none CPU); not [point / high, point / low], which is relative to a point they do
 * not take.
 */
const PROCESSOR_WIDENED: readonly SpreadId[] = [
  'serverFixed',
  'readerFile',
  'bufferedReadOverhead',
];

/** Widens the CPU constants by the processor's cited per-core interval, with a reason. */
function widenForProcessor(x: Extrapolation, proc: Processor): void {
  const [lo, hi] = cpuTimeInterval(proc);
  for (const id of PROCESSOR_SCALED) x.widen.set(id, [lo, hi]);
  const r = proc.perCore;
  for (const id of PROCESSOR_WIDENED)
    x.widen.set(id, [Math.min(1, 1 / r.high), Math.max(1, 1 / r.low)]);
  addReason(
    x,
    `${proc.name}: CPU work at ${formatFixed(r.point, 2)} × Ice Lake's per-core speed (${formatFixed(r.low, 2)}-${formatFixed(r.high, 2)}, published ratios)`,
    'startup',
  );
}

/** The reasons every storage shares (the workload's), then the extrapolation. */
function finishExtrapolation(scenario: Scenario, x: Extrapolation): Extrapolation {
  if (!isUniform(scenario.workload))
    addReason(
      x,
      `${accessSkewText(scenario.workload)}: how much of the hot set the buffer pool keeps is an assumption (the measured QPS cases are uniform)`,
      'qps',
    );
  return x;
}

/** The device's caps, all `burstAboveBaseline` reads of it. */
type DeviceCaps = Pick<DeviceParams, 'iops' | 'bandwidth'>;

/** `BURST` without the caps' labels (numbers only). */
const BURST_NUMBERS = { ...BURST, labels: false };

/** Distance of one constant (0 when the scenario does not use it or is inside). */
export function distanceOf(x: Extrapolation, id: SpreadId): number {
  return x.distances.get(id) ?? 0;
}

/**
 * Whether the instance's EBS burst matters to the volume: the instance bursts and the volume reads
 * faster (IOPS or MiB/s) at the burst ceiling than the baseline ceiling allows.
 */
function burstAboveBaseline(
  scenario: Scenario,
  catalog: Catalog,
  inst: InstanceType,
  burstDevice: DeviceCaps | undefined,
): boolean {
  if (!instanceEbsBursts(inst)) return false;
  // Numbers only: this runs for every sweep point's range after a slider step.
  const d = burstDevice ?? deviceParams(scenario, catalog, BURST_NUMBERS);
  return d.iops.value > inst.ebs.baselineIops || d.bandwidth.value > inst.ebs.baselineMiBps;
}
