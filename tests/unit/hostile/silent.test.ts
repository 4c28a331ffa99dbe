/**
 * Issue 31, items 4 and 6: answers that were silently wrong or missing, each now an error or a note.
 * The hostile fixtures are under tests/fixtures/hostile.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../cli/runCli.ts';
import { parseIostatTime } from '../../../src/core/imports/iostatTime.ts';
import { parseIsoSeconds } from '../../../src/core/imports/cloudwatchSeries.ts';
import { isCalendarDate } from '../../../src/core/imports/calendar.ts';

const HOSTILE = join(import.meta.dirname, '../../fixtures/hostile');
const IMPORTS = join(import.meta.dirname, '../../fixtures/imports');
const TELEMETRY = join(import.meta.dirname, '../../fixtures/telemetry');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'innosizer-silent-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('telemetry', () => {
  it('SHOW GLOBAL STATUS snapshots across a restart give a note, not a silent drop', async () => {
    const r = await run(['import', join(HOSTILE, 'status-restart.tsv')]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /note: status-restart\.tsv line 2: no MySQL rates: Uptime went down at status-restart\.tsv line 8 \(MySQL restarted\)/,
    );
  });

  it('import validates the configuration flags (--iops -1 printed "−1 provisioned IOPS")', async () => {
    const r = await run(['import', join(TELEMETRY, 'cloudwatch-console.csv'), '--iops', '-1']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Provisioned IOPS \(--iops\) −1 IOPS is too low/);
    expect(r.out).not.toMatch(/−1 provisioned IOPS/);
  });

  it('CloudWatch output with PartialData or a NextToken says it is incomplete', async () => {
    const r = await run(['import', join(HOSTILE, 'cloudwatch-partial-next-token.json')]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /StatusCode PartialData, CloudWatch returned only part of the data points/,
    );
    expect(r.out).toMatch(/ends with a NextToken: more data points were not fetched/);
  });

  it('an iostat de_DE clock line (22.11.2026 10:00:01) is read as the date it is', async () => {
    expect(parseIostatTime('22.11.2026 10:00:01')).toBe(Date.UTC(2026, 10, 22, 10, 0, 1) / 1000);
    const r = await run(['import', join(HOSTILE, 'iostat-de_DE-clock.txt')]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/iostat nvme1n1: 2 samples/);
  });

  it('2026-02-30 is no date', async () => {
    expect(isCalendarDate(2026, 2, 30)).toBe(false);
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2100, 2, 29)).toBe(false);
    expect(parseIsoSeconds('2026-02-30T10:00:00Z')).toBeNull();
    expect(parseIostatTime('2026-02-30T10:00:00+0000')).toBeNull();
    expect(parseIostatTime('02/30/2026 10:00:00 AM')).toBeNull();
    const iostat = readFileSync(join(TELEMETRY, 'iostat-sysstat12-xt.txt'), 'utf8');
    const feb30 = join(dir, 'feb30.txt');
    writeFileSync(feb30, iostat.replace('11/22/2026 10:00:01 AM', '02/30/2026 10:00:01 AM'));
    const i = await run(['import', feb30]);
    expect(i.code).toBe(2);
    expect(i.err).toMatch(
      /line 11, field 'time': '02\/30\/2026 10:00:01 AM' is not a date and time that exists/,
    );
    const json = readFileSync(join(TELEMETRY, 'cloudwatch-get-metric-data.json'), 'utf8');
    const first = /"(\d{4}-\d{2}-\d{2})T/.exec(json)?.[1] ?? '';
    const bad = join(dir, 'feb30.json');
    writeFileSync(bad, json.replace(`"${first}T`, '"2026-02-30T'));
    const r = await run(['import', bad]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/expected an ISO 8601 time/);
  });
});

describe('imports that read nothing are errors', () => {
  it('a CSV forced as sysbench', async () => {
    const r = await run(['import', '--format', 'sysbench', join(IMPORTS, 'brief-fileio.csv')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no complete sysbench record in the file: is it sysbench output\?/);
  });

  it('a sysbench file cut before its run started', async () => {
    const r = await run(['import', join(HOSTILE, 'sysbench-cut-before-threads.txt')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no complete sysbench record in the file \(truncated output\?\)/);
  });
});

describe('recommend with nothing to search exits 2', () => {
  it.each([
    [['--family', 'nonexistent'], /--family: no instance family "nonexistent"; known: m6i, /],
    [
      ['--family', 'm6i', '--architecture', 'arm64'],
      /--family m6i has no arm64 instance type \(its types are x86_64\)/,
    ],
  ])('%j', async (flags, message) => {
    const r = await run(['recommend', '--max-startup', '600', '--min-qps', '100', ...flags]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.out).not.toMatch(/Searched 0/);
  });
});

describe('output that cannot be written', () => {
  it('predict --json > /dev/full: one line on stderr, status 1, no stack trace', () => {
    const full = openSync('/dev/full', 'w');
    try {
      const r = spawnSync(
        process.execPath,
        [join(import.meta.dirname, '../../../bin/innosizer.mjs'), 'predict', '--json'],
        { stdio: ['ignore', full, 'pipe'], encoding: 'utf8' },
      );
      expect(r.status).toBe(1);
      expect(r.stderr).toBe('innosizer: cannot write the output: no space left on the device\n');
    } finally {
      closeSync(full);
    }
  });
});
