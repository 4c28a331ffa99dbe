/**
 * `innosizer import FILE... [--json] [--format F] [--map "HEADER=FIELD"]...`: parses benchmark
 * results (sysbench fileio, fio JSON/terse, MySQL error log, CSV) and production telemetry
 * (iostat, /proc/diskstats, CloudWatch, SHOW GLOBAL STATUS, mysqld_exporter) into normalised
 * records through the shared streaming reader (../benchmarkFiles.ts). Telemetry is analysed
 * (../telemetryReport.ts): the workload, and with the configuration it ran on (scenario flags)
 * its utilisation and the sizing. Any error in any file: nothing is printed as imported, exit 2,
 * the first error on stderr (with --json, every error as JSON on stdout too).
 */
import { readTextFile } from '../readText.ts';
import type { CliCommand, CliIo } from '../io.ts';
import { EXIT_OK } from '../io.ts';
import type { BenchmarkRecord } from '../../core/imports/index.ts';
import type { FlagRow } from '../args.ts';
import { commandArgs, flagsHelp } from '../args.ts';
import { isCliError, issuesError, usageError } from '../errors.ts';
import { IMPORT_FLAGS, importOptionsFrom, readBenchmarks } from '../benchmarkFiles.ts';
import { formatDuration, formatFixed } from '../../core/format/index.ts';
import {
  SCENARIO_FILE_FLAG,
  SCENARIO_FLAGS,
  scenarioFlagsHelp,
  scenarioFromArgs,
  printScenarioWarnings,
  withFlagNames,
} from '../scenarioFlags.ts';
import { validateScenario } from '../../core/model.ts';
import { TELEMETRY_FLAGS, telemetryLines, telemetryOptionsFrom } from '../telemetryReport.ts';
import {
  analyseSeries,
  balanceProposalFlags,
  balanceProposalText,
  balanceProposals,
  summariseAnalysis,
  TelemetryCollector,
} from '../../core/telemetry/index.ts';
import { DEFAULT_CATALOG } from '../../core/catalog/index.ts';
import { JsonSpool } from '../spool.ts';
import { writeRecordJson } from '../recordJson.ts';

const JSON_FLAG: FlagRow = {
  flag: 'json',
  help: 'print {"files": [...], "records": [...]} (or {"error", "errors"}) as JSON, one record per line',
};
const ROWS: readonly FlagRow[] = [JSON_FLAG, ...IMPORT_FLAGS, ...TELEMETRY_FLAGS];

const help =
  (): string => `Usage: innosizer import FILE... [--json] [--format F] [--map "HEADER=FIELD"]... [--run-threads N]
       innosizer import CAPTURE... [--device NAME] [--size-for p95|peak] [--headroom PCT] [scenario flags]

Parses benchmark results into records: sysbench fileio output (several runs per file), fio
--output-format=json or terse v3, MySQL 8.0/8.4/9.x error logs (a start's phases, threads, files
found, from whole logs, extracts, rotated files, journald/docker prefixes), and CSV (header row;
units like 16k, 125 MiB/s, 2:18 understood).

Production telemetry (iostat -x, /proc/diskstats snapshots, CloudWatch get-metric-data JSON or
console CSV, SHOW GLOBAL STATUS, mysqld_exporter text) is analysed: the workload per metric as
mean/p50/p95/p99/max. Describe the configuration it ran on with the scenario flags (or
--scenario FILE) to also see the utilisation of its provisioned and instance limits, the
bottleneck, and the cheapest configuration sustaining the measured load with headroom.

Flags:
${flagsHelp(ROWS)}
Scenario flags (the configuration the telemetry was captured on):
${scenarioFlagsHelp(SCENARIO_FLAGS)}
Exit status: 0 imported, 2 any file rejected (nothing imported; errors name file, line and field).
`;

function describe(r: BenchmarkRecord): string {
  const at = `${r.source.file}:${r.source.line}`;
  switch (r.kind) {
    case 'device-run': {
      const bs = r.blockSizeKiB === null ? '?' : `${r.blockSizeKiB} KiB`;
      const t = r.threads === null ? '?' : String(r.threads);
      return `${at}  ${r.tool} ${r.mode} ${bs} × ${t} threads: ${formatFixed(r.readsPerSecond, 2)} reads/s, ${formatFixed(r.writesPerSecond, 2)} writes/s, ${formatFixed(r.readMiBps, 2)} MiB/s read, ${formatFixed(r.writtenMiBps, 2)} MiB/s written`;
    }
    case 'startup': {
      const phases = r.phases
        .map((p) => `${p.name} ${formatDuration(p.seconds)}${p.estimated ? ' (est.)' : ''}`)
        .join(', ');
      const total = r.totalSeconds === null ? '' : `, total ${formatDuration(r.totalSeconds)}`;
      const v =
        r.verbosity === 2 ? ` (verbosity 2: cannot separate ${r.unseparated.join(', ')})` : '';
      const notes = r.warnings.map((w) => `\n    note: ${w}`).join('');
      return `${at}  startup ${r.version ?? ''}: ${phases}${total}${v}${notes}`;
    }
    case 'qps':
      return `${at}  QPS at ${r.pageSizeKiB} KiB pages: ${r.qps}`;
    case 'disk-series':
      return `${at}  ${r.tool} ${r.device}: ${r.readsPerSecond.length} samples`;
    case 'diskstats-snapshot':
      return `${at}  /proc/diskstats snapshot: ${r.devices.length} devices`;
    case 'mysql-status-snapshot':
      return `${at}  MySQL status snapshot (${r.tool})`;
    case 'ebs-balance':
      return `${at}  ${r.tool} ${r.instance ?? 'instance'} EBS burst balances: ${r.timesSec.length} samples`;
  }
}

