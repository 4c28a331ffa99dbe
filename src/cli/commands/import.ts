/**
 * `innosizer import FILE... [--json] [--format F] [--map "HEADER=FIELD"]...`: parses benchmark
 * results (sysbench fileio, fio JSON/terse, MySQL error log, CSV) into normalised records.
 * Files are streamed (fs.createReadStream) through the core's streaming importer, so a 1M-line CSV
 * never sits in memory as text; on a terminal, files over 8 MiB show progress on stderr.
 * Any error in any file: nothing is printed as imported, exit 2, the first error on stderr
 * (with --json, every error as JSON on stdout too).
 */
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { CliCommand, CliIo } from '../io.ts';
import { EXIT_OK, EXIT_USAGE } from '../io.ts';
import type {
  BenchmarkRecord,
  CsvField,
  CsvMapping,
  ImportError,
  ImportFormat,
  ImportOptions,
  ImportResult,
} from '../../core/imports/index.ts';
import { CSV_FIELDS, createImporter, formatImportError } from '../../core/imports/index.ts';

const FORMATS: readonly ImportFormat[] = ['sysbench', 'fio-json', 'fio-terse', 'mysqld-log', 'csv'];

const HELP = `Usage: innosizer import FILE... [--json] [--format F] [--map "HEADER=FIELD"]... [--run-threads N]

Parses benchmark results into records: sysbench fileio output (several runs per file), fio
--output-format=json or terse v3, MySQL 8.0/8.4/9.x error logs (a start's phases, threads, files
found), and CSV (header row; units like 16k, 125 MiB/s, 2:18 understood).

Flags:
  --json              print {"files": [...], "records": [...]} (or {"errors": [...]}) as JSON
  --format F          skip detection: ${FORMATS.join('|')}
  --run-threads N     IOs in flight of runs whose output does not say (fio terse lines, CSV
                      without a threads column): fio's iodepth × numjobs
  --map "H=FIELD"     meaning of a CSV header the importer does not know (repeatable); FIELD is
                      one of: ${CSV_FIELDS.join(', ')}

Exit status: 0 imported, 2 any file rejected (nothing imported; errors name file, line and field).
`;

export interface FileImport {
  file: string;
  result: ImportResult;
}

/** Streams one file through the importer. A file that cannot be read is one error (line 1). */
export async function importFile(
  path: string,
  options: ImportOptions,
  onProgress?: (bytes: number, total: number) => void,
): Promise<FileImport> {
  const file = basename(path);
  let total = 0;
  try {
    total = statSync(path).size;
  } catch (e) {
    return { file, result: readFailure(file, e) };
  }
  const importer = createImporter(file, options);
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
      const buf = chunk as Buffer;
      importer.push(decoder.write(buf), buf.length);
      onProgress?.(importer.progress, total);
    }
    const tail = decoder.end();
    if (tail !== '') importer.push(tail, 0);
  } catch (e) {
    return { file, result: readFailure(file, e) };
  }
  return { file, result: importer.end() };
}

function readFailure(file: string, e: unknown): ImportResult {
  const why = e instanceof Error ? e.message : String(e);
  return {
    format: null,
    records: [],
    errors: [{ file, line: 1, field: '', message: `cannot read the file: ${why}` }],
  };
}

export type ParsedImportArgs =
  | { ok: true; files: string[]; options: ImportOptions; json: boolean; rest: string[] }
  | { ok: false; error: string };

/**
 * Takes the import flags (--format, --map, --run-threads, --json) and positional FILEs out of argv; `valueFlags`
 * are other flags whose next argument is their value (left in `rest` for the caller).
 */
export function parseImportArgs(argv: string[], valueFlags: ReadonlySet<string>): ParsedImportArgs {
  const files: string[] = [];
  const rest: string[] = [];
  const mapping: CsvMapping = {};
  const options: ImportOptions = {};
  let json = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      files.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    const takeValue = (): string | undefined => {
      if (eq >= 0) return arg.slice(eq + 1);
      i += 1;
      return argv[i];
    };
    if (name === 'json') json = true;
    else if (name === 'format') {
      const v = takeValue();
      if (v === undefined || !(FORMATS as readonly string[]).includes(v)) {
        return {
          ok: false,
          error: `--format: expected one of ${FORMATS.join(', ')}, got "${v ?? ''}"`,
        };
      }
      options.format = v as ImportFormat;
    } else if (name === 'run-threads') {
      const v = takeValue() ?? '';
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1) {
        return {
          ok: false,
          error: `--run-threads: expected a whole number of IOs in flight like 32, got "${v}"`,
        };
      }
      options.runThreads = n;
    } else if (name === 'map') {
      const v = takeValue() ?? '';
      const at = v.lastIndexOf('=');
      const field = v.slice(at + 1).trim();
      if (at <= 0 || !(CSV_FIELDS as readonly string[]).includes(field)) {
        return {
          ok: false,
          error: `--map: expected "HEADER=FIELD" with FIELD one of ${CSV_FIELDS.join(', ')}, got "${v}"`,
        };
      }
      mapping[v.slice(0, at).trim()] = field as CsvField;
    } else {
      rest.push(arg);
      if (eq < 0 && valueFlags.has(name) && i + 1 < argv.length) {
        i += 1;
        rest.push(argv[i] ?? '');
      }
    }
  }
  if (Object.keys(mapping).length > 0) options.csvMapping = mapping;
  if (files.length === 0) return { ok: false, error: 'no FILE given (see --help)' };
  return { ok: true, files, options, json, rest };
}

