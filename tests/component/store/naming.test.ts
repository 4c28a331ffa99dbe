/**
 * Issue 30: one document, one truth. The name nobody gave follows the settings, renaming is one
 * undo step, a recommendation closes the export's request for targets, and targets count as
 * given only once the user gave them.
 */
import { describe, expect, it } from 'vitest';
import { createActions, createAppStore } from '../../../src/app/store/store.ts';
import { DEFAULT_SCENARIO } from '../../../src/core/scenario/defaults.ts';
import { recommend } from '../../../src/core/recommend/index.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { targetsFor } from '../../../src/app/features/recommend/runRecommend.ts';
import { DEFAULT_RECOMMEND_OPTIONS } from '../../../src/app/store/store.ts';

function fresh() {
  const store = createAppStore();
  return { store, actions: createActions(store) };
}

describe('document name', () => {
  it('follows the settings until the user names the document', () => {
    const { store, actions } = fresh();
    expect(store.getState().scenario.name).toBe(DEFAULT_SCENARIO.name);
    actions.setField('instance.type', 'r6i.2xlarge');
    expect(store.getState().scenario.name).toBe(
      '1M tables on r6i.2xlarge + gp3 500 GiB, 3,000 IOPS, 125 MiB/s',
    );
    actions.rename('  Prod replica ');
    expect(store.getState().scenario.name).toBe('Prod replica');
    actions.setField('storage.iops', 6000);
    expect(store.getState().scenario.name).toBe('Prod replica');
    // Undo walks back the edit, then the rename.
    actions.undo();
    actions.undo();
    expect(store.getState().scenario.name).toContain('r6i.2xlarge');
  });

  it('gives back the automatic name for an empty one', () => {
    const { store, actions } = fresh();
    actions.rename('Mine');
    actions.setField('storage.iops', 6000);
    actions.rename('');
    expect(store.getState().scenario.name).toBe(
      '1M tables on m6i.large + gp3 500 GiB, 6,000 IOPS, 125 MiB/s',
    );
    actions.setField('storage.iops', 7000);
    expect(store.getState().scenario.name).toContain('7,000 IOPS');
  });
});

describe('applying a recommendation', () => {
  it('keeps the document’s name rule: automatic follows, given stays', () => {
    const { store, actions } = fresh();
    const applied = {
      ...store.getState().scenario,
      name: 'Recommended: m6g.large + gp3',
      instance: { ...store.getState().scenario.instance, type: 'm6g.large' },
    };
    actions.applyConfiguration(applied);
    expect(store.getState().scenario.name).toBe(
      '1M tables on m6g.large + gp3 500 GiB, 3,000 IOPS, 125 MiB/s',
    );
    actions.rename('Mine');
    actions.applyConfiguration({
      ...applied,
      instance: { ...applied.instance, type: 'm6i.xlarge' },
    });
    expect(store.getState().scenario.name).toBe('Mine');
  });
});

describe('prompts follow the state', () => {
  it('a recommendation closes the request for targets; targets are given once typed or searched', () => {
    const { store, actions } = fresh();
    expect(store.getState().targetsGiven).toBe(false);
    actions.setTargetsPrompt(true);
    const s = store.getState();
    const t = targetsFor(s.scenario, s.targets, DEFAULT_RECOMMEND_OPTIONS);
    actions.setRecommendation({
      targets: t,
      response: recommend({ ...t, limit: 1 }, DEFAULT_CATALOG),
      targetsRule: 'given',
    });
    expect(store.getState().targetsPrompt).toBe(false);
    expect(store.getState().targetsGiven).toBe(true);
    const other = fresh();
    other.actions.setTargets({ maxStartupSeconds: 120, minQps: 0 });
    expect(other.store.getState().targetsGiven).toBe(true);
  });
});
