import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createImporter, detectFormat } from '../../../../src/core/imports/index.ts';
import { parseIostatTime } from '../../../../src/core/imports/iostatTime.ts';
import { disk, importFixture, telemetryFixture } from './fixtures.ts';

const utc = (h: number, m: number, s: number): number => Date.UTC(2026, 10, 22, h, m, s) / 1000;

describe('iostat -x', () => {
  it('sysstat 12.3+ with -t: the since-boot report left out, columns by name, kB → MiB', () => {
    const r = importFixture('iostat-sysstat12-xt.txt');
    expect(r.format).toBe('iostat');
    expect(r.errors).toEqual([]);
    const d = disk(r.records, 'nvme1n1');
    expect(d.source.line).toBe(9);
    expect(d.readsPerSecond).toEqual([2980, 3010]);
    expect(d.writesPerSecond).toEqual([1020, 990]);
    expect(d.readMiBps).toEqual([47680 / 1024, 48160 / 1024]);
    expect(d.writtenMiBps).toEqual([32640 / 1024, 31680 / 1024]);
    expect(d.readAwaitMs).toEqual([0.81, 0.84]);
    expect(d.writeAwaitMs).toEqual([1.45, 1.4]);
    expect(d.queueDepth).toEqual([3.9, 3.95]);
    expect(d.utilPct).toEqual([97.2, 98]);
    expect(d.timesSec).toEqual([utc(10, 0, 1), utc(10, 0, 2)]);
    expect(d.intervalSec).toEqual([1, 1]);
    expect(d.warnings[0]).toMatch(/first report.*since boot/);
    expect(r.records.map((x) => (x.kind === 'disk-series' ? x.device : ''))).toEqual([
      'nvme0n1',
      'nvme1n1',
    ]);
  });

  it('sysstat 11 with -m and no -t: MB/s read as MiB/s, avgqu-sz as the queue, no clock', () => {
    const r = importFixture('iostat-sysstat11-xm.txt');
    expect(r.errors).toEqual([]);
    const d = disk(r.records, 'xvdf');
    expect(d.readsPerSecond).toEqual([2900, 1500]);
    expect(d.readMiBps).toEqual([45.31, 23.44]);
    expect(d.writtenMiBps).toEqual([18.75, 14.06]);
    expect(d.queueDepth).toEqual([4.1, 1.8]);
    expect(d.readAwaitMs).toEqual([1.1, 0.85]);
    expect(d.timesSec).toBeNull();
    expect(d.intervalSec).toBeNull();
  });

  it('sysstat 12.0 with -z and ISO times: devices named __proto__ and constructor are plain devices', () => {
    const r = importFixture('iostat-sysstat12-dtz-iso-hostile-names.txt');
    expect(r.errors).toEqual([]);
    const names = r.records.map((x) => (x.kind === 'disk-series' ? x.device : ''));
    expect(names).toEqual(['nvme1n1', '__proto__', 'constructor']);
    const proto = disk(r.records, '__proto__');
    expect(proto.readsPerSecond).toEqual([0, 3]);
    // The note names its device (the review lists every device's notes) and counts in words.
    expect(proto.warnings).toContain(
      'absent from 1 report (iostat -z leaves idle devices out): __proto__ counted as idle there',
    );
    expect(disk(r.records, 'constructor').warnings).toContain(
      'absent from 2 reports (iostat -z leaves idle devices out): constructor counted as idle there',
    );
    expect(disk(r.records, 'constructor').readsPerSecond).toEqual([2, 0]);
    expect(disk(r.records, 'nvme1n1').intervalSec).toEqual([10, 10]);
    expect(({} as Record<string, unknown>)['readsPerSecond']).toBeUndefined();
  });

  it('rejects a bad figure, a short line and time going backwards, naming line and field', () => {
    const bad = importFixture('hostile-iostat-bad-number.txt');
    expect(bad.records).toEqual([]);
    expect(bad.errors[0]).toMatchObject({ line: 5, field: 'xvdf column 4' });
    expect(bad.errors[0]?.message).toMatch(
      /expected a non-negative number like 12.50, got '85.2x'/,
    );
    const short = importFixture('hostile-iostat-short-line.txt');
    expect(short.records).toEqual([]);
    expect(short.errors[0]).toMatchObject({ line: 9, field: 'xvdf' });
    expect(short.errors[0]?.message).toMatch(/expected 14 columns as in the header, got 13/);
    const back = importFixture('hostile-iostat-time-backwards.txt');
    expect(back.records).toEqual([]);
    expect(back.errors[0]).toMatchObject({ line: 13, field: 'time' });
    // How far back, as core/format writes every duration ("1 h 00 min", never "3600 s").
    expect(back.errors[0]?.message).toMatch(/ by (\d+(\.\d)? s|\d+ min \d\d s|\d+ h \d\d min) \(/);
    expect(back.errors[0]?.message).not.toMatch(/ by \d{2,} s /);
  });

  it('reads the time forms sysstat prints', () => {
    expect(parseIostatTime('11/22/2026 10:00:01 AM')).toBe(utc(10, 0, 1));
    expect(parseIostatTime('11/22/2026 12:00:01 AM')).toBe(utc(0, 0, 1));
    expect(parseIostatTime('11/22/26 10:00:01 PM')).toBe(utc(22, 0, 1));
    expect(parseIostatTime('2026-11-22T10:00:01+0100')).toBe(utc(9, 0, 1));
    expect(parseIostatTime('nvme0n1 1.00')).toBeNull();
    expect(parseIostatTime('13/22/2026 10:00:01')).toBeNull();
  });
});

describe('/proc/diskstats', () => {
  it('pt-stalk blocks (TS lines, 20-field lines) are one snapshot each', () => {
    const r = importFixture('diskstats-pt-stalk-20.txt');
    expect(r.format).toBe('diskstats');
    expect(r.errors).toEqual([]);
    expect(r.records).toHaveLength(2);
    const s = r.records[1];
    expect(s?.kind).toBe('diskstats-snapshot');
    if (s?.kind !== 'diskstats-snapshot') return;
    expect(s.source.line).toBe(6);
    expect(s.timeSec).toBeCloseTo(1763805610.004925, 5);
    expect(s.devices.map((d) => d.name)).toEqual(['nvme0n1', 'nvme0n1p1', 'nvme1n1', 'loop0']);
    expect(s.devices[2]?.counters).toHaveLength(17);
  });

  it('14-field files with a date +%s line, and 18-field lines without time (a device seen again starts the next snapshot)', () => {
    const a = importFixture('diskstats-14-before.txt');
    expect(a.records).toHaveLength(1);
    expect(a.records[0]?.kind === 'diskstats-snapshot' && a.records[0].timeSec).toBe(1763805600);
    const b = importFixture('diskstats-18-no-time.txt');
    expect(b.records).toHaveLength(2);
    expect(
      b.records[1]?.kind === 'diskstats-snapshot' && b.records[1].devices[0]?.counters,
    ).toHaveLength(15);
  });

  it('rejects a line with another field count', () => {
    const r = importFixture('hostile-diskstats-17-fields.txt');
    expect(r.records).toEqual([]);
    expect(r.errors[0]).toMatchObject({ line: 2, field: 'nvme0n1' });
    expect(r.errors[0]?.message).toMatch(/14, 18 or 20 fields\), got 17 fields/);
  });
});

