/**
 * Issue 31, item 3: what the importers and the analysis keep of a capture of millions of samples.
 * The figures stay those of every sample; what is held is one copy of each series.
 */
import { describe, expect, it } from 'vitest';
import type { DiskSeriesRecord } from '../../../../src/core/imports/index.ts';
import { Sink } from '../../../../src/core/imports/sink.ts';
import { emitCloudwatchSeries } from '../../../../src/core/imports/cloudwatchSeries.ts';
import {
  analyseWorkload,
  DERIVED_CHART_SAMPLES,
  statsOf,
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
    expect(r.timesSec).toEqual([60, 120, 180, 240]);
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
