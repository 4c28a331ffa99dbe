#!/usr/bin/env node
// @ts-check
/**
 * Generates src/core/catalog/clouds/generated/cloudVms.ts (issue 38) from the checked-in source
 * tables src/core/catalog/clouds/sources/{azure,gcp}-vms.csv:
 *
 *   node scripts/generate-cloud-catalog.mjs   (npm run catalog:generate-clouds)
 *   node scripts/generate-cloud-catalog.mjs --gcp-prices <pricing.yml>
 *   node scripts/generate-cloud-catalog.mjs --gcp-pd-limits <dir>
 *
 * With --gcp-pd-limits, first rewrites gcp-vms.csv's Persistent Disk columns (pdIops, pdMiBps:
 * pd-ssd read limits) from Google's tables in a copy of GoogleCloudPlatform/gcpdiag's
 * gcpdiag/runbook/gce/disk_performance_benchmark/ ({n,c,z}-family.json), the row of each
 * machine's series and vCPU count; a machine with no Persistent Disk (0) is left as it is.
 *
 * With --gcp-prices, first refreshes the Compute Engine price columns of gcp-vms.csv (and checks
 * its vCPUs and memory) from the `pricing.yml` of Cyclenerd/google-cloud-pricing-cost-calculator
 * (generated from Google's Cloud Billing Catalog API; scripts/catalog/gcpPrices.mjs), prints the
 * Persistent Disk and Hyperdisk Extreme capacity prices it holds (src/core/catalog/clouds/disks.ts
 * cites them), and names the file's date in the CSV's price comment.
 *
 * Each CSV row is one VM size with its vCPUs, memory, processor, the disk caps that bind (Azure:
 * uncached disk IOPS and MB/s, sustained and burst; Google Cloud: the machine's Hyperdisk and
 * Persistent Disk IOPS and MiB/s), its local NVMe / Local SSD, and its hourly price per region,
 * and names the vendor pages (SOURCES below) its figures come from. A row marked estimate=1 was
 * recalled from those pages, not read from a stored copy: the generated row carries that note, and
 * every figure shown from it says "estimate". Microsoft's MB/s (10^6 bytes/s, as its size tables
 * define them) are converted to MiB/s and kept beside them. The generator checks each row (numbers, known
 * sources, caps ordered) and refuses a bad one naming the file and line.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { parseGcpPricingYml } from './catalog/gcpPrices.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIR = join(ROOT, 'src/core/catalog/clouds');
const AS_OF = '2026-11-29';

/** A Microsoft size page and the stored copy of its source it was read from. */
const az = (/** @type {string} */ path) =>
  `https://learn.microsoft.com/azure/virtual-machines/sizes/${path} (read from MicrosoftDocs/azure-compute-docs articles/virtual-machines/sizes/${path}.md)`;

/** Microsoft's MB/s are 10^6 bytes/s (the size tables' own definition); the catalog holds MiB/s. */
const MIB_PER_MB = 1e6 / 2 ** 20;

