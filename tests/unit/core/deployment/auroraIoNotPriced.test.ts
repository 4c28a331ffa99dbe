/**
 * Issue 40 item 4 everywhere a cost is shown: with no average load the Aurora Standard headline
 * excludes the I/O and says so (the PDF's cost column, the fleet's figures and CSV).
 */
import { describe, expect, it } from 'vitest';
import { predict } from '../../../../src/core/model.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { withDeployment } from '../../../../src/core/deployment/switch.ts';
import { reportColumn } from '../../../../src/core/report/column.ts';
import { fleetCsv, sizeServer } from '../../../../src/core/fleet/index.ts';
import { formatUsd } from '../../../../src/core/format/index.ts';

function aurora(averageQps: number): Scenario {
  const s = withDeployment(defaultScenario(), 'aurora');
  s.workload.writeFraction = 0.1;
  s.workload.averageQps = averageQps;
  return s;
}

const run = (s: Scenario) => {
  const r = predict(s, DEFAULT_CATALOG);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.prediction;
};

describe('Aurora Standard I/O not priced without an average load', () => {
  it("the PDF's cost column says so, with the figure per 1,000 average QPS", () => {
    const s = aurora(0);
    const p = run(s);
    const per1000 = p.cost.ioNotPriced?.per1000AverageQpsUsd ?? NaN;
    const col = reportColumn('current', 'Current', s, p, DEFAULT_CATALOG);
    expect(col.cost.ioNotPricedText).toContain('not in the total: no average load given');
    expect(col.cost.ioNotPricedText).toContain(`${formatUsd(per1000)}/month per 1,000 average QPS`);
    const priced = aurora(800);
    expect(
      reportColumn('current', 'Current', priced, run(priced), DEFAULT_CATALOG).cost.ioNotPricedText,
    ).toBeUndefined();
  });

  it("the fleet's current figures and CSV note say so; priced rows do not", () => {
    const server = (s: Scenario) => ({ line: 2, name: 'db1', scenario: s, targets: {} });
    const r = sizeServer(server(aurora(0)), {}, DEFAULT_CATALOG);
    expect(r.current.ioNotPricedText).toMatch(/Aurora Standard I\/O not in the total/);
    expect(fleetCsv([r], [])).toContain('per 1,000 average QPS');
    const priced = sizeServer(server(aurora(800)), {}, DEFAULT_CATALOG);
    expect(priced.current.ioNotPricedText).toBeUndefined();
  });
});

describe('cost items keep their drafts’ fields in order (predict --json prints them as built)', () => {
  it('the I/O item left out of the total gives its per-1,000-QPS figure before its source', () => {
    const io = run(aurora(0)).cost.items.find((i) => i.part === 'io');
    expect(Object.keys(io ?? {})).toEqual([
      'label',
      'monthlyUsd',
      'per1000AverageQpsUsd',
      'source',
      'asOf',
      'note',
      'part',
    ]);
  });

  it('a priced item: label, monthly figure, source, date, the caveat when it has one, part', () => {
    for (const item of run(aurora(800)).cost.items) {
      const keys = ['label', 'monthlyUsd', 'source', 'asOf'];
      if (item.note !== undefined) keys.push('note');
      expect(Object.keys(item)).toEqual([...keys, 'part']);
    }
  });
});
