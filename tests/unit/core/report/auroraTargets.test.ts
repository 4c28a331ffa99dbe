/**
 * Issue 40 item 3: Aurora's startup is not modelled, so targets derived from today's figures
 * ("at least as good as today") carry no startup target, never a number made from the unmodelled
 * startup; a startup target the user gives is kept.
 */
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../../src/core/report/index.ts';
import { recommendTargets } from '../../../../src/core/report/recommendation.ts';
import { predict } from '../../../../src/core/model.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { withDeployment } from '../../../../src/core/deployment/switch.ts';
import {
  NO_STARTUP_TARGET,
  hasStartupTarget,
  startupTargetPhrase,
} from '../../../../src/core/recommend/startupTarget.ts';
import { formatDuration } from '../../../../src/core/format/index.ts';

const aurora = withDeployment(defaultScenario(), 'aurora');

describe('targets derived from an Aurora configuration (issue 40)', () => {
  it('carry no startup target; a given one is kept; EC2 keeps today’s startup', () => {
    const p = predict(aurora);
    if (!p.ok) throw new Error('aurora default must predict');
    expect(p.prediction.startup.modelled).toBe(false);
    const derived = recommendTargets(aurora, p.prediction).targets;
    expect(derived.maxStartupSeconds).toBe(NO_STARTUP_TARGET);
    expect(hasStartupTarget(derived.maxStartupSeconds)).toBe(false);
    expect(
      recommendTargets(aurora, p.prediction, { maxStartupSeconds: 300 }).targets,
    ).toMatchObject({ maxStartupSeconds: 300 });
    const ec2 = defaultScenario();
    const q = predict(ec2);
    if (!q.ok) throw new Error('default must predict');
    expect(recommendTargets(ec2, q.prediction).targets.maxStartupSeconds).toBe(
      q.prediction.startup.totalSeconds,
    );
    expect(startupTargetPhrase(120)).toBe(`startup ≤ ${formatDuration(120)}`);
    expect(startupTargetPhrase(NO_STARTUP_TARGET)).toBe('no startup target');
  });

  it('the report says "no startup target" and prints no made-up startup figure', () => {
    const p = predict(aurora);
    if (!p.ok) throw new Error('aurora default must predict');
    const r = buildReport({
      current: aurora,
      compared: [],
      generatedAt: '2026-11-29T00:00:00.000Z',
      appVersion: '0.1.0',
    });
    const rec = r.recommendation;
    expect(rec?.targets.startupTargetText).toBe('no startup target');
    const made = formatDuration(p.prediction.startup.totalSeconds);
    const text = JSON.stringify(rec);
    expect(text).not.toContain(made);
    expect(text).not.toMatch(/≤ –|of the – allowed|within –/);
    // The paragraph and the rule read as sentences: no "start within none", no "start in not modelled".
    expect(rec?.paragraph).not.toMatch(/within none|start in not modelled/);
    expect(rec?.paragraph).toMatch(
      /that can serve at least|that is predicted to serve at least|that meets the targets/,
    );
    expect(rec?.targetsRule).toMatch(
      /no startup target, as the current configuration's startup is not modelled/,
    );
  });
});
