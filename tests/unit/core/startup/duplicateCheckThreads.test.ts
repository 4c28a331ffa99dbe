/**
 * Issue 40 item 2: `mysql.duplicateCheckThreads` (`--duplicate-check-threads N`, MySQL bug
 * #116716): 0 keeps MySQL's rule; N sets the worker threads of the 8.0+ duplicate check, whose
 * readers then run at N / the per-file time until the volume's caps bind.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CATALOG as cat } from '../../../../src/core/catalog/index.ts';
import { predict, validateScenario } from '../../../../src/core/model.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { MAX_DUPLICATE_CHECK_THREADS } from '../../../../src/core/scenario/limits.ts';

/** Case A's machine on gp3 at 12,000 IOPS (the readers, not the IOPS, bind at MySQL's 4). */
function gp3x4(threads: number): Scenario {
  const s = defaultScenario();
  s.storage.iops = 12_000;
  s.storage.throughputMiBps = 500;
  s.instance.burstKnown = true;
  s.mysql.duplicateCheckThreads = threads;
  return s;
}

function dup(s: Scenario) {
  const r = predict(s, cat);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return {
    phase: r.prediction.startup.phases.find((p) => p.name === 'duplicate_check'),
    threads: r.prediction.startup.duplicateCheckThreads,
  };
}

describe('--duplicate-check-threads (issue 40 item 2)', () => {
  it('defaults to MySQL\'s rule: 4 workers on m6i.large (the log\'s "Using 5 threads")', () => {
    expect(defaultScenario().mysql.duplicateCheckThreads).toBe(0);
    expect(dup(gp3x4(0)).threads).toBe(4);
  });

  it('8 readers halve the reader-bound check until gp3 12,000 IOPS binds; 16 gain nothing more', () => {
    const four = dup(gp3x4(0)).phase?.seconds ?? NaN;
    const eight = dup(gp3x4(8));
    expect(eight.threads).toBe(8);
    expect(eight.phase?.io?.threads).toBe(8);
    // 8 / 600 µs = 13,300 files/s asks more than 12,000 IOPS: the cap binds at 83.3 s.
    expect(eight.phase?.seconds).toBeCloseTo(1e6 / 12_000, 0);
    expect(eight.phase?.seconds).toBeLessThan(four);
    expect(dup(gp3x4(16)).phase?.seconds).toBeCloseTo(eight.phase?.seconds ?? NaN, 6);
    expect(predict(gp3x4(8), cat).ok && dup(gp3x4(8)).phase?.explanation).toMatch(
      /8 threads as set \(--duplicate-check-threads/,
    );
  });

  it('property: more threads never slow the check', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 63 }), (n) => {
        const a = dup(gp3x4(n)).phase?.seconds ?? NaN;
        const b = dup(gp3x4(n + 1)).phase?.seconds ?? NaN;
        expect(b).toBeLessThanOrEqual(a * (1 + 1e-9));
      }),
      { numRuns: 40 },
    );
  });

  it('rejects a negative or too large count, naming the field', () => {
    for (const bad of [-1, MAX_DUPLICATE_CHECK_THREADS + 1, 2.5]) {
      const issues = validateScenario(gp3x4(bad), cat);
      expect(issues.length, String(bad)).toBeGreaterThan(0);
      expect(issues.map((i) => i.message).join(' ')).toMatch(/[Dd]uplicate-check threads/);
    }
    expect(validateScenario(gp3x4(MAX_DUPLICATE_CHECK_THREADS), cat)).toEqual([]);
  });
});
