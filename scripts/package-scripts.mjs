#!/usr/bin/env node
// Writes the launcher files the installers ship (issue 14: `innosizer` on PATH from the app), from
// electron/main/commandLine.ts:
//   electron/linux/after-install.tpl, after-remove.tpl: electron-builder's deb/rpm scripts with
//     /usr/bin/innosizer written as the launcher (electron-builder.config.cjs names them);
//   electron/bin/innosizer.cmd: the Windows launcher (resources\bin, forge.config.js).
// Run after changing commandLine.ts or upgrading electron-builder; tests/unit/electron/
// commandLine.test.ts fails while the files differ from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { register } from 'tsx/esm/api';

const root = resolve(import.meta.dirname, '..');
register();
const { linuxPackageScripts, windowsLauncher } = await import('../electron/main/commandLine.ts');
const identity = JSON.parse(readFileSync(resolve(root, 'electron/app-identity.json'), 'utf8'));
const require = createRequire(import.meta.url);
const templates = resolve(require.resolve('app-builder-lib/package.json'), '../templates/linux');
const scripts = linuxPackageScripts({
  afterInstall: readFileSync(resolve(templates, 'after-install.tpl'), 'utf8'),
  afterRemove: readFileSync(resolve(templates, 'after-remove.tpl'), 'utf8'),
});
writeFileSync(resolve(root, 'electron/linux/after-install.tpl'), scripts.afterInstall);
writeFileSync(resolve(root, 'electron/linux/after-remove.tpl'), scripts.afterRemove);
writeFileSync(
  resolve(root, 'electron/bin/innosizer.cmd'),
  windowsLauncher(identity.executableName),
);
console.log(
  'package-scripts: electron/linux/after-install.tpl, after-remove.tpl, electron/bin/innosizer.cmd',
);
