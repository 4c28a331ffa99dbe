/**
 * Issue 41 item 4: a deployment switch and back restores every setting of the deployment left
 * (EC2 → RDS 500 GiB → EC2 left 12,000 IOPS / 500 MiB/s, +$60/month; EC2 → Aurora → EC2 left
 * r6i.large and doublewrite off). Each deployment keeps its own instance, storage provisioning,
 * log volume and MySQL page size, doublewrite and startup patch; the data and workload are shared.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActions, createAppStore } from '../../../src/app/store/store.ts';
import type { Deployment, Scenario } from '../../../src/core/scenario/types.ts';

function fresh() {
  const store = createAppStore();
  return { store, actions: createActions(store) };
}

/** The settings a deployment owns, for comparison. */
function own(s: Scenario) {
  const { kind, iops, throughputMiBps } = s.storage;
  const { pageSizeKiB, doublewrite, startupOpt } = s.mysql;
  return {
    instance: s.instance.type,
    storage: { kind, iops, throughputMiBps },
    logVolume: s.logVolume,
    mysql: { pageSizeKiB, doublewrite, startupOpt },
  };
}

describe('deployment round trips (issue 41 item 4)', () => {
  it('EC2 → RDS, 500 GiB there → EC2 gives back 3,000 IOPS and 125 MiB/s (the size stays)', () => {
    const { store, actions } = fresh();
    const before = store.getState().scenario;
    expect(actions.setDeployment('rds').ok).toBe(true);
    expect(actions.setField('storage.sizeGiB', 500).ok).toBe(true);
    expect(store.getState().scenario.storage.iops).toBe(12000);
    expect(actions.setDeployment('ec2').ok).toBe(true);
    const after = store.getState().scenario;
    expect(own(after)).toEqual(own(before));
    expect(after.storage.sizeGiB).toBe(500);
  });

  it('EC2 → Aurora → EC2 gives back m6i.large and the doublewrite setting', () => {
    const { store, actions } = fresh();
    const before = store.getState().scenario;
    expect(before.mysql.doublewrite).not.toBe('off');
    actions.setDeployment('aurora');
    expect(store.getState().scenario.instance.type).toBe('db.r6i.large');
    actions.setDeployment('ec2');
    expect(own(store.getState().scenario)).toEqual(own(before));
  });

  it('data added on Aurora (whose volume grows with it) does not block the way back: the volume grows to hold it, the rest kept', () => {
    for (const back of ['ec2', 'rds'] as const) {
      const { store, actions } = fresh();
      actions.setDeployment(back);
      const before = own(store.getState().scenario);
      expect(actions.setDeployment('aurora').ok).toBe(true);
      expect(actions.setField('mysql.dataGiB', 2000).ok).toBe(true);
      const r = actions.setDeployment(back);
      expect(r.ok).toBe(true);
      const after = store.getState().scenario;
      expect(after.deployment).toBe(back);
      expect(after.storage.sizeGiB).toBe(2000);
      expect(after.instance.type).toBe(before.instance);
      expect(after.storage.kind).toBe(before.storage.kind);
    }
  });

  it('RDS keeps its own settings too: EC2 → RDS (io1) → EC2 → RDS is io1 again', () => {
    const { store, actions } = fresh();
    actions.setDeployment('rds');
    expect(actions.setStorageKind('rds-io1').ok).toBe(true);
    const onRds = own(store.getState().scenario);
    actions.setDeployment('ec2');
    actions.setDeployment('rds');
    expect(own(store.getState().scenario)).toEqual(onRds);
  });

  it('a new document forgets the settings kept for other deployments', () => {
    const { store, actions } = fresh();
    actions.setDeployment('rds');
    expect(actions.setStorageKind('rds-io1').ok).toBe(true);
    actions.setDeployment('ec2');
    actions.newScenario();
    actions.setDeployment('rds');
    expect(store.getState().scenario.storage.kind).toBe('rds-gp3');
  });

  it('property: any EC2 setting survives a trip through RDS or Aurora (with a size change there)', () => {
    const instances = ['m6i.large', 'r6i.2xlarge', 'm6g.xlarge', 'r7g.2xlarge', 'c6i.4xlarge'];
    fc.assert(
      fc.property(
        fc.record({
          instance: fc.constantFrom(...instances),
          kind: fc.constantFrom('gp3', 'io2'),
          iops: fc.integer({ min: 3000, max: 16000 }),
          throughput: fc.integer({ min: 125, max: 1000 }),
          doublewrite: fc.constantFrom('off', 'data', 'log'),
          pageSizeKiB: fc.constantFrom(4, 8, 16, 32),
          startupOpt: fc.constantFrom('default', 'fadvise', 'light'),
          via: fc.constantFrom<Deployment>('rds', 'aurora'),
          sizeThere: fc.constantFrom(0, 500, 2000),
        }),
        (p) => {
          const { store, actions } = fresh();
          actions.setField('instance.type', p.instance);
          actions.setStorageKind(p.kind as 'gp3' | 'io2');
          actions.setField('storage.sizeGiB', 1000);
          actions.setField('storage.iops', p.iops);
          if (p.kind === 'gp3') actions.setField('storage.throughputMiBps', p.throughput);
          if (p.doublewrite === 'log') actions.setField('logVolume.kind', 'gp3');
          actions.setField('mysql.doublewrite', p.doublewrite);
          actions.setField('mysql.pageSizeKiB', p.pageSizeKiB);
          actions.setField('mysql.startupOpt', p.startupOpt);
          const before = store.getState().scenario;
          expect(actions.setDeployment(p.via).ok).toBe(true);
          // Aurora's volume grows by itself: RDS's is the one sized.
          if (p.sizeThere > 0 && p.via === 'rds') actions.setField('storage.sizeGiB', p.sizeThere);
          const size = store.getState().scenario.storage.sizeGiB;
          expect(actions.setDeployment('ec2').ok).toBe(true);
          const after = store.getState().scenario;
          expect(after.storage.sizeGiB).toBe(size);
          // The EC2 settings come back wherever they are valid at the size chosen meanwhile.
          if (size === before.storage.sizeGiB) expect(own(after)).toEqual(own(before));
          else {
            expect(after.instance.type).toBe(before.instance.type);
            expect(after.mysql).toEqual({ ...before.mysql, dataGiB: after.mysql.dataGiB });
            expect(after.storage.kind).toBe(before.storage.kind);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

// Issue 41 item 11: pins of the previous document stayed beside a new or opened one.
describe('pins belong to the document (issue 41 item 11)', () => {
  it('New and Open clear the pins', () => {
    const { store, actions } = fresh();
    actions.pin();
    actions.pin();
    expect(store.getState().pinned.length).toBe(2);
    actions.newScenario();
    expect(store.getState().pinned).toEqual([]);
    actions.pin();
    actions.openScenario(store.getState().scenario, { path: null, name: 'other.innosizer' });
    expect(store.getState().pinned).toEqual([]);
  });
});
