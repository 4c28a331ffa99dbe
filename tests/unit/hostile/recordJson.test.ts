/**
 * Issue 16 item 2: `import --json` encodes device-run records straight into the spool's bytes
 * (src/cli/recordJson.ts) when the record is exactly the shape it was written for, else with
 * safeJson. The bytes must be JSON.stringify's text, byte for byte, and printable ASCII; anything
 * it was not written for must fall back (NOT_WRITTEN), and a record that does not fit in the bytes
 * left must say so (NO_ROOM), whatever it wrote on the way.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NO_ROOM, NOT_WRITTEN, writeRecordJson } from '../../../src/cli/recordJson.ts';
import { JsonSpool } from '../../../src/cli/spool.ts';
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { FIXTURES } from '../core/imports/fixtures.ts';

// Mostly values the template writes, sometimes one it must refuse (weights), so both paths run.
const text = fc.oneof(
  { arbitrary: fc.constantFrom('csv', 'rndrd', 'm6i.large', 'gp3', ''), weight: 30 },
  {
    arbitrary: fc.constantFrom('a"b', 'back\\slash', 'é', '\u001b[31m', '\u202e', '\u007f'),
    weight: 1,
  },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 8 }), weight: 1 },
);
const num = fc.oneof(
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 15 },
  { arbitrary: fc.integer(), weight: 15 },
  { arbitrary: fc.constantFrom(0, -0, 1e21, 5e-7, 3123.37), weight: 5 },
  { arbitrary: fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY), weight: 1 },
);
const numOrNull = fc.oneof(num, fc.constant(null));
const latency = fc.oneof(
  fc.constant(null),
  fc.record({
    minMs: numOrNull,
    avgMs: numOrNull,
    maxMs: numOrNull,
    p95Ms: numOrNull,
    p99Ms: numOrNull,
  }),
);
const context = fc.dictionary(
  fc.oneof(fc.constantFrom('instance', 'storage', 'provisionedIops', 'label'), text),
  fc.oneof(text, num, fc.constant(undefined)),
  { maxKeys: 5 },
);
const deviceRun = fc.record({
  kind: fc.oneof(fc.constant('device-run'), text),
  source: fc.record({ file: text, line: num }),
  tool: text,
  mode: text,
  blockSizeKiB: numOrNull,
  threads: numOrNull,
  readsPerSecond: num,
  writesPerSecond: num,
  readMiBps: num,
  writtenMiBps: num,
  latency,
  context,
});

/** The writer's text for `value` (written after junk, into a buffer of junk), or null. */
function asciiRecordJson(value: unknown, room = 4096): string | null {
  const bytes = new Uint8Array(7 + room).fill(0x23);
  const end = writeRecordJson(value, bytes, 7);
  if (end === NOT_WRITTEN) return null;
  if (end === NO_ROOM) throw new Error(`no room in ${room} bytes`);
  expect(end).toBeGreaterThan(7);
  return Buffer.from(bytes.subarray(7, end)).toString('latin1');
}

/** A record of the usual shape (the first of a CSV fixture). */
function csvRecord(): Record<string, unknown> {
  return parseBenchmarkText('b.csv', readFileSync(resolve(FIXTURES, 'brief-fileio.csv'), 'utf8'))
    .records[0] as unknown as Record<string, unknown>;
}

