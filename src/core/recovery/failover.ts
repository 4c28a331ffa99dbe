/**
 * failover: RDS Multi-AZ (one standby): AWS says failover "typically" completes within 60–120 s
 * (https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/Concepts.MultiAZSingleStandby.html);
 * Multi-AZ DB cluster: typically under 35 s
 * (https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/multi-az-db-clusters-concepts.html).
 * Self-managed replica: detection and promotion, no published figure (estimate 10 s to 5 min),
 * plus the replica lag to apply.
 */
import { path, phase } from './phase.ts';
import type { RecoveryInputs } from './inputs.ts';
import type { RecoveryPath, RecoveryPhase } from './types.ts';

function switchPhase(kind: RecoveryInputs['failoverKind']): RecoveryPhase {
  if (kind === 'rds-multi-az') {
    const p = phase(
      'switch',
      'Multi-AZ failover',
      90,
      'fixed',
      'published',
      'AWS: typically 60–120 s (Concepts.MultiAZSingleStandby)',
    );
    return { ...p, range: [60, 120] };
  }
  if (kind === 'rds-multi-az-cluster') {
    const p = phase(
      'switch',
      'Multi-AZ cluster failover',
      35,
      'fixed',
      'published',
      'AWS: typically under 35 s (multi-az-db-clusters-concepts)',
    );
    return { ...p, range: [10, 35] };
  }
  const p = phase(
    'switch',
    'Detect and promote the replica',
    60,
    'fixed',
    'estimate',
    'Estimate: no published figure; range 10 s to 5 min',
  );
  return { ...p, range: [10, 300] };
}

export function failoverPath(x: RecoveryInputs): RecoveryPath {
  const lag = Math.max(0, x.replicaLagSeconds);
  return path('failover', [
    switchPhase(x.failoverKind),
    phase('replica_lag', 'Apply the replica lag', lag, 'cpu', 'modelled', 'Replica lag given, s'),
  ]);
}
