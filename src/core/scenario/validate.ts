/**
 * Limits as errors: a configuration AWS (or MySQL) would refuse becomes a ScenarioIssue naming the
 * limit and the nearest valid value. Limits come from the catalog (each with its source); the
 * model never sees a scenario that fails here, so no NaN or Infinity can come out of it.
 */
import type { Catalog, EbsLimits } from '../catalog/types.ts';
import { getInstance, getRegion, regionInstancePrice } from '../catalog/index.ts';
import type { ScenarioIssue } from '../types.ts';
import type { Scenario } from './types.ts';
import { PAGE_SIZES_KIB } from './types.ts';
import { hasValidatePathsOption, minIbdPages, minTablesGiB, parseMysqlVersion } from './version.ts';
import { formatNumber } from '../format/index.ts';

/** Largest table count the model accepts (10 million files; far beyond any reported server). */
export const MAX_TABLES = 10_000_000;
/** Largest client thread count the model accepts. */
export const MAX_THREADS = 4096;

const fmt = (n: number): string => formatNumber(n);

function issue(
  path: string,
  limit: string,
  text: string,
  nearestValid?: number | string,
): ScenarioIssue {
  const near =
    nearestValid === undefined
      ? ''
      : ` → nearest valid ${typeof nearestValid === 'number' ? fmt(nearestValid) : nearestValid}`;
  return {
    path,
    limit,
    message: `At ${path}: ${text}${near}.`,
    ...(nearestValid === undefined ? {} : { nearestValid }),
  };
}

function finite(issues: ScenarioIssue[], path: string, value: number): boolean {
  if (typeof value === 'number' && Number.isFinite(value)) return true;
  issues.push(issue(path, 'finite', `expected a finite number, got ${String(value)}`));
  return false;
}

function range(
  issues: ScenarioIssue[],
  path: string,
  value: number,
  min: number,
  max: number,
  limit: string,
  what: string,
): void {
  if (!finite(issues, path, value)) return;
  if (value < min)
    issues.push(
      issue(path, `${limit}.min`, `${what} must be at least ${fmt(min)}, got ${fmt(value)}`, min),
    );
  else if (value > max)
    issues.push(
      issue(path, `${limit}.max`, `${what} must be at most ${fmt(max)}, got ${fmt(value)}`, max),
    );
}

/** An EBS volume's provisioned figures, wherever it sits in the scenario (data or log volume). */
interface EbsVolumeFields {
  sizeGiB: number;
  iops: number;
  throughputMiBps: number;
}

