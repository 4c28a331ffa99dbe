/**
 * Recommend on RDS for MySQL and Aurora MySQL (issue 29): the cheapest configurations of a managed
 * deployment that meet the targets at the pessimistic end of their ranges (the default rule of
 * src/core/recommend), each predicted in full. The search is small enough to run the whole model
 * on every candidate: the DB classes the engine sells in the region × the storage choices that
 * matter — RDS gp3 at the data's size (its included 3,000 IOPS below 400 GiB) and from 400 GiB at
 * 12,000 included IOPS and more; Aurora Standard and I/O-Optimized — with the buffer pool at the
 * recommend rule's share of memory.
 *
 * Each result says what it includes (backups, failover) and, when the deployment differs from the
 * current one, that the move is a migration: a new server and a copy of the data (its own
 * operation, the most disruptive).
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import type { Prediction } from '../types.ts';
import { getInstance, getRegion } from '../catalog/index.ts';
import { deploymentKinds } from '../storage/index.ts';
import { RDS_GP3_IOPS } from '../storage/kinds/rdsGp3.ts';
import { validateScenarioLimits } from '../scenario/validate.ts';
import { defaultScenario } from '../scenario/defaults.ts';
import { predictValid } from '../model.ts';
import { attachRanges, predictRanges } from '../uncertainty/index.ts';
import { bindingConstraint } from './binding.ts';
import { headroomOf } from './durability.ts';
import { overallOperation, settingChanges } from './changes.ts';
import type { SettingChange } from './changes.ts';
import type {
  Architecture,
  RecommendResponse,
  RecommendResult,
  RecommendTargets,
} from './types.ts';
import { bufferPoolFor } from './best.ts';
import { rankedTogether } from './together.ts';
import { currentArchitecture } from './plan.ts';
import { formatNumber } from '../format/index.ts';
import { DEPLOYMENT_LABELS } from '../deployment/index.ts';
import { withDeployment } from '../deployment/switch.ts';
import { deploymentInstanceRows } from '../deployment/rows.ts';

/** Aurora's storage configurations, each tried. */
const AURORA_CONFIGS: readonly Scenario['auroraStorage'][] = ['standard', 'io-optimized'];

/** What each deployment includes, for a result (docs/deployments.md). */
export const DEPLOYMENT_INCLUDES: Readonly<Record<Scenario['deployment'], string>> = {
  ec2: 'self-managed: backups, failover and patching are yours to run',
  rds: 'RDS manages backups (automated, point-in-time), patching and, with Multi-AZ, failover to a standby (typically 60–120 s)',
  aurora:
    'Aurora manages backups (continuous), patching and storage replicated over three zones; a replica takes over on failure',
};

/**
 * The storage choices tried for `s` (moved to its managed deployment), each a scenario: the grid of
 * every storage kind of the deployment searched by default (src/core/storage/kinds/: RDS gp3 at
 * the data's size and from 400 GiB at 12,000 included IOPS and more; Aurora's cluster volume),
 * and on Aurora both storage configurations.
 */
function storageChoices(
  s: Scenario,
  dataGiB: number,
  minSizeGiB: number,
  catalog: Catalog,
): Scenario[] {
  const ebs = getRegion(catalog, s.region)?.ebs;
  if (!ebs) return [];
  const volumes = deploymentKinds(s.deployment, s.cloud)
    .filter((m) => m.searchedByDefault)
    .flatMap(
      (m) => m.searchCandidates?.(catalog, ebs, Math.max(dataGiB, minSizeGiB), {}, s.region) ?? [],
    )
    .filter((v) => v.sizeGiB >= minSizeGiB);
  const configs = s.deployment === 'aurora' ? AURORA_CONFIGS : [s.auroraStorage];
  return volumes.flatMap((v) =>
    configs.map((auroraStorage) => ({
      ...s,
      auroraStorage,
      storage: {
        ...s.storage,
        kind: v.kind,
        sizeGiB: v.sizeGiB,
        iops: v.iops,
        throughputMiBps: v.throughputMiBps,
      },
    })),
  );
}

/**
 * The load per-request charges (Aurora Standard's I/O) are priced at: the scenario's average load,
 * or the QPS target when it gives none (the load the configuration is sized to serve; at the
 * predicted throughput a server is priced as if saturated all month, which no Standard
 * configuration survives against I/O-Optimized).
 */
