import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { predictStartup } from '../../../../src/core/startup/index.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { STARTUP_MEASURED, caseA, caseB } from '../briefCases.ts';

/**
 * The brief's startup measurements (startup-measurements.csv, 1,000,000 tables) and the disk
 * bytes read (case D). Tolerance per row: 10 % for the phases and totals the model is
 * calibrated on, 1 s for the phases that take a few seconds (C).
 */
/** Relative tolerance: 10 % where the model is calibrated, looser for C's phases of a few seconds. */
const tolerance = (id: string, phase: string): number =>
  id !== 'C' ? 0.1 : phase === 'directories_scan' ? 0.5 : 0.34;

describe('startup model vs the brief measurements (shipped catalog)', () => {
  for (const [id, make, phase, measured] of STARTUP_MEASURED) {
    it(`case ${id} ${phase}: measured ${measured} s`, () => {
      const p = predictStartup(make(), DEFAULT_CATALOG);
      const predicted =
        phase === 'total'
          ? p.totalSeconds
          : (p.phases.find((x) => x.name === phase)?.seconds ?? NaN);
      const error = predicted / measured - 1;
      expect(
        Math.abs(error),
        `predicted ${predicted.toFixed(1)} s (${(error * 100).toFixed(1)} %)`,
      ).toBeLessThan(tolerance(id, phase));
    });
  }

  it('case A and B: InnoDB logs "Using 5 threads" on 2 vCPUs and "Using 9 threads" on 4', () => {
    expect(predictStartup(caseA(), DEFAULT_CATALOG).duplicateCheckThreads + 1).toBe(5);
    expect(predictStartup(caseB(), DEFAULT_CATALOG).duplicateCheckThreads + 1).toBe(9);
  });

  const D: [Scenario['mysql']['startupOpt'], number][] = [
    ['default', 65.7e6],
    ['fadvise', 33.7e6],
    ['light', 9.7e6],
  ];
  for (const [opt, sectors] of D) {
    it(`case D ${opt}: ${sectors / 1e6}M sectors of 512 bytes read`, () => {
      const s = caseA();
      s.mysql.startupOpt = opt;
      const mib = predictStartup(s, DEFAULT_CATALOG).bytesReadMiB;
      const predictedSectors = (mib * 1024 * 1024) / 512;
      expect(Math.abs(predictedSectors / sectors - 1)).toBeLessThan(0.05);
    });
  }

  it('case A: the duplicate check is IOPS-bound and the bottleneck', () => {
    const p = predictStartup(caseA(), DEFAULT_CATALOG);
    expect(p.bottleneck.phase).toBe('duplicate_check');
    expect(p.phases.find((x) => x.name === 'duplicate_check')?.bound).toBe('iops');
  });

  it('case B: the duplicate check is bandwidth-bound on local NVMe', () => {
    const p = predictStartup(caseB(), DEFAULT_CATALOG);
    expect(p.phases.find((x) => x.name === 'duplicate_check')?.bound).toBe('bandwidth');
  });
});
