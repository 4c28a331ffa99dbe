/**
 * Recovery calibration narrows the calibrated phase's range near the log's machine (issue 36
 * item 2 for recovery; issue 37's closing note): on its machine the half-width is the run-to-run
 * floor's, near it between that and the scaled range, elsewhere the scaled range (today's).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseRecoveryLog } from '../../../../src/core/imports/recoveryLog.ts';
import type { RecoveryLogRecord } from '../../../../src/core/imports/recoveryLog.ts';
import { fitRecoveryPhases } from '../../../../src/core/calibration/recovery.ts';
import { parseProfileFile, serializeProfile } from '../../../../src/core/calibration/profile.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { parseScenarioFile, serializeScenario } from '../../../../src/core/scenario/file.ts';
import type { RecoveryPhaseFactor, Scenario } from '../../../../src/core/scenario/types.ts';
import { predictRecovery } from '../../../../src/core/recovery/scenario.ts';
import type { RecoveryPathResult } from '../../../../src/core/recovery/scenario.ts';
import { RUN_TO_RUN_FLOOR } from '../../../../src/core/uncertainty/measured.ts';
import { withRecoveryProfile } from '../imports/recoveryProfile.ts';

const DIR = resolve(import.meta.dirname, '../../../fixtures/recovery');
const C = DEFAULT_CATALOG;

function record(file: string): RecoveryLogRecord {
  const r = parseRecoveryLog(file, readFileSync(join(DIR, file), 'utf8')).records[0];
  if (!r) throw new Error(`no record in ${file}`);
  return r;
}

const REDO = record('mysqld-8.0-crash-redo.err');

/** The log's machine: m6i.xlarge on the default gp3 volume, with the redo the log applied. */
function machine(): Scenario {
  const m = defaultScenario();
  m.instance.type = 'm6i.xlarge';
  m.recovery.redoToApplyMiB = REDO.redoMiB ?? 0;
  return m;
}

const FIT = fitRecoveryPhases([REDO], () => machine(), C);
const FACTORS = FIT.factors;
/** The same factors as a profile written before the logs were recorded. */
const OLD: RecoveryPhaseFactor[] = FACTORS.map((f) => {
  const { logs: _logs, ...rest } = f;
  return rest;
});

function parsed(profile: Scenario['calibration']) {
  if (!profile) throw new Error('no profile');
  const r = parseProfileFile(serializeProfile(profile));
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r.profile;
}

function crash(s: Scenario): RecoveryPathResult {
  const p = predictRecovery(s, C, 1000).find((x) => x.id === 'crash');
  if (!p) throw new Error('no crash path');
  return p;
}
function redoOf(s: Scenario) {
  const ph = crash(s).phases.find((x) => x.id === 'redo_apply');
  if (!ph) throw new Error('no redo phase');
  return ph;
}
const halfWidth = (r: [number, number]): number => (r[1] - r[0]) / 2;
const relHalf = (ph: { range: [number, number]; seconds: number }): number =>
  halfWidth(ph.range) / ph.seconds;

/** The scenario `edit` makes of the log's machine, with the new profile and with the old one. */
function both(edit: (s: Scenario) => void): { now: Scenario; old: Scenario } {
  const s = machine();
  edit(s);
  return { now: withRecoveryProfile(s, FACTORS), old: withRecoveryProfile(s, OLD) };
}

