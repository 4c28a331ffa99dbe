/**
 * Crash recovery: the engine start (startup model, shutdown=crash), then redo apply, then undo of
 * open transactions.
 *
 * Redo apply reads the redo sequentially at the device's bandwidth and reads each page the redo
 * touches once, at the slower of the device IOPS and readsInFlight / latency:
 *     pages = redoMiB × 1024 / REDO_KIB_PER_PAGE
 *     seconds = redoMiB / MiBps + pages / min(IOPS, inFlight × 10^6 / latencyUs)
 * REDO_KIB_PER_PAGE is an estimate (no published figure): the range spans 4× either side.
 */
import { RECOVERY_FIGURES } from '../catalog/recovery.ts';
import { copySeconds, path, phase } from './phase.ts';
import type { RecoveryInputs } from './inputs.ts';
import type { EngineStart, RecoveryPath, RecoveryPhase } from './types.ts';

/** KiB of redo per distinct page a recovery reads: an estimate, see the range. */
export const REDO_KIB_PER_PAGE = RECOVERY_FIGURES.redoKiBPerPage.value;
const REDO_SPREAD = RECOVERY_FIGURES.redoSpread.value;
const REDO_SOURCE = `Estimate: redo read at the device bandwidth plus one random read per page touched (${REDO_KIB_PER_PAGE} KiB of redo per page, range ÷${REDO_SPREAD} to ×${REDO_SPREAD}); no published figure`;

export function redoApplyPhase(
  x: RecoveryInputs,
  latencyUs: number,
  redoMiB: number,
): RecoveryPhase {
  const read = copySeconds(redoMiB, [{ bound: 'bandwidth', mibps: x.deviceMiBps }]);
  const pages = (redoMiB * 1024) / REDO_KIB_PER_PAGE;
  const byLatency = latencyUs > 0 ? (x.recoveryReadsInFlight * 1e6) / latencyUs : Infinity;
  const rate = Math.min(x.deviceIops > 0 ? x.deviceIops : Infinity, byLatency);
  const pageSeconds = Number.isFinite(rate) && rate > 0 ? pages / rate : 0;
  const bound = byLatency < x.deviceIops ? 'latency' : 'iops';
  return phase(
    'redo_apply',
    'Redo apply',
    read.seconds + pageSeconds,
    pageSeconds >= read.seconds ? bound : read.bound,
    'estimate',
    REDO_SOURCE,
    REDO_SPREAD,
  );
}

export function undoPhase(x: RecoveryInputs, latencyUs: number): RecoveryPhase {
  const pages = (x.undoMiB * 1024) / x.pageKiB;
  const byLatency = latencyUs > 0 ? (x.recoveryReadsInFlight * 1e6) / latencyUs : Infinity;
  const rate = Math.min(x.deviceIops > 0 ? x.deviceIops : Infinity, byLatency);
  return phase(
    'undo',
    'Undo of open transactions',
    Number.isFinite(rate) && rate > 0 ? pages / rate : 0,
    byLatency < x.deviceIops ? 'latency' : 'iops',
    'estimate',
    `Estimate: one page read per undo page at the device rate (range ÷${REDO_SPREAD} to ×${REDO_SPREAD}); MySQL 5.7+ rolls back in the background after start, so 0 unless given`,
    REDO_SPREAD,
  );
}

/** The seconds of each start in the recovery inputs. */
const START_SECONDS = {
  clean: 'restartSeconds',
  crash: 'crashStartSeconds',
  'crash-restored': 'crashStartRestoredSeconds',
} as const satisfies Record<EngineStart, keyof RecoveryInputs>;

const START_SOURCE = 'Startup model (docs/model.md, Startup), validated in docs/validation.md';
const START_SPREAD = RECOVERY_FIGURES.engineStartSpread.value;
const PLACEHOLDER_SOURCE = `${START_SOURCE}; range ÷${START_SPREAD} to ×${START_SPREAD} (placeholder: no startup range computed)`;
const RANGED_SOURCE = `${START_SOURCE}; range: the startup model's for this start (docs/model.md, Uncertainty ranges)`;

/**
 * The engine start `start` (clean, after a crash, after a crash on a restored volume): its seconds
 * from the startup model, its range the startup model's own for that start (`x.startRange`, the
 * uncertainty layer's) or, without one, the placeholder ÷ to × `engineStartSpread`.
 */
export function engineStartPhase(
  x: RecoveryInputs,
  start: EngineStart,
  label: string,
): RecoveryPhase {
  const seconds = x[START_SECONDS[start]];
  const own = x.startRange?.(start);
  if (own === undefined)
    return phase(
      'engine_start',
      label,
      seconds,
      'iops',
      'modelled',
      PLACEHOLDER_SOURCE,
      START_SPREAD,
    );
  const p = phase('engine_start', label, seconds, 'iops', 'modelled', RANGED_SOURCE);
  p.range = [Math.min(own.range[0], p.seconds), Math.max(own.range[1], p.seconds)];
  if (own.narrowedBy !== undefined) p.narrowedBy = own.narrowedBy;
  return p;
}

/** Crash recovery on the current volume. */
export function crashPath(x: RecoveryInputs): RecoveryPath {
  return path('crash', [
    engineStartPhase(x, 'crash', 'Engine start after a crash'),
    redoApplyPhase(x, x.readLatencyUs, x.redoMiB),
    undoPhase(x, x.readLatencyUs),
  ]);
}

export function restartPath(x: RecoveryInputs): RecoveryPath {
  return path('restart', [engineStartPhase(x, 'clean', 'Clean restart')]);
}
