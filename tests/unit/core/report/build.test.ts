import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { predict } from '../../../../src/core/model.ts';
import { recommend } from '../../../../src/core/recommend/index.ts';
import { buildReport, tryBuildReport } from '../../../../src/core/report/index.ts';
import type { ReportColumn, ReportModel } from '../../../../src/core/report/index.ts';
import {
  formatDuration as formatSeconds,
  formatQps,
  formatUsd,
} from '../../../../src/core/format/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { qpsVsPageSize } from '../../../../src/core/sweeps/index.ts';
import type { Prediction } from '../../../../src/core/types.ts';

const GENERATED = '2026-11-21T23:00:00.000Z';

function predicted(s: Scenario): Prediction {
  const r = predict(s, DEFAULT_CATALOG);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.prediction;
}

function instanceStore(): Scenario {
  const s = defaultScenario();
  s.name = 'm6id.xlarge local NVMe';
  s.instance.type = 'm6id.xlarge';
  s.storage.kind = 'instance-store';
  s.mysql.version = '9.0.1';
  s.mysql.dataGiB = 150;
  return s;
}

function tuned(): Scenario {
  const s = defaultScenario();
  s.name = 'gp3 12,000 IOPS / 500 MiB/s, light';
  s.storage.iops = 12000;
  s.storage.throughputMiBps = 500;
  s.mysql.startupOpt = 'light';
  return s;
}

/** The column shows exactly the model's figures, each printed with the report's format. */
function expectColumnMatches(column: ReportColumn, p: Prediction): void {
  expect(column.startup.totalSeconds).toBe(p.startup.totalSeconds);
  expect(column.startup.totalText).toBe(formatSeconds(p.startup.totalSeconds));
  expect(
    column.startup.phases.map((ph) => [ph.name, ph.seconds, ph.bound, ph.explanation]),
  ).toEqual(p.startup.phases.map((ph) => [ph.name, ph.seconds, ph.bound, ph.explanation]));
  for (const ph of column.startup.phases) expect(ph.text).toBe(formatSeconds(ph.seconds));
  expect(column.startup.bottleneck).toBe(p.startup.bottleneck.explanation);
  expect(column.qps.pointSelect).toBe(p.qps.pointSelect);
  expect(column.qps.text).toBe(formatQps(p.qps.pointSelect));
  expect(column.qps.bound).toBe(p.qps.bound);
  expect(column.cost.monthlyUsd).toBe(p.cost.monthlyUsd);
  expect(column.cost.text).toBe(formatUsd(p.cost.monthlyUsd));
  expect(column.cost.items.map((i) => [i.label, i.monthlyUsd, i.source, i.asOf])).toEqual(
    p.cost.items.map((i) => [i.label, i.monthlyUsd, i.source, i.asOf]),
  );
  for (const i of column.cost.items) expect(i.text).toBe(formatUsd(i.monthlyUsd));
  expect(column.cost.per1000QpsUsd).toBe(p.cost.per1000QpsUsd);
  expect(column.warnings).toEqual(p.warnings);
}

/** Every number anywhere in the report is finite (no NaN/Infinity reaches the PDF). */
function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) numbersIn(v, out);
  return out;
}