function pricedLoad(s: Scenario, t: RecommendTargets): number {
  return s.workload.averageQps > 0 ? s.workload.averageQps : Math.max(0, t.minQps);
}

/** What the managed search keeps of the current scenario: its architecture and its storage size. */
interface Kept {
  architecture: Architecture | null;
  minSizeGiB: number;
}

/**
 * The architecture kept (the current instance's, unless the targets allow a change or pin one) and
 * the RDS storage size kept (RDS storage cannot be reduced: on the current RDS deployment the
 * search never goes below the allocated size), each with its rule.
 */
function keptOf(
  t: RecommendTargets,
  current: Scenario,
  d: 'rds' | 'aurora',
  catalog: Catalog,
): { kept: Kept; rules: string[] } {
  const rules: string[] = [];
  const architecture =
    t.pins?.architecture ??
    (t.allowArchitectureChange === true ? null : currentArchitecture(current, catalog));
  if (architecture)
    rules.push(
      `${DEPLOYMENT_LABELS[d]}: architecture kept, ${architecture} DB classes only (another architecture is a DB class modify with downtime: allow an architecture change to search it).`,
    );
  const shrinkless = d === 'rds' && current.deployment === 'rds';
  const minSizeGiB = shrinkless ? current.storage.sizeGiB : 0;
  if (shrinkless)
    rules.push(
      `${DEPLOYMENT_LABELS.rds}: storage not reduced below ${formatNumber(minSizeGiB)} GiB (RDS storage cannot be reduced).`,
    );
  return { kept: { architecture, minSizeGiB }, rules };
}

/** The candidates: every class sold × every storage choice, with the buffer pool sized. */
function candidates(base: Scenario, t: RecommendTargets, kept: Kept, catalog: Catalog): Scenario[] {
  const rows = deploymentInstanceRows(catalog, base);
  const workload = { ...base.workload, averageQps: pricedLoad(base, t) };
  const out: Scenario[] = [];
  for (const row of rows) {
    const inst = getInstance(catalog, row.name);
    if (!inst) continue;
    if (kept.architecture && (inst.architecture ?? 'x86_64') !== kept.architecture) continue;
    const s: Scenario = {
      ...base,
      instance: { ...base.instance, type: row.name },
      workload,
      mysql: {
        ...base.mysql,
        tables: t.tables,
        dataGiB: t.dataGiB,
        bufferPoolGiB: bufferPoolFor(inst.memoryGiB, t.dataGiB),
      },
    };
    out.push(...storageChoices(s, t.dataGiB, kept.minSizeGiB, catalog));
  }
  return out;
}

/** The move between deployments as a change of its own (a migration), when there is one. */
function migration(from: Scenario, to: Scenario): SettingChange[] {
  if (from.deployment === to.deployment) return [];
  return [
    {
      setting: 'deployment',
      label: 'Deployment',
      from: DEPLOYMENT_LABELS[from.deployment],
      to: DEPLOYMENT_LABELS[to.deployment],
      operation: 'migrate',
      note: 'a new server on the other deployment and a copy of the data (dump and load, or replication then a cut-over)',
    },
  ];
}

/** A result of the managed search, or null when the candidate misses the targets or is refused. */
function resultFor(
  s: Scenario,
  current: Scenario,
  t: RecommendTargets,
  catalog: Catalog,
): RecommendResult | null {
  if (validateScenarioLimits(s, catalog).length > 0) return null;
  const point = predictValid(s, catalog);
  const prediction: Prediction = attachRanges(point, predictRanges(s, point, catalog));
  const slow = prediction.startup.totalRange?.[1] ?? prediction.startup.totalSeconds;
  const low = prediction.qps.pointSelectRange?.[0] ?? prediction.qps.pointSelect;
  if (slow > t.maxStartupSeconds || low < t.minQps) return null;
  const changes = [...migration(current, s), ...settingChanges(current, s, catalog)];
  return {
    rank: 0,
    scenario: s,
    prediction,
    binding: bindingConstraint(prediction, t.maxStartupSeconds, t.minQps),
    changes,
    operation: overallOperation(changes),
    ephemeral: false,
    requires: [],
    unsafeForData: false,
    includes: DEPLOYMENT_INCLUDES[s.deployment],
    headroom: headroomOf(
      prediction.startup.totalSeconds,
      prediction.qps.pointSelect,
      t.maxStartupSeconds,
      t.minQps,
      { basis: 'range' },
      { startupSeconds: slow, qps: low },
    ),
  };
}

