#!/usr/bin/env node
// `npm start`: the desktop app through electron-forge start, after a preflight
// (scripts/launch/electronPreflight.ts) that lets Electron's own install step fetch the binary on
// the first start and, when it cannot, prints one message (the remedies, and `npm run web` for the
// browser edition) and exits 1 instead of Electron's stack trace. Arguments go to electron-forge.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { preflight } = await import('./launch/electronPreflight.ts');
const require = createRequire(import.meta.url);

const electronDir = dirname(require.resolve('electron/package.json'));
const { version } = JSON.parse(readFileSync(join(electronDir, 'package.json'), 'utf8'));

const result = preflight({
  electronDir,
  version,
  env: process.env,
  say: (line) => console.log(line),
  runInstall: () => {
    const r = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
      env: process.env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { status: r.status, output: `${r.stderr ?? ''}\n${r.stdout ?? ''}` };
  },
});
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}

const forgePkg = require.resolve('@electron-forge/cli/package.json');
const forgeBin = join(
  dirname(forgePkg),
  JSON.parse(readFileSync(forgePkg, 'utf8')).bin['electron-forge'],
);
const child = spawn(process.execPath, [forgeBin, 'start', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
