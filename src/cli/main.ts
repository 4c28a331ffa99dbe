import type { CliCommand, CliIo } from './io.ts';
import { EXIT_OK, EXIT_USAGE } from './io.ts';

interface CommandEntry {
  summary: string;
  /** Loaded on demand so `--help` and light commands start fast. */
  load: () => Promise<CliCommand>;
}

/** Every command of `innosizer`, in the order `--help` lists them. */
const COMMANDS: Record<string, CommandEntry> = {
  predict: {
    summary: 'Predict startup time, IO-bound QPS and monthly cost for one scenario',
    load: async () => (await import('./commands/predict.ts')).predictCommand,
  },
  recommend: {
    summary: 'Search for the cheapest configurations that meet startup and QPS targets',
    load: async () => (await import('./commands/recommend.ts')).recommendCommand,
  },
  import: {
    summary: 'Parse benchmark results (sysbench fileio, fio, MySQL error log, CSV) into records',
    load: async () => (await import('./commands/import.ts')).importCommand,
  },
  calibrate: {
    summary: 'Fit the model to imported benchmark results; print parameters and error before/after',
    load: async () => (await import('./commands/calibrate.ts')).calibrateCommand,
  },
  report: {
    summary: 'Write a recommendation PDF for a scenario',
    load: async () => (await import('./commands/report.ts')).reportCommand,
  },
};

export const VERSION = '0.1.0';

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const lines = Object.entries(COMMANDS).map(
    ([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`,
  );
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
  ].join('\n');
}

export async function main(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(usage());
    return EXIT_OK;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`innosizer ${VERSION}\n`);
    return EXIT_OK;
  }
  const entry = COMMANDS[name];
  if (!entry) {
    io.stderr(
      `innosizer: unknown command '${name}'. Commands: ${Object.keys(COMMANDS).join(', ')}.\n`,
    );
    return EXIT_USAGE;
  }
  const command = await entry.load();
  return command(rest, io);
}
