/**
 * Issue 40 item 1: the instance's EBS burst as AWS meters it, two balances (EBSIOBalance%,
 * EBSByteBalance%) drained phase by phase by the IO above the baseline. Done when: a restart right
 * after a restore that used the burst and one on an idle day differ as the balances say; more
 * balance is never slower; a balance is never above 100 %.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { predictStartup, startupInputs } from '../../../../src/core/startup/index.ts';
import { startBalances } from '../../../../src/core/startup/burst.ts';
import { balancesAfterRestore } from '../../../../src/core/devices/ebsBalance.ts';
import { validateScenario } from '../../../../src/core/model.ts';
import { predictWithRanges } from '../../../../src/core/uncertainty/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import type { InstanceType } from '../../../../src/core/catalog/types.ts';

type Edit = (s: Scenario) => void;

function burstSecondsLeft(edit: Edit): number {
  const s = defaultScenario();
  edit(s);
  const b = startupInputs(s, cat).burst;
  if (!b) throw new Error('the default instance should burst');
  return b.secondsLeft;
}

/** m6i.large with gp3 at 12,000 IOPS / 500 MiB/s: reads well above the 3,600 IOPS baseline. */
function fast(edit: Edit = () => {}): Scenario {
  const s = defaultScenario();
  s.instance.type = 'm6i.large';
  s.storage.iops = 12_000;
  s.storage.throughputMiBps = 500;
  s.instance.burstKnown = true;
  edit(s);
  return s;
}

function m6iLarge(): InstanceType {
  const inst = cat.instances['m6i.large'];
  if (!inst) throw new Error('m6i.large in the catalog');
  return inst;
}

