/**
 * DB instance classes of RDS for MySQL and Aurora MySQL. A class `db.<family>.<size>` runs on the
 * EC2 instance type `<family>.<size>`: its vCPU, memory, architecture and EBS-optimized ceilings
 * are that type's (RDS's "DB instance class hardware specifications" publish the same figures), so
 * they are read from the EC2 catalog with its sources and estimate notes. Which classes each
 * engine sells follows the engines' pricing pages and AWS's price tables cited in sources.ts.
 */
import type { InstanceType } from '../types.ts';
import type { RdsClassSpec, RdsEngine } from './types.ts';
import { INSTANCES, sourceFileUrl } from '../instances.ts';
import { mbpsToMiBps } from '../units.ts';
import { GENERATED_SOURCES } from '../generated/awsInstances.ts';

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

/**
 * Burstable classes both engines sell (db.t3, db.t4g medium and large). Their EC2 types are not in
 * the EC2 catalog (not sized for a steady MySQL load), so their rows are written here from the
 * same EC2 user guide copy: vCPU and memory (general-purpose page) and the EBS-optimized table
 * (baseline/maximum Mbps and IOPS; the maximum lasts 30 minutes a day, as for every burst).
 */
const BURSTABLE: readonly {
  name: string;
  arch: 'x86_64' | 'arm64';
  memoryGiB: number;
  mbps: [number, number];
  iops: [number, number];
}[] = [
  { name: 't3.medium', arch: 'x86_64', memoryGiB: 4, mbps: [347, 2085], iops: [2000, 11800] },
  { name: 't3.large', arch: 'x86_64', memoryGiB: 8, mbps: [695, 2780], iops: [4000, 15700] },
  { name: 't4g.medium', arch: 'arm64', memoryGiB: 4, mbps: [347, 2085], iops: [2000, 11800] },
  { name: 't4g.large', arch: 'arm64', memoryGiB: 8, mbps: [695, 2780], iops: [4000, 15700] },
];

function burstableClass(b: (typeof BURSTABLE)[number]): RdsClassSpec {
  const ug = GENERATED_SOURCES.userGuide;
  const [family = '', size = ''] = b.name.split('.');
  return {
    name: `db.${b.name}`,
    ec2Type: b.name,
    family,
    size,
    vCpu: 2,
    memoryGiB: b.memoryGiB,
    architecture: b.arch,
    burstable: true,
    ebs: {
      baselineIops: b.iops[0],
      maxIops: b.iops[1],
      baselineMiBps: mbpsToMiBps(b.mbps[0] / 8),
      maxMiBps: mbpsToMiBps(b.mbps[1] / 8),
    },
    engines: ['mysql', 'aurora-mysql'],
    source: `vCPU/memory: ${sourceFileUrl(ug, 'doc_source/general-purpose-instances.md')}; EBS ceilings: ${sourceFileUrl(ug, 'doc_source/ebs-optimized.md')}`,
    asOf: ug.fileDate,
    note: 'Burstable: CPU credits (RDS runs db.t classes in unlimited mode, charging surplus credits); not for a sustained load.',
  };
}

/** Class name → spec, for every EC2 type of a family an engine sells, and the burstable ones. */
export const RDS_CLASSES: Record<string, RdsClassSpec> = Object.fromEntries([
  ...BURSTABLE.map((b) => [`db.${b.name}`, burstableClass(b)] as const),
  ...Object.values(INSTANCES)
    .map((t) => [t, enginesOf(t.family)] as const)
    .filter(([, engines]) => engines.length > 0)
    .map(([t, engines]) => [`db.${t.name}`, toClass(t, engines)] as const),
]);
