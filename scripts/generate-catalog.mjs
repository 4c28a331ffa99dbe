#!/usr/bin/env node
// @ts-check
/**
 * Generates src/core/catalog/generated/awsInstances.ts from public machine-readable sources:
 *
 *   node scripts/generate-catalog.mjs [--karpenter GITDIR] [--user-guide GITDIR] [--autoscaler GITDIR]
 *   (npm run catalog:generate)
 *
 * Each GITDIR is a git directory (bare or not) of the repository named below; the defaults are
 * the mirrors the project's `fetch` tool writes to /work/.mirror. The files are read with
 * `git show <commit>:<path>`; the commit, its date and the file's own date are written into the
 * output next to the data, so every table says where and when it came from.
 *
 * - aws/karpenter-provider-aws pkg/providers/pricing/zz_generated.pricing_aws.go: on-demand Linux
 *   $/hour for us-east-1 (Karpenter generates it from the AWS Price List API).
 * - awsdocs/amazon-ec2-user-guide doc_source/*.md (last commit before the archive removed them):
 *   EBS-optimized ceilings, instance-store volumes, vCPU/memory, instance-store IOPS.
 * - kubernetes/autoscaler cluster-autoscaler/cloudprovider/aws/ec2_instance_types.go: vCPU,
 *   memory, architecture (generated from EC2 DescribeInstanceTypes), for families newer than the
 *   user guide, and the architecture of all.
 *
 * - aws/karpenter-provider-aws website/content/en/preview/reference/instance-types.md (generated
 *   by hack/docs/instancetypes_gen from EC2 DescribeInstanceTypes): per type the maximum EBS
 *   bandwidth (`instance-ebs-bandwidth`, MaximumBandwidthInMbps) and the instance store's total
 *   size (`instance-local-nvme`, TotalSizeInGB). Every generated row is checked against it.
 *
 * - aws-samples/rds-extended-support-cost-estimator scripts/utils/rds_mappings.py (AWS's RDS
 *   Extended Support cost estimator): the RDS for MySQL and Aurora MySQL end of standard support
 *   and Extended Support year-1 / year-3 / end dates, written to
 *   src/core/catalog/generated/rdsSupportDates.ts (`--rds-support GITDIR`; `--only rds-support`
 *   writes that file alone).
 *
 * - endoflife-date/endoflife.date products/amazon-rds-mysql.md and products/amazon-aurora-mysql.md:
 *   the "end of standard support" and "RDS end of Extended Support" columns of AWS's own release
 *   calendars (RDS for MySQL user guide, Aurora MySQL release notes), which that project's bot
 *   copies from AWS's pages; written beside the estimator's dates (`--release-calendar GITDIR`;
 *   `--aurora-calendar-rev REV`, the commit holding the Aurora file).
 *
 * Families newer than the user guide (m7i, r7i, m7a, r7a, m8g, r8g, c7i, c8g, m7gd, r7gd, m8gd, r8gd, i7ie,
 * i8g) have no EBS rows in these sources: their baseline bandwidth and IOPS are written as
 * ESTIMATES equal to the published row of the same size of an older family (`ebsFrom`, the first
 * whose published maximum bandwidth equals the type's own published maximum), and the catalog
 * marks them so. Their instance store (d families, i7ie, i8g) likewise: the total size is the
 * type's published one; device split and 4 KiB IOPS are an ESTIMATE from the same-size row of an
 * older family (`storeFrom`) with exactly that total size. A size with no such row is left out and
 * listed in the output's `NOT_GENERATED`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import {
  parseAutoscalerTypes,
  parseCategoryPage,
  parseEbsOptimized,
  parseInstanceStoreVolumes,
  parseKarpenterInstanceTypes,
  parseKarpenterPrices,
  parseRdsSupportDates,
  parseReleaseCalendar,
} from './catalog/parse.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'src/core/catalog/generated/awsInstances.ts');

const GP = 'doc_source/general-purpose-instances.md';
const MO = 'doc_source/memory-optimized-instances.md';
const SO = 'doc_source/storage-optimized-instances.md';
const CO = 'doc_source/compute-optimized-instances.md';

/**
 * Families of the catalog: the category page of the user guide that publishes them, or the
 * families whose published rows are used as estimates (tried in order, see the header).
 */
