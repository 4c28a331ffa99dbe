/**
 * A configuration the search found (instance, storage candidate, page size and its figures), how
 * two compare, and the scenario it becomes.
 */
import type { InstanceType } from '../catalog/types.ts';
import type { PageSizeKiB, Scenario } from '../scenario/types.ts';
import { targetBufferPoolGiB } from '../scenario/mismatch.ts';
import { describeStorage, storageKind } from '../storage/index.ts';
import { guardedDoublewrite } from './tornWrite.ts';
import type { StorageCandidate } from './space.ts';

export interface Best {
  instance: InstanceType;
  /** Null: the instance's local NVMe store. */
  storage: StorageCandidate | null;
  pageKiB: PageSizeKiB;
  monthlyUsd: number;
  startupSeconds: number;
  qps: number;
}

/** Buffer pool for an instance: a share of its memory, no more than the data, in 1/8 GiB steps. */
export function bufferPoolFor(memoryGiB: number, dataGiB: number): number {
  const bp = targetBufferPoolGiB(memoryGiB);
  return Math.max(0.125, Math.min(bp, Math.ceil(dataGiB * 8) / 8));
}

export function scenarioFor(
  base: Scenario,
  b: Best,
  dataGiB: number,
  fixedBufferPoolGiB: number | null,
): Scenario {
  const s = JSON.parse(JSON.stringify(base)) as Scenario;
  s.instance.type = b.instance.name;
  s.mysql.bufferPoolGiB = fixedBufferPoolGiB ?? bufferPoolFor(b.instance.memoryGiB, dataGiB);
  s.mysql.pageSizeKiB = b.pageKiB;
  if (b.storage) {
    s.storage.kind = b.storage.kind;
    s.storage.sizeGiB = b.storage.sizeGiB;
    const has = storageKind(b.storage.kind).provisions;
    if (has.iops) s.storage.iops = b.storage.iops;
    if (has.throughputMiBps) s.storage.throughputMiBps = b.storage.throughputMiBps;
  } else {
    s.storage.kind = 'instance-store';
  }
  s.mysql.doublewrite = guardedDoublewrite(
    base.mysql.doublewrite,
    s.storage.kind,
    b.instance,
    b.pageKiB,
  );
  s.name = `Recommended: ${b.instance.name} + ${describeStorage(s.storage, 'short')}, ${b.pageKiB} KiB pages`;
  return s;
}

/** Cheaper first; at equal cost, faster start, then more QPS. */
export function betterThan(
  monthlyUsd: number,
  startupSeconds: number,
  qps: number,
  b: Best,
): boolean {
  if (monthlyUsd !== b.monthlyUsd) return monthlyUsd < b.monthlyUsd;
  if (startupSeconds !== b.startupSeconds) return startupSeconds < b.startupSeconds;
  return qps > b.qps;
}

export function better(a: Best, b: Best): boolean {
  return betterThan(a.monthlyUsd, a.startupSeconds, a.qps, b);
}
