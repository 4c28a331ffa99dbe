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
    // 09:20:01.118204 (mysqld_safe Logging to, the start's first line) → 09:20:43.061772 (MY-010931)
    expect(r.totalSeconds).toBeCloseTo(41.943568, 6);
    expect(r.warnings).toEqual([]);
    // MY-012203 09:20:03.402871 → MY-012206 09:20:07.950115
    expect(phase(r, 'directories_scan')).toBeCloseTo(4.547244, 6);
    // MY-012207 09:20:07.950191 → MY-012208 09:20:27.519338
    expect(phase(r, 'duplicate_check')).toBeCloseTo(19.569147, 6);
    const dd = phase(r, 'dd_files_reading') ?? NaN;
    const val = phase(r, 'validation') ?? NaN;
    // MY-012357 09:20:28.410552 → MY-012356 09:20:41.077320; reading ends at the first progress
    // line (09:20:38.410911) minus 10 s.
    expect(dd + val).toBeCloseTo(12.666768, 5);
    expect(dd).toBeCloseTo(0.000359, 6);
    expect(val).toBeCloseTo(12.666409, 6);
    expect(r.phases.find((p) => p.name === 'validation')?.estimated).toBe(true);
    expect(r.unseparated).toEqual([]);
  });

  it('8.4 at verbosity 2: two spans, all four phases unseparated, the aborted start skipped', () => {
    const r = one('mysqld-8.4-v2-two-starts.err');
    expect(r.source.line).toBe(5);
    expect(r.totalFrom).toBe('mysqld_safe');
    // 08:04:40.118204 (Logging to) → 08:11:47.692331
    expect(r.totalSeconds).toBeCloseTo(427.574127, 6);
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
    // First progress line 14:04:18.410911 − 10 s = 14:04:08.410911 ends DD reading (MY-012357
    // at 14:03:56.410552); validation runs to MY-012356 at 14:04:30.077320. Brief case B: about
    // 0:12 and 0:21.
    expect(phase(r, 'dd_files_reading')).toBeCloseTo(12.000359, 6);
    expect(phase(r, 'validation')).toBeCloseTo(21.666409, 6);
  });

  it('8.0 at verbosity 2 (the sample without its notes): spans from MY-013576/MY-013577', () => {
    const r = one('mysqld-8.0-v2.err');
    expect(r.verbosity).toBe(2);
    // MY-013576 09:20:03.311520 → MY-013577 09:20:27.893012; then 09:20:42.904410 (next line).
    expect(phase(r, 'innodb_initialization')).toBeCloseTo(24.581492, 6);
    expect(phase(r, 'after_innodb_initialization')).toBeCloseTo(15.011398, 6);
    // From mysqld_safe "Logging to" (09:20:01.118204).
    expect(r.totalSeconds).toBeCloseTo(41.943568, 6);
    expect(r.filesFound).toBeNull();
    expect(r.warnings).toEqual([]);
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
    expect(r.warnings).toEqual([
      expect.stringContaining("no '[MY-012350] N threads have validated' progress line"),
    ]);
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
    // How far back, as core/format writes every duration ("42.5 s", not "42.500 s").
    expect(r.errors[0]?.message).toMatch(
      /time goes backwards by (\d+\.\d{1,2} s|\d+ min \d\d s) within/,
    );
  });

  describe('logs as users have them', () => {
    const sample = one('sample-mysqld-8.0-v3.err');
    const same = (r: StartupRecord): void => {
      expect(r.phases).toEqual(sample.phases);
      expect(r.version).toBe('8.0.41');
      expect(r.filesFound).toBe(200002);
    };

    it('an extract from InnoDB initialization: its phases, a total from that line, a warning', () => {
      const r = one('mysqld-extract-from-innodb-init.err');
      same(r);
      expect(r.source.line).toBe(1);
      expect(r.totalFrom).toBe('innodb-initialization');
      // 09:20:03.311520 (MY-013576) → 09:20:43.061772
      expect(r.totalSeconds).toBeCloseTo(39.750252, 6);
      expect(r.warnings).toHaveLength(1);
      expect(r.warnings[0]).toContain("no '[MY-010116] starting as process' line before line 1");
    });

    it('an extract cut inside a phase names the missing line', () => {
      const lines = fixture('sample-mysqld-8.0-v3.err').split('\n');
      // Drop MY-012208 (Completed space ID check).
      const text = lines.filter((l) => !l.includes('[MY-012208]')).join('\n');
      const r = parseBenchmarkText('cut.err', text).records[0] as StartupRecord;
      expect(r.phases.map((p) => p.name)).not.toContain('duplicate_check');
      expect(r.warnings).toEqual([
        "duplicate check not timed: no '[MY-012208] Completed space ID check' line",
      ]);
      expect(r.unseparated).toEqual(['duplicate_check']);
    });

    it('starting at mysqld_safe "Logging to" without "Starting mysqld daemon"', () => {
      const lines = fixture('sample-mysqld-8.0-v3.err').split('\n');
      const r = parseBenchmarkText('l.err', [lines[0], ...lines.slice(2)].join('\n'))
        .records[0] as StartupRecord;
      expect(r.totalFrom).toBe('mysqld_safe');
      expect(r.totalSeconds).toBeCloseTo(41.943568, 6);
      expect(r.warnings).toEqual([]);
    });

    it.each([
      ['mysqld-journald.txt', 'journald prefix "Mar 14 09:20:02 db1 mysqld[2211]: "'],
      ['mysqld-docker-timestamps.log', 'docker logs -t prefix and entrypoint lines'],
      ['mysqld-k8s-cri.log', 'Kubernetes CRI prefix "<time> stderr F "'],
    ])('%s (%s): read as the bare log', (name) => {
      const r = one(name);
      same(r);
      expect(r.totalFrom).toBe('server-start');
      expect(r.totalSeconds).toBeCloseTo(40.157655, 5);
      expect(r.scanThreads).toBe(9);
    });

    it('a rotated log: the previous run before it and a start cut at its end are skipped', () => {
      const r = parseBenchmarkText('db1.err.1', fixture('mysqld-rotated.err'));
      expect(r.errors).toEqual([]);
      expect(r.records).toHaveLength(1);
      const s = r.records[0] as StartupRecord;
      expect(s.source.line).toBe(5);
      same(s);
      expect(s.totalSeconds).toBeCloseTo(41.943568, 6);
    });

    it('two complete starts, the second without mysqld_safe: two records', () => {
      const r = parseBenchmarkText('two.err', fixture('mysqld-two-starts.err'));
      expect(r.errors).toEqual([]);
      const [a, b] = r.records as StartupRecord[];
      expect(r.records).toHaveLength(2);
      expect(a?.version).toBe('9.0.1');
      expect(a?.totalFrom).toBe('mysqld_safe');
      expect(a?.totalSeconds).toBeCloseTo(156.000762, 5);
      expect(b?.version).toBe('8.0.41');
      expect(b?.source.line).toBe(19);
      expect(b?.totalFrom).toBe('server-start');
      expect(b?.totalSeconds).toBeCloseTo(40.157655, 5);
      if (b) same(b);
    });

    it('a progress line less than 10 s after "Reading DD tablespace files": reading is 0', () => {
      const text = fixture('sample-mysqld-8.0-v3.err').replace(
        '2025-03-14T09:20:38.410911Z',
        '2025-03-14T09:20:33.410911Z',
      );
      const r = parseBenchmarkText('p.err', text).records[0] as StartupRecord;
      expect(phase(r, 'dd_files_reading')).toBe(0);
      expect(phase(r, 'validation')).toBeCloseTo(12.666768, 6);
    });

    it('a verbosity-2 extract from InnoDB initialization', () => {
      const text = fixture('mysqld-8.0-v2.err')
        .split('\n')
        .filter((l) => !/mysqld_safe|MY-010116/.test(l))
        .join('\n');
      const r = parseBenchmarkText('v2.err', text).records[0] as StartupRecord;
      expect(r.totalFrom).toBe('innodb-initialization');
      expect(phase(r, 'innodb_initialization')).toBeCloseTo(24.581492, 6);
      expect(r.warnings).toHaveLength(1);
    });
  });
});