const FAMILIES = [
  { family: 'm6i', page: GP },
  { family: 'm6id', page: GP },
  { family: 'm6g', page: GP },
  { family: 'm7g', page: GP },
  { family: 'm7i', ebsFrom: ['m6i'] },
  { family: 'm7a', ebsFrom: ['m6i'] },
  { family: 'm8g', ebsFrom: ['m7g', 'm6i'] },
  { family: 'm7gd', ebsFrom: ['m7g'], storeFrom: ['m6gd'] },
  { family: 'm8gd', ebsFrom: ['m7g', 'm6i'], storeFrom: ['m6gd', 'm6id'] },
  { family: 'r6i', page: MO },
  { family: 'r6id', page: MO },
  { family: 'r6g', page: MO },
  { family: 'r7g', page: MO },
  { family: 'r7i', ebsFrom: ['r6i'] },
  { family: 'r7a', ebsFrom: ['r6i'] },
  { family: 'r8g', ebsFrom: ['r7g', 'r6i'] },
  { family: 'r7gd', ebsFrom: ['r7g'], storeFrom: ['r6gd'] },
  { family: 'r8gd', ebsFrom: ['r7g', 'r6i'], storeFrom: ['r6gd', 'r6id'] },
  { family: 'c6i', page: CO },
  { family: 'c6g', page: CO },
  { family: 'c7g', page: CO },
  { family: 'c7i', ebsFrom: ['c6i'] },
  { family: 'c8g', ebsFrom: ['c7g', 'c6i'] },
  { family: 'x2idn', page: MO },
  { family: 'x2iedn', page: MO },
  { family: 'i4i', page: SO },
  { family: 'i4g', page: SO },
  { family: 'im4gn', page: SO },
  { family: 'is4gen', page: SO },
  { family: 'i7ie', ebsFrom: ['i4i', 'm6i'], storeFrom: ['i3en'] },
  { family: 'i8g', ebsFrom: ['i4g', 'm7g'], storeFrom: ['i4g'] },
];
const SIZES = [
  'large',
  'xlarge',
  '2xlarge',
  '4xlarge',
  '8xlarge',
  '12xlarge',
  '16xlarge',
  '24xlarge',
];

