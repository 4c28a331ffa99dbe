import type { RecoveryBound, RecoveryPath, RecoveryPathId, RecoveryPhase } from './types.ts';

/** A phase; `spread` gives the range as [seconds / spread, seconds × spread]. */
export function phase(
  id: string,
  label: string,
  seconds: number,
  bound: RecoveryBound,
  basis: RecoveryPhase['basis'],
  source: string,
  spread = 1,
): RecoveryPhase {
  const s = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  const k = spread >= 1 ? spread : 1;
  return { id, label, seconds: s, range: [s / k, s * k], bound, basis, source };
}

/** A path: phases run one after the other, so seconds and range ends add. */
export function path(id: RecoveryPathId, phases: RecoveryPhase[]): RecoveryPath {
  let seconds = 0;
  let lo = 0;
  let hi = 0;
  for (const p of phases) {
    seconds += p.seconds;
    lo += p.range[0];
    hi += p.range[1];
  }
  return { id, seconds, range: [lo, hi], phases };
}

/** Seconds to move `mib` at the slowest of the given MiB/s ceilings, and which one binds. */
export function copySeconds(
  mib: number,
  ceilings: { bound: RecoveryBound; mibps: number }[],
): { seconds: number; bound: RecoveryBound } {
  let best: { bound: RecoveryBound; mibps: number } | undefined;
  for (const c of ceilings) {
    if (!(c.mibps > 0)) continue;
    if (best === undefined || c.mibps < best.mibps) best = c;
  }
  if (best === undefined || !(mib > 0)) return { seconds: 0, bound: 'bandwidth' };
  return { seconds: mib / best.mibps, bound: best.bound };
}
