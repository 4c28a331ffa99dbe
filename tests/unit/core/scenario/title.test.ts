import { describe, expect, it } from 'vitest';
import { defaultScenario, DEFAULT_SCENARIO } from '../../../../src/core/scenario/defaults.ts';
import {
  automaticName,
  followName,
  isAutomaticName,
  scenarioTitle,
} from '../../../../src/core/scenario/title.ts';

/** Issue 30: the name nobody gave follows the settings; a name the user gave stays. */
describe('followName', () => {
  it('renames the default scenario after its settings when it is edited', () => {
    const prev = defaultScenario();
    const next = { ...prev, instance: { ...prev.instance, type: 'r6i.2xlarge' } };
    const named = followName(prev, next);
    expect(named.name).toBe('1M tables on r6i.2xlarge + gp3 500 GiB, 3,000 IOPS, 125 MiB/s');
    expect(isAutomaticName(named)).toBe(true);
    // A second edit follows again.
    const again = followName(named, {
      ...named,
      storage: { ...named.storage, sizeGiB: 800 },
    });
    expect(again.name).toBe(scenarioTitle(again));
    expect(again.name).toContain('800 GiB');
  });

  it('goes back to the default name when the settings are the default again', () => {
    const prev = { ...defaultScenario(), name: 'x' };
    prev.instance.type = 'r6i.2xlarge';
    prev.name = scenarioTitle(prev);
    const back = followName(prev, { ...prev, instance: { ...DEFAULT_SCENARIO.instance } });
    expect(back.name).toBe(DEFAULT_SCENARIO.name);
    expect(automaticName(back)).toBe(DEFAULT_SCENARIO.name);
  });

  it('keeps a name the user gave, and a name the new scenario brings', () => {
    const prev = { ...defaultScenario(), name: 'Prod replica' };
    const next = { ...prev, instance: { ...prev.instance, type: 'r6i.2xlarge' } };
    expect(followName(prev, next).name).toBe('Prod replica');
    const restored = { ...defaultScenario(), name: 'Pinned one' };
    expect(followName(defaultScenario(), restored).name).toBe('Pinned one');
  });

  it('returns the same object when nothing changes', () => {
    const s = defaultScenario();
    expect(followName(s, s)).toBe(s);
  });
});
