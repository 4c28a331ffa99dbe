/**
 * Issue 25's startup mechanisms, one test per effect with the direction and size its source
 * reports (docs/validation.md lists calibration and validation apart), and the properties every
 * mechanism must keep.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { predictStartup } from '../../../../src/core/startup/index.ts';
import { predictWithRanges } from '../../../../src/core/uncertainty/index.ts';
import { caseA, caseB } from '../briefCases.ts';

const total = (s: Scenario): number => predictStartup(s, cat).totalSeconds;
const phase = (s: Scenario, name: string): number =>
  predictStartup(s, cat).phases.find((p) => p.name === name)?.seconds ?? 0;

function gp3x4(): Scenario {
  const s = caseA();
  s.storage.iops = 12_000;
  s.storage.throughputMiBps = 500;
  return s;
}

describe('mechanism 1: MySQL 5.6/5.7 load every tablespace from the dictionary at start', () => {
  it('5.7.44 about 2 minutes, 5.6.51 about 3 on case A; upgrading to 8.0 costs about 3.5×, not 45×', () => {
    const v57 = caseA();
    v57.mysql.version = '5.7.44';
    const v56 = caseA();
    v56.mysql.version = '5.6.51';
    expect(total(v57)).toBeGreaterThan(100);
    expect(total(v57)).toBeLessThan(140);
    expect(total(v56)).toBeGreaterThan(160);
    expect(total(v56)).toBeLessThan(200);
    const upgrade = total(caseA()) / total(v57);
    expect(upgrade).toBeGreaterThan(3);
    expect(upgrade).toBeLessThan(4);
    const p = predictStartup(v57, cat);
    expect(p.phases.find((x) => x.name === 'dictionary_load')?.label).toMatch(/dictionary/);
  });

  it('grows faster than linearly with the tables and depends little on the IOPS', () => {
    const at = (tables: number, iops = 3000): number => {
      const s = caseA();
      s.mysql.version = '5.7.44';
      s.mysql.tables = tables;
      s.storage.iops = iops;
      s.storage.throughputMiBps = 500;
      return phase(s, 'dictionary_load');
    };
    expect(at(4_000_000)).toBeGreaterThan(4 * at(1_000_000));
    expect(at(1_000_000, 16_000)).toBeGreaterThan(0.95 * at(1_000_000, 3000));
  });
});

describe('mechanism 2: the duplicate check waits on its readers on EBS', () => {
  it('the workers read, not the main thread: 4 readers of 0.59 ms on m6i.large at 12,000 IOPS', () => {
    const p = predictStartup(gp3x4(), cat);
    const d = p.phases.find((x) => x.name === 'duplicate_check');
    expect(p.duplicateCheckThreads + 1).toBe(5);
    expect(d?.io?.threads).toBe(4);
    // T = N × B / k = 1M × 0.59 ms / 4 = 147.5 s (B derived: devices/reader.ts, the published
    // sweeps' 0.6 ms check it); the IOPS alone would allow 83 s.
    expect(d?.seconds).toBeCloseTo(147.5, 0);
    expect(d?.bound).toBe('threads');
  });

  it('at 3,000 IOPS (case A) the IOPS still bind: 333 s', () => {
    expect(phase(caseA(), 'duplicate_check')).toBeCloseTo(333.3, 0);
  });
});

describe('mechanism 3: the instance EBS burst is a bucket', () => {
  it('a start after a restore that used the burst takes about twice as long (469-471 s vs 247 s)', () => {
    const drained = gp3x4();
    drained.instance.burstUsedMin = 30;
    const ratio = total(drained) / total(gp3x4());
    expect(ratio).toBeGreaterThan(1.7);
    expect(ratio).toBeLessThan(2.3);
    const d = predictStartup(drained, cat).phases.find((x) => x.name === 'duplicate_check');
    expect(d?.explanation).toMatch(/burst balance runs out/);
  });

  it('no burst on 8xlarge (flat EBS ceiling) or on local NVMe: the minutes used change nothing', () => {
    for (const make of [
      caseB,
      () => ({ ...gp3x4(), instance: { ...gp3x4().instance, type: 'm6i.8xlarge' } }),
    ]) {
      const s = make();
      const before = total(s);
      s.instance.burstUsedMin = 30;
      expect(total(s)).toBeCloseTo(before, 9);
    }
  });

  it('a restored volume: the pessimistic end assumes the burst spent', () => {
    const s = gp3x4();
    s.storage.volumeState = 'restored';
    s.storage.restoreRemedy = 'fsr';
    const r = predictWithRanges(s, cat);
    const drained = { ...s, instance: { ...s.instance, burstUsedMin: 30 } };
    expect(r.ok && r.prediction.startup.totalRange?.[1]).toBeGreaterThan(total(drained));
  });
});

describe('mechanism 4: a restored volume pays the first touch per snapshot block', () => {
  it('5.6 crash recovery, small tables: about 16× the warm one (seed), not 94×', () => {
    const s = defaultScenario();
    s.mysql.version = '5.6.51';
    s.mysql.shutdown = 'crash';
    s.mysql.dataGiB = 92;
    const warm = total(s);
    s.storage.volumeState = 'restored';
    const ratio = total(s) / warm;
    expect(ratio).toBeGreaterThan(11);
    expect(ratio).toBeLessThan(30);
  });
});

describe('mechanism 8: one NVMe reader is about 115 µs a file, not 220', () => {
  it('below 8,000 files the main thread reads alone at 114.5 µs a file (32 KiB)', () => {
    const s = caseB();
    s.mysql.tables = 7_999;
    s.mysql.dataGiB = 10;
    const d = predictStartup(s, cat).phases.find((x) => x.name === 'duplicate_check');
    expect(d?.io?.threads).toBe(1);
    expect((d?.seconds ?? 0) / 7_999).toBeCloseTo(114.5e-6, 7);
  });
});

const arbScenario = fc.record({
  inst: fc.constantFrom('m6i.large', 'm6i.xlarge', 'm6i.2xlarge', 'm6i.4xlarge', 'm6i.8xlarge'),
  kind: fc.constantFrom('gp3', 'io2', 'gp2'),
  iops: fc.integer({ min: 3000, max: 40_000 }),
  mibps: fc.integer({ min: 125, max: 1000 }),
  tables: fc.integer({ min: 0, max: 3_000_000 }),
  version: fc.constantFrom('5.6.51', '5.7.44', '8.0.39', '9.1.0'),
  opt: fc.constantFrom('default', 'fadvise', 'light'),
  restored: fc.boolean(),
  crash: fc.boolean(),
  used: fc.integer({ min: 0, max: 30 }),
});

function build(r: typeof arbScenario extends fc.Arbitrary<infer T> ? T : never): Scenario {
  const s = defaultScenario();
  s.instance.type = r.inst;
  s.instance.burstUsedMin = r.used;
  s.storage.kind = r.kind as 'gp3';
  s.storage.sizeGiB = 2000;
  s.storage.iops = Math.min(r.iops, 16_000);
  s.storage.throughputMiBps = Math.min(r.mibps, 1000);
  s.storage.volumeState = r.restored ? 'restored' : 'warm';
  s.mysql.tables = r.tables;
  s.mysql.dataGiB = 500;
  s.mysql.version = r.version;
  s.mysql.startupOpt = r.opt as 'default';
  s.mysql.shutdown = r.crash ? 'crash' : 'clean';
  return s;
}

describe('properties of the v3 startup model', () => {
  it('every range contains its point; more IOPS, throughput, vCPUs or buffer pool never slower; draining the burst never faster', () => {
    fc.assert(
      fc.property(arbScenario, (r) => {
        const s = build(r);
        const res = predictWithRanges(s, cat);
        if (!res.ok) return;
        const p = res.prediction.startup;
        const [lo, hi] = p.totalRange ?? [NaN, NaN];
        expect(lo).toBeLessThanOrEqual(p.totalSeconds * (1 + 1e-9));
        expect(hi).toBeGreaterThanOrEqual(p.totalSeconds * (1 - 1e-9));
        for (const ph of p.phases) {
          const [a, b] = ph.range ?? [NaN, NaN];
          expect(a).toBeLessThanOrEqual(ph.seconds * (1 + 1e-9));
          expect(b).toBeGreaterThanOrEqual(ph.seconds * (1 - 1e-9));
        }
        const t = p.totalSeconds;
        const more = (f: (x: Scenario) => void): number => {
          const c = structuredClone(s);
          f(c);
          return total(c);
        };
        if (s.storage.kind !== 'gp2') {
          expect(more((c) => (c.storage.iops += 1000))).toBeLessThanOrEqual(t + 1e-9);
          expect(more((c) => (c.storage.throughputMiBps += 50))).toBeLessThanOrEqual(t + 1e-9);
        }
        expect(more((c) => (c.mysql.bufferPoolGiB *= 2))).toBeLessThanOrEqual(t + 1e-9);
        expect(
          more((c) => (c.instance.burstUsedMin = Math.min(30, c.instance.burstUsedMin + 5))),
        ).toBeGreaterThanOrEqual(t - 1e-9);
        // A larger instance of the family: more vCPUs and a higher EBS ceiling.
        const up: Record<string, string> = {
          'm6i.large': 'm6i.xlarge',
          'm6i.xlarge': 'm6i.2xlarge',
          'm6i.2xlarge': 'm6i.4xlarge',
          'm6i.4xlarge': 'm6i.8xlarge',
        };
        const bigger = up[s.instance.type];
        if (bigger) expect(more((c) => (c.instance.type = bigger))).toBeLessThanOrEqual(t + 1e-9);
      }),
      { numRuns: 300 },
    );
  });
});
