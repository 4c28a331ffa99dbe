/**
 * The search space of `recommend`: storage candidates (kind, size, IOPS, throughput) and their
 * monthly cost, built once per region. Each kind's grid is its module's `searchCandidates`
 * (src/core/storage/kinds/); grid steps are chosen so that the search covers the whole valid
 * range of every kind at a resolution finer than a user would provision by hand.
 */
import type { Catalog, EbsPrices } from '../catalog/types.ts';
import type { StorageKind } from '../scenario/types.ts';
import { storageKinds } from '../storage/index.ts';
import type { StorageCandidate, StorageConstraints } from '../storage/types.ts';

export type { StorageCandidate, StorageConstraints } from '../storage/types.ts';
export { VOLUME_HEADROOM, minVolumeGiB } from '../storage/grid.ts';
export { GP3_IOPS_STEP, GP3_MIBPS_STEP, gp3Grid } from '../storage/kinds/gp3.ts';
export type { Gp3Grid } from '../storage/kinds/gp3.ts';
export { IO2_IOPS_STEP } from '../storage/kinds/io2.ts';
export { GP2_SIZE_STEP_GIB } from '../storage/kinds/gp2.ts';

/** The candidates of every kind in `kinds` that has a search grid, kind by kind in registry order. */
export function storageCandidates(
  catalog: Catalog,
  prices: EbsPrices,
  dataGiB: number,
  kinds: readonly StorageKind[],
  constraints: StorageConstraints = {},
  region?: string,
): StorageCandidate[] {
  const out: StorageCandidate[] = [];
  for (const m of storageKinds()) {
    if (m.searchCandidates && kinds.includes(m.kind))
      out.push(...m.searchCandidates(catalog, prices, dataGiB, constraints, region));
  }
  return out;
}
