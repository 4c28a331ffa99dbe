/**
 * Recommend: the cheapest configurations meeting a startup-time and a QPS target for a data size
 * and a table count, searched over instance types, storage kinds, volume sizes, IOPS, throughput
 * and innodb_page_size.
 *
 * Separability keeps a search of millions of configurations under a second: the startup time
 * depends on the instance and the storage but not on the page size, so it is computed once per
 * (instance, storage) and shared by the five page sizes; the storage cost is computed once per
 * region; device parameters are built without their human labels. `searched` counts every
 * (instance, storage, page size) configuration whose startup, QPS and cost were evaluated.
 * Results keep the cheapest configuration per (instance, storage kind), drop any that a cheaper
 * result beats on both startup and QPS, and are ranked by monthly cost, each re-predicted in full
 * with its explanations.
 *
 * What the search may change (issue 11, "recommendations a DBA would sign"):
 * - EBS only unless `allowInstanceStore`; every instance-store result is `ephemeral` and says
 *   what it requires (durability.ts).
 * - `innodb_page_size` is kept unless `allowPageSizeChange` (a dump and reload).
 * - `pins` hold the instance family, architecture and storage kind; the region is always the
 *   scenario's (moving a database between regions is not a sizing change).
 * - The CPU architecture of the current instance (x86_64 or arm64) is kept unless
 *   `allowArchitectureChange` (issue 27): crossing it is a `replace` (a new instance from an image
 *   for the other architecture, the data volume moved), not a restart. When it was kept, the
 *   response says what the cheapest result of the other architecture would save, as information
 *   (`architectureSaving`).
 * - Replicas (`base.topology.replicas`) are priced with each result; with none, an instance-store
 *   result is `unsafeForData` (its data has no other copy).
 * - `horizonMonths`: the tables and data grow at the base scenario's rates (`base.growth`) for that
 *   many months, and the results meet the targets at the end of it.
 * - When nothing meets the targets, `closest` is the configuration nearest to them (the smallest
 *   ratio of predicted to allowed startup or of required to predicted QPS, at the nominal figures),
 *   with what it misses by under the rule applied.
 * - `fixed` settings keep the base scenario's value (the CLI fixes every flag given explicitly).
 * - An EBS volume is never made smaller than the current one (that is a new volume and a copy),
 *   unless its size is fixed or the page size may change (the data is reloaded anyway).
 * - Targets are met with headroom: at the pessimistic end of the prediction's range (default,
 *   `headroom.basis: 'range'`, issue 27), or by a margin (`headroom.marginPercent`, e.g. 10 %). The range rule keeps
 *   the search's speed: each candidate is first compared with the targets at its nominal figures
 *   (the pessimistic end is never better), and only those that pass and would be their group's
 *   best are evaluated at the pessimistic corner (uncertainty's `pessimisticProbe`, about one more
 *   evaluation each).
 * Each result lists `changes` from the base scenario with the operation each needs (changes.ts).
 */
import { withRecoveryTarget } from '../recovery/recommend.ts';
import { engineStartRangesOf } from '../uncertainty/engineStart.ts';
import type { Catalog } from '../catalog/types.ts';
import { DEFAULT_CATALOG } from '../catalog/index.ts';
import { formatInt, formatNumber, formatUsd } from '../format/index.ts';
import { architectureNote } from './changes.ts';
import { atHorizon, currentArchitecture, MAX_HORIZON_MONTHS, otherArchitecture } from './plan.ts';
import { searchConfigurations } from './search.ts';
import { recommendAcross } from './across.ts';
import { withinBudget } from './budget.ts';
import { recommendAcrossClouds } from '../cloud/recommend.ts';
import type { ArchitectureSaving, RecommendResponse, RecommendTargets } from './types.ts';

export type { IoTarget } from './io.ts';
export type { SettingChange, ChangeOperation } from './changes.ts';
export type { Headroom, HeadroomBasis, HeadroomRule } from './durability.ts';
export { FIXABLE_SETTINGS } from './types.ts';
export type {
  Architecture,
  ArchitectureSaving,
  ClosestResult,
  FixedSetting,
  RecommendFailure,
  RecommendPins,
  RecommendResponse,
  RecommendResult,
  RecommendTargets,
} from './types.ts';
export { atHorizon, currentArchitecture, EBS_ONLY_RULE, MAX_HORIZON_MONTHS } from './plan.ts';
export { bufferPoolFor } from './best.ts';
export { DEFAULT_HEADROOM } from './search.ts';
export { failureText } from './failure.ts';

