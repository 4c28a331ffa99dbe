/**
 * `npm run bench -- import` (this file: the command end to end): `innosizer import` on generated
 * CSVs, each run in its own child process with the command's own stdout and stderr (processIo, as
 * bin/innosizer.mjs runs it), stdout redirected to a file as a shell redirect would send it; peak
 * RSS from the kernel (process.resourceUsage's maxRSS). Issue 16's targets:
 *   - a 200 MB CSV imports in bounded memory, with and without --json (peak RSS under 500 MB);
 *   - the same 200 MB file with a stray quote on line 2 stops at the quoted-field bound with an
 *     error naming line 2, in bounded memory;
 *   - a 200 MB file with no line break after its header stops at the line bound (1 MiB), naming
 *     line 2, in bounded memory;
 *   - a 1M-row CSV with --json takes at most 2x the time of the same import without.
 * The --json output of the 1M-row run is checked to be valid JSON with every record.
 *
 * While iterating: `IMPORT_BENCH_QUICK=1` runs only the 1M-row comparison (skips the three 200 MB
 * cases), and `IMPORT_BENCH_RUNS=N` sets how many interleaved pairs it takes the best of (2).
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const MIB = 1048576;

/** Writes a benchmark CSV of at least `minBytes` (or `rows` rows), 64 KiB at a time. */
function generate(
  path: string,
  opts: { rows?: number; minBytes?: number; strayQuote?: boolean; oneLine?: boolean },
) {
  const fd = openSync(path, 'w');
  const instances = ['m6i.2xlarge', 'm6id.large', 'm6id.xlarge', 'm6id.4xlarge'];
  let batch =
    'instance,storage,provisioned_iops,provisioned_mibps,block_size_kib,threads,reads_per_s\n';
  let bytes = 0;
  let rows = 0;
  for (let i = 0; ; i += 1) {
    if (opts.rows !== undefined && rows >= opts.rows) break;
    if (opts.minBytes !== undefined && bytes + batch.length >= opts.minBytes) break;
    const inst = instances[i % 4] ?? 'm6i.2xlarge';
    const gp3 = inst === 'm6i.2xlarge';
    const bs = [4, 16, 32][i % 3] ?? 4;
    const name = opts.strayQuote && i === 0 ? `"${inst}` : inst;
    batch += `${name},${gp3 ? 'gp3' : 'instance-store'},${gp3 ? 3000 + (i % 13000) : ''},${gp3 ? 125 + (i % 875) : ''},${bs},${16 << (i % 3)},${(3000 + ((i * 7919) % 300000) + (i % 100) / 100).toFixed(2)}${opts.oneLine ? ',' : '\n'}`;
    rows += 1;
    if (batch.length >= 65536) {
      writeSync(fd, batch);
      bytes += batch.length;
      batch = '';
    }
  }
  writeSync(fd, batch);
  closeSync(fd);
  return rows;
}

interface Run {
  code: number;
  ms: number;
  cpuMs: number;
  peakRssMiB: number;
  stderr: string;
}

/** Child: runs the CLI's main in-process on the process's stdout (the out file) and stderr, then reports its own figures as the last line of stderr. */
async function child(argv: string[]): Promise<void> {
  const { main, processIo } = await import('../src/cli/main.ts');
  const io = processIo();
  let stderr = '';
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const code = await main(argv, { ...io, stderr: (s) => void (stderr += s) });
  // Everything handed to stdout is written (a file: synchronously).
  await new Promise<void>((done) => process.stdout.write('', () => done()));
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  const run: Run = {
    code,
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    peakRssMiB: (process.resourceUsage().maxRSS * 1024) / MIB,
    stderr: stderr.slice(0, 400),
  };
  process.stderr.write(`\n${JSON.stringify(run)}\n`);
}

function measure(outPath: string, argv: string[]): Run {
  const out = openSync(outPath, 'w');
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', import.meta.filename, '--child', ...argv],
    {
      encoding: 'utf8',
      maxBuffer: 16 * MIB,
      stdio: ['ignore', out, 'pipe'],
    },
  );
  closeSync(out);
  const last = r.stderr.trim().split('\n').pop() ?? '';
  if (!last.startsWith('{'))
    throw new Error(`child failed (${r.status}): ${r.stderr.slice(0, 2000)}`);
  return JSON.parse(last) as Run;
}

const fmt = (r: Run): string =>
  `${(r.ms / 1000).toFixed(2).padStart(6)} s wall, ${(r.cpuMs / 1000).toFixed(2).padStart(6)} s CPU, peak RSS ${r.peakRssMiB.toFixed(0).padStart(4)} MiB, exit ${r.code}`;

