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
import { formatInt } from '../format/index.ts';
import { mismatchWarnings } from './mismatch.ts';

const fmt = formatInt;

export function scenarioWarnings(
  s: Scenario,
  catalog: Catalog,
  startup: StartupPrediction,
  qps: QpsPrediction,
): string[] {
  const out: string[] = [];
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
  if (ver && !hasDataDictionaryScan(ver) && s.mysql.shutdown === 'clean') {
    out.push(
      discoversTablespacesAtCrash(ver)
        ? `MySQL ${s.mysql.version} loads every tablespace from its dictionary at a clean start (no first-page read); after a crash (or a restore from a snapshot of a running server) recovery reads every .ibd's first page on one thread: choose the crash shutdown to see it.`
        : `MySQL ${s.mysql.version} loads every tablespace from its dictionary at start, and from 5.7.5 crash recovery reads the first page only of those its redo log names (WL#7142); redo apply time is not modelled.`,
    );
  }
  const st = s.storage;
  const ebs = st.kind === 'gp3' || st.kind === 'io2' || st.kind === 'gp2';
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
  if (st.kind === 'instance-store') {
    out.push(
      'The instance store is ephemeral: its data is lost when the instance stops, hibernates or terminates, or its host fails; it requires replicas (a primary on EBS or another replica in another Availability Zone) and restore-tested backups outside the instance.',
    );
  }
  return out;
}
