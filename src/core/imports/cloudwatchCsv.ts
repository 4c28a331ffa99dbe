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
import { NumberColumn } from './numberColumn.ts';
import type { CsvEvent } from './csvTokenizer.ts';

/** A header column: its name and line, and one value per data row (NaN: an empty cell). */
interface CsvColumn {
  name: string;
  line: number;
  values: NumberColumn;
  present: number;
}

export class CloudwatchCsvParser {
  private tokenizer: CsvTokenizer | null = null;
  private columns: CsvColumn[] | null = null;
  /**
   * The time of each data row, once for all columns (a 200 MB export is millions of rows: one
   * time array per column held five copies of it; issue 31).
   */
  private readonly times = new NumberColumn();

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
        .map((name) => ({ name: name.trim(), line, values: new NumberColumn(), present: 0 }));
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
    this.times.push(t);
    this.columns.forEach((c, i) => {
      const cell = (fields[i + 1] ?? '').trim();
      const v = cell === '' ? NaN : Number(cell);
      if (cell !== '' && (!Number.isFinite(v) || v < 0)) {
        this.sink.error(
          line,
          c.name,
          `expected a non-negative number like 1234.5, got '${cell.slice(0, 40)}'`,
        );
      }
      c.values.push(v);
      if (Number.isFinite(v)) c.present += 1;
    });
  }

  /**
   * A column as the series takes it (Float64Arrays, as the record keeps them): a full column shares the rows' time array (one copy for
   * every column), a column with empty cells keeps the times of its values only.
   */
  private metricColumn(c: CsvColumn, times: Float64Array): MetricColumn {
    const names = [c.name];
    if (c.present === times.length)
      return { names, line: c.line, timesSec: times, values: c.values.toFloat64Array() };
    const timesSec = new Float64Array(c.present);
    const values = new Float64Array(c.present);
    let n = 0;
    for (let i = 0; i < times.length; i += 1) {
      const v = c.values.at(i);
      if (!Number.isFinite(v)) continue;
      timesSec[n] = times[i] ?? 0;
      values[n] = v;
      n += 1;
    }
    return { names, line: c.line, timesSec, values };
  }

  end(lastLine: number): void {
    if (this.tokenizer !== null) this.event(this.tokenizer.end());
    if (this.sink.failed) return;
    const times = this.times.toFloat64Array();
    const cols = (this.columns ?? [])
      .filter((c) => c.present > 0)
      .map((c) => this.metricColumn(c, times));
    this.columns = null;
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
