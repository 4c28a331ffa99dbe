/**
 * Issue 31, item 3: what the importers and the analysis keep of a capture of millions of samples.
 * The figures stay those of every sample; what is held is one copy of each series.
 */
import { describe, expect, it } from 'vitest';
import type {
  DiskSeriesRecord,
  DiskstatsSnapshotRecord,
} from '../../../../src/core/imports/index.ts';
import { parseBenchmarkText } from '../../../../src/core/imports/index.ts';
import { Sink } from '../../../../src/core/imports/sink.ts';
import { emitCloudwatchSeries } from '../../../../src/core/imports/cloudwatchSeries.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import {
  analyseTelemetry,
  analyseWorkload,
  chartSeries,
  summariseAnalysis,
  DERIVED_CHART_SAMPLES,
  statsOf,
  TelemetryCollector,
  telemetrySeries,
  workloadMetric,
} from '../../../../src/core/telemetry/index.ts';

describe('CloudWatch series: the columns become the record', () => {
  it('computes the rates in the columns it is handed (no second copy of each metric)', () => {
    const times = [0, 60, 120, 180];
    const col = (name: string, values: number[]) => ({
      names: [name],
      line: 1,
      timesSec: times,
      values,
    });
    const reads = [600, 1200, 0, 60];
    const columns = [
      col('VolumeReadOps', reads),
      col('VolumeWriteOps', [60, 60, 60, 60]),
      col('VolumeReadBytes', [6291456, 0, 0, 0]),
      col('VolumeWriteBytes', [0, 0, 0, 0]),
    ];
    const sink = new Sink('cw.csv', 20);
    emitCloudwatchSeries(columns, sink);
    const r = sink.records[0] as DiskSeriesRecord;
    expect(r.readsPerSecond).toEqual([10, 20, 0, 1]);
    expect(r.readMiBps).toEqual([0.1, 0, 0, 0]);
    expect(Array.from(r.timesSec ?? [])).toEqual([60, 120, 180, 240]);
    // The same array: the importer's column, turned into rates in place.
    expect(r.readsPerSecond).toBe(reads);
  });
});

describe('derived metrics of a long capture', () => {
  it('keep at most DERIVED_CHART_SAMPLES chart points, with the figures of every sample', () => {
    const n = DERIVED_CHART_SAMPLES + 50_000;
    const reads = Array.from({ length: n }, (_, i) => (i * 7919) % 1000);
    const writes = Array.from({ length: n }, (_, i) => (i * 104729) % 500);
    const rec: DiskSeriesRecord = {
      kind: 'disk-series',
      source: { file: 'x', line: 1 },
      tool: 'iostat',
      device: 'nvme1n1',
      timesSec: Array.from({ length: n }, (_, i) => 1000 + i),
      intervalSec: Array.from({ length: n }, () => 1),
      readsPerSecond: reads,
      writesPerSecond: writes,
      readMiBps: reads.map((v) => v / 64),
      writtenMiBps: writes.map((v) => v / 32),
      readAwaitMs: reads.map(() => 0.5),
      writeAwaitMs: null,
      queueDepth: null,
      utilPct: null,
      warnings: [],
    };
    const w = analyseWorkload({ disks: [rec], mysql: [], errors: [] });
    const iops = workloadMetric(w, 'iops');
    expect(iops?.values.length).toBeLessThanOrEqual(DERIVED_CHART_SAMPLES);
    expect(iops?.t.length).toBe(iops?.values.length);
    expect(iops?.stats).toEqual(statsOf(reads.map((v, i) => v + (writes[i] ?? 0))));
    expect(Math.max(...(iops?.values ?? []))).toBe(iops?.stats?.max);
    // Imported series are the record's own arrays, all of them.
    expect(workloadMetric(w, 'readIops')?.values).toBe(reads);
    expect(workloadMetric(w, 'readLatencyMs')?.values.length).toBeLessThanOrEqual(
      DERIVED_CHART_SAMPLES,
    );
  });
});