/** The vendor pages the rows name, by key. */
const SOURCES = {
  dsv5: az('general-purpose/dsv5-series'),
  ddsv5: az('general-purpose/ddsv5-series'),
  esv5: az('memory-optimized/esv5-series'),
  edsv5: az('memory-optimized/edsv5-series'),
  ebdsv5: az('memory-optimized/ebdsv5-ebsv5-series'),
  edsv6: az('memory-optimized/edsv6-series'),
  lsv3: az('storage-optimized/lsv3-series'),
  lasv3: az('storage-optimized/lasv3-series'),
  'azure-linux-vm-prices': 'https://azure.microsoft.com/pricing/details/virtual-machines/linux/',
  n2: 'https://cloud.google.com/compute/docs/general-purpose-machines#n2_series and https://cloud.google.com/compute/docs/disks/hyperdisk-perf-limits (processor read from Cyclenerd/google-cloud-compute-machine-types instances/series/n2.sql, commit 6df0dc7; Persistent Disk caps read from GoogleCloudPlatform/gcpdiag disk_performance_benchmark/n-family.json, commit af18750; Hyperdisk caps recalled: ESTIMATE)',
  n2d: 'https://cloud.google.com/compute/docs/general-purpose-machines#n2d_machines and https://cloud.google.com/compute/docs/disks/hyperdisk-perf-limits (processor read from Cyclenerd/google-cloud-compute-machine-types instances/series/n2d.sql, commit 6df0dc7; Persistent Disk caps read from GoogleCloudPlatform/gcpdiag disk_performance_benchmark/n-family.json, commit af18750; Hyperdisk caps recalled: ESTIMATE)',
  c3: 'https://cloud.google.com/compute/docs/general-purpose-machines#c3_series and https://cloud.google.com/compute/docs/disks/hyperdisk-perf-limits (processor read from Cyclenerd/google-cloud-compute-machine-types instances/series/c3.sql, commit 6df0dc7; Persistent Disk caps read from GoogleCloudPlatform/gcpdiag disk_performance_benchmark/c-family.json, commit af18750; Hyperdisk caps recalled: ESTIMATE)',
  c4: 'https://cloud.google.com/compute/docs/general-purpose-machines#c4_series and https://cloud.google.com/compute/docs/disks/hyperdisk-perf-limits (processor read from Cyclenerd/google-cloud-compute-machine-types instances/series/c4.sql, commit 6df0dc7; Hyperdisk caps recalled: ESTIMATE; no Persistent Disk)',
  n4: 'https://cloud.google.com/compute/docs/general-purpose-machines#n4_series and https://cloud.google.com/compute/docs/disks/hyperdisk-perf-limits (processor read from Cyclenerd/google-cloud-compute-machine-types instances/series/n4.sql, commit 6df0dc7; Hyperdisk caps recalled: ESTIMATE; no Persistent Disk)',
  z3: 'https://cloud.google.com/compute/docs/storage-optimized-machines#z3_series and https://cloud.google.com/compute/docs/disks/hyperdisk-perf-limits (processor read from Cyclenerd/google-cloud-compute-machine-types instances/series/z3.sql, commit 6df0dc7; Persistent Disk caps read from GoogleCloudPlatform/gcpdiag disk_performance_benchmark/z-family.json, commit af18750; Hyperdisk caps and Local SSD IOPS recalled: ESTIMATE)',
  c3d: 'https://cloud.google.com/compute/docs/general-purpose-machines#c3d_series and https://cloud.google.com/compute/docs/disks/hyperdisk-perf-limits (processor read from Cyclenerd/google-cloud-compute-machine-types instances/series/c3d.sql, commit 6df0dc7; Persistent Disk caps read from GoogleCloudPlatform/gcpdiag disk_performance_benchmark/c-family.json, commit af18750; Hyperdisk caps taken as the c3 ones: ESTIMATE, its own row not read)',
  c4a: 'https://cloud.google.com/compute/docs/general-purpose-machines#c4a_series and https://cloud.google.com/compute/docs/disks/hyperdisk-perf-limits (processor read from Cyclenerd/google-cloud-compute-machine-types instances/series/c4a.sql, commit 6df0dc7; Hyperdisk caps taken as the c4 ones: ESTIMATE, its own row not read; no Persistent Disk)',
  n4d: 'https://cloud.google.com/compute/docs/general-purpose-machines#n4d_series and https://cloud.google.com/compute/docs/disks/hyperdisk-perf-limits (processor read from Cyclenerd/google-cloud-compute-machine-types instances/series/n4d.sql, commit 6df0dc7; Hyperdisk caps taken as the n4 ones: ESTIMATE, its own row not read; no Persistent Disk)',
  'gce-vm-prices':
    'https://cloud.google.com/compute/vm-instance-pricing (read from the pricing.yml of Cyclenerd/google-cloud-pricing-cost-calculator, commit fd66b26, generated 2026-07-30 from the Cloud Billing Catalog API)',
};

