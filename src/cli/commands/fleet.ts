/**
 * `innosizer fleet INVENTORY.csv [--targets FILE] [--json|--csv]`: every
 * server of an inventory → today's startup, QPS and monthly cost, the cheapest configuration
 * meeting its targets (the rules of `recommend`: EBS only, page size kept, 10 % headroom), the
 * monthly saving, and the fleet's totals. Invalid rows are reported (line, column, why) and the
 * rest still run. The work is src/core/fleet's; this file reads files, draws progress, prints.
 */
import { readTextFile } from '../readText.ts';
import type { CliCommand, CliIo } from '../io.ts';
import { EXIT_OK } from '../io.ts';
import type { FlagRow, ParsedArgs } from '../args.ts';
import { commandArgs, flagsHelp, parseNumber, valueOf } from '../args.ts';
import { cliError, firstAndMore, isCliError, usageError } from '../errors.ts';
import type { CliError } from '../errors.ts';
import { loadCatalog } from '../catalogOverlay.ts';
import type { Catalog } from '../../core/catalog/types.ts';
import type {
  FleetOptions,
  FleetRowError,
  FleetTotals,
  Inventory,
  ServerSizing,
} from '../../core/fleet/index.ts';
import {
  DEFAULT_HEADROOM_PERCENT,
  FLEET_COLUMNS,
  describeConfiguration,
  fleetCsv,
  fleetTotals,
  parseInventory,
  parseTargets,
  sizeServer,
  withTargets,
} from '../../core/fleet/index.ts';
import { formatDuration, formatInt, formatUsd } from '../../core/format/index.ts';

const FLAGS: readonly FlagRow[] = [
  {
    flag: 'targets',
    value: 'FILE',
    help: 'CSV of per-server targets: name, max-startup, min-qps (override the inventory’s)',
  },
  {
    flag: 'headroom',
    value: 'PCT',
    help: `margin on given targets, percent (default ${DEFAULT_HEADROOM_PERCENT})`,
  },
  {
    flag: 'allow-instance-store',
    help: 'also search local NVMe instance store (its data is lost when the instance stops)',
  },
  {
    flag: 'allow-page-size-change',
    help: 'allow a different innodb_page_size (a dump and reload of every table)',
  },
  { flag: 'json', help: 'print { servers, errors, totals } as JSON' },
  { flag: 'csv', help: 'print one CSV row per inventory row (sized or invalid)' },
];

const help = (): string => {
  const width = Math.max(...FLEET_COLUMNS.map((c) => c.label.length));
  const cols = FLEET_COLUMNS.map(
    (c) => `  ${c.label.padEnd(width)}  ${c.required ? '(required) ' : ''}${c.help}`,
  ).join('\n');
  return `Usage: innosizer fleet INVENTORY.csv [--targets FILE] [--json|--csv]

Sizes every server of an inventory: today's predicted startup, IO-bound QPS and monthly cost, the
cheapest configuration meeting its targets (as recommend searches: EBS only, page size kept,
targets met with headroom), the monthly saving, and the totals. Rows that are not valid servers
are reported with their line and column; the others are sized.

Inventory columns (a header row; names as the scenario flags, their scenario paths, or usual
spreadsheet names like instance_type or volume_type; units in cells or headers are understood:
"1 TiB", "16k", "131 MB/s", "16KiB", "5 min"). Columns left out take the default scenario's value.
${cols}

A target a server does not give is today's figure: start no slower, serve no fewer QPS than now.

Flags:
${flagsHelp(FLAGS)}

Exit status: 0 when at least one server was sized (invalid rows are listed on stderr and in
"errors"); 2 when the inventory cannot be read or has no valid server.
`;
};

/** A progress bar on stderr when it is a terminal: `[#####·····] 500/1,000 servers`. */
function progressBar(io: CliIo, total: number): (done: number) => void {
  if (!process.stderr.isTTY || total < 2) return () => {};
  let last = -1;
  return (done) => {
    const step = Math.floor((done / total) * 40);
    if (step === last && done !== total) return;
    last = step;
    const bar = `${'#'.repeat(step)}${'·'.repeat(40 - step)}`;
    io.progress?.(`[${bar}] ${formatInt(done)}/${formatInt(total)} servers`);
    if (done === total) io.progress?.('');
  };
}

function readText(file: string, flag: string): string | CliError {
  try {
    return readTextFile(file);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return cliError('invalid-file', `${flag}cannot read ${file}: ${why}`, { file });
  }
}

function errorLine(file: string, e: FleetRowError): string {
  const where = e.field === '' ? '' : `, ${e.field}`;
  const who = e.name === undefined ? '' : ` (${e.name})`;
  return `${file}:${e.line}${where}${who}: ${e.message}`;
}

function options(args: ParsedArgs): FleetOptions | CliError {
  const text = valueOf(args, 'headroom');
  const headroom = text === undefined ? DEFAULT_HEADROOM_PERCENT : parseNumber(text);
  if (headroom === undefined || headroom < 0 || headroom > 100)
    return usageError(`--headroom: expected a percentage from 0 to 100, got "${text}"`, 'headroom');
  return {
    headroomPercent: headroom,
    allowInstanceStore: args.switches.has('allow-instance-store'),
    allowPageSizeChange: args.switches.has('allow-page-size-change'),
  };
}

