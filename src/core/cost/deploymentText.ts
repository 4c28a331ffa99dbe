/**
 * A managed deployment's server in words (issue 29); its storage is its kind's words
 * (src/core/storage/kinds/: "RDS gp3 500 GiB, 12,000 IOPS, 500 MiB/s (4 volumes striped)").
 */
import type { Scenario } from '../scenario/types.ts';
import { deploymentText } from './deployment.ts';

/** The instance as the deployment runs it: "db.m6i.large (RDS for MySQL, Multi-AZ)". */
export function deploymentInstanceText(s: Scenario, ec2Text: string): string {
  return s.deployment === 'ec2' ? ec2Text : `${ec2Text} — ${deploymentText(s)}`;
}
