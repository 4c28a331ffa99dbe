import { describe, expect, it } from 'vitest';
import { analyseWorkload, telemetrySeries } from '../../../../src/core/telemetry/index.ts';
import { fitWorkload, workloadComparison } from '../../../../src/core/calibration/workload.ts';
import { applyProfile, validateProfile } from '../../../../src/core/calibration/index.ts';
import { predictQps, qpsInputs } from '../../../../src/core/qps/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { parseScenarioFile, serializeScenario } from '../../../../src/core/scenario/file.ts';
import { validateScenario as validateScenarioLimits } from '../../../../src/core/model.ts';
import type { CalibrationProfile } from '../../../../src/core/scenario/types.ts';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { predictWithRanges } from '../../../../src/core/uncertainty/index.ts';
import { importFixture } from '../telemetry/fixtures.ts';

const recs = ['diskstats-pt-stalk-20.txt', 'show-global-status-two.tsv'].flatMap(
  (f) => importFixture(f).records,
);
const w = analyseWorkload(telemetrySeries(recs));
const mean = (key: string): number =>
  w.metrics.find((m) => m.key === key)?.stats?.mean ?? Number.NaN;

function profile(workload: CalibrationProfile['workload']): CalibrationProfile {
  return {
    name: 'prod',
    createdAt: '2026-11-23T15:00:00Z',
    sources: ['diskstats', 'status'],
    device: null,
    startup: null,
    workload,
  };
}

describe('calibration on production telemetry: miss ratio and IO sizes', () => {
  const sc = defaultScenario();
  const model = 1 - sc.mysql.bufferPoolGiB / sc.mysql.dataGiB;
  const fit = fitWorkload(w, sc);

  it('fits the measured miss ratio (as a factor on the model) and the average IO sizes', () => {
    expect(fit).not.toBeNull();
    expect(fit?.missRatio).toBeCloseTo(0.15, 9);
    expect(fit?.missFactor).toBeCloseTo(0.15 / model, 9);
    expect(fit?.readIoKiB).toBeCloseTo(mean('readIoKiB'), 9);
    expect(fit?.writeIoKiB).toBeCloseTo(mean('writeIoKiB'), 9);
    expect(fit?.pageSizeKiB).toBe(16);
  });

  it('predict uses them: the calibrated model reproduces the measured figures', () => {
    const cal = applyProfile(sc, profile(fit));
    const x = qpsInputs(cal, cat);
    expect(x.missRatio).toBeCloseTo(0.15, 9);
    expect(x.pageKiB * x.readIoPages).toBeCloseTo(mean('readIoKiB'), 9);
    expect(x.pageKiB * x.writeIoPages).toBeCloseTo(mean('writeIoKiB'), 9);
    // Fewer misses than the uniform model: more QPS, and the explanation says where from.
    const before = predictQps(sc, cat);
    const after = predictQps(cal, cat);
    expect(after.missRatio).toBeCloseTo(0.15, 9);
    expect(after.pointSelect).toBeGreaterThan(before.pointSelect);
    expect(after.explanation).toMatch(/calibrated on production telemetry: miss ratio × 0\.1\d\d/);
    // Another buffer pool moves the miss ratio as the model does, scaled by the factor.
    const bigger = applyProfile({ ...sc, mysql: { ...sc.mysql, bufferPoolGiB: 6 } }, profile(fit));
    expect(qpsInputs(bigger, cat).missRatio).toBeCloseTo((fit?.missFactor ?? 0) * (1 - 6 / 200), 9);
    // Ranges still contain the calibrated point.
    const r = predictWithRanges(cal, cat);
    expect(r.ok).toBe(true);
    if (r.ok) {
      const q = r.prediction.qps;
      expect(q.pointSelectRange?.[0]).toBeLessThanOrEqual(q.pointSelect);
      expect(q.pointSelectRange?.[1]).toBeGreaterThanOrEqual(q.pointSelect);
    }
  });

  it('a read size above the page size costs bandwidth: QPS falls on a bandwidth-bound volume', () => {
    const s = defaultScenario();
    s.instance.type = 'm6i.8xlarge';
    s.storage.iops = 16000;
    s.storage.throughputMiBps = 125;
    const base = predictQps(s, cat);
    expect(base.bound).toBe('bandwidth');
    const big = predictQps(
      applyProfile(
        s,
        profile({
          missRatio: null,
          missFactor: null,
          readIoKiB: 64,
          writeIoKiB: null,
          pageSizeKiB: 16,
        }),
      ),
      cat,
    );
    expect(big.pointSelect).toBeCloseTo(base.pointSelect / 4, 0);
  });

  it('measured vs predicted side by side: the calibrated column is the model with the profile', () => {
    const rows = workloadComparison(w, sc, fit, cat);
    const by = (m: string) => rows.find((r) => r.metric === m);
    expect(by('Buffer-pool miss ratio')?.predicted).toBeCloseTo(model * 100, 9);
    expect(by('Buffer-pool miss ratio')?.calibrated).toBeCloseTo(15, 9);
    expect(by('Average read size')?.predicted).toBe(16);
    expect(by('Average read size')?.calibrated).toBeCloseTo(mean('readIoKiB'), 9);
    expect(by('Reads/s at the measured QPS')?.calibrated).toBeCloseTo(mean('qps') * 0.15, 6);
    // The published-data model's column does not move once the scenario carries the profile.
    const again = workloadComparison(w, applyProfile(sc, profile(fit)), fit, cat);
    expect(again.map((r) => r.predicted)).toEqual(rows.map((r) => r.predicted));
    expect(workloadComparison(w, sc, null, cat).every((r) => r.calibrated === null)).toBe(true);
  });

  it('validateProfile accepts and bounds the workload figures; scenario files keep them', () => {
    expect(validateProfile(profile(fit)).ok).toBe(true);
    expect(validateProfile(profile(null)).ok).toBe(true);
    const bad = validateProfile(
      profile({
        missRatio: 1.5,
        missFactor: 0,
        readIoKiB: 10_000,
        writeIoKiB: null,
        pageSizeKiB: 2,
      }),
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map((e) => [e.path, e.nearestValid])).toEqual([
      ['profile.workload.pageSizeKiB', 4],
      ['profile.workload.missRatio', 1],
      ['profile.workload.missFactor', 0.001],
      ['profile.workload.readIoKiB', 4096],
    ]);
    expect(bad.errors[1]?.message).toBe(
      'At profile.workload.missRatio: measured buffer-pool miss ratio must be between 0 and 1, got 1.5 → nearest valid 1.',
    );
    const cal = applyProfile(sc, profile(fit));
    const parsed = parseScenarioFile(serializeScenario(cal));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.scenario.calibration?.workload).toEqual(fit);
    const wrong = applyProfile(
      sc,
      profile({
        ...(fit ?? {
          missRatio: 0,
          missFactor: null,
          readIoKiB: null,
          writeIoKiB: null,
          pageSizeKiB: 16,
        }),
        missFactor: 5000,
      }),
    );
    expect(validateScenarioLimits(wrong, cat).map((i) => i.path)).toEqual([
      'calibration.workload.missFactor',
    ]);
  });
});
