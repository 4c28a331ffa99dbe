/**
 * `npm run bench -- import`: streaming import of a generated 1,000,000-row benchmark CSV (the
 * brief's fileio columns), against papaparse streaming the same file: with a header row and typed
 * values (what the importer delivers), and bare (arrays of strings); rows kept in both, as the
 * importer keeps its records. Each parser runs in its own child process so
 * that peak memory (RSS sampled every 5 ms, and heapUsed) is its own. Target: the importer within
 * 2x of papaparse's time and under 2 s.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import Papa from 'papaparse';
import { createImporter } from '../src/core/imports/index.ts';

const ROWS = 1_000_000;

interface Measure {
  parser: string;
  ms: number;
  /** CPU time of the process during the parse (user + system): less sensitive to a busy machine. */
  cpuMs: number;
  rows: number;
  peakRssMiB: number;
  peakHeapMiB: number;
}

function generate(path: string): void {
  const instances = ['m6i.2xlarge', 'm6id.large', 'm6id.xlarge', 'm6id.4xlarge'];
  const parts: string[] = [
    'instance,storage,provisioned_iops,provisioned_mibps,block_size_kib,threads,reads_per_s\n',
  ];
  for (let i = 0; i < ROWS; i += 1) {
    const inst = instances[i % 4] ?? 'm6i.2xlarge';
    const gp3 = inst === 'm6i.2xlarge';
    const bs = [4, 16, 32][i % 3] ?? 4;
    parts.push(
      `${inst},${gp3 ? 'gp3' : 'instance-store'},${gp3 ? 3000 + (i % 13000) : ''},${gp3 ? 125 + (i % 875) : ''},${bs},${16 << (i % 3)},${(3000 + ((i * 7919) % 300000) + (i % 100) / 100).toFixed(2)}\n`,
    );
  }
  writeFileSync(path, parts.join(''));
}

function sampler(): { stop: () => { rss: number; heap: number } } {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const tick = (): void => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  const timer = setInterval(tick, 5);
  return {
    stop: () => {
      tick();
      clearInterval(timer);
      return { rss, heap };
    },
  };
}

async function runInnosizer(path: string): Promise<number> {
  const imp = createImporter('bench.csv');
  const decoder = new StringDecoder('utf8');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    const buf = chunk as Buffer;
    imp.push(decoder.write(buf), buf.length);
  }
  const r = imp.end();
  if (r.errors.length > 0) throw new Error(r.errors[0]?.message);
  return r.records.length;
}

/** papaparse streaming; `typed`: header row and dynamic typing (objects of numbers), else bare string arrays. */
function runPapaparse(path: string, typed: boolean): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const rows: unknown[] = [];
    Papa.parse<unknown>(createReadStream(path, { encoding: 'utf8', highWaterMark: 1 << 20 }), {
      header: typed,
      dynamicTyping: typed,
      skipEmptyLines: true,
      chunk: (res) => {
        for (const row of res.data) rows.push(row);
      },
      complete: () => resolvePromise(rows.length),
      error: (e: Error) => reject(e),
    });
  });
}

async function child(parser: string, path: string): Promise<void> {
  globalThis.gc?.();
  const s = sampler();
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const rows =
    parser === 'innosizer'
      ? await runInnosizer(path)
      : await runPapaparse(path, parser === 'papaparse');
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  const peak = s.stop();
  const m: Measure = {
    parser,
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    rows,
    peakRssMiB: peak.rss / 1048576,
    peakHeapMiB: peak.heap / 1048576,
  };
  process.stdout.write(`${JSON.stringify(m)}\n`);
}

function measure(parser: string, path: string): Measure {
  const r = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', import.meta.filename, '--child', parser, path],
    {
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`${parser} child failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() ?? '{}') as Measure;
}

async function mainBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'innosizer-bench-'));
  const path = join(dir, 'rows.csv');
  try {
    generate(path);
    const mib = statSync(path).size / 1048576;
    console.log(`generated ${ROWS.toLocaleString('en-US')} rows, ${mib.toFixed(1)} MiB`);
    const results: Measure[] = [];
    for (const parser of [
      'papaparse',
      'papaparse-bare',
      'innosizer',
      'papaparse',
      'papaparse-bare',
      'innosizer',
    ])
      results.push(measure(parser, path));
    const best = (p: string): Measure =>
      results.filter((r) => r.parser === p).sort((a, b) => a.ms - b.ms)[0] as Measure;
    const base = best('papaparse');
    const bare = best('papaparse-bare');
    const ours = best('innosizer');
    for (const m of [base, bare, ours]) {
      console.log(
        `${m.parser.padEnd(10)} ${m.ms.toFixed(0).padStart(6)} ms wall, ${m.cpuMs.toFixed(0).padStart(6)} ms CPU  ${m.rows.toLocaleString('en-US')} rows  peak RSS ${m.peakRssMiB.toFixed(0)} MiB  peak heap ${m.peakHeapMiB.toFixed(0)} MiB`,
      );
    }
    const ratio = ours.ms / base.ms;
    const load = loadavg()[0] ?? 0;
    console.log(
      `innosizer / bare papaparse (string arrays): ${(ours.ms / bare.ms).toFixed(2)}x wall time, ${(ours.cpuMs / bare.cpuMs).toFixed(2)}x CPU time`,
    );
    console.log(
      `innosizer / papaparse: ${ratio.toFixed(2)}x wall time, ${(ours.cpuMs / base.cpuMs).toFixed(2)}x CPU time (target ≤ 2x); innosizer ${(ours.ms / 1000).toFixed(2)} s wall (target < 2 s) → ${ratio <= 2 && ours.ms < 2000 ? 'met' : 'NOT met'}; load average ${load.toFixed(1)} on ${cpus().length} CPUs`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const i = process.argv.indexOf('--child');
if (i >= 0) await child(process.argv[i + 1] ?? '', process.argv[i + 2] ?? '');
else await mainBench();
