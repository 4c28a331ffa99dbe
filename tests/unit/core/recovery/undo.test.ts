/** Undo of open transactions at crash recovery (issue 37 item 1): the scenario input reaches the phase. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateScenario } from '../../../../src/core/model.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { parseScenarioFile } from '../../../../src/core/scenario/file.ts';
import { predictRecovery, recoveryInputs } from '../../../../src/core/recovery/scenario.ts';
import { undoPhase } from '../../../../src/core/recovery/crash.ts';

const crashOf = (s = defaultScenario()) => {
  const p = predictRecovery(s, DEFAULT_CATALOG, 1000).find((q) => q.id === 'crash');
  if (!p) throw new Error('crash');
  return p;
};
const undoOf = (s = defaultScenario()) => crashOf(s).phases.find((ph) => ph.id === 'undo');

describe('undo to roll back (recovery.undoToRollBackMiB)', () => {
  it('defaults to 0: the undo phase takes no time', () => {
    expect(defaultScenario().recovery.undoToRollBackMiB).toBe(0);
    expect(undoOf()?.seconds).toBe(0);
  });
  it('a file written before the field loads with 0', () => {
    const s = defaultScenario() as unknown as { recovery: Record<string, unknown> };
    delete s.recovery.undoToRollBackMiB;
    const r = parseScenarioFile(JSON.stringify(s));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.scenario.recovery.undoToRollBackMiB).toBe(0);
  });
  it('recoveryInputs reads it; the phase = MiB × 1024 / pageKiB reads at min(IOPS, inFlight/latency)', () => {
    const s = defaultScenario();
    s.recovery.undoToRollBackMiB = 512;
    const x = recoveryInputs(s, DEFAULT_CATALOG);
    expect(x.undoMiB).toBe(512);
    const rate = Math.min(x.deviceIops, (x.recoveryReadsInFlight * 1e6) / x.readLatencyUs);
    expect(undoOf(s)?.seconds).toBeCloseTo((512 * 1024) / x.pageKiB / rate, 6);
  });
  it('the phase and the crash path grow with the input', () => {
    const s = defaultScenario();
    const before = crashOf(s).seconds;
    s.recovery.undoToRollBackMiB = 512;
    const mid = undoOf(s)?.seconds ?? 0;
    expect(crashOf(s).seconds).toBeGreaterThan(before);
    s.recovery.undoToRollBackMiB = 4096;
    expect(undoOf(s)?.seconds ?? 0).toBeGreaterThan(mid);
  });
  it('property: more IOPS never makes the undo phase slower (undo > 0)', () => {
    const x = recoveryInputs(defaultScenario(), DEFAULT_CATALOG);
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 100_000, noNaN: true }),
        fc.double({ min: 100, max: 256_000, noNaN: true }),
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        fc.double({ min: 50, max: 10_000, noNaN: true }),
        (undoMiB, iops, extraIops, latencyUs) => {
          const slow = undoPhase({ ...x, undoMiB, deviceIops: iops }, latencyUs).seconds;
          const fast = undoPhase({ ...x, undoMiB, deviceIops: iops + extraIops }, latencyUs);
          expect(slow).toBeGreaterThan(0);
          expect(fast.seconds).toBeLessThanOrEqual(slow);
        },
      ),
    );
  });
  it('out of range is one issue naming the field and a valid value', () => {
    const s = defaultScenario();
    s.recovery.undoToRollBackMiB = -1;
    const issues = validateScenario(s, DEFAULT_CATALOG);
    expect(issues.map((i) => i.path)).toEqual(['recovery.undoToRollBackMiB']);
    expect(issues[0]?.message).toMatch(/Undo to roll back/);
    expect(issues[0]?.nearestValid).toBe(0);
  });
});
