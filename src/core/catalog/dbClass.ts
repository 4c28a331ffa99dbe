/**
 * DB instance class names (issue 29): RDS and Aurora run on a class named `db.<EC2 type>`
 * (`db.m6i.large`), which is the EC2 instance type of the same name: same vCPUs, memory and
 * EBS-optimized ceilings (RDS User Guide, "Hardware specifications for DB instance classes").
 * Names only, so the catalog can read a class's hardware from its EC2 row.
 */

/** The prefix of a DB instance class: `db.m6i.large`. */
export const DB_CLASS_PREFIX = 'db.';

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
