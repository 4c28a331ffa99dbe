/**
 * Issue 36 item 1: with the ranges by processor, recommend with an architecture change allowed
 * lists Graviton configurations where they are cheapest at the range end, each a `replace`.
 */
import { describe, expect, it } from 'vitest';
import { recommend } from '../../../../src/core/recommend/index.ts';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { processorOf } from '../../../../src/core/catalog/processors.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';

const targets = (maxStartupSeconds: number) => {
  const base = defaultScenario();
  return {
    maxStartupSeconds,
    minQps: 20_000,
    tables: 1_000_000,
    dataGiB: 500,
    region: base.region,
    base,
    limit: 6,
    allowArchitectureChange: true,
  };
};

describe('recommend across architectures, ranges by processor (issue 36 item 1)', () => {
  it('1M tables, 500 GiB, 20,000 QPS within 2 min 30 s: Graviton3 and 4 types lead, each a replace meeting the targets at its range end', () => {
    const r = recommend(targets(150), cat);
    expect(r.results.length).toBeGreaterThan(0);
    const first = r.results[0];
    expect(processorOf(first?.scenario.instance.type ?? '')?.id).toMatch(/^aws-graviton[34]$/);
    for (const x of r.results) {
      const proc = processorOf(x.scenario.instance.type);
      if (proc?.architecture === 'arm64') expect(x.operation).toBe('replace');
      expect(x.prediction.startup.totalRange?.[1]).toBeLessThanOrEqual(150);
      expect(x.prediction.qps.pointSelectRange?.[0]).toBeGreaterThanOrEqual(20_000);
    }
    const costs = r.results.map((x) => x.prediction.cost.monthlyUsd);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });
});
