// @ts-check
/**
 * Parsers for the public source files the catalog is generated from (scripts/generate-catalog.mjs).
 * Pure functions over the files' text, so tests can run them on sample rows of each source.
 *
 * - Karpenter's on-demand price table (Go source generated from the AWS Price List API);
 * - the Kubernetes cluster-autoscaler's static instance-type table (Go source generated from the
 *   EC2 DescribeInstanceTypes API): vCPU, memory, architecture;
 * - the archived AWS EC2 user guide (Markdown): EBS-optimized ceilings, instance-store volumes,
 *   instance specifications and instance-store IOPS tables.
 */

/** `"m6i.large": 0.096000` pairs of Karpenter's us-east-1 map, and the file's generation stamp. */
export function parseKarpenterPrices(text) {
  const stamp = /generated at (\S+) for (\S+)/.exec(text);
  const start = text.indexOf('"us-east-1": {');
  if (start < 0) throw new Error('Karpenter price file: no "us-east-1" map');
  const end = text.indexOf('\n\t},', start);
  const body = text.slice(start, end < 0 ? undefined : end);
  /** @type {Map<string, number>} */
  const prices = new Map();
  for (const m of body.matchAll(/"([a-z0-9-]+\.[a-z0-9-]+)":\s*([0-9.]+)/g)) {
    prices.set(m[1], Number(m[2]));
  }
  return { generatedAt: stamp ? stamp[1] : '', region: stamp ? stamp[2] : '', prices };
}

/** Entries `{ InstanceType: "x", VCPU: n, MemoryMb: n, Architecture: "amd64" }` of the autoscaler table. */
export function parseAutoscalerTypes(text) {
  const updated = /StaticListLastUpdateTime = "([^"]+)"/.exec(text);
  /** @type {Map<string, {vcpu: number, memoryMiB: number, architecture: 'x86_64' | 'arm64'}>} */
  const types = new Map();
  const re =
    /InstanceType:\s*"([^"]+)",\s*VCPU:\s*(\d+),\s*MemoryMb:\s*(\d+),\s*GPU:\s*\d+,\s*Architecture:\s*"([^"]+)"/g;
  for (const m of text.matchAll(re)) {
    const arch = m[4] === 'arm64' ? 'arm64' : m[4] === 'amd64' ? 'x86_64' : null;
    if (!arch) throw new Error(`autoscaler table: unknown architecture "${m[4]}" for ${m[1]}`);
    types.set(m[1], { vcpu: Number(m[2]), memoryMiB: Number(m[3]), architecture: arch });
  }
  return { lastUpdated: updated ? updated[1] : '', types };
}

/** Markdown escapes of the user guide (`m6i\.large \*`) removed, whitespace trimmed. */
function cell(s) {
  return s.replace(/\\(.)/g, '$1').trim();
}

/** Every pipe table of a Markdown file: its header cells and its rows' cells. */
export function parseMarkdownTables(text) {
  /** @type {{header: string[], rows: string[][]}[]} */
  const tables = [];
  /** @type {{header: string[], rows: string[][]} | null} */
  let current = null;
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      current = null;
      continue;
    }
    const cells = line
      .replace(/\|\s*$/, '')
      .slice(1)
      .split(' | ')
      .map(cell);
    if (cells.every((c) => /^-+$/.test(c.replace(/\|/g, '')) || c === '')) continue;
    if (!current) {
      current = { header: cells, rows: [] };
      tables.push(current);
    } else current.rows.push(cells);
  }
  return tables;
}

/** A number as the guide prints it: `1,073,332`, `81\.25`. */
function num(s) {
  const n = Number(s.replace(/,/g, ''));
  if (!Number.isFinite(n)) throw new Error(`not a number: "${s}"`);
  return n;
}

/** Instance name of a row's first cell (`m6i.large *` → `m6i.large`). */
function rowName(c) {
  return c.replace(/[*†]/g, '').trim();
}

/**
 * EBS-optimized ceilings (ebs-optimized.md): rows of 6 figures (baseline/maximum Mbps, MB/s, IOPS;
 * sizes marked * burst) or of 3 (one figure each: baseline = maximum).
 */
