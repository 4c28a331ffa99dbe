/**
 * Issue 40 item 3: Aurora's startup is not modelled, so no output path shows a startup number for
 * it: the charts' sweeps and cost points, the ranges, growth, the comparison CSV, the PDF's cost
 * points and deltas, recommend's JSON and fleet (figures, targets, CSV, PDF rows). Each reads
 * `prediction.startup.modelled` (startupNotModelled decides); an EBS scenario beside it still
 * has its figures, so every check can fail.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { withDeployment } from '../../../../src/core/deployment/switch.ts';
import { predict, predictFigures } from '../../../../src/core/model.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import {
  costVsPerformance,
  evaluate,
  evaluatePoint,
  qpsVsPageSize,
} from '../../../../src/core/sweeps/index.ts';
import { predictWithRanges } from '../../../../src/core/uncertainty/index.ts';
import { projectGrowth } from '../../../../src/core/growth/index.ts';
import { comparisonCsv } from '../../../../src/core/report/comparisonCsv.ts';
import { candidatePoint } from '../../../../src/core/report/charts.ts';
import { reportColumn } from '../../../../src/core/report/column.ts';
import { recommendationDeltas } from '../../../../src/core/report/recommendation.ts';
import {
  buildFleetReport,
  fleetCsv,
  fleetTotals,
  parseInventory,
  sizeServer,
} from '../../../../src/core/fleet/index.ts';
import type { ServerSizing } from '../../../../src/core/fleet/index.ts';
import { formatPrediction, startupJsonReplacer } from '../../../../src/cli/format.ts';
import { bottleneckAdvice } from '../../../../src/core/recommend/advice.ts';
import type { Prediction } from '../../../../src/core/types.ts';

const ebs = defaultScenario();
const aurora = withDeployment(defaultScenario(), 'aurora');

function prediction(s: Scenario): Prediction {
  const r = predictWithRanges(s, cat);
  if (!r.ok) throw new Error(r.issues[0]?.message);
  return r.prediction;
}

describe('the seam: predict and predictFigures agree on modelled', () => {
  it('Aurora is not modelled, the EBS default is', () => {
    expect(predictFigures(aurora, cat)?.startup.modelled).toBe(false);
    expect(predictFigures(ebs, cat)?.startup.modelled).toBe(true);
    expect(prediction(aurora).startup.modelled).toBe(false);
  });
});

describe('sweeps (the charts)', () => {
  it('a sweep point of Aurora has no startup figure, no range and no phases', () => {
    for (const at of [evaluate, evaluatePoint]) {
      const p = at(aurora, 0, cat);
      expect(p?.startupSeconds).toBeNull();
      expect(p?.startupRange).toBeUndefined();
      expect(p?.phases).toEqual({});
      expect(p?.qps).toBeGreaterThan(0);
      const e = at(ebs, 0, cat);
      expect(e?.startupSeconds).toBeGreaterThan(0);
      expect(Object.keys(e?.phases ?? {}).length).toBeGreaterThan(0);
    }
    expect(evaluate(ebs, 0, cat)?.startupRange).toBeDefined();
  });

  it('the cost and page-size sweeps of Aurora carry no startup figure', () => {
    const cost = costVsPerformance(aurora, cat);
    expect(cost.length).toBeGreaterThan(0);
    for (const p of cost) {
      expect(p.startupSeconds).toBeNull();
      expect(p.startupRange).toBeUndefined();
    }
    for (const p of qpsVsPageSize(aurora, cat, evaluatePoint)) expect(p.startupSeconds).toBeNull();
    expect(costVsPerformance(ebs, cat).every((p) => (p.startupSeconds ?? 0) > 0)).toBe(true);
  });
});

describe('uncertainty ranges', () => {
  it("Aurora's prediction carries no startup range, nor phase ranges, nor startup extrapolation", () => {
    const p = prediction(aurora);
    expect(p.startup.totalRange).toBeUndefined();
    expect(p.startup.phases.every((x) => x.range === undefined)).toBe(true);
    expect(p.qps.pointSelectRange).toBeDefined();
    expect(prediction(ebs).startup.totalRange).toBeDefined();
  });
});

describe('growth', () => {
  it("Aurora's months have no startup figure and the text says the target cannot be checked", () => {
    const grow = (s: Scenario) => ({
      ...s,
      growth: { tablesPerMonth: 50_000, dataGiBPerMonth: 10 },
    });
    const g = projectGrowth(grow(aurora), { maxStartupSeconds: 60, minQps: 1000 }, cat);
    expect(g.points.length).toBeGreaterThan(1);
    for (const p of g.points) {
      expect(p.startupSeconds).toBeNull();
      expect(p.startupPessimisticSeconds).toBeNull();
      expect(p.qps).not.toBeNull();
    }
    expect(g.startupExceedsTargetInMonths).toBeNull();
    expect(g.text).toMatch(/startup not modelled \(the 1 min 00 s target cannot be checked\), /);
    const e = projectGrowth(grow(ebs), { maxStartupSeconds: 60 }, cat);
    expect(e.points[0]?.startupSeconds).toBeGreaterThan(0);
  });
});

describe('Compare CSV and the PDF', () => {
  it('the comparison CSV says "not modelled" in the startup column, with no range', () => {
    const csv = comparisonCsv(
      [
        { label: 'Aurora', scenario: aurora, prediction: prediction(aurora) },
        { label: 'EBS', scenario: ebs, prediction: prediction(ebs) },
      ],
      'csv',
    );
    const [head, a, e] = csv.trim().split(/\r?\n/);
    const col = (head ?? '').split(',').findIndex((h) => /startup/i.test(h));
    expect(col).toBeGreaterThan(0);
    expect(a).toContain(',not modelled,,,');
    expect(e).not.toContain('not modelled');
  });

  it('the cost chart points and the deltas of the PDF leave out the Aurora startup', () => {
    expect(candidatePoint('x', prediction(aurora)).startupSeconds).toBeNull();
    expect(candidatePoint('x', prediction(ebs)).startupSeconds).toBeGreaterThan(0);
    const a = reportColumn('current', 'Today', aurora, prediction(aurora), cat);
    const e = reportColumn('recommended', 'Recommended', ebs, prediction(ebs), cat);
    expect(recommendationDeltas(a, e).map((d) => d.label)).not.toContain('Startup time');
    expect(recommendationDeltas(e, e).map((d) => d.label)).toContain('Startup time');
  });
});

describe('recommend --json', () => {
  it('prints an Aurora prediction’s startup as predict --json does: modelled false, no total', () => {
    const text = JSON.stringify(
      { results: [{ prediction: prediction(aurora) }, { prediction: prediction(ebs) }] },
      startupJsonReplacer,
    );
    const back = JSON.parse(text) as {
      results: { prediction: { startup: Record<string, unknown> } }[];
    };
    const [a, e] = back.results.map((r) => r.prediction.startup);
    expect(a).toEqual({ modelled: false, notModelled: prediction(aurora).startup.notModelled });
    expect(e?.totalSeconds).toBeGreaterThan(0);
  });
});

describe('fleet', () => {
  const HEADER = 'name,region,deployment,instance_type,storage,tables,data_gib,max_startup,min_qps';
  const size = (row: string): ServerSizing => {
    const inv = parseInventory(`${HEADER}\n${row}\n`, cat);
    const s = inv.servers[0];
    if (!s) throw new Error(JSON.stringify(inv.errors));
    return sizeServer(s, {}, cat);
  };
  const a = size(`db-a,us-east-1,aurora,db.r6g.xlarge,aurora,100000,200,0:10,100`);
  const e = size(`db-e,us-east-1,ec2,m6i.xlarge,gp3,100000,200,30:00,100`);

  it('an Aurora server has no startup figure; its startup target is said to be unchecked', () => {
    expect(a.current.scenario.deployment).toBe('aurora');
    expect(a.current.startupSeconds).toBeNull();
    expect(a.current.startupNotModelled).toMatch(/Aurora/);
    // A 10 s target that any modelled figure would miss: not checked, so not failed on it.
    expect(a.startupUnchecked).toMatch(
      /^Startup not modelled: the startup target of \S.* cannot be checked for it \(Aurora/,
    );
    expect(a.meetsTargets).toBe(true);
    expect(e.current.startupSeconds).toBeGreaterThan(0);
    expect(e.startupUnchecked).toBeUndefined();
  });

  it('an Aurora server with no startup target takes none from today', () => {
    const b = size(`db-b,us-east-1,aurora,db.r6g.xlarge,aurora,100000,200,,100`);
    expect(b.targets.maxStartupSeconds).toBeNull();
    expect(b.startupUnchecked).toMatch(/no startup target is taken from today/);
  });

  it('the fleet CSV says "not modelled" in the startup columns and gives the note', () => {
    const lines = fleetCsv([a, e], []).trim().split(/\r?\n/);
    // current_startup_s follows the (quoted) configuration; the targets' startup cell is 10.
    const row = lines[1] ?? '';
    expect(row).toMatch(/",not modelled,\d+,[\d.]+,10,100,/);
    expect(row).toMatch(/cannot be checked for it/);
    expect(lines[2]).toMatch(/",[\d.]+,\d+,[\d.]+,1800,100,/);
    expect(lines[2]).not.toContain('not modelled');
  });

  it("the fleet PDF's rows say not modelled", () => {
    const rows = [a, e];
    const m = buildFleetReport(
      {
        rows,
        errors: [],
        totals: fleetTotals(rows, 0),
        inventory: 'inv.csv',
        options: {},
        generatedAt: '2026-11-29T00:00:00Z',
        appVersion: 'test',
      },
      cat,
    );
    expect(m.rows[0]?.today.startupText).toBe('not modelled');
    expect(m.rows[0]?.bottleneck).toMatch(/^startup: not modelled;/);
    expect(m.rows[1]?.today.startupText).not.toBe('not modelled');
  });
});

it('predict itself is unchanged for EBS (guard for the fixtures above)', () => {
  expect(predict(ebs, cat).ok).toBe(true);
});

describe('what would help (bottleneck advice)', () => {
  it('on Aurora no advice claims to save startup time; on EBS some does', () => {
    const a = bottleneckAdvice(aurora, cat);
    for (const x of a) {
      expect(x.deltaStartupSeconds).toBe(0);
      expect(x.text).not.toMatch(/saves \d/);
    }
    expect(bottleneckAdvice(ebs, cat).some((x) => /saves \d/.test(x.text))).toBe(true);
  });
});

describe('predict text', () => {
  it("Aurora's text has no startup figure or range but keeps the QPS range's reasons", () => {
    const text = formatPrediction(aurora, prediction(aurora));
    expect(text).toMatch(/^Startup: not modelled\. Aurora MySQL's startup/m);
    expect(text).not.toMatch(/Startup ranges are wider/);
    expect(text).toMatch(/QPS ranges are wider than on the calibration cases: Aurora storage/);
  });
});
