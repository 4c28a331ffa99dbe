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
