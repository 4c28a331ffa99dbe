import { describe, expect, it } from 'vitest';
import { parseBenchmarkText } from '../../../../src/core/imports/index.ts';
import type { StartupRecord } from '../../../../src/core/imports/index.ts';
import { fixture } from './fixtures.ts';

const one = (name: string): StartupRecord => {
  const r = parseBenchmarkText(name, fixture(name));
  expect(r.errors).toEqual([]);
  expect(r.records).toHaveLength(1);
  return r.records[0] as StartupRecord;
};
const phase = (r: StartupRecord, name: string): number | undefined =>
  r.phases.find((p) => p.name === name)?.seconds;

describe('MySQL error log', () => {
  it('8.0 at verbosity 3 (the shared sample): all four phases, threads, files, version', () => {
    const r = one('sample-mysqld-8.0-v3.err');
    expect(r.version).toBe('8.0.41');
    expect(r.verbosity).toBe(3);
    expect(r.filesFound).toBe(200002);
    expect(r.scanThreads).toBe(9);
    expect(r.validationThreads).toBe(8);
    expect(r.totalFrom).toBe('mysqld_safe');
    // 09:20:01.171933 (mysqld_safe) → 09:20:43.061772 (MY-010931)
    expect(r.totalSeconds).toBeCloseTo(41.889839, 6);
    // MY-012203 09:20:03.402871 → MY-012206 09:20:07.950115
    expect(phase(r, 'directories_scan')).toBeCloseTo(4.547244, 6);
    // MY-012207 09:20:07.950191 → MY-012208 09:20:27.519338
    expect(phase(r, 'duplicate_check')).toBeCloseTo(19.569147, 6);
    const dd = phase(r, 'dd_files_reading') ?? NaN;
    const val = phase(r, 'validation') ?? NaN;
    // MY-012357 09:20:28.410552 → MY-012356 09:20:41.077320, split by the progress line.
    expect(dd + val).toBeCloseTo(12.666768, 5);
    expect(dd).toBeGreaterThan(0);
    expect(r.phases.find((p) => p.name === 'validation')?.estimated).toBe(true);
    expect(r.unseparated).toEqual([]);
  });

  it('8.4 at verbosity 2: two spans, all four phases unseparated, the aborted start skipped', () => {
    const r = one('mysqld-8.4-v2-two-starts.err');
    expect(r.source.line).toBe(6);
    expect(r.verbosity).toBe(2);
    expect(r.version).toBe('8.4.5');
    expect(r.phases.map((p) => [p.name, p.covers])).toEqual([
      ['innodb_initialization', ['directories_scan', 'duplicate_check']],
      ['after_innodb_initialization', ['dd_files_reading', 'validation']],
    ]);
    expect(phase(r, 'innodb_initialization')).toBeCloseTo(362.10235, 5);
    expect(phase(r, 'after_innodb_initialization')).toBeCloseTo(63.097682, 5);
    expect(r.unseparated).toEqual([
      'directories_scan',
      'duplicate_check',
      'dd_files_reading',
      'validation',
    ]);
    expect(r.scanThreads).toBeNull();
  });

  it('9.0 with +00:00 offsets: "Using 9 threads to scan N tablespace files"', () => {
    const r = one('mysqld-9.0-v3-nvme.err');
    expect(r.version).toBe('9.0.1');
    expect(r.scanThreads).toBe(9);
    expect(r.filesFound).toBe(1_000_000);
    expect(r.totalSeconds).toBeCloseTo(156.000762, 5);
    expect(phase(r, 'duplicate_check')).toBeCloseTo(103.020147, 5);
    // Two progress lines 10 s apart validated 461,541 tablespaces: ~46,154/s, so validation of
    // 1,000,006 started ~21.7 s before its end.
    expect(phase(r, 'validation')).toBeCloseTo(21.67, 1);
    expect(phase(r, 'dd_files_reading')).toBeCloseTo(12.0, 1);
  });

  it('8.0 at verbosity 2 (the sample without its notes): spans from MY-013576/MY-013577', () => {
    const r = one('mysqld-8.0-v2.err');
    expect(r.verbosity).toBe(2);
    // MY-013576 09:20:03.311520 → MY-013577 09:20:27.893012; then 09:20:42.904410 (next line).
    expect(phase(r, 'innodb_initialization')).toBeCloseTo(24.581492, 6);
    expect(phase(r, 'after_innodb_initialization')).toBeCloseTo(15.011398, 6);
    expect(r.totalSeconds).toBeCloseTo(41.889839, 6);
    expect(r.filesFound).toBeNull();
    expect(r.unseparated).toHaveLength(4);
  });

  it('9.4 at verbosity 3 without validation progress lines: DD reading + validation stay one span', () => {
    const r = one('mysqld-9.4-v3-no-progress.err');
    expect(r.version).toBe('9.4.0');
    expect(r.phases.map((p) => p.name)).toEqual([
      'directories_scan',
      'duplicate_check',
      'after_innodb_initialization',
    ]);
    // MY-012357 14:03:56.410552 → MY-012356 14:04:30.077320
    expect(phase(r, 'after_innodb_initialization')).toBeCloseTo(33.666768, 6);
    expect(r.unseparated).toEqual(['dd_files_reading', 'validation']);
    expect(r.validationThreads).toBeNull();
  });

  it('without mysqld_safe, the total starts at MY-010116', () => {
    const text = fixture('sample-mysqld-8.0-v3.err').split('\n').slice(2).join('\n');
    const r = parseBenchmarkText('x.err', text).records[0] as StartupRecord;
    expect(r.totalFrom).toBe('server-start');
    expect(r.totalSeconds).toBeCloseTo(40.157655, 5);
  });

  it('a start that never gets ready is an error naming its line', () => {
    const r = parseBenchmarkText('t.err', fixture('hostile-mysqld-truncated.err'));
    expect(r.records).toEqual([]);
    expect(r.errors[0]).toMatchObject({ file: 't.err', line: 1 });
    expect(r.errors[0]?.message).toContain('MY-010931');
  });

  it('time going backwards is an error on its line', () => {
    const r = parseBenchmarkText('b.err', fixture('hostile-mysqld-time-backwards.err'));
    expect(r.records).toEqual([]);
    expect(r.errors[0]).toMatchObject({ line: 13, field: 'timestamp' });
  });
});
