/**
 * Issue 37 item 5 in the app: importing a recovery log and calibrating gives the profile and the
 * Recovery figures `innosizer calibrate LOG --json` gives with the same log at the same machine
 * (the app and the CLI share core/imports/recoverySplit.ts and core/calibration/recovery.ts).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { run } from '../cli/runCli.ts';
import {
  recoveryCalibration,
  recoveryComparisons,
} from '../../../src/app/features/import/recoveryImport.ts';
import { applyProfile } from '../../../src/core/calibration/index.ts';
import type { MeasuredOn } from '../../../src/core/calibration/machine.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { splitRecoveryLog } from '../../../src/core/imports/recoverySplit.ts';
import { uncalibratedNote } from '../../../src/core/scenario/calibrationCover.ts';
import { predictRecovery } from '../../../src/core/recovery/scenario.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import type { CalibrationProfile, Scenario } from '../../../src/core/scenario/types.ts';

const DIR = resolve(import.meta.dirname, '../../fixtures/recovery');
const read = (f: string): string => readFileSync(`${DIR}/${f}`, 'utf8');

/** The CLI's profile for LOGS at instance m6i.xlarge (the scenario the logs ran on). */
async function cliProfile(logs: string[]): Promise<CalibrationProfile> {
  const r = await run([
    'calibrate',
    ...logs.map((f) => `${DIR}/${f}`),
    '--instance',
    'm6i.xlarge',
    '--json',
  ]);
  expect(r.code).toBe(0);
  return (JSON.parse(r.out) as { profile: CalibrationProfile }).profile;
}

function m6i(): Scenario {
  const s = defaultScenario();
  s.instance.type = 'm6i.xlarge';
  return s;
}

/** What the app does: split each file, fit at the review's machine, apply to the scenario. */
function appProfile(logs: string[], machines: Record<string, MeasuredOn>, current: Scenario) {
  const records = logs.flatMap((f) => splitRecoveryLog(`${DIR}/${f}`, read(f)).records);
  return recoveryCalibration(records, machines, current, DEFAULT_CATALOG, '2026-11-29T00:00:00Z');
}

const LOGS = [
  'xtrabackup-8.0-copy-back.log',
  'mysqld-8.0-crash-redo.err',
  'xtrabackup-2.4-prepare.log',
];

describe('recovery logs in the app, as the CLI calibrates them (issue 37 item 5)', () => {
  it('the current scenario as the machine: the same factors and calibrated phases as the CLI', async () => {
    const cli = await cliProfile(LOGS);
    const app = appProfile(LOGS, {}, m6i());
    expect(app.profile.recovery).toEqual(cli.recovery);
    expect(app.profile.recovery?.map((f) => f.phase).sort()).toEqual([
      'copy_back',
      'prepare',
      'redo_apply',
    ]);
    // The CLI also fits the crash log's start as a startup (the app does that in its startup
    // review): the recovery phases the logs calibrated are the same figures either way.
    const calibrated = (p: CalibrationProfile) =>
      predictRecovery(applyProfile(m6i(), p), DEFAULT_CATALOG, 1000).flatMap((path) =>
        path.phases.filter((ph) => ph.basis === 'calibrated').map((ph) => ({ path: path.id, ph })),
      );
    expect(calibrated(app.profile)).toEqual(calibrated(cli));
    const redo = calibrated(app.profile).find((x) => x.path === 'crash')?.ph;
    expect(redo?.id).toBe('redo_apply');
    expect(redo?.source).toMatch(
      /calibrated ×[\d.]+ on .*mysqld-8\.0-crash-redo\.err \(gp3, m6i\)/,
    );
  });

  it('xtrabackup logs alone (no startup in them): every Recovery figure equals the CLI profile’s', async () => {
    const logs = ['xtrabackup-8.0-copy-back.log', 'xtrabackup-2.4-prepare.log'];
    const cli = await cliProfile(logs);
    const app = appProfile(logs, {}, m6i());
    const figures = (p: CalibrationProfile) =>
      predictRecovery(applyProfile(m6i(), p), DEFAULT_CATALOG, 1000);
    expect(figures(app.profile)).toEqual(figures(cli));
    const plain = predictRecovery(m6i(), DEFAULT_CATALOG, 1000);
    const restore = (ps: typeof plain) => ps.find((p) => p.id === 'backup-restore')?.seconds;
    expect(restore(figures(app.profile))).not.toBe(restore(plain));
    // It fitted no device and no start: no "Uncalibrated device" note on any machine.
    expect(uncalibratedNote(applyProfile(m6i(), app.profile))).toBeNull();
    const nvme = applyProfile(m6i(), { ...app.profile, covers: [] });
    nvme.storage.kind = 'io2';
    expect(uncalibratedNote(nvme)).toBeNull();
    expect(
      uncalibratedNote(applyProfile(nvme, { ...app.profile, startup: { validation: 1.1 } })),
    ).toMatch(/^Uncalibrated device: .* was fitted on no machine/);
  });

  it('a machine set in the review is the one the log is fitted at (not the scenario)', async () => {
    const cli = await cliProfile(LOGS);
    const file = `${DIR}/xtrabackup-8.0-copy-back.log`;
    const current = defaultScenario();
    current.instance.type = 'r6i.2xlarge';
    const all = Object.fromEntries(
      LOGS.map((f) => [`${DIR}/${f}`, { scenario: m6i(), name: 'm6i.xlarge gp3' }]),
    );
    const app = appProfile(LOGS, all, current);
    expect(app.profile.recovery).toEqual(cli.recovery);
    const onlyOne = appProfile(LOGS, { [file]: all[file]! }, current);
    const families = onlyOne.profile.recovery?.map((f) => `${f.phase}:${f.family}`).sort();
    expect(families).toEqual(['copy_back:m6i', 'prepare:r6i', 'redo_apply:r6i']);
  });

  it('each timed phase beside the model at its machine, with range and residual', () => {
    const records = splitRecoveryLog('copy.log', read('xtrabackup-8.0-copy-back.log')).records;
    const [row] = recoveryComparisons(records, {}, m6i(), DEFAULT_CATALOG);
    expect(row?.record.seconds).toBe(1500);
    expect(row!.predictedSeconds).toBeGreaterThan(0);
    expect(row!.predictedRange[0]).toBeLessThanOrEqual(row!.predictedSeconds);
    expect(row!.predictedRange[1]).toBeGreaterThanOrEqual(row!.predictedSeconds);
    expect(row!.residualSeconds).toBeCloseTo(1500 - row!.predictedSeconds, 9);
    expect(row!.residualPct).toBeCloseTo((row!.residualSeconds / row!.predictedSeconds) * 100, 9);
  });

  it('keeps the applied profile and its other factors, replacing the same phase on the same kind', () => {
    const current = m6i();
    const first = appProfile(['xtrabackup-8.0-copy-back.log'], {}, current).profile;
    const applied = applyProfile(current, { ...first, name: 'mine' });
    const second = appProfile(
      ['mysqld-8.0-crash-redo.err', 'xtrabackup-8.0-copy-back.log'],
      {},
      applied,
    );
    expect(second.profile.name).toBe('mine');
    expect(second.profile.recovery?.map((f) => f.phase).sort()).toEqual([
      'copy_back',
      'redo_apply',
    ]);
  });
});
