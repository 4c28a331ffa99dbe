import { describe, expect, it } from 'vitest';
import { parseBenchmarkText, suggestCsvMapping } from '../../../../src/core/imports/index.ts';
import type {
  DeviceRunRecord,
  QpsRecord,
  StartupRecord,
} from '../../../../src/core/imports/index.ts';
import { fixture } from './fixtures.ts';

describe('CSV', () => {
  it("reads the brief's fileio table (28 rows, context per row)", () => {
    const r = parseBenchmarkText('fileio.csv', fixture('brief-fileio.csv'));
    expect(r.errors).toEqual([]);
    expect(r.records).toHaveLength(28);
    expect(r.records[0]).toEqual({
      kind: 'device-run',
      source: { file: 'fileio.csv', line: 2 },
      tool: 'csv',
      mode: 'rndrd',
      blockSizeKiB: 4,
      threads: 16,
      readsPerSecond: 3048.28,
      writesPerSecond: 0,
      readMiBps: (3048.28 * 4) / 1024,
      writtenMiBps: 0,
      latency: null,
      context: {
        instance: 'm6i.2xlarge',
        storage: 'gp3',
        provisionedIops: 3000,
        provisionedMiBps: 125,
      },
    });
    expect((r.records[9] as DeviceRunRecord).context).toEqual({
      instance: 'm6id.large',
      storage: 'instance-store',
    });
  });

  it('semicolons, BOM, CRLF, header units (bytes, MB/s), quoted newlines, "3 048"', () => {
    const r = parseBenchmarkText('m.csv', fixture('messy-semicolon-units.csv'));
    expect(r.errors).toEqual([]);
    const recs = r.records as DeviceRunRecord[];
    expect(recs.map((x) => [x.source.line, x.blockSizeKiB, x.readsPerSecond])).toEqual([
      [2, 4, 3048],
      [3, 16, 2976],
      [5, 32, 2973],
    ]);
    expect(recs[0]?.readMiBps).toBeCloseTo((12.5 * 1e6) / 1048576, 9);
    expect(recs[0]?.latency?.avgMs).toBe(5.2);
  });

  it('units in cells: 12k IOPS, 500 MiB/s, 4k / 16KiB / 32 KB', () => {
    const r = parseBenchmarkText('u.csv', fixture('messy-units.csv'));
    expect(r.errors).toEqual([]);
    const recs = r.records as DeviceRunRecord[];
    expect(
      recs.map((x) => [
        x.blockSizeKiB,
        x.readsPerSecond,
        x.context.provisionedIops,
        x.context.provisionedMiBps,
      ]),
    ).toEqual([
      [4, 12200, 12000, 500],
      [16, 12002, 12000, 500],
      [32, 12002, 12000, 500],
    ]);
  });

  it('startup rows in long form group into one start per case', () => {
    const r = parseBenchmarkText('s.csv', fixture('brief-startup.csv'));
    expect(r.errors).toEqual([]);
    const [a, b, c] = r.records as StartupRecord[];
    expect(a?.totalSeconds).toBe(429);
    expect(a?.phases.map((p) => [p.name, p.seconds])).toEqual([
      ['directories_scan', 23],
      ['duplicate_check', 337],
      ['dd_files_reading', 20],
      ['validation', 39],
    ]);
    expect(a?.context).toMatchObject({
      label: 'A',
      instance: 'm6i.large',
      vcpu: 2,
      tables: 1e6,
      mysqlVersion: '8.0.39',
    });
    expect(b?.source.line).toBe(7);
    expect(c?.unseparated).toEqual(['dd_files_reading', 'validation']);
    expect(c?.context.osCache).toBe('warm');
  });

  it('startup rows in wide form with "2:18" clocks and "1M" tables', () => {
    const r = parseBenchmarkText('w.csv', fixture('startup-wide-clock.csv'));
    expect(r.errors).toEqual([]);
    const a = r.records[0] as StartupRecord;
    expect(a.totalSeconds).toBe(429);
    expect(a.phases.find((p) => p.name === 'duplicate_check')?.seconds).toBe(337);
    expect(a.context.tables).toBe(1e6);
  });

  it('a blank cell is empty, not zero; a negative cell is an error', () => {
    const text =
      'instance,block_size_kib,threads,reads_per_s,writes_per_s\nm6i.large,16,  ,2976,0\n';
    const r = parseBenchmarkText('b.csv', text);
    expect(r.records[0]).toMatchObject({ threads: null, writesPerSecond: 0 });
    const bad = parseBenchmarkText('b.csv', 'block_size_kib,reads_per_s\n16,-5\n');
    expect(bad.errors[0]).toMatchObject({ line: 2, field: 'reads_per_s' });
  });

  it('QPS per page size', () => {
    const r = parseBenchmarkText('q.csv', fixture('qps-page-size.csv'));
    expect((r.records as QpsRecord[]).map((x) => [x.pageSizeKiB, x.qps, x.threads])).toEqual([
      [4, 212000, 64],
      [8, 151000, 64],
      [16, 98000, 64],
    ]);
  });

  it('unknown headers ask for a mapping; with it the file imports', () => {
    const text = fixture('unknown-header.csv');
    const r = parseBenchmarkText('u.csv', text);
    expect(r.records).toEqual([]);
    expect(r.errors.map((e) => [e.line, e.field])).toEqual([
      [1, 'box'],
      [1, 'blk'],
      [1, 'rps'],
    ]);
    expect(suggestCsvMapping(['box', 'Block size (KiB)', 'reads/s'])).toEqual({
      mapping: { 'Block size (KiB)': 'blockSizeKiB', 'reads/s': 'readsPerSecond' },
      unknown: ['box'],
    });
    const ok = parseBenchmarkText('u.csv', text, {
      csvMapping: { box: 'instance', blk: 'blockSizeKiB', rps: 'readsPerSecond' },
    });
    expect(ok.errors).toEqual([]);
    expect(ok.records[0]).toMatchObject({
      blockSizeKiB: 16,
      readsPerSecond: 2976,
      threads: null,
      context: { instance: 'm6i.large' },
    });
  });

  it('a bad cell and a short row: every error names line and field, nothing imported', () => {
    const r = parseBenchmarkText('bad.csv', fixture('hostile-bad-cell.csv'));
    expect(r.records).toEqual([]);
    expect(r.errors).toEqual([
      {
        file: 'bad.csv',
        line: 3,
        field: 'reads_per_s',
        message: "line 3, field 'reads_per_s': expected a number like 5012.44 or 12k, got 'abc'",
      },
      {
        file: 'bad.csv',
        line: 4,
        field: '',
        message: 'line 4: expected 5 fields as in the header, got 4',
      },
    ]);
  });

  it('an unclosed quote is reported on the line it opens', () => {
    const r = parseBenchmarkText('q.csv', fixture('hostile-unclosed-quote.csv'));
    expect(r.errors).toEqual([
      {
        file: 'q.csv',
        line: 2,
        field: '',
        message: 'line 2: a quoted field opened on this line is never closed',
      },
    ]);
  });

  it('binary garbage is not a format', () => {
    const r = parseBenchmarkText('x.dat', fixture('hostile-binary.dat'));
    expect(r.format).toBeNull();
    expect(r.errors[0]?.line).toBe(1);
  });

  it('caps the errors of a broken large file and says how many more', () => {
    const rows = ['instance,block_size_kib,threads,reads_per_s'];
    for (let i = 0; i < 1000; i += 1) rows.push(`m6i.large,16,16,x${i}`);
    const r = parseBenchmarkText('big.csv', rows.join('\n'));
    expect(r.errors).toHaveLength(21);
    expect(r.errors[20]?.message).toBe('and 980 more errors after line 21');
  });
});