/** Imports every file; progress on a terminal for large files. */
export async function importFiles(
  paths: string[],
  options: ImportOptions,
  io: CliIo,
): Promise<FileImport[]> {
  const tty = process.stderr.isTTY === true;
  const out: FileImport[] = [];
  for (const path of paths) {
    let shown = -1;
    out.push(
      await importFile(path, options, (bytes, total) => {
        if (!tty || total < 8 << 20) return;
        const pct = Math.floor((bytes / total) * 100);
        if (pct >= shown + 5) {
          shown = pct;
          io.stderr(`\rimporting ${basename(path)}: ${pct}%`);
          if (pct >= 100) io.stderr('\n');
        }
      }),
    );
  }
  return out;
}

/** The first error as one line, with how many more there are. */
export function errorsLine(errors: ImportError[]): string {
  const first = errors[0];
  if (first === undefined) return 'rejected';
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return `${formatImportError(first)}${more}`;
}

function describe(r: BenchmarkRecord): string {
  const at = `${r.source.file}:${r.source.line}`;
  switch (r.kind) {
    case 'device-run': {
      const bs = r.blockSizeKiB === null ? '?' : `${r.blockSizeKiB} KiB`;
      const t = r.threads === null ? '?' : String(r.threads);
      return `${at}  ${r.tool} ${r.mode} ${bs} × ${t} threads: ${r.readsPerSecond.toFixed(2)} reads/s, ${r.writesPerSecond.toFixed(2)} writes/s, ${r.readMiBps.toFixed(2)} MiB/s read, ${r.writtenMiBps.toFixed(2)} MiB/s written`;
    }
    case 'startup': {
      const phases = r.phases
        .map((p) => `${p.name} ${p.seconds.toFixed(1)} s${p.estimated ? ' (est.)' : ''}`)
        .join(', ');
      const total = r.totalSeconds === null ? '' : `, total ${r.totalSeconds.toFixed(1)} s`;
      const v =
        r.verbosity === 2 ? ` (verbosity 2: cannot separate ${r.unseparated.join(', ')})` : '';
      return `${at}  startup ${r.version ?? ''}: ${phases}${total}${v}`;
    }
    case 'qps':
      return `${at}  QPS at ${r.pageSizeKiB} KiB pages: ${r.qps}`;
  }
}

export const importCommand: CliCommand = async (argv, io) => {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(HELP);
    return EXIT_OK;
  }
  const args = parseImportArgs(argv, new Set());
  if (!args.ok) {
    io.stderr(`innosizer import: ${args.error}\n`);
    return EXIT_USAGE;
  }
  if (args.rest.length > 0) {
    io.stderr(`innosizer import: unknown flag ${args.rest[0] ?? ''} (see --help)\n`);
    return EXIT_USAGE;
  }
  const imports = await importFiles(args.files, args.options, io);
  const errors = imports.flatMap((f) => f.result.errors);
  if (errors.length > 0) {
    if (args.json) io.stdout(`${JSON.stringify({ errors }, null, 2)}\n`);
    io.stderr(`innosizer import: ${errorsLine(errors)}\n`);
    return EXIT_USAGE;
  }
  const records = imports.flatMap((f) => f.result.records);
  if (args.json) {
    const files = imports.map((f) => ({
      file: f.file,
      format: f.result.format,
      records: f.result.records.length,
    }));
    io.stdout(`${JSON.stringify({ files, records }, null, 2)}\n`);
  } else {
    for (const f of imports)
      io.stdout(`${f.file}: ${f.result.format ?? '?'}, ${f.result.records.length} record(s)\n`);
    for (const r of records.slice(0, 200)) io.stdout(`${describe(r)}\n`);
    if (records.length > 200)
      io.stdout(`… and ${records.length - 200} more (use --json for all)\n`);
  }
  return EXIT_OK;
};
