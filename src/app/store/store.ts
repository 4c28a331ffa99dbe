/**
 * The one app store: zustand for state, zundo for undo/redo of the scenario only (`partialize`).
 * A slider drag is grouped into one undo step: `beginGesture` pauses history and remembers the
 * scenario before the drag, `endGesture` pushes that one state. Results are not stored (see
 * selectors.ts).
 */
import { createStore } from 'zustand/vanilla';
import { temporal } from 'zundo';
import { defaultScenario } from '../../core/scenario/defaults.ts';
import type {
  Cloud,
  Deployment,
  Scenario,
  ScenarioPatch,
  StorageKind,
} from '../../core/scenario/types.ts';
import type { RecommendResponse, RecommendTargets } from '../../core/recommend/index.ts';
import { DEFAULT_MARGIN_PERCENT } from '../../core/recommend/durability.ts';
import type { HeadroomBasis } from '../../core/recommend/durability.ts';
import type { CalibrationProfile } from '../../core/scenario/types.ts';
import { applyPatch, setFieldFitted, setStorageKind } from './transitions.ts';
import { scenarioWithTelemetryLoad } from '../../core/telemetry/index.ts';
import { withDeployment } from '../../core/deployment/switch.ts';
import { withCloud } from '../../core/cloud/index.ts';
import { deploymentSettingsOf, withDeploymentSettings } from '../../core/deployment/memory.ts';
import type { DeploymentSettings } from '../../core/deployment/memory.ts';
import type { FieldPath } from './transitions.ts';
import { catalog, installCatalog, selectIssues, selectSerialized } from './selectors.ts';
import type { Catalog } from '../../core/catalog/types.ts';
import { BUILT_IN, type PriceList } from './priceList.ts';
import type { ScenarioIssue } from '../../core/types.ts';
import { fieldIssue } from '../../core/scenario/limits.ts';
import { automaticName, followName } from '../../core/scenario/title.ts';
import type { BenchmarkRecord, RunContext } from '../../core/imports/types.ts';
import type { MeasuredOn } from '../../core/calibration/machine.ts';
import type { OpenedFile } from '../../shared/api.ts';
import type { FleetRowError, ServerSizing } from '../../core/fleet/index.ts';

export const MAX_PINNED = 4;

export interface Pinned {
  id: number;
  label: string;
  scenario: Scenario;
}

/** Measured points shown over the charts (from an accepted import). */
export interface MeasuredPoint {
  /** Which chart: x is IOPS, MiB/s or page size KiB. */
  chart: 'iops' | 'throughput' | 'pageSize';
  x: number;
  /** False when the record does not say its x (IOPS of a local NVMe run): table only, no dot. */
  xKnown: boolean;
  /** Measured startup seconds (iops/throughput charts) or QPS (page size chart). */
  y: number;
  source: string;
  /** Short name on the chart: the record's case/name column, else "line N". */
  label: string;
  /** The machine and settings the record was measured on (the model is run at these). */
  context: RunContext;
  /**
   * The machine of the record's file (set in the import review, or the scenario at import) with
   * what the record states laid over: where the point sits and where the model is run (issue 26).
   */
  machine: Scenario;
  /** How the review named that machine: "the current scenario", "m6id.xlarge instance-store". */
  machineName: string;
}

export type Theme = 'system' | 'light' | 'dark';

export interface RecommendOptions {
  allowInstanceStore: boolean;
  allowPageSizeChange: boolean;
  /**
   * The headroom rule: targets met with a margin (`marginPercent`), or at the pessimistic end of
   * the prediction's range.
   */
  headroomBasis: HeadroomBasis;
  /** Margin by which both targets must be met, percent (rule `margin`). */
  marginPercent: number;
  /** Pin the current instance family / storage kind. */
  keepFamily: boolean;
  keepStorageKind: boolean;
  /**
   * Let the search cross the current instance's CPU architecture (x86_64 ↔ arm64, a replace);
   * off: the search keeps it (issue 27).
   */
  allowArchitectureChange: boolean;
  /** Size for the growth after this many months (0: today's tables and data). */
  horizonMonths: number;
  /**
   * Deployments to search (issue 39; the CLI's `--deployment`): the current one's, one of them, or
   * `any` (EC2, RDS and Aurora ranked together). AWS only.
   */
  deployments?: DeploymentSearch;
  /** Clouds to search (the CLI's `--cloud`): the current one, or `any` (AWS, Azure, GCP). */
  clouds?: 'current' | 'any';
}

