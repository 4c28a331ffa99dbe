#!/usr/bin/env node
// `npm run make:installers [-- <target>...]`: the installers, in two steps per platform:
//   1. `electron-forge package --platform P --arch A`  → out/InnoSizer-P-A (Vite bundles in
//      app.asar, fuses flipped, asar integrity recorded, Info.plist document types on macOS);
//   2. `electron-builder --prepackaged <that dir> --P <targets>` → dist/ (AppImage, deb, NSIS, dmg).
// Why both: Forge is what `npm start` and `npm run package` already use, so the app inside the
// installer is the very package developers run; electron-builder adds only what Forge's makers do
// less well (AppImage, NSIS with a directory choice, a deb with the MIME type registered).
// The cost: with --prepackaged electron-builder writes no app-update.yml (no electron-updater);
// InnoSizer does not auto-update.
//
// Targets: linux (AppImage + deb), win (NSIS), mac (dmg); default: the host platform's.
// Where each can be built: linux on Linux (or macOS); win on Windows (or Linux/macOS with Wine for
// the resource editing of the .exe); mac only on macOS (dmg needs hdiutil; signing needs Xcode).
// Both steps download what they need on first use (Electron's zip for the platform, AppImage
// runtime, fpm for deb, NSIS): internet access is required.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const identity = require('../electron/app-identity.json');

const TARGETS = {
  linux: { platform: 'linux', builderFlag: '--linux', builderTargets: ['AppImage', 'deb'] },
  win: { platform: 'win32', builderFlag: '--win', builderTargets: ['nsis'] },
  mac: { platform: 'darwin', builderFlag: '--mac', builderTargets: ['dmg'] },
};
const HOST = { linux: 'linux', win32: 'win', darwin: 'mac' }[process.platform];

const args = process.argv.slice(2);
const arch = (args.find((a) => a.startsWith('--arch=')) ?? `--arch=${process.arch}`).slice(7);
const wanted = args.filter((a) => !a.startsWith('--'));
const targets = wanted.length > 0 ? wanted : [HOST];
for (const t of targets) {
  if (!TARGETS[t]) {
    console.error(`make-installers: unknown target "${t}" (use linux, win or mac)`);
    process.exit(2);
  }
}
if (targets.includes('mac') && process.platform !== 'darwin') {
  console.error('make-installers: the dmg can only be built on macOS (it needs hdiutil)');
  process.exit(2);
}

const bin = (name) =>
  path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
function run(command, commandArgs) {
  console.log(`\n$ ${path.basename(command)} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(
      `make-installers: ${path.basename(command)} failed (exit ${result.status ?? result.signal})`,
    );
    process.exit(1);
  }
}

for (const t of targets) {
  const { platform, builderFlag, builderTargets } = TARGETS[t];
  run(bin('electron-forge'), ['package', `--platform=${platform}`, `--arch=${arch}`]);
  const outDir = path.join(root, 'out', `${identity.productName}-${platform}-${arch}`);
  // On macOS the prepackaged input is the .app bundle inside Forge's output directory.
  const prepackaged =
    platform === 'darwin' ? path.join(outDir, `${identity.productName}.app`) : outDir;
  if (!existsSync(prepackaged)) {
    console.error(`make-installers: expected Forge's package at ${prepackaged}`);
    process.exit(1);
  }
  run(bin('electron-builder'), [
    '--config',
    'electron-builder.config.cjs',
    '--prepackaged',
    prepackaged,
    builderFlag,
    ...builderTargets,
    `--${arch}`,
  ]);
}
console.log(`\nmake-installers: done; installers are in ${path.join(root, 'dist')}`);
