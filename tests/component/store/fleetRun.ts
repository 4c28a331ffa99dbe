import type { FleetRun } from '../../../src/app/store/store.ts';

/** A finished fleet run with nothing in it (inventory.csv): what the price-list tests mark stale. */
export function sizedFleet(): FleetRun {
  return {
    fileName: 'inventory.csv',
    total: 0,
    rows: [],
    errors: [],
    ignoredColumns: [],
    done: true,
  };
}
