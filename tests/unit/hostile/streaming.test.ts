/**
 * Issue 16, item 2 (memory): `import --json` writes records as they are parsed (a spool, printed
 * only when every file imports), and a quoted CSV field stops at a bound with an error naming the
 * line it opened on. Speed and memory are measured by `npm run bench -- import`.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { run } from '../cli/runCli.ts';
import fc from 'fast-check';
import { JsonSpool } from '../../../src/cli/spool.ts';
import { safeJson, terminalSafe } from '../../../src/cli/terminal.ts';
import {
  LineSplitter,
  MAX_LINE_CHARS,
  lineTooLongMessage,
} from '../../../src/core/imports/lines.ts';
import { CsvTokenizer, MAX_QUOTED_FIELD_CHARS } from '../../../src/core/imports/csvTokenizer.ts';
import { createImporter, parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { FIXTURES, fixture } from '../core/imports/fixtures.ts';
import { TELEMETRY } from '../core/telemetry/fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'innosizer-stream-'));
const f = (name: string): string => resolve(FIXTURES, name);

describe('a quoted CSV field has a bound', () => {
  it('a field still open past 1 MiB is an error on the line it opened, and the rest is not read', () => {
    const t = new CsvTokenizer(',');
    expect(t.line('a,b', 1)).toMatchObject({ kind: 'row' });
    expect(t.line('x,"stray', 2)).toEqual({ kind: 'pending' });
    const line = 'y'.repeat(4096);
    let ev = t.line(line, 3);
    let n = 3;
    while (ev.kind === 'pending' && n < 1000) ev = t.line(line, (n += 1));
    expect(ev).toEqual({
      kind: 'error',
      line: 2,
      message: `a quoted field opened on this line runs past 1,048,576 characters (1 MiB) without its closing quote (a stray '"'?); the rest of the file was not read`,
    });
    // Stopped near the bound, not at the end of the input.
    expect((n - 2) * 4097).toBeLessThan(MAX_QUOTED_FIELD_CHARS + 2 * 4097);
    expect(t.line('1,2', n + 1)).toEqual({ kind: 'pending' });
    expect(t.end()).toEqual({ kind: 'pending' });
  });

  it('a quoted field just under the bound is read whole, with its newlines and doubled quotes', () => {
    const body = `${'z'.repeat(MAX_QUOTED_FIELD_CHARS - 10)}""q`;
    const t = new CsvTokenizer(',');
    expect(t.line(`"${body.slice(0, 100)}`, 1)).toEqual({ kind: 'pending' });
    const ev = t.line(`${body.slice(100)}",2`, 2);
    expect(ev.kind).toBe('row');
    if (ev.kind !== 'row') return;
    expect(ev.row.line).toBe(1);
    expect(ev.row.fields[0]).toBe(`${body.slice(0, 100)}\n${body.slice(100)}`.replace('""', '"'));
    expect(ev.row.fields[1]).toBe('2');
  });

  it('the importer reports it once, naming the line, for a CSV with a stray quote on line 2', () => {
    const rows = Array.from(
      { length: 40_000 },
      (_, i) => `m6i.large,gp3,3000,125,16,16,${3000 + i}`,
    );
    const text = `instance,storage,provisioned_iops,provisioned_mibps,block_size_kib,threads,reads_per_s\n"${rows.join('\n')}\n`;
    const r = parseBenchmarkText('stray.csv', text);
    expect(r.records).toEqual([]);
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatchObject({ line: 2 });
    expect(r.errors[0]?.message).toMatch(/^line 2: a quoted field opened on this line runs past/);
  });

  it('a short unclosed quote is still "never closed" at the end of the file', () => {
    const r = parseBenchmarkText('u.csv', fixture('hostile-unclosed-quote.csv'));
    expect(r.errors[0]?.message).toMatch(/never closed/);
  });
});

describe('import --json is streamed and stays valid JSON', () => {
  const cases: [string, string[]][] = [
    ['one CSV', [f('brief-fileio.csv')]],
    [
      'several files of several formats',
      [
        f('sysbench-gp3-5000-200-runs.txt'),
        f('mysqld-8.4-v2-two-starts.err'),
        f('fio-terse-v3.txt'),
      ],
    ],
    ['telemetry (with its analysis)', [resolve(TELEMETRY, 'iostat-sysstat12-xt.txt')]],
  ];
  for (const [name, files] of cases)
    it(`${name}: the records are those of the importer, in order`, async () => {
      const r = await run(['import', ...files, '--json']);
      expect(r.code).toBe(0);
      const j = JSON.parse(r.out) as { files: { records: number }[]; records: unknown[] };
      const expected = files.flatMap((p) => {
        const name = p.split('/').pop() ?? p;
        return parseBenchmarkText(name, readFileSync(p, 'utf8')).records;
      });
      expect(j.records).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(j.files.map((x) => x.records)).toEqual(
        files.map((p) => parseBenchmarkText('x', readFileSync(p, 'utf8')).records.length),
      );
    });

  it('a large import (50,000 rows, more than the spool keeps in memory) parses back whole', async () => {
    const rows = Array.from(
      { length: 50_000 },
      (_, i) => `m6i.large,gp3,3000,125,16,16,${3000 + i}.5`,
    );
    const path = join(dir, 'many.csv');
    writeFileSync(
      path,
      `instance,storage,provisioned_iops,provisioned_mibps,block_size_kib,threads,reads_per_s\n${rows.join('\n')}\n`,
    );
    const r = await run(['import', path, '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as { files: unknown[]; records: { readsPerSecond: number }[] };
    expect(j.files).toEqual([{ file: 'many.csv', format: 'csv', records: 50_000 }]);
    expect(j.records).toHaveLength(50_000);
    expect(j.records[49_999]?.readsPerSecond).toBe(52_999.5);
  });

  it('as the real command (stdout a pipe, the spool spilled to its file): the same text as JSON.stringify of each record', async () => {
    // 70,000 rows of ~300 bytes: more than the 16 MiB kept in memory.
    const rows = Array.from(
      { length: 70_000 },
      (_, i) =>
        `${['m6i.large', 'm6id.xlarge'][i % 2]},${i % 2 ? 'instance-store' : 'gp3'},${i % 2 ? '' : 3000 + i},,${[4, 16][i % 2]},16,${(3000 + i / 7).toFixed(2)}`,
    );
    const path = join(dir, 'piped.csv');
    writeFileSync(
      path,
      `instance,storage,provisioned_iops,provisioned_mibps,block_size_kib,threads,reads_per_s\n${rows.join('\n')}\n`,
    );
    const bin = resolve(import.meta.dirname, '../../../bin/innosizer.mjs');
    const real = spawnSync(process.execPath, [bin, 'import', path, '--json'], {
      encoding: 'utf8',
      maxBuffer: 256 << 20,
    });
    expect(real.status).toBe(0);
    const records = parseBenchmarkText('piped.csv', readFileSync(path, 'utf8')).records;
    expect(real.stdout.length).toBeGreaterThan(16 << 20);
    const lines = real.stdout.split('\n');
    const first = lines.indexOf('  "records": [') + 1;
    expect(lines.slice(first, first + records.length)).toEqual(
      records.map((r, i) => `    ${JSON.stringify(r)}${i < records.length - 1 ? ',' : ''}`),
    );
    expect((await run(['import', path, '--json'])).out).toBe(real.stdout);
  });

  it('an error after records were parsed: nothing imported is printed, only the error', async () => {
    const path = join(dir, 'late-error.csv');
    const rows = Array.from({ length: 1000 }, (_, i) => `m6i.large,gp3,3000,125,16,16,${3000 + i}`);
    writeFileSync(
      path,
      `instance,storage,provisioned_iops,provisioned_mibps,block_size_kib,threads,reads_per_s\n${rows.join('\n')}\nm6i.large,gp3,3000,125,16,16,abc\n`,
    );
    const r = await run(['import', f('brief-fileio.csv'), path, '--json']);
    expect(r.code).toBe(2);
    const j = JSON.parse(r.out) as Record<string, unknown>;
    expect(Object.keys(j).sort()).toEqual(['error', 'errors']);
    expect(j.error).toMatchObject({ file: 'late-error.csv', line: 1002 });
  });

  it('without --json the listing keeps the first 200 records and counts the rest', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => `m6i.large,gp3,3000,125,16,16,${3000 + i}`);
    const path = join(dir, 'thousand.csv');
    writeFileSync(
      path,
      `instance,storage,provisioned_iops,provisioned_mibps,block_size_kib,threads,reads_per_s\n${rows.join('\n')}\n`,
    );
    const r = await run(['import', path]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('thousand.csv: csv, 1000 record(s)');
    expect(r.out.split('\n').filter((l) => l.startsWith('thousand.csv:')).length).toBe(201);
    expect(r.out).toContain('… and 800 more (use --json for all)');
  });
});

describe('the spool (JsonSpool)', () => {
  async function collect(spool: JsonSpool): Promise<string> {
    const chunks: Buffer[] = [];
    await spool.copyTo((b) => void chunks.push(Buffer.from(b)));
    return Buffer.concat(chunks).toString('utf8');
  }

  it('hands back what it holds as bytes, in order, from memory or from its temporary file, then removes it', async () => {
    for (const [count, spills] of [
      [100, false],
      [40_000, true],
    ] as const) {
      const spool = new JsonSpool();
      const values: unknown[] = [];
      // Multi-byte characters cross the 1 MiB batch and read boundaries.
      for (let i = 0; i < count; i += 1) {
        const v = { i, text: 'é😀x'.repeat(150), n: i / 7, none: null };
        values.push(v);
        spool.push(v);
      }
      expect(spool.length).toBe(count);
      const file = spool.file;
      expect(file !== null, `${count} values`).toBe(spills);
      if (file !== null) expect(existsSync(file)).toBe(true);
      const out = await collect(spool);
      expect(out).toBe(
        values.map((v, i) => `${i === 0 ? '\n    ' : ',\n    '}${JSON.stringify(v)}`).join(''),
      );
      expect(JSON.parse(`[${out}]`)).toEqual(values);
      if (file !== null) expect(existsSync(file)).toBe(false);
    }
  });

  it('an element longer than a batch is kept whole', async () => {
    const spool = new JsonSpool();
    const big = { s: 'ü'.repeat(2 << 20) };
    spool.push(1);
    spool.push(big);
    spool.push(2);
    expect(JSON.parse(`[${await collect(spool)}]`)).toEqual([1, big, 2]);
  });

  it('a record of long series is written in pieces, never as one text (issue 31)', async () => {
    const spool = new JsonSpool();
    const n = 300_000;
    const series = {
      kind: 'disk-series',
      device: 'vol-1\u009b\u202e',
      skipped: undefined,
      timesSec: Array.from({ length: n }, (_, i) => 1763805600 + i * 60),
      readsPerSecond: Array.from({ length: n }, (_, i) => i / 7),
      utilPct: Array.from({ length: n }, (_, i) => (i % 3 === 0 ? NaN : i % 100)),
      queueDepth: null,
      warnings: ['a'],
    };
    spool.push(1);
    spool.push(series);
    const pieces: number[] = [];
    const chunks: Buffer[] = [];
    await spool.copyTo((b) => {
      pieces.push(b.length);
      chunks.push(Buffer.from(b));
    });
    const out = Buffer.concat(chunks).toString('utf8');
    expect(out).toBe(`\n    1,\n    ${safeJson(series)}`);
    expect(terminalSafe(out)).toBe(out);
    // Several MB of JSON, handed on in pieces of at most a MiB (one text of it all before).
    expect(out.length).toBeGreaterThan(4 << 20);
    expect(Math.max(...pieces)).toBeLessThanOrEqual(1 << 20);
  });

  it('a series held as a Float64Array, long or short, is written as the plain array would be (issue 31)', async () => {
    const n = 40_000;
    const plain = {
      kind: 'disk-series',
      timesSec: Array.from({ length: n }, (_, i) => 1763805600 + i * 60.5),
      readsPerSecond: Array.from({ length: n }, (_, i) => (i % 5 === 0 ? NaN : i / 7 - 2)),
      utilPct: [0.1, -0, 100],
      queueDepth: [] as number[],
      warnings: [],
    };
    const typed = {
      ...plain,
      timesSec: Float64Array.from(plain.timesSec),
      readsPerSecond: Float64Array.from(plain.readsPerSecond),
      utilPct: Float64Array.from(plain.utilPct),
      queueDepth: new Float64Array(0),
    };
    const text = async (v: unknown): Promise<string> => {
      const spool = new JsonSpool();
      spool.push(v);
      return collect(spool);
    };
    expect(await text(typed)).toBe(await text(plain));
    expect(await text(typed)).toBe(`\n    ${safeJson(plain)}`);
  });

  it('what it hands on is terminal-safe: no escape sequence, C1 or bidi control reaches the terminal', async () => {
    const spool = new JsonSpool();
    const hostile = {
      name: 'a\u001b[31mred\rX\bY\u007f\u009b\u202e\u2066z',
      [`key\u001b]0;title\u0007`]: 'é',
      list: ['\u0085', 'ok'],
    };
    spool.push(hostile);
    const out = await collect(spool);
    expect(terminalSafe(out)).toBe(out);
    // eslint-disable-next-line no-control-regex -- the point
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e\u2066]/);
    expect(JSON.parse(`[${out}]`)).toEqual([hostile]);
  });

  it('waits for the writer between pieces (backpressure)', async () => {
    const spool = new JsonSpool();
    for (let i = 0; i < 40_000; i += 1) spool.push({ i, pad: 'x'.repeat(500) });
    let busy = false;
    let pieces = 0;
    const chunks: Buffer[] = [];
    await spool.copyTo(async (b) => {
      expect(busy).toBe(false);
      busy = true;
      chunks.push(Buffer.from(b));
      pieces += 1;
      await new Promise((r) => setTimeout(r, 1));
      busy = false;
    });
    expect(pieces).toBeGreaterThan(10);
    expect(JSON.parse(`[${Buffer.concat(chunks).toString('utf8')}]`)).toHaveLength(40_000);
  });

  it('lends each piece until the writer resolves: a writer that reads the bytes late gets them whole', async () => {
    const spool = new JsonSpool();
    for (let i = 0; i < 40_000; i += 1) spool.push({ i, pad: 'x'.repeat(500) });
    expect(spool.file).not.toBeNull();
    const chunks: Buffer[] = [];
    await spool.copyTo(async (b) => {
      await new Promise((r) => setTimeout(r, 0));
      chunks.push(Buffer.from(b));
    });
    const values = JSON.parse(`[${Buffer.concat(chunks).toString('utf8')}]`) as { i: number }[];
    expect(values.map((v) => v.i)).toEqual(Array.from({ length: 40_000 }, (_, i) => i));
  });

  it('discard removes the temporary file', async () => {
    const spool = new JsonSpool();
    for (let i = 0; i < 30_000; i += 1) spool.push('x'.repeat(1000));
    const file = spool.file;
    expect(file).not.toBeNull();
    spool.discard();
    expect(existsSync(file ?? '')).toBe(false);
    expect(await collect(spool)).toBe('');
  });
});

describe('safeJson', () => {
  it('is JSON.stringify, parses back to the same value, and is terminal-safe (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => {
        const text = safeJson(v);
        expect(terminalSafe(text)).toBe(text);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(v)));
      }),
      { numRuns: 400 },
    );
  });

  it('escapes DEL, C1 and bidi controls that JSON.stringify leaves raw, in values and keys', () => {
    expect(safeJson({ 'k\u202e': 'v\u007f\u0085' })).toBe('{"k\\u202e":"v\\u007f\\u0085"}');
    expect(safeJson({ a: 'plain', n: 1.5, u: undefined })).toBe('{"a":"plain","n":1.5}');
    expect(safeJson(undefined)).toBe('null');
  });
});

describe('a line has a bound', () => {
  it('the splitter stops at a line past its bound, naming it, whether it ends or not', () => {
    for (const ended of [true, false]) {
      const lines: number[] = [];
      const tooLong: number[] = [];
      const s = new LineSplitter((_, n) => lines.push(n), {
        maxChars: 100,
        onTooLong: (n) => tooLong.push(n),
      });
      s.push('a\nb\n');
      s.push('x'.repeat(60));
      s.push('y'.repeat(60));
      if (ended) s.push('\nc\n');
      s.push('d\n');
      s.end();
      expect(lines).toEqual([1, 2]);
      expect(tooLong).toEqual([3]);
      expect(s.stopped).toBe(true);
    }
  });

  it('a line of exactly the bound (plus its \\r) is read', () => {
    const got: string[] = [];
    const s = new LineSplitter((t) => got.push(t), {
      maxChars: 10,
      onTooLong: () => got.push('!'),
    });
    s.push(`${'z'.repeat(10)}\r`);
    s.push('\nnext');
    s.end();
    expect(got).toEqual(['z'.repeat(10), 'next']);
  });

  it('a CSV with no line break after its header is refused on line 2 once the line passes 1 MiB', () => {
    const imp = createImporter('one-line.csv');
    imp.push('instance,storage,block_size_kib,threads,reads_per_s\n');
    let pushed = 0;
    while (!imp.stopped && pushed < 8 << 20) {
      imp.push('m6i.large,gp3,16,16,3000,'.repeat(4096));
      pushed += 25 * 4096;
    }
    expect(imp.stopped).toBe(true);
    expect(pushed).toBeLessThan(MAX_LINE_CHARS + 25 * 4096 * 2);
    const r = imp.end();
    expect(r.records).toEqual([]);
    expect(r.errors).toEqual([
      {
        file: 'one-line.csv',
        line: 2,
        field: '',
        message: `line 2: ${lineTooLongMessage(MAX_LINE_CHARS)}`,
      },
    ]);
    expect(r.errors[0]?.message).toBe(
      'line 2: this line runs past 1,048,576 characters (1 MiB) without a line break (is it a text file of lines?); the rest of the file was not read',
    );
  });

  it('a minified (one-line) fio JSON document over 1 MiB still imports', () => {
    const raw = fixture('fio-randread-16k-qd32.json');
    const doc = JSON.parse(raw.slice(raw.indexOf('{'))) as Record<string, unknown>;
    const text = JSON.stringify({ ...doc, padding: 'p'.repeat(2 << 20) });
    const r = parseBenchmarkText('fio.json', text);
    expect(r.errors).toEqual([]);
    expect(r.format).toBe('fio-json');
    expect(r.records.length).toBeGreaterThan(0);
  });

  it('innosizer import: a file with no line breaks exits 2 naming the line, with or without --json', async () => {
    const path = join(dir, 'no-newline.txt');
    writeFileSync(path, 'm6i.large gp3 16 16 3000 '.repeat(100_000));
    for (const extra of [[], ['--json']]) {
      const r = await run(['import', path, '--format', 'csv', ...extra]);
      expect(r.code).toBe(2);
      expect(r.err).toContain('no-newline.txt: line 1: this line runs past 1,048,576 characters');
    }
  });
});
