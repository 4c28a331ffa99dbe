/**
 * What a measured start records of its machine besides its size (issue 36 item 2): the startup
 * setup it narrows the range of only where a scenario has the same (uncertainty/measured.ts).
 */
import type { Scenario } from './types.ts';

/**
 * The startup settings a measured start holds for its machine besides its size (the setup it
 * narrows only where it is the same): one text, so a profile file shows it as it compares.
 */
export function startupSetup(s: Scenario): string {
  const m = s.mysql;
  const st = s.storage;
  const i = s.instance;
  return [
    `startupOpt=${m.startupOpt}`,
    `osCache=${m.osCache}`,
    `validatePaths=${String(m.validatePaths)}`,
    `shutdown=${m.shutdown}`,
    `pageSizeKiB=${String(m.pageSizeKiB)}`,
    `duplicateCheckThreads=${String(m.duplicateCheckThreads)}`,
    `volumeState=${st.volumeState}`,
    `restoreRemedy=${st.restoreRemedy}`,
    `burstUsedMin=${String(i.burstUsedMin)}`,
    `burstKnown=${String(i.burstKnown)}`,
    `ebsIoBalancePct=${String(i.ebsIoBalancePct)}`,
    `ebsByteBalancePct=${String(i.ebsByteBalancePct)}`,
    `afterRestoreGiB=${String(i.afterRestoreGiB)}`,
  ].join(' ');
}

/**
 * The recovery settings a recovery log holds for its phase besides sizes (recovery/narrowing.ts):
 * the deployment and page size for every phase, and the copy's other ceilings (backup store,
 * network) for the copies. A log narrows only where they are the same.
 */
export function recoverySetup(s: Scenario, phase: string): string {
  const parts = [`deployment=${s.deployment}`, `pageSizeKiB=${String(s.mysql.pageSizeKiB)}`];
  if (phase === 'copy_back') parts.push(`backupStoreMiBps=${String(s.recovery.backupStoreMiBps)}`);
  if (phase === 'copy_back' || phase === 'clone')
    parts.push(`networkMiBps=${String(s.recovery.networkMiBps)}`);
  return parts.join(' ');
}
