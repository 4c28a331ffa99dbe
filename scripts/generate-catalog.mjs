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
 * Families newer than the user guide (m7i, r7i, m7a, r7a, m8g, r8g) have no EBS rows in these
 * sources: their EBS ceilings are written as ESTIMATES equal to a same-generation family's
 * published row of the same size (`estimateFrom`), and the catalog marks them so. Families whose
 * instance-store figures no stored source publishes (m7gd, r7gd, m8gd, r8gd, i7ie, i8g) are left
 * out and listed in the output's `NOT_GENERATED`.
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
  parseKarpenterPrices,
} from './catalog/parse.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'src/core/catalog/generated/awsInstances.ts');

const GP = 'doc_source/general-purpose-instances.md';
const MO = 'doc_source/memory-optimized-instances.md';
const SO = 'doc_source/storage-optimized-instances.md';

/** Families of the catalog: the category page of the user guide, or the family whose EBS row is used as an estimate. */
const FAMILIES = [
  { family: 'm6i', page: GP },
  { family: 'm6id', page: GP },
  { family: 'm6g', page: GP },
  { family: 'm7g', page: GP },
  { family: 'm7i', estimateFrom: 'm6i' },
  { family: 'm7a', estimateFrom: 'm6i' },
  { family: 'm8g', estimateFrom: 'm7g' },
  { family: 'r6i', page: MO },
  { family: 'r6id', page: MO },
  { family: 'r6g', page: MO },
  { family: 'r7g', page: MO },
  { family: 'r7i', estimateFrom: 'r6i' },
  { family: 'r7a', estimateFrom: 'r6i' },
  { family: 'r8g', estimateFrom: 'r7g' },
  { family: 'x2idn', page: MO },
  { family: 'x2iedn', page: MO },
  { family: 'i4i', page: SO },
  { family: 'i4g', page: SO },
  { family: 'im4gn', page: SO },
  { family: 'is4gen', page: SO },
];
/** Families the issue asks for whose instance-store figures no stored source publishes. */
const UNSOURCED = ['m7gd', 'r7gd', 'm8gd', 'r8gd', 'i7ie', 'i8g'];
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
  return { karp, guide, auto };
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
  const ebs = parseEbsOptimized(src.guide.show('doc_source/ebs-optimized.md'));
  const volumes = parseInstanceStoreVolumes(src.guide.show('doc_source/InstanceStorage.md'));
  const pages = new Map([GP, MO, SO].map((p) => [p, parseCategoryPage(src.guide.show(p))]));
  const rows = [];
  const skipped = [];
  for (const f of FAMILIES) {
    for (const size of SIZES) {
      const name = `${f.family}.${size}`;
      const a = auto.types.get(name);
      const price = prices.prices.get(name);
      if (!a || price === undefined) continue; // the family has no such size
      const ebsName = f.estimateFrom ? `${f.estimateFrom}.${size}` : name;
      const e = ebs.get(ebsName);
      if (!e) {
        skipped.push(`${name}: no EBS row for ${ebsName}`);
        continue;
      }
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
          store = { devices: vol.devices, deviceSizeGB: vol.deviceSizeGB, ...iops };
        }
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
          ...(f.estimateFrom ? { estimateFrom: ebsName } : {}),
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
      path: 'doc_source/{ebs-optimized,InstanceStorage,general-purpose-instances,memory-optimized-instances,storage-optimized-instances}.md',
      commit: src.guide.commit,
      commitDate: src.guide.date,
      fileDate: src.guide.date.slice(0, 10),
    },
    instanceTypes: {
      repo: src.auto.name,
      path: AUTOSCALER_PATH,
      commit: src.auto.commit,
      commitDate: src.auto.date,
      fileDate: built.auto.lastUpdated,
    },
  };
  const notGenerated = [
    ...UNSOURCED.map((f) => `${f}: no stored source publishes its instance-store figures`),
    ...built.skipped,
  ];
  return `// GENERATED by scripts/generate-catalog.mjs from the sources below: do not edit by hand.
// Refresh: npm run catalog:generate (see docs/catalog.md).
import type { GeneratedInstanceRow, GeneratedSource } from './rowTypes.ts';

/** Where each table came from: repository, file, commit, commit date, the file's own date. */
export const GENERATED_SOURCES: Record<'prices' | 'userGuide' | 'instanceTypes', GeneratedSource> = ${JSON.stringify(sources, null, 2)};

/** Families or sizes of the issue's list left out, and why. */
export const NOT_GENERATED: readonly string[] = ${JSON.stringify(notGenerated, null, 2)};

/** One row per instance type. */
export const GENERATED_INSTANCE_ROWS: readonly GeneratedInstanceRow[] = ${JSON.stringify(built.rows, null, 2)};
`;
}

const src = loadSources();
const built = buildRows(src);
const options = (await prettier.resolveConfig(OUT)) ?? {};
writeFileSync(OUT, await prettier.format(render(src, built), { ...options, filepath: OUT }));
console.log(
  `wrote ${OUT}: ${built.rows.length} instance types (${built.skipped.length} sizes skipped)`,
);
