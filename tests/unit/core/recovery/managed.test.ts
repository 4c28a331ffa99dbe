import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { MANAGED_RECOVERY } from '../../../../src/core/catalog/recovery.ts';
import { withDeployment } from '../../../../src/core/deployment/switch.ts';
import { predictRecovery } from '../../../../src/core/recovery/scenario.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';

const paths = (d: 'rds' | 'aurora') =>
  predictRecovery(withDeployment(defaultScenario(), d), DEFAULT_CATALOG, 1000);
const byId = (d: 'rds' | 'aurora', id: string) => {
  const p = paths(d).find((q) => q.id === id);
  if (!p) throw new Error(id);
  return p;
};

describe('RDS and Aurora recovery as AWS describes it (issue 37 item 5)', () => {
  it('RDS: snapshot restore and point-in-time restore, no self-managed copies', () => {
    expect(paths('rds').map((p) => p.id)).toEqual([
      'restart',
      'crash',
      'snapshot-restore',
      'point-in-time-restore',
      'failover',
    ]);
  });
  it('RDS PITR = the snapshot restore, then the transaction logs applied; not modelled', () => {
    const snap = byId('rds', 'snapshot-restore');
    const pitr = byId('rds', 'point-in-time-restore');
    const replay = MANAGED_RECOVERY.rdsLogReplay;
    expect(pitr.phases.map((p) => p.id)).toEqual([...snap.phases.map((p) => p.id), 'log_replay']);
    expect(pitr.seconds).toBeCloseTo(snap.seconds + replay.seconds, 6);
    expect(pitr.range[1]).toBeCloseTo(snap.range[1] + replay.range[1], 6);
    expect(pitr.modelled).toBe(false);
    expect(snap.modelled).toBe(false);
    // The unpublished phases say so in their source.
    for (const ph of pitr.phases.filter((p) => p.basis === 'estimate' && p.bound === 'fixed'))
      expect(ph.source).toMatch(/no published/);
  });
  it('Aurora: crash recovery in the storage layer with a surviving page cache, clone, restores', () => {
    expect(paths('aurora').map((p) => p.id)).toEqual([
      'restart',
      'crash',
      'snapshot-restore',
      'point-in-time-restore',
      'clone',
      'failover',
    ]);
    const crash = byId('aurora', 'crash');
    expect(crash.warmupSeconds).toBe(0);
    expect(crash.modelled).toBe(false);
    const clone = byId('aurora', 'clone');
    expect(clone.range[0]).toBeLessThan(clone.seconds / 2);
    expect(clone.range[1]).toBeGreaterThan(clone.seconds * 2);
  });
  it('EC2 paths stay modelled (no modelled:false)', () => {
    for (const p of predictRecovery(defaultScenario(), DEFAULT_CATALOG, 1000))
      if (p.id !== 'failover') expect(p.modelled).toBeUndefined();
  });
});

describe('recovery path results keep their fields in order (predict --json prints them as built)', () => {
  const head = ['id', 'seconds', 'range', 'phases'];
  const tail = ['warmupSeconds', 'fullServiceSeconds', 'fullServiceRange', 'text'];
  it('a path AWS publishes no figure for says so before its full-service figures', () => {
    const pitr = byId('rds', 'point-in-time-restore');
    expect(Object.keys(pitr)).toEqual([...head, 'modelled', ...tail]);
  });
  it('a modelled path has no modelled field', () => {
    for (const p of predictRecovery(defaultScenario(), DEFAULT_CATALOG, 1000))
      expect(Object.keys(p)).toEqual([...head, ...tail]);
  });
});
