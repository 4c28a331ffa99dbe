import { describe, expect, it } from 'vitest';
import { INSTANCE_LIST } from '../../../../src/core/catalog/instances.ts';
import {
  CALIBRATION_PROCESSOR,
  PROCESSORS,
  cpuTimeInterval,
  processorOf,
} from '../../../../src/core/catalog/processors.ts';

describe('processor table', () => {
  it('gives every catalog instance type a processor of its architecture (arm64 iff Graviton)', () => {
    for (const inst of INSTANCE_LIST) {
      const proc = processorOf(inst.name);
      expect(proc, inst.name).not.toBeNull();
      expect(proc?.architecture, inst.name).toBe(inst.architecture ?? 'x86_64');
      expect(proc?.architecture === 'arm64', inst.name).toBe(proc?.vendor === 'AWS');
      expect(proc?.id.startsWith('aws-graviton'), inst.name).toBe(proc?.architecture === 'arm64');
    }
  });

  it('puts the calibration families on Ice Lake', () => {
    for (const t of ['m6i.large', 'm6id.xlarge', 'c6i.8xlarge', 'r6id.2xlarge'])
      expect(processorOf(t)?.id).toBe(CALIBRATION_PROCESSOR);
    expect(processorOf('custom')).toBeNull();
    // RDS classes are the EC2 type behind `db.`.
    expect(processorOf('db.r6i.large')?.id).toBe(CALIBRATION_PROCESSOR);
    expect(processorOf('db.r7g.xlarge')?.id).toBe('aws-graviton3');
  });

  it('carries each ratio as its cited figure, inside its interval', () => {
    const expected: Record<string, [number, number, number]> = {
      'intel-icelake': [1, 1, 1],
      'intel-sapphire-rapids': [1.1, 1, 1.2],
      'intel-emerald-rapids': [1.1, 1, 1.25],
      // Measured: Percona 2021 (tests/unit/core/catalog/processorRatios.test.ts recomputes them).
      'amd-milan': [0.826, 0.776, 1.136],
      'amd-genoa': [1.2, 1.05, 1.35],
      'aws-graviton2': [0.693, 0.673, 0.782],
      // ClickBench: Graviton3 / Graviton2 per set (ClickHouse, 64 cores) × Graviton2's measured ratio.
      'aws-graviton3': [1.096, 0.952, 1.239],
      // Bradford 2025: 2.027 × Graviton2 per vCPU.
      'aws-graviton4': [1.405, 1.364, 1.585],
      // Estimates (issue 38 leftovers): Axion = Graviton4's Neoverse V2; Turin = Genoa, wider.
      'google-axion': [1.405, 1.364, 1.585],
      'amd-turin': [1.2, 1.05, 1.45],
    };
    for (const p of Object.values(PROCESSORS)) {
      expect([p.perCore.point, p.perCore.low, p.perCore.high], p.id).toEqual(expected[p.id]);
      expect(p.perCore.low).toBeLessThanOrEqual(p.perCore.point);
      expect(p.perCore.high).toBeGreaterThanOrEqual(p.perCore.point);
      expect(p.source.length).toBeGreaterThan(10);
      expect(p.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('gives a time interval containing 1 (the point), and none on Ice Lake', () => {
    expect(cpuTimeInterval(PROCESSORS['intel-icelake'])).toEqual([1, 1]);
    for (const p of Object.values(PROCESSORS)) {
      const [lo, hi] = cpuTimeInterval(p);
      expect(lo).toBeLessThanOrEqual(1);
      expect(hi).toBeGreaterThanOrEqual(1);
    }
  });
});
