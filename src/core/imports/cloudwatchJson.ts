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
import { emitCloudwatchSeries, parseIsoSeconds } from './cloudwatchSeries.ts';

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Top-level JSON documents of a text and the line each starts on. */
function documents(text: string): { text: string; line: number }[] | { openLine: number } {
  const out: { text: string; line: number }[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  let start = -1;
  let line = 1;
  let startLine = 1;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 10) line += 1;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === 92) escaped = true;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = depth > 0;
    else if (c === 123 || c === 91) {
      if (depth === 0) {
        start = i;
        startLine = line;
      }
      depth += 1;
    } else if ((c === 125 || c === 93) && depth > 0) {
      depth -= 1;
      if (depth === 0) out.push({ text: text.slice(start, i + 1), line: startLine });
    }
  }
  return depth > 0 ? { openLine: startLine } : out;
}

export class CloudwatchJsonParser {
  private readonly lines: string[] = [];

  constructor(private readonly sink: Sink) {}

  line(text: string): void {
    this.lines.push(text);
  }

  end(lastLine: number): void {
    const text = this.lines.join('\n');
    const docs = documents(text);
    if (!Array.isArray(docs)) {
      this.sink.error(
        docs.openLine,
        '',
        `the JSON document opened on this line is not closed by the end of the file (line ${lastLine})`,
      );
      return;
    }
    const columns: MetricColumn[] = [];
    // Pages of paginated output follow one another; only the last page says what is still missing.
    let incomplete: string[] = [];
    for (const d of docs) incomplete = this.readDoc(d.text, d.line, text, columns);
    if (this.sink.failed) return;
    if (columns.length === 0) {
      this.sink.error(
        Math.max(1, lastLine),
        'MetricDataResults',
        'no MetricDataResults with data points found',
      );
      return;
    }
    emitCloudwatchSeries(columns, this.sink, incomplete);
  }

  /** Reads one document's results into `out`; returns what says the document is incomplete. */
  private readDoc(doc: string, line: number, whole: string, out: MetricColumn[]): string[] {
    let parsed: unknown;
    try {
      parsed = JSON.parse(doc);
    } catch (e) {
      this.sink.error(line, '', `invalid JSON: ${e instanceof Error ? e.message : String(e)}`);
      return [];
    }
    const results = isObj(parsed) ? parsed['MetricDataResults'] : undefined;
    if (!Array.isArray(results)) {
      this.sink.error(
        line,
        'MetricDataResults',
        'expected get-metric-data output with a MetricDataResults array',
      );
      return [];
    }
    const incomplete: string[] = [];
    for (const r of results) {
      const col = this.column(r, line, whole);
      if (col !== null && col.timesSec.length > 0) out.push(col);
      if (isObj(r) && r['StatusCode'] === 'PartialData')
        incomplete.push(
          `${String(r['Label'] ?? r['Id'] ?? 'a metric')}: StatusCode PartialData, CloudWatch returned only part of the data points (fetch the next page with its NextToken)`,
        );
    }
    const next = isObj(parsed) ? parsed['NextToken'] : undefined;
    if (typeof next === 'string' && next !== '')
      incomplete.push(
        'the output ends with a NextToken: more data points were not fetched, so the capture is incomplete (let the AWS CLI paginate, or call again with --next-token)',
      );
    return incomplete;
  }

  private column(r: unknown, docLine: number, whole: string): MetricColumn | null {
    if (!isObj(r)) {
      this.sink.error(docLine, 'MetricDataResults', 'expected each result to be an object');
      return null;
    }
    const id = typeof r['Id'] === 'string' ? r['Id'] : '';
    const label = typeof r['Label'] === 'string' ? r['Label'] : '';
    const line = lineOf(whole, id, docLine);
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

/** The line of a result's `"Id": "…"`, else the document's first line. */
function lineOf(whole: string, id: string, fallback: number): number {
  if (id === '') return fallback;
  const at = whole.indexOf(`"${id}"`);
  if (at < 0) return fallback;
  let n = 1;
  for (let i = 0; i < at; i += 1) if (whole.charCodeAt(i) === 10) n += 1;
  return n;
}
