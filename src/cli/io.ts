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
