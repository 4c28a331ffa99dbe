#!/usr/bin/env node
// The `innosizer` command. Runs the TypeScript CLI (src/cli/main.ts) through tsx's loader, so the
// command always runs the same model source the app and the tests use. The tsconfig is named
// explicitly so JSX (the shared report view) compiles the same from any working directory.
import { register } from 'tsx/esm/api';
import { fileURLToPath } from 'node:url';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.node.json', import.meta.url)) });
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2), {
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
});
