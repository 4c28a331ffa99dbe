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
import type { JsonItem } from './jsonItems.ts';
import { NESTED } from './jsonItems.ts';
import { NumberColumn } from './numberColumn.ts';

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export class CloudwatchJsonParser {
  private readonly columns: MetricColumn[] = [];
  /** What says the latest document is incomplete (PartialData results, a NextToken). */
  private incomplete: string[] = [];
  /** The data points of the result being read. */
  private points = new ResultPoints();
  /**
   * Streamed: each result is parsed as it closes (jsonStream.ts), never the whole file, and its
   * Timestamps and Values item by item.
   */
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
    // A result's Timestamps and Values are read item by item as they stream past: JSON.parse of
    // a result of a million data points held hundreds of MB (issue 31).
    streamed: {
      keys: ['Timestamps', 'Values'],
      start: (key) => this.points.start(key),
      item: (v) => this.points.item(v),
    },
    elementStart: () => {
      this.points = new ResultPoints();
    },
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
    const points = this.points;
    // Arrays the stream did not read item by item (a key spelt with escapes): read here.
    if (Array.isArray(ts) && !points.streamed.has('Timestamps')) {
      points.start('Timestamps');
      for (const t of ts as JsonItem[]) points.item(t);
    }
    if (Array.isArray(vs) && !points.streamed.has('Values')) {
      points.start('Values');
      for (const v of vs as JsonItem[]) points.item(v);
    }
    if (!Array.isArray(ts) || !Array.isArray(vs) || points.times.length !== points.values.length) {
      this.sink.error(
        line,
        id || label,
        'expected Timestamps and Values arrays of the same length',
      );
      return null;
    }
    const bad = points.firstBad();
    if (bad !== null) {
      this.sink.error(line, id || label, bad);
      return null;
    }
    return {
      names: [label, id],
      line,
      timesSec: points.times.toFloat64Array(),
      values: points.values.toFloat64Array(),
    };
  }
}

/**
 * A result's Timestamps (as Unix seconds) and Values, taken item by item as the stream reads
 * them (never an array of a million strings), and the first item of each that is not what it
 * should be.
 */
class ResultPoints {
  times = new NumberColumn();
  values = new NumberColumn();
  readonly streamed = new Set<string>();
  private key = '';
  private badTime: { index: number; item: JsonItem } | null = null;
  private badValue: { index: number; item: JsonItem } | null = null;

  start(key: string): void {
    this.key = key;
    this.streamed.add(key);
    // A key given twice: the last counts (as JSON.parse reads it).
    if (key === 'Timestamps') {
      this.times = new NumberColumn();
      this.badTime = null;
    } else {
      this.values = new NumberColumn();
      this.badValue = null;
    }
  }

  item(v: JsonItem): void {
    if (this.key === 'Timestamps') {
      const t = typeof v === 'string' ? parseIsoSeconds(v) : null;
      if (t === null) this.badTime ??= { index: this.times.length, item: v };
      this.times.push(t ?? NaN);
    } else {
      if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
        this.badValue ??= { index: this.values.length, item: v };
      this.values.push(typeof v === 'number' ? v : NaN);
    }
  }

  /** The first data point that is not an ISO 8601 time and a non-negative number, or null. */
  firstBad(): string | null {
    const t = this.badTime;
    const v = this.badValue;
    if (t === null && v === null) return null;
    const text = (item: JsonItem): string =>
      item === NESTED ? 'an object or array' : (JSON.stringify(item)?.slice(0, 40) ?? '');
    if (t !== null && (v === null || t.index <= v.index))
      return `data point ${t.index + 1}: expected an ISO 8601 time like 2026-11-21T10:05:00Z in Timestamps, got ${text(t.item)}`;
    const b = v as { index: number; item: JsonItem };
    return `data point ${b.index + 1}: expected a non-negative number in Values, got ${text(b.item)}`;
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
