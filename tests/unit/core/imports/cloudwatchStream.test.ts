/**
 * Issue 31, item 3: CloudWatch get-metric-data JSON read with each result's Timestamps and Values
 * streamed item by item (jsonItems.ts), never a result parsed whole: the records are those of
 * JSON.parse's reading, whatever the chunks, and bad JSON inside the arrays is still refused.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createImporter } from '../../../../src/core/imports/index.ts';
import type { DiskSeriesRecord, ImportResult } from '../../../../src/core/imports/index.ts';
import { JsonItems } from '../../../../src/core/imports/jsonItems.ts';
import type { JsonItem } from '../../../../src/core/imports/jsonItems.ts';

const METRICS = ['VolumeReadOps', 'VolumeWriteOps', 'VolumeReadBytes', 'VolumeWriteBytes'];
const iso = (s: number): string => new Date(Date.UTC(2026, 10, 1) + s * 1000).toISOString();

/** get-metric-data output as the AWS CLI prints it, `n` points per metric, values with decimals. */
function output(n: number, pretty = true): string {
  const results = METRICS.map((m, k) => ({
    Id: `m${k}`,
    Label: `vol-0a1b2c3d4e5f60718 ${m}`,
    Timestamps: Array.from({ length: n }, (_, i) => iso(i * 60).replace('.000Z', '+00:00')),
    Values: Array.from({ length: n }, (_, i) => ((i * 7919 + k) % 997) * 10.125 + 1e-3 * k),
    StatusCode: 'Complete',
  }));
  const doc = { MetricDataResults: results, Messages: [] };
  return `${pretty ? JSON.stringify(doc, null, 4) : JSON.stringify(doc)}\n`;
}

/** Imports `text` pushed in the pieces `cuts` make. */
function importPieces(text: string, cuts: number[] = []): ImportResult {
  const imp = createImporter('cw.json');
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  let last = 0;
  for (const p of [...points, text.length]) {
    imp.push(text.slice(last, p));
    last = p;
  }
  return imp.end();
}

/** A record's series as plain arrays (what `import --json` prints). */
const plain = (r: DiskSeriesRecord): unknown =>
  JSON.parse(
    JSON.stringify(r, (_k, v: unknown) => (v instanceof Float64Array ? Array.from(v) : v)),
  );

afterEach(() => vi.restoreAllMocks());