describe('/proc/diskstats snapshots differenced as they stream', () => {
  const snap = (i: number): DiskstatsSnapshotRecord => ({
    kind: 'diskstats-snapshot',
    source: { file: 'ds.txt', line: 1 + 3 * i },
    tool: 'diskstats',
    timeSec: 1000 + i,
    devices: [
      {
        name: 'nvme1n1',
        counters: [100 * i, 0, 3200 * i, 2 * i, 10 * i, 0, 160 * i, i, 1, 900 * i, 1000 * i],
      },
      { name: 'xvda', counters: [i, 0, 8 * i, i, i, 0, 8 * i, i, 0, 10 * i, 20 * i] },
    ],
  });

  it('gives the series of the whole list, holding only the latest snapshot', () => {
    const records = Array.from({ length: 50 }, (_, i) => snap(i));
    const c = new TelemetryCollector();
    for (let i = 0; i < records.length; i += 1) {
      c.add(records[i] as DiskstatsSnapshotRecord);
      // Once the next one is in, a snapshot is not read again: the caller may drop or reuse it.
      if (i > 0) {
        const before = records[i - 1] as DiskstatsSnapshotRecord;
        before.devices = [];
      }
    }
    const expected = telemetrySeries(Array.from({ length: 50 }, (_, i) => snap(i)));
    expect(c.count).toBe(50);
    expect(c.series()).toEqual(expected);
    const nvme = expected.disks.find((d) => d.device === 'nvme1n1');
    expect(nvme?.readsPerSecond.length).toBe(49);
    expect(nvme?.readsPerSecond[0]).toBe(100);
  });

  it('answers the same when asked twice (its notes are not repeated)', () => {
    const c = new TelemetryCollector();
    c.add(snap(5));
    c.add(snap(6));
    c.add({ ...snap(7), devices: (snap(1) as DiskstatsSnapshotRecord).devices });
    const first = c.series().disks.map((d) => d.warnings.length);
    expect(first.every((n) => n === 1)).toBe(true);
    expect(c.series().disks.map((d) => d.warnings.length)).toEqual(first);
  });

  it('says so for one snapshot only, as the whole-list derivation does', () => {
    const c = new TelemetryCollector();
    c.add(snap(0));
    expect(c.series()).toEqual(telemetrySeries([snap(0)]));
    expect(c.series().errors[0]?.message).toMatch(/one \/proc\/diskstats snapshot only/);
  });
});

