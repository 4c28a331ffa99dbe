/**
 * The recovery paths' engine starts take the startup model's own range for the start each runs
 * (src/core/uncertainty/engineStart.ts, docs/model.md section 10): a clean restart the scenario's
 * startup range (with a calibration's narrowing), a crash start and a restored volume's crash
 * start the startup range of that setup; a path's range is the sum of its phases'; the recovery
 * target, met at the pessimistic end, reads the new range. Until then every engine start had
 * ÷1.5 to ×1.5 around its point.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseBenchmarkText } from '../../../../src/core/imports/index.ts';
import { applyProfile, calibrate } from '../../../../src/core/calibration/index.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { RECOVERY_FIGURES } from '../../../../src/core/catalog/recovery.ts';
import { predictRecovery } from '../../../../src/core/recovery/scenario.ts';
import type { RecoveryPathResult } from '../../../../src/core/recovery/scenario.ts';
import { recoveryTarget } from '../../../../src/core/recovery/target.ts';
import { recommend } from '../../../../src/core/recommend/index.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Range } from '../../../../src/core/types.ts';
import {
  engineStartRanges,
  engineStartRangesOf,
  recoverySummaryWithRanges,
} from '../../../../src/core/uncertainty/engineStart.ts';
import { predictWithRanges } from '../../../../src/core/uncertainty/index.ts';
import { caseA } from '../briefCases.ts';

const C = DEFAULT_CATALOG;
const QPS = 1000;

function predicted(s: Scenario) {
  const r = predictWithRanges(s, C);
  if (!r.ok) throw new Error(`refused: ${r.issues.map((i) => i.message).join('; ')}`);
  return r.prediction;
}

/** The startup range `predict` gives the scenario run with this shutdown and volume state. */
function startupRangeAs(
  s: Scenario,
  shutdown: 'clean' | 'crash',
  volumeState: 'warm' | 'restored',
): { seconds: number; range: Range } {
  const t: Scenario = {
    ...s,
    mysql: { ...s.mysql, shutdown },
    storage: { ...s.storage, volumeState, restoreRemedy: 'none' },
  };
  const p = predicted(t).startup;
  return { seconds: p.totalSeconds, range: p.totalRange as Range };
}

function ranged(s: Scenario): RecoveryPathResult[] {
  return predictRecovery(s, C, QPS, engineStartRanges(s, C, predicted(s)));
}

function engineStart(paths: RecoveryPathResult[], id: string) {
  const p = paths.find((x) => x.id === id);
  const e = p?.phases.find((ph) => ph.id === 'engine_start');
  if (!p || !e) throw new Error(`no engine start on ${id}`);
  return e;
}

const K = RECOVERY_FIGURES.engineStartSpread.value;

