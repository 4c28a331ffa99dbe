import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { predict } from '../../../../src/core/model.ts';
import { qpsInputs, qpsMixValue, serverMissRatio } from '../../../../src/core/qps/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import type { Range } from '../../../../src/core/types.ts';
import type { CornerFactors } from '../../../../src/core/uncertainty/index.ts';
import { optaneServer } from '../qps/optane.ts';
import {
  SPREADS,
  cornerFactors,
  deviceClass,
  predictWithRanges,
  qpsAtCorner,
  qpsMixRange,
  scenarioBoxes,
  singleReadLatency,
  skewAtCorner,
} from '../../../../src/core/uncertainty/index.ts';

function ranged(s: Scenario) {
  const r = predictWithRanges(s, cat);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.prediction;
}

const inside = (r: Range, v: number, eps = 1e-9): boolean =>
  r[0] <= v * (1 + eps) + eps && v <= r[1] * (1 + eps) + eps;

/** The brief's Optane server (section 5) on a given version and page size, 8 tables. */
function optane(version: string, page: 4 | 8 | 16): Scenario {
  const s = optaneServer(page);
  s.mysql.version = version;
  s.mysql.tables = 8;
  return s;
}

/** The mix's rate at one point of the scenario's QPS box (`u` in 0..1 per constant). */
function mixAtPoint(s: Scenario, u: number[]): number {
  const box = scenarioBoxes(s, cat).qps;
  const f = {} as CornerFactors;
  SPREADS.forEach((sp, i) => {
    const [lo, hi] = box[sp.id];
    f[sp.id] = lo + (u[i] ?? 0.5) * (hi - lo);
  });
  // The model's miss ratio for these settings (pool and page frame as the ranges take them).
  const miss = serverMissRatio(s.mysql, skewAtCorner(s.workload, f), f.bufferPoolEffective);
  return qpsMixValue(qpsAtCorner(qpsInputs(s, cat), deviceClass(s), f, miss));
}

const arbPoint = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
  minLength: SPREADS.length,
  maxLength: SPREADS.length,
});

