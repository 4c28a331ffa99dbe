/**
 * Limits as errors: a configuration AWS (or MySQL) would refuse becomes a ScenarioIssue naming the
 * field by its label, the limit, and the nearest valid value. Numeric fields are checked against
 * their ranges in scenario/limits.ts (one table, also read by the app, sweeps and recommend);
 * this file adds the rules between choices (region, instance type, storage kind, version, page
 * size). The model never sees a scenario that fails here, so no NaN or Infinity can come out of it.
 */
import type { Catalog } from '../catalog/types.ts';
import { getInstance, getRegion, regionInstancePrice } from '../catalog/index.ts';
import { addRegionHint } from '../catalog/regionHelp.ts';
import { validateProfile } from '../calibration/profile.ts';
import type { ScenarioIssue } from '../types.ts';
import type { Scenario } from './types.ts';
import { COMPRESSION_RATIOS, PAGE_SIZES_KIB } from './types.ts';
import { compressionRatioOf } from './compression.ts';
import { hasValidatePathsOption, parseMysqlVersion } from './version.ts';
import { fieldIssues, fieldLabel } from './limits.ts';
import { isDbClass } from '../catalog/dbClass.ts';
import { DEPLOYMENT_LABELS, deploymentRulesOf } from './deployments.ts';
import { cloudIssues } from '../cloud/index.ts';
import {
  deploymentKinds,
  findStorageKind,
  kindDeployments,
  kindFamily,
  kindFor,
  storageKindIds,
} from '../storage/index.ts';
import type { StorageKindModule } from '../storage/index.ts';

export { MAX_TABLES, MAX_THREADS } from './limits.ts';

/** An issue of a choice field: "<Label> <what>. Nearest valid: <value>." */
function choiceIssue(
  path: string,
  limit: string,
  text: string,
  nearestValid?: number | string,
  nearestLabel?: string,
): ScenarioIssue {
  const near =
    nearestValid === undefined ? '' : ` Nearest valid: ${nearestLabel ?? String(nearestValid)}.`;
  return {
    path,
    limit,
    message: `${fieldLabel(path)} ${text}.${near}`,
    ...(nearestValid === undefined ? {} : { nearestValid }),
  };
}

/**
 * A compression ratio InnoDB can store: KEY_BLOCK_SIZE = page / ratio is 1, 2, 4, 8 or 16 KiB,
 * and compressed tables need pages of at most 16 KiB (scenario/compression.ts).
 */
/** Whether InnoDB compresses pages of `pageSizeKiB` at ratio `v` (1: uncompressed, always). */
function ratioFits(pageSizeKiB: number, v: number): boolean {
  return (
    v === 1 || (pageSizeKiB <= 16 && pageSizeKiB / v >= 1 && COMPRESSION_RATIOS.includes(v as 1))
  );
}

function compressionIssue(m: Scenario['mysql']): ScenarioIssue | null {
  const r = compressionRatioOf(m);
  const raw = (m as Partial<Scenario['mysql']>).compressionRatio;
  if (raw === undefined || (ratioFits(m.pageSizeKiB, r) && raw === r)) return null;
  const valid = COMPRESSION_RATIOS.filter((v) => ratioFits(m.pageSizeKiB, v));
  let near = 1;
  for (const v of valid) if (Math.abs(v - Number(raw)) < Math.abs(near - Number(raw))) near = v;
  const why =
    m.pageSizeKiB > 16
      ? `must be 1 with ${m.pageSizeKiB} KiB pages (InnoDB compresses tables only with pages of at most 16 KiB)`
      : `must be one of ${valid.join(', ')} with ${m.pageSizeKiB} KiB pages (KEY_BLOCK_SIZE = page size / ratio: 1, 2, 4, 8 or 16 KiB)`;
  return choiceIssue(
    'mysql.compressionRatio',
    'innodb.compression',
    `${why}, got ${String(raw)}`,
    near,
  );
}

function nearestPageSize(v: number): number {
  let best: number = PAGE_SIZES_KIB[0] ?? 16;
  for (const p of PAGE_SIZES_KIB) if (Math.abs(p - v) < Math.abs(best - v)) best = p;
  return best;
}

function instanceIssues(s: Scenario, catalog: Catalog): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const region = getRegion(catalog, s.region);
  if (!region) {
    const first = Object.keys(catalog.regions)[0];
    issues.push(
      choiceIssue(
        'region',
        'catalog.region',
        `"${s.region}" is not in the catalog; ${addRegionHint(s.region)}`,
        first,
      ),
    );
  }
  if (s.instance.type === 'custom') return issues;
  const inst = getInstance(catalog, s.instance.type);
  if (!inst) {
    issues.push(
      choiceIssue(
        'instance.type',
        'catalog.instance',
        `"${s.instance.type}" is not in the catalog (choose one from the list, or custom)`,
        'm6i.large',
      ),
    );
  } else if (region && !isDbClass(inst.name) && !regionInstancePrice(region, inst.name)) {
    // A DB class's price is the deployment's (deployment/validate.ts), not EC2's.
    issues.push(
      choiceIssue(
        'instance.type',
        'catalog.instancePrice',
        `${inst.name} has no price in ${s.region} (catalog update with the region's offer file adds it)`,
      ),
    );
  }
  return issues;
}