describe('CloudWatch JSON: Timestamps and Values streamed', () => {
  it("gives JSON.parse's figures: each value ÷ the 60 s period, times at each period's end", () => {
    const text = output(500);
    const r = importPieces(text);
    expect(r.errors).toEqual([]);
    const d = r.records[0] as DiskSeriesRecord;
    const doc = JSON.parse(text) as { MetricDataResults: { Values: number[] }[] };
    const [reads, writes] = doc.MetricDataResults;
    expect(Array.from(d.readsPerSecond)).toEqual(reads?.Values.map((v) => v / 60));
    expect(Array.from(d.writesPerSecond)).toEqual(writes?.Values.map((v) => v / 60));
    expect(d.timesSec?.[0]).toBe(Date.UTC(2026, 10, 1, 0, 1) / 1000);
    expect(d.source.line).toBe(4);
  });

  it('never parses a result whole: no JSON.parse of a text the size of its data points', () => {
    const text = output(20_000);
    const parse = vi.spyOn(JSON, 'parse');
    const r = importPieces(text);
    expect(r.errors).toEqual([]);
    expect((r.records[0] as DiskSeriesRecord).readsPerSecond.length).toBe(20_000);
    const longest = Math.max(
      0,
      ...parse.mock.calls.map((c) =>
        typeof c[0] === 'string' ? c[0].replace(/\s/g, '').length : 0,
      ),
    );
    // A result is about 600 KB of JSON without its whitespace; what is parsed is each result
    // without its arrays (their line breaks are kept, for the lines of what follows).
    expect(longest).toBeLessThan(1000);
  });

  it('any split into chunks (inside numbers, strings, keys) gives the same records', () => {
    for (const pretty of [true, false]) {
      const text = output(40, pretty);
      const whole = importPieces(text);
      expect(whole.errors).toEqual([]);
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 60 }), (cuts) => {
          const r = importPieces(text, cuts);
          expect(r.errors).toEqual([]);
          expect(r.records.map((x) => plain(x as DiskSeriesRecord))).toEqual(
            whole.records.map((x) => plain(x as DiskSeriesRecord)),
          );
        }),
        { numRuns: 60 },
      );
    }
  });

  it('names the first bad data point, as time or value, and its line', () => {
    const bad = output(5).replace('"2026-11-01T00:02:00+00:00"', '"yesterday"');
    const r = importPieces(bad);
    expect(r.records).toEqual([]);
    expect(r.errors[0]?.message).toMatch(
      /data point 3: expected an ISO 8601 time like .* in Timestamps, got "yesterday"/,
    );
    expect(r.errors[0]?.line).toBe(4);
    const neg = importPieces(output(5).replace(/\n {16}0,\n/, '\n                -1,\n'));
    expect(neg.errors[0]?.message).toMatch(
      /data point 1: expected a non-negative number in Values, got -1/,
    );
    const nested = importPieces(output(5).replace(/\n {16}0,\n/, '\n                {"v": 1},\n'));
    expect(nested.errors[0]?.message).toMatch(/got an object or array/);
  });

  it('refuses what JSON.parse refuses inside the arrays, on its line', () => {
    const good = output(3);
    // [what to replace, with what, a text on the line the error names]
    for (const [from, to, marker] of [
      [/,\n(\s+)"2026-11-01T00:01/, '\n$1"2026-11-01T00:01', '"2026-11-01T00:01'], // a comma missing
      ['"2026-11-01T00:01:00+00:00"', '"2026-11-01T00:01:00+00:00",', '00+00:00",,'], // one too many
      [/\n {16}0,\n/, '\n                01,\n', ' 01,'], // a leading zero
      [/\n {16}0,\n/, '\n                tru,\n', ' tru,'], // not a literal
      [/\n {16}0,\n/, '\n                ,\n', ' ,\n'], // an empty item
    ] as const) {
      const text = good.replace(from, to);
      expect(text).not.toBe(good);
      expect(() => JSON.parse(text)).toThrow();
      const r = importPieces(text);
      expect(r.records).toEqual([]);
      expect(r.errors[0]?.message).toMatch(/invalid JSON: /);
      expect(r.errors[0]?.line).toBe(text.slice(0, text.indexOf(marker)).split('\n').length);
    }
  });
});

describe('JsonItems', () => {
  /** The items of `text` (after its `[`), or the error, fed line by line. */
  function items(text: string): { items: JsonItem[]; error: string | null; end: boolean } {
    const out: JsonItem[] = [];
    let error: string | null = null;
    const r = new JsonItems({
      item: (v) => out.push(v),
      error: (_line, m) => {
        error ??= m;
      },
    });
    const lines = text.slice(1).split('\n');
    let end = false;
    lines.forEach((l, k) => {
      if (end) return;
      if (r.scan(l, 0, k + 1) < l.length) end = true;
      else r.lineEnd(l, k + 1);
    });
    return { items: out, error, end };
  }

  it('reads what JSON.parse reads, and refuses what it refuses', () => {
    const cases = [
      '[1, -2.5e3, 0, "a\\"b", "\\u00e9", true, false, null]',
      '[\n  1,\n  2\n]',
      '[]',
      '[ ]',
      '[[1, "]"], {"a": [2]}, 3]',
      '[1,]',
      '[,1]',
      '[1 2]',
      '["a" "b"]',
      '[01]',
      '[1.]',
      '[.5]',
      '[+1]',
      '[NaN]',
      '["a\tb"]',
      '["\\x"]',
      '[1, }',
    ];
    for (const c of cases) {
      let expected: unknown[] | null = null;
      try {
        expected = JSON.parse(c) as unknown[];
      } catch {
        expected = null;
      }
      const got = items(c);
      if (expected === null) expect(got.error, c).not.toBeNull();
      else {
        expect(got.error, c).toBeNull();
        expect(got.end, c).toBe(true);
        expect(
          got.items.map((v, i) => (typeof v === 'symbol' ? (expected as unknown[])[i] : v)),
          c,
        ).toEqual(expected);
        expect(got.items.filter((v) => typeof v === 'symbol').length, c).toBe(
          expected.filter((v) => typeof v === 'object' && v !== null).length,
        );
      }
    }
  });
});
