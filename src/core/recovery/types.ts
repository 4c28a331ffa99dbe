/** Types of the recovery paths (issue 37): each path is a sequence of timed phases. */

export type RecoveryBound = 'iops' | 'bandwidth' | 'latency' | 'network' | 'cpu' | 'fixed';

export type RecoveryPathId =
  'restart' | 'crash' | 'snapshot-restore' | 'backup-restore' | 'replica-rebuild' | 'failover';

export interface RecoveryPhase {
  id: string;
  label: string;
  seconds: number;
  /** Optimistic and pessimistic seconds. */
  range: [number, number];
  bound: RecoveryBound;
  /** `modelled`: computed from the scenario by an equation; `published`: a figure a source gives. */
  basis: 'modelled' | 'published' | 'estimate';
  source: string;
}

export interface RecoveryPath {
  id: RecoveryPathId;
  seconds: number;
  range: [number, number];
  phases: RecoveryPhase[];
}
