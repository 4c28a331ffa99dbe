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
      'amd-milan': [1, 0.9, 1.1],
      'amd-genoa': [1.2, 1.05, 1.35],
      'aws-graviton2': [0.75, 0.65, 0.85],
      // AWS: Graviton3 up to 25% over Graviton2 (0.75 × 1.25 = 0.94).
      'aws-graviton3': [0.95, 0.85, 1.05],
      // AWS: Graviton4 up to 30% over Graviton3 (0.95 × 1.3 = 1.24).
      'aws-graviton4': [1.2, 1.05, 1.35],
      // Estimates (issue 38 leftovers): Axion = Graviton4's Neoverse V2; Turin = Genoa, wider.
      'google-axion': [1.2, 1.05, 1.35],
      'amd-turin': [1.2, 1.05, 1.45],
    };
    for (const p of Object.values(PROCESSORS)) {
      expect([p.perCore.point, p.perCore.low, p.perCore.high], p.id).toEqual(expected[p.id]);
      expect(p.perCore.low).toBeLessThanOrEqual(p.perCore.point);
      expect(p.perCore.high).toBeGreaterThanOrEqual(p.perCore.point);
      expect(p.source.length).toBeGreaterThan(10);
      expect(p.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(0.75 * 1.25).toBeCloseTo(PROCESSORS['aws-graviton3'].perCore.point, 1);
    expect(0.95 * 1.3).toBeCloseTo(PROCESSORS['aws-graviton4'].perCore.point, 0);
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