/** The Recommend tab's deployment choice: the scenario's, one deployment, or all of them. */
export type DeploymentSearch = 'current' | 'ec2' | 'rds' | 'aurora' | 'any';

export const DEFAULT_RECOMMEND_OPTIONS: RecommendOptions = {
  allowInstanceStore: false,
  allowPageSizeChange: false,
  headroomBasis: 'range',
  marginPercent: DEFAULT_MARGIN_PERCENT,
  keepFamily: false,
  keepStorageKind: false,
  allowArchitectureChange: false,
  horizonMonths: 0,
};

export type Tab = 'charts' | 'recovery' | 'recommend' | 'compare' | 'import' | 'fleet';

/** An inventory being sized (File → Open Inventory…): rows arrive in chunks (features/fleet). */
export interface FleetRun {
  fileName: string;
  /** Valid servers to size. */
  total: number;
  rows: ServerSizing[];
  errors: FleetRowError[];
  ignoredColumns: string[];
  done: boolean;
  /** Sized with prices that have since been replaced (File → Import Price List…). */
  stalePrices?: boolean;
  /** What the sizing was allowed to change (the fleet tab's options). */
  options?: { allowArchitectureChange: boolean };
}

export interface AppState {
  scenario: Scenario;
  /** The file the scenario came from or was saved to. */
  file: { path: string | null; name: string } | null;
  /** Serialized scenario at the last open/save/new: dirty when it differs. */
  savedText: string;
  pinned: Pinned[];
  nextPinId: number;
  /** The targets; `maxMonthlyUsd` the budget (issue 41.12), absent for none. */
  targets: { maxStartupSeconds: number; minQps: number; maxMonthlyUsd?: number };
  /**
   * The user gave the targets (typed them, or searched with them): only then do the charts draw
   * them (issue 30: a fresh document showed "target ≤ 5 min 00 s" nobody set).
   */
  targetsGiven: boolean;
  /**
   * What the recommendation may change (issues 11, 27): all off by default, targets met at the
   * pessimistic end of the range.
   */
  recommendOptions: RecommendOptions;
  recommendation: {
    targets: RecommendTargets;
    response: RecommendResponse;
    /** `given`: targets the user entered; `derived`: at least as good as the current scenario. */
    targetsRule: 'given' | 'derived';
    /**
     * The scenario the search started from: once the document differs from it (and from every
     * result, which Apply makes it), the results are out of date (issue 41 item 3).
     */
    scenario?: Scenario;
  } | null;
  /** An export waits for the user to give targets (no recommendation yet). */
  targetsPrompt: boolean;
  measured: MeasuredPoint[];
  profiles: CalibrationProfile[];
  theme: Theme;
  tab: Tab;
  /** Files waiting for the import panel (drop, File → Import). */
  importQueue: OpenedFile[];
  /** Records of the last accepted import (overlay and calibration input). */
  importedRecords: BenchmarkRecord[];
  /** The machine each accepted file was measured on, by file name (the import review's). */
  importMachines: Record<string, MeasuredOn>;
  /** Scenario before the current drag, while a drag is under way. */
  gestureStart: Scenario | null;
  /** The fleet being (or last) sized; not part of the document. */
  fleet: FleetRun | null;
  /** Where the prices come from: the built-in catalog or the user's price list (priceList.ts). */
  prices: PriceList;
  /**
   * The settings of each deployment the document has left, by `cloud:deployment`: given back when
   * it returns there (issue 41 item 4). Not part of the document; a new or opened one forgets them.
   */
  deploymentSettings: Record<string, DeploymentSettings>;
}

