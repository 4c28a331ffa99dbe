import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';
import { run } from './runCli.ts';

const DIR = resolve(import.meta.dirname, '../../fixtures/recovery');

describe('innosizer calibrate with recovery logs (issue 37 item 6)', () => {
  it('an xtrabackup copy-back and a crash recovery log give per-phase factors at the machine', async () => {
    const r = await run([
      'calibrate',
      `${DIR}/xtrabackup-8.0-copy-back.log`,
      `${DIR}/mysqld-8.0-crash-redo.err`,
      '--instance',
      'm6i.xlarge',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const factors = JSON.parse(r.out).profile.recovery as { phase: string; family: string }[];
    expect(factors.map((f) => f.phase).sort()).toEqual(['copy_back', 'redo_apply']);
    for (const f of factors) expect(f.family).toBe('m6i');
  });
  it('text output names each factor', async () => {
    const r = await run(['calibrate', `${DIR}/xtrabackup-2.4-prepare.log`]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/recovery prepare: ×[\d.]+ on gp3\/m6i/);
  });
});

describe('innosizer calibrate with a rollback of open transactions (issue 37 items 1 and 5)', () => {
  it('the undo phase is fitted when the machine says what undo was open', async () => {
    const log = `${DIR}/mysqld-8.0-crash-undo.err`;
    const without = await run(['calibrate', log, '--instance', 'm6i.xlarge', '--json']);
    expect(without.code).toBe(0);
    const phases = (r: { out: string }) =>
      (JSON.parse(r.out).profile.recovery as { phase: string }[]).map((f) => f.phase).sort();
    expect(phases(without)).toEqual(['redo_apply']);
    const machine = defaultScenario();
    machine.instance.type = 'm6i.xlarge';
    machine.recovery.undoToRollBackMiB = 1024;
    const file = join(mkdtempSync(join(tmpdir(), 'undo-')), 'machine.json');
    writeFileSync(file, JSON.stringify(machine));
    const given = await run(['calibrate', log, '--measured-on', `${log}=${file}`, '--json']);
    expect(given.code).toBe(0);
    expect(phases(given)).toEqual(['redo_apply', 'undo']);
  });
});