export function parseEbsOptimized(text) {
  /** @type {Map<string, {baselineMbps: number, maxMbps: number, baselineMBps: number, maxMBps: number, baselineIops: number, maxIops: number}>} */
  const out = new Map();
  for (const t of parseMarkdownTables(text)) {
    if (!/^Instance size$/i.test(t.header[0] ?? '')) continue;
    if (!t.header.some((h) => /IOPS/.test(h))) continue;
    for (const r of t.rows) {
      const name = rowName(r[0] ?? '');
      if (r.length === 7) {
        const [bMbps, mMbps, bMBps, mMBps, bIops, mIops] = r.slice(1).map(num);
        out.set(name, {
          baselineMbps: bMbps,
          maxMbps: mMbps,
          baselineMBps: bMBps,
          maxMBps: mMBps,
          baselineIops: bIops,
          maxIops: mIops,
        });
      } else if (r.length === 4) {
        const [mbps, mbs, iops] = r.slice(1).map(num);
        out.set(name, {
          baselineMbps: mbps,
          maxMbps: mbps,
          baselineMBps: mbs,
          maxMBps: mbs,
          baselineIops: iops,
          maxIops: iops,
        });
      }
    }
  }
  return out;
}

/** Instance store volumes (InstanceStorage.md): `1 x 118 GB` with type `NVMe SSD`. */
export function parseInstanceStoreVolumes(text) {
  /** @type {Map<string, {devices: number, deviceSizeGB: number, type: string}>} */
  const out = new Map();
  for (const t of parseMarkdownTables(text)) {
    if (t.header[0] !== 'Instance type' || t.header[1] !== 'Instance store volumes') continue;
    for (const r of t.rows) {
      const m = /^(\d+) x ([\d,]+) GB$/.exec(r[1] ?? '');
      if (!m) continue;
      out.set(rowName(r[0] ?? ''), {
        devices: Number(m[1]),
        deviceSizeGB: num(m[2]),
        type: r[2] ?? '',
      });
    }
  }
  return out;
}

/**
 * Per-category page (general-purpose-instances.md, …): hardware specifications (default vCPUs,
 * memory GiB) and SSD instance-store IOPS (100% random read, write; 4 KiB).
 */
export function parseCategoryPage(text) {
  /** @type {Map<string, {vcpu: number, memoryGiB: number}>} */
  const specs = new Map();
  /** @type {Map<string, {readIops4k: number, writeIops4k: number}>} */
  const storeIops = new Map();
  for (const t of parseMarkdownTables(text)) {
    const h = t.header.join(' | ');
    if (/^Instance type \| Default vCPUs \| Memory \(GiB\)$/.test(h)) {
      for (const r of t.rows) {
        specs.set(rowName(r[0] ?? ''), { vcpu: num(r[1] ?? ''), memoryGiB: num(r[2] ?? '') });
      }
    } else if (/^Instance Size \| 100% Random Read IOPS \| Write IOPS$/.test(h)) {
      for (const r of t.rows) {
        storeIops.set(rowName(r[0] ?? ''), {
          readIops4k: num(r[1] ?? ''),
          writeIops4k: num(r[2] ?? ''),
        });
      }
    }
  }
  return { specs, storeIops };
}

/**
 * Karpenter's instance-type reference (website/content/en/preview/reference/instance-types.md,
 * generated by hack/docs/instancetypes_gen from EC2 DescribeInstanceTypes): per type, the labels
 * `instance-cpu`, `instance-memory` (MiB), `kubernetes.io/arch`, `instance-ebs-bandwidth`
 * (EbsOptimizedInfo.MaximumBandwidthInMbps) and `instance-local-nvme`
 * (InstanceStorageInfo.TotalSizeInGB). Absent labels stay undefined.
 */
export function parseKarpenterInstanceTypes(text) {
  /** @type {Map<string, {vcpu?: number, memoryMiB?: number, architecture?: 'x86_64' | 'arm64', ebsMaxMbps?: number, localNvmeGB?: number}>} */
  const out = new Map();
  /** @type {{vcpu?: number, memoryMiB?: number, architecture?: 'x86_64' | 'arm64', ebsMaxMbps?: number, localNvmeGB?: number} | null} */
  let cur = null;
  for (const line of text.split('\n')) {
    const head = /^### `([a-z0-9-]+\.[a-z0-9-]+)`/.exec(line);
    if (head) {
      cur = {};
      out.set(head[1], cur);
      continue;
    }
    if (!cur) continue;
    const m = /^\s*\|([a-z0-9./-]+)\|([^|]*)\|/.exec(line);
    if (!m) continue;
    const [, key, value] = m;
    if (key === 'karpenter.k8s.aws/instance-cpu') cur.vcpu = num(value);
    else if (key === 'karpenter.k8s.aws/instance-memory') cur.memoryMiB = num(value);
    else if (key === 'karpenter.k8s.aws/instance-ebs-bandwidth') cur.ebsMaxMbps = num(value);
    else if (key === 'karpenter.k8s.aws/instance-local-nvme') cur.localNvmeGB = num(value);
    else if (key === 'kubernetes.io/arch')
      cur.architecture = value === 'arm64' ? 'arm64' : value === 'amd64' ? 'x86_64' : undefined;
  }
  return out;
}

