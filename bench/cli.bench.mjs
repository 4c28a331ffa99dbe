/**
 * `npm run bench -- cli`: start-up cost of the `innosizer` command (bin/innosizer.mjs running the
 * bundle dist/cli/innosizer.mjs, rebuilt first) as a ratio to a bare `node -e 0` on the same
 * machine. Targets: `innosizer --help` within 3x, `innosizer predict --json` within 4x.
 *
 * Each command runs RUNS times, interleaved with the others so a busy machine slows all alike.
 * Two measures: wall-clock median, and CPU time (user + system, from the children's totals in
 * /proc/self/stat on Linux) per run, which is what the command itself costs and is steadier when
 * other work shares the cores. The targets are judged on CPU time where it can be read, else on
 * the wall-clock medians. For reference, the same commands through tsx (INNOSIZER_SOURCES=1).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = resolve(root, 'bin/innosizer.mjs');
const RUNS = 15;

const build = spawnSync(process.execPath, [resolve(root, 'scripts/build-cli.mjs')], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

/** Children's CPU seconds so far (Linux), or null. */
function childCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return null;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After "pid (comm) ": state is field 3; cutime and cstime are fields 16 and 17.
  const cutime = Number(fields[13]);
  const cstime = Number(fields[14]);
  return Number.isFinite(cutime) ? (cutime + cstime) / 100 : null;
}

const cases = [
  { name: 'node -e 0', args: ['-e', '0'], env: {} },
  { name: 'innosizer --help', args: [bin, '--help'], env: {} },
  { name: 'innosizer predict --json', args: [bin, 'predict', '--json'], env: {} },
  { name: 'innosizer --help (tsx)', args: [bin, '--help'], env: { INNOSIZER_SOURCES: '1' } },
  {
    name: 'innosizer predict --json (tsx)',
    args: [bin, 'predict', '--json'],
    env: { INNOSIZER_SOURCES: '1' },
  },
];
const wall = new Map(cases.map((c) => [c.name, []]));
const cpu = new Map(cases.map((c) => [c.name, 0]));
for (let i = 0; i < RUNS; i += 1) {
  for (const c of cases) {
    const before = childCpuSeconds();
    const t0 = performance.now();
    const r = spawnSync(process.execPath, c.args, {
      env: { ...process.env, ...c.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    wall.get(c.name).push(performance.now() - t0);
    const after = childCpuSeconds();
    if (before !== null && after !== null) cpu.set(c.name, cpu.get(c.name) + (after - before));
    if (r.status !== 0) {
      console.error(`${c.name} exited ${r.status}`);
      process.exit(1);
    }
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const base = { wall: median(wall.get('node -e 0')), cpu: (cpu.get('node -e 0') / RUNS) * 1000 };
const haveCpu = base.cpu > 0;
console.log(
  `${cpus().length} cores, load ${loadavg()[0].toFixed(1)}; ${RUNS} runs each; node -e 0: ${base.wall.toFixed(0)} ms wall, ${haveCpu ? `${base.cpu.toFixed(0)} ms CPU` : 'CPU n/a'}`,
);
let failed = false;
for (const c of cases.slice(1)) {
  const w = median(wall.get(c.name));
  const cpuMs = (cpu.get(c.name) / RUNS) * 1000;
  const ratio = haveCpu ? cpuMs / base.cpu : w / base.wall;
  const target = c.name.endsWith('(tsx)') ? null : c.name.includes('predict') ? 4 : 3;
  const verdict =
    target === null ? '' : ratio <= target ? ` ≤ ${target}x: ok` : ` > ${target}x: FAIL`;
  if (target !== null && ratio > target) failed = true;
  console.log(
    `${c.name.padEnd(32)} ${w.toFixed(0).padStart(5)} ms wall (${(w / base.wall).toFixed(1)}x)  ${haveCpu ? `${cpuMs.toFixed(0).padStart(4)} ms CPU (${(cpuMs / base.cpu).toFixed(1)}x)` : ''}${verdict}`,
  );
}
process.exit(failed ? 1 : 0);
