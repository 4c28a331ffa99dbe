#!/usr/bin/env node
// Adds up the JSON summaries vitest wrote under CI (test-results/vitest/*.json) and prints one
// closing line, "N passed, N failed, N skipped", for CI logs. Exits 1 if no test ran.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '../test-results/vitest');
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const f of files) {
  const r = JSON.parse(readFileSync(join(dir, f), 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(passed > 0 && failed === 0 ? 0 : 1);
