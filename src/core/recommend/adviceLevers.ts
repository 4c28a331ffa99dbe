/**
 * What a bottleneck-advice change can act on (issue 41.9): an IOPS change no larger than the
 * instance can use, and the bound a change works on, so a line never credits a change to a phase
 * whose bound it does not touch ("dictionary load is CPU-bound: move to local NVMe").
 */
import type { Catalog, InstanceType } from '../catalog/types.ts';
import { getInstance } from '../catalog/index.ts';
import type { Scenario, ScenarioPatch } from '../scenario/types.ts';
import type { Bound } from '../types.ts';
import { formatInt } from '../format/index.ts';
import { findStorageKind } from '../storage/index.ts';
import { ebsMinSizeForIops } from '../storage/volumeRules.ts';

/** One advice candidate: the change in words, its patch, and the family it belongs to. */
export interface LeverCandidate {
  change: string;
  patch: ScenarioPatch;
  kind: string;
}

/**
 * Bounds a change of storage (or a move to local disks) acts on: the device's IOPS, bandwidth and
 * latency, the threads waiting on it (a thread-bound phase waits on each read), the EBS ceiling.
 */
const STORAGE_BOUNDS: readonly Bound[] = [
  'iops',
  'bandwidth',
  'latency',
  'threads',
  'instance-ebs',
];
/** Bounds a larger instance acts on (more vCPUs, threads, EBS ceilings). */
const INSTANCE_BOUNDS: readonly Bound[] = ['cpu', 'threads', 'latency', 'instance-ebs'];

/**
 * Whether `patch` acts on a figure with `bound`: a storage change (with or without its instance)
 * on IO bounds; an instance change alone on CPU, threads and the EBS ceiling, and on the IO bounds
 * too when the data is on the instance's own disks (`localDisks`: a larger instance has larger
 * ones); a MySQL setting on any.
 */
export function leverActsOn(patch: ScenarioPatch, bound: Bound, localDisks = false): boolean {
  if (patch.mysql !== undefined) return true;
  if (patch.storage !== undefined) return STORAGE_BOUNDS.includes(bound);
  if (patch.instance !== undefined)
    return INSTANCE_BOUNDS.includes(bound) || (localDisks && STORAGE_BOUNDS.includes(bound));
  return true;
}

function instanceOf(s: Scenario, catalog: Catalog): InstanceType | undefined {
  return s.instance.type === 'custom' ? undefined : getInstance(catalog, s.instance.type);
}

/** "r7g.2xlarge's EBS baseline ceiling" (on Azure and Google Cloud: the VM's disk limit). */
function ceilingName(inst: InstanceType, kind: 'baseline' | 'burst'): string {
  const what = inst.cloud !== undefined && inst.cloud !== 'aws' ? 'disk' : 'EBS';
  return `${inst.name}'s ${what} ${kind} ceiling`;
}

/**
 * The IOPS candidates at the instance's ceilings: a raise past the instance's EBS burst ceiling is
 * cut to it, and one past its baseline ceiling gets a twin at the baseline (the search keeps the
 * cheaper when both do the same). Their words say the instance is the limit past them.
 */
export function capAtInstance(
  s: Scenario,
  list: readonly LeverCandidate[],
  catalog: Catalog,
): LeverCandidate[] {
  const inst = instanceOf(s, catalog);
  if (!inst) return [...list];
  const out: LeverCandidate[] = [];
  for (const c of list) {
    const st = c.patch.storage;
    const alone =
      c.patch.instance === undefined &&
      st?.iops !== undefined &&
      st.throughputMiBps === undefined &&
      st.kind === undefined;
    if (!alone || st.iops === undefined || st.iops <= s.storage.iops) {
      out.push(c);
      continue;
    }
    const at = (iops: number, kind: 'baseline' | 'burst'): LeverCandidate => ({
      kind: c.kind,
      change: `+${formatInt(iops - s.storage.iops)} IOPS (to ${ceilingName(inst, kind)} of ${formatInt(iops)} IOPS: past it the instance, not the volume, ${kind === 'baseline' ? 'limits QPS' : 'is the limit'})`,
      patch: { ...c.patch, storage: { ...st, iops, sizeGiB: sizeFor(s, iops, catalog) } },
    });
    const { baselineIops, maxIops } = inst.ebs;
    if (st.iops > maxIops) {
      if (maxIops > s.storage.iops) out.push(at(maxIops, 'burst'));
    } else out.push(c);
    if (st.iops > baselineIops && baselineIops > s.storage.iops)
      out.push(at(baselineIops, 'baseline'));
  }
  return out;
}

/** The least size that holds `iops` on the scenario's kind (and no less than the volume is). */
function sizeFor(s: Scenario, iops: number, catalog: Catalog): number {
  const lim = findStorageKind(s.storage.kind)?.volumeLimits?.(catalog, s.storage);
  return Math.max(s.storage.sizeGiB, lim ? ebsMinSizeForIops(lim, iops) : 0);
}