describe('writeRecordJson', () => {
  it("is JSON.stringify's text in printable ASCII, or null (property)", () => {
    let written = 0;
    fc.assert(
      fc.property(deviceRun, (r) => {
        const t = asciiRecordJson(r);
        if (t === null) return;
        written += 1;
        expect(t).toBe(JSON.stringify(r));
        expect(t).toMatch(/^[\x20-\x7e]*$/);
      }),
      { numRuns: 2000 },
    );
    // The generator reaches the template, not only the fallback.
    expect(written).toBeGreaterThan(100);
  });

  it('writes the device runs the importers make (CSV, sysbench, fio) and falls back for other records', () => {
    const files = readdirSync(FIXTURES).filter((f) => !f.startsWith('hostile'));
    let device = 0;
    for (const f of files) {
      const r = parseBenchmarkText(f, readFileSync(resolve(FIXTURES, f), 'utf8'));
      for (const rec of r.records) {
        const t = asciiRecordJson(rec);
        if (rec.kind !== 'device-run') {
          expect(t, `${f}: ${rec.kind}`).toBeNull();
          continue;
        }
        device += 1;
        if (t !== null) expect(t).toBe(JSON.stringify(rec));
        if (rec.tool === 'csv') expect(t, `${f} line ${rec.source.line}`).not.toBeNull();
      }
    }
    expect(device).toBeGreaterThan(20);
  });

  it('falls back for another key order, an extra key, an inherited key or a string to escape', () => {
    const r = parseBenchmarkText(
      'b.csv',
      readFileSync(resolve(FIXTURES, 'brief-fileio.csv'), 'utf8'),
    ).records[0] as unknown as Record<string, unknown>;
    expect(asciiRecordJson(r)).toBe(JSON.stringify(r));
    const { kind, ...rest } = r;
    expect(asciiRecordJson({ ...rest, kind })).toBeNull();
    expect(asciiRecordJson({ ...r, extra: 1 })).toBeNull();
    expect(asciiRecordJson(Object.assign(Object.create({ inherited: 1 }), r))).toBeNull();
    expect(asciiRecordJson({ ...r, mode: 'a\u007fb' })).toBeNull();
    expect(asciiRecordJson({ ...r, context: { label: 'x\u202ey' } })).toBeNull();
    expect(asciiRecordJson({ ...r, readsPerSecond: Number.NaN })).toBeNull();
  });

  it('writes every number as JSON.stringify does (property: doubles, decimals, whole numbers)', () => {
    const r = csvRecord();
    const number = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer(),
      fc.maxSafeNat(),
      // Decimals as a CSV gives them: m / 10^f, and their neighbours.
      fc
        .tuple(fc.maxSafeNat(), fc.integer({ min: 0, max: 17 }), fc.integer({ min: -1, max: 1 }))
        .map(([m, f, step]) => {
          const x = m / 10 ** f;
          return step === 0 ? x : step > 0 ? x + Number.EPSILON * x : x - Number.EPSILON * x;
        }),
      fc.constantFrom(0, -0, 1e21, 1e-6, 1e-7, 5e-324, 2 ** 32, 2 ** 32 - 1, 2 ** 50, 2 ** 50 + 1),
    );
    fc.assert(
      fc.property(number, fc.boolean(), (n, negative) => {
        const x = negative ? -n : n;
        const rec = { ...r, readsPerSecond: x, context: { provisionedIops: x } };
        expect(asciiRecordJson(rec)).toBe(JSON.stringify(rec));
      }),
      { numRuns: 20000 },
    );
  });

  it('falls back for a string to escape, a control character or a character beyond ASCII, in any string or key', () => {
    const r = csvRecord();
    for (const bad of [
      'a"b',
      'a\\b',
      'tab\tx',
      '\n',
      '\u0000',
      '\u001b[2J',
      '\u007f',
      'é',
      '\u202e',
      '😀',
    ]) {
      expect(asciiRecordJson({ ...r, kind: bad }), JSON.stringify(bad)).toBeNull();
      expect(asciiRecordJson({ ...r, source: { file: bad, line: 2 } })).toBeNull();
      expect(asciiRecordJson({ ...r, tool: bad })).toBeNull();
      expect(asciiRecordJson({ ...r, mode: bad })).toBeNull();
      expect(asciiRecordJson({ ...r, context: { instance: bad } })).toBeNull();
      expect(asciiRecordJson({ ...r, context: { [bad]: 1 } })).toBeNull();
    }
    // Other values it does not write: a boolean, an object, an array, a latency of another shape.
    expect(asciiRecordJson({ ...r, context: { on: true } })).toBeNull();
    expect(asciiRecordJson({ ...r, context: { nested: {} } })).toBeNull();
    expect(asciiRecordJson({ ...r, context: [] })).toBeNull();
    expect(asciiRecordJson({ ...r, latency: { minMs: 1 } })).toBeNull();
    expect(asciiRecordJson({ ...r, source: { line: 2, file: 'b.csv' } })).toBeNull();
    expect(asciiRecordJson({ ...r, threads: '4' })).toBeNull();
    // undefined members are left out, as JSON.stringify does.
    const sparse = { ...r, context: { a: undefined, b: 'x', c: undefined } };
    expect(asciiRecordJson(sparse)).toBe(JSON.stringify(sparse));
    const empty = { ...r, context: { a: undefined } };
    expect(asciiRecordJson(empty)).toBe(JSON.stringify(empty));
  });

  it('says NO_ROOM when the record does not fit, and writes it whole when it just fits', () => {
    const r = csvRecord();
    const text = JSON.stringify(r);
    // Every piece may be written with up to 3 bytes to spare (whole 32-bit words) and a number
    // is only begun with 32 bytes free.
    for (let room = 0; room < text.length; room += 1) {
      const bytes = new Uint8Array(room);
      expect(writeRecordJson(r, bytes, 0), `${room} bytes`).toBe(NO_ROOM);
    }
    expect(asciiRecordJson(r, text.length + 32)).toBe(text);
    // Out of room and not its shape: NOT_WRITTEN, so the caller does not retry.
    expect(writeRecordJson({ ...r, context: { label: 'x"' } }, new Uint8Array(10), 0)).toBe(
      NOT_WRITTEN,
    );
  });

  it('what it keeps from one record (the kind and file, the tool and mode, the context keys) is its own copy, and only for the same strings', () => {
    const r = csvRecord();
    const bytes = new Uint8Array(4096);
    const end = writeRecordJson(r, bytes, 0);
    expect(end).toBeGreaterThan(0);
    bytes.fill(0x23);
    // The same record again, after the buffer was overwritten.
    expect(asciiRecordJson(r)).toBe(JSON.stringify(r));
    const other = {
      ...r,
      kind: 'device-run',
      source: { file: 'other.csv', line: 7 },
      tool: 'fio',
      mode: 'randwrite',
      context: { label: 'z' },
    };
    expect(asciiRecordJson(other)).toBe(JSON.stringify(other));
    expect(asciiRecordJson(r)).toBe(JSON.stringify(r));
    // Runs of tool, mode, block size and threads: more than it keeps, interleaved, with null, 0
    // and -0; and reads or writes of 0 with and without latency.
    const latency = { minMs: 0.1, avgMs: 0.5, maxMs: 9, p95Ms: 1, p99Ms: 2 };
    for (let i = 0; i < 200; i += 1) {
      const rec = {
        ...r,
        tool: ['csv', 'fio', 'sysbench'][i % 3],
        mode: ['rndrd', 'rndwr'][i % 2],
        blockSizeKiB: [4, 16, null, 0, -0, 1.5][i % 6],
        threads: [1, null, -0, 64, 3][i % 5] ?? null,
        writesPerSecond: [0, -0, 12.5][i % 3],
        writtenMiBps: [0, 3][i % 2],
        latency: i % 4 === 0 ? latency : null,
      };
      expect(asciiRecordJson(rec)).toBe(JSON.stringify(rec));
    }
    // Context keys in changing order and places, with more string values than it keeps, and a
    // value to escape for a key it has kept (that record falls back, the next is written).
    for (let i = 0; i < 100; i += 1) {
      const instance = `m${i % 12}.large`;
      const context =
        i % 3 === 0
          ? { instance, storage: 'gp3', provisionedIops: i }
          : i % 3 === 1
            ? { storage: i % 2 === 0 ? 'io2' : 'gp2', instance }
            : { label: 'x', instance, storage: 'gp3' };
      const rec = { ...r, context };
      expect(asciiRecordJson(rec)).toBe(JSON.stringify(rec));
      expect(asciiRecordJson({ ...r, context: { ...context, instance: 'a"b' } })).toBeNull();
    }
    // More distinct context keys than it keeps.
    for (let i = 0; i < 600; i += 1) {
      const rec = { ...r, context: { [`k${i}`]: i, instance: 'm6i.large' } };
      expect(asciiRecordJson(rec)).toBe(JSON.stringify(rec));
    }
  });

  it('the spool writes the same bytes with it as without it, across batches and for a record longer than a batch', async () => {
    const records = parseBenchmarkText(
      'b.csv',
      readFileSync(resolve(FIXTURES, 'brief-fileio.csv'), 'utf8'),
    ).records;
    const hostile = { ...records[0], context: { label: 'é\u001b[2J\u202e' } };
    // Plain ASCII but longer than a batch (1 MiB): written by safeJson.
    const long = { ...records[0], context: { label: 'x'.repeat(1.5 * 2 ** 20) } };
    // Enough records to fill several batches, with records straddling their ends.
    const many = Array.from({ length: 12000 }, (_, i) => ({
      ...records[i % records.length],
      source: { file: 'b.csv', line: i + 2 },
      context: { label: 'y'.repeat(i % 300) },
    }));
    const all = [...records, hostile, ...many, long, ...records];
    const bytes = async (spool: JsonSpool): Promise<string> => {
      for (const r of all) spool.push(r);
      const chunks: Buffer[] = [];
      await spool.copyTo((b) => void chunks.push(Buffer.from(b)));
      return Buffer.concat(chunks).toString('utf8');
    };
    const fast = await bytes(new JsonSpool(writeRecordJson));
    expect(fast).toBe(await bytes(new JsonSpool()));
    expect(JSON.parse(`[${fast}]`)).toEqual(JSON.parse(JSON.stringify(all)));
    expect(fast).not.toContain('\u001b');
  });
});
