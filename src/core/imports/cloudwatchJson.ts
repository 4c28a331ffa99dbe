/**
 * `aws cloudwatch get-metric-data --output json` (the CLI's default output): a document
 * `{ "MetricDataResults": [ { "Id", "Label", "Timestamps": [ISO 8601…], "Values": [...],
 * "StatusCode" } ], "Messages": [] }` (CloudWatch API Reference, MetricDataResult). Paginated
 * output (NextToken) may hold several documents one after another. Each result is one metric; its
 * Label (the metric name unless the query set one) or Id names it, and a `vol-…` in either names
 * the volume. See cloudwatchSeries.ts for what each metric means.
 */
import type { Sink } from './sink.ts';
import type { MetricColumn } from './cloudwatchSeries.ts';
import { emitCloudwatchSeries, parseIsoSeconds, sameTimes } from './cloudwatchSeries.ts';
import { JsonArrayStream } from './jsonStream.ts';

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export class CloudwatchJsonParser {
  private readonly columns: MetricColumn[] = [];
  /** What says the latest document is incomplete (PartialData results, a NextToken). */
  private incomplete: string[] = [];
  /** Streamed: each result is parsed as it closes (jsonStream.ts), never the whole file. */
  private readonly stream = new JsonArrayStream('MetricDataResults', {
    arrayStart: () => {
      // Pages of paginated output follow one another; only the last says what is still missing.
      this.incomplete = [];
    },
    element: (r, _index, line, text) => {
      const col = this.column(r, line + linesBefore(text, isObj(r) ? r['Id'] : undefined));
      if (col !== null && col.timesSec.length > 0) {
        // The metrics of one query share their times: one array for all of them (issue 31).
        const prev = this.columns[this.columns.length - 1];
        if (prev !== undefined && sameTimes(prev.timesSec, col.timesSec))
          col.timesSec = prev.timesSec;
        this.columns.push(col);
      }
      if (isObj(r) && r['StatusCode'] === 'PartialData')
        this.incomplete.push(
          `${String(r['Label'] ?? r['Id'] ?? 'a metric')}: StatusCode PartialData, CloudWatch returned only part of the data points (fetch the next page with its NextToken)`,
        );
    },
    docEnd: (head, line, sawArray) => {
      if (!isObj(head) || !sawArray) {
        this.sink.error(
          line,
          'MetricDataResults',
          'expected get-metric-data output with a MetricDataResults array',
        );
        return;
      }
      const next = head['NextToken'];
      if (typeof next === 'string' && next !== '')
        this.incomplete.push(
          'the output ends with a NextToken: more data points were not fetched, so the capture is incomplete (let the AWS CLI paginate, or call again with --next-token)',
        );
    },
    invalid: (line, message) => this.sink.error(line, '', message),
  });

  constructor(private readonly sink: Sink) {}

  line(text: string, lineNo: number): void {
    this.stream.line(text, lineNo);
  }

  end(lastLine: number): void {
    if (this.stream.open) {
      this.sink.error(
        this.stream.openLine,
        '',
        `the JSON document opened on this line is not closed by the end of the file (line ${lastLine})`,
      );
      return;
    }
    if (this.sink.failed) return;
    if (this.columns.length === 0) {
      this.sink.error(
        Math.max(1, lastLine),
        'MetricDataResults',
        'no MetricDataResults with data points found',
      );
      return;
    }
    emitCloudwatchSeries(this.columns, this.sink, this.incomplete);
  }

  private column(r: unknown, line: number): MetricColumn | null {
    if (!isObj(r)) {
      this.sink.error(line, 'MetricDataResults', 'expected each result to be an object');
      return null;
    }
    const id = typeof r['Id'] === 'string' ? r['Id'] : '';
    const label = typeof r['Label'] === 'string' ? r['Label'] : '';
    const ts = r['Timestamps'];
    const vs = r['Values'];
    if (!Array.isArray(ts) || !Array.isArray(vs) || ts.length !== vs.length) {
      this.sink.error(
        line,
        id || label,
        'expected Timestamps and Values arrays of the same length',
      );
      return null;
    }
    const timesSec: number[] = [];
    const values: number[] = [];
    for (let i = 0; i < ts.length; i += 1) {
      const t = typeof ts[i] === 'string' ? parseIsoSeconds(ts[i] as string) : null;
      const v = vs[i];
      if (t === null || typeof v !== 'number' || !Number.isFinite(v) || v < 0) {
        this.sink.error(
          line,
          id || label,
          `data point ${i + 1}: expected an ISO 8601 time and a non-negative number, got ${JSON.stringify(ts[i])?.slice(0, 40)} and ${JSON.stringify(v)?.slice(0, 40)}`,
        );
        return null;
      }
      timesSec.push(t);
      values.push(v);
    }
    return { names: [label, id], line, timesSec, values };
  }
}

/** Lines of `text` before the result's `"Id": "…"` value (0 without one): where the result is named. */
function linesBefore(text: string, id: unknown): number {
  if (typeof id !== 'string' || id === '') return 0;
  const at = text.indexOf(`"${id}"`);
  let n = 0;
  for (let i = 0; i < at; i += 1) if (text.charCodeAt(i) === 10) n += 1;
  return n;
}
