#!/usr/bin/env node
// `npm run test:pack`: the package as npm ships it works. Packs the repository (`npm pack`, whose
// prepare step builds dist/cli/innosizer.mjs), checks what the tarball holds (package.json's
// `files`: the command and its bundle, no sources or tests), installs it globally into a
// temporary prefix (`npm install -g <tarball> --prefix DIR`: dependencies from the registry or
// npm's cache, no prepare step, as a user's install), then runs the installed `innosizer --help`
// and `innosizer predict --json` from a folder outside the repository. Not part of `npm test`: it
// needs the registry (or a warm npm cache) and takes a minute.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'innosizer-pack-'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let failed = false;

function run(command, args, options = {}) {
  const r = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (r.status !== 0) {
    console.error(`check-pack: ${command} ${args.join(' ')} exited ${r.status}\n${r.stderr}`);
    rmSync(work, { recursive: true, force: true });
    process.exit(1);
  }
  return r;
}
function check(ok, what) {
  console.log(`  ${ok ? 'ok' : 'FAILED'}: ${what}`);
  failed ||= !ok;
}

try {
  const packed = run(npm, ['pack', '--json', '--pack-destination', work], { cwd: root });
  const info = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('[')))[0];
  const files = info.files.map((f) => f.path);
  console.log(
    `packed ${info.filename}: ${files.length} files, ${(info.size / 1024).toFixed(0)} KiB`,
  );
  check(files.includes('bin/innosizer.mjs'), 'the tarball has bin/innosizer.mjs');
  check(
    files.includes('dist/cli/innosizer.mjs'),
    'the tarball has the bundle dist/cli/innosizer.mjs',
  );
  check(
    !files.some((f) => /^(src|tests|electron|scripts)\//.test(f)),
    'the tarball has no sources, tests or scripts',
  );
  const tarball = join(work, info.filename);
  const prefix = join(work, 'prefix');
  run(npm, ['install', '-g', tarball, '--prefix', prefix, '--no-audit', '--no-fund'], {
    cwd: work,
  });
  const bin = join(prefix, process.platform === 'win32' ? 'innosizer.cmd' : 'bin/innosizer');
  const away = mkdtempSync(join(work, 'elsewhere-'));
  const help = spawnSync(bin, ['--help'], { encoding: 'utf8', cwd: away });
  check(
    help.status === 0 && help.stdout.includes('Usage: innosizer <command> [flags]'),
    `installed innosizer --help (exit ${help.status})`,
  );
  const predict = spawnSync(bin, ['predict', '--json'], { encoding: 'utf8', cwd: away });
  let total = NaN;
  try {
    total = JSON.parse(predict.stdout).startup.totalSeconds;
  } catch {
    // reported below
  }
  check(
    predict.status === 0 && total > 0,
    `installed innosizer predict --json (exit ${predict.status}, startup ${total} s)`,
  );
  if (predict.status !== 0) console.error(predict.stderr);
  const installed = readdirSync(join(prefix, 'lib', 'node_modules', 'innosizer', 'dist', 'cli'));
  check(installed.includes('innosizer.mjs'), 'the install runs the bundle (dist/cli present)');
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`check-pack: ${failed ? 'FAILED' : 'the packed package installs and runs'}`);
if (failed) process.exit(1);
