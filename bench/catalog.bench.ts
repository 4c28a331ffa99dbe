/**
 * `npm run bench -- catalog`: `innosizer catalog update` on a generated 500 MB AWS EC2 offer file
 * (aws_v1 JSON: products for every catalog type and as many unknown ones, 4 operating systems,
 * 2 tenancies, up to 30 regions; OnDemand and 12 Reserved terms per SKU). The update runs in its own
 * child process so its peak RSS (getrusage maxRSS) is its own. Targets: under 30 s, under 300 MB.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_CATALOG } from '../src/core/catalog/index.ts';

const TARGET_BYTES = 500 * 1024 * 1024;
const REGIONS = Array.from({ length: 30 }, (_, k) => `xx-bench-${k + 1}`);
const OSES = ['Linux', 'Windows', 'RHEL', 'SUSE'];
const TENANCIES = ['Shared', 'Dedicated'];
const TYPES = [
  ...Object.keys(DEFAULT_CATALOG.instances),
  ...Object.keys(DEFAULT_CATALOG.instances).map((t) => `z${t}`),
];

function product(sku: string, type: string, region: string, os: string, tenancy: string): string {
  return JSON.stringify({
    sku,
    productFamily: 'Compute Instance',
    attributes: {
      servicecode: 'AmazonEC2',
      location: `Bench ${region}`,
      locationType: 'AWS Region',
      instanceType: type,
      currentGeneration: 'Yes',
      instanceFamily: 'General purpose',
      vcpu: '2',
      memory: '8 GiB',
      storage: 'EBS only',
      networkPerformance: 'Up to 12500 Megabit',
      processorArchitecture: '64-bit',
      tenancy,
      operatingSystem: os,
      licenseModel: 'No License required',
      usagetype: `BoxUsage:${type}`,
      operation: 'RunInstances',
      capacitystatus: 'Used',
      preInstalledSw: 'NA',
      regionCode: region,
      servicename: 'Amazon Elastic Compute Cloud',
    },
  });
}

function dim(sku: string, code: string, unit: string, usd: number): [string, unknown] {
  const rate = `${sku}.${code}.${unit === 'Hrs' ? '6YS6EN2CT7' : '2TG2D8R56U'}`;
  return [
    rate,
    {
      rateCode: rate,
      description:
        unit === 'Hrs' ? 'Linux/UNIX (Amazon VPC), reserved instance applied' : 'Upfront Fee',
      beginRange: '0',
      endRange: 'Inf',
      unit,
      pricePerUnit: { USD: usd.toFixed(10) },
      appliesTo: [],
    },
  ];
}

function reserved(sku: string, k: number): string {
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const len of ['1yr', '3yr'])
    for (const cls of ['standard', 'convertible'])
      for (const opt of ['No Upfront', 'Partial Upfront', 'All Upfront']) {
        const code = `RI${String(n++).padStart(8, '0')}`;
        const dims = [dim(sku, code, 'Hrs', opt === 'All Upfront' ? 0 : 0.05 + k * 1e-6)];
        if (opt !== 'No Upfront') dims.push(dim(sku, code, 'Quantity', 300));
        out[`${sku}.${code}`] = {
          offerTermCode: code,
          sku,
          effectiveDate: '2026-11-01T00:00:00Z',
          priceDimensions: Object.fromEntries(dims),
          termAttributes: { LeaseContractLength: len, OfferingClass: cls, PurchaseOption: opt },
        };
      }
  return JSON.stringify(out);
}

function onDemand(sku: string, k: number): string {
  const code = 'JRTCKXETXF';
  return JSON.stringify({
    [`${sku}.${code}`]: {
      offerTermCode: code,
      sku,
      effectiveDate: '2026-11-01T00:00:00Z',
      priceDimensions: Object.fromEntries([dim(sku, code, 'Hrs', 0.08 + k * 1e-6)]),
      termAttributes: {},
    },
  });
}

/** Writes the offer file; stops adding SKUs once the estimated size reaches the target. */
function generate(path: string): number {
  const fd = openSync(path, 'w');
  const w = (s: string): void => void writeSync(fd, s);
  w(
    '{\n"formatVersion":"v1.0","disclaimer":"Generated benchmark file in the AWS offer file format",',
  );
  w(
    '"offerCode":"AmazonEC2","version":"20261101000000","publicationDate":"2026-11-01T00:00:00Z",\n',
  );
  const skus: string[] = [];
  const perSku = 9100; // bytes of product + terms per SKU (estimate; the file comes out at about 500 MB)
  w('"products":{\n');
  outer: for (const region of REGIONS)
    for (const type of TYPES)
      for (const os of OSES)
        for (const tenancy of TENANCIES) {
          const sku = `S${String(skus.length).padStart(15, '0')}`;
          w(`${skus.length ? ',\n' : ''}"${sku}":${product(sku, type, region, os, tenancy)}`);
          skus.push(sku);
          if (skus.length * perSku >= TARGET_BYTES) break outer;
        }
  w('\n},\n"terms":{\n"OnDemand":{\n');
  skus.forEach((sku, k) => w(`${k ? ',\n' : ''}"${sku}":${onDemand(sku, k)}`));
  w('\n},\n"Reserved":{\n');
  skus.forEach((sku, k) => w(`${k ? ',\n' : ''}"${sku}":${reserved(sku, k)}`));
  w('\n}\n}\n}\n');
  closeSync(fd);
  return skus.length;
}

const dir = mkdtempSync(join(tmpdir(), 'innosizer-offer-bench-'));
try {
  const file = join(dir, 'index.json');
  const skus = generate(file);
  const bytes = statSync(file).size;
  const child = `
    const { main } = await import(${JSON.stringify(resolve(import.meta.dirname, '../src/cli/main.ts'))});
    const t0 = performance.now();
    const code = await main(['catalog', 'update', '--offer-file', ${JSON.stringify(file)}, '--json'],
      { stdout: () => {}, stderr: () => {} });
    const ms = performance.now() - t0;
    console.log(JSON.stringify({ code, ms, maxRssKiB: process.resourceUsage().maxRSS }));`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child], {
    encoding: 'utf8',
    env: { ...process.env, INNOSIZER_CATALOG_OVERLAY: join(dir, 'overlay.json') },
  });
  if (r.status !== 0) throw new Error(`catalog update failed: ${r.stderr}`);
  const m = JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as {
    code: number;
    ms: number;
    maxRssKiB: number;
  };
  const rssMB = (m.maxRssKiB * 1024) / 1e6;
  const mb = bytes / 1e6;
  console.log(
    `catalog update: ${mb.toFixed(0)} MB offer file (${skus.toLocaleString('en-US')} SKUs) in ${(m.ms / 1000).toFixed(1)} s (${(mb / (m.ms / 1000)).toFixed(0)} MB/s), peak RSS ${rssMB.toFixed(0)} MB, exit ${m.code}; targets < 30 s, < 300 MB (load average ${loadavg()[0]?.toFixed(1)})`,
  );
  if (m.code !== 0 || m.ms > 30_000 || rssMB > 300) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
