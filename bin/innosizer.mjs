#!/usr/bin/env node
// The `innosizer` command. Runs the bundle dist/cli/innosizer.mjs (built by `npm install`'s
// prepare step or `npm run build:cli`; see docs/cli.md). In a clone where the bundle is missing,
// or older than a source it was built from, it runs the TypeScript sources through tsx instead
// (development; INNOSIZER_SOURCES=1 forces this), so the command always runs the current model.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = `${root}dist/cli/innosizer.mjs`;

/** The bundle is usable when it exists and no source it lists is newer. */
function bundleIsFresh() {
  if (process.env.INNOSIZER_SOURCES === '1') return false;
  try {
    const built = statSync(bundle).mtimeMs;
    const inputs = JSON.parse(readFileSync(`${root}dist/cli/inputs.json`, 'utf8'));
    for (const file of inputs) {
      const st = statSync(`${root}${file}`, { throwIfNoEntry: false });
      if (st && st.mtimeMs > built) return false;
    }
    return true;
  } catch {
    return false;
  }
}

// `innosizer … | head -1`: the reader went away; stop quietly. Any other failure to write the
// output (`> /dev/full`: ENOSPC, a disk error) is one line on stderr and status 1, no stack trace.
const WRITE_FAILURES = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EIO: 'an input/output error',
  EFBIG: 'the file is too large',
};
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  const why = WRITE_FAILURES[e.code] ?? e.message;
  process.stderr.write(`innosizer: cannot write the output: ${why}\n`);
  process.exit(1);
});

let main;
let processIo;
if (bundleIsFresh()) ({ main, processIo } = await import(bundle));
else {
  const { register } = await import('tsx/esm/api');
  // The tsconfig is named so JSX (the shared report view) compiles the same from any directory.
  register({ tsconfig: `${root}tsconfig.node.json` });
  ({ main, processIo } = await import('../src/cli/main.ts'));
}
process.exitCode = await main(process.argv.slice(2), processIo());
