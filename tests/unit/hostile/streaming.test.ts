/**
 * Issue 16, item 2 (memory): `import --json` writes records as they are parsed (a spool, printed
 * only when every file imports), and a quoted CSV field stops at a bound with an error naming the
 * line it opened on. Speed and memory are measured by `npm run bench -- import`.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { main } from '../../../src/cli/main.ts';
import { Spool } from '../../../src/cli/spool.ts';
import { CsvTokenizer, MAX_QUOTED_FIELD_CHARS } from '../../../src/core/imports/csvTokenizer.ts';
import { parseBenchmarkText } from '../../../src/core/imports/index.ts';
import { FIXTURES, fixture } from '../core/imports/fixtures.ts';
import { TELEMETRY } from '../core/telemetry/fixtures.ts';

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { stdout: (s) => (out += s), stderr: (s) => (err += s) });
  return { code, out, err };
}

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

describe('the spool', () => {
  it('replays what it holds, in order, from memory or from its temporary file, then removes it', () => {
    for (const [pieces, spills] of [
      [100, false],
      [40_000, true],
    ] as const) {
      const spool = new Spool();
      const expected: string[] = [];
      // Multi-byte characters cross the 1 MiB read boundaries of the file.
      for (let i = 0; i < pieces; i += 1) {
        const piece = `${i}:${'é😀x'.repeat(150)}\n`;
        expected.push(piece);
        spool.write(piece);
      }
      const file = spool.file;
      expect(file !== null, `${pieces} pieces`).toBe(spills);
      if (file !== null) expect(existsSync(file)).toBe(true);
      let out = '';
      spool.replay((t) => (out += t));
      expect(out).toBe(expected.join(''));
      if (file !== null) expect(existsSync(file)).toBe(false);
    }
  });

  it('discard removes the temporary file', () => {
    const spool = new Spool();
    for (let i = 0; i < 30_000; i += 1) spool.write('x'.repeat(1000));
    const file = spool.file;
    expect(file).not.toBeNull();
    spool.discard();
    expect(existsSync(file ?? '')).toBe(false);
    let out = '';
    spool.replay((t) => (out += t));
    expect(out).toBe('');
  });
});