/** "07-31-2026" (the estimator's MM-DD-YYYY) → "2026-07-31"; "N/A" → null. */
function usDate(s) {
  if (s === 'N/A') return null;
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(s);
  if (!m) throw new Error(`not a MM-DD-YYYY date: ${s}`);
  return `${m[3]}-${m[1]}-${m[2]}`;
}

/**
 * The MySQL entries of AWS's RDS Extended Support cost estimator
 * (aws-samples/rds-extended-support-cost-estimator scripts/utils/rds_mappings.py):
 * `AURORA_EXTENDED_SUPPORT_VERSION` and `RDS_EXTENDED_SUPPORT_VERSION`, each a Python dict of
 * "mysql-<major>" → {"rds-standard-eos-date", "rds-extended-support-yr1-start-date",
 * "rds-extended-support-yr3-start-date", "rds-extended-eos-date"} in MM-DD-YYYY ("N/A": none).
 */
export function parseRdsSupportDates(text) {
  /** @type {{engine: 'mysql' | 'aurora-mysql', majorVersion: string, standardSupportEnd: string, year1Start: string, year3Start: string | null, extendedSupportEnd: string}[]} */
  const out = [];
  for (const [dict, engine] of /** @type {const} */ ([
    ['RDS_EXTENDED_SUPPORT_VERSION', 'mysql'],
    ['AURORA_EXTENDED_SUPPORT_VERSION', 'aurora-mysql'],
  ])) {
    const at = text.indexOf(`${dict} = {`);
    if (at < 0) throw new Error(`no ${dict} in the estimator's mappings`);
    const body = text.slice(at, text.indexOf('\n    }\n', at));
    for (const m of body.matchAll(/"mysql-(\d+\.\d+)"\s*:\s*\{([^}]*)\}/g)) {
      const field = (/** @type {string} */ k) => {
        const f = new RegExp(`"${k}"\\s*:\\s*"([^"]*)"`).exec(m[2] ?? '');
        if (!f) throw new Error(`mysql-${m[1]} of ${dict} has no "${k}"`);
        return usDate(f[1] ?? '');
      };
      const standardSupportEnd = field('rds-standard-eos-date');
      const year1Start = field('rds-extended-support-yr1-start-date');
      const extendedSupportEnd = field('rds-extended-eos-date');
      if (!standardSupportEnd || !year1Start || !extendedSupportEnd)
        throw new Error(`mysql-${m[1]} of ${dict} lacks a date`);
      out.push({
        engine,
        majorVersion: m[1] ?? '',
        standardSupportEnd,
        year1Start,
        year3Start: field('rds-extended-support-yr3-start-date'),
        extendedSupportEnd,
      });
    }
  }
  return out;
}

/** Aurora MySQL major version → the MySQL major version users name it by ("3" is 8.0). */
const AURORA_MYSQL_MAJOR = new Map([
  ['1', '5.6'],
  ['2', '5.7'],
  ['3', '8.0'],
  ['8.4', '8.4'],
]);

/**
 * The major versions of an endoflife.date product file (`products/amazon-rds-mysql.md`,
 * `products/amazon-aurora-mysql.md`), whose `releases` hold the columns of AWS's own release
 * calendar that its `auto` section names: `eol` = "RDS (Aurora) end of standard support date",
 * `eoes` = "RDS end of Extended Support date" (YYYY-MM-DD; `true` or absent: not given). Minor
 * cycles ("8.0.46") are skipped; Aurora's majors ("2", "3") are named by their MySQL major.
 */
export function parseReleaseCalendar(text, engine) {
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
  if (!front || !front.includes('\nreleases:')) throw new Error('no releases in the calendar file');
  /** @type {{engine: 'mysql' | 'aurora-mysql', majorVersion: string, standardSupportEnd: string, extendedSupportEnd: string | null}[]} */
  const out = [];
  for (const block of front.split(/\n\s*-\s+releaseCycle:\s*/).slice(1)) {
    const cycle = /^"?([\d.]+)"?/.exec(block)?.[1] ?? '';
    const major =
      engine === 'mysql'
        ? /^\d+\.\d+$/.test(cycle)
          ? cycle
          : undefined
        : AURORA_MYSQL_MAJOR.get(cycle);
    if (!major) continue;
    const date = (/** @type {string} */ k) =>
      new RegExp(`\\n\\s*${k}:\\s*(\\d{4}-\\d{2}-\\d{2})\\s*(\\n|$)`).exec(block)?.[1] ?? null;
    const standardSupportEnd = date('eol');
    if (!standardSupportEnd) throw new Error(`${engine} ${cycle} has no eol date`);
    out.push({ engine, majorVersion: major, standardSupportEnd, extendedSupportEnd: date('eoes') });
  }
  if (out.length === 0) throw new Error(`no ${engine} major version in the calendar file`);
  return out;
}
