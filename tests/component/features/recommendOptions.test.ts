import { describe, expect, it } from 'vitest';
import { targetsFor } from '../../../src/app/features/recommend/runRecommend.ts';
import { DEFAULT_RECOMMEND_OPTIONS } from '../../../src/app/store/store.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';

const goal = { maxStartupSeconds: 120, minQps: 5000 };

describe('Recommend tab options → the search', () => {
  it('the architecture is kept unless the Allow architecture change box is ticked', () => {
    const s = defaultScenario();
    const kept = targetsFor(s, goal, DEFAULT_RECOMMEND_OPTIONS);
    expect(kept.allowArchitectureChange).toBe(false);
    expect(kept.pins).toEqual({});
    const free = { ...DEFAULT_RECOMMEND_OPTIONS, allowArchitectureChange: true };
    expect(targetsFor(s, goal, free).allowArchitectureChange).toBe(true);
  });

  it('the options cross a worker boundary: plain serialisable data', () => {
    const t = targetsFor(defaultScenario(), goal, {
      ...DEFAULT_RECOMMEND_OPTIONS,
      horizonMonths: 12,
    });
    expect(structuredClone(t)).toEqual(t);
    expect(t.horizonMonths).toBe(12);
  });

  it('the headroom rule: the pessimistic end of the range by default, or a margin', () => {
    const s = defaultScenario();
    expect(targetsFor(s, goal, DEFAULT_RECOMMEND_OPTIONS).headroom).toEqual({ basis: 'range' });
    const margin = { ...DEFAULT_RECOMMEND_OPTIONS, headroomBasis: 'margin' as const };
    expect(targetsFor(s, goal, margin).headroom).toEqual({ marginPercent: 10 });
  });
});