/** Limits of one EBS volume; `at` is its scenario path (`storage`, `logVolume`). */
function validateEbs(
  st: EbsVolumeFields,
  lim: EbsLimits,
  at: string,
  issues: ScenarioIssue[],
): void {
  const k = lim.kind;
  range(
    issues,
    `${at}.sizeGiB`,
    st.sizeGiB,
    lim.minSizeGiB,
    lim.maxSizeGiB,
    `${k}.size`,
    `${k} size (GiB)`,
  );
  if (k === 'gp2') return;
  if (!finite(issues, `${at}.iops`, st.iops)) return;
  // The IOPS every size includes (gp3: 3,000) are allowed at any size; the per-GiB ratio limits
  // what is provisioned above them (AWS EBS user guide, "General Purpose SSD volumes").
  const maxBySize = Math.max(
    lim.baselineIops,
    Math.floor(Math.max(lim.minSizeGiB, st.sizeGiB) * lim.iopsPerGiB),
  );
  if (st.iops < lim.baselineIops) {
    issues.push(
      issue(
        `${at}.iops`,
        `${k}.minIops`,
        `${k} IOPS must be at least ${fmt(lim.baselineIops)}, got ${fmt(st.iops)}`,
        lim.baselineIops,
      ),
    );
  } else if (st.iops > lim.maxIops) {
    issues.push(
      issue(
        `${at}.iops`,
        `${k}.maxIops`,
        `${k} allows at most ${fmt(lim.maxIops)} IOPS, got ${fmt(st.iops)}`,
        Math.min(lim.maxIops, maxBySize),
      ),
    );
  } else if (st.iops > maxBySize) {
    issues.push(
      issue(
        `${at}.iops`,
        `${k}.maxIopsPerGiB`,
        `${k} allows at most ${fmt(lim.iopsPerGiB)} IOPS per GiB; ${fmt(st.sizeGiB)} GiB allows ${fmt(maxBySize)}, got ${fmt(st.iops)}`,
        Math.max(lim.baselineIops, maxBySize),
      ),
    );
  }
  if (k !== 'gp3') return;
  if (!finite(issues, `${at}.throughputMiBps`, st.throughputMiBps)) return;
  const maxByIops =
    lim.maxMiBpsPerIops > 0 ? Math.floor(st.iops * lim.maxMiBpsPerIops) : lim.maxMiBps;
  if (st.throughputMiBps < lim.baselineMiBps) {
    issues.push(
      issue(
        `${at}.throughputMiBps`,
        'gp3.minThroughput',
        `gp3 throughput must be at least ${fmt(lim.baselineMiBps)} MiB/s, got ${fmt(st.throughputMiBps)}`,
        lim.baselineMiBps,
      ),
    );
  } else if (st.throughputMiBps > lim.maxMiBps) {
    issues.push(
      issue(
        `${at}.throughputMiBps`,
        'gp3.maxThroughput',
        `gp3 allows at most ${fmt(lim.maxMiBps)} MiB/s, got ${fmt(st.throughputMiBps)}`,
        Math.min(lim.maxMiBps, Math.max(lim.baselineMiBps, maxByIops)),
      ),
    );
  } else if (st.throughputMiBps > maxByIops) {
    issues.push(
      issue(
        `${at}.throughputMiBps`,
        'gp3.maxThroughputPerIops',
        `gp3 allows at most ${fmt(lim.maxMiBpsPerIops)} MiB/s per provisioned IOPS; ${fmt(st.iops)} IOPS allow ${fmt(maxByIops)} MiB/s, got ${fmt(st.throughputMiBps)}`,
        Math.max(lim.baselineMiBps, maxByIops),
      ),
    );
  }
}

/**
 * The tables' `.ibd` files must fit on the device: each takes at least `minIbdPages` pages of
 * innodb_page_size (7 from MySQL 8.0, 6 before; scenario/version.ts), even empty.
 */
function tablesFit(
  s: Scenario,
  capacityGiB: number,
  path: string,
  where: string,
  issues: ScenarioIssue[],
): void {
  const ver = parseMysqlVersion(s.mysql.version);
  const m = s.mysql;
  // An out-of-range table count is its own issue (mysql.tables).
  if (!ver || !Number.isFinite(capacityGiB) || !(m.tables >= 0 && m.tables <= MAX_TABLES)) return;
  if (!PAGE_SIZES_KIB.includes(m.pageSizeKiB)) return;
  const needGiB = minTablesGiB(m.tables, ver, m.pageSizeKiB);
  if (needGiB <= capacityGiB) return;
  const ibdKiB = minIbdPages(ver) * m.pageSizeKiB;
  const text = `${fmt(m.tables)} tables need at least ${fmt(Math.ceil(needGiB))} GiB (each .ibd file is at least ${minIbdPages(ver)} pages of ${m.pageSizeKiB} KiB = ${fmt(ibdKiB)} KiB in MySQL ${m.version}), more than ${where}`;
  const nearest =
    path === 'storage.sizeGiB' ? Math.ceil(needGiB) : Math.floor((capacityGiB * 2 ** 20) / ibdKiB);
  issues.push(issue(path, 'volume.tables', text, nearest));
}

function nearestPageSize(v: number): number {
  let best: number = PAGE_SIZES_KIB[0] ?? 16;
  for (const p of PAGE_SIZES_KIB) if (Math.abs(p - v) < Math.abs(best - v)) best = p;
  return best;
}

