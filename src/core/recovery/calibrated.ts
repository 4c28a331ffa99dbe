/**
 * A calibration profile's recovery factors (issue 37 item 6) applied to the paths of a scenario on
 * the machine kind they were measured on: each phase of that id scaled by its factor, its basis
 * `calibrated`, its source naming the logs. `prepare` is the backup's redo apply. Restores from a
 * snapshot keep the model's phases (their reads are first touches, not what the logs timed).
 * Near a log's machine and amount of work the scaled range narrows (narrowing.ts).
 */
import type { Catalog } from '../catalog/types.ts';
import { machineKind } from '../scenario/calibrationCover.ts';
import type { RecoveryPhaseFactor, Scenario } from '../scenario/types.ts';
import type { RecoveryInputs } from './inputs.ts';
import { narrowedPhase } from './narrowing.ts';
import { path } from './phase.ts';
import type { RecoveryPath, RecoveryPhase } from './types.ts';

function factorFor(
  phaseId: string,
  fs: readonly RecoveryPhaseFactor[],
): RecoveryPhaseFactor | undefined {
  return fs.find((f) => f.phase === phaseId);
}

function scaled(p: RecoveryPhase, f: RecoveryPhaseFactor): RecoveryPhase {
  return {
    ...p,
    seconds: p.seconds * f.factor,
    range: [p.range[0] * f.factor, p.range[1] * f.factor],
    basis: 'calibrated',
    source: `${p.source}; calibrated ×${f.factor.toPrecision(3)} on ${f.file} (${f.storage}, ${f.family})`,
  };
}

export function withRecoveryCalibration(
  s: Scenario,
  paths: RecoveryPath[],
  x: RecoveryInputs,
  c: Catalog,
): RecoveryPath[] {
  const all = s.calibration?.recovery ?? [];
  if (all.length === 0) return paths;
  const k = machineKind(s);
  const here = all.filter((f) => f.storage === k.storage && f.family === k.family);
  if (here.length === 0) return paths;
  return paths.map((p) => {
    // A log timed on a warm volume says nothing of a restored one's first-touch reads.
    if (p.id === 'snapshot-restore' || p.id === 'point-in-time-restore') return p;
    if (!p.phases.some((ph) => factorFor(ph.id, here))) return p;
    const phases = p.phases.map((ph) => {
      const f = factorFor(ph.id, here);
      return f ? narrowedPhase(scaled(ph, f), f, s, x, c) : ph;
    });
    return { ...path(p.id, phases), ...(p.modelled === false ? { modelled: false } : {}) };
  });
}
