/**
 * Issue 40 item 4: Aurora Standard's I/O priced on the imported telemetry's average load, and
 * the cost note naming the capture.
 */
import { describe, expect, it } from 'vitest';
import type { BenchmarkRecord } from '../../../../src/core/imports/index.ts';
import {
  scenarioWithTelemetryLoad,
  telemetryLoadOf,
  wantsTelemetryLoad,
  withTelemetryLoad,
} from '../../../../src/core/telemetry/index.ts';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { withDeployment } from '../../../../src/core/deployment/switch.ts';
import { predict } from '../../../../src/core/model.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { importFixture } from './fixtures.ts';

const two = importFixture('show-global-status-two.tsv').records;

/** Three snapshots: 60 s at 10,000 QPS, then 180 s at 1,000 QPS (Questions and Uptime). */
function uneven(): BenchmarkRecord[] {
  const [a, b] = two;
  if (a?.kind !== 'mysql-status-snapshot' || b?.kind !== 'mysql-status-snapshot')
    throw new Error('fixture');
  const q = b.counters.questions ?? 0;
  const up = b.counters.uptimeSec ?? 0;
  const c = {
    ...b,
    source: { ...b.source, line: b.source.line + 1000 },
    counters: { ...b.counters, questions: q + 180_000, uptimeSec: up + 180 },
  };
  return [a, b, c];
}

const aurora = (): Scenario => {
  const s = withDeployment(defaultScenario(), 'aurora');
  return { ...s, auroraStorage: 'standard', workload: { ...s.workload, writeFraction: 0.1 } };
};

describe('telemetryLoadOf', () => {
  it('SHOW GLOBAL STATUS twice, 60 s apart: ΔQuestions / Δt = 600,000 / 60 = 10,000 QPS', () => {
    const load = telemetryLoadOf(two, cat);
    expect(load?.averageQps).toBeCloseTo(10_000, 6);
    expect(load?.from).toBe(
      "the imported telemetry's average 10,000 QPS (show-global-status-two.tsv, 2025-11-22 10:00 UTC – 2025-11-22 10:01 UTC)",
    );
  });

  it('is time-weighted: 60 s at 10,000 and 180 s at 1,000 average 3,250 QPS, not 5,500', () => {
    expect(telemetryLoadOf(uneven(), cat)?.averageQps).toBeCloseTo(780_000 / 240, 6);
  });

  it('a capture without a query count (CloudWatch, iostat) gives no load', () => {
    const cw = importFixture('cloudwatch-get-metric-data.json').records;
    expect(cw.length).toBeGreaterThan(0);
    expect(telemetryLoadOf(cw, cat)).toBeNull();
    expect(telemetryLoadOf([], cat)).toBeNull();
  });
});

describe('Aurora Standard priced on the telemetry', () => {
  it('without an average load the headline leaves the I/O out; on the telemetry it is priced and says so', () => {
    const before = predict(aurora(), cat);
    if (!before.ok) throw new Error('refused');
    expect(before.prediction.cost.ioNotPriced).toBeDefined();
    const s = scenarioWithTelemetryLoad(aurora(), two, cat);
    expect(s?.workload.averageQps).toBe(10_000);
    const after = predict(s as Scenario, cat);
    if (!after.ok) throw new Error('refused');
    expect(after.prediction.cost.ioNotPriced).toBeUndefined();
    const io = after.prediction.cost.items.find((i) => /Aurora Standard I\/O/.test(i.label));
    expect(io?.label).toMatch(
      /per million; I\/O priced on the imported telemetry's average 10,000 QPS \(show-global-status-two\.tsv, 2025-11-22 10:00 UTC – 2025-11-22 10:01 UTC\)$/,
    );
    expect(io?.monthlyUsd).toBeGreaterThan(0);
    expect(after.prediction.cost.monthlyUsd).toBeGreaterThan(before.prediction.cost.monthlyUsd);
  });

  it('only where a load is wanted: not on I/O-Optimized, not over a load the user gave, not on EBS', () => {
    expect(wantsTelemetryLoad(aurora())).toBe(true);
    expect(wantsTelemetryLoad({ ...aurora(), auroraStorage: 'io-optimized' })).toBe(false);
    const given = aurora();
    given.workload = { ...given.workload, averageQps: 500 };
    expect(scenarioWithTelemetryLoad(given, two, cat)).toBeNull();
    expect(scenarioWithTelemetryLoad(defaultScenario(), two, cat)).toBeNull();
  });

  it('a load the user typed carries no telemetry note', () => {
    const s = aurora();
    s.workload = { ...s.workload, averageQps: 10_000 };
    const r = predict(s, cat);
    if (!r.ok) throw new Error('refused');
    const io = r.prediction.cost.items.find((i) => /Aurora Standard I\/O/.test(i.label));
    expect(io?.label).toMatch(/at the average load of 10,000 QPS\)/);
    expect(io?.label).not.toMatch(/telemetry/);
    // The same load from telemetry prices the same dollars.
    const t = withTelemetryLoad(aurora(), { averageQps: 10_000, from: 'x' });
    const rt = predict(t, cat);
    if (!rt.ok) throw new Error('refused');
    expect(rt.prediction.cost.monthlyUsd).toBeCloseTo(r.prediction.cost.monthlyUsd, 6);
  });
});