describe('long series held as Float64Arrays, off V8 heap', () => {
  const iso = (s: number): string => new Date(Date.UTC(2026, 10, 1) + s * 1000).toISOString();
  const SERIES = [
    'timesSec',
    'intervalSec',
    'readsPerSecond',
    'writesPerSecond',
    'readMiBps',
    'writtenMiBps',
  ] as const;

  it('CloudWatch CSV and JSON, and /proc/diskstats, hand their series over as Float64Arrays', () => {
    const csv = [
      'Time,VolumeReadOps,VolumeWriteOps,VolumeReadBytes,VolumeWriteBytes',
      ...Array.from({ length: 5 }, (_, i) => `${iso(i * 60).slice(0, 19)},${600 * i},60,0,0`),
    ].join('\n');
    const result = (m: string, k: number): string =>
      `{"Id": "m${k}", "Label": "${m}", "Timestamps": [${[0, 60, 120].map((s) => `"${iso(s)}"`).join(', ')}], "Values": [1, 2, 3]}`;
    const json = `{"MetricDataResults": [\n${['VolumeReadOps', 'VolumeWriteOps', 'VolumeReadBytes', 'VolumeWriteBytes'].map(result).join(',\n')}\n]}\n`;
    const diskstats = [0, 1, 2]
      .map(
        (i) =>
          `TS ${1763805600 + i}.000\n 259 0 nvme1n1 ${100 * i} 0 ${800 * i} ${i} ${50 * i} 0 ${400 * i} ${i} 0 ${10 * i} ${20 * i}\n`,
      )
      .join('');
    for (const [file, text] of [
      ['cw.csv', csv],
      ['cw.json', json],
      ['ds.txt', diskstats],
    ] as const) {
      const r = parseBenchmarkText(file, text);
      expect(r.errors, file).toEqual([]);
      const d = telemetrySeries(r.records).disks[0] as DiskSeriesRecord;
      expect(d.readsPerSecond.length, file).toBeGreaterThan(1);
      for (const k of SERIES) expect(d[k], `${file} ${k}`).toBeInstanceOf(Float64Array);
    }
  });

  it('computed metrics of a short capture are their own arrays (one work buffer serves them all)', () => {
    const n = 5;
    const arr = (f: (i: number) => number): Float64Array =>
      Float64Array.from({ length: n }, (_, i) => f(i));
    const rec: DiskSeriesRecord = {
      kind: 'disk-series',
      source: { file: 'x', line: 1 },
      tool: 'diskstats',
      device: 'nvme1n1',
      timesSec: arr((i) => 1000 + i),
      intervalSec: arr(() => 1),
      readsPerSecond: arr((i) => 100 * (i + 1)),
      writesPerSecond: arr((i) => 10 * i),
      readMiBps: arr((i) => (100 * (i + 1)) / 64),
      writtenMiBps: arr((i) => (10 * i) / 32),
      readAwaitMs: arr(() => 0.5),
      writeAwaitMs: arr(() => 2),
      queueDepth: null,
      utilPct: null,
      warnings: [],
    };
    const w = analyseWorkload({ disks: [rec], mysql: [], errors: [] });
    const values = (k: Parameters<typeof workloadMetric>[1]): number[] =>
      Array.from(workloadMetric(w, k)?.values ?? []);
    expect(values('iops')).toEqual([100, 210, 320, 430, 540]);
    expect(values('mibps')).toEqual([
      100 / 64,
      200 / 64 + 10 / 32,
      300 / 64 + 20 / 32,
      400 / 64 + 30 / 32,
      500 / 64 + 40 / 32,
    ]);
    expect(values('readIoKiB')).toEqual([16, 16, 16, 16, 16]);
    expect(values('writeIoKiB')).toEqual([NaN, 32, 32, 32, 32]);
    expect(values('writeLatencyMs')).toEqual([NaN, 2, 2, 2, 2]);
    expect(Array.from(workloadMetric(w, 'iops')?.t ?? [])).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('typed and plain series give the same analysis', () => {
  it('a medium capture (past the chart-points cap, with idle samples and gaps): the same summary and chart points', () => {
    const n = DERIVED_CHART_SAMPLES + 23_457;
    const f = (k: number) => (i: number) => {
      const x = (i * 7919 + k * 104729) % 1009;
      return i % 17 === 0 ? 0 : x / (k + 1);
    };
    const plain: DiskSeriesRecord = {
      kind: 'disk-series',
      source: { file: 'x', line: 1 },
      tool: 'diskstats',
      device: 'nvme1n1',
      timesSec: Array.from({ length: n }, (_, i) => 1763805600 + i + (i > 5000 ? 60 : 0)),
      intervalSec: Array.from({ length: n }, (_, i) => (i === 5001 ? 61 : 1)),
      readsPerSecond: Array.from({ length: n }, (_, i) => f(1)(i)),
      writesPerSecond: Array.from({ length: n }, (_, i) => f(2)(i)),
      readMiBps: Array.from({ length: n }, (_, i) => f(1)(i) / 64),
      writtenMiBps: Array.from({ length: n }, (_, i) => f(2)(i) / 32),
      readAwaitMs: Array.from({ length: n }, (_, i) => f(3)(i) / 100),
      writeAwaitMs: Array.from({ length: n }, (_, i) => f(4)(i) / 50),
      queueDepth: Array.from({ length: n }, (_, i) => f(5)(i) / 10),
      utilPct: Array.from({ length: n }, (_, i) => Math.min(100, f(6)(i))),
      warnings: [],
    };
    const typed: DiskSeriesRecord = { ...plain };
    for (const k of [
      'timesSec',
      'intervalSec',
      'readsPerSecond',
      'writesPerSecond',
      'readMiBps',
      'writtenMiBps',
      'readAwaitMs',
      'writeAwaitMs',
      'queueDepth',
      'utilPct',
    ] as const)
      (typed as unknown as Record<string, unknown>)[k] = Float64Array.from(plain[k] ?? []);
    const run = (r: DiskSeriesRecord) => {
      const a = analyseTelemetry([r], defaultScenario(), DEFAULT_CATALOG);
      return {
        summary: JSON.stringify(summariseAnalysis(a)),
        charts: a.workload.metrics.map((m) => JSON.stringify(chartSeries(m, 600))),
      };
    };
    expect(run(typed)).toEqual(run(plain));
  });
});