/**
 * The price list's name of a catalog row where Google renamed the type: z3-highmem-88 (12 ×
 * 3,000 GiB of Titanium SSD) is listed as z3-highmem-88-highlssd since the standardlssd types came.
 */
const GCP_PRICE_NAMES = { 'z3-highmem-88': 'z3-highmem-88-highlssd' };
const GCP_PRICE_REGIONS = {
  usCentral1HourlyUsd: 'us-central1',
  europeWest1HourlyUsd: 'europe-west1',
};

/** Rewrites gcp-vms.csv's price columns from a pricing.yml (see the header). @param {string} yml */
function refreshGcpPrices(yml) {
  const parsed = parseGcpPricingYml(readFileSync(yml, 'utf8'));
  const path = join(DIR, 'sources', 'gcp-vms.csv');
  const lines = readFileSync(path, 'utf8').split('\n');
  const header = lines.find((l) => l.startsWith('# Columns: '));
  if (!header) throw new Error('gcp-vms.csv: no # Columns: line');
  const cols = header.slice('# Columns: '.length).split(',');
  const out = lines.map((line, i) => {
    if (line.startsWith('# Prices:'))
      return `# Prices: ${parsed.generated} (pricing.yml of Cyclenerd/google-cloud-pricing-cost-calculator)`;
    if (line.trim() === '' || line.startsWith('#')) return line;
    const cells = line.split(',');
    const name = cells[cols.indexOf('name')] ?? '';
    const listed = GCP_PRICE_NAMES[/** @type {keyof typeof GCP_PRICE_NAMES} */ (name)] ?? name;
    const row = parsed.instances.get(listed);
    if (!row) throw new Error(`gcp-vms.csv:${i + 1}: ${listed} is not in ${yml}`);
    if (
      row.cpu !== Number(cells[cols.indexOf('vcpu')]) ||
      row.ramGiB !== Number(cells[cols.indexOf('memoryGiB')])
    )
      throw new Error(
        `gcp-vms.csv:${i + 1}: ${name} has ${row.cpu} vCPUs and ${row.ramGiB} GiB in ${yml}`,
      );
    for (const [col, region] of Object.entries(GCP_PRICE_REGIONS)) {
      const hourly = row.hourlyUsd.get(region);
      if (hourly === undefined) throw new Error(`${yml}: no ${region} price for ${listed}`);
      cells[cols.indexOf(col)] = String(Math.round(hourly * 1e6) / 1e6);
    }
    cells[cols.indexOf('priceEstimate')] = '0';
    return cells.join(',');
  });
  writeFileSync(path, out.join('\n'));
  for (const [key, s] of parsed.storage)
    if (['ssd', 'balanced', 'hyperdisk-extreme'].includes(key))
      console.log(
        `${s.type}: $/GiB-month us-central1 ${s.monthlyUsdPerGiB.get('us-central1')}, europe-west1 ${s.monthlyUsdPerGiB.get('europe-west1')}`,
      );
  console.log(`refreshed gcp-vms.csv prices from ${yml} (${parsed.generated})`);
}

/** The pd-ssd read limits of a series' row holding `vcpu` ("8", "8-15", "64 or more"). */
function pdRow(
  /** @type {Record<string, any>} */ tables,
  /** @type {string} */ series,
  /** @type {number} */ vcpu,
) {
  const rows = tables[`${series.toUpperCase()} VMs`]?.['pd-ssd'];
  if (!Array.isArray(rows)) return undefined;
  return rows.find((/** @type {Record<string, any>} */ r) => {
    const count = String(r['VM vCPU count']);
    const [lo, hi] = count.replace(' or more', '-1e9').split('-').map(Number);
    return hi === undefined ? vcpu === lo : vcpu >= (lo ?? NaN) && vcpu <= hi;
  });
}

