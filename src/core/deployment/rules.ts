/**
 * Each deployment's validation rules, registered with the scenario's registry
 * (src/core/scenario/deployments.ts) so that scenario validation reads them without importing
 * this layer (issue 39 item 5). What each refuses is in ./validate.ts.
 */
import { registerDeploymentRules } from '../scenario/deployments.ts';
import type { Deployment } from '../scenario/types.ts';
import { deploymentIssues } from './validate.ts';

for (const deployment of ['ec2', 'rds', 'aurora'] as const satisfies readonly Deployment[])
  registerDeploymentRules({ deployment, issues: deploymentIssues });