describe('QPS ranges with the fil_system mutex (5.6/5.7)', () => {
  it('closed system: on 5.7 with a fast device the optimistic corner is the high end, and the range holds every point', () => {
    const s = optane('5.7.44', 4);
    const box = scenarioBoxes(s, cat).qps;
    const x = qpsInputs(s, cat);
    const at = (f: CornerFactors) => qpsMixValue(qpsAtCorner(x, 'custom', f, x.missRatio));
    const fast = at(cornerFactors(box, 'optimistic'));
    const range = qpsMixRange(s, box, cat);
    // The mutex passes at most its peak (contention levels off at one holder at a time), so the
    // rate is monotone again: no point between the corners beats the optimistic corner.
    const mid = mixAtPoint(
      s,
      SPREADS.map(() => 0.5),
    );
    expect(Math.max(fast, mid)).toBeLessThanOrEqual(range[1] * (1 + 1e-9));
    expect(mid).toBeLessThanOrEqual(fast * (1 + 1e-9));
    expect(range[1]).toBeCloseTo(fast, 6);
  });

  it('random points of the box lie inside the QPS range (property: 5.6/5.7/8.0, custom, NVMe, skew, writes)', () => {
    const arbScenario = fc
      .record({
        version: fc.constantFrom('5.6.27', '5.7.44', '8.0.39'),
        page: fc.constantFrom(4 as const, 8 as const, 16 as const),
        kind: fc.constantFrom('custom', 'instance-store', 'gp3'),
        w: fc.constantFrom(0, 0.05, 0.5),
        skew: fc.constantFrom([100, 100], [80, 20], [99, 1]),
        iops: fc.integer({ min: 20_000, max: 2_000_000 }),
        threads: fc.integer({ min: 1, max: 1024 }),
      })
      .map((r): Scenario => {
        const s = optane(r.version, r.page);
        s.storage.custom.readIops4k = r.iops;
        s.workload.threads = r.threads;
        s.workload.writeFraction = r.w;
        [s.workload.hotAccessPercent, s.workload.hotDataPercent] = r.skew as [number, number];
        if (r.kind !== 'custom') {
          s.instance = {
            type: 'm6id.8xlarge',
            customVcpu: 2,
            customMemoryGiB: 8,
            customHourlyUsd: 0,
            burstUsedMin: 0,
            burstKnown: false,
          };
          s.storage.kind = r.kind;
          s.storage.sizeGiB = 500;
          s.storage.iops = 16_000;
          s.storage.throughputMiBps = 1000;
        }
        return s;
      })
      .filter((s) => predict(s, cat).ok);
    fc.assert(
      fc.property(arbScenario, arbPoint, (s, u) => {
        const range = qpsMixRange(s, scenarioBoxes(s, cat).qps, cat);
        expect(inside(range, mixAtPoint(s, u))).toBe(true);
        const p = ranged(s);
        expect(inside(p.qps.pointSelectRange as Range, p.qps.pointSelect)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('spreads for the constants that had none', () => {
  it('crash-recovery discovery (5.6): the brief measured 1.27 × the modelled time per file warm; it lies inside the range', () => {
    const s = defaultScenario();
    s.mysql.version = '5.6.27';
    s.mysql.shutdown = 'crash';
    s.mysql.osCache = 'warm';
    const p = ranged(s);
    const ph = p.startup.phases.find((x) => x.name === 'tablespace_discovery');
    expect(ph).toBeDefined();
    const r = ph?.range as Range;
    expect(inside(r, (ph?.seconds ?? 0) * 1.27)).toBe(true);
    // 5.7.0-5.7.4 were never measured: wider.
    const s57 = { ...s, mysql: { ...s.mysql, version: '5.7.4' } };
    const ph57 = ranged(s57).startup.phases.find((x) => x.name === 'tablespace_discovery');
    const r57 = ph57?.range as Range;
    expect(r57[1] / (ph57?.seconds ?? 1)).toBeGreaterThan(r[1] / (ph?.seconds ?? 1));
  });

  it("the custom device's cached-write latency moves with the device at the corners", () => {
    const s = optane('8.0.39', 16);
    s.storage.custom = { ...s.storage.custom, readIops4k: 200, readMiBps: 150, count: 1 };
    s.storage.custom.writeLatencyUs = 100;
    s.workload.writeFraction = 1;
    s.mysql.bufferPoolGiB = 98.4;
    s.logVolume.kind = 'gp3';
    const x = qpsInputs(s, cat);
    const box = scenarioBoxes(s, cat).qps;
    const slow = qpsAtCorner(x, 'custom', cornerFactors(box, 'pessimistic'), x.missRatio);
    expect(slow.deviceTime?.writeUs).toBeCloseTo(100 / 0.9, 9);
    expect(slow.deviceTime?.usPerKiB).toBeCloseTo((x.deviceTime?.usPerKiB ?? 0) / 0.9, 12);
    const p = ranged(s);
    const tps = p.qps.transactionsPerSecond ?? 0;
    const r = p.qps.transactionsPerSecondRange as Range;
    // Device-time-bound: ±10 % on the device gives at least −9 % / +10 % on the TPS.
    expect(r[0]).toBeLessThanOrEqual(tps * 0.91);
    expect(r[1]).toBeGreaterThanOrEqual(tps * 1.09);
  });

  it('a skewed workload: the range reaches down towards uniform caching but never below uniform access', () => {
    const s = defaultScenario();
    s.mysql.bufferPoolGiB = 6;
    s.mysql.dataGiB = 100;
    const uniform = ranged(s);
    s.workload.hotAccessPercent = 95;
    s.workload.hotDataPercent = 5;
    const skewed = ranged(s);
    const r = skewed.qps.pointSelectRange as Range;
    expect(r[0]).toBeLessThan(skewed.qps.pointSelect * 0.9);
    expect(r[0]).toBeGreaterThan(uniform.qps.pointSelect);
    expect(skewed.uncertainty?.qps.join(' ')).toMatch(/95% of accesses go to 5% of the data/);
    expect(skewed.uncertainty?.startup.join(' ')).not.toMatch(/accesses/);
    expect(
      skewAtCorner({ hotAccessPercent: 100, hotDataPercent: 100 }, {
        accessSkew: 0.5,
      } as CornerFactors),
    ).toEqual({ hotAccessPercent: 100, hotDataPercent: 100 });
  });
});

describe('extrapolation reasons are split by the figures they widen', () => {
  it('8 tables widen the startup ranges only; io2 widens both', () => {
    const s = defaultScenario();
    s.mysql.tables = 8;
    const p = ranged(s);
    expect(p.uncertainty?.startup.join(' ')).toMatch(/8 tables: measured at 1,000,000/);
    expect(p.uncertainty?.qps.join(' ')).not.toMatch(/tables/);
    expect(p.uncertainty?.extrapolating).toEqual(
      expect.arrayContaining([...(p.uncertainty?.startup ?? []), ...(p.uncertainty?.qps ?? [])]),
    );
    s.storage.kind = 'io2';
    s.storage.iops = 3000;
    const q = ranged(s);
    expect(q.uncertainty?.startup.join(' ')).toMatch(/io2: EBS measured on gp3 only/);
    expect(q.uncertainty?.qps.join(' ')).toMatch(/io2: EBS measured on gp3 only/);
  });
});

describe('gp3 read latency: calibrated on Nitro v4 (m6i) only (docs/validation.md V6)', () => {
  it('on m6i and the other Nitro v4 families the single-read range is narrow; on Nitro v2 (m6g) it is twofold and says why', () => {
    const s = defaultScenario();
    const m6i = singleReadLatency(s, 4, cat);
    expect(m6i.point).toBeCloseTo(330, 6);
    expect(m6i.range[1] / m6i.point).toBeLessThan(1.1);
    expect(ranged(s).uncertainty?.extrapolating.join(' ')).not.toMatch(/read latency/);
    // Keyed by Nitro generation, not by family: m7i, m7g and r6i share m6i's Nitro v4. r6i has
    // m6i's processor too (one range); on m7i and m7g only the kernel's buffered-read overhead
    // moves with the processor's per-core interval.
    for (const t of ['m7i.large', 'm7g.large', 'r6i.large']) {
      s.instance.type = t;
      const r = singleReadLatency(s, 4, cat);
      if (t === 'r6i.large') expect(r.range).toEqual(m6i.range);
      expect(r.range[1] / r.point, t).toBeLessThan(1.2);
      expect(ranged(s).uncertainty?.extrapolating.join(' ')).not.toMatch(/read latency/);
    }
    s.instance.type = 'm6g.large';
    const m6g = singleReadLatency(s, 4, cat);
    expect(m6g.point).toBeCloseTo(330, 6);
    expect(m6g.range[0]).toBeLessThan(m6i.range[0]);
    expect(m6g.range[1]).toBeGreaterThan(1.8 * m6g.point);
    const p = ranged(s);
    const words = /m6g \(Nitro v2\): gp3 read latency measured on Nitro v4 \(m6i\) only/;
    expect(p.uncertainty?.startup.join(' ')).toMatch(words);
    expect(p.uncertainty?.qps.join(' ')).toMatch(words);
  });

  it('every single-read range contains its point, and larger reads take longer (property)', () => {
    const types = ['m6i.large', 'm7i.xlarge', 'r7g.2xlarge', 'm6id.xlarge', 'i4i.large'];
    const kinds = ['gp3', 'gp2', 'io2', 'instance-store'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...types),
        fc.constantFrom(...kinds),
        fc.constantFrom(4, 16, 32),
        (type, kind, kib) => {
          const s = defaultScenario();
          s.instance.type = type;
          s.storage.kind = kind;
          if (!predict(s, cat).ok) return; // e.g. instance store on a type without one
          const r = singleReadLatency(s, kib, cat);
          expect(inside(r.range, r.point)).toBe(true);
          expect(singleReadLatency(s, kib * 2, cat).point).toBeGreaterThanOrEqual(r.point);
        },
      ),
      { numRuns: 60 },
    );
  });
});
