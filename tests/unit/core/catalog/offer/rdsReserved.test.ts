/**
 * RDS and Aurora Reserved prices and Extended Support rates read from an AmazonRDS offer file
 * (the fixture is in AWS's format with made-up prices), laid over the catalog and costed.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CATALOG } from '../../../../../src/core/catalog/index.ts';
import { OfferReader } from '../../../../../src/core/catalog/offer/reader.ts';
import { applyOverlay, checkOverlay } from '../../../../../src/core/catalog/offer/overlay.ts';
import {
  auroraInstanceClass,
  extendedSupport,
  rdsInstanceClass,
} from '../../../../../src/core/catalog/rds/index.ts';
import { predictCost, predictPricingLabel } from '../../../../../src/core/cost/index.ts';
import { costNoteMarker } from '../../../../../src/core/cost/pricing.ts';
import { defaultScenario } from '../../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../../src/core/scenario/types.ts';

const dir = join(import.meta.dirname, '../../../../fixtures/offers');
const RDS = readFileSync(join(dir, 'rds-small.json'), 'utf8');

function read(text: string, chunk = 1 << 16) {
  const r = new OfferReader(DEFAULT_CATALOG, 'rds-small.json');
  for (let i = 0; i < text.length; i += chunk) r.feed(text.slice(i, i + chunk));
  return r.finish('2026-11-27T00:00:00.000Z').overlay;
}

const CATALOG = applyOverlay(DEFAULT_CATALOG, read(RDS));

function scenario(over: Partial<Scenario>): Scenario {
  return {
    ...defaultScenario(),
    region: 'eu-west-2',
    instance: { ...defaultScenario().instance, type: 'db.m6i.large' },
    ...over,
  };
}

describe('RDS Reserved prices from the AmazonRDS offer file', () => {
  it('reads 1yr No Upfront, and for 3yr (no No Upfront term) the Partial Upfront effective hourly price', () => {
    const r = read(RDS).rds?.['eu-west-2'];
    // SKU001: 1yr No Upfront $0.12/h; 3yr Partial Upfront $0.05/h + $1,314 / 26,280 h = $0.10/h
    // (the All Upfront term, $2,365.20 = $0.09/h, is not preferred over Partial Upfront).
    expect(r?.mysqlInstances['db.m6i.large']).toEqual({
      hourlyUsd: 0.198,
      hourlyUsdMultiAz: 0.396,
      reserved1yHourlyUsd: 0.12,
      reserved3yHourlyUsd: 0.1,
      reserved1yHourlyUsdMultiAz: 0.24,
      reservedUpfront: {
        reserved3yHourlyUsd: { purchaseOption: 'Partial Upfront', upfrontUsd: 1314 },
      },
    });
    // SKU006: No Upfront ($0.20) kept over Partial Upfront ($0.08 + $876 / 8,760 h = $0.18).
    expect(r?.auroraInstances['db.r6g.large']).toEqual({
      standardHourlyUsd: 0.296,
      ioOptimizedHourlyUsd: 0.3848,
      reserved1yHourlyUsd: 0.2,
    });
  });

  it('keeps the same figures whatever the chunk size (property)', () => {
    const whole = JSON.stringify(read(RDS, RDS.length));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), (n) => JSON.stringify(read(RDS, n)) === whole),
      { numRuns: 20 },
    );
  });

  it('survives checkOverlay; a malformed upfront fee is refused naming the field', () => {
    const o = read(RDS);
    expect(checkOverlay(JSON.parse(JSON.stringify(o)))).toEqual(o);
    const bad = JSON.parse(JSON.stringify(o));
    bad.rds['eu-west-2'].mysqlInstances['db.m6i.large'].reservedUpfront.reserved3yHourlyUsd = {
      purchaseOption: 'Some Upfront',
      upfrontUsd: 1,
    };
    expect(checkOverlay(bad)).toMatch(/db\.m6i\.large: reservedUpfront\.reserved3yHourlyUsd/);
    const bad2 = JSON.parse(JSON.stringify(o));
    bad2.rds['eu-west-2'].mysqlInstances['db.m6i.large'].reserved1yHourlyUsd = 0;
    expect(checkOverlay(bad2)).toMatch(/db\.m6i\.large: reserved1yHourlyUsd/);
  });

  it('applied: the class carries them, the shipped catalog does not', () => {
    expect(rdsInstanceClass('eu-west-2', 'db.m6i.large', CATALOG.rds)).toMatchObject({
      reserved1yHourlyUsd: 0.12,
      reserved3yHourlyUsd: 0.1,
    });
    expect(auroraInstanceClass('eu-west-2', 'db.r6g.large', CATALOG.rds)).toMatchObject({
      reserved1yHourlyUsd: 0.2,
    });
    expect(rdsInstanceClass('us-east-1', 'db.m6i.large')?.reserved1yHourlyUsd).toBeUndefined();
  });
});

describe('RDS Reserved costs match the offer file', () => {
  it('1-year Reserved, Single-AZ: $0.12/h × 730 h', () => {
    const s = scenario({
      deployment: 'rds',
      pricing: { option: 'reserved-1y', discountPercent: 0 },
    });
    const c = predictCost(s, CATALOG, 1000);
    expect(c.pricing.label).toBe('1-year Reserved, no upfront');
    expect(c.instanceUsd).toBeCloseTo(0.12 * 730, 9);
    const inst = c.items.find((i) => i.label.startsWith('db.m6i.large'));
    expect(inst?.label).toMatch(/Single-AZ 1-year Reserved, no upfront \$0\.12\/h × 730 h/);
    expect(inst?.source).toMatch(/rds-small\.json/);
  });

  it('1-year Reserved, Multi-AZ: the Multi-AZ SKU’s $0.24/h', () => {
    const s = scenario({
      deployment: 'rds',
      multiAz: true,
      pricing: { option: 'reserved-1y', discountPercent: 0 },
    });
    expect(predictCost(s, CATALOG, 1000).instanceUsd).toBeCloseTo(0.24 * 730, 9);
  });

  it('3-year Reserved: the Partial Upfront effective hourly price, named as such', () => {
    const s = scenario({
      deployment: 'rds',
      pricing: { option: 'reserved-3y', discountPercent: 0 },
    });
    const c = predictCost(s, CATALOG, 1000);
    expect(c.instanceUsd).toBeCloseTo(0.1 * 730, 9);
    expect(c.pricing.option).toBe('reserved-3y');
    expect(c.pricing.label).toMatch(/^3-year Reserved, partial upfront \(\$1,314(\.00)? upfront/);
    expect(predictPricingLabel(s, CATALOG)).toBe(c.pricing.label);
  });

  it('Aurora Standard 1-year Reserved: $0.20/h; I/O-Optimized (none in the file) falls back to on-demand, saying the RDS offer file adds it', () => {
    const std = scenario({
      deployment: 'aurora',
      instance: { ...defaultScenario().instance, type: 'db.r6g.large' },
      pricing: { option: 'reserved-1y', discountPercent: 0 },
    });
    expect(predictCost(std, CATALOG, 1000).instanceUsd).toBeCloseTo(0.2 * 730, 9);
    const io = { ...std, auroraStorage: 'io-optimized' as const };
    const c = predictCost(io, CATALOG, 1000);
    expect(c.pricing.option).toBe('on-demand');
    expect(c.instanceUsd).toBeCloseTo(0.3848 * 730, 9);
    const inst = c.items.find((i) => i.label.startsWith('db.r6g.large'));
    expect(inst?.note).toMatch(/AWS RDS offer file \(AWS Price List\) adds Reserved prices/);
    expect(costNoteMarker(inst?.note ?? '')).toBe(
      'on-demand: no 1-year Reserved price in the catalog',
    );
  });

  it('the shipped catalog (no Reserved DB prices) costs on-demand and says so', () => {
    const s = {
      ...defaultScenario(),
      deployment: 'rds' as const,
      instance: { ...defaultScenario().instance, type: 'db.m6i.large' },
      pricing: { option: 'reserved-1y' as const, discountPercent: 0 },
    };
    const c = predictCost(s, DEFAULT_CATALOG, 1000);
    expect(c.pricing.option).toBe('on-demand');
    const inst = c.items.find((i) => i.label.startsWith('db.m6i.large'));
    expect(inst?.note).toMatch(/AWS RDS offer file/);
  });
});

describe('RDS Extended Support rates from the AmazonRDS offer file', () => {
  it('reads the MySQL per-vCPU-hour SKUs by band; Aurora Serverless ACU SKUs are not read', () => {
    expect(read(RDS).rds?.['eu-west-2']?.extendedSupport).toEqual({
      'Year 1-2': 0.11,
      'Year 3': 0.22,
    });
  });

  it('applied, they price the region’s Extended Support', () => {
    const c = extendedSupport('eu-west-2', 'mysql', '8.0', CATALOG.rds);
    expect(c?.bands.map((b) => b.perVcpuHourUsd)).toEqual([0.11, 0.22]);
    expect(c?.source).toMatch(/rds-small\.json/);
    const s = scenario({
      deployment: 'rds',
      mysql: { ...defaultScenario().mysql, version: '8.0.39' },
    });
    const item = predictCost(s, CATALOG, 1000).items.find((i) =>
      i.label.startsWith('RDS Extended Support'),
    );
    // 2 vCPU × $0.11 × 730 h (year 1-2 on the catalog's date).
    expect(item?.monthlyUsd).toBeCloseTo(2 * 0.11 * 730, 9);
  });
});
