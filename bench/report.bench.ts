/**
 * Export time of a typical recommendation PDF (issue: "within 3 s"): the default scenario plus one
 * compared scenario, A4, through the same code path as `innosizer report` (in-process, so Node and
 * tsx start-up are excluded). The first export also loads React, Playwright and the model.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reportCommand } from '../src/cli/commands/report.ts';
import { defaultScenario } from '../src/core/scenario/defaults.ts';
import { serializeScenario } from '../src/core/scenario/file.ts';

const dir = mkdtempSync(join(tmpdir(), 'innosizer-report-bench-'));
const tuned = defaultScenario();
tuned.name = 'Tuned: gp3 16,000 IOPS / 500 MiB/s, light';
tuned.storage.iops = 16000;
tuned.storage.throughputMiBps = 500;
tuned.mysql.startupOpt = 'light';
const tunedFile = join(dir, 'tuned.innosizer.json');
writeFileSync(tunedFile, serializeScenario(tuned));

const io = { stdout: () => undefined, stderr: (s: string) => process.stderr.write(s) };
const times: number[] = [];
for (let i = 0; i < 4; i += 1) {
  const t0 = performance.now();
  const code = await reportCommand(['--compare', tunedFile, '--out', join(dir, `r${i}.pdf`)], io);
  times.push(performance.now() - t0);
  if (code !== 0) throw new Error(`report exited ${code}`);
}
rmSync(dir, { recursive: true, force: true });
const warm = times.slice(1).sort((a, b) => a - b);
console.log(
  `report export (default + 1 compared, A4): first ${Math.round(times[0] ?? 0)} ms (cold)`,
);
console.log(
  `  warm: median ${Math.round(warm[Math.floor(warm.length / 2)] ?? 0)} ms, all ${warm.map((t) => Math.round(t)).join(', ')} ms; target 3000 ms`,
);
