/** The rollback of open transactions in a MySQL error log (issue 37 items 1 and 5): phase `undo`. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseRecoveryLog } from '../../../../src/core/imports/recoveryLog.ts';
import {
  fitRecoveryPhases,
  predictedPhaseSeconds,
} from '../../../../src/core/calibration/recovery.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { parseScenarioFile } from '../../../../src/core/scenario/file.ts';
import { predictRecovery } from '../../../../src/core/recovery/scenario.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { withRecoveryProfile } from './recoveryProfile.ts';

const DIR = resolve(import.meta.dirname, '../../../fixtures/recovery');
const read = (f: string) => parseRecoveryLog(f, readFileSync(join(DIR, f), 'utf8'));

const undoOf = (s: Scenario) =>
  predictRecovery(s, DEFAULT_CATALOG, 1000)
    .find((p) => p.id === 'crash')
    ?.phases.find((p) => p.id === 'undo');

describe('recovery log: undo of open transactions', () => {
  it('8.0: from the background start (MY-013014) to "Rollback of non-prepared transactions completed"', () => {
    const r = read('mysqld-8.0-crash-undo.err');
    expect(r.errors).toEqual([]);
    expect(r.records.map((x) => x.phase)).toEqual(['redo_apply', 'undo']);
    const undo = r.records[1];
    expect(undo).toMatchObject({ tool: 'mysqld-log', undoRows: 2_400_003, redoMiB: null });
    // 09:00:08.5 to 09:01:38.9.
    expect(undo?.seconds).toBeCloseTo(90.4, 6);
    expect(r.records[0]?.seconds).toBeCloseTo(6, 6);
  });
  it('5.7 lines without the background note: the first "Rolling back trx" to the last completed', () => {
    const text = [
      '2021-04-21T14:21:10.000000Z 0 [Note] InnoDB: Rolling back trx with id 3358503, 1000 rows to undo',
      '2021-04-21T14:21:15.500000Z 0 [Note] InnoDB: Rollback of trx with id 3358503 completed',
      '2021-04-21T14:21:15.600000Z 0 [Note] InnoDB: Rolling back trx with id 3358500, 10 rows to undo',
      '2021-04-21T14:21:16.000000Z 0 [Note] InnoDB: Rollback of trx with id 3358500 completed',
    ].join('\n');
    const r = parseRecoveryLog('57.err', text);
    expect(r.records).toEqual([
      expect.objectContaining({ phase: 'undo', seconds: 6, undoRows: 1010 }),
    ]);
  });
  it('no rows to undo, or a rollback that never finished, times nothing', () => {
    const none = [
      '2020-03-10T18:52:22.145888Z 0 [Note] InnoDB: Starting in background the rollback of uncommitted transactions',
      '2020-03-10T18:52:22.145916Z 0 [Note] InnoDB: Rollback of non-prepared transactions completed',
    ].join('\n');
    expect(parseRecoveryLog('none.err', none).records).toEqual([]);
    const open =
      '2020-03-10T18:52:22Z 0 [Note] InnoDB: Rolling back trx with id 7, 5 rows to undo\n';
    const r = parseRecoveryLog('open.err', open);
    expect(r.records).toEqual([]);
    expect(r.errors[0]?.message).toMatch(/Rolling back trx with id/);
  });
  it('calibrates undo at its machine like redo_apply; the crash path scales it', () => {
    const records = read('mysqld-8.0-crash-undo.err').records;
    const machine = defaultScenario();
    machine.instance.type = 'm6i.xlarge';
    machine.recovery.undoToRollBackMiB = 1024;
    const fit = fitRecoveryPhases(records, () => machine, DEFAULT_CATALOG);
    const undo = fit.factors.find((f) => f.phase === 'undo');
    const rec = records.find((r) => r.phase === 'undo');
    if (!undo || !rec) throw new Error('no undo fit');
    expect(undo.factor).toBeCloseTo(
      rec.seconds / predictedPhaseSeconds(rec, machine, DEFAULT_CATALOG),
      9,
    );
    expect(undo).toMatchObject({ storage: 'gp3', family: 'm6i' });
    const withProfile = withRecoveryProfile(machine, fit.factors);
    const after = undoOf(withProfile);
    expect(after?.basis).toBe('calibrated');
    expect(after?.seconds).toBeCloseTo((undoOf(machine)?.seconds ?? 0) * undo.factor, 6);
    // A profile with an undo factor survives a save and load.
    const back = parseScenarioFile(JSON.stringify(withProfile));
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.scenario.calibration?.recovery?.map((f) => f.phase)).toContain('undo');
  });
  it('with no undo given at the machine, the model predicts 0 s: a note, no factor', () => {
    const records = read('mysqld-8.0-crash-undo.err').records;
    const fit = fitRecoveryPhases(records, () => defaultScenario(), DEFAULT_CATALOG);
    expect(fit.factors.map((f) => f.phase)).toEqual(['redo_apply']);
    expect(fit.notes.join('\n')).toMatch(/undo took 1 min 30 s, the model predicts 0\.00 s/);
  });
});
