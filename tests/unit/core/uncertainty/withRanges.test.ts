/**
 * `predictWithRanges` resolves the scenario's inputs once and sets the ranges on the prediction it
 * has just made (issue 36 item 7, speed): its result must be `predict`'s prediction with
 * `predictRanges`' ranges attached by `attachRanges`, the two-step path the recommend search and
 * the report take, field for field and in the same key order (`predict --json` prints it as built).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { predict } from '../../../../src/core/model.ts';
import { withDeployment } from '../../../../src/core/deployment/switch.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import type { PredictResult } from '../../../../src/core/types.ts';
import {
  attachRanges,
  predictRanges,
  predictWithRanges,
} from '../../../../src/core/uncertainty/index.ts';
import { arbValidScenario } from '../arbValidScenario.ts';

const cat = DEFAULT_CATALOG;

/** The two-step path: predict, then its ranges attached to a copy. */
function twoStep(s: Scenario): PredictResult {
  const r = predict(s, cat);
  if (!r.ok) return r;
  return { ok: true, prediction: attachRanges(r.prediction, predictRanges(s, r.prediction, cat)) };
}

/** Key order included (toEqual ignores it). */
const text = (r: PredictResult): string => JSON.stringify(r);

describe('predictWithRanges equals predict + predictRanges + attachRanges', () => {
  it('on valid scenarios of every storage kind, version and state (property)', () => {
    fc.assert(
      fc.property(arbValidScenario(cat), (s) => {
        expect(text(predictWithRanges(s, cat))).toBe(text(twoStep(s)));
      }),
      { numRuns: 150 },
    );
  });

  it('on each deployment, a writing workload, a crash and a refused scenario', () => {
    const writes = defaultScenario();
    writes.workload.writeFraction = 0.2;
    const crash = defaultScenario();
    crash.mysql.shutdown = 'crash';
    crash.mysql.version = '5.6.51';
    const refused = defaultScenario();
    refused.storage.iops = -1;
    const cases = [
      defaultScenario(),
      withDeployment(defaultScenario(), 'rds'),
      withDeployment(defaultScenario(), 'aurora'),
      writes,
      crash,
      refused,
    ];
    for (const s of cases) expect(text(predictWithRanges(s, cat))).toBe(text(twoStep(s)));
    expect(predictWithRanges(refused, cat).ok).toBe(false);
  });

  it('leaves the scenario as it was', () => {
    const s = defaultScenario();
    const before = JSON.stringify(s);
    predictWithRanges(s, cat);
    expect(JSON.stringify(s)).toBe(before);
  });
});
