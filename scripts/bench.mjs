#!/usr/bin/env node
// `npm run bench`: runs every bench/*.bench.ts (or .mjs) in turn and prints what each measures.
// Speed and memory targets live here, not in timed tests. Pass names to run a subset:
//   npm run bench -- model import
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '../bench');
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => /\.bench\.(ts|mjs)$/.test(f))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', resolve(dir, file)], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
