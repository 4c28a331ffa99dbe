/**
 * `npm run bench -- memory`: peak memory of each importer, and of the readers of the other files
 * the CLI takes, on generated inputs of about 200 MB (BENCH_MIB to change it), against the 500 MB
 * goal (issue 31, item 3). Each input is written to a temporary folder, read by the command a user
 * runs (`innosizer import FILE --json`, `catalog update`, `fleet`) in a child process of its own,
 * and the child's peak resident set (getrusage maxrss) is printed. Nothing generated is kept.
 * Pass names to run some inputs only: `node --import tsx bench/memory.bench.ts diskstats`;
 * BENCH_PLAIN=1 runs the imports without `--json` (the listing and the analysis only).
 * Peaks measured before and after the telemetry imports' memory work: docs/imports.md, "Memory
 * of telemetry imports".
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateInventory, INVENTORY_HEADER } from '../tests/fixtures/fleet/generate.ts';

const MIB = 1024 * 1024;
const TARGET = Number(process.env.BENCH_MIB ?? 200) * MIB;
const GOAL_MIB = 500;
const ROOT = resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const PLAIN = process.env.BENCH_PLAIN === '1';

/** Writes `head`, then `piece(i)` for i = 0, 1, … until the file holds `TARGET` bytes, then `tail`. */
function generate(path: string, head: string, piece: (i: number) => string, tail = ''): void {
  const fd = openSync(path, 'w');
  let bytes = writeSync(fd, head);
  const batch: string[] = [];
  for (let i = 0; bytes < TARGET; i += 1) {
    const p = piece(i);
    batch.push(p);
    bytes += Buffer.byteLength(p);
    if (batch.length >= 4096) writeSync(fd, batch.splice(0).join(''));
  }
  writeSync(fd, batch.join('') + tail);
  closeSync(fd);
}

const iso = (s: number): string => new Date(Date.UTC(2026, 10, 1) + s * 1000).toISOString();

const FIO_JOB = (() => {
  const text = readFileSync(
    join(ROOT, 'tests/fixtures/imports/fio-randread-16k-qd32.json'),
    'utf8',
  );
  return JSON.stringify(
    (JSON.parse(text.slice(text.indexOf('{'))) as { jobs: unknown[] }).jobs[0],
    null,
    2,
  );
})();

const STATUS_VARS = Array.from({ length: 400 }, (_, k) => `Some_variable_${k}\t${k * 12345}`).join(
  '\n',
);

const CW_METRICS = [
  'VolumeReadOps',
  'VolumeWriteOps',
  'VolumeReadBytes',
  'VolumeWriteBytes',
  'VolumeIdleTime',
];

