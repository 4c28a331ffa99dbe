import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
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