/** Rewrites gcp-vms.csv's PD columns from gcpdiag's tables (see the header). @param {string} dir */
function refreshGcpPdLimits(dir) {
  const tables = Object.assign(
    {},
    ...['n', 'c', 'z'].map((f) => JSON.parse(readFileSync(join(dir, `${f}-family.json`), 'utf8'))),
  );
  const path = join(DIR, 'sources', 'gcp-vms.csv');
  const lines = readFileSync(path, 'utf8').split('\n');
  const cols = (lines.find((l) => l.startsWith('# Columns: ')) ?? '').slice(11).split(',');
  const at = (/** @type {string} */ c) => cols.indexOf(c);
  const out = lines.map((line) => {
    if (line.trim() === '' || line.startsWith('#')) return line;
    const cells = line.split(',');
    if (Number(cells[at('pdIops')]) === 0) return line;
    const row = pdRow(tables, cells[at('family')] ?? '', Number(cells[at('vcpu')]));
    if (!row) throw new Error(`${dir}: no pd-ssd row for ${cells[at('name')]}`);
    cells[at('pdIops')] = String(row['Maximum read IOPS']);
    cells[at('pdMiBps')] = String(row['Maximum read throughput (MiBps)']);
    return cells.join(',');
  });
  writeFileSync(path, out.join('\n'));
  console.log(`refreshed gcp-vms.csv Persistent Disk limits from ${dir}`);
}

const pdAt = process.argv.indexOf('--gcp-pd-limits');
if (pdAt >= 0) {
  const dir = process.argv[pdAt + 1];
  if (!dir)
    throw new Error('--gcp-pd-limits needs the disk_performance_benchmark folder of gcpdiag');
  refreshGcpPdLimits(dir);
}

const pricesAt = process.argv.indexOf('--gcp-prices');
if (pricesAt >= 0) {
  const yml = process.argv[pricesAt + 1];
  if (!yml) throw new Error('--gcp-prices needs the path of a pricing.yml');
  refreshGcpPrices(yml);
}

/** @param {string} file */
function rows(file) {
  const path = join(DIR, 'sources', file);
  const lines = readFileSync(path, 'utf8').split('\n');
  const header = lines.find((l) => l.startsWith('# Columns: '));
  if (!header) throw new Error(`${file}: no '# Columns:' line`);
  const cols = header.slice('# Columns: '.length).split(',');
  /** @type {Record<string, string>[]} */
  const out = [];
  lines.forEach((line, i) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    const cells = line.split(',');
    if (cells.length !== cols.length)
      throw new Error(`${file}:${i + 1}: ${cells.length} cells, the header names ${cols.length}`);
    out.push({
      ...Object.fromEntries(cols.map((c, j) => [c, cells[j] ?? ''])),
      line: String(i + 1),
    });
  });
  return out;
}

/** @param {Record<string, string>} r @param {string} col @param {string} file */
function num(r, col, file) {
  const v = Number(r[col]);
  if (!Number.isFinite(v) || v < 0)
    throw new Error(`${file}:${r.line}: ${col} "${r[col]}" is not a number ≥ 0`);
  return v;
}

/** @param {Record<string, string>} r @param {string} file */
function sourceOf(r, file) {
  const size = SOURCES[/** @type {keyof typeof SOURCES} */ (r.sizeSource)];
  const price = SOURCES[/** @type {keyof typeof SOURCES} */ (r.priceSource)];
  if (!size || !price)
    throw new Error(`${file}:${r.line}: unknown source ${r.sizeSource} or ${r.priceSource}`);
  return {
    size,
    price,
    sizeEstimate: r.sizeEstimate === '1',
    priceEstimate: r.priceEstimate === '1',
  };
}

/** Caps in MB/s as published, and in MiB/s (rounded to 0.01). */
function caps(
  /** @type {number} */ iops,
  /** @type {number} */ mbps,
  /** @type {number} */ burstIops,
  /** @type {number} */ burstMBps,
) {
  const mib = (/** @type {number} */ v) => Math.round(v * MIB_PER_MB * 100) / 100;
  return { iops, mibps: mib(mbps), burstIops, burstMiBps: mib(burstMBps), mbps, burstMBps };
}

