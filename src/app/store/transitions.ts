/**
 * UI actions as pure transitions `(scenario, input) → scenario`. They never validate: the caller
 * checks the result with validateScenario and refuses to commit a scenario AWS would reject.
 */
import type { Catalog } from '../../core/catalog/types.ts';
import type { Scenario, StorageKind } from '../../core/scenario/types.ts';
import { fieldRange, nearestInRange } from '../../core/scenario/limits.ts';
import { findStorageKind } from '../../core/storage/index.ts';

/** A settable leaf of the scenario: `region`, `name`, or `group.field`. */
export type FieldPath =
  | 'name'
  | 'region'
  | 'deployment'
  | 'multiAz'
  | 'auroraStorage'
  | `instance.${keyof Scenario['instance']}`
  | `storage.${Exclude<keyof Scenario['storage'], 'custom'>}`
  | `storage.custom.${keyof Scenario['storage']['custom']}`
  | `logVolume.${keyof Scenario['logVolume']}`
  | `mysql.${keyof Scenario['mysql']}`
  | `workload.${keyof Scenario['workload']}`
  | `pricing.${keyof Scenario['pricing']}`
  | `topology.${keyof Scenario['topology']}`
  | `growth.${keyof Scenario['growth']}`
  | `recovery.${keyof Scenario['recovery']}`;

type Leaf = string | number | boolean;

/** The scenario with one leaf replaced (structural sharing: untouched groups keep identity). */
export function setField(scenario: Scenario, path: FieldPath | string, value: Leaf): Scenario {
  const parts = path.split('.');
  if (parts.length === 1) return { ...scenario, [parts[0] as string]: value };
  const [group, field, sub] = parts as [string, string, string | undefined];
  const rec = scenario as unknown as Record<string, Record<string, unknown>>;
  const g = rec[group] ?? {};
  if (sub === undefined) return { ...scenario, [group]: { ...g, [field]: value } };
  const inner = (g[field] ?? {}) as Record<string, unknown>;
  return { ...scenario, [group]: { ...g, [field]: { ...inner, [sub]: value } } };
}

/** The current value at a path (for controls). */
export function getField(scenario: Scenario, path: FieldPath | string): unknown {
  let v: unknown = scenario;
  for (const p of path.split('.')) v = (v as Record<string, unknown> | null)?.[p];
  return v;
}

/** Applies a patch of sections (advice, recommendations): the core's, one copy. */
export { applyPatch } from '../../core/recommend/advice.ts';

/**
 * Switch storage kind, moving size, provisioned IOPS and throughput into the new kind's ranges
 * (core/scenario/limits.ts: gp3's 3,000 IOPS floor is io2's valid, io2's 100 is not gp3's), so a
 * switch alone never makes the scenario invalid. Each field is moved with the later ones free,
 * as they follow it.
 */
export function setStorageKind(scenario: Scenario, kind: StorageKind, catalog: Catalog): Scenario {
  let next: Scenario = { ...scenario, storage: { ...scenario.storage, kind } };
  const order = ['storage.sizeGiB', 'storage.iops', 'storage.throughputMiBps'] as const;
  order.forEach((path, k) => {
    const range = fieldRange(next, catalog, path, { free: order.slice(k + 1) });
    const value = range ? nearestInRange(range, Number(getField(next, path))) : undefined;
    if (value !== undefined) next = setField(next, path, value);
  });
  return next;
}

/**
 * `setField`, with a new size carrying the provisioning its kind gives that size (RDS gp3: the
 * included 3,000 IOPS and 125 MiB/s below 400 GiB, at least 12,000 and 500 from it).
 */
export function setFieldFitted(
  scenario: Scenario,
  path: FieldPath,
  value: Leaf,
  catalog: Catalog,
): Scenario {
  let next = setField(scenario, path, value);
  // An average load typed by the user is no longer the telemetry's (issue 40 item 4).
  if (path === 'workload.averageQps' && next.workload.averageQpsFrom !== '')
    next = { ...next, workload: { ...next.workload, averageQpsFrom: '' } };
  const fit =
    path === 'storage.sizeGiB' ? findStorageKind(next.storage.kind)?.fitProvisioning : undefined;
  return fit ? { ...next, storage: fit(next.storage, catalog, {}) } : next;
}
