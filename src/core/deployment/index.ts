/**
 * Deployments (issue 29): where MySQL runs. `ec2` is a self-managed server on an EC2 instance;
 * `rds` is Amazon RDS for MySQL, `aurora` is Aurora MySQL, both on a DB instance class named
 * `db.<EC2 type>` (`db.m6i.large`), which runs on the EC2 instance type of the same name: same
 * vCPUs, memory and EBS-optimized ceilings (RDS User Guide, "Hardware specifications for DB
 * instance classes"). So the engine model (startup, QPS) reads a DB class's hardware from the
 * EC2 type, and the deployment decides the storage, the prices and what AWS manages.
 *
 * Importing this module registers each deployment's validation rules with the scenario's
 * registry (./rules.ts; src/core/scenario/deployments.ts), as src/core/storage/index.ts
 * registers the storage kinds. The names live below the deployment layer (DB class names in
 * src/core/catalog/dbClass.ts, deployment words in src/core/scenario/deployments.ts) and are
 * re-exported here.
 */
import './rules.ts';

export { DB_CLASS_PREFIX, dbClassOf, ec2TypeOf, isDbClass } from '../catalog/dbClass.ts';
export {
  DEPLOYMENT_LABELS,
  DEPLOYMENT_SHORT,
  instanceNameFor,
  managed,
} from '../scenario/deployments.ts';