function azure() {
  const file = 'azure-vms.csv';
  return rows(file).map((r) => {
    const n = (/** @type {string} */ c) => num(r, c, file);
    if (n('burstIops') < n('uncachedIops') || n('burstMBps') < n('uncachedMBps'))
      throw new Error(`${file}:${r.line}: burst below the uncached (sustained) cap`);
    const v2 =
      r.v2Iops === ''
        ? null
        : caps(
            n('v2Iops'),
            n('v2MBps'),
            r.v2BurstIops === '' ? n('v2Iops') : n('v2BurstIops'),
            r.v2BurstMBps === '' ? n('v2MBps') : n('v2BurstMBps'),
          );
    return {
      cloud: 'azure',
      name: r.name,
      family: r.family,
      vcpu: n('vcpu'),
      memoryGiB: n('memoryGiB'),
      processor: r.processor,
      disk: caps(n('uncachedIops'), n('uncachedMBps'), n('burstIops'), n('burstMBps')),
      v2Disk: v2,
      pdDisk: null,
      local:
        n('nvmeDisks') > 0
          ? {
              devices: n('nvmeDisks'),
              deviceSizeGB: n('nvmeDiskGB'),
              readIops4k: n('nvmeReadIops'),
            }
          : null,
      hourlyUsd: { eastus: n('eastusHourlyUsd'), westeurope: n('westeuropeHourlyUsd') },
      source: sourceOf(r, file),
    };
  });
}

function gcp() {
  const file = 'gcp-vms.csv';
  return rows(file).map((r) => {
    const n = (/** @type {string} */ c) => num(r, c, file);
    const gib = n('localSsdDiskGiB');
    // Local SSD disks are 375 GiB (Z3's Titanium SSD: 3,000 GiB): GCP_LOCAL_SSD_DISK_GIB in
    // src/core/catalog/clouds/disks.ts, which cites Google's pages.
    if (n('localSsdDisks') > 0 && gib !== 375 && gib !== 3000)
      throw new Error(
        `${file} ${r.name}: a Local SSD disk is 375 GiB (Z3: 3,000 GiB), not ${gib} GiB`,
      );
    return {
      cloud: 'gcp',
      name: r.name,
      family: r.family,
      vcpu: n('vcpu'),
      memoryGiB: n('memoryGiB'),
      processor: r.processor,
      disk: {
        iops: n('hyperdiskIops'),
        mibps: n('hyperdiskMiBps'),
        burstIops: n('hyperdiskIops'),
        burstMiBps: n('hyperdiskMiBps'),
      },
      v2Disk: null,
      pdDisk: n('pdIops') > 0 ? { iops: n('pdIops'), mibps: n('pdMiBps') } : null,
      // Local SSD disks are sold in GiB; the row keeps the catalog's GB for the instance store.
      local:
        n('localSsdDisks') > 0
          ? {
              devices: n('localSsdDisks'),
              deviceSizeGB: Math.round((gib * 2 ** 30) / 1e9),
              readIops4k: n('localSsdReadIops'),
            }
          : null,
      hourlyUsd: {
        'us-central1': n('usCentral1HourlyUsd'),
        'europe-west1': n('europeWest1HourlyUsd'),
      },
      source: sourceOf(r, file),
    };
  });
}

const all = [...azure(), ...gcp()];
const text = `// GENERATED by scripts/generate-cloud-catalog.mjs from src/core/catalog/clouds/sources/*.csv: do not edit by hand.
// Refresh: npm run catalog:generate-clouds (see docs/clouds.md).
import type { CloudVmRow } from '../types.ts';

/** When the source tables were read (or, for rows marked estimate, recalled). */
export const CLOUD_VMS_AS_OF = '${AS_OF}';

export const CLOUD_VM_ROWS: readonly CloudVmRow[] = ${JSON.stringify(all)};
`;
const out = join(DIR, 'generated/cloudVms.ts');
const options = (await prettier.resolveConfig(out)) ?? {};
writeFileSync(out, await prettier.format(text, { ...options, filepath: out }));
console.log(`wrote ${out}: ${all.length} VM sizes`);