/** The three 200 MB cases: bounded memory with and without --json, a stray quote, no line break. */
function bigCases(dir: string, out: string, check: (ok: boolean, what: string) => void): void {
  // 1. 200 MB, with and without --json.
  const big = join(dir, 'big.csv');
  const bigRows = generate(big, { minBytes: 200 * 1e6 });
  console.log(
    `generated ${bigRows.toLocaleString('en-US')} rows, ${(statSync(big).size / 1e6).toFixed(0)} MB (${(statSync(big).size / MIB).toFixed(0)} MiB)`,
  );
  const plain = measure(out, ['import', big]);
  console.log(`import big.csv          ${fmt(plain)}`);
  const json = measure(out, ['import', big, '--json']);
  const outMiB = statSync(out).size / MIB;
  console.log(`import big.csv --json   ${fmt(json)}  (${outMiB.toFixed(0)} MiB of JSON)`);
  check(plain.code === 0 && json.code === 0, 'both exit 0');
  check(
    plain.peakRssMiB < 500 && json.peakRssMiB < 500,
    `peak RSS under 500 MB (${plain.peakRssMiB.toFixed(0)} and ${json.peakRssMiB.toFixed(0)} MiB)`,
  );
  // 2. The same size with a stray quote on line 2.
  const stray = join(dir, 'stray.csv');
  generate(stray, { minBytes: 200 * 1e6, strayQuote: true });
  const quoted = measure(out, ['import', stray, '--json']);
  console.log(`stray quote --json      ${fmt(quoted)}`);
  console.log(`  stderr: ${quoted.stderr.trim()}`);
  check(quoted.code === 2 && /line 2\b/.test(quoted.stderr), 'refused (exit 2) naming line 2');
  check(quoted.peakRssMiB < 500, `peak RSS under 500 MB (${quoted.peakRssMiB.toFixed(0)} MiB)`);
  // 3. The same size with no line break after the header (a file of one long line).
  const oneLine = join(dir, 'one-line.csv');
  generate(oneLine, { minBytes: 200 * 1e6, oneLine: true });
  const long = measure(out, ['import', oneLine, '--json']);
  console.log(`one long line --json    ${fmt(long)}`);
  console.log(`  stderr: ${long.stderr.trim()}`);
  check(long.code === 2 && /line 2\b/.test(long.stderr), 'refused (exit 2) naming line 2');
  check(long.peakRssMiB < 500, `peak RSS under 500 MB (${long.peakRssMiB.toFixed(0)} MiB)`);
  rmSync(big);
  rmSync(stray);
  rmSync(oneLine);
}

async function mainBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'innosizer-bench-cli-'));
  const out = join(dir, 'out.json');
  let met = true;
  const check = (ok: boolean, what: string): void => {
    met &&= ok;
    console.log(`  ${ok ? 'met' : 'NOT met'}: ${what}`);
  };
  const quick = process.env.IMPORT_BENCH_QUICK === '1';
  const pairs = Math.max(1, Number(process.env.IMPORT_BENCH_RUNS ?? '2') || 2);
  try {
    if (!quick) bigCases(dir, out, check);
    // 4. 1M rows: --json within 2x of without (best of `pairs` each, interleaved).
    const million = join(dir, 'million.csv');
    generate(million, { rows: 1_000_000 });
    const runs = { plain: [] as Run[], json: [] as Run[] };
    for (let k = 0; k < pairs; k += 1) {
      runs.plain.push(measure(out, ['import', million]));
      runs.json.push(measure(out, ['import', million, '--json']));
      const [p, j] = [runs.plain[k] as Run, runs.json[k] as Run];
      console.log(
        `  pair ${k + 1}: ${(p.ms / 1000).toFixed(2)} / ${(j.ms / 1000).toFixed(2)} s wall (${(j.ms / p.ms).toFixed(2)}x), ${(p.cpuMs / 1000).toFixed(2)} / ${(j.cpuMs / 1000).toFixed(2)} s CPU (${(j.cpuMs / p.cpuMs).toFixed(2)}x)`,
      );
    }
    const best = (rs: Run[]): Run => [...rs].sort((a, b) => a.ms - b.ms)[0] as Run;
    const p = best(runs.plain);
    const j = best(runs.json);
    console.log(`1M rows                 ${fmt(p)}`);
    console.log(`1M rows --json          ${fmt(j)}`);
    const parsed = JSON.parse(readFileSync(out, 'utf8')) as {
      records: unknown[];
      files: unknown[];
    };
    check(parsed.records.length === 1_000_000, 'the --json output parses, with 1,000,000 records');
    check(
      j.ms <= 2 * p.ms,
      `--json within 2x: ${(j.ms / p.ms).toFixed(2)}x wall, ${(j.cpuMs / p.cpuMs).toFixed(2)}x CPU`,
    );
    console.log(
      `import (CLI): ${met ? 'all targets met' : 'targets NOT met'}; load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} CPUs`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!met) process.exitCode = 1;
}

const i = process.argv.indexOf('--child');
if (i >= 0) await child(process.argv.slice(i + 1));
else await mainBench();