/**
 * The cheapest configurations meeting the targets (search.ts walks them), sized at the growth
 * horizon, with what the other architecture would save. `onProgress(done, total)`: instance types
 * searched so far of those the search walks, after each one (the app's worker shows it, issue
 * 30). Plain calls: the search stays synchronous and pure.
 */
export function recommend(
  given: RecommendTargets,
  catalog: Catalog = DEFAULT_CATALOG,
  onProgress?: (done: number, total: number) => void,
): RecommendResponse {
  const cloud = given.base?.cloud ?? 'aws';
  const clouds = given.clouds;
  if (clouds && clouds.some((c) => c !== cloud)) {
    const { clouds: _all, ...one } = given;
    return recommendAcrossClouds(one, clouds, catalog, (t) => recommend(t, catalog, onProgress));
  }
  const targets = atHorizon(given);
  const current = targets.base?.deployment ?? 'ec2';
  const deployments = given.deployments ?? (current === 'ec2' ? undefined : [current]);
  // A recovery target (issue 37) filters what the search returns: ask it for more to filter.
  const recovery = recoveryGoal(targets);
  const asked = recovery ? { ...targets, limit: recovery.searchLimit } : targets;
  const searched = deployments
    ? recommendAcross(asked, deployments, catalog, (t) =>
        searchConfigurations(t, catalog, onProgress),
      )
    : searchConfigurations(asked, catalog, onProgress);
  const budgeted = withinBudget(searched, given.maxMonthlyUsd);
  const response = recovery ? recovery.apply(budgeted, catalog) : budgeted;
  const months = Math.min(MAX_HORIZON_MONTHS, Math.max(0, given.horizonMonths ?? 0));
  if (months > 0) {
    response.horizon = { months, tables: targets.tables, dataGiB: targets.dataGiB };
    response.rules.push(
      `Sized for ${formatInt(months)} months of growth: ${formatInt(targets.tables)} tables and ${formatNumber(targets.dataGiB)} GiB of data at the end, where the targets are met.`,
    );
  }
  // Another architecture's saving is an EC2 search's information (RDS and Aurora sell both).
  const saving = deployments ? undefined : architectureSaving(targets, response, catalog);
  if (saving) response.architectureSaving = saving;
  return response;
}

/**
 * The base scenario's recovery target as a filter over the search's results: the search is asked
 * for RECOVERY_SEARCH_FACTOR times the results (so a configuration ranked below the limit is
 * reconsidered), each is kept when its path's full service at the pessimistic end is within the
 * target, and the first `limit` are returned.
 */
export const RECOVERY_SEARCH_FACTOR = 5;

function recoveryGoal(targets: RecommendTargets) {
  const r = targets.base?.recovery;
  if (!r || r.maxRecoverySeconds === null) return undefined;
  const max = r.maxRecoverySeconds;
  const limit = targets.limit ?? 10;
  return {
    searchLimit: limit * RECOVERY_SEARCH_FACTOR,
    apply: (response: RecommendResponse, catalog: Catalog): RecommendResponse => {
      const kept = withRecoveryTarget(
        response,
        catalog,
        max,
        targets.minQps,
        r.path === 'slowest' ? undefined : r.path,
        engineStartRangesOf(catalog),
      );
      return { ...kept, results: kept.results.slice(0, limit) };
    },
  };
}

/**
 * What the other architecture would save (information, issue 27): the search again with the
 * architecture free, when it was kept by default and there is a result to compare with.
 */
function architectureSaving(
  targets: RecommendTargets,
  response: RecommendResponse,
  catalog: Catalog,
): ArchitectureSaving | undefined {
  const first = response.results[0];
  const base = targets.base;
  if (!first || !base || targets.allowArchitectureChange === true || targets.pins?.architecture)
    return undefined;
  if (targets.architectureSaving === false) return undefined;
  if ((targets.fixed ?? []).includes('instance.type')) return undefined;
  const arch = currentArchitecture(base, catalog);
  if (!arch) return undefined;
  const free = searchConfigurations(
    { ...targets, allowArchitectureChange: true, limit: 1 },
    catalog,
  ).results[0];
  if (!free || currentArchitecture(free.scenario, catalog) === arch) return undefined;
  const saved = first.prediction.cost.monthlyUsd - free.prediction.cost.monthlyUsd;
  if (saved <= 0) return undefined;
  const other = otherArchitecture(arch);
  return {
    architecture: other,
    instanceType: free.scenario.instance.type,
    monthlyUsd: saved,
    text: `An ${other} instance (${free.scenario.instance.type}) would meet the same targets for ${formatUsd(saved)} less per month; moving from ${architectureNote(arch, other)} (a replace).`,
  };
}
