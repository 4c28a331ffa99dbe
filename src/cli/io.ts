import type { CliError } from './errors.ts';

/** Where a CLI command writes. Injected so tests can run commands in-process. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /**
   * Rewrites the progress line on stderr (a terminal only; '' clears it). `main` provides it; a
   * command run without it (tests) shows no progress.
   */
  progress?: (line: string) => void;
  /**
   * Writes bytes to stdout as they are, resolving once they are written (the caller then reuses
   * the buffer; this is also the backpressure). Only for text that is terminal-safe by
   * construction (JsonSpool: `safeJson` or recordJson.ts); `main` passes it through its escaping
   * seam unchanged. Without it (tests), the bytes are decoded and written through `stdout`.
   */
  stdoutBytes?: (bytes: Uint8Array) => void | Promise<void>;
}

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

/** Exit statuses. 2: invalid input or configuration (one clear line on stderr). */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/**
 * A command: argv after its name → exit status, or a failure that `main` prints (one line on
 * stderr; with --json also `{"error": …}` on stdout).
 */
export type CliCommand = (argv: string[], io: CliIo) => Promise<number | CliError>;
