/**
 * Failures of CLI commands as typed values. A command returns a `CliError` instead of printing
 * it; `main` prints one line on stderr (`innosizer CMD: message`) and, with --json, the same
 * failure as `{"error": {code, message, file?, line?, field?}}` on stdout.
 */
import type { ScenarioIssue } from '../core/types.ts';
import type { ImportError } from '../core/imports/index.ts';
import { formatImportError } from '../core/imports/index.ts';
import type { CliIo } from './cliIo.ts';
import { EXIT_FAILURE, EXIT_USAGE } from './exitCodes.ts';

/**
 * - `usage`: a flag or argument is wrong (unknown, missing, not a number).
 * - `invalid-scenario`: the configuration breaks a limit of AWS, MySQL or the model.
 * - `invalid-file`: an input file (scenario, benchmark, inventory) is unreadable or malformed.
 * - `chromium`: no browser to print a PDF with.
 * - `failure`: something failed at run time (writing the PDF, the browser crashed); exit 1.
 */
export type CliErrorCode = 'usage' | 'invalid-scenario' | 'invalid-file' | 'chromium' | 'failure';

export interface CliError {
  kind: 'cli-error';
  code: CliErrorCode;
  message: string;
  file?: string;
  line?: number;
  /** The flag (without dashes) or scenario path the failure is about. */
  field?: string;
  /** More JSON printed next to `error` with --json (e.g. every import error as `errors`). */
  also?: Record<string, unknown>;
}

export function cliError(
  code: CliErrorCode,
  message: string,
  where: { file?: string; line?: number; field?: string } = {},
): CliError {
  const e: CliError = { kind: 'cli-error', code, message };
  if (where.file !== undefined) e.file = where.file;
  if (where.line !== undefined) e.line = where.line;
  if (where.field !== undefined && where.field !== '') e.field = where.field;
  return e;
}

export const usageError = (message: string, field?: string): CliError =>
  cliError('usage', message, field === undefined ? {} : { field });

export function isCliError(x: unknown): x is CliError {
  return typeof x === 'object' && x !== null && (x as { kind?: unknown }).kind === 'cli-error';
}

/** "first (and N more)": the one line every list of problems is shown as. */
export function firstAndMore(first: string, total: number): string {
  return total > 1 ? `${first} (and ${total - 1} more)` : first;
}

/** Scenario issues (validation) → one failure naming the first issue's field. */
export function issuesError(issues: readonly ScenarioIssue[], prefix = ''): CliError {
  const first = issues[0];
  const message = firstAndMore(
    `${prefix}${first?.message ?? 'invalid configuration'}`,
    issues.length,
  );
  return cliError('invalid-scenario', message, first ? { field: first.path } : {});
}

/** Benchmark import errors → one failure naming file, line and field of the first. */
export function importErrorsError(errors: readonly ImportError[], prefix = ''): CliError {
  const first = errors[0];
  if (!first) return cliError('invalid-file', `${prefix}rejected`);
  return cliError(
    'invalid-file',
    firstAndMore(`${prefix}${formatImportError(first)}`, errors.length),
    {
      file: first.file,
      line: first.line,
      field: first.field,
    },
  );
}

/** Prints a failure: one line on stderr; with --json, `{"error": …}` (and `also`) on stdout. */
export function printFailure(io: CliIo, command: string, error: CliError, json: boolean): number {
  if (json) {
    const body: Record<string, unknown> = { code: error.code, message: error.message };
    for (const key of ['file', 'line', 'field'] as const)
      if (error[key] !== undefined) body[key] = error[key];
    io.stdout(`${JSON.stringify({ error: body, ...error.also }, null, 2)}\n`);
  }
  io.stderr(`${command}: ${oneLine(error.message)}\n`);
  return error.code === 'failure' ? EXIT_FAILURE : EXIT_USAGE;
}

/** A message on one line (file contents or browser errors can carry newlines). */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
