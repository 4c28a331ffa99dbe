import { serializeScenario } from '../../../src/core/scenario/file.ts';
import { sizedFleet } from './fleetRun.ts';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createActions,
  createAppStore,
  isDirty,
  MAX_PINNED,
} from '../../../src/app/store/store.ts';
import { applyPatch, setField, setStorageKind } from '../../../src/app/store/transitions.ts';
import {
  selectPointSweeps,
  selectPrediction,
  selectSweeps,
} from '../../../src/app/store/selectors.ts';
import type { Sweeps } from '../../../src/app/store/selectors.ts';
import {
  costVsPerformance,
  evaluatePoint,
  qpsVsPageSize,
  startupVsIops,
  startupVsThroughput,
} from '../../../src/core/sweeps/index.ts';
import type { Evaluate } from '../../../src/core/sweeps/index.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import { validateScenario } from '../../../src/core/model.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';

function fresh() {
  const store = createAppStore();
  return { store, actions: createActions(store) };
}

describe('transitions', () => {
  it('setField replaces one leaf and keeps untouched groups by identity', () => {
    const s = defaultScenario();
    const t = setField(s, 'storage.iops', 6000);
    expect(t.storage.iops).toBe(6000);
    expect(t.mysql).toBe(s.mysql);
    expect(s.storage.iops).toBe(3000);
  });
  it('applyPatch merges groups', () => {
    const s = defaultScenario();
    const t = applyPatch(s, { storage: { throughputMiBps: 189 } });
    expect(t.storage.throughputMiBps).toBe(189);
    expect(t.storage.iops).toBe(s.storage.iops);
  });
  it('switching storage kind never makes a valid gp3/io2 scenario invalid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3000, max: 80_000 }),
        fc.constantFrom('gp3' as const, 'io2' as const, 'gp2' as const),
        (iops, kind) => {
          const base = defaultScenario();
          const s = { ...base, storage: { ...base.storage, sizeGiB: 1000, iops } };
          const t = setStorageKind(s, kind, DEFAULT_CATALOG);
          expect(validateScenario(t, DEFAULT_CATALOG)).toEqual([]);
        },
      ),
    );
  });
});

describe('store actions', () => {
  it('refuses a value AWS would reject, with the nearest valid value, and keeps the state', () => {
    const { store, actions } = fresh();
    const before = store.getState().scenario;
    const r = actions.setField('storage.iops', 999_999);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues[0]?.path).toBe('storage.iops');
      expect(r.issues[0]?.nearestValid).toBeTypeOf('number');
    }
    expect(store.getState().scenario).toBe(before);
    expect(actions.canUndo()).toBe(false);
  });
  it('a field edited is judged by its own range: a volume smaller than the data offers the data size', () => {
    const { store, actions } = fresh();
    const data = store.getState().scenario.mysql.dataGiB;
    const r = actions.setField('storage.sizeGiB', 10);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues).toHaveLength(1);
      expect(r.issues[0]).toMatchObject({ path: 'storage.sizeGiB', nearestValid: data });
      expect(r.issues[0]?.message).toMatch(/^Volume size 10 GiB is too low: /);
    }
    const fixed = actions.setField(
      'storage.sizeGiB',
      r.ok ? 0 : (r.issues[0]?.nearestValid as number),
    );
    expect(fixed.ok).toBe(true);
  });
  it("switching storage kind moves IOPS and throughput into the new kind's ranges", () => {
    const { store, actions } = fresh();
    actions.setStorageKind('io2');
    actions.setField('storage.iops', 500);
    expect(actions.setStorageKind('gp3').ok).toBe(true);
    expect(store.getState().scenario.storage).toMatchObject({ kind: 'gp3', iops: 3000 });
  });
  it('undo then redo restores the scenario', () => {
    const { store, actions } = fresh();
    const s0 = store.getState().scenario;
    actions.setField('storage.iops', 6000);
    const s1 = store.getState().scenario;
    actions.undo();
    expect(store.getState().scenario).toBe(s0);
    actions.redo();
    expect(store.getState().scenario).toEqual(s1);
  });
  it('groups one drag into one undo step', () => {
    const { store, actions } = fresh();
    const s0 = store.getState().scenario;
    actions.beginGesture();
    for (let v = 3100; v <= 6000; v += 100) actions.setField('storage.iops', v);
    actions.endGesture();
    expect(store.getState().scenario.storage.iops).toBe(6000);
    expect(store.temporal.getState().pastStates).toHaveLength(1);
    actions.undo();
    expect(store.getState().scenario).toBe(s0);
  });
  it('a gesture without change adds no undo step', () => {
    const { store, actions } = fresh();
    actions.beginGesture();
    actions.endGesture();
    expect(store.temporal.getState().pastStates).toHaveLength(0);
  });
  it('tracks only the scenario in history (pins and tabs are not undone)', () => {
    const { store, actions } = fresh();
    actions.setField('storage.iops', 6000);
    actions.pin();
    actions.setTab('compare');
    actions.undo();
    expect(store.getState().pinned).toHaveLength(1);
    expect(store.getState().tab).toBe('compare');
    expect(store.getState().scenario.storage.iops).toBe(3000);
  });
  it('is dirty after a change and clean after save or undo', () => {
    const { store, actions } = fresh();
    expect(isDirty(store.getState())).toBe(false);
    actions.setField('mysql.tables', 500_000);
    expect(isDirty(store.getState())).toBe(true);
    actions.undo();
    expect(isDirty(store.getState())).toBe(false);
    actions.setField('mysql.tables', 500_000);
    actions.markSaved(
      { path: null, name: 'a.innosizer.json' },
      serializeScenario(store.getState().scenario),
    );
    expect(isDirty(store.getState())).toBe(false);
  });
  it('marks saved what was written: an edit made during the save stays unsaved', () => {
    const { store, actions } = fresh();
    actions.setField('mysql.tables', 500_000);
    const written = serializeScenario(store.getState().scenario);
    actions.setField('mysql.tables', 600_000); // while the save runs
    actions.markSaved({ path: '/d/a.innosizer.json', name: 'a.innosizer.json' }, written);
    expect(isDirty(store.getState())).toBe(true);
    actions.setField('mysql.tables', 500_000);
    expect(isDirty(store.getState())).toBe(false);
  });
  it('pins at most four scenarios', () => {
    const { store, actions } = fresh();
    for (let i = 0; i < MAX_PINNED; i++) expect(actions.pin()).toBe(true);
    expect(actions.pin()).toBe(false);
    expect(store.getState().pinned).toHaveLength(MAX_PINNED);
    actions.unpin(store.getState().pinned[0]!.id);
    expect(store.getState().pinned).toHaveLength(MAX_PINNED - 1);
  });
  it('opening a file clears history', () => {
    const { store, actions } = fresh();
    actions.setField('storage.iops', 6000);
    actions.openScenario(defaultScenario(), { path: null, name: 'x.innosizer.json' });
    expect(actions.canUndo()).toBe(false);
    expect(store.getState().file?.name).toBe('x.innosizer.json');
  });
});

