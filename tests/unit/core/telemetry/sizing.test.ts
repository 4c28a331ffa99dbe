import { describe, expect, it } from 'vitest';
import type { DiskSeriesRecord } from '../../../../src/core/imports/index.ts';
import {
  analyseWorkload,
  sizeFromWorkload,
  telemetrySeries,
} from '../../../../src/core/telemetry/index.ts';
import { qpsInputs } from '../../../../src/core/qps/index.ts';
import { readScale } from '../../../../src/core/recommend/io.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { importFixture } from './fixtures.ts';

function disk(reads: number[], writes: number[]): DiskSeriesRecord {
  return {
    kind: 'disk-series',
    source: { file: 'x', line: 1 },
    tool: 'iostat',
    device: 'nvme1n1',
    timesSec: reads.map((_, i) => i + 1),
    intervalSec: reads.map(() => 1),
    readsPerSecond: reads,
    writesPerSecond: writes,
    readMiBps: reads.map((r) => r / 64),
    writtenMiBps: writes.map((w) => w / 32),
    readAwaitMs: null,
    writeAwaitMs: null,
    queueDepth: null,
    utilPct: null,
    warnings: [],
  };
}

// 100 samples: reads 1..100 × 80, writes a quarter of them.
const reads = Array.from({ length: 100 }, (_, i) => (i + 1) * 80);
const writes = reads.map((r) => r / 4);
const workload = analyseWorkload({ disks: [disk(reads, writes)], mysql: [], errors: [] });

describe('sizing from telemetry', () => {
  it('p95 + 10 %: every result sustains the need, durable, page size kept, cheapest first', () => {
    const s = sizeFromWorkload(workload, defaultScenario(), DEFAULT_CATALOG);
    expect(s).not.toBeNull();
    if (!s) return;
    // p95 of reads + writes = 95 × 100 = 9,500 IOPS; × 1.1.
    expect(s.need.measuredIops).toBe(9500);
    const t = s.need.target;
    expect(t.readIops + t.writeIops).toBeCloseTo(10450, 6);
    expect(t.readIops / (t.readIops + t.writeIops)).toBeCloseTo(0.8, 9);
    // The current gp3 3,000 IOPS volume is too small.
    expect(s.current.iopsPct).toBeGreaterThan(300);
    const results = s.recommendation.results;
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      const q = qpsInputs(r.scenario, DEFAULT_CATALOG);
      expect(q.device.iops.value).toBeGreaterThanOrEqual(t.readIops + t.writeIops);
      expect(q.device.bandwidth.value).toBeGreaterThanOrEqual(t.readMiBps + t.writtenMiBps);
      expect(r.scenario.storage.kind).not.toBe('instance-store');
      expect(r.scenario.mysql.pageSizeKiB).toBe(16);
      expect(r.binding).toMatch(/^(IOPS|throughput): needs/);
    }
    const costs = results.map((r) => r.prediction.cost.monthlyUsd);
    expect([...costs].sort((a, b) => a - b)).toEqual(costs);
  });

  it('says one figure: each IO-bound row needs what the header says, headroom included (issue 30)', () => {
    const s = sizeFromWorkload(workload, defaultScenario(), DEFAULT_CATALOG);
    if (!s) throw new Error('sized');
    const t = s.need.target;
    // Without MySQL status reads do not scale with the buffer pool; EBS writes cost one IO each.
    const header = Math.round(t.readIops + t.writeIops).toLocaleString('en-US');
    const iopsRows = s.recommendation.results.filter((r) => r.binding.startsWith('IOPS'));
    expect(iopsRows.length).toBeGreaterThan(0);
    for (const r of iopsRows) expect(r.binding).toContain(`needs ${header} IOPS`);
    // No startup target in this search: the headroom rule says nothing about one.
    const rule = s.recommendation.rules.find((x) => x.startsWith('Headroom'));
    expect(rule).toMatch(/IO load × 1\.1/);
    expect(rule).not.toMatch(/startup|QPS target/);
  });

  it('peak with no headroom sizes for the highest sample', () => {
    const s = sizeFromWorkload(workload, defaultScenario(), DEFAULT_CATALOG, {
      basis: 'peak',
      headroomPct: 0,
      limit: 1,
    });
    expect(s?.need.measuredIops).toBe(10000);
    expect((s?.need.target.readIops ?? 0) + (s?.need.target.writeIops ?? 0)).toBeCloseTo(10000, 6);
  });

  it('with SHOW GLOBAL STATUS: the miss ratio is calibrated and compared with the model', () => {
    const recs = ['diskstats-pt-stalk-20.txt', 'show-global-status-two.tsv'].flatMap(
      (f) => importFixture(f).records,
    );
    const w = analyseWorkload(telemetrySeries(recs));
    const sc = defaultScenario();
    const s = sizeFromWorkload(w, sc, DEFAULT_CATALOG, { limit: 1 });
    const miss = s?.comparison.find((c) => c.metric === 'Buffer-pool miss ratio');
    const model = (1 - sc.mysql.bufferPoolGiB / sc.mysql.dataGiB) * 100;
    expect(miss?.measured).toBeCloseTo(15, 9);
    expect(miss?.predicted).toBeCloseTo(model, 9);
    expect(s?.missFactor).toBeCloseTo(15 / model, 9);
    const target = s?.need.target;
    if (!target) throw new Error('no target');
    // Reads scale with the buffer pool: the current one gives 1, a bigger one fewer reads.
    expect(readScale(target, sc.mysql.bufferPoolGiB, sc.mysql.dataGiB)).toBeCloseTo(1, 9);
    expect(readScale(target, sc.mysql.bufferPoolGiB * 10, sc.mysql.dataGiB)).toBeLessThan(1);
    expect(s?.comparison.map((c) => c.metric)).toEqual([
      'Buffer-pool miss ratio',
      'Average read size',
      'Average write size',
      'Reads/s at the measured QPS',
    ]);
  });
});

describe('sizing from telemetry keeps the CPU architecture unless allowed (issue 27)', () => {
  const arch = (type: string): string => DEFAULT_CATALOG.instances[type]?.architecture ?? 'x86_64';

  it('an x86_64 server gets x86_64 configurations; allowed, a crossing is a replace', () => {
    const kept = sizeFromWorkload(workload, defaultScenario(), DEFAULT_CATALOG);
    if (!kept) throw new Error('sized');
    expect(kept.recommendation.results.length).toBeGreaterThan(0);
    for (const r of kept.recommendation.results)
      expect(arch(r.scenario.instance.type)).toBe('x86_64');
    const free = sizeFromWorkload(workload, defaultScenario(), DEFAULT_CATALOG, {
      allowArchitectureChange: true,
      limit: 10,
    });
    for (const r of free?.recommendation.results ?? [])
      if (arch(r.scenario.instance.type) === 'arm64') expect(r.operation).toBe('replace');
  });
});
