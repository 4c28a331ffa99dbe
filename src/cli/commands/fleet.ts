/**
 * `innosizer fleet INVENTORY.csv [--targets FILE] [--json|--csv|--csv-excel] [--report FILE.pdf]`: every
 * server of an inventory → today's startup, QPS and monthly cost, the cheapest configuration
 * meeting its targets (the rules of `recommend`: EBS only, page size kept, 10 % headroom), the
 * monthly saving, and the fleet's totals. Invalid rows are reported (line, column, why) and the
 * rest still run. The work is src/core/fleet's; this file reads files, draws progress, prints,
 * and with --report prints the fleet PDF (src/report-view FleetDocument) as `report` does.
 */
import type { TextKind } from '../readText.ts';
import { readTextFile } from '../readText.ts';
import { basename } from 'node:path';
import type { CliCommand, CliIo } from '../io.ts';
import { EXIT_OK } from '../io.ts';
import type { FlagRow, ParsedArgs } from '../args.ts';
import { commandArgs, flagsHelp, parseNumber, valueOf } from '../args.ts';
import { cliError, firstAndMore, isCliError, usageError } from '../errors.ts';
import type { CliError } from '../errors.ts';
import { loadCatalog } from '../catalogOverlay.ts';
import type { Catalog } from '../../core/catalog/types.ts';
import type { Cloud, Deployment } from '../../core/scenario/types.ts';
import { CLOUDS, DEPLOYMENTS } from '../../core/scenario/types.ts';
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
  buildFleetReport,
  describeConfiguration,
  fleetCsv,
  fleetPricing,
  fleetStartupText,
  fleetTotals,
  parseInventory,
  parseTargets,
  sizeServer,
  withTargets,
} from '../../core/fleet/index.ts';
import { formatCount, formatDuration, formatInt, formatUsd } from '../../core/format/index.ts';
import { VERSION } from '../version.ts';
import { RECOVERY_TARGET_ROWS, recoveryTargetFromArgs } from '../recoveryFlags.ts';
import { findChromium } from '../pdf/findChromium.ts';
import type { ReportPrinter } from '../pdf/printPdf.ts';
import { launchPrinter, printTo } from '../pdf/printPdf.ts';
import { paperOf, pdfPathError } from '../pdf/output.ts';

const FLAGS: readonly FlagRow[] = [
  ...RECOVERY_TARGET_ROWS,
  {
    flag: 'targets',
    value: 'FILE',
    help: 'CSV of per-server targets: name, max-startup, min-qps (override the inventory’s)',
  },
  {
    flag: 'headroom',
    value: 'PCT',
    help: `the margin rule for every server: given targets met with this margin, percent (default: a server giving both targets has them met at the pessimistic end of each range; others ${DEFAULT_HEADROOM_PERCENT})`,
  },
  {
    flag: 'allow-instance-store',
    help: 'also search local NVMe instance store (its data is lost when the instance stops)',
  },
  {
    flag: 'allow-page-size-change',
    help: 'allow a different innodb_page_size (a dump and reload of every table)',
  },
  {
    flag: 'allow-architecture-change',
    help: 'let servers move to the other CPU architecture, x86_64 or arm64 (a replace), unless their allow-architecture-change cell says no (default: each keeps its own unless its row says yes)',
  },
  {
    flag: 'deployment',
    value: 'ec2|rds|aurora|any',
    help: 'the deployment every server is sized on: any searches EC2, RDS for MySQL and Aurora MySQL together; a move from a server’s own deployment is a migration (default: each server on its own)',
  },
  {
    flag: 'cloud',
    value: 'aws|azure|gcp|any',
    help: 'the clouds every server is sized on: any searches AWS, Azure and Google Cloud together in USD; a move to another cloud is a migration (default: each server on its own cloud, its cloud column or region)',
  },
  {
    flag: 'report',
    value: 'FILE.pdf',
    help: 'also write the fleet PDF: a summary page, then a page per server that changes (needs Chromium)',
  },
  { flag: 'paper', value: 'a4|letter', help: 'paper size of the PDF (default a4)' },
  { flag: 'json', help: 'print { servers, errors, totals } as JSON' },
  { flag: 'csv', help: 'print one CSV row per inventory row (sized or invalid)' },
  {
    flag: 'csv-excel',
    help: 'the same rows for a spreadsheet: UTF-8 with a byte-order mark, headers in words with their units',
  },
];