function arg(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

function git(gitDir, ...args) {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** A source repository at a fixed commit: `show(path)` reads one file. */
function repo(name, gitDir, rev = 'HEAD') {
  const commit = git(gitDir, 'rev-parse', rev).trim();
  const date = git(gitDir, 'log', '-1', '--format=%cI', commit).trim();
  return {
    name,
    commit,
    date,
    show: (/** @type {string} */ p) => git(gitDir, 'show', `${commit}:${p}`),
    fileDate: (/** @type {string} */ p) =>
      git(gitDir, 'log', '-1', '--format=%cI', commit, '--', p).trim(),
  };
}

function loadSources() {
  const mirror = '/work/.mirror';
  const karp = repo(
    'aws/karpenter-provider-aws',
    arg('--karpenter', `${mirror}/aws+karpenter-provider-aws/repo`),
  );
  const guideDir = arg('--user-guide', `${mirror}/awsdocs+amazon-ec2-user-guide/repo`);
  // The archive commit deleted doc_source/: read its parent, the last commit with the tables.
  const deletion = git(
    guideDir,
    'rev-list',
    '-1',
    'HEAD',
    '--',
    'doc_source/ebs-optimized.md',
  ).trim();
  const guide = repo('awsdocs/amazon-ec2-user-guide', guideDir, `${deletion}^`);
  const auto = repo(
    'kubernetes/autoscaler',
    arg('--autoscaler', `${mirror}/kubernetes+autoscaler/repo`),
  );
  return { karp, guide, auto, karpTypes: fileAt(karp, KARPENTER_TYPES_PATH) };
}

/** One file of a repository: its text and the date of the last commit that changed it. */
function fileAt(r, path) {
  return { text: r.show(path), date: r.fileDate(path) };
}

function mbpsToMBps(mbps, published, name) {
  const v = mbps / 8;
  if (Math.abs(v - published) > 0.01)
    throw new Error(`${name}: ${mbps} Mbps / 8 ≠ ${published} MB/s`);
  return v;
}

function buildRows(src) {
  const prices = parseKarpenterPrices(src.karp.show(KARPENTER_PATH));
  const auto = parseAutoscalerTypes(src.auto.show(AUTOSCALER_PATH));
  const karpTypes = parseKarpenterInstanceTypes(src.karpTypes.text);
  const ebs = parseEbsOptimized(src.guide.show('doc_source/ebs-optimized.md'));
  const volumes = parseInstanceStoreVolumes(src.guide.show('doc_source/InstanceStorage.md'));
  const pages = new Map([GP, MO, SO, CO].map((p) => [p, parseCategoryPage(src.guide.show(p))]));
  /** Published 4 KiB IOPS of a type on any category page. */
  const storeIops = (/** @type {string} */ n) =>
    [...pages.values()].map((p) => p.storeIops.get(n)).find(Boolean);
  const rows = [];
  const skipped = [];
  for (const f of FAMILIES) {
    for (const size of SIZES) {
      const name = `${f.family}.${size}`;
      const a = auto.types.get(name);
      const price = prices.prices.get(name);
      if (!a || price === undefined) continue; // the family has no such size
      const k = karpTypes.get(name);
      if (!k || k.ebsMaxMbps === undefined)
        throw new Error(`${name}: not in Karpenter's instance-type reference`);
      if (k.vcpu !== a.vcpu || k.memoryMiB !== a.memoryMiB || k.architecture !== a.architecture)
        throw new Error(`${name}: Karpenter's reference disagrees with the autoscaler table`);
      // EBS: the type's own published row, or the first older family's row of the same size whose
      // published maximum bandwidth equals this type's (DescribeInstanceTypes via Karpenter).
      const ebsName = f.page
        ? name
        : (f.ebsFrom ?? [])
            .map((g) => `${g}.${size}`)
            .find((n) => ebs.get(n)?.maxMbps === k.ebsMaxMbps);
      const e = ebsName ? ebs.get(ebsName) : undefined;
      if (!e || !ebsName) {
        skipped.push(
          f.page
            ? `${name}: no EBS row in the user guide`
            : `${name}: no published EBS row of ${(f.ebsFrom ?? []).join('/')} with its maximum ${k.ebsMaxMbps} Mbps`,
        );
        continue;
      }
      if (e.maxMbps !== k.ebsMaxMbps)
        throw new Error(
          `${name}: user guide maximum ${e.maxMbps} Mbps ≠ Karpenter ${k.ebsMaxMbps}`,
        );
      let vcpu = a.vcpu;
      let memoryGiB = a.memoryMiB / 1024;
      let store = null;
      if (f.page) {
        const page = pages.get(f.page);
        const spec = page?.specs.get(name);
        if (!spec) throw new Error(`${name}: no specification row in ${f.page}`);
        if (spec.vcpu !== vcpu || spec.memoryGiB !== memoryGiB)
          throw new Error(
            `${name}: user guide ${spec.vcpu}/${spec.memoryGiB} ≠ autoscaler ${vcpu}/${memoryGiB}`,
          );
        ({ vcpu, memoryGiB } = spec);
        const vol = volumes.get(name);
        if (vol) {
          const iops = page?.storeIops.get(name);
          if (!iops) throw new Error(`${name}: instance store without published IOPS`);
          if (k.localNvmeGB !== vol.devices * vol.deviceSizeGB)
            throw new Error(`${name}: instance store ≠ Karpenter's ${k.localNvmeGB} GB`);
          store = { devices: vol.devices, deviceSizeGB: vol.deviceSizeGB, ...iops };
        }
      } else if (f.storeFrom) {
        const total = k.localNvmeGB;
        if (total === undefined) throw new Error(`${name}: no published instance-store size`);
        const from = f.storeFrom
          .map((g) => `${g}.${size}`)
          .find((n) => {
            const v = volumes.get(n);
            return v && v.devices * v.deviceSizeGB === total && storeIops(n);
          });
        if (!from) {
          skipped.push(
            `${name}: no published instance store of ${f.storeFrom.join('/')} with its ${total} GB`,
          );
          continue;
        }
        const vol = volumes.get(from);
        const iops = storeIops(from);
        if (!vol || !iops) throw new Error(`${from}: instance store row vanished`);
        store = {
          devices: vol.devices,
          deviceSizeGB: vol.deviceSizeGB,
          ...iops,
          totalGB: total,
          estimateFrom: from,
        };
      }
      rows.push({
        name,
        family: f.family,
        size,
        vcpu,
        memoryGiB,
        architecture: a.architecture,
        ebs: {
          baselineMbps: e.baselineMbps,
          maxMbps: e.maxMbps,
          baselineMBps: mbpsToMBps(e.baselineMbps, e.baselineMBps, ebsName),
          maxMBps: mbpsToMBps(e.maxMbps, e.maxMBps, ebsName),
          baselineIops: e.baselineIops,
          maxIops: e.maxIops,
          ...(f.page ? {} : { estimateFrom: ebsName }),
        },
        store,
        specPage: f.page ?? null,
        usEast1HourlyUsd: price,
      });
    }
  }
  return { rows, skipped, prices, auto };
}

const KARPENTER_PATH = 'pkg/providers/pricing/zz_generated.pricing_aws.go';
const AUTOSCALER_PATH = 'cluster-autoscaler/cloudprovider/aws/ec2_instance_types.go';
const KARPENTER_TYPES_PATH = 'website/content/en/preview/reference/instance-types.md';

function render(src, built) {
  const sources = {
    prices: {
      repo: src.karp.name,
      path: KARPENTER_PATH,
      commit: src.karp.commit,
      commitDate: src.karp.date,
      fileDate: built.prices.generatedAt,
    },
    userGuide: {
      repo: src.guide.name,
      path: 'doc_source/{ebs-optimized,InstanceStorage,general-purpose-instances,compute-optimized-instances,memory-optimized-instances,storage-optimized-instances}.md',
      commit: src.guide.commit,
      commitDate: src.guide.date,
      fileDate: src.guide.date.slice(0, 10),
    },
    instanceReference: {
      repo: src.karp.name,
      path: KARPENTER_TYPES_PATH,
      commit: src.karp.commit,
      commitDate: src.karp.date,
      fileDate: src.karpTypes.date,
    },
    instanceTypes: {
      repo: src.auto.name,
      path: AUTOSCALER_PATH,
      commit: src.auto.commit,
      commitDate: src.auto.date,
      fileDate: built.auto.lastUpdated,
    },
  };
  const notGenerated = built.skipped;
  return `// GENERATED by scripts/generate-catalog.mjs from the sources below: do not edit by hand.
// Refresh: npm run catalog:generate (see docs/catalog.md).
import type { GeneratedInstanceRow, GeneratedSource } from './rowTypes.ts';

/** Where each table came from: repository, file, commit, commit date, the file's own date. */
export const GENERATED_SOURCES: Record<'prices' | 'userGuide' | 'instanceReference' | 'instanceTypes', GeneratedSource> = ${JSON.stringify(sources, null, 2)};

/** Families or sizes of the issue's list left out, and why. */
export const NOT_GENERATED: readonly string[] = ${JSON.stringify(notGenerated, null, 2)};

/** One row per instance type. */
export const GENERATED_INSTANCE_ROWS: readonly GeneratedInstanceRow[] = ${JSON.stringify(built.rows, null, 2)};
`;
}

const RDS_SUPPORT_OUT = join(ROOT, 'src/core/catalog/generated/rdsSupportDates.ts');
const RDS_SUPPORT_PATH = 'scripts/utils/rds_mappings.py';

const CALENDAR_FILES = /** @type {const} */ ([
  ['products/amazon-rds-mysql.md', 'mysql', 'HEAD'],
  // The Aurora file was added on the project's "Add Amazon Aurora MySQL" branch (2026-07-03).
  ['products/amazon-aurora-mysql.md', 'aurora-mysql', 'b55db0c40'],
]);

/** AWS's RDS for MySQL and Aurora MySQL release calendars, as endoflife.date's files hold them. */
function releaseCalendars() {
  const dir = arg('--release-calendar', '/work/.mirror/endoflife-date+endoflife.date/repo');
  const sources = [];
  const dates = [];
  for (const [path, engine, rev] of CALENDAR_FILES) {
    const own = engine === 'aurora-mysql' ? arg('--aurora-calendar-rev', rev) : rev;
    const r = repo('endoflife-date/endoflife.date', dir, own);
    dates.push(...parseReleaseCalendar(r.show(path), engine));
    sources.push({
      repo: r.name,
      path,
      commit: r.commit,
      commitDate: r.date,
      fileDate: r.fileDate(path).slice(0, 10),
    });
  }
  return { sources, dates };
}

/** The RDS/Aurora MySQL support dates of AWS's Extended Support cost estimator, as TypeScript. */
function renderRdsSupport() {
  const r = repo(
    'aws-samples/rds-extended-support-cost-estimator',
    arg('--rds-support', '/work/.mirror/aws-samples+rds-extended-support-cost-estimator/repo'),
  );
  const dates = parseRdsSupportDates(r.show(RDS_SUPPORT_PATH));
  const calendars = releaseCalendars();
  const source = {
    repo: r.name,
    path: RDS_SUPPORT_PATH,
    commit: r.commit,
    commitDate: r.date,
    fileDate: r.fileDate(RDS_SUPPORT_PATH).slice(0, 10),
  };
  return `// GENERATED by scripts/generate-catalog.mjs from the source below: do not edit by hand.
// Refresh: npm run catalog:generate -- --only rds-support (see docs/catalog.md).
import type { GeneratedSource } from './rowTypes.ts';
import type { RdsCalendarDates, RdsSupportDates } from './rdsSupportTypes.ts';

/** AWS's RDS Extended Support cost estimator: repository, file, commit, commit date, file date. */
export const RDS_SUPPORT_SOURCE: GeneratedSource = ${JSON.stringify(source, null, 2)};

/** MySQL major versions of RDS for MySQL and Aurora MySQL and their support dates (YYYY-MM-DD). */
export const RDS_SUPPORT_DATES: readonly RdsSupportDates[] = ${JSON.stringify(dates, null, 2)};

/** AWS's release calendars as endoflife.date copies them: repository, file, commit and dates. */
export const RDS_CALENDAR_SOURCES: readonly GeneratedSource[] = ${JSON.stringify(calendars.sources, null, 2)};

/** End of standard support and of Extended Support per major version, from those calendars. */
export const RDS_RELEASE_CALENDAR: readonly RdsCalendarDates[] = ${JSON.stringify(calendars.dates, null, 2)};
`;
}

async function write(path, text) {
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
}

await write(RDS_SUPPORT_OUT, renderRdsSupport());
console.log(`wrote ${RDS_SUPPORT_OUT}`);
if (arg('--only', '') !== 'rds-support') {
  const src = loadSources();
  const built = buildRows(src);
  await write(OUT, render(src, built));
  console.log(
    `wrote ${OUT}: ${built.rows.length} instance types (${built.skipped.length} sizes skipped)`,
  );
}
