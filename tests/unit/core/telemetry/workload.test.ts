import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DiskSeriesRecord } from '../../../../src/core/imports/index.ts';
import {
  analyseTelemetry,
  analyseWorkload,
  configurationLimits,
  downsampleMax,
  percentileOfSorted,
  statsOf,
  telemetrySeries,
  utilisation,
  workloadMetric,
} from '../../../../src/core/telemetry/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { importFixture } from './fixtures.ts';

const recordsOf = (...files: string[]) => files.flatMap((f) => importFixture(f).records);

function series(reads: number[], writes: number[], sizeKiB = 16): DiskSeriesRecord {
  return {
    kind: 'disk-series',
    source: { file: 'x', line: 1 },
    tool: 'iostat',
    device: 'nvme1n1',
    timesSec: reads.map((_, i) => 1000 + i + 1),
    intervalSec: reads.map(() => 1),
    readsPerSecond: reads,
    writesPerSecond: writes,
    readMiBps: reads.map((r) => (r * sizeKiB) / 1024),
    writtenMiBps: writes.map((w) => (w * sizeKiB) / 1024),
    readAwaitMs: reads.map(() => 0.5),
    writeAwaitMs: writes.map(() => 1),
    queueDepth: reads.map(() => 2),
    utilPct: reads.map(() => 50),
    warnings: [],
  };
}

describe('percentiles', () => {
  it('nearest rank over 1..100: p50 = 50, p95 = 95, p99 = 99, max = 100, min = 1', () => {
    const s = statsOf(Array.from({ length: 100 }, (_, i) => 100 - i));
    expect(s).toEqual({ samples: 100, mean: 50.5, p50: 50, p95: 95, p99: 99, max: 100, min: 1 });
  });

  it('skips undefined (NaN) samples; none at all gives null', () => {
    expect(statsOf([NaN, 2, NaN, 4])?.samples).toBe(2);
    expect(statsOf([NaN])).toBeNull();
  });

  it('property: p50 ≤ p95 ≤ p99 ≤ max, each a measured value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1 }),
        (xs) => {
          const s = statsOf(xs);
          if (s === null) return false;
          return (
            s.p50 <= s.p95 &&
            s.p95 <= s.p99 &&
            s.p99 <= s.max &&
            [s.p50, s.p95, s.p99].every((v) => xs.includes(v))
          );
        },
      ),
    );
  });

  it('downsampling keeps each bucket peak', () => {
    const y = Array.from({ length: 1000 }, (_, i) => (i === 777 ? 99 : 1));
    const d = downsampleMax(
      y.map((_, i) => i),
      y,
      10,
    );
    expect(d.y).toHaveLength(10);
    expect(Math.max(...d.y)).toBe(99);
    expect(d.x[d.y.indexOf(99)]).toBe(777);
    expect(percentileOfSorted([], 95)).toBe(0);
  });
});

describe('workload', () => {
  it('iostat -t: the busiest device, its metrics per sample and as percentiles', () => {
    const w = analyseWorkload(telemetrySeries(recordsOf('iostat-sysstat12-xt.txt')));
    expect(w.device).toBe('nvme1n1');
    expect(w.devices.map((d) => d.device)).toEqual(['nvme1n1', 'nvme0n1']);
    expect(w.disk?.durationSec).toBe(2);
    expect(w.disk?.intervalSec).toBe(1);
    expect(workloadMetric(w, 'readIops')?.values).toEqual([2980, 3010]);
    expect(workloadMetric(w, 'iops')?.stats?.max).toBe(4000);
    // 47,680 kB/s / 2,980 r/s = 16 KiB; 32,640 / 1,020 = 32 KiB.
    expect(workloadMetric(w, 'readIoKiB')?.stats?.mean).toBeCloseTo(16, 9);
    expect(workloadMetric(w, 'writeIoKiB')?.stats?.p95).toBeCloseTo(32, 9);
    expect(workloadMetric(w, 'readLatencyMs')?.stats?.max).toBe(0.84);
    expect(workloadMetric(w, 'queueDepth')?.stats?.p50).toBe(3.9);
    expect(workloadMetric(w, 'utilPct')?.stats?.max).toBe(98);
    expect(w.deviceChoice).toContain('showing nvme1n1, the busiest');
    expect(w.warnings.join(' ')).not.toContain('devices in the capture');
  });

  it('--device picks another one; an unknown name says which exist', () => {
    const s = telemetrySeries(recordsOf('iostat-sysstat12-xt.txt'));
    expect(analyseWorkload(s, { device: 'nvme0n1' }).device).toBe('nvme0n1');
    const w = analyseWorkload(s, { device: 'sdz' });
    expect(w.device).toBe('nvme1n1');
    expect(w.warnings[0]).toBe(
      'no device "sdz" in the capture (it has nvme1n1, nvme0n1); showing nvme1n1',
    );
  });

  it('SHOW GLOBAL STATUS: QPS and the miss ratio over the interval', () => {
    const w = analyseWorkload(telemetrySeries(recordsOf('show-global-status-two.tsv')));
    expect(w.device).toBeNull();
    // ΔQuestions 600,000 over 60 s of Uptime.
    expect(workloadMetric(w, 'qps')?.values[0]).toBeCloseTo(10000, 6);
    // ΔInnodb_buffer_pool_reads 180,000 / Δread_requests 1,200,000.
    expect(workloadMetric(w, 'missRatioPct')?.stats?.mean).toBeCloseTo(15, 9);
  });

  it('a capture without a clock: sample numbers, no duration, a warning', () => {
    const r = { ...series([1, 2], [1, 1]), timesSec: null, intervalSec: null };
    const w = analyseWorkload({ disks: [r], mysql: [], errors: [] });
    expect(w.disk?.durationSec).toBeNull();
    expect(w.warnings.join(' ')).toContain('has no clock: times are sample numbers');
    // The core names no surface's control (the app has no --interval); each surface adds its own.
    expect(w.warnings.join(' ')).not.toMatch(/--\w/);
    expect(w.noClock).toBe(true);
    const given = analyseWorkload({ disks: [r], mysql: [], errors: [] }, { intervalSec: 5 });
    expect(given.disk?.durationSec).toBe(10);
    expect(given.noClock).toBe(false);
  });

  it('ratios skip samples without IO; 5-minute CloudWatch periods are flagged', () => {
    const w = analyseWorkload({ disks: [series([0, 100], [0, 0])], mysql: [], errors: [] });
    expect(workloadMetric(w, 'readIoKiB')?.stats?.samples).toBe(1);
    expect(workloadMetric(w, 'writeIoKiB')?.stats).toBeNull();
    const cw = analyseWorkload(telemetrySeries(recordsOf('cloudwatch-get-metric-data.json')));
    expect(cw.disk?.tool).toBe('cloudwatch');
  });
});

