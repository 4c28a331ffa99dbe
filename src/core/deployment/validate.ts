/**
 * What a deployment refuses (issue 29), in the user's words, each naming the field and a valid
 * value: an EC2 type on RDS ("for RDS use db.m6i.large"), a DB class on EC2 (storage a deployment
 * does not offer is scenario/validate.ts's: each storage kind names its deployments), a page size Aurora does not take, MySQL versions the service does not run.
 */
import type { ScenarioIssue } from '../types.ts';
import type { Scenario } from '../scenario/types.ts';
import { parseMysqlVersion } from '../scenario/version.ts';
import { dbClassOf, ec2TypeOf, isDbClass } from '../catalog/dbClass.ts';
import { DEPLOYMENT_SHORT, managed, multiAzOf } from '../scenario/deployments.ts';
import { MULTI_AZ_CLUSTER } from '../catalog/rds/multiAzCluster.ts';
import type { Catalog } from '../catalog/types.ts';
import { auroraClassPrice, managedPrices, rdsClassPrice } from './prices.ts';
import { rdsClassNames } from '../catalog/rds/index.ts';

const issue = (
  path: string,
  limit: string,
  message: string,
  nearestValid?: string | number,
): ScenarioIssue => ({
  path,
  limit,
  message,
  ...(nearestValid === undefined ? {} : { nearestValid }),
});

/** MySQL major.minor versions each managed service runs (RDS: 5.7 on Extended Support, 8.0, 8.4; Aurora MySQL v2 is 5.7-compatible, v3 8.0). */
export const MANAGED_MYSQL_VERSIONS: Readonly<Record<'rds' | 'aurora', readonly string[]>> = {
  rds: ['5.7', '8.0', '8.4'],
  aurora: ['5.7', '8.0'],
};

function instanceIssue(s: Scenario): ScenarioIssue | undefined {
  const type = s.instance.type;
  const name = DEPLOYMENT_SHORT[s.deployment];
  if (!managed(s.deployment)) {
    if (!isDbClass(type)) return undefined;
    const ec2 = ec2TypeOf(type);
    return issue(
      'instance.type',
      'deployment.instance',
      `Instance type ${type} is an RDS/Aurora DB instance class; for EC2 use ${ec2} (or choose the deployment RDS or Aurora).`,
      ec2,
    );
  }
  if (type === 'custom')
    return issue(
      'instance.type',
      'deployment.instance',
      `Instance type custom is for a self-managed server; ${name} runs on a DB instance class, e.g. db.m6i.large.`,
      'db.m6i.large',
    );
  if (isDbClass(type)) return undefined;
  const cls = dbClassOf(type);
  return issue(
    'instance.type',
    'deployment.instance',
    `Instance type ${type} is an EC2 type; for ${name} use ${cls}.`,
    cls,
  );
}

function versionIssue(s: Scenario): ScenarioIssue | undefined {
  if (s.deployment === 'ec2') return undefined;
  const v = parseMysqlVersion(s.mysql.version);
  if (!v) return undefined; // the version's own format check says what is wrong
  const offered = MANAGED_MYSQL_VERSIONS[s.deployment];
  if (offered.includes(`${v.major}.${v.minor}`)) return undefined;
  const service = s.deployment === 'rds' ? 'RDS for MySQL' : 'Aurora MySQL';
  return issue(
    'mysql.version',
    'deployment.version',
    `MySQL version ${s.mysql.version} is not one ${service} runs (it runs ${offered.join(', ')}); for ${service} use 8.0.39.`,
    '8.0.39',
  );
}

