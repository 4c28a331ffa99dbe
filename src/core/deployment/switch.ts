/**
 * A scenario moved between deployments (issue 29): the pure transition behind the app's
 * deployment choice and the CLI's `--deployment`.
 */
import type { Catalog } from '../catalog/types.ts';
import { DEFAULT_CATALOG } from '../catalog/index.ts';
import { rdsClassNames } from '../catalog/rds/index.ts';
import type { Deployment, Scenario, StorageChoice } from '../scenario/types.ts';
import { ec2TypeOf, instanceNameFor, managed } from './index.ts';
import { kindFor, storageKind } from '../storage/index.ts';
import { fieldRange, nearestInRange } from '../scenario/limits.ts';
import { auroraClassPrice, managedPrices, rdsClassPrice, rdsCatalogOf } from './prices.ts';

/**
 * The instance of `s` as deployment `to` names it: `m6i.large` ↔ `db.m6i.large`; on RDS or Aurora
 * a class the engine sells in the region, the same family when it does, else the memory-optimized
 * family of the same generation (`db.m6i.large` → `db.r6i.large` on Aurora), else the same size;
 * a custom instance becomes db.m6i.large (RDS) or db.r6i.large (Aurora).
 */
function instanceFor(s: Scenario, to: Deployment, catalog: Catalog): string {
  const base = s.instance.type === 'custom' && managed(to) ? 'm6i.large' : s.instance.type;
  const name = instanceNameFor(to, base);
  if (!managed(to)) return name;
  const p = managedPrices(catalog, s.region);
  if (!p) return name;
  const sold = to === 'rds' ? rdsClassPrice(p, name) : auroraClassPrice(p, name);
  if (sold) return name;
  const names = rdsClassNames(
    to === 'rds' ? 'mysql' : 'aurora-mysql',
    s.region,
    rdsCatalogOf(catalog),
  );
  const [family = '', size = ''] = ec2TypeOf(name).split('.');
  const memory = `db.r${family.slice(1)}.${size}`;
  return (
    names.find((n) => n === memory) ?? names.find((n) => n.endsWith(`.${size}`)) ?? names[0] ?? name
  );
}

/** The scenario fields a deployment switch may carry over, and which of them the user set. */
export type DeploymentKeep = Partial<
  Record<
    | 'instance'
    | 'pageSize'
    | 'doublewrite'
    | 'startupOpt'
    | 'logVolume'
    | 'storage'
    | 'iops'
    | 'throughput',
    boolean
  >
>;

/**
 * The scenario moved to deployment `to`, every field the new deployment refuses changed to its
 * nearest equivalent (a pure transition, shared by the app's deployment choice and the CLI's
 * `--deployment`): the instance renamed (`m6i.large` ↔ `db.m6i.large`; a custom instance becomes
 * db.m6i.large), the storage kind the deployment's own (gp3 ↔ rds-gp3, Aurora's cluster volume), redo and binlog back on the data storage (RDS and Aurora manage them), and on
 * Aurora the 16 KiB page size and no doublewrite. Fields in `keep` are the user's and left as they
 * are (validation then says what is wrong with them).
 */
export function withDeployment(
  s: Scenario,
  to: Deployment,
  keep: DeploymentKeep = {},
  catalog: Catalog = DEFAULT_CATALOG,
): Scenario {
  const out: Scenario = { ...s, deployment: to };
  if (!keep.instance) {
    out.instance = { ...s.instance, type: instanceFor(s, to, catalog) };
  }
  if (managed(to) && !keep.logVolume && s.logVolume.kind !== 'same')
    out.logVolume = { ...s.logVolume, kind: 'same' };
  if (!keep.storage) out.storage = storageFor(s.storage, to);
  // Aurora's volume grows with the data; a volume of the new kind must hold it (data added on
  // Aurora blocked the switch back: "the data must fit on the 500 GiB volume").
  if (!keep.storage) out.storage = { ...out.storage, sizeGiB: sizeHoldingData(out, catalog) };
  const fit = storageKind(out.storage.kind).fitProvisioning;
  // AWS's builds of MySQL have no startup patch (bug #115988).
  if (managed(to) && !keep.startupOpt && s.mysql.startupOpt !== 'default')
    out.mysql = { ...s.mysql, startupOpt: 'default' };
  if (to === 'aurora') {
    const mysql = { ...out.mysql };
    if (!keep.pageSize) mysql.pageSizeKiB = 16;
    if (!keep.doublewrite) mysql.doublewrite = 'off';
    out.mysql = mysql;
  } else if (managed(to) && !keep.doublewrite && s.mysql.doublewrite === 'log') {
    out.mysql = { ...out.mysql, doublewrite: 'data' };
  }
  if (fit)
    out.storage = fit(out.storage, catalog, { iops: keep.iops, throughput: keep.throughput });
  return out;
}

/** The volume size of `s` moved into its kind's range, the data's size its floor. */
function sizeHoldingData(s: Scenario, catalog: Catalog): number {
  const range = fieldRange(s, catalog, 'storage.sizeGiB', {
    free: ['storage.iops', 'storage.throughputMiBps'],
  });
  return (range ? nearestInRange(range, s.storage.sizeGiB) : undefined) ?? s.storage.sizeGiB;
}

/**
 * The storage of deployment `to` nearest to `st` (storage/registry.ts `kindFor`: the kind of the
 * same family, gp3 ↔ rds-gp3, else the deployment's first kind), a managed one warm.
 */
function storageFor(st: StorageChoice, to: Deployment): StorageChoice {
  const kind = kindFor(st.kind, to);
  if (kind === st.kind) return st;
  return managed(to)
    ? { ...st, kind, volumeState: 'warm', restoreRemedy: 'none' }
    : { ...st, kind };
}