const initial = defaultScenario();

function initialState(): AppState {
  return {
    scenario: initial,
    file: null,
    savedText: selectSerialized(initial),
    pinned: [],
    nextPinId: 1,
    targets: { maxStartupSeconds: 300, minQps: 5000 },
    targetsGiven: false,
    recommendOptions: DEFAULT_RECOMMEND_OPTIONS,
    recommendation: null,
    targetsPrompt: false,
    measured: [],
    profiles: [],
    theme: 'system',
    tab: 'charts',
    importQueue: [],
    importedRecords: [],
    importMachines: {},
    fleet: null,
    gestureStart: null,
    prices: BUILT_IN,
    deploymentSettings: {},
  };
}

export function createAppStore(init: Partial<AppState> = {}) {
  return createStore<AppState>()(
    temporal(() => ({ ...initialState(), ...init }), {
      partialize: (s) => ({ scenario: s.scenario }),
      equality: (a, b) => a.scenario === b.scenario,
      limit: 200,
    }),
  );
}

export type AppStore = ReturnType<typeof createAppStore>;

/** The result of trying to commit a scenario: issues mean nothing changed. */
export type CommitResult = { ok: true } | { ok: false; issues: ScenarioIssue[] };

/**
 * A slider's drag is one undo step: history pauses at its start and gets the scenario from before
 * it at its end.
 */
function gestureActions(store: AppStore) {
  const set = (partial: Partial<AppState>) => store.setState(partial);
  const get = () => store.getState();
  const history = () => store.temporal.getState();
  return {
    beginGesture: () => {
      if (get().gestureStart) return;
      set({ gestureStart: get().scenario });
      history().pause();
    },
    endGesture: () => {
      const start = get().gestureStart;
      if (!start) return;
      set({ gestureStart: null });
      history().resume();
      if (start !== get().scenario) {
        store.temporal.setState((t) => ({
          pastStates: [...t.pastStates, { scenario: start }],
          futureStates: [],
        }));
      }
    },
  };
}

/** Scenarios pinned for comparison (at most MAX_PINNED). */
function pinActions(store: AppStore) {
  const set = (partial: Partial<AppState>) => store.setState(partial);
  const get = () => store.getState();
  return {
    /** Pins the current scenario, or `given` (a recommended configuration, issue 39). */
    pin: (label?: string, given?: Scenario): boolean => {
      const { pinned, nextPinId } = get();
      const scenario = given ?? get().scenario;
      if (pinned.length >= MAX_PINNED) return false;
      set({
        pinned: [
          ...pinned,
          { id: nextPinId, label: label ?? `Pin ${nextPinId}: ${scenario.name}`, scenario },
        ],
        nextPinId: nextPinId + 1,
      });
      return true;
    },
    unpin: (id: number) => set({ pinned: get().pinned.filter((p) => p.id !== id) }),
    /** Renames a pin (an empty name keeps the old one). */
    renamePin: (id: number, label: string) => {
      const name = label.trim();
      if (!name) return;
      set({ pinned: get().pinned.map((p) => (p.id === id ? { ...p, label: name } : p)) });
    },
  };
}

/**
 * The deployment switch, giving back the settings the document had on `d` when it left it (the
 * round trip EC2 → RDS → EC2 restores EC2's instance, IOPS, throughput, doublewrite…); where
 * those are no longer valid, the plain switch's nearest equivalents.
 */
function switchDeployment(
  store: AppStore,
  commit: (candidate: Scenario) => CommitResult,
  d: Deployment,
): CommitResult {
  const set = (partial: Partial<AppState>) => store.setState(partial);
  const get = () => store.getState();
  const s = get().scenario;
  const moved = withDeployment(s, d, {}, catalog);
  const kept = get().deploymentSettings[`${s.cloud}:${d}`];
  const restored = kept ? withDeploymentSettings(moved, kept, catalog) : moved;
  let result = commit(restored);
  if (!result.ok && restored !== moved) result = commit(moved);
  if (result.ok && d !== s.deployment) {
    const memory = { ...get().deploymentSettings };
    memory[`${s.cloud}:${s.deployment}`] = deploymentSettingsOf(s);
    set({ deploymentSettings: memory });
  }
  return result;
}

