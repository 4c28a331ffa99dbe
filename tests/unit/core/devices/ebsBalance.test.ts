import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balancesAfter,
  balancesAfterRestore,
  balancesFromBurstUsedMin,
  burstSecondsAtRate,
  ebsBuckets,
  EBS_BURST_FULL_SECONDS,
} from '../../../../src/core/devices/ebsBalance.ts';

// m7g.large-like ceilings: the shape matters, not the type (baseline below burst on both).
const C = { baselineIops: 3600, maxIops: 20000, baselineMiBps: 78.75, maxMiBps: 1250 };

describe('EBS burst balances', () => {
  it('a full bucket lasts 30 minutes at the burst ceiling (the derivation of the bucket)', () => {
    const s = burstSecondsAtRate(C, { ioPct: 100, bytePct: 100 }, C.maxIops, C.maxMiBps);
    expect(s).toBeCloseTo(EBS_BURST_FULL_SECONDS, 6);
    expect(ebsBuckets(C).ioCount).toBeCloseTo((20000 - 3600) * 1800, 6);
  });

  it('a phase at or below the baseline never drains (Infinity)', () => {
    expect(burstSecondsAtRate(C, { ioPct: 0, bytePct: 0 }, 3000, 50)).toBe(Infinity);
  });

  it('a restart right after a restore that spent the burst has less burst than on an idle day', () => {
    const idle = burstSecondsAtRate(C, { ioPct: 100, bytePct: 100 }, C.maxIops, C.maxMiBps);
    const after = balancesAfterRestore(C, 1000);
    const left = burstSecondsAtRate(C, after, C.maxIops, C.maxMiBps);
    // 1,000 GiB at 1,250 MiB/s is 819 s above baseline: 1800 − 819·(1250−78.75)/(1250−78.75).
    expect(after.bytePct).toBeLessThan(100);
    expect(left).toBeCloseTo(EBS_BURST_FULL_SECONDS - (1000 * 1024) / 1250, 0);
    expect(left).toBeLessThan(idle);
    expect(balancesAfterRestore(C, 5000).bytePct).toBe(0);
  });

  it('maps the legacy burstUsedMin onto both balances', () => {
    expect(balancesFromBurstUsedMin(0)).toEqual({ ioPct: 100, bytePct: 100 });
    expect(balancesFromBurstUsedMin(15)).toEqual({ ioPct: 50, bytePct: 50 });
    expect(balancesFromBurstUsedMin(45)).toEqual({ ioPct: 0, bytePct: 0 });
  });

  it('property: more balance never gives less burst time', () => {
    const pct = fc.double({ min: 0, max: 100, noNaN: true });
    fc.assert(
      fc.property(pct, pct, pct, fc.double({ min: 0, max: 30000, noNaN: true }), (a, b, io, r) => {
        const lo = Math.min(a, b);
        const hi = Math.max(a, b);
        const sLo = burstSecondsAtRate(C, { ioPct: lo, bytePct: io }, r, r / 16);
        const sHi = burstSecondsAtRate(C, { ioPct: hi, bytePct: io }, r, r / 16);
        return sHi >= sLo;
      }),
    );
  });

  it('property: a balance is never above 100 % nor below 0 %', () => {
    const n = fc.double({ min: -1e3, max: 1e9, noNaN: true });
    fc.assert(
      fc.property(n, n, n, fc.double({ min: 0, max: 1e6, noNaN: true }), (p, io, mib, s) => {
        const r = balancesAfter(C, { ioPct: p, bytePct: p }, { ioCount: io, mib, seconds: s });
        return r.ioPct >= 0 && r.ioPct <= 100 && r.bytePct >= 0 && r.bytePct <= 100;
      }),
    );
  });
});
