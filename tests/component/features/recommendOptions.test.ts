import { describe, expect, it } from 'vitest';
import { targetsFor } from '../../../src/app/features/recommend/runRecommend.ts';
import { DEFAULT_RECOMMEND_OPTIONS } from '../../../src/app/store/store.ts';
import { defaultScenario } from '../../../src/core/scenario/defaults.ts';

const goal = { maxStartupSeconds: 120, minQps: 5000 };

describe('Recommend tab options → the search', () => {
  it('Keep architecture pins the current instance’s CPU architecture', () => {
    const s = defaultScenario();
    expect(targetsFor(s, goal, DEFAULT_RECOMMEND_OPTIONS).pins).toEqual({});
    const keep = { ...DEFAULT_RECOMMEND_OPTIONS, keepArchitecture: true };
    expect(targetsFor(s, goal, keep).pins).toEqual({ architecture: 'x86_64' });
    s.instance.type = 'r7g.large';
    expect(targetsFor(s, goal, keep).pins).toEqual({ architecture: 'arm64' });
    // A custom instance has no known architecture: nothing to pin.
    s.instance.type = 'custom';
    expect(targetsFor(s, goal, keep).pins).toEqual({});
  });

  it('the headroom rule: a margin, or the pessimistic end of the range', () => {
    const s = defaultScenario();
    expect(targetsFor(s, goal, DEFAULT_RECOMMEND_OPTIONS).headroom).toEqual({ marginPercent: 10 });
    const range = { ...DEFAULT_RECOMMEND_OPTIONS, headroomBasis: 'range' as const };
    expect(targetsFor(s, goal, range).headroom).toEqual({ basis: 'range' });
  });
});