describe('utilisation', () => {
  const w = (reads: number[], writes: number[], size = 16) =>
    analyseWorkload({ disks: [series(reads, writes, size)], mysql: [], errors: [] });

  it('limits of gp3 on m6i.large: provisioned, instance baseline and burst', () => {
    const labels = configurationLimits(defaultScenario(), DEFAULT_CATALOG).map((l) => l.label);
    expect(labels).toEqual([
      '3,000 provisioned IOPS',
      '125 provisioned MiB/s',
      'm6i.large EBS baseline 3,600 IOPS',
      'm6i.large EBS baseline 77 MiB/s',
      'm6i.large EBS burst 40,000 IOPS (30 min a day)',
      'm6i.large EBS burst 1,192 MiB/s (30 min a day)',
    ]);
  });

  it('reads at the 6,000 provisioned IOPS 4 % of the time: named as the bottleneck', () => {
    const s = defaultScenario();
    s.instance.type = 'm6i.2xlarge';
    s.storage.iops = 6000;
    s.storage.throughputMiBps = 250;
    // 100 s: 4 s at 5,990 reads/s (+ 10 writes), the rest at 2,000 + 500.
    const reads = Array.from({ length: 100 }, (_, i) => (i % 25 === 0 ? 5990 : 2000));
    const writes = reads.map((r) => (r > 5000 ? 10 : 500));
    const u = utilisation(w(reads, writes), s, DEFAULT_CATALOG);
    const vol = u.limits.find((l) => l.limit.key === 'volume-iops');
    expect(vol?.peak).toBe(6000);
    expect(vol?.atLimitPct).toBeCloseTo(4, 9);
    expect(vol?.atLimitSec).toBe(4);
    expect(vol?.p95Pct).toBeCloseTo((2500 / 6000) * 100, 9);
    expect(u.bottleneck?.limit.key).toBe('volume-iops');
    expect(u.summary).toBe(
      'reads hit the 6,000 provisioned IOPS 4% of the time (p95 42%, peak 100% of it)',
    );
  });

  it('no limit reached: the closest one is named', () => {
    const u = utilisation(w([100, 200], [0, 0]), defaultScenario(), DEFAULT_CATALOG);
    expect(u.summary).toBe(
      'no limit reached: the closest is the 3,000 provisioned IOPS, at 7% at p95 and 7% at peak',
    );
  });

  it('IOs over 256 KiB count as several EBS IOs', () => {
    const u = utilisation(w([100], [0], 1024), defaultScenario(), DEFAULT_CATALOG);
    expect(u.limits.find((l) => l.limit.key === 'volume-iops')?.peak).toBe(400);
  });

  it('instance store: reads plus writes weighted by the published read/write ratio', () => {
    const s = defaultScenario();
    s.instance.type = 'm6id.large';
    s.storage.kind = 'instance-store';
    const u = utilisation(w([1000], [1000]), s, DEFAULT_CATALOG);
    expect(u.limits).toHaveLength(1);
    // m6id.large: 33,542 read / 16,771 write IOPS → a write costs 2 reads.
    expect(u.limits[0]?.peak).toBeCloseTo(3000, 6);
  });

  it('analyseTelemetry without a configuration: the workload only', () => {
    const a = analyseTelemetry(recordsOf('iostat-sysstat12-xt.txt'), null, DEFAULT_CATALOG);
    expect(a.utilisation).toBeNull();
    expect(a.sizing).toBeNull();
  });
});
