/**
 * Recovery paths of a scenario: resolves RecoveryInputs from the scenario (the startup model for
 * the engine start, the device model for rates), then adds warm-up and time to full service.
 * Not in predictFigures' hot path: callers ask for it once per prediction shown.
 */
import type { Catalog } from '../catalog/types.ts';
import { RECOVERY_FIGURES } from '../catalog/recovery.ts';
import { deviceParams } from '../devices/params.ts';
import { initializationRateMiBps, snapshotDataGiB } from '../devices/index.ts';
import { formatDuration } from '../format/index.ts';
import type { Scenario } from '../scenario/types.ts';
import { parseMysqlVersion } from '../scenario/version.ts';
import { multiAzOf } from '../scenario/deployments.ts';
import { recoveryPaths } from './index.ts';
import { withRecoveryCalibration } from './calibrated.ts';
import type { RecoveryInputs } from './inputs.ts';
import { redoToApplyMiB } from './redo.ts';
import type { EngineStart, EngineStartRange, EngineStartSetup, RecoveryPath } from './types.ts';
import { startSetup } from './starts.ts';
import { warmupSeconds } from './warmup.ts';

/** The failover each RDS Multi-AZ choice makes (off: a self-managed or read replica). */
const FAILOVER_KINDS = {
  off: 'self-managed',
  instance: 'rds-multi-az',
  cluster: 'rds-multi-az-cluster',
} as const satisfies Record<string, RecoveryInputs['failoverKind']>;

/** Reads crash recovery keeps in flight (estimate: no published figure). */
export const RECOVERY_READS_IN_FLIGHT = RECOVERY_FIGURES.recoveryReadsInFlight.value;

export interface RecoveryPathResult extends RecoveryPath {
  warmupSeconds: number;
  fullServiceSeconds: number;
  fullServiceRange: [number, number];
  text: string;
}

export function recoveryInputs(s: Scenario, c: Catalog): RecoveryInputs {
  return recoveryInputsAndStarts(s, c).x;
}

/** The recovery inputs and the setup of each engine start they time (starts.ts). */
function recoveryInputsAndStarts(
  s: Scenario,
  c: Catalog,
): { x: RecoveryInputs; starts: Record<EngineStart, EngineStartSetup> } {
  const starts = {
    clean: startSetup(s, c, 'clean'),
    crash: startSetup(s, c, 'crash'),
    'crash-restored': startSetup(s, c, 'crash-restored'),
  };
  return { x: inputsWith(s, c, starts), starts };
}

function inputsWith(
  s: Scenario,
  c: Catalog,
  starts: Record<EngineStart, EngineStartSetup>,
): RecoveryInputs {
  const o = s.recovery;
  const ver = parseMysqlVersion(s.mysql.version) ?? { major: 8, minor: 0, patch: 39 };
  const dev = deviceParams(s, c, { sustained: true, firstTouch: false });
  return {
    deployment: s.deployment,
    restartSeconds: starts.clean.seconds,
    crashStartSeconds: starts.crash.seconds,
    crashStartRestoredSeconds: starts['crash-restored'].seconds,
    redoMiB: redoToApplyMiB(ver, o.redoToApplyMiB ?? undefined),
    undoMiB: o.undoToRollBackMiB,
    dataMiB: s.mysql.dataGiB * 1024,
    pageKiB: s.mysql.pageSizeKiB,
    deviceIops: dev.iops.value,
    deviceMiBps: dev.bandwidth.value,
    readLatencyUs: dev.latency4kUs,
    firstTouchLatencyUs: c.measurements.restoredFirstReadLatencyUs.value,
    recoveryReadsInFlight: RECOVERY_READS_IN_FLIGHT,
    networkMiBps: o.networkMiBps,
    backupStoreMiBps: o.backupStoreMiBps,
    backupRedoMiB: redoToApplyMiB(ver, o.redoToApplyMiB ?? undefined),
    donorHeadroomMiBps: dev.bandwidth.value * RECOVERY_FIGURES.donorHeadroomShare.value,
    restoreRemedy: s.storage.restoreRemedy,
    initializationMiBps: initializationRateMiBps(c),
    snapshotGiB: snapshotDataGiB(s),
    snapshotSizeGiB: s.storage.sizeGiB,
    restoresPerMonth: s.storage.restoresPerMonth,
    hoursPerMonth: c.hoursPerMonth,
    replicaLagSeconds: o.replicaLagSeconds,
    failoverKind: FAILOVER_KINDS[multiAzOf(s)],
  };
}

/**
 * Paths with warm-up to `targetQps` (one page read per query at a cold pool) and full service.
 * `startRange`: the startup range of each engine start (the uncertainty layer's
 * `engineStartRanges`); what a user sees passes it, without it the engine starts keep a placeholder.
 */
export function predictRecovery(
  s: Scenario,
  c: Catalog,
  targetQps: number,
  startRange?: EngineStartRange,
): RecoveryPathResult[] {
  const o = s.recovery;
  const { x, starts } = recoveryInputsAndStarts(s, c);
  // Each start's range from the setup its seconds came from (its inputs resolved once).
  if (startRange) x.startRange = (start) => startRange(start, starts[start]);
  const poolPages = (Math.min(s.mysql.bufferPoolGiB, s.mysql.dataGiB) * 1024 * 1024) / x.pageKiB;
  const warm = warmupSeconds({
    poolPages,
    pageKiB: x.pageKiB,
    qps: targetQps,
    readsPerQuery: 1,
    deviceIops: x.deviceIops,
    deviceMiBps: x.deviceMiBps,
    dumpPages: (poolPages * o.bufferPoolDumpPercent) / 100,
  });
  return withRecoveryCalibration(s, recoveryPaths(x), x, c).map((p) => {
    // A failover lands on a replica whose pool is already warm; Aurora's page cache survives a
    // database failure (AURORA_RELIABILITY_URL, "Survivable page cache").
    const w = p.id === 'failover' || (s.deployment === 'aurora' && p.id === 'crash') ? 0 : warm;
    return withFullService(p, w);
  });
}

/**
 * The path with its warm-up `w` and time to full service, field by field in the path's order
 * (`{ ...path }` of paths of several shapes was most of this function's time).
 */
function withFullService(p: RecoveryPath, w: number): RecoveryPathResult {
  const full = p.seconds + w;
  const out = {
    id: p.id,
    seconds: p.seconds,
    range: p.range,
    phases: p.phases,
  } as RecoveryPathResult;
  if (p.modelled !== undefined) out.modelled = p.modelled;
  out.warmupSeconds = w;
  out.fullServiceSeconds = full;
  out.fullServiceRange = [p.range[0] + w / 2, p.range[1] + w * 2];
  out.text = `${p.id}: back in ${formatDuration(p.seconds)} (${formatDuration(p.range[0])}–${formatDuration(p.range[1])}), at the target load after ${formatDuration(full)}`;
  return out;
}

/** The load the warm-up is timed to: the average QPS given, else the predicted point-select QPS. */
export function recoveryTargetQps(s: Scenario, predictedQps: number): number {
  return s.workload.averageQps > 0 ? s.workload.averageQps : predictedQps;
}