/** The inventory (with the targets file applied) and every row error, or a failure of the whole. */
function readInventory(
  file: string,
  targetsFile: string | undefined,
  catalog: Catalog,
): { inventory: Inventory; errors: { file: string; error: FleetRowError }[] } | CliError {
  const text = readText(file, '');
  if (isCliError(text)) return text;
  let inventory = parseInventory(text, catalog);
  const errors = inventory.errors.map((error) => ({ file, error }));
  if (targetsFile !== undefined) {
    const t = readText(targetsFile, '--targets: ');
    if (isCliError(t)) return t;
    const applied = withTargets(inventory, parseTargets(t));
    inventory = applied.inventory;
    errors.push(...applied.errors.map((error) => ({ file: targetsFile, error })));
  }
  if (inventory.servers.length === 0) {
    const first = errors[0];
    const message = first
      ? firstAndMore(`no valid server: ${errorLine(first.file, first.error)}`, errors.length)
      : `no server in ${file}`;
    const e = cliError('invalid-file', message, {
      file: first?.file ?? file,
      ...(first ? { line: first.error.line, field: first.error.field } : {}),
    });
    e.also = { errors: errors.map((x) => ({ file: x.file, ...x.error })) };
    return e;
  }
  return { inventory, errors };
}

function table(rows: readonly ServerSizing[], totals: FleetTotals): string {
  const out: string[][] = [
    [
      'server',
      'today',
      'startup',
      'QPS',
      '$/month',
      'recommended',
      'startup',
      'QPS',
      '$/month',
      'saving',
    ],
  ];
  for (const r of rows) {
    const rec = r.recommended;
    out.push([
      r.name,
      describeConfiguration(r.current.scenario),
      formatDuration(r.current.startupSeconds),
      formatInt(r.current.qps),
      formatUsd(r.current.monthlyUsd),
      r.action === 'keep'
        ? 'keep'
        : rec
          ? describeConfiguration(rec.scenario)
          : 'none meets the targets',
      rec ? formatDuration(rec.startupSeconds) : '',
      rec ? formatInt(rec.qps) : '',
      rec ? formatUsd(rec.monthlyUsd) : '',
      formatUsd(r.monthlySavingUsd),
    ]);
  }
  const widths: number[] = [];
  for (const row of out) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  const text = out.map((row) =>
    row
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd(),
  );
  text.push(
    '',
    `Servers: ${formatInt(totals.servers)} sized (${formatInt(totals.changes)} to change, ${formatInt(totals.keeps)} to keep, ${formatInt(totals.unmet)} unmet), ${formatInt(totals.invalid)} invalid rows.`,
    `Monthly: ${formatUsd(totals.currentMonthlyUsd)} today → ${formatUsd(totals.recommendedMonthlyUsd)} recommended, saving ${formatUsd(totals.monthlySavingUsd)}.`,
  );
  return `${text.join('\n')}\n`;
}

export const fleetCommand: CliCommand = async (argv, io) => {
  const start = commandArgs(argv, FLAGS, help, io.stdout, { positionals: true });
  if ('done' in start) return start.done;
  const args = start.args;
  const [file, ...extra] = args.positionals;
  if (file === undefined)
    return usageError('give the inventory file: innosizer fleet INVENTORY.csv');
  if (extra.length > 0) return usageError(`one inventory at a time, got also '${extra[0]}'`);
  const json = args.switches.has('json');
  const csv = args.switches.has('csv');
  if (json && csv) return usageError('--json and --csv: choose one', 'csv');
  const opts = options(args);
  if (isCliError(opts)) return opts;
  const loaded = loadCatalog();
  if ('kind' in loaded) return loaded;
  const read = readInventory(file, valueOf(args, 'targets'), loaded.catalog);
  if (isCliError(read)) return read;
  const { inventory, errors } = read;
  const progress = progressBar(io, inventory.servers.length);
  const rows: ServerSizing[] = [];
  for (const server of inventory.servers) {
    rows.push(sizeServer(server, opts, loaded.catalog));
    progress(rows.length);
  }
  const invalidLines = new Set(inventory.errors.map((e) => e.line)).size;
  const totals = fleetTotals(rows, invalidLines);
  for (const e of errors) io.stderr(`innosizer fleet: ${errorLine(e.file, e.error)}\n`);
  if (inventory.ignoredColumns.length > 0)
    io.stderr(`innosizer fleet: ignored columns: ${inventory.ignoredColumns.join(', ')}\n`);
  if (json) {
    const out = {
      inventory: file,
      options: opts,
      totals,
      servers: rows,
      errors: errors.map((e) => ({ file: e.file, ...e.error })),
      ignoredColumns: inventory.ignoredColumns,
    };
    io.stdout(`${JSON.stringify(out, null, 2)}\n`);
  } else if (csv) {
    io.stdout(fleetCsv(rows, inventory.errors));
  } else {
    io.stdout(table(rows, totals));
  }
  return EXIT_OK;
};
