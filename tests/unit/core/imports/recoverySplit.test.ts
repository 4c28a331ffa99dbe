/**
 * Which importer a file goes to (issue 37 item 5), as the CLI's calibrate and the app's import
 * decide it: core/imports/recoverySplit.ts on the recovery fixtures and real startup logs.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { splitRecoveryLog } from '../../../../src/core/imports/recoverySplit.ts';

const DIR = resolve(import.meta.dirname, '../../../fixtures/recovery');
const read = (f: string): string => readFileSync(`${DIR}/${f}`, 'utf8');

describe('the file split the CLI and the app share', () => {
  it('a crash recovery error log is both a recovery log and a startup; xtrabackup is no startup', () => {
    const crash = splitRecoveryLog('c.err', read('mysqld-8.0-crash-redo.err'));
    expect(crash.records.map((r) => r.phase)).toEqual(['redo_apply']);
    expect(crash.benchmark).toBe(true);
    const xb = splitRecoveryLog('x.log', read('xtrabackup-8.0-copy-back.log'));
    expect(xb.benchmark).toBe(false);
    expect(xb.errors).toEqual([]);
  });

  it('a recovery log that times nothing says what was expected', () => {
    const cut = read('xtrabackup-8.0-copy-back.log').replace(/.*completed OK!.*\n?/, '');
    const s = splitRecoveryLog('cut.log', cut);
    expect(s.records).toEqual([]);
    expect(s.errors).toHaveLength(1);
    expect(s.errors[0]?.message).toMatch(/^no recovery timed: expected .*"completed OK!"/);
    expect(s.unrecognised).toBe(false); // its [MY-…] codes read as a mysqld log: the importer reads it
    const plain = splitRecoveryLog('notes.txt', 'we ran xtrabackup --copy-back last night\n');
    expect(plain.unrecognised).toBe(true);
    expect(plain.errors).toHaveLength(1);
    const unrelated = splitRecoveryLog('a.txt', 'hello\n');
    expect(unrelated.errors).toEqual([]);
    // Every 8.x start prints "Starting XA crash recovery...": a plain start is no recovery log.
    const start = readFileSync(resolve(DIR, '../imports/real-mysqld-8.4-docker-v2.err'), 'utf8');
    expect(splitRecoveryLog('start.err', start).errors).toEqual([]);
    expect(splitRecoveryLog('start.err', start).benchmark).toBe(true);
    // A 5.6 crash recovery that applied no redo batch: a startup, and the note what was expected.
    const crash56 = readFileSync(
      resolve(DIR, '../imports/real-mysqld-5.6-crash-recovery.err'),
      'utf8',
    );
    const s56 = splitRecoveryLog('crash56.err', crash56);
    expect(s56.benchmark).toBe(true);
    expect(s56.errors[0]?.message).toMatch(/^no recovery timed/);
  });
});
