/**
 * Deployments (issue 29): where MySQL runs. `ec2` is a self-managed server on an EC2 instance;
 * `rds` is Amazon RDS for MySQL, `aurora` is Aurora MySQL, both on a DB instance class named
 * `db.<EC2 type>` (`db.m6i.large`), which runs on the EC2 instance type of the same name: same
 * vCPUs, memory and EBS-optimized ceilings (RDS User Guide, "Hardware specifications for DB
 * instance classes"). So the engine model (startup, QPS) reads a DB class's hardware from the
 * EC2 type, and the deployment decides the storage, the prices and what AWS manages.
 */
import type { Deployment } from '../scenario/types.ts';

/** The prefix of a DB instance class: `db.m6i.large`. */
export const DB_CLASS_PREFIX = 'db.';

/** How each deployment is named to a person (app, CLI, PDF). */
export const DEPLOYMENT_LABELS: Readonly<Record<Deployment, string>> = {
  ec2: 'EC2 (self-managed)',
  rds: 'RDS for MySQL',
  aurora: 'Aurora MySQL',
};

/** Short names for tables and titles ("RDS", "Aurora"). */
export const DEPLOYMENT_SHORT: Readonly<Record<Deployment, string>> = {
  ec2: 'EC2',
  rds: 'RDS',
  aurora: 'Aurora',
};

/** Whether `name` is a DB instance class (`db.m6i.large`). */
export function isDbClass(name: string): boolean {
  return name.startsWith(DB_CLASS_PREFIX) && name.length > DB_CLASS_PREFIX.length;
}

/** The EC2 type a DB instance class runs on (`db.m6i.large` → `m6i.large`); an EC2 name as it is. */
export function ec2TypeOf(name: string): string {
  return isDbClass(name) ? name.slice(DB_CLASS_PREFIX.length) : name;
}

/** The DB instance class of an EC2 type (`m6i.large` → `db.m6i.large`); a DB class as it is. */
export function dbClassOf(name: string): string {
  return isDbClass(name) ? name : `${DB_CLASS_PREFIX}${name}`;
}

/** Whether the deployment runs on a DB instance class (RDS, Aurora) rather than an EC2 type. */
export function managed(d: Deployment): boolean {
  return d !== 'ec2';
}

/** An instance name as the deployment calls it: `db.m6i.large` on RDS and Aurora, `m6i.large` on EC2. */
export function instanceNameFor(d: Deployment, name: string): string {
  if (name === 'custom') return name;
  return managed(d) ? dbClassOf(name) : ec2TypeOf(name);
}
