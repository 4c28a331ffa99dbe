import { describe, expect, it } from 'vitest';
import { parseBenchmarkText } from '../../../../src/core/imports/index.ts';
import type { StartupRecord } from '../../../../src/core/imports/index.ts';
import { fixture } from './fixtures.ts';

// Each fixture's lines and where they come from: tests/fixtures/imports/mysqld-logs-SOURCES.md.
const one = (name: string): StartupRecord => {
  const r = parseBenchmarkText(name, fixture(name));
  expect(r.errors).toEqual([]);
  expect(r.records).toHaveLength(1);
  return r.records[0] as StartupRecord;
};
const spans = (r: StartupRecord): [string, number][] => r.phases.map((p) => [p.name, p.seconds]);

describe('MySQL error logs as each version writes them', () => {
  it('5.6 clean start (no codes, Version on the next line): the total only, said so', () => {
    const r = one('real-mysqld-5.6-clean.err');
    expect(r.version).toBe('5.6.40');
    // 17:51:17 (starting as process) → 17:51:18 (ready for connections)
    expect(r.totalSeconds).toBe(1);
    expect(r.phases).toEqual([]);
    expect(r.warnings).toEqual([
      'MySQL 5.6.40 writes no [MY-…] phase lines: only the total is timed',
    ]);
  });

  it('5.6 crash recovery: tablespace discovery from "Reading tablespace information" to the next line', () => {
    const r = one('real-mysqld-5.6-crash-recovery.err');
    expect(r.version).toBe('5.6.33');
    expect(spans(r)).toEqual([['tablespace_discovery', 27]]);
    const p = r.phases[0];
    expect(p?.covers).toEqual([]);
    expect(p?.model).toEqual(['directories_scan', 'tablespace_discovery']);
    expect(r.totalSeconds).toBe(29);
  });

  it('5.7 behind a docker compose prefix: version from the start line, the total', () => {
    const r = one('real-mysqld-5.7-compose.log');
    expect(r.version).toBe('5.7.20');
    // 23:09:55.737694 → 23:09:56.901336
    expect(r.totalSeconds).toBeCloseTo(1.163642, 6);
    expect(r.totalFrom).toBe('server-start');
  });

  it('8.0 without "Found N .ibd": the scan ends at "Using N threads", whose count gives the files', () => {
    const r = one('real-mysqld-8.0-no-found.err');
    expect(r.version).toBe('8.0.32');
    expect(r.filesFound).toBe(1000003);
    expect(r.scanThreads).toBe(17);
    // MY-012203 17:37:17.569845 → MY-012207 17:37:20.375644
    expect(r.phases.find((p) => p.name === 'directories_scan')?.seconds).toBeCloseTo(2.805799, 6);
    // MY-012207 → MY-012208 17:48:18.102211
    expect(r.phases.find((p) => p.name === 'duplicate_check')?.seconds).toBeCloseTo(657.726567, 6);
    expect(r.warnings.some((w) => w.startsWith('directories scan'))).toBe(false);
  });

  it('8.0 under 8,000 files (no "Found", no "Using"): scan and duplicate check as one span', () => {
    const r = one('real-mysqld-8.0-few-files.err');
    expect(r.filesFound).toBe(4);
    expect(r.phases[0]?.name).toBe('scan_and_duplicate_check');
    expect(r.phases[0]?.covers).toEqual(['directories_scan', 'duplicate_check']);
    // MY-012203 19:13:38.834578 → MY-012208 19:13:38.836334
    expect(r.phases[0]?.seconds).toBeCloseTo(0.001756, 6);
    expect(r.warnings.some((w) => w.startsWith('duplicate check'))).toBe(false);
  });

  it('8.4 at verbosity 2 behind the docker entrypoint lines: the two InnoDB spans', () => {
    const r = one('real-mysqld-8.4-docker-v2.err');
    expect(r.version).toBe('8.4.2');
    expect(r.verbosity).toBe(2);
    // MY-013576 17:36:59.363234 → MY-013577 17:37:01.778498
    expect(spans(r)[0]).toEqual(['innodb_initialization', 2.415264]);
    // MY-010116 17:36:59.329262 → MY-010931 17:37:02.561230
    expect(r.totalSeconds).toBeCloseTo(3.231968, 6);
  });

  it('the 9.0.1 warm log without "Found N .ibd" times its directories scan', () => {
    const r = one('mysqld-9.0.1-warm-no-found.err');
    expect(r.version).toBe('9.0.1');
    // MY-012203 10:40:10.331207 → MY-012207 10:40:12.331707
    expect(r.phases.find((p) => p.name === 'directories_scan')?.seconds).toBeCloseTo(2.0005, 6);
    expect(r.filesFound).toBe(1000002);
    expect(r.unseparated).toEqual([]);
    expect(r.warnings).toEqual([]);
  });
});