describe('selectors', () => {
  it('are memoised by scenario identity and recompute for a new scenario', () => {
    const s = defaultScenario();
    expect(selectPrediction(s)).toBe(selectPrediction(s));
    expect(selectSweeps(s)).toBe(selectSweeps(s));
    const t = setField(s, 'storage.iops', 6000);
    expect(selectPrediction(t)).not.toBe(selectPrediction(s));
  });
  it('give the model prediction for the default scenario', () => {
    const r = selectPrediction(defaultScenario());
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.prediction.startup.totalSeconds).toBeGreaterThan(0);
  });
  it('sweeps cached across slider steps are the sweeps the core computes afresh', () => {
    // A drag: one setting at a time, each step from the last, as the sliders and the page-size
    // select do; the caches must never hand back a neighbouring scenario's figures.
    const fresh = (s: Scenario, at?: Evaluate): Sweeps => ({
      byIops: startupVsIops(s, DEFAULT_CATALOG, at),
      byThroughput: startupVsThroughput(s, DEFAULT_CATALOG, at),
      byPageSize: qpsVsPageSize(s, DEFAULT_CATALOG, at),
      costPerf: costVsPerformance(s, DEFAULT_CATALOG, at),
    });
    const step = fc.oneof(
      fc.record({
        path: fc.constant('storage.iops'),
        value: fc.integer({ min: 3000, max: 16000 }),
      }),
      fc.record({
        path: fc.constant('storage.throughputMiBps'),
        value: fc.integer({ min: 125, max: 1000 }),
      }),
      fc.record({ path: fc.constant('mysql.pageSizeKiB'), value: fc.constantFrom(4, 8, 16) }),
      fc.record({
        path: fc.constant('storage.sizeGiB'),
        value: fc.integer({ min: 100, max: 4000 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 5 }), (steps) => {
        let s = defaultScenario();
        for (const { path, value } of steps) {
          s = setField(s, path, value);
          if (!selectPrediction(s).ok) continue;
          expect(selectPointSweeps(s)).toEqual(fresh(s, evaluatePoint));
          expect(selectSweeps(s)).toEqual(fresh(s));
        }
      }),
      { numRuns: 6 },
    );
  });
});

describe('new prices (File → Import Price List…)', () => {
  it('clears a recommendation made with the old prices and marks a sized fleet, keeping the targets', () => {
    const { store, actions } = fresh();
    actions.setTargets({ maxStartupSeconds: 120, minQps: 4000 });
    actions.setRecommendation({
      targets: { maxStartupSeconds: 120, minQps: 4000 } as never,
      response: { ok: true, results: [] } as never,
      targetsRule: 'given',
    });
    actions.setFleet(sizedFleet());
    const prices = store.getState().prices;
    actions.setPriceList(DEFAULT_CATALOG, prices);
    const s = store.getState();
    expect(s.recommendation).toBeNull();
    expect(s.fleet?.stalePrices).toBe(true);
    expect(s.fleet?.fileName).toBe('inventory.csv');
    expect(s.targets).toEqual({ maxStartupSeconds: 120, minQps: 4000 });
  });

  it('without a recommendation or fleet, leaves both empty', () => {
    const { store, actions } = fresh();
    actions.setPriceList(DEFAULT_CATALOG, store.getState().prices);
    expect(store.getState().recommendation).toBeNull();
    expect(store.getState().fleet).toBeNull();
  });
});
