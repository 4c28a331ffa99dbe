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
import { predictRecovery } from '../../../../src/core/recovery/scenario.ts';
import { withRecoveryProfile } from './recoveryProfile.ts';

const DIR = resolve(import.meta.dirname, '../../../fixtures/recovery');
const read = (f: string) => parseRecoveryLog(f, readFileSync(join(DIR, f), 'utf8'));
const MIB = 1024 * 1024;

describe('recovery logs (issue 37 item 6)', () => {
  it('8.0 crash recovery: redo scan and apply timed, redo from the parse lsn to the last scanned', () => {
    const r = read('mysqld-8.0-crash-redo.err');
    expect(r.errors).toEqual([]);
    expect(r.records).toEqual([
      expect.objectContaining({ phase: 'redo_apply', seconds: 40, tool: 'mysqld-log' }),
    ]);
    expect(r.records[0]?.redoMiB).toBeCloseTo((123027456 - 18170880) / MIB, 9);
  });
  it('5.7 crash recovery: from "Starting crash recovery." to "Apply batch completed"', () => {
    const r = read('mysqld-5.7-crash-redo.err');
    expect(r.records[0]?.seconds).toBeCloseTo(9.0999, 3);
    expect(r.records[0]?.redoMiB).toBeCloseTo((13082112 - 2596352) / MIB, 9);
  });
  it('xtrabackup copy-back (8.0) and prepare (2.4, two-digit year times)', () => {
    expect(read('xtrabackup-8.0-copy-back.log').records).toEqual([
      expect.objectContaining({ phase: 'copy_back', seconds: 1500, tool: 'xtrabackup' }),
    ]);
    const p = read('xtrabackup-2.4-prepare.log').records[0];
    expect(p).toMatchObject({ phase: 'prepare', seconds: 120 });
    expect(p?.redoMiB).toBeCloseTo((54525952 - 2596352) / MIB, 9);
  });
  it('a clean start times nothing: one error saying what was expected, never a throw', () => {
    const clean = readFileSync(
      resolve(DIR, '../imports/real-mysqld-5.6-crash-recovery.err'),
      'utf8',
    );
    const r = parseRecoveryLog('clean.err', clean);
    expect(r.records).toEqual([]);
    expect(r.errors[0]?.message).toMatch(/Apply batch completed/);
    expect(parseRecoveryLog('x', '\u0000garbage').records).toEqual([]);
  });
  it('calibrates each phase at its own machine; other machine kinds keep the model', () => {
    const records = [
      ...read('mysqld-8.0-crash-redo.err').records,
      ...read('xtrabackup-8.0-copy-back.log').records,
    ];
    const machine = defaultScenario();
    machine.instance.type = 'm6i.xlarge';
    const fit = fitRecoveryPhases(records, () => machine, DEFAULT_CATALOG);
    expect(fit.factors.map((f) => f.phase).sort()).toEqual(['copy_back', 'redo_apply']);
    const redo = fit.factors.find((f) => f.phase === 'redo_apply');
    const r0 = records[0];
    if (!redo || !r0) throw new Error('no fit');
    expect(redo.factor).toBeCloseTo(40 / predictedPhaseSeconds(r0, machine, DEFAULT_CATALOG), 9);
    expect(redo).toMatchObject({ storage: 'gp3', family: 'm6i' });
    // Applied: on the same kind the crash path's redo phase is scaled and says so.
    const withProfile = withRecoveryProfile(machine, fit.factors);
    const crashOf = (s: typeof machine) =>
      predictRecovery(s, DEFAULT_CATALOG, 1000)
        .find((p) => p.id === 'crash')
        ?.phases.find((p) => p.id === 'redo_apply');
    const before = crashOf(machine);
    const after = crashOf(withProfile);
    expect(after?.basis).toBe('calibrated');
    expect(after?.seconds).toBeCloseTo((before?.seconds ?? 0) * redo.factor, 6);
    // Another machine kind (io2) keeps the model's phase.
    const other = { ...withProfile, storage: { ...withProfile.storage, kind: 'io2', iops: 3000 } };
    expect(crashOf(other)?.basis).toBe('estimate');
  });
});
