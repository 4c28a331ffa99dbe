import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { main } from '../../../src/cli/main.ts';
import { FIXTURES } from '../core/imports/fixtures.ts';

const f = (name: string): string => resolve(FIXTURES, name);

async function run(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(argv, { stdout: (s) => (out += s), stderr: (s) => (err += s) });
  return { code, out, err };
}

describe('innosizer import', () => {
  it('--json prints the normalised records of several files', async () => {
    const r = await run([
      'import',
      f('sysbench-gp3-5000-200-runs.txt'),
      f('mysqld-8.4-v2-two-starts.err'),
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const j = JSON.parse(r.out);
    expect(j.files).toEqual([
      { file: 'sysbench-gp3-5000-200-runs.txt', format: 'sysbench', records: 5 },
      { file: 'mysqld-8.4-v2-two-starts.err', format: 'mysqld-log', records: 1 },
    ]);
    expect(j.records[1]).toMatchObject({
      kind: 'device-run',
      mode: 'rndrd',
      blockSizeKiB: 4,
      readsPerSecond: 5061.37,
    });
    expect(j.records[5]).toMatchObject({ kind: 'startup', verbosity: 2, version: '8.4.5' });
  });

  it('an error-log extract from InnoDB initialization prints its phases and what it lacks', async () => {
    const r = await run(['import', f('mysqld-extract-from-innodb-init.err')]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('startup 8.0.41: directories_scan');
    expect(r.out).toContain("note: no '[MY-010116] starting as process' line before line 1");
  });

  it('without --json prints one line per record', async () => {
    const r = await run(['import', f('fio-terse-v3.txt')]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('fio-terse-v3.txt: fio-terse, 3 record(s)');
    expect(r.out).toContain('fio rndrd 16 KiB × ? threads: 78,209.13 reads/s');
  });

  it('a malformed file: exit 2, one line on stderr naming file, line and field; errors as JSON', async () => {
    const r = await run(['import', f('qps-page-size.csv'), f('hostile-bad-cell.csv'), '--json']);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "innosizer import: hostile-bad-cell.csv: line 3, field 'reads_per_s': expected a number like 5012.44 or 12k, got 'abc' (and 1 more)\n",
    );
    expect(JSON.parse(r.out).errors).toHaveLength(2);
  });

  it('--map gives unknown CSV headers a meaning', async () => {
    const bad = await run(['import', f('unknown-header.csv')]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("unknown column 'box'");
    const ok = await run([
      'import',
      f('unknown-header.csv'),
      '--map',
      'box=instance',
      '--map',
      'blk=blockSizeKiB',
      '--map=rps=readsPerSecond',
      '--json',
    ]);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out).records[0]).toMatchObject({ blockSizeKiB: 16, readsPerSecond: 2976 });
  });

  it('usage errors exit 2 with one line', async () => {
    expect(await run(['import'])).toMatchObject({
      code: 2,
      err: 'innosizer import: no FILE given (see --help)\n',
    });
    expect((await run(['import', 'x', '--format', 'xml'])).code).toBe(2);
    expect((await run(['import', 'x', '--map', 'a=nonsense'])).code).toBe(2);
    const missing = await run(['import', '/nonexistent/file.csv']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^innosizer import: file\.csv: cannot read the file: ENOENT/);
  });

  it('runs as the real command (npx innosizer import … --json; exit status 2 on errors)', () => {
    const bin = resolve(import.meta.dirname, '../../../bin/innosizer.mjs');
    const ok = spawnSync(
      process.execPath,
      [bin, 'import', f('sample-sysbench-rndrd-16k.txt'), '--json'],
      { encoding: 'utf8' },
    );
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).records[0].readsPerSecond).toBe(5012.44);
    const bad = spawnSync(process.execPath, [bin, 'import', f('hostile-unclosed-quote.csv')], {
      encoding: 'utf8',
    });
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });
});