describe('recovery calibration narrows where its log measured', () => {
  it('the fit records the log: machine, release, device caps, setup and the redo it applied', () => {
    const log = FACTORS[0]?.logs?.[0];
    expect(log).toMatchObject({
      file: 'mysqld-8.0-crash-redo.err',
      instanceType: 'm6i.xlarge',
      mysqlVersion: machine().mysql.version,
      measuredSeconds: 40,
    });
    expect(log?.workMiB).toBeCloseTo(REDO.redoMiB ?? 0, 9);
    expect(log?.deviceIops).toBeGreaterThan(0);
    expect(log?.deviceMiBps).toBeGreaterThan(0);
    expect(log?.setup).toMatch(/deployment=ec2 pageSizeKiB=16/);
  });

  it("on the log's machine: half-width at most the floor's, the measured 40 s inside", () => {
    const { now, old } = both(() => undefined);
    const ph = redoOf(now);
    expect(ph.seconds).toBeCloseTo(40, 6);
    expect(halfWidth(ph.range)).toBeLessThanOrEqual(RUN_TO_RUN_FLOOR * ph.seconds + 1e-9);
    expect(ph.range[0]).toBeLessThanOrEqual(40);
    expect(ph.range[1]).toBeGreaterThanOrEqual(40);
    expect(ph.narrowedBy).toMatch(/mysqld-8\.0-crash-redo\.err .*on its machine/);
    expect(ph.source).toMatch(/range narrowed by mysqld-8\.0-crash-redo\.err/);
    // Before: the scaled range, ÷4 to ×4 around the same point.
    const before = redoOf(old);
    expect(before.seconds).toBeCloseTo(ph.seconds, 9);
    expect(halfWidth(before.range)).toBeGreaterThan(10 * halfWidth(ph.range));
    expect(before.narrowedBy).toBeUndefined();
  });

  it('near it (2× the vCPUs, 2× the redo): narrower than before, wider than on its machine', () => {
    const mine = relHalf(redoOf(both(() => undefined).now));
    const edits: ((s: Scenario) => void)[] = [
      (s) => (s.instance.type = 'm6i.2xlarge'),
      (s) => (s.recovery.redoToApplyMiB = 2 * (REDO.redoMiB ?? 0)),
    ];
    for (const edit of edits) {
      const { now, old } = both(edit);
      const ph = redoOf(now);
      expect(relHalf(ph)).toBeGreaterThan(mine);
      expect(relHalf(ph)).toBeLessThan(relHalf(redoOf(old)));
      expect(ph.narrowedBy).toMatch(/near it \(distance 0\.33 of 1\)/);
      // Each side no wider than the scaled range's.
      const before = redoOf(old).range;
      expect(ph.range[0]).toBeGreaterThanOrEqual(before[0]);
      expect(ph.range[1]).toBeLessThanOrEqual(before[1]);
    }
  });

  it('the figures docs/model.md section 13 states', () => {
    const at = (edit: (s: Scenario) => void) => {
      const { now, old } = both(edit);
      return [...redoOf(now).range, ...redoOf(old).range].map((v) => Math.round(v * 10) / 10);
    };
    expect(at(() => undefined)).toEqual([38, 42, 10, 160]);
    expect(at((s) => (s.instance.type = 'm6i.2xlarge'))).toEqual([28.7, 81.3, 10, 160]);
    expect(at((s) => (s.recovery.redoToApplyMiB = 2 * (REDO.redoMiB ?? 0)))).toEqual([
      57.3, 162.7, 20, 320,
    ]);
  });

  it('another storage kind, family, release or setup, or far away: unchanged', () => {
    const edits: ((s: Scenario) => void)[] = [
      (s) => (s.mysql.pageSizeKiB = 8), // another setup
      (s) => (s.mysql.version = '5.7.44'), // another release
      (s) => (s.instance.type = 'm6i.16xlarge'), // 16× the vCPUs: d ≥ 1
      (s) => (s.recovery.redoToApplyMiB = 16 * (REDO.redoMiB ?? 0)), // 16× the redo
      (s) => (s.storage = { ...s.storage, kind: 'io2', iops: 3000 }), // another kind
      (s) => (s.instance.type = 'c6i.xlarge'), // another family (same processor)
    ];
    for (const edit of edits) {
      const { now, old } = both(edit);
      expect(redoOf(now).range).toEqual(redoOf(old).range);
      expect(redoOf(now).narrowedBy).toBeUndefined();
    }
  });

  it('an old profile without the logs loads and scales without narrowing', () => {
    const profile = parsed(withRecoveryProfile(machine(), OLD).calibration);
    expect(profile.recovery?.[0]?.logs).toBeUndefined();
    const s = { ...machine(), calibration: profile };
    const unc = redoOf(machine());
    const ph = redoOf(s);
    const f = FACTORS[0]?.factor ?? 0;
    expect(ph.range[0]).toBeCloseTo(unc.range[0] * f, 9);
    expect(ph.range[1]).toBeCloseTo(unc.range[1] * f, 9);
  });

  it('a profile with the logs round-trips through its file and still narrows', () => {
    const profile = parsed(withRecoveryProfile(machine(), FACTORS).calibration);
    expect(FACTORS[0]?.logs).toHaveLength(1);
    expect(profile.recovery?.[0]?.logs).toEqual(FACTORS[0]?.logs);
    const s = { ...machine(), calibration: profile };
    expect(redoOf(s).range).toEqual(redoOf(both(() => undefined).now).range);
    expect(redoOf(s).narrowedBy).toMatch(/on its machine/);
  });

  it('a scenario file carries the logs; one written without them loads and scales only', () => {
    const load = (sc: Scenario): Scenario => {
      const r = parseScenarioFile(serializeScenario(sc));
      if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
      return r.scenario;
    };
    const { now, old } = both(() => undefined);
    expect(redoOf(load(now)).range).toEqual(redoOf(now).range);
    expect(redoOf(load(now)).narrowedBy).toMatch(/on its machine/);
    const loadedOld = load(old);
    expect(loadedOld.calibration?.recovery?.[0]?.logs ?? null).toBeNull();
    expect(redoOf(loadedOld).range).toEqual(redoOf(old).range);
    expect(redoOf(loadedOld).narrowedBy).toBeUndefined();
  });

  it('a log with a bad field is refused naming it', () => {
    const profile = withRecoveryProfile(machine(), FACTORS).calibration;
    if (!profile) throw new Error('no profile');
    const raw = JSON.parse(serializeProfile(profile)) as {
      profile: { recovery: { logs: { workMiB: unknown }[] }[] };
    };
    const log = raw.profile.recovery[0]?.logs[0];
    if (log) log.workMiB = -1;
    const r = parseProfileFile(JSON.stringify(raw));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.path)).toEqual(['profile.recovery[0].logs[0].workMiB']);
  });

  it("the crash path's total range follows its narrowed phase", () => {
    for (const edit of [() => undefined, (s: Scenario) => (s.instance.type = 'm6i.2xlarge')]) {
      const { now, old } = both(edit);
      const p = crash(now);
      const sum = p.phases.reduce<[number, number]>(
        (a, ph) => [a[0] + ph.range[0], a[1] + ph.range[1]],
        [0, 0],
      );
      expect(p.range[0]).toBeCloseTo(sum[0], 9);
      expect(p.range[1]).toBeCloseTo(sum[1], 9);
      const shrink = halfWidth(redoOf(old).range) - halfWidth(redoOf(now).range);
      expect(shrink).toBeGreaterThan(0);
      expect(halfWidth(crash(old).range) - halfWidth(p.range)).toBeCloseTo(shrink, 6);
    }
  });

  it('a second log elsewhere on the same kind: its residual widens the log-machine range', () => {
    const far = machine();
    far.instance.type = 'm6i.4xlarge';
    const r2 = { ...REDO, file: 'second.err', seconds: 10 };
    const two = fitRecoveryPhases([REDO, r2], (f) => (f === 'second.err' ? far : machine()), C);
    expect(two.factors[0]?.logs?.map((l) => l.file)).toEqual([
      'mysqld-8.0-crash-redo.err',
      'second.err',
    ]);
    const ph = redoOf(withRecoveryProfile(machine(), two.factors));
    // The pooled factor misses this log's 40 s: the error is its residual with the floor.
    const f = two.factors[0]?.factor ?? 0;
    const log = two.factors[0]?.logs?.[0];
    const residual = Math.abs((f * (log?.predictedSeconds ?? 0)) / 40 - 1);
    expect(relHalf(ph)).toBeCloseTo(Math.hypot(residual, RUN_TO_RUN_FLOOR), 9);
    expect(relHalf(ph)).toBeGreaterThan(RUN_TO_RUN_FLOOR);
  });

  it('property: the narrowed range never leaves the scaled one and widens with the redo ratio', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), fc.boolean(), (oct, up) => {
        const at = (o: number) =>
          both((s) => (s.recovery.redoToApplyMiB = (REDO.redoMiB ?? 0) * 2 ** (up ? o : -o)));
        const { now, old } = at(oct);
        const ph = redoOf(now);
        const before = redoOf(old).range;
        expect(ph.range[0]).toBeGreaterThanOrEqual(before[0] - 1e-9);
        expect(ph.range[1]).toBeLessThanOrEqual(before[1] + 1e-9);
        // Within three octaves of the log's redo (d < 1) strictly narrower than the scaled range.
        if (oct < 2.99) expect(relHalf(ph)).toBeLessThan(relHalf(redoOf(old)));
        const nearer = redoOf(at(oct / 2).now);
        expect(relHalf(nearer)).toBeLessThanOrEqual(relHalf(ph) + 1e-9);
      }),
      { numRuns: 40 },
    );
  });
});

