import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startupInputs } from '../../../../src/core/startup/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { FIXTURE_CATALOG as cat } from '../model/fixtureCatalog.ts';

function burstSecondsLeft(edit: (s: ReturnType<typeof defaultScenario>) => void): number {
  const s = defaultScenario();
  edit(s);
  const b = startupInputs(s, cat).burst;
  if (!b) throw new Error('the default instance should burst');
  return b.secondsLeft;
}

describe('startup burst from the two EBS balances (issue 40)', () => {
  it('an idle day keeps the full 30 minutes; a restore spends it as the byte balance says', () => {
    const idle = burstSecondsLeft(() => {});
    const restored = burstSecondsLeft((s) => {
      s.instance.afterRestoreGiB = 500;
    });
    expect(idle).toBeCloseTo(1800, 6);
    expect(restored).toBeLessThan(idle);
  });

  it('the lower balance of the two limits the burst; burstUsedMin still counts', () => {
    expect(burstSecondsLeft((s) => (s.instance.ebsByteBalancePct = 25))).toBeCloseTo(450, 6);
    expect(burstSecondsLeft((s) => (s.instance.burstUsedMin = 15))).toBeCloseTo(900, 6);
  });

  it('property: more balance never gives less burst', () => {
    const pct = fc.double({ min: 0, max: 100, noNaN: true });
    fc.assert(
      fc.property(pct, pct, (a, b) => {
        const lo = burstSecondsLeft((s) => (s.instance.ebsIoBalancePct = Math.min(a, b)));
        const hi = burstSecondsLeft((s) => (s.instance.ebsIoBalancePct = Math.max(a, b)));
        return hi >= lo;
      }),
      { numRuns: 50 },
    );
  });
});