export const importCommand: CliCommand = async (argv, io) => {
  const rows = [...ROWS, SCENARIO_FILE_FLAG, ...SCENARIO_FLAGS];
  const start = commandArgs(argv, rows, help, io.stdout, { positionals: true });
  if ('done' in start) return start.done;
  const args = start.args;
  const options = importOptionsFrom(args);
  if (isCliError(options)) return options;
  const tOptions = telemetryOptionsFrom(args);
  if (isCliError(tOptions)) return tOptions;
  if (args.positionals.length === 0) return usageError('no FILE given (see --help)');
  const described = [SCENARIO_FILE_FLAG, ...SCENARIO_FLAGS].some((r) => args.values.has(r.flag));
  const built = described ? scenarioFromArgs(args, readTextFile) : null;
  if (built && !built.ok) return built.error;
  if (built) printScenarioWarnings(io, built);
  // The configuration the capture ran on is checked as predict checks it ("--iops -1" printed
  // "−1 provisioned IOPS"; issue 31).
  const issues = built ? validateScenario(built.scenario, DEFAULT_CATALOG) : [];
  if (issues.length > 0) return issuesError(withFlagNames(issues, built?.scenario));
  // Records are handed on as they are parsed, never all held (a 200 MB CSV is millions of them):
  // with --json each is written to a spool printed only if every file imports; without, the first
  // 200 are kept for the listing. Telemetry goes to the analysis as it comes: disk series kept
  // (one per device), /proc/diskstats snapshots differenced and dropped (issue 31).
  const json = args.switches.has('json');
  const spool = json ? new JsonSpool(writeRecordJson) : null;
  const shown: BenchmarkRecord[] = [];
  const telemetry = new TelemetryCollector(
    tOptions.intervalSec !== undefined ? { intervalSec: tOptions.intervalSec } : {},
  );
  let count = 0;
  // The instance's CloudWatch burst balances (a few records): proposed for the next start.
  const balances: BenchmarkRecord[] = [];
  const onRecord = (r: BenchmarkRecord): void => {
    count += 1;
    if (r.kind === 'ebs-balance') balances.push(r);
    telemetry.add(r);
    if (spool) spool.push(r);
    else if (shown.length < SHOWN) shown.push(r);
  };
  let read: Awaited<ReturnType<typeof readBenchmarks>>;
  try {
    read = await readBenchmarks(args.positionals, { ...options, onRecord }, io);
  } catch (e) {
    spool?.discard();
    throw e;
  }
  if (isCliError(read)) {
    spool?.discard();
    return read;
  }
  const { imports } = read;
  const analysis =
    telemetry.count > 0
      ? analyseSeries(telemetry.series(), built?.scenario ?? null, DEFAULT_CATALOG, tOptions)
      : null;
  if (spool) {
    // {"files": [...], "records": [one record per line], "telemetry"?: {...}}: valid JSON, written
    // in pieces (never one JSON.stringify of everything).
    const files = imports.map((f) => ({
      file: f.file,
      format: f.result.format,
      records: f.result.streamed ?? f.result.records.length,
    }));
    io.stdout(`{\n  "files": ${indent(JSON.stringify(files, null, 2))},\n  "records": [`);
    await spool.copyTo(io.stdoutBytes ?? textSink(io));
    const summary = analysis
      ? `,\n  "telemetry": ${indent(JSON.stringify(summariseAnalysis(analysis), null, 2))}`
      : '';
    const proposals = balanceProposals(balances);
    const ebs =
      proposals.length > 0
        ? `,\n  "ebsBalances": ${indent(JSON.stringify(proposals, null, 2))}`
        : '';
    io.stdout(`${count > 0 ? '\n  ' : ''}]${summary}${ebs}\n}\n`);
  } else {
    for (const f of imports)
      io.stdout(`${f.file}: ${f.result.format ?? '?'}, ${f.result.streamed ?? 0} record(s)\n`);
    for (const r of shown) io.stdout(`${describe(r)}\n`);
    if (count > SHOWN) io.stdout(`… and ${count - SHOWN} more (use --json for all)\n`);
    if (analysis) io.stdout(`\n${telemetryLines(analysis).join('\n')}\n`);
    for (const p of balanceProposals(balances))
      io.stdout(
        `\nEBS burst balances, ${balanceProposalText(p)}. A start right after it: predict ${balanceProposalFlags(p)}\n`,
      );
  }
  return EXIT_OK;
};

/** Bytes written as text through `io.stdout` (an io without a byte channel: tests). */
function textSink(io: CliIo): (bytes: Uint8Array) => void {
  const decoder = new TextDecoder();
  return (bytes) => io.stdout(decoder.decode(bytes, { stream: true }));
}

/** Records listed without --json. */
const SHOWN = 200;

/** Nested pretty JSON one level in (two spaces). */
function indent(text: string): string {
  return text.replace(/\n/g, '\n  ');
}
