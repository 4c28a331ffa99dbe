/**
 * Things that are valid but worth saying: unsafe settings, burst ceilings, lazy loading, model
 * coverage. Each names its source.
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from './types.ts';
import type { QpsPrediction, StartupPrediction } from '../types.ts';
import {
  discoversTablespacesAtCrash,
  hasDataDictionaryScan,
  hasValidatePathsOffBug,
  isKnownMysqlSeries,
  knownMysqlSeriesText,
  parseMysqlVersion,
} from './version.ts';
import { scenarioInstance } from '../devices/params.ts';
import { hasTornWritePrevention, storageKind } from '../storage/index.ts';
import { formatInt } from '../format/index.ts';
import { mismatchWarnings } from './mismatch.ts';
import { uncalibratedNote } from './calibrationCover.ts';

const fmt = formatInt;

/**
 * Doublewrite off where the storage does not write a page atomically (src/core/catalog/tornWrite.ts):
 * a crash during a page write can leave a torn page that InnoDB cannot repair.
 */
function tornPageWarning(s: Scenario, catalog: Catalog): string | null {
  if (s.mysql.doublewrite !== 'off') return null;
  if (hasTornWritePrevention(s.storage.kind, scenarioInstance(s, catalog), s.mysql.pageSizeKiB))
    return null;
  return `Doublewrite is off on storage that does not write ${formatInt(s.mysql.pageSizeKiB)} KiB pages atomically: a crash during a page write can leave a torn page InnoDB cannot repair. AWS prevents torn 16 KiB writes only on EBS volumes of Nitro instances and the instance store of I4i, Im4gn, Is4gen, I7i, I7ie, I8g and I8ge (with ext4 bigalloc and O_DIRECT); elsewhere keep doublewrite on.`;
}

export function scenarioWarnings(
  s: Scenario,
  catalog: Catalog,
  startup: StartupPrediction,
  qps: QpsPrediction,
): string[] {
  const out: string[] = [];
  const uncalibrated = uncalibratedNote(s);
  if (uncalibrated !== null) out.push(uncalibrated);
  const ver = parseMysqlVersion(s.mysql.version);
  if (ver && !isKnownMysqlSeries(ver)) {
    out.push(
      `MySQL ${s.mysql.version} is not a release the model knows (${knownMysqlSeriesText()}): it is predicted as the nearest of those behaves; check the version.`,
    );
  }
  if (ver && !s.mysql.validatePaths && hasValidatePathsOffBug(ver)) {
    out.push(
      `innodb_validate_tablespace_paths=OFF is unsafe on ${s.mysql.version}: a corruption bug affects 8.0.21-8.0.35 and 8.1-8.2; upgrade to 8.0.36+ or 8.4 before disabling it.`,
    );
  }
  const torn = tornPageWarning(s, catalog);
  if (torn) out.push(torn);
  if (ver && !hasDataDictionaryScan(ver) && s.mysql.shutdown === 'clean') {
    out.push(
      discoversTablespacesAtCrash(ver)
        ? `MySQL ${s.mysql.version} loads every tablespace from its dictionary at a clean start (no first-page read); after a crash (or a restore from a snapshot of a running server) recovery reads every .ibd's first page on one thread: choose the crash shutdown to see it.`
        : `MySQL ${s.mysql.version} loads every tablespace from its dictionary at start, and from 5.7.5 crash recovery reads the first page only of those its redo log names (WL#7142); redo apply time is not modelled.`,
    );
  }
  const st = s.storage;
  const kind = storageKind(st.kind);
  const ebs = kind.onEbs;
  if (ebs && st.volumeState === 'restored' && st.restoreRemedy === 'none') {
    out.push(
      `The volume is restored from a snapshot without initialization or Fast Snapshot Restore: every first read of a block waits about ${fmt(catalog.measurements.restoredFirstReadLatencyUs.value / 1000)} ms for S3 (lazy loading).`,
    );
  }
  const inst = scenarioInstance(s, catalog);
  out.push(...mismatchWarnings(s, catalog, inst, startup));
  if (ebs && inst && qps.bound === 'instance-ebs') {
    out.push(
      `QPS is capped by ${inst.name}'s sustained EBS ceiling, not by the volume: provisioning more volume IOPS or throughput will not help; a larger instance will.`,
    );
  }
  if (!kind.durable) {
    out.push(
      'The instance store is ephemeral: its data is lost when the instance stops, hibernates or terminates, or its host fails; it requires replicas (a primary on EBS or another replica in another Availability Zone) and restore-tested backups outside the instance.',
    );
  }
  return out;
}
