/**
 * The pricing options are named as each deployment prices them: EC2's 3-year term is No Upfront,
 * an RDS or Aurora DB class's is the Partial Upfront term's effective hourly rate (AWS sells RDS's
 * No Upfront Reserved Instances for one year only), so the option, the cost item and the note say so.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { RDS_RESERVED_URL } from '../../../../src/core/catalog/rds/sources.ts';
import { predictCost } from '../../../../src/core/cost/index.ts';
import {
  DB_PRICING_OPTION_LABELS,
  PRICING_OPTION_LABELS,
  pricingOptionLabels,
} from '../../../../src/core/cost/pricing.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { DEPLOYMENTS } from '../../../../src/core/scenario/types.ts';

describe('pricing option labels per deployment', () => {
  it('EC2: both Reserved terms are No Upfront', () => {
    expect(pricingOptionLabels('ec2')).toBe(PRICING_OPTION_LABELS);
    expect(PRICING_OPTION_LABELS['reserved-3y']).toBe('3-year Reserved, no upfront');
  });

  it('RDS and Aurora: the 3-year term says partial upfront, effective hourly; the 1-year term no upfront', () => {
    for (const d of ['rds', 'aurora'] as const) {
      const labels = pricingOptionLabels(d);
      expect(labels['reserved-3y']).toBe('3-year Reserved, partial upfront (effective hourly)');
      expect(labels['reserved-3y']).not.toMatch(/no upfront/);
      expect(labels['reserved-1y']).toBe('1-year Reserved, no upfront');
      expect(labels['on-demand']).toBe('on-demand');
    }
    expect(RDS_RESERVED_URL).toBe('https://aws.amazon.com/rds/reserved-instances/');
  });

  it('every deployment names all three options', () => {
    for (const d of DEPLOYMENTS)
      expect(Object.keys(pricingOptionLabels(d)).sort()).toEqual([
        'on-demand',
        'reserved-1y',
        'reserved-3y',
      ]);
  });

  it('an RDS 3-year choice without a Reserved price says which term is missing, truthfully', () => {
    const s = {
      ...defaultScenario(),
      deployment: 'rds' as const,
      instance: { ...defaultScenario().instance, type: 'db.m6i.large' },
      pricing: { option: 'reserved-3y' as const, discountPercent: 0 },
    };
    const c = predictCost(s, DEFAULT_CATALOG, 1000);
    const inst = c.items.find((i) => i.label.startsWith('db.m6i.large'));
    expect(inst?.note).toContain(`No ${DB_PRICING_OPTION_LABELS['reserved-3y']} price`);
    expect(inst?.note).not.toContain('3-year Reserved, no upfront');
  });
});

describe('the pricing label of a DB class priced from a Reserved rate without its fee recorded', () => {
  it('says partial upfront for the 3-year term, not no upfront', () => {
    const c = structuredClone(DEFAULT_CATALOG);
    const m6i = c.rds?.regions['us-east-1']?.mysqlInstances['db.m6i.large'];
    if (!m6i) throw new Error('db.m6i.large not in the catalog');
    m6i.reserved3yHourlyUsd = 0.1;
    const s = {
      ...defaultScenario(),
      deployment: 'rds' as const,
      instance: { ...defaultScenario().instance, type: 'db.m6i.large' },
      pricing: { option: 'reserved-3y' as const, discountPercent: 0 },
    };
    const cost = predictCost(s, c, 1000);
    expect(cost.pricing.option).toBe('reserved-3y');
    expect(cost.pricing.label).toBe('3-year Reserved, partial upfront (effective hourly)');
  });
});
