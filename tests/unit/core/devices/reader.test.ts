/**
 * The per-file time of one startup reader on EBS, derived from what a reader does (issue 25,
 * mechanism 2; docs/model.md section 2 "Reader time"), checked against the published
 * duplicate-check thread sweeps (T = A + B·N/k, B near 0.6 ms a file on gp3 and io2, ±10 %), which
 * set no constant; and the queue-depth term's properties.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { BURST, deviceParams } from '../../../../src/core/devices/index.ts';
import type { DeviceParams } from '../../../../src/core/devices/params.ts';
import {
  EBS_READER,
  EBS_RANDOM_READ_US_16K,
  capsRate,
  readerFileTimeUs,
  readerOwnUs,
  readerQueueUs,
} from '../../../../src/core/devices/reader.ts';
import {
  BUFFERED_READ_OVERHEAD_US,
  EBS_LATENCY_US_PER_KIB,
  EBS_QD1_READ_US_32K,
} from '../../../../src/core/devices/constants.ts';
import { latencyUs } from '../../../../src/core/devices/rate.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { predictStartup } from '../../../../src/core/startup/index.ts';
import { caseA } from '../briefCases.ts';

const N = 1_000_000;
/** The sweeps' B and its ±10 %. */
const SWEEP_B_US = 600;
const SWEEP_TOL = 0.1;

function ebs(
  kind: 'gp3' | 'io2' | 'gp2',
  iops: number,
  mibps = 1000,
  inst = 'm6i.large',
): Scenario {
  const s = caseA();
  s.instance.type = inst;
  s.storage.kind = kind;
  s.storage.sizeGiB = 2000;
  s.storage.iops = iops;
  s.storage.throughputMiBps = mibps;
  return s;
}
const params = (s: Scenario): DeviceParams => deviceParams(s, cat, BURST);
/** Files/s of k readers of `ioKiB` each. */
const filesPerSecond = (p: DeviceParams, ioKiB: number, k: number): number =>
  (k * 1e6) / readerFileTimeUs(EBS_READER, p, ioKiB, k);

describe("one EBS reader per file, on its volume's own latency curve (issue 40 item 2)", () => {
  it('a file is one buffered read at queue depth 1 on the volume: 330 µs at 4 KiB, 600 µs at 32 KiB', () => {
    for (const kind of ['gp3', 'io2', 'gp2'] as const) {
      const p = params(ebs(kind, kind === 'gp2' ? 6000 : 12_000));
      const reader = p.reader;
      expect(reader, kind).toBeDefined();
      if (!reader) continue;
      for (const kib of [4, 16, 32, 256])
        expect(readerOwnUs(reader, p, kib, 1), `${kind} ${kib} KiB`).toBeCloseTo(
          latencyUs(p, kib, 1) + BUFFERED_READ_OVERHEAD_US,
          9,
        );
      expect(readerOwnUs(reader, p, 4, 1)).toBeCloseTo(330, 9);
      expect(readerOwnUs(reader, p, 32, 1)).toBeCloseTo(EBS_QD1_READ_US_32K, 9);
    }
    expect(EBS_READER.base4kUs).toBeCloseTo(330, 9);
  });

  it('a read above 256 KiB is split into EBS IOs, each one more round trip of the curve', () => {
    const p = params(ebs('io2', 32_000));
    const r = p.reader ?? EBS_READER;
    const one = readerOwnUs(r, p, 256, 1);
    const two = readerOwnUs(r, p, 257, 1);
    expect(two - one).toBeCloseTo(
      p.latency4kUs - 4 * EBS_LATENCY_US_PER_KIB + EBS_LATENCY_US_PER_KIB,
      9,
    );
  });

  it("io2 reads at gp3's measured latency (the sweeps find the two alike), not half of AWS's 500 µs bound", () => {
    expect(cat.ebsLimits.io2.readLatencyUs).toBe(cat.ebsLimits.gp3.readLatencyUs);
    expect(cat.ebsLimits.io2.readLatencyUs).toBeLessThan(500);
    expect(cat.ebsLimits.io2.source).toMatch(/116716/);
    expect(EBS_RANDOM_READ_US_16K).toBeCloseTo(latencyUs(params(ebs('gp3', 3000)), 16, 1), 9);
  });
});