function storageIssues(s: Scenario, catalog: Catalog): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const st = s.storage;
  const kind = findStorageKind(st.kind);
  if (!kind)
    return [
      choiceIssue(
        'storage.kind',
        'storage.kind',
        `must be one of ${storageKindIds().join(', ')}, got "${String(st.kind)}"`,
        'gp3',
      ),
    ];
  const other = otherDeploymentIssue(s, kind);
  if (other) return [other];
  issues.push(...(kind.issues?.(s, catalog) ?? []));
  const ebs = kind.onEbs;
  const custom = s.instance.type === 'custom';
  const inst = custom ? undefined : getInstance(catalog, s.instance.type);
  // An unknown instance type is the instance field's issue, not the storage's.
  const no = custom || inst ? kind.unavailableOn?.(inst ?? null) : null;
  if (no)
    issues.push(choiceIssue('storage.kind', no.limit, no.text, no.nearestValid, no.nearestLabel));
  if (st.volumeState === 'restored' && !ebs)
    issues.push(
      choiceIssue(
        'storage.volumeState',
        'restore.ebsOnly',
        `"restored from snapshot" applies to EBS volumes only, not ${st.kind}`,
        'warm',
        'warm',
      ),
    );
  return issues;
}

/** A kind the scenario's deployment does not offer (local NVMe on RDS, EC2's gp3 on Aurora). */
function otherDeploymentIssue(s: Scenario, kind: StorageKindModule): ScenarioIssue | undefined {
  if (kindDeployments(kind).includes(s.deployment)) return undefined;
  const name = DEPLOYMENT_LABELS[s.deployment];
  const offered = deploymentKinds(s.deployment, s.cloud).map((m) => m.kind);
  const near = kindFor(kind.kind, s.deployment, s.cloud);
  const shown = findStorageKind(near);
  return choiceIssue(
    'storage.kind',
    'deployment.storage',
    `${kind.kind} is not storage ${name} offers (it offers ${offered.join(', ')}); for ${name} use ${near}`,
    near,
    shown ? kindFamily(shown) : near,
  );
}

function mysqlIssues(s: Scenario): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const m = s.mysql;
  const ver = parseMysqlVersion(m.version);
  if (!ver) {
    issues.push(
      choiceIssue(
        'mysql.version',
        'mysql.version.format',
        `must read major.minor.patch (e.g. 8.0.39), got "${m.version}"`,
        '8.0.39',
      ),
    );
  } else if (ver.major < 5 || (ver.major === 5 && ver.minor < 6)) {
    issues.push(
      choiceIssue(
        'mysql.version',
        'mysql.version.min',
        `${m.version} is older than the model covers (MySQL 5.6 and later)`,
        '5.6.51',
      ),
    );
  } else if (!m.validatePaths && !hasValidatePathsOption(ver)) {
    issues.push(
      choiceIssue(
        'mysql.validatePaths',
        'mysql.validatePaths.version',
        `can be turned off from MySQL 8.0.21; ${m.version} always validates (turn it on)`,
      ),
    );
  }
  if (!PAGE_SIZES_KIB.includes(m.pageSizeKiB)) {
    const near = nearestPageSize(Number(m.pageSizeKiB));
    issues.push(
      choiceIssue(
        'mysql.pageSizeKiB',
        'innodb.pageSize',
        `(innodb_page_size) must be 4, 8, 16, 32 or 64 KiB, got ${String(m.pageSizeKiB)}`,
        near,
        `${near} KiB`,
      ),
    );
  }
  const zip = compressionIssue(m);
  if (zip) issues.push(zip);
  if (m.doublewrite === 'log' && s.logVolume.kind === 'same') {
    issues.push(
      choiceIssue(
        'mysql.doublewrite',
        'doublewrite.logVolume',
        'on the log volume needs a separate log volume (Redo and binlog: a separate gp3, io2 or gp2 volume)',
        'data',
        'on, data volume',
      ),
    );
  }
  if (s.calibration) {
    const profile = validateProfile(s.calibration, 'calibration', { figuresOnly: true });
    if (!profile.ok)
      for (const e of profile.errors)
        issues.push({
          path: e.path,
          limit: 'calibration.range',
          message: e.message,
          ...(e.nearestValid === undefined ? {} : { nearestValid: e.nearestValid }),
        });
  }
  return issues;
}

/** Every problem with a scenario, each naming its limit; empty when the model can run it. */
export function validateScenarioLimits(s: Scenario, catalog: Catalog): ScenarioIssue[] {
  const storage = storageIssues(s, catalog);
  // A storage kind's own rule on a numeric field replaces the table's on that field.
  const fields = fieldIssues(s, catalog);
  const own = fields.length > 0 ? new Set(storage.map((i) => i.path)) : undefined;
  const cloud = cloudIssues(s, catalog);
  // Choices of another cloud (an AWS region on Azure) are the cloud's issue, in its words.
  if (cloud.length > 0) return cloud;
  return [
    ...instanceIssues(s, catalog),
    ...deploymentRulesOf(s.deployment).issues(s, catalog),
    ...storage,
    ...mysqlIssues(s),
    ...(own ? fields.filter((i) => !own.has(i.path)) : fields),
  ];
}
