/**
 * The recovery figures of a scenario as every surface shows them (app, CLI, PDF, fleet): the
 * paths with warm-up and full service at the target load, the path the target applies to
 * (`recovery.path`, default the slowest at its pessimistic end) and the target's verdict.
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { predictRecovery, recoveryTargetQps } from './scenario.ts';
import type { RecoveryPathResult } from './scenario.ts';
import { chosenPath, recoveryTarget } from './target.ts';
import type { RecoveryTargetResult } from './target.ts';
import type { EngineStartRange } from './types.ts';

export interface RecoverySummary {
  /** The load the warm-up is timed to, QPS. */
  targetQps: number;
  paths: RecoveryPathResult[];
  /** The path `recovery.path` names, or the slowest. */
  chosen: RecoveryPathResult | undefined;
  /** The verdict on `recovery.maxRecoverySeconds`, null without a target. */
  target: RecoveryTargetResult | null;
}

/** `startRange`: the engine starts' startup ranges (`predictRecovery`; uncertainty/engineStart.ts). */
export function recoverySummary(
  s: Scenario,
  c: Catalog,
  predictedQps: number,
  startRange?: EngineStartRange,
): RecoverySummary {
  const targetQps = recoveryTargetQps(s, predictedQps);
  const paths = predictRecovery(s, c, targetQps, startRange);
  const pathId = s.recovery.path === 'slowest' ? undefined : s.recovery.path;
  const max = s.recovery.maxRecoverySeconds;
  return {
    targetQps,
    paths,
    chosen: chosenPath(paths, pathId),
    target: max !== null ? recoveryTarget(paths, max, pathId) : null,
  };
}
