#!/usr/bin/env node
// The `innosizer` command. Runs the TypeScript CLI (src/cli/main.ts) through tsx's loader, so the
// command always runs the same model source the app and the tests use.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
});