const total = (s: Scenario): number => predictStartup(s, cat).totalSeconds;

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

  it('a restart right after a restore that used the burst and one on an idle day differ as the balances say', () => {
    const idle = total(fast());
    const inst = m6iLarge();
    // 2,080 GiB read at m6i.large's burst ceiling leave under 1 % of the byte balance; 3,000 GiB empty it.
    const partly = fast((s) => (s.instance.afterRestoreGiB = 2080));
    const spent = fast((s) => (s.instance.afterRestoreGiB = 3000));
    const left = balancesAfterRestore(inst.ebs, 2080);
    expect(left.bytePct).toBeGreaterThan(0);
    expect(left.bytePct).toBeLessThan(1);
    expect(balancesAfterRestore(inst.ebs, 3000).bytePct).toBe(0);
    expect(startBalances(partly, inst.ebs)).toEqual(left);
    // The same start as typing the balances CloudWatch would show after that restore.
    const typed = fast((s) => {
      s.instance.ebsIoBalancePct = left.ioPct;
      s.instance.ebsByteBalancePct = left.bytePct;
    });
    expect(total(partly)).toBeCloseTo(total(typed), 9);
    expect(total(partly)).toBeGreaterThan(idle);
    expect(total(spent)).toBeGreaterThan(total(partly));
    // The seed's starts on this machine: 247 s with the burst intact, 469-471 s after a restore
    // that used it up (validation V14; the bucket is derived from AWS's 30 minutes, not fitted):
    // the model gives 239 s and 495 s (8 min 15 s, as before issue 40: both balances empty).
    expect(Math.abs(idle / 247 - 1)).toBeLessThan(0.05);
    expect(Math.abs(total(spent) / 470 - 1)).toBeLessThan(0.06);
    // A small restore leaves enough for the whole start: no slower than the idle day.
    expect(total(fast((s) => (s.instance.afterRestoreGiB = 1000)))).toBeCloseTo(idle, 9);
    // A phase says the burst ran out, after the restore only.
    const ran = (s: Scenario): boolean =>
      predictStartup(s, cat).phases.some((p) => /EBS burst balance runs out/.test(p.explanation));
    expect(ran(partly)).toBe(true);
    expect(ran(fast())).toBe(false);
  });

  it('a 4 % byte balance holds 72 s at the ceiling; a start with it is faster than with none', () => {
    const half = fast((s) => (s.instance.ebsByteBalancePct = 4));
    const b = startupInputs(half, cat).burst;
    expect(b?.secondsLeft).toBeCloseTo(72, 6);
    expect(total(half)).toBeLessThan(total(fast((s) => (s.instance.ebsByteBalancePct = 0))));
  });

  const pct = fc.double({ min: 0, max: 100, noNaN: true });
  const arbBursting = fc.record({
    type: fc.constantFrom('m6i.large', 'm6i.xlarge', 'r6g.large', 'c7g.2xlarge', 'm7i.4xlarge'),
    iops: fc.integer({ min: 3000, max: 16_000 }),
    mibps: fc.integer({ min: 125, max: 1000 }),
    tables: fc.integer({ min: 1000, max: 2_000_000 }),
    version: fc.constantFrom('5.7.44', '8.0.39', '9.0.1'),
    restoreGiB: fc.constantFrom(0, 500, 1500, 3000),
  });
  type Bursting = typeof arbBursting extends fc.Arbitrary<infer T> ? T : never;
  const build = (r: Bursting, io: number, byte: number): Scenario =>
    fast((s) => {
      s.instance.type = r.type;
      s.storage.iops = r.iops;
      s.storage.throughputMiBps = Math.min(r.mibps, Math.floor(r.iops / 4));
      s.mysql.tables = r.tables;
      s.mysql.version = r.version;
      s.instance.afterRestoreGiB = r.restoreGiB;
      s.instance.ebsIoBalancePct = io;
      s.instance.ebsByteBalancePct = byte;
    });

  it('property: more balance (either one) is never a slower start, point or slow end', () => {
    fc.assert(
      fc.property(arbBursting, pct, pct, pct, pct, (r, a, b, c, d) => {
        const less = build(r, Math.min(a, b), Math.min(c, d));
        const more = build(r, Math.max(a, b), Math.max(c, d));
        expect(total(more)).toBeLessThanOrEqual(total(less) * (1 + 1e-12));
        const hi = (s: Scenario): number => {
          const p = predictWithRanges(s, cat);
          if (!p.ok) throw new Error(p.issues.map((i) => i.message).join('; '));
          return p.prediction.startup.totalRange?.[1] ?? NaN;
        };
        expect(hi(more)).toBeLessThanOrEqual(hi(less) * (1 + 1e-12));
      }),
      { numRuns: 60 },
    );
  });

  it('property: the balances a start uses are never above 100 % nor below 0 %', () => {
    const any = fc.double({ noNaN: false });
    fc.assert(
      fc.property(any, any, any, any, (io, byte, used, gib) => {
        const s = fast((x) => {
          x.instance.ebsIoBalancePct = io;
          x.instance.ebsByteBalancePct = byte;
          x.instance.burstUsedMin = used;
          x.instance.afterRestoreGiB = gib;
        });
        const inst = m6iLarge();
        const b = startBalances(s, inst.ebs);
        for (const v of [b.ioPct, b.bytePct]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100);
        }
        const x = startupInputs(s, cat).burst;
        expect(x?.held.mib).toBeLessThanOrEqual(x?.bucket.mib ?? NaN);
        expect(x?.held.ioCount).toBeLessThanOrEqual(x?.bucket.ioCount ?? NaN);
      }),
      { numRuns: 200 },
    );
  });

  it('a balance out of 0-100 % is refused with one error naming the field and a valid value', () => {
    for (const [path, value, near] of [
      ['ebsIoBalancePct', 150, 100],
      ['ebsByteBalancePct', -5, 0],
      ['afterRestoreGiB', -1, 0],
    ] as const) {
      const s = fast((x) => (x.instance[path] = value));
      const issues = validateScenario(s, cat);
      expect(issues).toHaveLength(1);
      expect(issues[0]?.path).toBe(`instance.${path}`);
      expect(issues[0]?.nearestValid).toBe(near);
    }
  });
});
