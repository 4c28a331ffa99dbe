import { describe, expect, it } from 'vitest';
import { parseBenchmarkText } from '../../../../src/core/imports/index.ts';
import type { DeviceRunRecord } from '../../../../src/core/imports/index.ts';
import { fixture } from './fixtures.ts';

describe('sysbench fileio', () => {
  it('reads the shared sample (one 16 KiB rndrd run)', () => {
    const r = parseBenchmarkText('s.txt', fixture('sample-sysbench-rndrd-16k.txt'));
    expect(r.format).toBe('sysbench');
    expect(r.errors).toEqual([]);
    expect(r.records).toEqual([
      {
        kind: 'device-run',
        source: { file: 's.txt', line: 1 },
        tool: 'sysbench',
        mode: 'rndrd',
        blockSizeKiB: 16,
        threads: 16,
        readsPerSecond: 5012.44,
        writesPerSecond: 0,
        readMiBps: 78.32,
        writtenMiBps: 0,
        latency: { minMs: 0.41, avgMs: 3.19, maxMs: 41.87, p95Ms: 4.41, p99Ms: null },
        context: {},
      },
    ]);
  });

  it('splits concatenated runs and reads the prepare line', () => {
    const r = parseBenchmarkText('runs.txt', fixture('sysbench-gp3-5000-200-runs.txt'));
    expect(r.errors).toEqual([]);
    const runs = r.records as DeviceRunRecord[];
    expect(runs.map((x) => [x.mode, x.blockSizeKiB, x.readsPerSecond, x.writtenMiBps])).toEqual([
      ['prepare', null, 0, 119.37],
      ['rndrd', 4, 5061.37, 0],
      ['rndrd', 16, 5008.91, 0],
      ['rndrd', 32, 5002.55, 0],
      ['rndrd', 64, 3196.04, 0],
    ]);
    expect(runs.map((x) => x.source.line)).toEqual([1, 9, 55, 101, 147]);
  });

  it('CRLF line ends and a byte-order mark change nothing', () => {
    const a = parseBenchmarkText('x', fixture('sysbench-gp3-5000-200-runs.txt'));
    const b = parseBenchmarkText('x', fixture('messy-sysbench-crlf-bom.txt'));
    expect(b).toEqual(a);
  });

  it('names line and field of a malformed figure, and imports nothing', () => {
    const r = parseBenchmarkText('bad.txt', fixture('hostile-sysbench-bad-number.txt'));
    expect(r.records).toEqual([]);
    expect(r.errors).toEqual([
      {
        file: 'bad.txt',
        line: 24,
        field: 'reads/s',
        message: "line 24, field 'reads/s': expected a number like 5012.44, got '50o8.91'",
      },
    ]);
  });

  it('a truncated run is an error on the line the run starts', () => {
    const r = parseBenchmarkText('t.txt', fixture('hostile-sysbench-truncated.txt'));
    expect(r.records).toEqual([]);
    expect(r.errors[0]?.line).toBe(1);
    expect(r.errors[0]?.message).toContain('truncated');
  });

  it('reads other test modes', () => {
    const text = fixture('sample-sysbench-rndrd-16k.txt')
      .replace('Doing random read test', 'Doing random r/w test')
      .replace('writes/s:                     0.00', 'writes/s:                     3341.62');
    const r = parseBenchmarkText('rw.txt', text);
    expect(r.records[0]).toMatchObject({ mode: 'rndrw', writesPerSecond: 3341.62 });
  });
});