function engineIssues(s: Scenario): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  if (managed(s.deployment) && s.logVolume.kind !== 'same')
    out.push(
      issue(
        'logVolume.kind',
        'deployment.logVolume',
        `Redo and binlog on a separate ${s.logVolume.kind} volume is for a self-managed server; ${DEPLOYMENT_SHORT[s.deployment]} keeps them on its own storage: use same.`,
        'same',
      ),
    );
  if (managed(s.deployment) && s.mysql.startupOpt !== 'default')
    out.push(
      issue(
        'mysql.startupOpt',
        'deployment.startupOpt',
        `Startup optimization ${s.mysql.startupOpt} is a patch to MySQL's source (bug #115988); ${DEPLOYMENT_SHORT[s.deployment]} runs AWS's builds of MySQL, which do not have it: use default.`,
        'default',
      ),
    );
  if (s.deployment !== 'aurora') return out;
  if (s.mysql.pageSizeKiB !== 16)
    out.push(
      issue(
        'mysql.pageSizeKiB',
        'aurora.pageSize',
        `Page size ${s.mysql.pageSizeKiB} KiB: Aurora MySQL's page size is fixed at 16 KiB; for Aurora use 16.`,
        16,
      ),
    );
  if (s.mysql.doublewrite !== 'off')
    out.push(
      issue(
        'mysql.doublewrite',
        'aurora.doublewrite',
        'Doublewrite: Aurora MySQL has none (its storage is written redo log records, never whole pages, so no page can be torn); for Aurora use off.',
        'off',
      ),
    );
  return out;
}

/** A DB class the deployment's engine does not sell in the region (or not in the catalog). */
function classPriceIssue(s: Scenario, catalog: Catalog): ScenarioIssue | undefined {
  if (!managed(s.deployment) || !isDbClass(s.instance.type)) return undefined;
  const p = managedPrices(catalog, s.region);
  if (!p) {
    return issue(
      'region',
      'deployment.region',
      `Region ${s.region} has no ${DEPLOYMENT_SHORT[s.deployment]} prices in the catalog (innosizer catalog update --offer-file with the region's AmazonRDS offer file adds them).`,
    );
  }
  const rds = s.deployment === 'rds';
  const price = rds ? rdsClassPrice(p, s.instance.type) : auroraClassPrice(p, s.instance.type);
  if (price) return undefined;
  const names = rdsClassNames(rds ? 'mysql' : 'aurora-mysql', s.region, p.rds);
  const size = s.instance.type.split('.').at(-1) ?? '';
  const near = names.find((n) => n.endsWith(`.${size}`)) ?? names[0];
  const service = rds ? 'RDS for MySQL' : 'Aurora MySQL';
  return issue(
    'instance.type',
    'deployment.class',
    `Instance type ${s.instance.type} is not one of ${service}'s DB instance classes in ${s.region} (in the catalog)${near ? `; for ${service} use e.g. ${near}` : ''}.`,
    near,
  );
}

/** Every rule of the scenario's deployment it breaks; empty for a consistent scenario. */
export function deploymentIssues(s: Scenario, catalog: Catalog): ScenarioIssue[] {
  const out: ScenarioIssue[] = [];
  const inst = instanceIssue(s) ?? classPriceIssue(s, catalog);
  if (inst) out.push(inst);
  const ver = versionIssue(s);
  if (ver) out.push(ver);
  out.push(...engineIssues(s));
  const cluster = clusterStorageIssue(s);
  if (cluster) out.push(cluster);
  return out;
}

/** A Multi-AZ DB cluster takes io1, io2 or gp3 storage (multiAzCluster.ts), not gp2. */
function clusterStorageIssue(s: Scenario): ScenarioIssue | undefined {
  const kinds: readonly string[] = MULTI_AZ_CLUSTER.storageKinds;
  if (multiAzOf(s) !== 'cluster' || kinds.includes(s.storage.kind)) return undefined;
  const family = s.storage.kind.replace(/^rds-/, '');
  return issue(
    'storage.kind',
    'rds.multiAzCluster.storage',
    `Storage kind ${family} on an RDS Multi-AZ DB cluster: a Multi-AZ DB cluster takes io1, io2 or gp3 storage. Use gp3 (rds-gp3), or --multi-az instance.`,
    'rds-gp3',
  );
}
