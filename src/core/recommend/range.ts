/**
 * The range rule inside the search (index.ts): a candidate meets the targets at the pessimistic
 * end of its prediction's range (src/core/uncertainty). The search keeps its speed because:
 * - only candidates that meet the targets at their nominal figures (the pessimistic end is never
 *   better) and would be their group's best are checked here;
 * - the pessimistic startup is computed once per candidate (it does not depend on the page size),
 *   QPS once per page size, from the search's own numeric inputs re-scaled in place
 *   (`pessimisticProbe`: about one more evaluation of the numeric model each);
 * - a kind whose fastest candidate misses the targets even at its bound (the scenario's own box
 *   whatever binds, which no slower candidate beats) is skipped whole. With the fil_system mutex
 *   (MySQL 5.6/5.7) QPS is not monotone in the device's speed, so only startup bounds the kind.
 */
import type { Catalog } from '../catalog/types.ts';
import type { QpsInputs } from '../qps/index.ts';
import type { Scenario, StorageKind } from '../scenario/types.ts';
import type { StartupInputs } from '../startup/phases.ts';
import type { PessimisticProbe } from '../uncertainty/index.ts';
import { pessimisticProbe } from '../uncertainty/index.ts';

export interface RangeCheck {
  /** A new instance type: forget the previous type's probes. */
  nextInstance: () => void;
  /** The candidate's pessimistic startup is within the target. */
  startupMeets: (sx: StartupInputs) => boolean;
  /** The candidate's pessimistic QPS at `qx.pageKiB` is at least the target. */
  qpsMeets: (qx: QpsInputs) => boolean;
  /** Some candidate of the kind no faster than this one could meet the rule at one of `pages`. */
  reachable: (sx: StartupInputs, qx: QpsInputs, pages: readonly number[]) => boolean;
  /** Pessimistic evaluations so far. */
  evaluated: () => number;
}

/**
 * The range rule's checks for a search whose probe scenario `scenario` is re-pointed at each
 * instance and storage kind (its instance and `storage.kind` are the candidate's when a check
 * runs; one probe per kind, built on first use).
 */
export function rangeCheck(
  scenario: Scenario,
  catalog: Catalog,
  maxStartupSeconds: number,
  minQps: number,
): RangeCheck {
  let probes = new Map<StorageKind, PessimisticProbe>();
  let count = 0;
  const probe = (): PessimisticProbe => {
    const kind = scenario.storage.kind;
    let p = probes.get(kind);
    if (!p) {
      p = pessimisticProbe(scenario, catalog);
      probes.set(kind, p);
    }
    return p;
  };
  return {
    nextInstance: () => {
      probes = new Map();
    },
    startupMeets: (sx) => {
      count += 1;
      return probe().startupSeconds(sx) <= maxStartupSeconds;
    },
    qpsMeets: (qx) => {
      count += 1;
      return probe().qps(qx) >= minQps;
    },
    reachable: (sx, qx, pages) => {
      const p = probe();
      count += 1;
      if (p.startupSeconds(sx, true) > maxStartupSeconds) return false;
      // With the fil_system mutex (MySQL 5.6/5.7) a faster device can lower the QPS range's low
      // end (uncertainty's mixRange), so only the startup bound holds there.
      if (qx.mutex) return true;
      const page = qx.pageKiB;
      const ok = pages.some((k) => {
        qx.pageKiB = k;
        return p.qps(qx, true) >= minQps;
      });
      qx.pageKiB = page;
      return ok;
    },
    evaluated: () => count,
  };
}
