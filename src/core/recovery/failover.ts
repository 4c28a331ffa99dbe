/**
 * failover:
 * - RDS Multi-AZ DB instance (one standby): "Failover times are typically 60–120 seconds. However,
 *   large transactions or a lengthy recovery process can increase failover time" (RDS User Guide,
 *   "Failing over a Multi-AZ DB instance",
 *   https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/Concepts.MultiAZ.Failover.html, read
 *   2026-11-29). The standby is a synchronous block-level copy on which MySQL is not running: it
 *   starts as after a crash, so the path adds this database's crash start from the startup model
 *   (issue 40; counted in full, so a small database's few seconds of start are in both). No
 *   replica lag: the copy is synchronous.
 * - RDS Multi-AZ DB cluster: "Failover times are typically under 35 seconds. Failover completes
 *   when both reader DB instances have applied outstanding transactions" (RDS User Guide,
 *   "Failing over a Multi-AZ DB cluster",
 *   https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/multi-az-db-clusters-concepts-failover.html,
 *   read 2026-11-29): the readable standbys run MySQL already, no engine start; the replica lag
 *   given is applied.
 * - Self-managed replica: detection and promotion, no published figure (estimate 10 s to 5 min),
 *   plus the replica lag to apply.
 */
import { engineStartPhase } from './crash.ts';
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
      'AWS: typically 60–120 s (RDS User Guide, Concepts.MultiAZ.Failover)',
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
      'AWS: typically under 35 s (RDS User Guide, multi-az-db-clusters-concepts-failover)',
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
  // A Multi-AZ DB instance's standby starts MySQL as after a crash; its copy is synchronous.
  if (x.failoverKind === 'rds-multi-az')
    return path('failover', [
      switchPhase(x.failoverKind),
      engineStartPhase(x, 'crash', 'Engine start on the standby (as after a crash)'),
    ]);
  const lag = Math.max(0, x.replicaLagSeconds);
  return path('failover', [
    switchPhase(x.failoverKind),
    phase('replica_lag', 'Apply the replica lag', lag, 'cpu', 'modelled', 'Replica lag given, s'),
  ]);
}
