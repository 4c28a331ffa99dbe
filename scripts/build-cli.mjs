#!/usr/bin/env node
// Builds the `innosizer` command into one JavaScript file, dist/cli/innosizer.mjs, that
// bin/innosizer.mjs runs (no TypeScript compiler at run time). Run by npm's `prepare` step (so
// `npm install` in a clone produces it) and by `npm run build:cli`.
//
// esbuild (installed with Vite) bundles src/cli/main.ts with the core, the report view (React
// rendered to HTML on the server) and their dependencies; playwright-core stays outside (it is
// loaded only by `report`, from node_modules). React's production build is selected. Beside
// the bundle, inputs.json lists the source files it was built from, so bin/innosizer.mjs can tell
// a stale bundle (a source edited since) and fall back to running the sources through tsx.
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
// `--outdir DIR` builds elsewhere (tests), leaving the bundle bin/innosizer.mjs runs alone.
const at = process.argv.indexOf('--outdir');
const outDir = at > 0 ? resolve(process.argv[at + 1] ?? '') : resolve(root, 'dist/cli');

let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  // An install without dev dependencies: bin/innosizer.mjs runs the sources through tsx instead.
  console.warn('build-cli: esbuild is not installed; innosizer will run from the sources (tsx)');
  process.exit(0);
}

mkdirSync(outDir, { recursive: true });
const result = await esbuild.build({
  entryPoints: [resolve(root, 'src/cli/main.ts')],
  outfile: resolve(outDir, 'innosizer.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  external: ['playwright-core'],
  define: { 'process.env.NODE_ENV': '"production"' },
  // CommonJS dependencies bundled into an ES module still call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __innosizerRequire } from 'node:module'; const require = __innosizerRequire(import.meta.url);",
  },
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const inputs = Object.keys(result.metafile.inputs)
  .map((p) => resolve(root, p))
  .filter((p) => !p.includes(`${'/'}node_modules${'/'}`))
  .map((p) => relative(root, p))
  .sort();
writeFileSync(resolve(outDir, 'inputs.json'), `${JSON.stringify(inputs)}\n`);
const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
const shown = relative(root, resolve(outDir, 'innosizer.mjs'));
console.log(`build-cli: ${shown} (${(bytes / 1024).toFixed(0)} KiB, ${inputs.length} sources)`);
