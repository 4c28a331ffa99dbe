/** Pricing options (on-demand, no-upfront Reserved) and the user discount on every cost item. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import type { Catalog } from '../../../../src/core/catalog/types.ts';
import { predictCost, predictPricingLabel } from '../../../../src/core/cost/index.ts';
import { costNoteLine, costNoteMarker } from '../../../../src/core/cost/pricing.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { checkScenario } from '../../../../src/core/scenario/schema.ts';
import { validateScenario as validateScenarioLimits } from '../../../../src/core/model.ts';
import { main } from '../../../../src/cli/main.ts';

/** A copy of the catalog in which m6i.large in us-east-1 has Reserved prices. */
function withReserved(): Catalog {
  const c = structuredClone(DEFAULT_CATALOG);
  const p = c.regions['us-east-1']?.instancePrices['m6i.large'];
  if (!p) throw new Error('m6i.large not priced');
  p.reserved1yHourlyUsd = 0.06;
  p.reserved3yHourlyUsd = 0.041;
  return c;
}

describe('pricing options', () => {
  it("predictPricingLabel is predictCost's label: option, fallback to on-demand, discount, custom instance", () => {
    const cat = withReserved();
    for (const type of ['m6i.large', 'm6id.xlarge', 'custom'])
      for (const option of ['on-demand', 'reserved-1y', 'reserved-3y'] as const)
        for (const discountPercent of [0, 12.5]) {
          const s = defaultScenario();
          s.instance.type = type;
          s.pricing = { option, discountPercent };
          expect(predictPricingLabel(s, cat)).toBe(predictCost(s, cat, 1000).pricing.label);
        }
    const s = defaultScenario();
    s.pricing.option = 'reserved-3y';
    expect(predictPricingLabel(s, cat)).toBe('3-year Reserved, no upfront');
  });
  it('default: on-demand, no discount, named on the breakdown and the instance item', () => {
    const s = defaultScenario();
    const c = predictCost(s, DEFAULT_CATALOG, 1000);
    expect(c.pricing).toEqual({ option: 'on-demand', discountPercent: 0, label: 'on-demand' });
    const inst = c.items.find((i) => i.label.startsWith('m6i.large'));
    expect(inst?.label).toMatch(/m6i\.large on-demand \$0\.096\/h × 730 h/);
    expect(inst?.monthlyUsd).toBeCloseTo(0.096 * 730, 9);
  });

  it('uses the Reserved hourly price where the catalog has one', () => {
    const s = defaultScenario();
    s.pricing.option = 'reserved-3y';
    const c = predictCost(s, withReserved(), 1000);
    expect(c.pricing.option).toBe('reserved-3y');
    expect(c.pricing.label).toBe('3-year Reserved, no upfront');
    expect(c.instanceUsd).toBeCloseTo(0.041 * 730, 9);
    const inst = c.items.find((i) => i.label.startsWith('m6i.large'));
    expect(inst?.label).toMatch(/3-year Reserved, no upfront \$0\.041\/h/);
  });

  it('falls back to on-demand, saying so, when the catalog has no Reserved price', () => {
    const s = defaultScenario();
    s.pricing.option = 'reserved-1y';
    const c = predictCost(s, DEFAULT_CATALOG, 1000);
    expect(c.pricing.option).toBe('on-demand');
    expect(c.pricing.label).toBe('on-demand');
    expect(c.instanceUsd).toBeCloseTo(0.096 * 730, 9);
    const inst = c.items.find((i) => i.label.startsWith('m6i.large'));
    expect(inst?.note).toBe(
      "No 1-year Reserved, no upfront price in the catalog for this type and region: on-demand shown. The region's AWS EC2 offer file (AWS Price List) adds Reserved prices.",
    );
    // Shared by the app (which has a menu, no command line) and the PDF: no command named.
    expect(inst?.note).not.toMatch(/innosizer|--\w/);
    // The price shown is the exact on-demand one: its marker says so, never "estimate".
    expect(costNoteMarker(inst?.note ?? '')).toBe(
      'on-demand: no 1-year Reserved price in the catalog',
    );
    expect(costNoteLine(inst?.note ?? '')).toBe(inst?.note);
  });

  it('marks a derived price as an estimate, and a derived on-demand fallback as both', () => {
    const s = defaultScenario();
    s.region = 'us-west-2';
    s.pricing.option = 'reserved-3y';
    const inst = predictCost(s, DEFAULT_CATALOG, 1000).items.find((i) => i.part === 'instance');
    const storage = predictCost(s, DEFAULT_CATALOG, 1000).items.find((i) => i.part === 'storage');
    expect(costNoteMarker(storage?.note ?? '')).toBe('estimate');
    expect(costNoteLine(storage?.note ?? '')).toBe(`Estimate: ${storage?.note}`);
    expect(costNoteMarker(inst?.note ?? '')).toBe(
      'estimate; on-demand: no 3-year Reserved price in the catalog',
    );
  });

  it('applies the discount to every item and the total, and labels both (property)', () => {
    const base = predictCost(defaultScenario(), DEFAULT_CATALOG, 1000);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (d) => {
        const s = defaultScenario();
        s.pricing.discountPercent = d;
        const c = predictCost(s, DEFAULT_CATALOG, 1000);
        const applied = Math.round(d * 100) / 100;
        const f = 1 - applied / 100;
        expect(c.monthlyUsd).toBeCloseTo(base.monthlyUsd * f, 6);
        expect(c.items).toHaveLength(base.items.length);
        c.items.forEach((it, k) => {
          expect(it.monthlyUsd).toBeCloseTo((base.items[k]?.monthlyUsd ?? NaN) * f, 9);
          if (applied > 0) expect(it.label).toMatch(/% discount$/);
          else expect(it.label).not.toMatch(/discount/);
        });
        if (applied > 0) expect(c.pricing.label).toMatch(/^on-demand; [\d.,]+% discount$/);
        return true;
      }),
      { numRuns: 50 },
    );
  });

  it('validates the discount as 0–100 % and the option as one of three', () => {
    const s = defaultScenario();
    s.pricing.discountPercent = 120;
    const issues = validateScenarioLimits(s, DEFAULT_CATALOG);
    expect(issues).toContainEqual(
      expect.objectContaining({ path: 'pricing.discountPercent', nearestValid: 100 }),
    );
    const raw = JSON.parse(JSON.stringify(defaultScenario()));
    raw.pricing.option = 'spot';
    expect(checkScenario(raw).errors.map((e) => e.path)).toEqual(['pricing.option']);
    delete raw.pricing;
    const filled = checkScenario(raw);
    expect(filled.errors).toEqual([]);
    expect(filled.scenario.pricing).toEqual({ option: 'on-demand', discountPercent: 0 });
  });

  it('CLI: --pricing and --discount set the option and the label is printed', async () => {
    let out = '';
    const code = await main(['predict', '--pricing', 'reserved-1y', '--discount', '10'], {
      stdout: (t) => (out += t),
      stderr: () => {},
    });
    expect(code).toBe(0);
    expect(out).toMatch(/Cost: \$[\d,.]+\/month \(.*\), on-demand; 10% discount/);
    expect(out).toMatch(/No 1-year Reserved/);
  });
});
