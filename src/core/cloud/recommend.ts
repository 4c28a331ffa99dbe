/**
 * Recommend across clouds (issue 38, `recommend --cloud any`): the search of each cloud asked for
 * — the current cloud's as usual (on AWS, across its deployments when asked), another cloud's from
 * the scenario moved there (`withCloud`: its first region, VM and disk kind) — ranked together by
 * monthly cost, in USD. A result on another cloud is a migration: a new server there and a copy of
 * the data, its own operation (`migrate`), never proposed unless the clouds were asked for.
 */
import type { Catalog } from '../catalog/types.ts';
import type { Cloud, Scenario } from '../scenario/types.ts';
import { defaultScenario } from '../scenario/defaults.ts';
import { overallOperation } from '../recommend/changes.ts';
import type { SettingChange } from '../recommend/changes.ts';
import type { RecommendResponse, RecommendResult, RecommendTargets } from '../recommend/types.ts';
import { CLOUD_LABELS, withCloud } from './index.ts';
import { getRegion } from '../catalog/index.ts';
import { rankedTogether } from '../recommend/together.ts';

/** The move to another cloud as a change of its own (a migration). */
export function cloudMigration(from: Scenario, to: Scenario): SettingChange[] {
  if (from.cloud === to.cloud) return [];
  return [
    {
      setting: 'cloud',
      label: 'Cloud',
      from: CLOUD_LABELS[from.cloud],
      to: CLOUD_LABELS[to.cloud],
      operation: 'migrate',
      note: 'a new server on the other cloud and a copy of the data (dump and load, or replication then a cut-over)',
    },
  ];
}

function asCloudMove(r: RecommendResult, current: Scenario): RecommendResult {
  const changes = [...cloudMigration(current, r.scenario), ...r.changes];
  return { ...r, changes, operation: overallOperation(changes) };
}

/** "Prices in USD (…currency note)" of a region, for the rules. */
function currencyRule(cloud: Cloud, region: string, catalog: Catalog): string {
  const note = getRegion(catalog, region)?.currencyNote;
  return `${CLOUD_LABELS[cloud]} searched in ${region}${note ? `; ${note}` : '; prices in USD'}`;
}

/**
 * The cheapest configurations on each of `clouds`, ranked together; `search` is the one-cloud
 * recommend (the current cloud keeps its region and deployments; another starts where
 * `withCloud` puts the scenario).
 */
export function recommendAcrossClouds(
  t: RecommendTargets,
  clouds: readonly Cloud[],
  catalog: Catalog,
  search: (t: RecommendTargets) => RecommendResponse,
): RecommendResponse {
  const current = t.base ?? defaultScenario();
  const parts: RecommendResult[] = [];
  const rules: string[] = [];
  let searched = 0;
  let evaluated = 0;
  for (const cloud of clouds) {
    const here = cloud === current.cloud;
    const base = here ? current : withCloud(current, cloud, catalog);
    const region = here ? t.region : base.region;
    const { deployments: _d, ...rest } = t;
    const r = search(here ? t : { ...rest, base, region });
    searched += r.searched;
    evaluated += r.evaluated;
    rules.push(
      currencyRule(cloud, region, catalog),
      ...r.rules.map((x) => `${CLOUD_LABELS[cloud]}: ${x}`),
    );
    parts.push(...r.results.map((x) => (here ? x : asCloudMove(x, current))));
  }
  rules.push(
    'Clouds ranked together by monthly cost in USD; a move to another cloud is a migration (its own operation); these clouds were never measured by the calibration data, so their ranges are wider.',
  );
  const what = `on ${clouds.map((c) => CLOUD_LABELS[c]).join(', ')}`;
  return rankedTogether({ parts, searched, evaluated, rules }, t.limit, what);
}
