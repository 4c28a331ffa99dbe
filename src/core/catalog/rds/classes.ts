/**
 * DB instance classes of RDS for MySQL and Aurora MySQL. A class `db.<family>.<size>` runs on the
 * EC2 instance type `<family>.<size>`: its vCPU, memory, architecture and EBS-optimized ceilings
 * are that type's (RDS's "DB instance class hardware specifications" publish the same figures), so
 * they are read from the EC2 catalog with its sources and estimate notes. Which classes each
 * engine sells follows the engines' pricing pages and AWS's price tables cited in sources.ts.
 */
import type { InstanceType } from '../types.ts';
import type { RdsClassSpec, RdsEngine } from './types.ts';
import { INSTANCES } from '../instances.ts';

/** Families sold for RDS for MySQL (current generations in the EC2 catalog). */
export const MYSQL_FAMILIES: readonly string[] = [
  'm6i',
  'm6g',
  'm7i',
  'm7g',
  'm8g',
  'r6i',
  'r6g',
  'r7i',
  'r7g',
  'r8g',
];

/** Families sold for Aurora MySQL (memory-optimized only, as Aurora sells them). */
export const AURORA_FAMILIES: readonly string[] = ['r6i', 'r6g', 'r7i', 'r7g', 'r8g'];

function enginesOf(family: string): RdsEngine[] {
  const out: RdsEngine[] = [];
  if (MYSQL_FAMILIES.includes(family)) out.push('mysql');
  if (AURORA_FAMILIES.includes(family)) out.push('aurora-mysql');
  return out;
}

function toClass(t: InstanceType, engines: RdsEngine[]): RdsClassSpec {
  return {
    name: `db.${t.name}`,
    ec2Type: t.name,
    family: t.family,
    size: t.size,
    vCpu: t.vcpu,
    memoryGiB: t.memoryGiB,
    architecture: t.architecture ?? 'x86_64',
    burstable: false,
    ebs: {
      baselineIops: t.ebs.baselineIops,
      maxIops: t.ebs.maxIops,
      baselineMiBps: t.ebs.baselineMiBps,
      maxMiBps: t.ebs.maxMiBps,
      ...(t.ebs.estimateNote === undefined ? {} : { estimateNote: t.ebs.estimateNote }),
    },
    engines,
    source: `EC2 instance type ${t.name}: ${t.source}`,
    asOf: t.asOf,
    ...(t.note === undefined ? {} : { note: t.note }),
  };
}

/** Class name → spec, for every EC2 type of a family an engine sells. */
export const RDS_CLASSES: Record<string, RdsClassSpec> = Object.fromEntries(
  Object.values(INSTANCES)
    .map((t) => [t, enginesOf(t.family)] as const)
    .filter(([, engines]) => engines.length > 0)
    .map(([t, engines]) => [`db.${t.name}`, toClass(t, engines)]),
);
