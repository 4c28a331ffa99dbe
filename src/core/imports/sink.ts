/**
 * Collects the records and errors of one file. Every error names the file, the 1-based line and
 * the field; after `maxErrors` further errors are only counted, so a broken 1M-line file answers
 * with its first problems instead of a million.
 */
import type { BenchmarkRecord, ImportError } from './types.ts';

export class Sink {
  readonly records: BenchmarkRecord[] = [];
  readonly errors: ImportError[] = [];
  /** Errors beyond maxErrors, not kept. */
  dropped = 0;
  /** Records handed to `onRecord`. */
  streamed = 0;

  constructor(
    readonly file: string,
    private readonly maxErrors: number,
    private readonly onRecord?: (r: BenchmarkRecord) => void,
  ) {}

  record(r: BenchmarkRecord): void {
    // Once the file is rejected its records are never returned: stop holding them.
    if (this.errors.length > 0) return;
    if (this.onRecord) {
      this.streamed += 1;
      this.onRecord(r);
    } else this.records.push(r);
  }

  error(line: number, field: string, message: string): void {
    if (this.errors.length >= this.maxErrors) {
      this.dropped += 1;
      return;
    }
    const where = field === '' ? `line ${line}` : `line ${line}, field '${field}'`;
    this.errors.push({ file: this.file, line, field, message: `${where}: ${message}` });
    this.records.length = 0;
  }

  get failed(): boolean {
    return this.errors.length > 0;
  }
}

/** One line of an error for a terminal: "data.csv: line 12, field 'reads/s': expected …". */
export function formatImportError(e: ImportError): string {
  return `${e.file}: ${e.message}`;
}
