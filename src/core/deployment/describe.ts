/**
 * A managed deployment's storage and server in words (issue 29), wrapped around the EC2 wording of
 * the storage kind: "RDS gp3 500 GiB, 12,000 IOPS, 500 MiB/s (4 volumes striped)",
 * "Aurora Standard storage, 200 GiB of data".
 */
import type { Scenario } from '../scenario/types.ts';
import { formatInt } from '../format/index.ts';
import { rdsGp3Included, rdsKindOf } from './rdsStorage.ts';
import { deploymentText } from './cost.ts';

/** `ec2Text` (the storage kind's own words) as the scenario's deployment has it. */
export function deploymentStorageText(s: Scenario, ec2Text: string): string {
  if (s.deployment === 'aurora')
    return `Aurora ${s.auroraStorage === 'io-optimized' ? 'I/O-Optimized' : 'Standard'} storage, ${formatInt(s.mysql.dataGiB)} GiB of data`;
  if (s.deployment !== 'rds') return ec2Text;
  const striped =
    rdsKindOf(s.storage.kind) === 'gp3' && rdsGp3Included(s.storage.sizeGiB).volumes > 1
      ? ` (${rdsGp3Included(s.storage.sizeGiB).volumes} volumes striped)`
      : '';
  return `RDS ${ec2Text}${striped}`;
}

/** The instance as the deployment runs it: "db.m6i.large (RDS for MySQL, Multi-AZ)". */
export function deploymentInstanceText(s: Scenario, ec2Text: string): string {
  return s.deployment === 'ec2' ? ec2Text : `${ec2Text} — ${deploymentText(s)}`;
}