/**
 * The cheapest configurations of deployment `d` meeting the targets at the pessimistic end of
 * their ranges, cheapest first (at most `limit`); `current` is the scenario the changes start from.
 */
export function recommendManaged(
  t: RecommendTargets,
  current: Scenario,
  d: 'rds' | 'aurora',
  catalog: Catalog,
): { results: RecommendResult[]; searched: number; rules: string[] } {
  const base = withDeployment({ ...current, region: t.region }, d, {}, catalog);
  const { kept, rules } = keptOf(t, current, d, catalog);
  const all = candidates(base, t, kept, catalog);
  const results = all
    .map((s) => resultFor(s, current, t, catalog))
    .filter((r): r is RecommendResult => r !== null)
    .sort((a, b) => a.prediction.cost.monthlyUsd - b.prediction.cost.monthlyUsd)
    .slice(0, t.limit ?? 10);
  const rule =
    d === 'rds'
      ? `${DEPLOYMENT_LABELS.rds}: every DB class sold in ${t.region} × gp3 at the data's size (3,000 IOPS included below 400 GiB) and from 400 GiB at ${RDS_GP3_IOPS.map((v) => formatNumber(v)).join(', ')} IOPS; Multi-AZ as the current scenario has it.`
      : `${DEPLOYMENT_LABELS.aurora}: every DB class sold in ${t.region} × Standard and I/O-Optimized storage; Standard's I/O priced at ${base.workload.averageQps > 0 ? `the average load of ${formatNumber(base.workload.averageQps)} QPS` : `the QPS target, ${formatNumber(t.minQps)} QPS (no average load given)`}.`;
  return { results, searched: all.length, rules: [rule, ...rules] };
}

/** Deployments a search may span: the current one by default, or those listed (`any`: all three). */
export type DeploymentChoice = readonly Scenario['deployment'][];

/** An EC2 result made a migration from a managed current scenario. */
function asMove(r: RecommendResult, current: Scenario): RecommendResult {
  const changes = [...migration(current, r.scenario), ...r.changes];
  return {
    ...r,
    changes,
    operation: overallOperation(changes),
    includes: DEPLOYMENT_INCLUDES[r.scenario.deployment],
  };
}

/**
 * Recommend across deployments (`recommend --deployment any`, or the current RDS/Aurora one):
 * the EC2 search (`ec2Search`, src/core/recommend) when EC2 is wanted, the managed search for RDS
 * and Aurora, ranked together by monthly cost; each result with its operation (a move between
 * deployments is a migration) and what it includes.
 */
export function recommendAcross(
  t: RecommendTargets,
  deployments: DeploymentChoice,
  catalog: Catalog,
  ec2Search: (t: RecommendTargets) => RecommendResponse,
): RecommendResponse {
  const current = t.base ?? defaultScenario();
  const spans = deployments.length > 1;
  const parts: RecommendResult[] = [];
  const rules: string[] = [];
  let searched = 0;
  let evaluated = 0;
  let ec2: RecommendResponse | undefined;
  if (deployments.includes('ec2')) {
    const base =
      current.deployment === 'ec2' ? current : withDeployment(current, 'ec2', {}, catalog);
    ec2 = ec2Search({ ...t, base });
    searched += ec2.searched;
    evaluated += ec2.evaluated;
    rules.push(...ec2.rules.map((r) => (spans ? `EC2: ${r}` : r)));
    parts.push(
      ...ec2.results.map((r) => (current.deployment === 'ec2' && !spans ? r : asMove(r, current))),
    );
  }
  for (const d of ['rds', 'aurora'] as const) {
    if (!deployments.includes(d)) continue;
    const m = recommendManaged(t, current, d, catalog);
    searched += m.searched;
    evaluated += m.searched;
    rules.push(...m.rules);
    parts.push(...m.results);
  }
  rules.push(
    'Targets met at the pessimistic end of the prediction’s range; a move between deployments is a migration (its own operation).',
  );
  const what = `of ${deployments.map((d) => DEPLOYMENT_LABELS[d]).join(', ')}`;
  return rankedTogether({ parts, searched, evaluated, rules }, t.limit, what);
}