/** Each input: file name, how to generate it, the command's arguments after the file. */
const INPUTS: {
  name: string;
  file: string;
  make: (path: string) => void;
  argv: (path: string) => string[];
}[] = [
  {
    name: 'fio JSON',
    file: 'fio.json',
    make: (p) =>
      generate(
        p,
        '{\n  "fio version" : "fio-3.35",\n  "jobs" : [\n',
        (i) => `${i > 0 ? ',\n' : ''}${FIO_JOB}`,
        '\n  ]\n}\n',
      ),
    argv: (p) => ['import', p, '--json'],
  },
  {
    name: '/proc/diskstats',
    file: 'diskstats.txt',
    make: (p) =>
      generate(
        p,
        '',
        (i) =>
          `TS ${1763805600 + i}.000 2025-11-22\n 202       0 xvda ${40512 + i} 120 ${2063218 + i * 8} 19870 ${188120 + i} 161020 4871240 201230 0 174120 221100\n 259       0 nvme1n1 ${9123456 + i * 3000} 0 ${291950592 + i * 96000} ${7112345 + i * 2400} ${4045678 + i * 1000} 9400 ${230923392 + i * 64000} ${5966234 + i * 1400} 1 ${8020110 + i * 900} 13078590\n`,
      ),
    argv: (p) => ['import', p, '--json'],
  },
  {
    name: 'CloudWatch JSON',
    file: 'cloudwatch.json',
    make: (p) => {
      // Five metrics of one volume, as the AWS CLI prints them (one data point a line).
      const n = Math.floor(TARGET / 5 / 40);
      const metric = (m: string, k: number): string =>
        `    {\n      "Id": "m${k}",\n      "Label": "vol-0a1b2c3d4e5f60718 ${m}",\n      "Timestamps": [\n${Array.from({ length: n }, (_, i) => `        "${iso(i * 60).replace('.000', '')}"`).join(',\n')}\n      ],\n      "Values": [\n${Array.from({ length: n }, (_, i) => `        ${(i % 97) * 10 + 1}.0`).join(',\n')}\n      ],\n      "StatusCode": "Complete"\n    }`;
      const fd = openSync(p, 'w');
      writeSync(fd, '{\n  "MetricDataResults": [\n');
      CW_METRICS.forEach((m, k) => writeSync(fd, `${k > 0 ? ',\n' : ''}${metric(m, k)}`));
      writeSync(fd, '\n  ],\n  "Messages": []\n}\n');
      closeSync(fd);
    },
    argv: (p) => ['import', p, '--json'],
  },
  {
    name: 'CloudWatch CSV',
    file: 'cloudwatch.csv',
    make: (p) =>
      generate(
        p,
        `Time,${CW_METRICS.join(',')}\n`,
        (i) =>
          `${iso(i * 60)
            .slice(0, 19)
            .replace('T', ' ')},${30000 + (i % 100)},12000,491520000,393216000,54\n`,
      ),
    argv: (p) => ['import', p, '--json'],
  },
  {
    name: 'SHOW GLOBAL STATUS',
    file: 'status.tsv',
    make: (p) =>
      generate(
        p,
        '',
        (i) =>
          `TS ${1763805600 + i * 10}.001\nVariable_name\tValue\nUptime\t${86400 + i * 10}\nQuestions\t${1000000 + i * 5000}\nInnodb_buffer_pool_read_requests\t${5000000 + i * 90000}\nInnodb_buffer_pool_reads\t${20000 + i * 300}\nInnodb_data_reads\t${25000 + i * 310}\n${STATUS_VARS}\n`,
      ),
    argv: (p) => ['import', p, '--json'],
  },
  {
    name: 'iostat -x -t',
    file: 'iostat.txt',
    make: (p) =>
      generate(
        p,
        'Linux 5.15.0 (host) \t11/22/2026 \t_x86_64_\t(8 CPU)\n\n',
        (i) =>
          `${iso(i).slice(0, 19)}+0000\nDevice            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wkB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dkB/s   drqm/s  %drqm d_await dareq-sz     f/s f_await  aqu-sz  %util\nnvme1n1 ${2000 + (i % 50)}.00 32000.00 0.00 0.00 0.80 16.00 500.00 16000.00 10.00 2.00 1.40 32.00 0.00 0.00 0.00 0.00 0.00 0.00 5.00 0.40 3.90 90.00\n\n`,
      ),
    argv: (p) => ['import', p, '--json'],
  },
  {
    name: 'offer file (many SKUs)',
    file: 'offer.json',
    make: (p) => {
      const product = (sku: string): string =>
        `"${sku}":{"sku":"${sku}","productFamily":"Compute Instance","attributes":{"servicecode":"AmazonEC2","location":"EU (London)","instanceType":"m6i.large","tenancy":"Shared","operatingSystem":"Linux","preInstalledSw":"NA","capacitystatus":"Used","regionCode":"eu-west-2"}}`;
      const term = (sku: string): string =>
        `"${sku}":{"${sku}.JRTCKXETXF":{"offerTermCode":"JRTCKXETXF","sku":"${sku}","priceDimensions":{"${sku}.JRTCKXETXF.6YS6EN2CT7":{"unit":"Hrs","pricePerUnit":{"USD":"0.1110000000"}}},"termAttributes":{}}}`;
      const n = Math.floor(TARGET / 700);
      const skus = Array.from({ length: n }, (_, i) => `SKU${String(i).padStart(12, '0')}`);
      writeFileSync(
        p,
        `{"formatVersion":"v1.0","offerCode":"AmazonEC2","version":"20261101000000","publicationDate":"2026-11-01T00:00:00Z","products":{${skus.map(product).join(',')}},"terms":{"OnDemand":{${skus.map(term).join(',')}}}}\n`,
      );
    },
    argv: (p) => ['catalog', 'update', '--offer-file', p],
  },
  {
    name: 'fleet inventory (refused over 2 MiB)',
    file: 'fleet.csv',
    make: (p) => {
      // The fleet tests' generator, 1,000 servers at a time (the header once).
      const block = generateInventory(1000);
      const rows = `${block.slice(block.indexOf('\n') + 1).trimEnd()}\n`;
      generate(p, `${INVENTORY_HEADER}\n`, (i) => rows.replaceAll('db-', `db${i}-`));
    },
    argv: (p) => ['fleet', p],
  },
];

/** Runs `innosizer ARGV` in a child (the sources, through tsx); its status, peak RSS and time. */
function measure(
  argv: string[],
  env: NodeJS.ProcessEnv,
): { status: number | null; peakMiB: number; seconds: number; err: string } {
  const script = `import { main, processIo } from ${JSON.stringify(join(ROOT, 'src/cli/main.ts'))};
    const code = await main(${JSON.stringify(argv)}, { ...processIo(), stdout: () => {}, stdoutBytes: async () => {} });
    process.stderr.write('\\nRSS ' + process.resourceUsage().maxRSS + '\\n');
    process.exit(code);`;
  const started = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * MIB,
  });
  const kib = Number(/\nRSS (\d+)\n/.exec(r.stderr)?.[1] ?? NaN);
  const err =
    r.stderr
      .replace(/\nRSS \d+\n/, '')
      .trim()
      .split('\n')[0] ?? '';
  return { status: r.status, peakMiB: kib / 1024, seconds: (Date.now() - started) / 1000, err };
}

const dir = mkdtempSync(join(tmpdir(), 'innosizer-memory-'));
const env = {
  ...process.env,
  INNOSIZER_CATALOG_OVERLAY: join(dir, 'overlay', 'catalog-overlay.json'),
};
let over = 0;
try {
  const baseline = measure(['--version'], env);
  console.log(
    `baseline (innosizer --version through tsx): peak ${baseline.peakMiB.toFixed(0)} MiB`,
  );
  for (const input of INPUTS) {
    if (only.length > 0 && !only.some((o) => input.name.toLowerCase().includes(o.toLowerCase())))
      continue;
    const path = join(dir, input.file);
    input.make(path);
    const size = statSync(path).size / MIB;
    const argv = input.argv(path);
    const m = measure(PLAIN ? argv.filter((a) => a !== '--json') : argv, env);
    rmSync(path, { force: true });
    const ok = m.peakMiB <= GOAL_MIB;
    if (!ok) over += 1;
    console.log(
      `${input.name.padEnd(40)} ${size.toFixed(0).padStart(4)} MiB input: peak ${m.peakMiB.toFixed(0).padStart(5)} MiB in ${m.seconds.toFixed(1).padStart(5)} s, exit ${m.status} ${ok ? 'ok' : `OVER the ${GOAL_MIB} MB goal`}${m.err ? `: ${m.err.slice(0, 110)}` : ''}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(over === 0 ? `all within ${GOAL_MIB} MB` : `${over} over the ${GOAL_MIB} MB goal`);
