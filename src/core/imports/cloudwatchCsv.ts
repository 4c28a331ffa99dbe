/**
 * The CSV the CloudWatch console downloads from a graph of EBS metrics: a header row whose first
 * column is the time and whose other columns are the graphed metrics, labelled by metric name
 * (and volume id when several volumes are graphed); one row per period, empty cells where a
 * metric has no data point. Delimiter, quotes and line numbers as in csvTokenizer.ts. The
 * metrics' meaning (sums over the period) is in cloudwatchSeries.ts.
 */
import type { Sink } from './sink.ts';
import type { MetricColumn } from './cloudwatchSeries.ts';
import { emitCloudwatchSeries, parseIsoSeconds } from './cloudwatchSeries.ts';
import { CsvTokenizer } from './csvTokenizer.ts';
import type { CsvEvent } from './csvTokenizer.ts';

export class CloudwatchCsvParser {
  private tokenizer: CsvTokenizer | null = null;
  private columns: MetricColumn[] | null = null;

  constructor(private readonly sink: Sink) {}

  line(text: string, lineNo: number): void {
    this.tokenizer ??= new CsvTokenizer();
    this.event(this.tokenizer.line(text, lineNo));
  }

  private event(e: CsvEvent): void {
    if (e.kind === 'error') this.sink.error(e.line, '', e.message);
    if (e.kind !== 'row') return;
    const { fields, line } = e.row;
    if (fields.every((f) => f.trim() === '')) return;
    if (this.columns === null) {
      this.columns = fields
        .slice(1)
        .map((name) => ({ names: [name.trim()], line, timesSec: [], values: [] }));
      return;
    }
    const t = parseIsoSeconds(fields[0] ?? '');
    if (t === null) {
      this.sink.error(
        line,
        'time',
        `expected an ISO 8601 time like 2026-11-21T10:05:00Z, got '${(fields[0] ?? '').slice(0, 40)}'`,
      );
      return;
    }
    this.columns.forEach((c, i) => {
      const cell = (fields[i + 1] ?? '').trim();
      if (cell === '') return;
      const v = Number(cell);
      if (!Number.isFinite(v) || v < 0) {
        this.sink.error(
          line,
          c.names[0] ?? '',
          `expected a non-negative number like 1234.5, got '${cell.slice(0, 40)}'`,
        );
        return;
      }
      c.timesSec.push(t);
      c.values.push(v);
    });
  }

  end(lastLine: number): void {
    if (this.tokenizer !== null) this.event(this.tokenizer.end());
    if (this.sink.failed) return;
    const cols = (this.columns ?? []).filter((c) => c.timesSec.length > 0);
    if (cols.length === 0) {
      this.sink.error(
        Math.max(1, lastLine),
        '',
        'no CloudWatch data rows found (expected a time column and VolumeReadOps, VolumeWriteOps … columns)',
      );
      return;
    }
    emitCloudwatchSeries(cols, this.sink);
  }
}
