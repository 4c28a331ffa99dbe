/**
 * The engine starts of the recovery paths: each is the startup model run with one setup (clean,
 * after a crash, after a crash on a volume just restored from a snapshot with no remedy). The
 * scenario, startup inputs and seconds of each are resolved once, for the phase's seconds and,
 * in the uncertainty layer, for its range (uncertainty/engineStart.ts).
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { startupInputs } from '../startup/index.ts';
import { startupTotalSeconds } from '../startup/phases.ts';
import type { EngineStart, EngineStartSetup } from './types.ts';

/**
 * The scenario a start runs: the scenario itself where it already is that start (a warm
 * volume's restore remedy does not change its start), else a copy with the start's shutdown and
 * volume state and no restore remedy.
 */
export function startScenario(s: Scenario, start: EngineStart): Scenario {
  const shutdown = start === 'clean' ? 'clean' : 'crash';
  const volumeState = start === 'crash-restored' ? 'restored' : 'warm';
  const st = s.storage;
  if (
    s.mysql.shutdown === shutdown &&
    st.volumeState === volumeState &&
    (volumeState === 'warm' || st.restoreRemedy === 'none')
  )
    return s;
  return {
    ...s,
    mysql: { ...s.mysql, shutdown },
    storage: { ...st, volumeState, restoreRemedy: 'none' },
  };
}

/** The start's setup: its scenario, startup inputs and seconds (numbers only, no text). */
export function startSetup(s: Scenario, c: Catalog, start: EngineStart): EngineStartSetup {
  const scenario = startScenario(s, start);
  const inputs = startupInputs(scenario, c);
  return { scenario, inputs, seconds: startupTotalSeconds(inputs) };
}
