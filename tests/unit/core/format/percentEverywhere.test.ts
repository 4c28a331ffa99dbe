/**
 * Issue 13: every percentage a person reads is written by core/format ("98.0%", "80%"), never by
 * hand with a space ("98.0 %"): the QPS explanation, the access-skew text, validation messages,
 * the discount label, the PDF's settings and the uncertainty notes.
 */
import { describe, expect, it } from 'vitest';
import { predict } from '../../../../src/core/model.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { validateScenario as validateScenarioLimits } from '../../../../src/core/model.ts';
import { scenarioSettings } from '../../../../src/core/report/settings.ts';
import { SPREADS } from '../../../../src/core/uncertainty/spreads.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';

const SPACED = /\d %/;

describe('percentages in the words of core/format', () => {
  it('QPS explanation, skew text, discount label and warnings', () => {
    const s = defaultScenario();
    s.workload.writeFraction = 0.25;
    s.workload.hotAccessPercent = 80;
    s.workload.hotDataPercent = 20;
    s.pricing.discountPercent = 12.5;
    const r = predict(s);
    if (!r.ok) throw new Error('valid scenario expected');
    const p = r.prediction;
    expect(p.qps.explanation).toMatch(/\d\.\d% of point selects miss the buffer pool/);
    expect(p.qps.explanation).toContain('80% of accesses go to 20% of the data');
    expect(p.qps.explanation).toContain('25.0% of queries update a row');
    expect(p.cost.pricing.label).toBe('on-demand; 12.5% discount');
    const texts = [
      p.qps.explanation,
      p.cost.pricing.label,
      ...p.cost.items.map((i) => i.label),
      ...p.warnings,
      ...(p.uncertainty?.qps ?? []),
      ...scenarioSettings(s, DEFAULT_CATALOG).map((x) => x.value),
    ];
    for (const t of texts) expect(t).not.toMatch(SPACED);
    expect(scenarioSettings(s, DEFAULT_CATALOG).find((x) => x.label === 'Workload')?.value).toMatch(
      /25% writes, 80% of accesses go to 20% of the data$/,
    );
  });

  it('validation messages of percentage fields', () => {
    const s = defaultScenario();
    s.workload.hotAccessPercent = 10;
    s.workload.hotDataPercent = 20;
    s.pricing.discountPercent = 120;
    const messages = validateScenarioLimits(s, DEFAULT_CATALOG).map((i) => i.message);
    expect(messages.length).toBeGreaterThan(1);
    expect(messages.join('\n')).toContain('Nearest valid: 20%.');
    expect(messages.join('\n')).toMatch(/Discount 120% is too high: a discount is 0% to 100%/);
    for (const m of messages) expect(m).not.toMatch(SPACED);
  });

  it('uncertainty notes', () => {
    for (const row of SPREADS) expect(row.source).not.toMatch(SPACED);
  });
});
