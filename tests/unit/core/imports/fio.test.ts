import { describe, expect, it } from 'vitest';
import { parseBenchmarkText } from '../../../../src/core/imports/index.ts';
import type { DeviceRunRecord } from '../../../../src/core/imports/index.ts';
import { fixture } from './fixtures.ts';

describe('fio JSON', () => {
  it('a grouped randread job: threads = iodepth × numjobs, percentiles from clat_ns', () => {
    const r = parseBenchmarkText('f.json', fixture('fio-randread-16k-qd32.json'));
    expect(r.format).toBe('fio-json');
    expect(r.errors).toEqual([]);
    const rec = r.records[0] as DeviceRunRecord;
    expect(rec).toMatchObject({
      source: { file: 'f.json', line: 2 },
      tool: 'fio',
      mode: 'rndrd',
      blockSizeKiB: 16,
      threads: 32,
      readsPerSecond: 78209.125,
      writesPerSecond: 0,
      context: { label: 'randread-16k' },
    });
    expect(rec.readMiBps).toBeCloseTo(1251346 / 1024, 6);
    expect(rec.latency).toEqual({
      minMs: 0.064001,
      avgMs: 0.40860137,
      maxMs: 5.123712,
      p95Ms: 0.577536,
      p99Ms: 0.700416,
    });
  });

  it('jobs without percentiles or bs keys; randrw keeps both directions', () => {
    const r = parseBenchmarkText('two.json', fixture('fio-two-jobs-no-percentiles.json'));
    expect(r.errors).toEqual([]);
    const [w, mixed] = r.records as DeviceRunRecord[];
    expect(w).toMatchObject({
      mode: 'seqwr',
      blockSizeKiB: 1024,
      threads: 1,
      writesPerSecond: 125.392,
    });
    expect(w?.latency).toEqual({
      minMs: 5.801011,
      avgMs: 7.9741205,
      maxMs: 91.022011,
      p95Ms: null,
      p99Ms: null,
    });
    expect(mixed).toMatchObject({
      mode: 'rndrw',
      blockSizeKiB: 4,
      threads: 16,
      readsPerSecond: 3000,
      writesPerSecond: 1285,
      latency: null,
    });
  });

  it('invalid JSON names the line of the problem', () => {
    const text = fixture('fio-two-jobs-no-percentiles.json').replace(
      '"iops" : 125.392,',
      '"iops" : 125.392,,',
    );
    const r = parseBenchmarkText('broken.json', text);
    expect(r.records).toEqual([]);
    expect(r.errors[0]?.line).toBe(12);
    expect(r.errors[0]?.message).toMatch(/^line 12: invalid JSON/);
  });

  it('an unknown rw names the job', () => {
    const text = fixture('fio-two-jobs-no-percentiles.json').replace(
      '"rw" : "write"',
      '"rw" : "trimwrite"',
    );
    const r = parseBenchmarkText('t.json', text);
    expect(r.errors[0]).toMatchObject({ line: 1, field: 'jobs[0].rw' });
  });
});

describe('fio terse v3', () => {
  it('reads IOPS, bandwidth, latency and percentiles; block size from bw / iops', () => {
    const r = parseBenchmarkText('t.txt', fixture('fio-terse-v3.txt'));
    expect(r.format).toBe('fio-terse');
    expect(r.errors).toEqual([]);
    const recs = r.records as DeviceRunRecord[];
    expect(recs.map((x) => [x.source.line, x.blockSizeKiB, x.readsPerSecond, x.threads])).toEqual([
      [1, 4, 39092, null],
      [2, 16, 78209.125, null],
      [4, 32, 38419.06, null],
    ]);
    expect(recs[0]?.latency).toEqual({
      minMs: 0.095,
      avgMs: 0.4012,
      maxMs: 4.03,
      p95Ms: 0.567,
      p99Ms: 0.7,
    });
  });

  it('runThreads gives the lines the queue depth they were run with', () => {
    const r = parseBenchmarkText('t.txt', fixture('fio-terse-v3.txt'), { runThreads: 32 });
    expect((r.records as DeviceRunRecord[]).map((x) => x.threads)).toEqual([32, 32, 32]);
  });

  it('a short line is an error naming the line', () => {
    const r = parseBenchmarkText('t.txt', '3;fio-3.36;job;0;0;1;2;3\n');
    expect(r.errors[0]).toMatchObject({ line: 1 });
    expect(r.errors[0]?.message).toContain('at least 82');
  });
});
