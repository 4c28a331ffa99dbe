/** Types of the recovery paths (issue 37): each path is a sequence of timed phases. */
import type { RecoveryPathId } from '../scenario/types.ts';

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
