/** Types of the recovery paths (issue 37): each path is a sequence of timed phases. */
import type { RecoveryPathId, Scenario } from '../scenario/types.ts';
import type { Range } from '../types.ts';
import type { StartupInputs } from '../startup/phases.ts';

export type { RecoveryPathId } from '../scenario/types.ts';

export type RecoveryBound = 'iops' | 'bandwidth' | 'latency' | 'network' | 'cpu' | 'fixed';

export interface RecoveryPhase {
  id: string;
  label: string;
  seconds: number;
  /** Optimistic and pessimistic seconds. */
  range: [number, number];
  bound: RecoveryBound;
  /**
   * `modelled`: computed from the scenario by an equation; `published`: a figure a source gives;
   * `estimate`: no published figure, a wide range; `calibrated`: scaled by the user's own log.
   */
  basis: 'modelled' | 'published' | 'estimate' | 'calibrated';
  source: string;
  /** The log whose measurement narrowed the calibrated range, in words (absent: none did). */
  narrowedBy?: string;
}

export interface RecoveryPath {
  id: RecoveryPathId;
  seconds: number;
  range: [number, number];
  phases: RecoveryPhase[];
  /**
   * false: no published figure supports the path's time (e.g. Aurora's storage-level recovery):
   * its range is wide and says so, not a guess dressed as a figure. Absent: modelled.
   */
  modelled?: boolean;
}

/**
 * Which start an engine-start phase is: clean, after a crash on a warm volume, or after a crash on
 * a volume just restored from a snapshot (lazy loading). Each is the startup model run with that
 * setup (scenario.ts `recoveryInputs`).
 */
export type EngineStart = 'clean' | 'crash' | 'crash-restored';

/** A start's scenario, its startup inputs and its total seconds (starts.ts `startSetup`). */
export interface EngineStartSetup {
  scenario: Scenario;
  inputs: StartupInputs;
  seconds: number;
}

/**
 * The startup model's own range of each start of one scenario, and the measured start that
 * narrowed it (the uncertainty layer's `engineStartRanges`, docs/model.md section 10); undefined
 * where the startup is not modelled (Aurora). `setup`: the start's scenario, startup inputs and
 * seconds, when resolved already.
 */
export type EngineStartRange = (
  start: EngineStart,
  setup?: EngineStartSetup,
) => { range: Range; narrowedBy?: string } | undefined;

/** `EngineStartRange` of any scenario (one catalog): what judges changed scenarios passes. */
export type EngineStartRanges = (s: Scenario) => EngineStartRange;
