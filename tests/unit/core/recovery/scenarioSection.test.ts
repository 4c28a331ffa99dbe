import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../../../src/core/model.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { defaultScenario, DEFAULT_SCENARIO } from '../../../../src/core/scenario/defaults.ts';
import { parseScenarioFile } from '../../../../src/core/scenario/file.ts';
import { RECOVERY_FIGURES } from '../../../../src/core/catalog/recovery.ts';
import { predictRecovery } from '../../../../src/core/recovery/scenario.ts';

const pathOf = (s = defaultScenario(), id = 'backup-restore') => {
  const p = predictRecovery(s, DEFAULT_CATALOG, 1000).find((q) => q.id === id);
  if (!p) throw new Error(id);
  return p;
};

describe('the scenario recovery section (issue 37)', () => {
  it('defaults come from the catalog figures, with no target and the slowest path', () => {
    expect(DEFAULT_SCENARIO.recovery).toEqual({
      redoToApplyMiB: null,
      undoToRollBackMiB: 0,
      backupStoreMiBps: RECOVERY_FIGURES.backupStoreMiBps.value,
      networkMiBps: RECOVERY_FIGURES.networkMiBps.value,
      replicaLagSeconds: 0,
      bufferPoolDumpPercent: 0,
      maxRecoverySeconds: null,
      path: 'slowest',
    });
  });
  it('a file without the section (written before it) loads with the defaults', () => {
    const old = { ...defaultScenario() } as Record<string, unknown>;
    delete old.recovery;
    const r = parseScenarioFile(JSON.stringify(old));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.scenario.recovery).toEqual(DEFAULT_SCENARIO.recovery);
  });
  it('a partial section keeps its values and fills the rest', () => {
    const s = { ...defaultScenario(), recovery: { networkMiBps: 50, maxRecoverySeconds: 600 } };
    const r = parseScenarioFile(JSON.stringify(s));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.recovery.networkMiBps).toBe(50);
    expect(r.scenario.recovery.maxRecoverySeconds).toBe(600);
    expect(r.scenario.recovery.redoToApplyMiB).toBeNull();
    expect(r.scenario.recovery.path).toBe('slowest');
  });
  it('the paths read the section: a slower backup store makes backup-restore slower', () => {
    const s = defaultScenario();
    const fast = pathOf(s).seconds;
    s.recovery.backupStoreMiBps = 10;
    expect(pathOf(s).seconds).toBeGreaterThan(fast);
  });
  it('redo to apply: the user figure replaces the default capacity', () => {
    const s = defaultScenario();
    const base = pathOf(s, 'crash').seconds;
    s.recovery.redoToApplyMiB = 1000;
    expect(pathOf(s, 'crash').seconds).toBeGreaterThan(base);
  });
  it('out-of-range fields are one issue each, naming the field and its range', () => {
    const s = defaultScenario();
    s.recovery.bufferPoolDumpPercent = 150;
    s.recovery.networkMiBps = 0;
    const issues = validateScenario(s, DEFAULT_CATALOG);
    const paths = issues.map((i) => i.path).sort();
    expect(paths).toEqual(['recovery.bufferPoolDumpPercent', 'recovery.networkMiBps']);
    expect(issues.find((i) => i.path === 'recovery.networkMiBps')?.message).toMatch(
      /Network ceiling/,
    );
    expect(issues.find((i) => i.path === 'recovery.networkMiBps')?.nearestValid).toBe(1);
  });
});