const help = (): string => {
  const width = Math.max(...FLEET_COLUMNS.map((c) => c.label.length));
  const cols = FLEET_COLUMNS.map(
    (c) => `  ${c.label.padEnd(width)}  ${c.required ? '(required) ' : ''}${c.help}`,
  ).join('\n');
  return `Usage: innosizer fleet INVENTORY.csv [--targets FILE] [--json|--csv|--csv-excel] [--report FILE.pdf]

Sizes every server of an inventory: today's predicted startup, IO-bound QPS and monthly cost, the
cheapest configuration meeting its targets (as recommend searches: EBS only, page size and CPU
architecture kept, targets met with headroom), the monthly saving, and the totals. Rows that are not valid servers
are reported with their line and column; the others are sized.

Inventory columns (a header row; names as the scenario flags, their scenario paths, or usual
spreadsheet names like instance_type or volume_type; units in cells or headers are understood:
"1 TiB", "16k", "131 MB/s", "16KiB", "5 min"). Columns left out take the default scenario's value.
${cols}

A target a server does not give is today's figure: start no slower, serve no fewer QPS than now.

With --report FILE.pdf the fleet is also written as a PDF: a summary page (totals, every server
today and recommended, rows left out, the rules), then one page per server that changes (what
changes and the operation it needs, key figures, startup phases, itemised cost), then the sources.

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

function readText(file: string, flag: string, kind: TextKind): string | CliError {
  try {
    return readTextFile(file, kind);
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
  const headroom = text === undefined ? undefined : parseNumber(text);
  if (text !== undefined && (headroom === undefined || headroom < 0 || headroom > 100))
    return usageError(`--headroom: expected a percentage from 0 to 100, got "${text}"`, 'headroom');
  const deployment = valueOf(args, 'deployment');
  const choices = [...DEPLOYMENTS, 'any'];
  if (deployment !== undefined && !choices.includes(deployment))
    return usageError(
      `--deployment: expected one of ${choices.join(', ')}, got "${deployment}"`,
      'deployment',
    );
  const recovery = recoveryTargetFromArgs(args);
  if (isCliError(recovery)) return recovery;
  const cloud = valueOf(args, 'cloud');
  const clouds = [...CLOUDS, 'any'];
  if (cloud !== undefined && !clouds.includes(cloud))
    return usageError(`--cloud: expected one of ${clouds.join(', ')}, got "${cloud}"`, 'cloud');
  return {
    ...(headroom === undefined ? {} : { headroomPercent: headroom }),
    ...(Object.keys(recovery).length > 0 ? { recovery } : {}),
    ...(cloud === undefined ? {} : { clouds: cloud === 'any' ? CLOUDS : [cloud as Cloud] }),
    ...(deployment === undefined
      ? {}
      : { deployments: deployment === 'any' ? DEPLOYMENTS : [deployment as Deployment] }),
    allowInstanceStore: args.switches.has('allow-instance-store'),
    allowPageSizeChange: args.switches.has('allow-page-size-change'),
    allowArchitectureChange: args.switches.has('allow-architecture-change'),
  };
}

/** The inventory (with the targets file applied) and every row error, or a failure of the whole. */
function readInventory(
  file: string,
  targetsFile: string | undefined,
  catalog: Catalog,
): { inventory: Inventory; errors: { file: string; error: FleetRowError }[] } | CliError {
  const text = readText(file, '', 'inventory');
  if (isCliError(text)) return text;
  let inventory = parseInventory(text, catalog);
  const errors = inventory.errors.map((error) => ({ file, error }));
  if (targetsFile !== undefined) {
    const t = readText(targetsFile, '--targets: ', 'targets');
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
  const pricing = fleetPricing(rows);
  const out: string[][] = [
    [
      'server',
      'today',
      'startup',
      'QPS',
      'full service',
      `$/month ${pricing}`,
      'recommended',
      'startup',
      'QPS',
      `$/month ${pricing}`,
      'saving',
    ],
  ];
  for (const r of rows) {
    const rec = r.recommended;
    out.push([
      r.name,
      describeConfiguration(r.current.scenario),
      fleetStartupText(r.current.startupSeconds),
      formatInt(r.current.qps),
      formatDuration(r.current.recovery.seconds),
      formatUsd(r.current.monthlyUsd),
      r.action === 'keep'
        ? 'keep'
        : rec
          ? describeConfiguration(rec.scenario)
          : 'none meets the targets',
      rec ? fleetStartupText(rec.startupSeconds) : '',
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
  // Servers whose startup is not modelled (Aurora): why, and that the startup target is unchecked.
  const notes = rows.flatMap((r) =>
    r.startupUnchecked !== undefined ? [`${r.name}: ${r.startupUnchecked}`] : [],
  );
  if (notes.length > 0) text.push('', ...notes);
  text.push(
    '',
    `Servers: ${formatInt(totals.servers)} sized (${formatInt(totals.changes)} to change, ${formatInt(totals.keeps)} to keep, ${formatInt(totals.unmet)} unmet), ${formatCount(totals.invalid, 'invalid row')}.`,
    `Monthly (${pricing}): ${formatUsd(totals.currentMonthlyUsd)} today → ${formatUsd(totals.recommendedMonthlyUsd)} recommended, saving ${formatUsd(totals.monthlySavingUsd)}.`,
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
  const excel = args.switches.has('csv-excel');
  const csv = args.switches.has('csv') || excel;
  const outputs = ['json', 'csv', 'csv-excel'].filter((f) => args.switches.has(f));
  if (outputs.length > 1)
    return usageError(`--${outputs.join(' and --')}: choose one`, outputs[1] ?? 'csv');
  const opts = options(args);
  if (isCliError(opts)) return opts;
  const reportOut = valueOf(args, 'report');
  const badOut = reportOut === undefined ? null : pdfPathError('report', reportOut);
  if (badOut) return badOut;
  const paper = paperOf(args);
  if (isCliError(paper)) return paper;
  const loaded = loadCatalog(io.stderr);
  const read = readInventory(file, valueOf(args, 'targets'), loaded.catalog);
  if (isCliError(read)) return read;
  // Boot Chromium while the servers are sized (a separate process), as `report` does.
  let printerStart: Promise<ReportPrinter> | null = null;
  if (reportOut !== undefined) {
    const found = findChromium();
    if (!found.ok) return cliError('chromium', found.error);
    printerStart = launchPrinter(found.path);
    printerStart.catch(() => undefined);
  }
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
    io.stdout(fleetCsv(rows, inventory.errors, excel ? 'excel' : 'csv'));
  } else {
    io.stdout(table(rows, totals));
  }
  if (reportOut !== undefined && printerStart) {
    const report = buildFleetReport(
      {
        inventory: basename(file),
        rows,
        totals,
        errors: errors.map((e) => ({ ...e.error, file: basename(e.file) })),
        options: opts,
        generatedAt: new Date().toISOString(),
        appVersion: VERSION,
      },
      loaded.catalog,
    );
    const failed = await printTo(printerStart, (p) => p.printFleet(report, paper), reportOut);
    if (failed) return failed;
    const wrote = `Wrote ${reportOut} (${paper}, ${formatInt(report.servers.length)} server pages)\n`;
    if (json || csv) io.stderr(wrote);
    else io.stdout(wrote);
  }
  return EXIT_OK;
};
