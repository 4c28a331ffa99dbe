/**
 * Calibration narrows a recovery phase's range where its log measured (issue 36 item 2 for the
 * recovery paths; issue 37's closing note), with the startup's seam (uncertainty/measured.ts):
 * the same `narrowed`, run-to-run floor, processor and release tests and |log₂ ratio| / 3 terms.
 * A factor's logs (`RecoveryPhaseFactor.logs`) each record the machine, the device's caps as the
 * recovery model resolves them, the recovery setup and the phase's amount of work. Its distance
 * from a scenario of the factor's storage kind and family is
 *
 *     d = min(1, |log₂(vCPU / vCPU_m)| / 3 + |log₂(work / work_m)| / 3
 *                + |log₂(IOPS / IOPS_m)| / 3 + |log₂(MiB/s / MiB/s_m)| / 3)
 *
 * with work the phase's MiB (redo for redo apply and prepare, undo, data for the copies); another
 * processor, MySQL major.minor or recovery setup (`recoverySetup`) is elsewhere (d = 1). The
 * error there is e = √(residual² + floor²), residual = |factor × predicted_m / measured_m − 1|.
 * docs/model.md section 10 states it.
 */
import type { Catalog } from '../catalog/types.ts';
import { getInstance } from '../catalog/index.ts';
import { formatDuration, formatInt, formatNumber } from '../format/index.ts';
import { recoverySetup } from '../scenario/measuredSetup.ts';
import type { RecoveryLogPoint, RecoveryPhaseFactor, Scenario } from '../scenario/types.ts';
import {
  RUN_TO_RUN_FLOOR,
  distanceText,
  narrowed,
  octaves,
  sameProcessor,
  sameRelease,
} from '../uncertainty/measured.ts';
import type { RecoveryInputs } from './inputs.ts';
import type { RecoveryPhase } from './types.ts';

/** The phase's amount of work at a machine, MiB: what its seconds scale with. */
export function phaseWorkMiB(phaseId: string, x: RecoveryInputs): number {
  if (phaseId === 'redo_apply') return x.redoMiB;
  if (phaseId === 'prepare') return x.backupRedoMiB;
  if (phaseId === 'undo') return x.undoMiB;
  return x.dataMiB; // copy_back, clone
}

/** A log nearest a scenario's phase, its distance d (0..1) and its error e. */
export interface RecoveryNarrowing {
  log: RecoveryLogPoint;
  distance: number;
  error: number;
}

/**
 * Distance of a scenario's phase from a log of a factor of its storage kind and family: 0 on its
 * machine with its amount of work, 1 where it says nothing.
 */
export function recoveryLogDistance(
  log: RecoveryLogPoint,
  phaseId: string,
  s: Scenario,
  x: RecoveryInputs,
  c: Catalog,
): number {
  if (!sameRelease(s.mysql.version, log.mysqlVersion)) return 1;
  if (log.setup !== recoverySetup(s, phaseId)) return 1;
  const type = s.instance.type;
  if (type === 'custom' || !sameProcessor(type, log.instanceType)) return 1;
  const v = getInstance(c, type)?.vcpu;
  const vm = getInstance(c, log.instanceType)?.vcpu;
  const work = phaseWorkMiB(phaseId, x);
  if (v === undefined || vm === undefined || !(work > 0) || !(log.workMiB > 0)) return 1;
  const d =
    octaves(v, vm) +
    octaves(work, log.workMiB) +
    octaves(x.deviceIops, log.deviceIops) +
    octaves(x.deviceMiBps, log.deviceMiBps);
  return Math.min(1, d);
}

/** The factor's log nearest the scenario's phase (d < 1), or null when none is near. */
export function nearestRecoveryLog(
  f: RecoveryPhaseFactor,
  phaseId: string,
  s: Scenario,
  x: RecoveryInputs,
  c: Catalog,
): RecoveryNarrowing | null {
  let best: RecoveryNarrowing | null = null;
  for (const log of f.logs ?? []) {
    const distance = recoveryLogDistance(log, phaseId, s, x, c);
    if (distance >= 1 || (best !== null && distance >= best.distance)) continue;
    const residual = Math.abs((f.factor * log.predictedSeconds) / log.measuredSeconds - 1);
    best = { log, distance, error: Math.hypot(residual, RUN_TO_RUN_FLOOR) };
  }
  return best;
}

function narrowingText(n: RecoveryNarrowing, f: RecoveryPhaseFactor): string {
  const m = n.log;
  const where = distanceText(n.distance);
  return `${m.file} (${m.instanceType}, ${f.storage}, ${formatInt(m.workMiB)} MiB, MySQL ${m.mysqlVersion}): measured ${formatDuration(m.measuredSeconds)}, calibrated model ${formatDuration(f.factor * m.predictedSeconds)}, ±${formatNumber(n.error * 100, 1)}% ${where}`;
}

/** A calibrated phase with its range narrowed by the factor's nearest log (unchanged if none). */
export function narrowedPhase(
  p: RecoveryPhase,
  f: RecoveryPhaseFactor,
  s: Scenario,
  x: RecoveryInputs,
  c: Catalog,
): RecoveryPhase {
  const n = nearestRecoveryLog(f, p.id, s, x, c);
  if (n === null) return p;
  const by = narrowingText(n, f);
  const range = narrowed(p.range, p.seconds, n);
  return { ...p, range, source: `${p.source}; range narrowed by ${by}`, narrowedBy: by };
}