describe('check: the published thread sweeps (T = A + B·N/k, B near 0.6 ms, linear in 1/k)', () => {
  const sweep = (p: DeviceParams, ks: number[]): { k: number; b: number; t: number }[] =>
    ks.map((k) => ({
      k,
      b: readerFileTimeUs(EBS_READER, p, 32, k),
      t: N / filesPerSecond(p, 32, k),
    }));

  /** Least-squares fit of t = a + c / k; returns the largest residual relative to t. */
  function worstResidual(rows: { k: number; t: number }[]): number {
    const mx = rows.reduce((a, r) => a + 1 / r.k, 0) / rows.length;
    const my = rows.reduce((a, r) => a + r.t, 0) / rows.length;
    let sxy = 0;
    let sxx = 0;
    for (const r of rows) {
      sxy += (1 / r.k - mx) * (r.t - my);
      sxx += (1 / r.k - mx) ** 2;
    }
    const c = sxy / sxx;
    const a = my - c * mx;
    return Math.max(...rows.map((r) => Math.abs(a + c / r.k - r.t) / r.t));
  }

  const ks = Array.from({ length: 16 }, (_, i) => i + 1);

  it('io2 32,000 IOPS on m6i.large: B within ±10 % of 0.6 ms for k = 1..16, T linear in 1/k', () => {
    const rows = sweep(params(ebs('io2', 32_000)), ks);
    for (const r of rows) {
      expect(r.b / SWEEP_B_US, `k = ${r.k}`).toBeGreaterThan(1 - SWEEP_TOL);
      expect(r.b / SWEEP_B_US, `k = ${r.k}`).toBeLessThan(1 + SWEEP_TOL);
    }
    expect(worstResidual(rows)).toBeLessThan(0.01);
  });

  it('gp3: the same B while the readers stay under the provisioned IOPS; the cap flattens T beyond', () => {
    const p = params(ebs('gp3', 16_000));
    const under = sweep(
      p,
      ks.filter((k) => (k * 1e6) / 600 < 16_000),
    );
    expect(under.map((r) => r.k)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const r of under) expect(Math.abs(r.b / SWEEP_B_US - 1)).toBeLessThan(SWEEP_TOL);
    expect(worstResidual(under)).toBeLessThan(0.01);
    // k = 16 asks 27,100 files/s: the readers queue at 16,000 IOPS, each file takes 16 / 16,000 s.
    expect(readerFileTimeUs(EBS_READER, p, 32, 16)).toBeCloseTo(1000, 6);
    expect(N / filesPerSecond(p, 32, 16)).toBeCloseTo(62.5, 6);
  });

  it("the startup's duplicate check is the same figure: 4 readers on m6i.large at 12,000 IOPS, 150 s (the sweeps' 0.6 ms)", () => {
    const s = ebs('gp3', 12_000, 500);
    const d = predictStartup(s, cat).phases.find((x) => x.name === 'duplicate_check');
    expect(d?.seconds).toBeCloseTo((N * 600e-6) / 4, 6);
  });
});

describe('the queue-depth term', () => {
  it('no wait below the caps; at them each file takes readers / cap (Little)', () => {
    expect(readerQueueUs(4, 590, 12_000)).toBe(0);
    expect(readerQueueUs(4, 590, 3000)).toBeCloseTo(4e6 / 3000 - 590, 9);
    expect(readerQueueUs(4, 590, 0)).toBe(0);
  });

  it('case A stays at its IOPS cap (337 s measured); an exponential server would give about 359 s', () => {
    const p = params(caseA());
    expect(N / filesPerSecond(p, 32, 4)).toBeCloseTo(N / 3000, 6);
    // Exact mean-value analysis of 4 readers, delay = own, one exponential server at 1 / cap.
    const z = readerOwnUs(EBS_READER, p, 32, 4);
    const d = 1e6 / capsRate(p, 32);
    let q = 0;
    let x = 0;
    for (let n = 1; n <= 4; n++) {
      const r = d * (1 + q);
      x = n / (z + r);
      q = x * r;
    }
    const mm1Seconds = N / (x * 1e6);
    expect(mm1Seconds).toBeGreaterThan(355);
    expect(mm1Seconds).toBeLessThan(363);
    expect(Math.abs(mm1Seconds - 337) / 337).toBeGreaterThan(0.05);
  });

  const arb = fc.record({
    kind: fc.constantFrom('gp3', 'io2', 'gp2') as fc.Arbitrary<'gp3' | 'io2' | 'gp2'>,
    inst: fc.constantFrom('m6i.large', 'm6i.xlarge', 'm6i.2xlarge', 'm6i.4xlarge', 'm6i.8xlarge'),
    iops: fc.integer({ min: 3000, max: 64_000 }),
    mibps: fc.integer({ min: 125, max: 2000 }),
    ioKiB: fc.constantFrom(4, 16, 28, 32, 300),
    more: fc.integer({ min: 1, max: 20_000 }),
  });

  it('property: more readers never slow the phase, never past the caps; more IOPS never slow it', () => {
    fc.assert(
      fc.property(arb, (r) => {
        const s = ebs(r.kind, r.iops, r.mibps, r.inst);
        const p = params(s);
        const cap = capsRate(p, r.ioKiB);
        let prev = 0;
        for (let k = 1; k <= 17; k++) {
          const f = filesPerSecond(p, r.ioKiB, k);
          expect(f).toBeGreaterThanOrEqual(prev * (1 - 1e-12));
          expect(f).toBeLessThanOrEqual(cap * (1 + 1e-12));
          prev = f;
        }
        const faster = params(ebs(r.kind, r.iops + r.more, r.mibps, r.inst));
        for (const k of [1, 4, 16])
          expect(filesPerSecond(faster, r.ioKiB, k)).toBeGreaterThanOrEqual(
            filesPerSecond(p, r.ioKiB, k) * (1 - 1e-12),
          );
      }),
      { numRuns: 300 },
    );
  });
});