describe('CloudWatch EBS metrics', () => {
  it('get-metric-data JSON: sums over the 60 s period become per-second rates, latency and util derived', () => {
    const r = importFixture('cloudwatch-get-metric-data.json');
    expect(r.format).toBe('cloudwatch-json');
    expect(r.errors).toEqual([]);
    const d = disk(r.records, 'vol-0a1b2c3d4e5f60718');
    expect(d.source.line).toBe(4);
    expect(Array.from(d.readsPerSecond)).toEqual([500, 1000, 2000, 5900, 6000]);
    expect(Array.from(d.writesPerSecond)).toEqual([200, 500, 500, 1000, 1000]);
    expect(d.readMiBps[4]).toBeCloseTo(93.75, 9);
    expect(d.readAwaitMs?.[4]).toBeCloseTo(0.8, 9);
    expect(d.writeAwaitMs?.[0]).toBeCloseTo(1, 9);
    expect(Array.from(d.queueDepth ?? [])).toEqual([0.45, 1, 1.5, 5.9, 6]);
    expect(d.utilPct?.[0]).toBeCloseTo(10, 9);
    expect(d.utilPct?.[4]).toBe(100);
    expect(Array.from(d.intervalSec ?? [])).toEqual([60, 60, 60, 60, 60]);
    expect(d.timesSec?.[0]).toBe(Date.UTC(2026, 10, 21, 10, 1, 0) / 1000);
  });

  it('console CSV: a time column and one column per metric, empty cells skipped, rows in any order', () => {
    const r = importFixture('cloudwatch-console.csv');
    expect(r.format).toBe('cloudwatch-csv');
    expect(r.errors).toEqual([]);
    const d = disk(r.records, 'volume');
    expect(Array.from(d.readsPerSecond)).toEqual([500, 1000, 2000]);
    expect(d.queueDepth).toBeNull();
    expect(d.utilPct?.[1]).toBeCloseTo(25, 9);
  });

  it('rejects an unclosed document and a volume missing a required metric', () => {
    const open = importFixture('hostile-cloudwatch-unclosed.json');
    expect(open.records).toEqual([]);
    expect(open.errors[0]?.line).toBe(1);
    const missing = importFixture('hostile-cloudwatch-missing-writebytes.json');
    expect(missing.records).toEqual([]);
    expect(missing.errors[0]?.message).toMatch(
      /VolumeWriteBytes missing for vol-0a1b2c3d4e5f60718/,
    );
  });
});

