import type { CliCommand, CliIo } from './io.ts';
import { EXIT_OK, EXIT_USAGE } from './io.ts';
import { cliError, isCliError, printFailure } from './errors.ts';
import { VERSION } from './version.ts';
import { progressLine, terminalSafe } from './terminal.ts';

interface CommandEntry {
  summary: string;
  /** Loaded on demand so `--help` and light commands start fast. */
  load: () => Promise<CliCommand>;
}

/** Every command of `innosizer`, in the order `--help` lists them. */
const COMMANDS = new Map<string, CommandEntry>([
  [
    'predict',
    {
      summary: 'Predict startup time, IO-bound QPS and monthly cost for one scenario',
      load: async () => (await import('./commands/predict.ts')).predictCommand,
    },
  ],
  [
    'recommend',
    {
      summary: 'Search for the cheapest configurations that meet startup and QPS targets',
      load: async () => (await import('./commands/recommend.ts')).recommendCommand,
    },
  ],
  [
    'import',
    {
      summary: 'Parse benchmark results (sysbench fileio, fio, MySQL error log, CSV) into records',
      load: async () => (await import('./commands/import.ts')).importCommand,
    },
  ],
  [
    'calibrate',
    {
      summary:
        'Fit the model to imported benchmark results; print parameters and error before/after',
      load: async () => (await import('./commands/calibrate.ts')).calibrateCommand,
    },
  ],
  [
    'catalog',
    {
      summary: 'List the instance types and prices, or update prices from an AWS offer file',
      load: async () => (await import('./commands/catalog.ts')).catalogCommand,
    },
  ],
  [
    'fleet',
    {
      summary: 'Size every server of an inventory CSV: cheapest configuration meeting its targets',
      load: async () => (await import('./commands/fleet.ts')).fleetCommand,
    },
  ],
  [
    'report',
    {
      summary: 'Write a recommendation PDF for a scenario',
      load: async () => (await import('./commands/report.ts')).reportCommand,
    },
  ],
]);

export { processIo } from './io.ts';

export function usage(): string {
  const names = [...COMMANDS.keys()];
  const width = Math.max(...names.map((n) => n.length));
  const lines = [...COMMANDS].map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return [
    'innosizer: storage planner for MySQL (InnoDB) on AWS',
    '',
    'Usage: innosizer <command> [flags]',
    '',
    'Commands:',
    ...lines,
    '',
    'Run `innosizer <command> --help` for the flags of a command.',
    'Options: --help, --version',
    '',
    'Exit status: 0 done, 2 invalid input (one line on stderr; with --json also',
    '{"error": {"code", "message", "file", "line", "field"}} on stdout), 1 failure at run time.',
    '',
  ].join('\n');
}

/** The output seam: every write escaped (terminal.ts), plus the one progress line. */
function safeIo(io: CliIo): CliIo {
  return {
    stdout: (text) => io.stdout(terminalSafe(text)),
    stderr: (text) => io.stderr(terminalSafe(text)),
    progress: (line) => io.stderr(progressLine(line)),
    // JsonSpool's bytes: terminal-safe JSON already (safeJson, or recordJson.ts's printable
    // ASCII), copied without a second pass.
    ...(io.stdoutBytes ? { stdoutBytes: io.stdoutBytes } : {}),
  };
}

export async function main(argv: string[], rawIo: CliIo): Promise<number> {
  const io = safeIo(rawIo);
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage());
    return EXIT_OK;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`innosizer ${VERSION}\n`);
    return EXIT_OK;
  }
  const json = rest.includes('--json');
  const entry = COMMANDS.get(name);
  if (!entry) {
    const known = [...COMMANDS.keys()].join(', ');
    printFailure(
      io,
      'innosizer',
      cliError('usage', `unknown command '${name}'. Commands: ${known}.`),
      json,
    );
    return EXIT_USAGE;
  }
  const command = await entry.load();
  let result: number | ReturnType<typeof cliError>;
  try {
    result = await command(rest, io);
  } catch (e) {
    // A bug, not bad input: one line, status 1 (the stack is for INNOSIZER_DEBUG=1).
    if (process.env.INNOSIZER_DEBUG) throw e;
    const why = e instanceof Error ? e.message : String(e);
    result = cliError('failure', `internal error: ${why}`);
  }
  return isCliError(result) ? printFailure(io, `innosizer ${name}`, result, json) : result;
}