/** Every problem with a scenario, each naming its limit; empty when the model can run it. */
export function validateScenarioLimits(s: Scenario, catalog: Catalog): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  const region = getRegion(catalog, s.region);
  if (!region) {
    const first = Object.keys(catalog.regions)[0];
    issues.push(issue('region', 'catalog.region', `unknown region "${s.region}"`, first));
  }
  const custom = s.instance.type === 'custom';
  const inst = custom ? null : (getInstance(catalog, s.instance.type) ?? null);
  if (custom) {
    range(
      issues,
      'instance.customVcpu',
      s.instance.customVcpu,
      1,
      448,
      'custom.vcpu',
      'custom vCPUs',
    );
    range(
      issues,
      'instance.customMemoryGiB',
      s.instance.customMemoryGiB,
      0.5,
      24576,
      'custom.memory',
      'custom memory (GiB)',
    );
    range(
      issues,
      'instance.customHourlyUsd',
      s.instance.customHourlyUsd,
      0,
      1000,
      'custom.price',
      'custom hourly price (USD)',
    );
  } else if (!inst) {
    issues.push(
      issue(
        'instance.type',
        'catalog.instance',
        `unknown instance type "${s.instance.type}" (or use custom)`,
        'm6i.large',
      ),
    );
  } else if (region && !regionInstancePrice(region, inst.name)) {
    issues.push(
      issue('instance.type', 'catalog.instancePrice', `no price for ${inst.name} in ${s.region}`),
    );
  }

  const st = s.storage;
  if (st.kind === 'gp3' || st.kind === 'io2' || st.kind === 'gp2') {
    validateEbs(st, catalog.ebsLimits[st.kind], 'storage', issues);
    if (finite(issues, 'mysql.dataGiB', s.mysql.dataGiB) && s.mysql.dataGiB > st.sizeGiB) {
      issues.push(
        issue(
          'mysql.dataGiB',
          'volume.size',
          `data (${fmt(s.mysql.dataGiB)} GiB) does not fit on a ${fmt(st.sizeGiB)} GiB volume`,
          st.sizeGiB,
        ),
      );
    }
    tablesFit(s, st.sizeGiB, 'storage.sizeGiB', `a ${fmt(st.sizeGiB)} GiB volume`, issues);
  } else if (st.kind === 'instance-store') {
    if (custom) {
      issues.push(
        issue(
          'storage.kind',
          'instanceStore.custom',
          'instance-store needs an EC2 type with local NVMe (e.g. m6id.xlarge), not a custom instance',
          'custom',
        ),
      );
    } else if (inst && !inst.instanceStore) {
      issues.push(
        issue(
          'storage.kind',
          'instanceStore.none',
          `${inst.name} has no instance store (choose a *d type such as m6id)`,
          'gp3',
        ),
      );
    } else if (inst?.instanceStore) {
      const gib = (inst.instanceStore.devices * inst.instanceStore.deviceSizeGB * 1e9) / 2 ** 30;
      if (finite(issues, 'mysql.dataGiB', s.mysql.dataGiB) && s.mysql.dataGiB > gib) {
        issues.push(
          issue(
            'mysql.dataGiB',
            'instanceStore.size',
            `data (${fmt(s.mysql.dataGiB)} GiB) does not fit on ${inst.name}'s ${fmt(Math.floor(gib))} GiB instance store`,
            Math.floor(gib),
          ),
        );
      }
      tablesFit(
        s,
        gib,
        'mysql.tables',
        `${inst.name}'s ${fmt(Math.floor(gib))} GiB instance store`,
        issues,
      );
    }
  } else {
    const c = st.custom;
    range(
      issues,
      'storage.custom.readIops4k',
      c.readIops4k,
      1,
      100_000_000,
      'custom.iops',
      'custom device IOPS',
    );
    range(
      issues,
      'storage.custom.readMiBps',
      c.readMiBps,
      1,
      1_000_000,
      'custom.bandwidth',
      'custom device MiB/s',
    );
    range(
      issues,
      'storage.custom.readLatencyUs',
      c.readLatencyUs,
      1,
      1_000_000,
      'custom.latency',
      'custom device latency (µs)',
    );
    range(
      issues,
      'storage.custom.writeLatencyUs',
      c.writeLatencyUs,
      1,
      1_000_000,
      'custom.writeLatency',
      'custom device write latency (µs)',
    );
    range(issues, 'storage.custom.count', c.count, 1, 64, 'custom.count', 'custom device count');
    if (Number.isFinite(c.count) && !Number.isInteger(c.count)) {
      issues.push(
        issue(
          'storage.custom.count',
          'custom.count.integer',
          `device count must be whole, got ${fmt(c.count)}`,
          Math.max(1, Math.round(c.count)),
        ),
      );
    }
    range(
      issues,
      'storage.custom.monthlyUsd',
      c.monthlyUsd,
      0,
      1_000_000,
      'custom.price',
      'custom device monthly price (USD)',
    );
  }
  if (
    st.volumeState === 'restored' &&
    !(st.kind === 'gp3' || st.kind === 'io2' || st.kind === 'gp2')
  ) {
    issues.push(
      issue(
        'storage.volumeState',
        'restore.ebsOnly',
        `only EBS volumes are restored from snapshots, not ${st.kind}`,
        'warm',
      ),
    );
  }

  const m = s.mysql;
  const ver = parseMysqlVersion(m.version);
  if (!ver) {
    issues.push(
      issue(
        'mysql.version',
        'mysql.version.format',
        `expected major.minor.patch (e.g. 8.0.39), got "${m.version}"`,
        '8.0.39',
      ),
    );
  } else if (ver.major < 5 || (ver.major === 5 && ver.minor < 6)) {
    issues.push(
      issue(
        'mysql.version',
        'mysql.version.min',
        `the model covers MySQL 5.6 and later, got ${m.version}`,
        '5.6.51',
      ),
    );
  } else if (!m.validatePaths && !hasValidatePathsOption(ver)) {
    issues.push(
      issue(
        'mysql.validatePaths',
        'mysql.validatePaths.version',
        `innodb_validate_tablespace_paths exists from 8.0.21; ${m.version} always validates`,
        'on',
      ),
    );
  }
  range(issues, 'mysql.tables', m.tables, 0, MAX_TABLES, 'mysql.tables', 'table count');
  if (Number.isFinite(m.tables) && !Number.isInteger(m.tables)) {
    issues.push(
      issue(
        'mysql.tables',
        'mysql.tables.integer',
        `table count must be whole, got ${fmt(m.tables)}`,
        Math.round(m.tables),
      ),
    );
  }
  range(issues, 'mysql.dataGiB', m.dataGiB, 0.001, 65536, 'mysql.data', 'data size (GiB)');
  const memory = custom ? s.instance.customMemoryGiB : (inst?.memoryGiB ?? Infinity);
  range(
    issues,
    'mysql.bufferPoolGiB',
    m.bufferPoolGiB,
    0.125,
    Number.isFinite(memory) ? memory : 24576,
    'instance.memory',
    'buffer pool (GiB) within instance memory',
  );
  if (!PAGE_SIZES_KIB.includes(m.pageSizeKiB)) {
    issues.push(
      issue(
        'mysql.pageSizeKiB',
        'innodb.pageSize',
        `innodb_page_size must be 4, 8, 16, 32 or 64 KiB, got ${String(m.pageSizeKiB)}`,
        nearestPageSize(Number(m.pageSizeKiB)),
      ),
    );
  }
  const log = s.logVolume;
  if (log.kind !== 'same') validateEbs(log, catalog.ebsLimits[log.kind], 'logVolume', issues);
  if (m.doublewrite === 'log' && log.kind === 'same') {
    issues.push(
      issue(
        'mysql.doublewrite',
        'doublewrite.logVolume',
        'doublewrite on the log volume needs a separate log volume (log storage gp3, io2 or gp2)',
        'data',
      ),
    );
  }
  range(
    issues,
    'workload.writeFraction',
    s.workload.writeFraction,
    0,
    1,
    'workload.writeFraction',
    'write fraction',
  );
  range(
    issues,
    'workload.threads',
    s.workload.threads,
    1,
    MAX_THREADS,
    'workload.threads',
    'client threads',
  );
  range(
    issues,
    'pricing.discountPercent',
    s.pricing.discountPercent,
    0,
    100,
    'pricing.discount',
    'discount (%)',
  );
  return issues;
}