/** New and Open: the document starts over (no file, no pins, no kept settings, no history). */
function documentActions(store: AppStore) {
  const set = (partial: Partial<AppState>) => store.setState(partial);
  const history = () => store.temporal.getState();
  return {
    /** A new document: default scenario, no file, no pins, history cleared (no undo of New). */
    newScenario: () => {
      const s = defaultScenario();
      set({
        scenario: s,
        file: null,
        savedText: selectSerialized(s),
        recommendation: null,
        deploymentSettings: {},
        // Pins compare configurations of this document (issue 41 item 11: they stayed).
        pinned: [],
      });
      history().clear();
    },
    /** An opened file becomes the document; pins and history start over. */
    openScenario: (scenario: Scenario, file: { path: string | null; name: string }) => {
      set({
        scenario,
        file,
        savedText: selectSerialized(scenario),
        recommendation: null,
        deploymentSettings: {},
        // Pins compare configurations of this document (issue 41 item 11: they stayed).
        pinned: [],
      });
      history().clear();
    },
  };
}

/** Actions over a store: the only way components change state. */
export function createActions(store: AppStore) {
  const set = (partial: Partial<AppState>) => store.setState(partial);
  const get = () => store.getState();
  const history = () => store.temporal.getState();

  /**
   * Commit a candidate scenario if the model accepts it; otherwise report why, unchanged. A name
   * nobody gave follows the new settings (core/scenario/title.ts), so every view reads it.
   */
  function commit(candidate: Scenario): CommitResult {
    const issues = selectIssues(candidate);
    if (issues.length > 0) return { ok: false, issues };
    const current = get().scenario;
    if (candidate !== current) set({ scenario: followName(current, candidate) });
    return { ok: true };
  }

  return {
    commit,
    current: () => get().scenario,
    /**
     * Set one field. A numeric field is first checked against its whole range given the other
     * fields (core/scenario/limits.ts), so the issue is about the field edited and its nearest
     * valid value keeps the rest valid (a volume made smaller than its data suggests the data's
     * size, not a smaller data size).
     */
    setField: (path: FieldPath, value: string | number | boolean) => {
      const candidate = setFieldFitted(get().scenario, path, value, catalog);
      const own = fieldIssue(candidate, catalog, path);
      return own ? { ok: false as const, issues: [own] } : commit(candidate);
    },
    /** Try a value without committing: the issues it would raise. */
    check: (path: FieldPath, value: string | number | boolean) => {
      const candidate = setFieldFitted(get().scenario, path, value, catalog);
      const own = fieldIssue(candidate, catalog, path);
      return own ? [own] : selectIssues(candidate);
    },
    setStorageKind: (kind: StorageKind) => commit(setStorageKind(get().scenario, kind, catalog)),
    /**
     * Move the scenario to another deployment (issue 29): the instance renamed to the class the
     * deployment sells, and what the deployment refuses changed to its nearest equivalent.
     */
    setDeployment: (d: Deployment) => switchDeployment(store, commit, d),
    /**
     * RDS's Multi-AZ choice (issue 40): off, one standby (`instance`) or a Multi-AZ DB cluster;
     * the kind is kept when Multi-AZ goes off, as `--multi-az off` keeps it.
     */
    setMultiAz: (v: 'off' | 'instance' | 'cluster') => {
      const s = get().scenario;
      return commit(
        v === 'off' ? { ...s, multiAz: false } : { ...s, multiAz: true, multiAzKind: v },
      );
    },
    /**
     * Move the scenario to another cloud (issue 38): its first region, VM size and disk kind at
     * what the kind includes, where the cloud does not have the current ones; one undo step.
     */
    setCloud: (c: Cloud) => commit(withCloud(get().scenario, c, catalog)),
    /** Try a storage kind on `scenario` (the current one) without committing: its issues. */
    checkStorageKind: (kind: StorageKind, scenario: Scenario = get().scenario) =>
      selectIssues(setStorageKind(scenario, kind, catalog)),
    /**
     * Name the document (title bar, Save As). One undo step; an empty name gives the document
     * back its automatic name, which then follows the settings again.
     */
    rename: (name: string) => {
      const s = get().scenario;
      const given = name.trim();
      const next = given === '' ? automaticName(s) : given;
      if (next !== s.name) set({ scenario: { ...s, name: next } });
    },
    applyPatch: (patch: ScenarioPatch) => commit(applyPatch(get().scenario, patch)),
    /** Replace the scenario (compare restored: its name comes with it); one undo step. */
    replaceScenario: (scenario: Scenario) => commit(scenario),
    /**
     * Apply a configuration (a recommendation): its settings, the document's name. A name the user
     * gave stays; an automatic one follows the new settings ("Recommended: …" names the result,
     * not the document).
     */
    applyConfiguration: (scenario: Scenario) => commit({ ...scenario, name: get().scenario.name }),
    ...gestureActions(store),
    undo: () => history().undo(),
    redo: () => history().redo(),
    canUndo: () => history().pastStates.length > 0,
    canRedo: () => history().futureStates.length > 0,
    ...documentActions(store),
    /** `text`: what was written (serializeScenario of the scenario when Save was chosen). */
    markSaved: (file: { path: string | null; name: string }, text: string) =>
      set({ file, savedText: text }),
    ...pinActions(store),
    setTargets: (targets: AppState['targets']) => set({ targets, targetsGiven: true }),
    /** A recommendation answers the export's request for targets: the request closes with it. */
    setRecommendation: (recommendation: AppState['recommendation']) =>
      set(
        recommendation
          ? {
              recommendation,
              targetsPrompt: false,
              ...(recommendation.targetsRule === 'given' ? { targetsGiven: true } : {}),
            }
          : { recommendation },
      ),
    setRecommendOptions: (recommendOptions: RecommendOptions) => set({ recommendOptions }),
    /** Open (or close) the request for targets that an export from a fresh document needs. */
    setTargetsPrompt: (targetsPrompt: boolean) => set({ targetsPrompt }),
    setMeasured: (measured: MeasuredPoint[]) => set({ measured }),
    setProfiles: (profiles: CalibrationProfile[]) => set({ profiles }),
    setTheme: (theme: Theme) => set({ theme }),
    setTab: (tab: Tab) => set({ tab }),
    queueImport: (files: OpenedFile[]) => set({ importQueue: files, tab: 'import' }),
    clearImportQueue: () => set({ importQueue: [] }),
    setFleet: (fleet: FleetRun | null) => set({ fleet }),
    /** Prices with `next` from now on (the built-in catalog or it with the user's price list). */
    setPriceList: (next: Catalog, prices: PriceList) => {
      installCatalog(next);
      // Figures computed with the previous prices must not stand as current: the recommendation
      // (its targets stay in the form) is cleared, a sized fleet is marked as priced before.
      const { fleet } = get();
      set({
        prices,
        recommendation: null,
        fleet: fleet ? { ...fleet, stalePrices: true } : null,
      });
    },
    /** Accept an import: records kept for calibration, points shown on the charts. */
    acceptImport: (
      records: BenchmarkRecord[],
      measured: MeasuredPoint[],
      machines: Record<string, MeasuredOn> = {},
    ) => {
      set({ importedRecords: records, measured, importMachines: machines });
      // Aurora Standard with no average load: its I/O is priced on the telemetry's (issue 40).
      const priced = scenarioWithTelemetryLoad(get().scenario, records, catalog);
      if (priced) commit(priced);
    },
    clearImport: () => set({ importedRecords: [], measured: [], importMachines: {} }),
  };
}

export type AppActions = ReturnType<typeof createActions>;

/** Dirty: the scenario differs from the one last opened or saved. */
export function isDirty(s: Pick<AppState, 'scenario' | 'savedText'>): boolean {
  return selectSerialized(s.scenario) !== s.savedText;
}