describe('MySQL status', () => {
  it('SHOW GLOBAL STATUS (mysql -B), two snapshots with TS lines; text variables skipped', () => {
    const r = importFixture('show-global-status-two.tsv');
    expect(r.format).toBe('mysql-status');
    expect(r.errors).toEqual([]);
    expect(r.records).toHaveLength(2);
    const s = r.records[1];
    if (s?.kind !== 'mysql-status-snapshot') throw new Error('kind');
    expect(s.source.line).toBe(17);
    expect(s.timeSec).toBe(1763805660.002);
    expect(s.counters).toMatchObject({
      uptimeSec: 864060,
      questions: 556155555,
      bufferPoolReadRequests: 9877743210,
      bufferPoolReads: 12525678,
      redoWrittenBytes: 98828346660,
      pageSizeBytes: 16384,
    });
  });

  it('mysqld_exporter text: two scrapes, HELP/TYPE and labelled metrics skipped', () => {
    const r = importFixture('mysqld-exporter-two-scrapes.prom');
    expect(r.format).toBe('prometheus');
    expect(r.errors).toEqual([]);
    expect(r.records).toHaveLength(2);
    const s = r.records[0];
    if (s?.kind !== 'mysql-status-snapshot') throw new Error('kind');
    expect(s.counters.bufferPoolReadRequests).toBe(9876543210);
    expect(s.counters.uptimeSec).toBe(864000);
  });

  it('rejects a counter that is not a number', () => {
    const r = importFixture('hostile-status-text-counter.tsv');
    expect(r.records).toEqual([]);
    expect(r.errors[0]).toMatchObject({ line: 30, field: 'questions' });
  });
});

describe('detection and streaming', () => {
  const FILES = [
    'iostat-sysstat12-xt.txt',
    'iostat-sysstat11-xm.txt',
    'diskstats-pt-stalk-20.txt',
    'cloudwatch-get-metric-data.json',
    'cloudwatch-console.csv',
    'show-global-status-two.tsv',
    'mysqld-exporter-two-scrapes.prom',
  ];
  it('each capture is detected from its first lines', () => {
    const want = [
      'iostat',
      'iostat',
      'diskstats',
      'cloudwatch-json',
      'cloudwatch-csv',
      'mysql-status',
      'prometheus',
    ];
    expect(FILES.map((f) => detectFormat(f, telemetryFixture(f).slice(0, 8192)))).toEqual(want);
  });

  it('any split into chunks gives the result of the whole text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FILES),
        fc.array(fc.nat(), { maxLength: 20 }),
        (file, cuts) => {
          const text = telemetryFixture(file);
          const imp = createImporter(file);
          let at = 0;
          for (const c of [...cuts.map((n) => n % (text.length + 1))].sort((x, y) => x - y)) {
            imp.push(text.slice(at, c));
            at = c;
          }
          imp.push(text.slice(at));
          expect(imp.end()).toEqual(importFixture(file));
        },
      ),
      { numRuns: 150 },
    );
  });
});
