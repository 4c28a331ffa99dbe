/**
 * Streaming import of one file. Feed it text chunks in order (`push`), then call `end()`.
 * Chunks may split lines, CRLF pairs and quoted CSV fields anywhere. `progress` tells how many bytes
 * were consumed so a caller can show a bar; to cancel, the caller simply stops pushing and drops
 * the importer (nothing is held elsewhere, nothing was changed: importing never touches a
 * scenario). The format is detected from the first 8 KiB (or given in options.format).
 *
 * Nothing half-imported: `end()` returns records only when there is no error; otherwise records is
 * empty and errors name the file, line and field (at most `maxErrors`, default 20, plus a last
 * error saying how many more there were). With `options.onRecord` records are handed on as they
 * are made and not kept (memory stays bounded whatever the file's size); the caller drops them if
 * the result has errors.
 */
import type { ImportFormat, ImportOptions, ImportResult } from './types.ts';
import { Sink } from './sink.ts';
import { formatCount } from '../format/index.ts';
import { LineSplitter, MAX_JSON_LINE_CHARS, MAX_LINE_CHARS, lineTooLongMessage } from './lines.ts';
import { detectFormat } from './detect.ts';
import { CsvParser } from './csv.ts';
import { SysbenchParser } from './sysbench.ts';
import { MysqldLogParser } from './mysqldLog.ts';
import { FioJsonParser } from './fioJson.ts';
import { FioTerseParser } from './fioTerse.ts';
import { IopingParser } from './ioping.ts';
import { IostatParser } from './iostat.ts';
import { DiskstatsParser } from './diskstats.ts';
import { CloudwatchJsonParser } from './cloudwatchJson.ts';
import { CloudwatchCsvParser } from './cloudwatchCsv.ts';
import { MysqlStatusParser } from './mysqlStatus.ts';

interface FormatParser {
  line(text: string, lineNo: number): void;
  end(lastLine: number): void;
}

/** Text buffered before the format is detected. */
const DETECT_BYTES = 8 * 1024;

export interface Importer {
  push(chunk: string, byteLength?: number): void;
  end(): ImportResult;
  /** Bytes consumed so far (the byteLength the caller passes, else the chunk's characters). */
  readonly progress: number;
  /** Lines handed to the parser so far. */
  readonly lines: number;
  /** True once the importer reads no more of the file (a line ran past its bound). */
  readonly stopped: boolean;
  readonly format: ImportFormat | null;
}

function parserFor(format: ImportFormat, sink: Sink, options: ImportOptions): FormatParser {
  switch (format) {
    case 'csv':
      return new CsvParser(sink, options.csvMapping, options.runThreads ?? null);
    case 'sysbench':
      return new SysbenchParser(sink);
    case 'mysqld-log':
      return new MysqldLogParser(sink);
    case 'fio-json':
      return new FioJsonParser(sink);
    case 'fio-terse':
      return new FioTerseParser(sink, options.runThreads ?? null);
    case 'ioping':
      return new IopingParser(sink);
    case 'iostat':
      return new IostatParser(sink);
    case 'diskstats':
      return new DiskstatsParser(sink);
    case 'cloudwatch-json':
      return new CloudwatchJsonParser(sink);
    case 'cloudwatch-csv':
      return new CloudwatchCsvParser(sink);
    case 'mysql-status':
      return new MysqlStatusParser(sink, 'show-global-status');
    case 'prometheus':
      return new MysqlStatusParser(sink, 'mysqld-exporter');
  }
}

/** What a file of `format` that gave no record lacks, in words. */
function noRecordMessage(format: ImportFormat | null, given: ImportFormat | undefined): string {
  const what = format ?? 'the format';
  return given !== undefined
    ? `no complete ${what} record in the file: is it ${what} output? (the format was given, not detected)`
    : `no complete ${what} record in the file (truncated output?)`;
}

export function createImporter(fileName: string, options: ImportOptions = {}): Importer {
  const sink = new Sink(fileName, options.maxErrors ?? 20, options.onRecord);
  let format: ImportFormat | null = options.format ?? null;
  let parser: FormatParser | null = null;
  let pending = '';
  let bytes = 0;
  let ended = false;
  const splitter = new LineSplitter((text, lineNo) => parser?.line(text, lineNo), {
    maxChars: MAX_LINE_CHARS,
    onTooLong: (lineNo, max) => sink.error(lineNo, '', lineTooLongMessage(max)),
  });

  const start = (): void => {
    format ??= detectFormat(fileName, pending);
    if (format !== null) parser = parserFor(format, sink, options);
    // A JSON document may be one long line (minified); it is parsed whole anyway.
    if (splitter.limit && (format === 'fio-json' || format === 'cloudwatch-json'))
      splitter.limit.maxChars = MAX_JSON_LINE_CHARS;
    splitter.push(pending);
    pending = '';
  };

  return {
    push(chunk: string, byteLength?: number): void {
      if (ended) return;
      bytes += byteLength ?? chunk.length;
      if (parser === null && format === null) {
        pending += chunk;
        if (pending.length >= DETECT_BYTES) start();
        return;
      }
      if (parser === null) {
        pending += chunk;
        start();
        return;
      }
      splitter.push(chunk);
    },
    end(): ImportResult {
      if (!ended) {
        ended = true;
        if (parser === null) start();
        splitter.end();
        if (splitter.stopped) {
          // The error is the line that ran past the bound; the parser saw only what came before.
        } else if (parser === null) {
          sink.error(
            1,
            '',
            'unrecognised format: expected sysbench fileio output, fio JSON or terse output, a MySQL error log, iostat -x output, /proc/diskstats snapshots, CloudWatch EBS metrics (get-metric-data JSON or console CSV), SHOW GLOBAL STATUS or mysqld_exporter metrics, or a CSV with a header row',
          );
        } else {
          parser.end(splitter.lines);
          // A file that parsed without a complete record is no measurement: a CSV forced as
          // sysbench, a sysbench run cut before its figures (issue 31: exit 0 with 0 records).
          if (!sink.failed && sink.records.length === 0 && sink.streamed === 0)
            sink.error(Math.max(1, splitter.lines), '', noRecordMessage(format, options.format));
        }
        if (sink.dropped > 0) {
          const last = sink.errors[sink.errors.length - 1];
          sink.errors.push({
            file: fileName,
            line: last?.line ?? 1,
            field: '',
            message: `and ${formatCount(sink.dropped, 'more error', 'more errors')} after line ${last?.line ?? 1}`,
          });
        }
      }
      return {
        format,
        records: sink.failed ? [] : sink.records,
        errors: sink.errors,
        ...(options.onRecord ? { streamed: sink.failed ? 0 : sink.streamed } : {}),
      };
    },
    get progress(): number {
      return bytes;
    },
    get lines(): number {
      return splitter.lines;
    },
    get stopped(): boolean {
      // No format recognised in the first 8 KiB: the rest of the file is not read either.
      return splitter.stopped || (parser === null && format === null && bytes > DETECT_BYTES);
    },
    get format(): ImportFormat | null {
      return format;
    },
  };
}

/** Imports a whole text at once (small files, tests). */
export function parseBenchmarkText(
  fileName: string,
  text: string,
  options: ImportOptions = {},
): ImportResult {
  const imp = createImporter(fileName, options);
  imp.push(text);
  return imp.end();
}
