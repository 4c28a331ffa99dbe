/** Test helper: a scenario with a profile that carries only recovery factors (as a log fit gives). */
import type { RecoveryPhaseFactor, Scenario } from '../../../../src/core/scenario/types.ts';

export function withRecoveryProfile(machine: Scenario, factors: RecoveryPhaseFactor[]): Scenario {
  return {
    ...machine,
    calibration: {
      name: 'logs',
      createdAt: '2026-11-29T00:00:00Z',
      sources: [],
      device: null,
      startup: null,
      recovery: factors,
    },
  };
}