describe('engine starts at the startup model’s own range', () => {
  it('default scenario: the restart path’s range is the startup range (not ÷1.5 to ×1.5)', () => {
    const s = defaultScenario();
    const st = predicted(s).startup;
    const restart = ranged(s).find((p) => p.id === 'restart');
    expect(restart?.range).toEqual(st.totalRange);
    expect(restart?.seconds).toBeCloseTo(st.totalSeconds, 9);
    // Computed afresh (no prediction to reuse), the clean start's range is the same.
    const fresh = predictRecovery(s, C, QPS, engineStartRanges(s, C));
    const [lo, hi] = fresh.find((p) => p.id === 'restart')?.range ?? [0, 0];
    expect(lo).toBeCloseTo(st.totalRange?.[0] ?? NaN, 9);
    expect(hi).toBeCloseTo(st.totalRange?.[1] ?? NaN, 9);
    // The placeholder it replaces was more than four times as wide here.
    expect(st.totalRange?.[1] ?? Infinity).toBeLessThan(st.totalSeconds * K);
    const plain = predictRecovery(s, C, QPS).find((p) => p.id === 'restart');
    expect(plain?.range[1]).toBeCloseTo(st.totalSeconds * K, 9);
  });

  it('case A calibrated on its own log: the restart range is the narrowed startup range', () => {
    const LOG = 'a-m6i-large-gp3.err';
    const text = readFileSync(
      resolve(import.meta.dirname, '../../../fixtures/calibration', LOG),
      'utf8',
    );
    const records = parseBenchmarkText(LOG, text).records;
    const profile = calibrate(records, caseA(), C, { createdAt: '2026-11-29T00:00:00Z' }).profile;
    const s = applyProfile(caseA(), profile);
    const st = predicted(s).startup;
    const e = engineStart(ranged(s), 'restart');
    expect(e.range).toEqual(st.totalRange);
    expect(e.narrowedBy).toBe(st.narrowedBy);
    expect(e.narrowedBy).toMatch(/a-m6i-large-gp3\.err .*on its machine/);
    // Narrower than the uncalibrated startup range.
    const plain = predicted(caseA()).startup.totalRange as Range;
    const w = (r: Range): number => r[1] - r[0];
    expect(w(e.range)).toBeLessThan(w(plain));
    // The crash start is another setup: the clean log does not narrow it.
    const crash = engineStart(ranged(s), 'crash');
    expect(crash.narrowedBy).toBeUndefined();
  });

  it('5.6: the crash start (every tablespace discovered) has the crash setup’s startup range', () => {
    const s = defaultScenario();
    s.mysql.version = '5.6.51';
    s.mysql.tables = 100_000;
    const crash = startupRangeAs(s, 'crash', 'warm');
    const clean = startupRangeAs(s, 'clean', 'warm');
    expect(crash.seconds).toBeGreaterThan(clean.seconds * 1.1); // the discovery scan
    const e = engineStart(ranged(s), 'crash');
    expect(e.seconds).toBeCloseTo(crash.seconds, 9);
    expect(e.range[0]).toBeCloseTo(crash.range[0], 9);
    expect(e.range[1]).toBeCloseTo(crash.range[1], 9);
    expect(e.range).not.toEqual([crash.seconds / K, crash.seconds * K]);
    expect(engineStart(ranged(s), 'restart').range).toEqual(clean.range);
  });

  it('8.0: the crash start has the crash setup’s startup range', () => {
    const s = defaultScenario();
    s.mysql.tables = 200_000;
    const crash = startupRangeAs(s, 'crash', 'warm');
    const e = engineStart(ranged(s), 'crash');
    expect(e.range[0]).toBeCloseTo(crash.range[0], 9);
    expect(e.range[1]).toBeCloseTo(crash.range[1], 9);
  });

  it('a restored volume’s engine start carries the lazy-loading model-error term (wider)', () => {
    const s = defaultScenario();
    const restored = startupRangeAs(s, 'crash', 'warm');
    const lazy = startupRangeAs(s, 'crash', 'restored');
    const e = engineStart(ranged(s), 'snapshot-restore');
    expect(e.label).toMatch(/lazy loading/);
    expect(e.range[0]).toBeCloseTo(lazy.range[0], 9);
    expect(e.range[1]).toBeCloseTo(lazy.range[1], 9);
    const t = { ...s, storage: { ...s.storage, volumeState: 'restored' as const } };
    expect(
      predicted({ ...t, mysql: { ...t.mysql, shutdown: 'crash' } }).uncertainty?.startup,
    ).toContain('which reads share a snapshot block depends on the file layout');
    // Relative to its point, wider at the slow end than the warm crash start's.
    const rel = (x: { seconds: number; range: Range }): number => x.range[1] / x.seconds;
    expect(e.range[1] / e.seconds).toBeGreaterThan(rel(restored) + 0.3);
  });

  it('every path’s range is the sum of its phases’ ranges', () => {
    for (const deployment of ['ec2', 'rds'] as const) {
      const s = defaultScenario();
      s.deployment = deployment;
      if (deployment === 'rds') {
        s.instance.type = 'db.m6i.large';
        s.storage.kind = 'rds-gp3';
        s.storage.iops = 12_000;
        s.storage.throughputMiBps = 500;
        s.multiAz = true; // failover: the standby's engine start as after a crash
      }
      const paths = ranged(s);
      expect(paths.filter((p) => p.phases.some((ph) => ph.id === 'engine_start')).length).toBe(5);
      for (const p of paths) {
        const lo = p.phases.reduce((a, ph) => a + ph.range[0], 0);
        const hi = p.phases.reduce((a, ph) => a + ph.range[1], 0);
        expect(p.range[0]).toBeCloseTo(lo, 6);
        expect(p.range[1]).toBeCloseTo(hi, 6);
      }
    }
  });

  it('Aurora: the startup is not modelled, its engine starts keep their own handling', () => {
    const s = defaultScenario();
    s.deployment = 'aurora';
    expect(engineStartRanges(s, C)('clean')).toBeUndefined();
  });

  it('the recovery target at the pessimistic end reads the new range', () => {
    const s = defaultScenario();
    s.recovery.path = 'restart';
    const p = predicted(s);
    const sum = recoverySummaryWithRanges(s, C, p);
    const placeholder = predictRecovery(s, C, sum.targetQps);
    const newEnd = sum.chosen?.fullServiceRange[1] ?? NaN;
    const oldEnd = placeholder.find((x) => x.id === 'restart')?.fullServiceRange[1] ?? NaN;
    expect(newEnd).toBeLessThan(oldEnd);
    const max = (newEnd + oldEnd) / 2;
    expect(recoveryTarget(sum.paths, max, 'restart')?.met).toBe(true);
    expect(recoveryTarget(placeholder, max, 'restart')?.met).toBe(false);
    s.recovery.maxRecoverySeconds = max;
    expect(recoverySummaryWithRanges(s, C, p).target?.met).toBe(true);
  });

  it('recommend’s --max-recovery keeps a configuration met only at the new range', () => {
    const base = defaultScenario();
    base.recovery.path = 'restart';
    const targets = {
      maxStartupSeconds: 900,
      minQps: 2000,
      tables: 1_000_000,
      dataGiB: 200,
      region: 'us-east-1',
      limit: 3,
    };
    const free = recommend({ ...targets, base }, C);
    const first = free.results[0];
    if (!first) throw new Error('no result');
    const at = (paths: RecoveryPathResult[]): number =>
      paths.find((x) => x.id === 'restart')?.fullServiceRange[1] ?? NaN;
    const newEnd = at(
      predictRecovery(first.scenario, C, targets.minQps, engineStartRangesOf(C)(first.scenario)),
    );
    const oldEnd = at(predictRecovery(first.scenario, C, targets.minQps));
    expect(newEnd).toBeLessThan(oldEnd);
    base.recovery.maxRecoverySeconds = (newEnd + oldEnd) / 2;
    const kept = recommend({ ...targets, base }, C);
    const again = kept.results.find(
      (r) => r.scenario.instance.type === first.scenario.instance.type,
    );
    expect(again?.recovery?.met).toBe(true);
    expect(again?.recovery?.pessimisticSeconds).toBeLessThan(base.recovery.maxRecoverySeconds);
  });

  it('every engine start’s range contains its point (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('5.6.51', '5.7.44', '8.0.39', '8.4.3'),
        fc.integer({ min: 1_000, max: 2_000_000 }),
        fc.constantFrom('clean', 'crash'),
        fc.constantFrom('warm', 'restored'),
        fc.constantFrom('none', 'fsr', 'initialize'),
        fc.integer({ min: 3_000, max: 16_000 }),
        (version, tables, shutdown, volumeState, restoreRemedy, iops) => {
          const s = defaultScenario();
          s.mysql.version = version;
          s.mysql.tables = tables;
          s.mysql.shutdown = shutdown;
          s.storage.volumeState = volumeState;
          s.storage.restoreRemedy = restoreRemedy;
          s.storage.iops = iops;
          for (const p of ranged(s))
            for (const ph of p.phases.filter((x) => x.id === 'engine_start')) {
              expect(ph.range[0]).toBeLessThanOrEqual(ph.seconds);
              expect(ph.range[1]).toBeGreaterThanOrEqual(ph.seconds);
              expect(ph.range[0]).toBeGreaterThan(0);
            }
        },
      ),
      { numRuns: 40, seed: 36 },
    );
  });
});
