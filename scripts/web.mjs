#!/usr/bin/env node
// `npm run web`: InnoSizer's browser edition. Builds the renderer (vite --mode web, as
// `npm run build:web`) when its sources are newer than the build, serves it from 127.0.0.1 only
// (scripts/launch/webServer.ts), prints the address and opens the default browser.
//   npm run web -- --no-open --port 0
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { DEFAULT_PORT, WEB_USAGE, needsBuild, openCommand, parseWebArgs } =
  await import('./launch/webEdition.ts');
const { serveOnPort } = await import('./launch/webServer.ts');

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, '.vite/web');

const parsed = parseWebArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`npm run web: ${parsed.error}`);
  process.exit(2);
}
if (parsed.options.help) {
  console.log(WEB_USAGE);
  process.exit(0);
}

if (needsBuild(root, outDir)) {
  console.log('Building the browser edition (its sources changed since the last build)…');
  const require = createRequire(import.meta.url);
  const vitePkg = require.resolve('vite/package.json');
  const viteBin = join(dirname(vitePkg), JSON.parse(readFileSync(vitePkg, 'utf8')).bin.vite);
  const build = spawnSync(
    process.execPath,
    [
      viteBin,
      'build',
      '--config',
      'vite.renderer.config.ts',
      '--mode',
      'web',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) {
    console.error('npm run web: the build failed (see above); nothing was served.');
    process.exit(1);
  }
}

const served = await serveOnPort(outDir, parsed.options.port, DEFAULT_PORT);
if (!served.ok) {
  console.error(`npm run web: ${served.error}`);
  process.exit(2);
}
const { web } = served;
for (const note of served.notes) console.log(note);
console.log(`InnoSizer (browser edition): ${web.url}`);
console.log('Serving to this computer only. Press Ctrl+C to stop.');

if (parsed.options.open) {
  const { command, args } = openCommand(web.url, process.platform);
  const opener = spawn(command, args, { stdio: 'ignore', detached: true });
  opener.on('error', () =>
    console.log(`Could not start a browser (${command}): open ${web.url} yourself.`),
  );
  opener.unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    void web.close().then(() => process.exit(0));
  });
}
