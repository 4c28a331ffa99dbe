/**
 * What buys recovery time back (issue 37), each change measured with the recovery model and priced
 * with the cost model: more volume throughput and IOPS, FSR for the month's restores (its price
 * from the catalog), provisioned-rate initialization, a replica to fail over to, a bigger instance
 * (its EBS ceilings), buffer-pool dump/load. Each line names the path it shortens, the time to
 * full service at the range's pessimistic end before and after, and the monthly cost.
 */
import type { Catalog } from '../catalog/types.ts';
import { getInstance, getInstancePrice, getRegion } from '../catalog/index.ts';
import { predictMonthlyUsd } from '../cost/index.ts';
import { formatDuration, formatInt, formatUsd } from '../format/index.ts';
import { validateScenario } from '../model.ts';
import { applyPatch } from '../recommend/advice.ts';
import { fieldRange } from '../scenario/limits.ts';
import type { RecoveryPathId, Scenario, ScenarioPatch } from '../scenario/types.ts';
import { storageKind } from '../storage/index.ts';
import { RECOVERY_PATH_LABELS } from './labels.ts';
import { predictRecovery } from './scenario.ts';
import type { RecoveryPathResult } from './scenario.ts';
import { fsrRestoresPerMonth } from './snapshot.ts';
import { chosenPath } from './target.ts';
import type { EngineStartRanges } from './types.ts';
import { inCloudUnits } from '../storage/vendorUnits.ts';

export interface RecoveryAdvice {
  text: string;
  patch: ScenarioPatch;
  /** The path it shortens (a replica: the chosen path replaced by failover). */
  pathId: RecoveryPathId;
  /** Full service at the pessimistic end, before and after, s. */
  beforeSeconds: number;
  afterSeconds: number;
  deltaMonthlyUsd: number;
}

/** innodb_buffer_pool_dump_pct default (MySQL 5.7.7+: 25), the dump the advice suggests. */
export const SUGGESTED_DUMP_PERCENT = 25;
/** Changes saving less than this are not worth a line, s. */
const MIN_SAVED_SECONDS = 1;

interface Candidate {
  change: string;
  patch: ScenarioPatch;
  /** The path to compare after the change (default: the same path). */
  afterPath?: RecoveryPathId;
  /** Price the restore remedy: both sides as a restored volume. */
  restored?: boolean;
}

function provisioning(s: Scenario, c: Catalog): Candidate[] {
  const out: Candidate[] = [];
  const m = storageKind(s.storage.kind);
  const tp = fieldRange(s, c, 'storage.throughputMiBps');
  if (m.provisions.throughputMiBps && tp) {
    const v = Math.min(tp.max.value, s.storage.throughputMiBps * 2);
    if (v > s.storage.throughputMiBps)
      out.push({
        change: `${formatInt(v)} MiB/s of volume throughput`,
        patch: { storage: { throughputMiBps: v } },
      });
  }
  const io = fieldRange(s, c, 'storage.iops');
  if (m.provisions.iops && io) {
    const v = Math.min(io.max.value, s.storage.iops * 2);
    if (v > s.storage.iops)
      out.push({ change: `${formatInt(v)} volume IOPS`, patch: { storage: { iops: v } } });
  }
  return out;
}

function restoreRemedies(s: Scenario, c: Catalog): Candidate[] {
  if (!storageKind(s.storage.kind).onEbs || s.deployment !== 'ec2') return [];
  const out: Candidate[] = [];
  const n = s.storage.restoresPerMonth;
  const perHour = getRegion(c, s.region)?.ebs?.fsrPerHourUsd;
  if (
    s.storage.restoreRemedy !== 'fsr' &&
    n <= fsrRestoresPerMonth(s.storage.sizeGiB, c.hoursPerMonth)
  )
    out.push({
      change: `Fast Snapshot Restore for ${formatInt(n)} restore${n === 1 ? '' : 's'} a month${perHour !== undefined ? ` (${formatUsd(perHour)} per hour enabled)` : ''}`,
      patch: { storage: { restoreRemedy: 'fsr' } },
      restored: true,
    });
  if (s.storage.restoreRemedy !== 'initialize')
    out.push({
      change: 'provisioned-rate initialization of the restored volume',
      patch: { storage: { restoreRemedy: 'initialize' } },
      restored: true,
    });
  return out;
}