describe('buildReport', () => {
  const current = defaultScenario();
  const report: ReportModel = buildReport({ current, generatedAt: GENERATED, appVersion: '0.1.0' });

  it('shows the current configuration exactly as predict computes it', () => {
    expectColumnMatches(report.current, predicted(current));
    expect(report.scenarioName).toBe(current.name);
    expect(report.generatedText).toBe('2026-11-21 23:00 UTC');
    expect(report.appVersion).toBe('0.1.0');
  });

  it("carries the catalog's caveat note of each cost item, and none where the model gave none", () => {
    const eu = defaultScenario();
    eu.region = 'eu-west-1';
    const euReport = buildReport({ current: eu, generatedAt: GENERATED, appVersion: '0.1.0' });
    const model = predicted(eu).cost.items;
    expect(model.some((i) => i.note)).toBe(true);
    expect(euReport.current.cost.items.map((i) => i.note)).toEqual(model.map((i) => i.note));
  });

  it('without targets, recommends what recommend() finds for "at least as good as today"', () => {
    const p = predicted(current);
    const response = recommend(
      {
        maxStartupSeconds: p.startup.totalSeconds,
        minQps: p.qps.pointSelect,
        tables: current.mysql.tables,
        dataGiB: current.mysql.dataGiB,
        region: current.region,
        base: current,
        limit: 24,
      },
      DEFAULT_CATALOG,
    );
    const rec = report.recommendation;
    expect(rec).not.toBeNull();
    expect(rec?.searched).toBe(response.searched);
    expect(rec?.targets.maxStartupSeconds).toBe(p.startup.totalSeconds);
    expect(rec?.targets.minQps).toBe(p.qps.pointSelect);
    const chosen = response.results[0];
    if (!chosen) {
      expect(rec?.recommended).toBeNull();
      return;
    }
    expect(rec?.binding).toBe(chosen.binding);
    expectColumnMatches(rec!.recommended!, chosen.prediction);
    // The recommended configuration's figures are what predict gives for it, too.
    expectColumnMatches(rec!.recommended!, predicted(chosen.scenario));
    // The paragraph quotes the model's figures in the report's format.
    expect(rec!.paragraph).toContain(rec!.recommended!.startup.totalText);
    expect(rec!.paragraph).toContain(rec!.recommended!.qps.text);
    expect(rec!.paragraph).toContain(rec!.recommended!.cost.text);
    expect(rec!.paragraph).toContain(report.current.cost.text);
    // Deltas are the differences of the two columns.
    const [dStart, dQps, dCost] = rec!.deltas;
    expect(dStart?.currentText).toBe(report.current.startup.totalText);
    expect(dQps?.recommendedText).toBe(rec!.recommended!.qps.text);
    expect(dCost?.deltaText).toContain(
      formatUsd(Math.abs(chosen.prediction.cost.monthlyUsd - report.current.cost.monthlyUsd)),
    );
  });

  it('uses the targets given and says so', () => {
    const r = buildReport({
      current,
      targets: { maxStartupSeconds: 120, minQps: 1000 },
      generatedAt: GENERATED,
      appVersion: '0.1.0',
    });
    expect(r.recommendation?.targets.maxStartupText).toBe(formatSeconds(120));
    expect(r.recommendation?.targets.minQpsText).toBe(formatQps(1000));
    expect(r.recommendation?.targetsRule).toMatch(/given by the user/);
    const rec = r.recommendation?.recommended;
    if (rec) {
      expect(rec.startup.totalSeconds).toBeLessThanOrEqual(120);
      expect(rec.qps.pointSelect).toBeGreaterThanOrEqual(1000);
    }
  });

  it('has no recommendation section when asked for none', () => {
    const r = buildReport({
      current,
      recommendation: null,
      generatedAt: GENERATED,
      appVersion: '0.1.0',
    });
    expect(r.recommendation).toBeNull();
    expect(r.charts.startupPhases.rows).toHaveLength(1);
  });

  it('puts compared scenarios side by side with their own predictions', () => {
    const others = [instanceStore(), tuned()];
    const r = buildReport({
      current,
      compared: others,
      recommendation: null,
      generatedAt: GENERATED,
      appVersion: '0.1.0',
    });
    expect(r.compared.map((c) => c.heading)).toEqual(others.map((o) => o.name));
    r.compared.forEach((c, i) => expectColumnMatches(c, predicted(others[i]!)));
    expect(r.charts.startupPhases.rows.map((row) => row.totalSeconds)).toEqual([
      r.current.startup.totalSeconds,
      ...r.compared.map((c) => c.startup.totalSeconds),
    ]);
    expect(
      r.charts.costVsPerformance.points
        .filter((p) => p.kind === 'compared')
        .map((p) => p.monthlyUsd),
    ).toEqual(r.compared.map((c) => c.cost.monthlyUsd));
  });

  it("draws QPS against page size from the sweeps (the app's own series)", () => {
    const series = report.charts.qpsVsPageSize.series[0];
    expect(series?.points.map((p) => [p.x, p.y])).toEqual(
      qpsVsPageSize(current, DEFAULT_CATALOG).map((p) => [p.x, p.qps]),
    );
  });

  it('lists the source and date of every price and limit used, and the measurement sets', () => {
    const sourced = report.sources.map((s) => `${s.source}|${s.asOf}`);
    const columns = [
      report.current,
      ...(report.recommendation?.recommended ? [report.recommendation.recommended] : []),
    ];
    for (const c of columns)
      for (const item of c.cost.items) expect(sourced).toContain(`${item.source}|${item.asOf}`);
    const instance = DEFAULT_CATALOG.instances[current.instance.type]!;
    expect(sourced).toContain(`${instance.source}|${instance.asOf}`);
    const gp3 = DEFAULT_CATALOG.ebsLimits.gp3;
    expect(sourced).toContain(`${gp3.source}|${gp3.asOf}`);
    // the published write-ups behind the calibration, never the project's own files
    expect(report.sources.some((s) => /bugs\.mysql\.com\/bug\.php\?id=115988/.test(s.source))).toBe(
      true,
    );
    expect(report.sources.some((s) => /sysbench fileio/.test(s.source))).toBe(true);
    for (const s of report.sources) {
      expect(s.source).not.toMatch(/shared\/domain|BRIEF\.md|docs\/model\.md|domain brief/i);
    }
  });

  it('holds only finite numbers and round-trips through JSON', () => {
    const r = buildReport({
      current,
      compared: [instanceStore(), tuned()],
      generatedAt: GENERATED,
      appVersion: '0.1.0',
    });
    for (const n of numbersIn(r)) expect(Number.isFinite(n)).toBe(true);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it('returns the issues of an impossible scenario instead of a report', () => {
    const bad = defaultScenario();
    bad.storage.iops = 1_000_000;
    const r = tryBuildReport({ current: bad, generatedAt: GENERATED, appVersion: '0.1.0' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]?.path).toMatch(/^current\.storage/);
    expect(() =>
      buildReport({ current: bad, generatedAt: GENERATED, appVersion: '0.1.0' }),
    ).toThrow();
  });

  it('reports a calibration profile and its points with errors before and after', () => {
    const s = defaultScenario();
    s.calibration = {
      name: 'our gp3 fio run',
      createdAt: '2026-11-20T10:00:00.000Z',
      sources: ['fio-gp3.json'],
      device: { readIopsCap: 3100, readMiBpsCap: 126, readLatencyUs: 400 },
      startup: null,
    };
    const r = buildReport({
      current: s,
      recommendation: null,
      calibration: {
        profile: s.calibration,
        points: [
          {
            label: 'fio randread 16 KiB',
            unit: 'reads/s',
            measured: 3000,
            predictedBefore: 2500,
            predictedAfter: 2950,
          },
        ],
      },
      generatedAt: GENERATED,
      appVersion: '0.1.0',
    });
    expect(r.calibration?.profileName).toBe('our gp3 fio run');
    expect(r.calibration?.points[0]?.errorBeforeText).toBe('−16.7%');
    expect(r.calibration?.points[0]?.errorAfterText).toBe('−1.7%');
    expect(r.calibration?.parameters.map((p) => p.value)).toContain('3,100');
    expect(r.sources.some((x) => x.source === 'fio-gp3.json' && x.asOf === '2026-11-20')).toBe(
      true,
    );
  });
});
