/**
 * backup-restore and replica-rebuild: a physical copy at the slowest ceiling, then prepare (apply
 * the redo the backup copied) or the clone's restart, then a clean start.
 * backup: min(backup store read, volume write MiB/s, volume IOPS × 1 MiB IOs, network) MiB/s;
 * clone: min(donor read headroom, network, new volume MiB/s).
 */
import { RECOVERY_FIGURES } from '../catalog/recovery.ts';
import { engineStartPhase, redoApplyPhase } from './crash.ts';
import { copySeconds, path, phase } from './phase.ts';
import type { RecoveryInputs } from './inputs.ts';
import type { RecoveryPath } from './types.ts';

/** IO size of a streaming copy onto EBS (EBS merges sequential IOs up to 256 KiB), KiB. */
export const COPY_IO_KIB = RECOVERY_FIGURES.copyIoKiB.value;
const COPY_SPREAD = RECOVERY_FIGURES.copySpread.value;

function volumeWriteMiBps(x: RecoveryInputs): number {
  const byIops = x.deviceIops > 0 ? (x.deviceIops * COPY_IO_KIB) / 1024 : Infinity;
  return Math.min(x.deviceMiBps > 0 ? x.deviceMiBps : Infinity, byIops);
}

export function backupRestorePath(x: RecoveryInputs): RecoveryPath {
  const c = copySeconds(x.dataMiB, [
    { bound: 'network', mibps: x.backupStoreMiBps },
    { bound: 'bandwidth', mibps: volumeWriteMiBps(x) },
    { bound: 'network', mibps: x.networkMiBps },
  ]);
  return path('backup-restore', [
    phase(
      'copy_back',
      'Copy the backup back',
      c.seconds,
      c.bound,
      'modelled',
      'Data / slowest of backup store, volume write and network ceilings',
      COPY_SPREAD,
    ),
    {
      ...redoApplyPhase(x, x.readLatencyUs, x.backupRedoMiB),
      id: 'prepare',
      label: 'Prepare (apply log)',
    },
    engineStartPhase(x, 'clean', 'Clean start'),
  ]);
}

export function replicaRebuildPath(x: RecoveryInputs): RecoveryPath {
  const c = copySeconds(x.dataMiB, [
    { bound: 'bandwidth', mibps: x.donorHeadroomMiBps },
    { bound: 'network', mibps: x.networkMiBps },
    { bound: 'bandwidth', mibps: volumeWriteMiBps(x) },
  ]);
  return path('replica-rebuild', [
    phase(
      'clone',
      'Clone from the donor',
      c.seconds,
      c.bound,
      'modelled',
      'Data / slowest of donor read headroom, network and new volume write ceilings',
      COPY_SPREAD,
    ),
    engineStartPhase(x, 'clean', 'Restart after the clone'),
  ]);
}
