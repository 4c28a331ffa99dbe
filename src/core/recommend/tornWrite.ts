/**
 * Torn-write prevention as advice and as a guard (issue 25, mechanism 6). Where the storage
 * writes a 16 KiB page atomically (src/core/catalog/tornWrite.ts: EBS on a Nitro instance, the
 * instance store of I4i, Im4gn, Is4gen, I7i, I7ie, I8g, I8ge), InnoDB can run without the
 * doublewrite buffer; everywhere else turning it off risks torn pages after a crash, so neither the
 * advice nor the recommend search ever does it there.
 */
import type { Catalog } from '../catalog/types.ts';
import { getInstance } from '../catalog/index.ts';
import { TORN_WRITE_PREVENTION } from '../catalog/tornWrite.ts';
import type {
  DoublewritePlacement,
  Scenario,
  ScenarioPatch,
  StorageKind,
} from '../scenario/types.ts';
import type { InstanceType } from '../catalog/types.ts';
import { hasTornWritePrevention, storageKind } from '../storage/index.ts';

/** Whether the scenario's data storage prevents torn 16 KiB writes (and its page fits). */
export function scenarioHasTornWritePrevention(s: Scenario, catalog: Catalog): boolean {
  const inst =
    s.instance.type === 'custom' ? null : (getInstance(catalog, s.instance.type) ?? null);
  return hasTornWritePrevention(s.storage.kind, inst, s.mysql.pageSizeKiB);
}

/** "gp3 on m6i.large (a Nitro instance)" or "i4i.large's instance store": where it holds. */
function whereText(s: Scenario): string {
  return !storageKind(s.storage.kind).durable
    ? `${s.instance.type}'s instance store`
    : `${s.storage.kind} on ${s.instance.type} (a Nitro instance)`;
}

/** The advice's change: doublewrite off where the storage prevents torn writes, else null. */
export function tornWriteChange(
  s: Scenario,
  catalog: Catalog,
): { change: string; patch: { mysql: { doublewrite: 'off' } } } | null {
  if (s.mysql.doublewrite === 'off' || !scenarioHasTornWritePrevention(s, catalog)) return null;
  return {
    change: `turn doublewrite off (${whereText(s)} writes 16 KiB pages atomically: AWS torn-write prevention, RDS's Optimized Writes; a rebuild: ${TORN_WRITE_PREVENTION.procedure})`,
    patch: { mysql: { doublewrite: 'off' } },
  };
}

/**
 * The doublewrite placement a searched configuration keeps: the base's, except that "off" becomes
 * "data" on storage without torn-write prevention (the search never switches it off there).
 */
export function guardedDoublewrite(
  base: DoublewritePlacement,
  kind: StorageKind,
  instance: InstanceType | null,
  pageKiB: number,
): DoublewritePlacement {
  return base === 'off' && !hasTornWritePrevention(kind, instance, pageKiB) ? 'data' : base;
}

/**
 * A piece of advice that moves a scenario running without doublewrite to storage without
 * torn-write prevention (e.g. gp3 on m6i to m6id's instance store) turns doublewrite back on in
 * the same patch, and says so: advice never leaves doublewrite off where pages can tear.
 */
export function guardAdvicePatch<T extends { change: string; patch: ScenarioPatch }>(
  s: Scenario,
  c: T,
  catalog: Catalog,
): T {
  if (s.mysql.doublewrite === 'off' && c.patch.mysql?.doublewrite === undefined) {
    const type = c.patch.instance?.type ?? s.instance.type;
    const inst = type === 'custom' ? null : (getInstance(catalog, type) ?? null);
    const kind = c.patch.storage?.kind ?? s.storage.kind;
    const page = c.patch.mysql?.pageSizeKiB ?? s.mysql.pageSizeKiB;
    if (guardedDoublewrite('off', kind, inst, page) !== 'off') {
      return {
        ...c,
        change: `${c.change}, with doublewrite back on (no torn-write prevention there)`,
        patch: { ...c.patch, mysql: { ...c.patch.mysql, doublewrite: 'data' } },
      };
    }
  }
  return c;
}
