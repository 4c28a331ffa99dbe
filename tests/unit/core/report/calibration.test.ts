import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { applyProfile, calibrate } from '../../../../src/core/calibration/index.ts';
import { parseBenchmarkText } from '../../../../src/core/imports/index.ts';
import {
  buildReport,
  calibrationInputFor,
  calibrationInputFrom,
} from '../../../../src/core/report/index.ts';
import { formatFixed as formatNumber } from '../../../../src/core/format/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { predict } from '../../../../src/core/model.ts';
import { recommend } from '../../../../src/core/recommend/index.ts';

const FIXTURES = resolve(import.meta.dirname, '../../../fixtures/imports');

describe('the calibration section', () => {
  it("tabulates calibrate()'s measured and predicted points and its mean errors", () => {
    const name = 'brief-fileio.csv';
    const imported = parseBenchmarkText(name, readFileSync(resolve(FIXTURES, name), 'utf8'));
    expect(imported.errors).toEqual([]);
    const scenario = defaultScenario();
    const result = calibrate(imported.records, scenario, DEFAULT_CATALOG, {
      name: 'brief fileio',
      createdAt: '2026-11-21T12:00:00.000Z',
    });
    const input = calibrationInputFrom(result);
    const calibrated = applyProfile(scenario, result.profile);
    const report = buildReport({
      current: calibrated,
      recommendation: null,
      calibration: input,
      generatedAt: '2026-11-21T23:00:00.000Z',
      appVersion: '0.1.0',
    });
    const section = report.calibration;
    expect(section?.profileName).toBe('brief fileio');
    expect(section?.points.length).toBe(result.before.length);
    section?.points.forEach((p, i) => {
      const before = result.before[i]!;
      expect(p.label).toBe(before.point);
      expect(p.measured).toBe(before.measured);
      expect(p.predictedBefore).toBe(before.predicted);
      expect(p.predictedAfter).toBe(
        result.after.find((a) => a.point === before.point && a.kind === before.kind)?.predicted,
      );
    });
    expect(section?.meanErrorBeforeText).toBe(
      `${formatNumber(result.summary.meanAbsErrorPctBefore, 1)}%`,
    );
    expect(section?.meanErrorAfterText).toBe(
      `${formatNumber(result.summary.meanAbsErrorPctAfter, 1)}%`,
    );
    // The report's predictions are those of the calibrated scenario.
    expect(report.current.settings.find((s) => s.label === 'Calibration')?.value).toBe(
      'brief fileio',
    );
  });

  it("searches other configurations without the current volume's calibrated device", () => {
    const s = defaultScenario();
    s.calibration = {
      name: 'our volume',
      createdAt: '2026-11-20T10:00:00.000Z',
      sources: ['fio.json'],
      device: { readIopsCap: 9000, readMiBpsCap: 300, readLatencyUs: 300 },
      startup: null,
    };
    const report = buildReport({
      current: s,
      generatedAt: '2026-11-21T23:00:00.000Z',
      appVersion: '0.1.0',
    });
    const p = predict(s, DEFAULT_CATALOG);
    if (!p.ok) throw new Error('default scenario refused');
    // The current column is the calibrated prediction.
    expect(report.current.startup.totalSeconds).toBe(p.prediction.startup.totalSeconds);
    const expected = recommend(
      {
        maxStartupSeconds: p.prediction.startup.totalSeconds,
        minQps: p.prediction.qps.pointSelect,
        tables: s.mysql.tables,
        dataGiB: s.mysql.dataGiB,
        region: s.region,
        base: { ...s, calibration: { ...s.calibration, device: null } },
        limit: 24,
      },
      DEFAULT_CATALOG,
    ).results[0];
    expect(report.recommendation?.recommended?.cost.monthlyUsd).toBe(
      expected?.prediction.cost.monthlyUsd,
    );
    expect(report.recommendation?.recommended?.startup.totalSeconds).toBe(
      expected?.prediction.startup.totalSeconds,
    );
    expect(report.recommendation?.targetsRule).toMatch(
      /calibrated device parameters describe the current volume only/,
    );
  });
});

describe('the fitted startup factors', () => {
  it('name each phase as the phase tables do ("Tablespace duplicate check", not "duplicate check")', () => {
    const scenario = defaultScenario();
    scenario.calibration = {
      name: 'error log',
      createdAt: '2026-11-21T12:00:00.000Z',
      sources: ['mysqld.err'],
      device: null,
      startup: { duplicate_check: 1.12, directories_scan: 0.95 },
    };
    const report = buildReport({
      current: scenario,
      recommendation: null,
      generatedAt: '2026-11-21T23:00:00.000Z',
      appVersion: '0.1.0',
    });
    expect(report.calibration?.parameters).toEqual([
      { label: 'Startup factor: Directories scanning', value: '×0.95' },
      { label: 'Startup factor: Tablespace duplicate check', value: '×1.12' },
    ]);
  });

  it("gives the app's export the CLI's points when the applied profile is the records' fit", () => {
    const records = ['brief-startup.csv', 'sysbench-gp3-5000-200-runs.txt'].flatMap((name) => {
      const imported = parseBenchmarkText(name, readFileSync(resolve(FIXTURES, name), 'utf8'));
      expect(imported.errors).toEqual([]);
      return imported.records;
    });
    const scenario = defaultScenario();
    const fit = calibrate(records, scenario, DEFAULT_CATALOG, {
      createdAt: '2026-11-21T12:00:00.000Z',
    });
    // The app keeps the fit under the user's name (Save profile), then applies it.
    const applied = applyProfile(scenario, { ...fit.profile, name: 'case A gp3' });
    const input = calibrationInputFor(records, applied, DEFAULT_CATALOG);
    expect(input).toEqual({ ...calibrationInputFrom(fit), profile: applied.calibration });
    expect(input?.points.length).toBeGreaterThan(0);
    expect(input?.warnings?.length).toBeGreaterThan(0);
    // No profile applied, or another fit applied: no points that the report's figures do not use.
    expect(calibrationInputFor(records, scenario, DEFAULT_CATALOG)).toBeNull();
    const other = applyProfile(scenario, {
      ...fit.profile,
      startup: { ...fit.profile.startup, validation: 1.5 },
    });
    expect(calibrationInputFor(records, other, DEFAULT_CATALOG)).toBeNull();
    expect(calibrationInputFor([], applied, DEFAULT_CATALOG)).toBeNull();
  });
});