function instanceAndServer(s: Scenario, c: Catalog): Candidate[] {
  const out: Candidate[] = [];
  if (s.topology.replicas === 0)
    out.push({
      change: 'a replica to fail over to',
      patch: { topology: { replicas: 1 } },
      afterPath: 'failover',
    });
  const inst = s.instance.type === 'custom' ? undefined : getInstance(c, s.instance.type);
  if (inst) {
    const bigger = Object.values(c.instances).find(
      (i) => i.family === inst.family && i.vcpu === inst.vcpu * 2,
    );
    if (bigger && getInstancePrice(c, s.region, bigger.name))
      out.push({
        // Off AWS the instance's ceilings are the VM's disk limits (issue 38).
        change: `${bigger.name} (higher ${s.cloud === 'aws' ? 'EBS ceilings' : 'disk limits'})`,
        patch: { instance: { type: bigger.name } },
      });
  }
  if (s.recovery.bufferPoolDumpPercent < SUGGESTED_DUMP_PERCENT)
    out.push({
      change: `buffer-pool dump/load (innodb_buffer_pool_dump_pct=${SUGGESTED_DUMP_PERCENT}, load at startup)`,
      patch: { recovery: { bufferPoolDumpPercent: SUGGESTED_DUMP_PERCENT } },
    });
  return out;
}

function priced(s: Scenario, c: Catalog, restored: boolean): number {
  const t = restored ? { ...s, storage: { ...s.storage, volumeState: 'restored' as const } } : s;
  return predictMonthlyUsd(t, c);
}

function measure(
  s: Scenario,
  c: Catalog,
  targetQps: number,
  before: RecoveryPathResult,
  k: Candidate,
  ranges?: EngineStartRanges,
): RecoveryAdvice | undefined {
  const next = applyPatch(s, k.patch);
  if (validateScenario(next, c).length > 0) return undefined;
  const afterId = k.afterPath ?? before.id;
  const after = predictRecovery(next, c, targetQps, ranges?.(next)).find((p) => p.id === afterId);
  if (!after) return undefined;
  const b = before.fullServiceRange[1];
  const a = after.fullServiceRange[1];
  if (!(b - a >= MIN_SAVED_SECONDS)) return undefined;
  const delta = priced(next, c, k.restored === true) - priced(s, c, k.restored === true);
  const cost =
    delta > 0.005
      ? `+${formatUsd(delta)}/month`
      : delta < -0.005
        ? `−${formatUsd(-delta)}/month`
        : 'no cost';
  const where =
    afterId === before.id
      ? `${RECOVERY_PATH_LABELS[before.id]} to full service in up to ${formatDuration(a)} instead of ${formatDuration(b)}`
      : `${RECOVERY_PATH_LABELS[afterId]} in up to ${formatDuration(a)} instead of ${RECOVERY_PATH_LABELS[before.id].toLowerCase()} in up to ${formatDuration(b)}`;
  return {
    text: `${k.change}: ${where}, ${cost}`,
    patch: k.patch,
    pathId: before.id,
    beforeSeconds: b,
    afterSeconds: a,
    deltaMonthlyUsd: delta,
  };
}

/**
 * Changes that shorten the chosen path (recovery.path, default the slowest), most time saved first.
 * `ranges`: the engine starts' startup ranges of a scenario and of each changed one (the
 * uncertainty layer's `engineStartRangesOf`), so before and after are both at their own ranges.
 */
export function recoveryAdvice(
  s: Scenario,
  c: Catalog,
  targetQps: number,
  ranges?: EngineStartRanges,
): RecoveryAdvice[] {
  const paths = predictRecovery(s, c, targetQps, ranges?.(s));
  const before = chosenPath(paths, s.recovery.path === 'slowest' ? undefined : s.recovery.path);
  if (!before) return [];
  const out: RecoveryAdvice[] = [];
  const all = [...provisioning(s, c), ...restoreRemedies(s, c), ...instanceAndServer(s, c)];
  for (const k of all) {
    if (k.restored && before.id !== 'snapshot-restore') continue;
    const a = measure(s, c, targetQps, before, k, ranges);
    if (a) out.push(a);
  }
  // An Azure scenario's words in MB/s, Microsoft's unit (issue 38).
  return inCloudUnits(
    out.sort((x, y) => x.afterSeconds - y.afterSeconds),
    s.cloud,
  );
}
