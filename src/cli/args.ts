/**
 * The one argument parser of every `innosizer` command. A command declares its flags as rows of a
 * table (`FlagRow`); the same rows parse argv and write the command's help, so a flag cannot be
 * accepted without being documented, or documented without being accepted.
 *
 * Accepted forms: `--name value`, `--name=value`, `--switch`, and positional arguments where the
 * command allows them. A flag marked `multiple` keeps every value in order; any other flag keeps
 * its last value.
 */
import type { CliError } from './errors.ts';
import { usageError } from './errors.ts';

export interface FlagRow {
  /** The flag without its dashes, e.g. `size-gib`. */
  flag: string;
  /** Placeholder of the value in help (`N`, `FILE`); absent for a switch that takes no value. */
  value?: string;
  help: string;
  /** The flag may be given several times (each value kept). */
  multiple?: boolean;
}

export interface ParsedArgs {
  /** Values of value flags, in order of appearance (one entry unless the row is `multiple`). */
  values: Map<string, string[]>;
  switches: Set<string>;
  positionals: string[];
}

export interface ParseOptions {
  /** Whether bare arguments (files) are accepted. */
  positionals?: boolean;
}

export type ParseResult = { ok: true; args: ParsedArgs } | { ok: false; error: CliError };

/** Switches every command understands. */
export const HELP_FLAG: FlagRow = { flag: 'help', help: 'show this help' };

/** Parses argv against the rows; unknown flags and missing values are errors naming the flag. */
export function parseArgs(
  argv: readonly string[],
  rows: readonly FlagRow[],
  options: ParseOptions = {},
): ParseResult {
  const byName = new Map<string, FlagRow>(rows.map((r) => [r.flag, r]));
  byName.set(HELP_FLAG.flag, HELP_FLAG);
  const args: ParsedArgs = { values: new Map(), switches: new Set(), positionals: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '-h') {
      args.switches.add('help');
      continue;
    }
    if (!arg.startsWith('--') || arg === '--') {
      if (options.positionals && arg !== '--') {
        args.positionals.push(arg);
        continue;
      }
      return fail(`unexpected argument '${arg}'`);
    }
    const eq = arg.indexOf('=');
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    const row = byName.get(name);
    if (!row) return fail(`unknown flag --${name} (see --help)`, name);
    if (row.value === undefined) {
      if (eq >= 0) return fail(`--${name} takes no value`, name);
      args.switches.add(name);
      continue;
    }
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      i += 1;
    }
    if (value === undefined || value === '') return fail(`--${name} needs a value`, name);
    const list = row.multiple ? (args.values.get(name) ?? []) : [];
    list.push(value);
    args.values.set(name, list);
  }
  return { ok: true, args };
}

function fail(message: string, field?: string): { ok: false; error: CliError } {
  return { ok: false, error: usageError(message, field) };
}

/** The last value of a flag, or undefined. */
export function valueOf(args: ParsedArgs, flag: string): string | undefined {
  const list = args.values.get(flag);
  return list?.[list.length - 1];
}

/** Every value of a `multiple` flag. */
export function valuesOf(args: ParsedArgs, flag: string): string[] {
  return args.values.get(flag) ?? [];
}

/** Help lines for rows: `  --flag VALUE   help`, aligned. */
export function flagsHelp(rows: readonly FlagRow[]): string {
  const left = (r: FlagRow): string =>
    `--${r.flag}${r.value ? ` ${r.value}` : ''}${r.multiple ? ' (repeatable)' : ''}`;
  const width = Math.max(...rows.map((r) => left(r).length));
  return rows.map((r) => `  ${left(r).padEnd(width)}  ${r.help}`).join('\n');
}

/** A number as typed on a command line: `1_000`, `1e3`, `0.5`. Undefined when it is not one. */
export function parseNumber(text: string): number | undefined {
  const t = text.replace(/_/g, '').trim();
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/** A flag that must be a positive number (targets, limits): the number or an error naming it. */
export function positiveFlag(
  args: ParsedArgs,
  flag: string,
  opts: { required?: boolean; integer?: boolean; what?: string } = {},
): number | undefined | CliError {
  const text = valueOf(args, flag);
  if (text === undefined)
    return opts.required ? usageError(`--${flag} is required`, flag) : undefined;
  const n = parseNumber(text);
  const ok = n !== undefined && n > 0 && (!opts.integer || Number.isInteger(n));
  if (ok) return n;
  const what = opts.what ?? (opts.integer ? 'a whole number ≥ 1' : 'a positive number');
  return usageError(`--${flag}: expected ${what}, got "${text}"`, flag);
}

/**
 * A command's start: parse argv against its rows; with --help, print the help and stop. Returns
 * the arguments, or `done` (the exit status or failure to return).
 */
export function commandArgs(
  argv: readonly string[],
  rows: readonly FlagRow[],
  help: () => string,
  stdout: (text: string) => void,
  options: ParseOptions = {},
): { args: ParsedArgs } | { done: number | CliError } {
  const parsed = parseArgs(argv, rows, options);
  if (!parsed.ok) return { done: parsed.error };
  if (!parsed.args.switches.has('help')) return { args: parsed.args };
  stdout(help());
  return { done: 0 };
}
