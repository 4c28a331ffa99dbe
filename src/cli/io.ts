import type { CliError } from './errors.ts';
import type { CliIo } from './cliIo.ts';

export type { CliIo } from './cliIo.ts';

/** The process's own stdout and stderr (bin/innosizer.mjs, the bench). */
export function processIo(): CliIo {
  return {
    stdout: (s) => void process.stdout.write(s),
    stderr: (s) => void process.stderr.write(s),
    // The callback comes once the bytes are written (or failed: stdout's 'error' handler, in
    // bin/innosizer.mjs, then ends the process).
    stdoutBytes: (bytes) =>
      new Promise<void>((done) => void process.stdout.write(bytes, () => done())),
  };
}

export { EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './exitCodes.ts';

/**
 * A command: argv after its name → exit status, or a failure that `main` prints (one line on
 * stderr; with --json also `{"error": …}` on stdout).
 */
export type CliCommand = (argv: string[], io: CliIo) => Promise<number | CliError>;
