/**
 * Issue 16 item 2: `import --json` writes device-run records from a template (src/cli/recordJson.ts)
 * when the record is exactly the shape it was written for, else with safeJson. The template's
 * text must be JSON.stringify's, byte for byte, and printable ASCII; anything it was not written
 * for must fall back.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { asciiRecordJson } from '../../../src/cli/recordJson.ts';
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

describe('asciiRecordJson', () => {
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

  it('the spool writes the same bytes with it as without it', async () => {
    const records = parseBenchmarkText(
      'b.csv',
      readFileSync(resolve(FIXTURES, 'brief-fileio.csv'), 'utf8'),
    ).records;
    const hostile = { ...records[0], context: { label: 'é\u001b[2J\u202e' } };
    const bytes = async (spool: JsonSpool): Promise<string> => {
      for (const r of [...records, hostile]) spool.push(r);
      const chunks: Buffer[] = [];
      await spool.copyTo((b) => void chunks.push(Buffer.from(b)));
      return Buffer.concat(chunks).toString('utf8');
    };
    const fast = await bytes(new JsonSpool(asciiRecordJson));
    expect(fast).toBe(await bytes(new JsonSpool()));
    expect(JSON.parse(`[${fast}]`)).toEqual(JSON.parse(JSON.stringify([...records, hostile])));
    expect(fast).not.toContain('\u001b');
  });
});
