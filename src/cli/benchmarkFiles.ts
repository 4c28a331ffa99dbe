/**
 * The one reader of benchmark files (sysbench, fio, MySQL error logs, CSV) for every command that
 * takes them (`import`, `calibrate`, `report --calibrate`, `fleet`'s inventory). Files are
 * streamed (fs.createReadStream) through the core's streaming importer, so a 1M-line CSV never
 * sits in memory as text; on a terminal, files over 8 MiB show progress on stderr. The flags that
 * steer the importer (--format, --map, --run-threads) are rows here too.
 */
import { createReadStream, statSync } from 'node:fs';
import { basename } from 'node:path';
import type { CliIo } from './io.ts';
import type {
  BenchmarkRecord,
  CsvField,
  ImportOptions,
  ImportResult,
} from '../core/imports/index.ts';
import { CSV_FIELDS, createImporter, IMPORT_FORMATS } from '../core/imports/index.ts';
import { TextFileDecoder } from '../core/encoding.ts';
import { formatPercent } from '../core/format/index.ts';
import type { FlagRow, ParsedArgs } from './args.ts';
import { positiveFlag, valueOf, valuesOf } from './args.ts';
import type { CliError } from './errors.ts';
import { importErrorsError, isCliError, usageError } from './errors.ts';
import { fileKindOf } from './readText.ts';

/** Flags of the importer, shared by `import` and `calibrate`. */
export const IMPORT_FLAGS: readonly FlagRow[] = [
  { flag: 'format', value: 'F', help: `skip detection: ${IMPORT_FORMATS.join('|')}` },
  {
    flag: 'run-threads',
    value: 'N',
    help: "IOs in flight of runs whose output does not say (fio terse lines, CSV without a threads column): fio's iodepth × numjobs",
  },
  {
    flag: 'map',
    value: '"H=FIELD"',
    multiple: true,
    help: `meaning of a CSV header the importer does not know; FIELD is one of: ${CSV_FIELDS.join(', ')}`,
  },
];

/** The importer options the flags ask for, or an error naming the flag. */
export function importOptionsFrom(args: ParsedArgs): ImportOptions | CliError {
  const options: ImportOptions = {};
  const format = valueOf(args, 'format');
  if (format !== undefined) {
    const known = IMPORT_FORMATS.find((f) => f === format);
    if (!known)
      return usageError(
        `--format: expected one of ${IMPORT_FORMATS.join(', ')}, got "${format}"`,
        'format',
      );
    options.format = known;
  }
  const threads = positiveFlag(args, 'run-threads', {
    integer: true,
    what: 'a whole number of IOs in flight like 32',
  });
  if (isCliError(threads)) return threads;
  if (threads !== undefined) options.runThreads = threads;
  const pairs: [string, CsvField][] = [];
  for (const v of valuesOf(args, 'map')) {
    const at = v.lastIndexOf('=');
    const field = CSV_FIELDS.find((f) => f === v.slice(at + 1).trim());
    if (at <= 0 || !field)
      return usageError(
        `--map: expected "HEADER=FIELD" with FIELD one of ${CSV_FIELDS.join(', ')}, got "${v}"`,
        'map',
      );
    pairs.push([v.slice(0, at).trim(), field]);
  }
  // Own properties only: a header named __proto__ is a key like any other.
  if (pairs.length > 0) options.csvMapping = Object.fromEntries(pairs);
  return options;
}

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
    const info = statSync(path);
    // A pipe is streamed (`import <(iostat -x 1 3)`); a device such as /dev/urandom has no end.
    if (!info.isFile() && !info.isFIFO())
      return {
        file,
        result: readFailure(file, new Error(`it is ${fileKindOf(info)}, not a file or a pipe`)),
      };
    total = info.size;
  } catch (e) {
    return { file, result: readFailure(file, e) };
  }
  const importer = createImporter(file, options);
  // Byte-order marks (UTF-8, UTF-16) are read by the core's one decoder.
  const decoder = new TextFileDecoder();
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
      const buf = chunk as Buffer;
      importer.push(decoder.write(buf), buf.length);
      onProgress?.(importer.progress, total);
      // A line ran past its bound: the error says the rest was not read, and it is not.
      if (importer.stopped) break;
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

/** A progress line on stderr for large files, on a terminal only. */
function progressFor(path: string, io: CliIo): (bytes: number, total: number) => void {
  const tty = process.stderr.isTTY === true;
  let shown = -1;
  return (bytes, total) => {
    if (!tty || total < 8 << 20) return;
    const pct = Math.floor((bytes / total) * 100);
    if (pct < shown + 5) return;
    shown = pct;
    io.progress?.(`importing ${basename(path)}: ${formatPercent(pct)}`);
    if (pct >= 100) io.stderr('\n');
  };
}

/** Imports every file in turn (progress on a terminal for large files). */
export async function importFiles(
  paths: readonly string[],
  options: ImportOptions,
  io: CliIo,
): Promise<FileImport[]> {
  const out: FileImport[] = [];
  for (const path of paths) out.push(await importFile(path, options, progressFor(path, io)));
  return out;
}

/**
 * Every record of the files, or one failure for all their errors (nothing half-imported); with
 * --json the failure carries every error as `errors`.
 */
export async function readBenchmarks(
  paths: readonly string[],
  options: ImportOptions,
  io: CliIo,
  prefix = '',
): Promise<{ imports: FileImport[]; records: BenchmarkRecord[] } | CliError> {
  const imports = await importFiles(paths, options, io);
  const errors = imports.flatMap((f) => f.result.errors);
  if (errors.length > 0) return { ...importErrorsError(errors, prefix), also: { errors } };
  return { imports, records: imports.flatMap((f) => f.result.records) };
}
