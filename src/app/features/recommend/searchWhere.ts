/**
 * Where the Recommend tab searches (issue 39 item 3, issue 38 item 5): the deployments and clouds
 * the CLI's `--deployment any` and `--cloud any` search (src/core/recommend/across.ts,
 * src/core/cloud/recommend.ts). A move to another deployment or cloud is a migration, searched
 * only when asked.
 */
import type { RecommendResult, RecommendTargets } from '../../../core/recommend/index.ts';
import type { Deployment, Scenario } from '../../../core/scenario/types.ts';
import { CLOUDS } from '../../../core/scenario/types.ts';
import { CLOUD_LABELS } from '../../../core/cloud/index.ts';
import { DEPLOYMENT_SHORT } from '../../../core/deployment/index.ts';
import type { DeploymentSearch, RecommendOptions } from '../../store/index.ts';

/** The deployment choices, in the picker's order. */
export const DEPLOYMENT_SEARCHES: readonly { value: DeploymentSearch; label: string }[] = [
  { value: 'current', label: 'The current one' },
  { value: 'ec2', label: 'EC2 (self-managed)' },
  { value: 'rds', label: 'RDS for MySQL' },
  { value: 'aurora', label: 'Aurora MySQL' },
  { value: 'any', label: 'All: EC2, RDS and Aurora' },
];

const ALL_DEPLOYMENTS: readonly Deployment[] = ['ec2', 'rds', 'aurora'];

/** The targets' `deployments` and `clouds` for the tab's choices on scenario `s`. */
export function whereTargets(
  o: RecommendOptions,
  s: Scenario,
): Pick<RecommendTargets, 'deployments' | 'clouds'> {
  const out: Pick<RecommendTargets, 'deployments' | 'clouds'> = {};
  const d = o.deployments ?? 'current';
  // RDS and Aurora are AWS's: on another cloud the server is a self-managed VM.
  if (s.cloud === 'aws' && d !== 'current') out.deployments = d === 'any' ? ALL_DEPLOYMENTS : [d];
  if (o.clouds === 'any') out.clouds = CLOUDS;
  return out;
}

/** "AWS · RDS", "Azure · VM": where a result runs. */
export function whereText(r: RecommendResult): string {
  const s = r.scenario;
  const d = s.cloud === 'aws' ? DEPLOYMENT_SHORT[s.deployment] : 'VM';
  return `${CLOUD_LABELS[s.cloud]} · ${d}`;
}
