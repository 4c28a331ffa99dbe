import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { PAGE_SIZES_KIB } from '../scenario/types.ts';
import { evaluate } from './evaluate.ts';
import type { Evaluate } from './evaluate.ts';
import type { SweepPoint } from './types.ts';

/** QPS (and startup, cost) at each innodb_page_size, everything else unchanged. */
export function qpsVsPageSize(
  scenario: Scenario,
  catalog: Catalog,
  at: Evaluate = evaluate,
): SweepPoint[] {
  const points: SweepPoint[] = [];
  for (const pageSizeKiB of PAGE_SIZES_KIB) {
    const p = at({ ...scenario, mysql: { ...scenario.mysql, pageSizeKiB } }, pageSizeKiB, catalog);
    if (p) points.push(p);
  }
  return points;
}
