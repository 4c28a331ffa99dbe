#!/usr/bin/env node
// `npm run test:security`: Electronegativity (Doyensec's Electron security linter,
// https://github.com/doyensec/electronegativity) over the shell's sources and the renderer's HTML.
// Fails (exit 1) on any finding of MEDIUM severity or higher, listing them; prints a summary.
//
// The package's CLI cannot be used as published here: it reads options as properties of
// `commander`'s program object, which the commander 11 hoisted into node_modules no longer sets
// (so `-i` is ignored and it prints its usage), and it fetches translations from GitHub on every
// run. So this script calls its runner directly, with the bundled English messages installed
// first, and its HTTP client replaced by one that fails at once: it runs offline, deterministically.
// Results are also written as SARIF (JSON) to a temporary directory.
import { createRequire } from 'node:module';
import {
  mkdtempSync,
  writeFileSync,
  rmSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkgDir = path.dirname(require.resolve('@doyensec/electronegativity/package.json'));
const localesDir = path.join(pkgDir, 'dist', 'locales');

// Offline messages: the same i18n set-up as dist/locales/i18n.js, minus the network fetch.
const i18n = require(require.resolve('i18n', { paths: [pkgDir] }));
const offlineI18n = async () => {
  i18n.configure({
    locales: ['en-US'],
    defaultLocale: 'en-US',
    directory: localesDir,
    updateFiles: false,
    objectNotation: true,
    retryInDefaultLocale: true,
    register: global,
  });
  i18n.setLocale('en-US');
};
const i18nModule = require.resolve(path.join(localesDir, 'i18n.js'));
require.cache[i18nModule] = {
  id: i18nModule,
  filename: i18nModule,
  loaded: true,
  exports: offlineI18n,
};
await offlineI18n();
// Its other network use, the list of Electron releases for AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK
// (an INFORMATIONAL note for a devDependency), has no timeout and would make the test command
// depend on GitHub: its HTTP client fails at once instead, as the check does offline anyway.
const gotModule = require.resolve('got', { paths: [pkgDir] });
const offline = async () => {
  throw new Error('network disabled by scripts/electronegativity.mjs');
};
offline.head = offline;
require.cache[gotModule] = { id: gotModule, filename: gotModule, loaded: true, exports: offline };
const run = require(path.join(pkgDir, 'dist', 'runner.js'));

// What is scanned: the shell's sources (main, preload) and the renderer's HTML (its meta CSP),
// copied into one temporary tree with package.json (Electronegativity reads the Electron version
// there). Not the Vite bundle: the same code, but without the comments that record reviews.
const work = mkdtempSync(path.join(os.tmpdir(), 'innosizer-electronegativity-'));
const input = path.join(work, 'app');
mkdirSync(input);
cpSync(path.join(root, 'electron'), path.join(input, 'electron'), { recursive: true });
mkdirSync(path.join(input, 'src', 'app'), { recursive: true });
cpSync(path.join(root, 'src', 'app', 'index.html'), path.join(input, 'src', 'app', 'index.html'));
cpSync(path.join(root, 'package.json'), path.join(input, 'package.json'));
const sarif = path.join(work, 'electronegativity.sarif');

const result = await run(
  {
    input,
    output: sarif,
    isSarif: true,
    customScan: [],
    excludeFromScan: [],
    severitySet: undefined,
    confidenceSet: undefined,
    isRelative: true,
    isVerbose: true,
    electronUpgrade: undefined,
    electronVersionOverride: undefined,
    parserPlugins: [],
  },
  false,
);

const SEVERITIES = ['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH'];
const counts = Object.fromEntries(SEVERITIES.map((s) => [s, 0]));
for (const issue of result.issues) counts[issue.severity.name] += 1;
const blocking = result.issues.filter((issue) => issue.severity.value >= 2);
const fmt = (issue) =>
  `  ${issue.severity.name} (${issue.confidence.name}) ${issue.id} at ${issue.file}:${issue.location.line}:${issue.location.column}\n` +
  `    ${issue.description} ${issue.shortenedURL ?? ''}`;

console.log(
  `electronegativity: ${result.globalChecks + result.atomicChecks} checks over electron/ and src/app/index.html`,
);
if (result.errors.length > 0) {
  console.log(`  files it could not parse (${result.errors.length}):`);
  for (const error of result.errors)
    console.log(`    ${path.relative(input, error.file)}: ${error.message}`);
}
console.log(`  findings: ${SEVERITIES.map((s) => `${s} ${counts[s]}`).join(', ')}`);
for (const issue of result.issues.filter((i) => i.severity.value < 2)) console.log(fmt(issue));

// Findings that ask for a manual review are marked reviewed in the source with an
// `eng-disable CHECK_ID` comment next to a line saying why; list them so they stay visible.
const reviewed = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/\.(ts|js|cjs|mjs|html)$/.test(entry.name)) {
      readFileSync(full, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const m = /eng-disable\s+([A-Z_ ]+)/.exec(line);
          if (m) reviewed.push(`${path.relative(root, full)}:${i + 1} ${m[1].trim()}`);
        });
    }
  }
};
walk(path.join(root, 'electron'));
console.log(`  reviewed and annotated (eng-disable): ${reviewed.length}`);
for (const r of reviewed) console.log(`    ${r}`);
writeFileSync(
  path.join(work, 'summary.json'),
  JSON.stringify({ counts, blocking: blocking.length }, null, 2),
);
console.log(`  SARIF report: ${sarif}`);

if (blocking.length > 0 || result.errors.some((e) => !e.tolerable)) {
  console.error(`electronegativity: ${blocking.length} finding(s) of MEDIUM severity or higher:`);
  for (const issue of blocking) console.error(fmt(issue));
  process.exit(1);
}
if (process.env.INNOSIZER_KEEP_ELECTRONEGATIVITY !== '1')
  rmSync(input, { recursive: true, force: true });
console.log('electronegativity: no finding of MEDIUM severity or higher');