describe('a copy-back log narrows the backup restore by its data copied', () => {
  const COPY = record('xtrabackup-8.0-copy-back.log');
  const m = defaultScenario();
  m.instance.type = 'm6i.xlarge';
  const fit = fitRecoveryPhases([COPY], () => m, C);
  const copyOf = (edit: (s: Scenario) => void, factors: RecoveryPhaseFactor[]) => {
    const s = structuredClone(m);
    edit(s);
    const p = predictRecovery(withRecoveryProfile(s, factors), C, 1000).find(
      (x) => x.id === 'backup-restore',
    );
    const ph = p?.phases.find((x) => x.id === 'copy_back');
    if (!p || !ph) throw new Error('no copy-back phase');
    return { path: p, phase: ph };
  };
  const old = fit.factors.map((f) => ({ ...f, logs: null }));

  it('records the data copied; on its machine the floor, 2× the data between, another network not', () => {
    expect(fit.factors[0]?.logs?.[0]?.workMiB).toBe(m.mysql.dataGiB * 1024);
    expect(fit.factors[0]?.logs?.[0]?.setup).toMatch(/backupStoreMiBps=.* networkMiBps=/);
    const here = copyOf(() => undefined, fit.factors).phase;
    expect(here.seconds).toBeCloseTo(COPY.seconds, 6);
    expect(relHalf(here)).toBeCloseTo(RUN_TO_RUN_FLOOR, 9);
    const twice = (s: Scenario) => (s.mysql.dataGiB *= 2);
    const near = copyOf(twice, fit.factors);
    const scaled = copyOf(twice, old);
    expect(relHalf(near.phase)).toBeGreaterThan(RUN_TO_RUN_FLOOR);
    expect(relHalf(near.phase)).toBeLessThan(relHalf(scaled.phase));
    expect(halfWidth(near.path.range)).toBeLessThan(halfWidth(scaled.path.range));
    const network = (s: Scenario) => (s.recovery.networkMiBps /= 2);
    expect(copyOf(network, fit.factors).phase.range).toEqual(copyOf(network, old).phase.range);
  });
});
