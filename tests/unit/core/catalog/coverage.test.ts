import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CATALOG,
  HOURS_PER_MONTH,
  ebsLimits,
  getInstance,
  getInstancePrice,
  instanceNames,
  regionIds,
} from '../../../../src/core/catalog/index.ts';
import { FAMILIES, SIZES } from '../../../../src/core/catalog/instances.ts';

const REQUIRED_REGIONS = ['us-east-1', 'us-west-2', 'eu-west-1', 'eu-central-1', 'ap-southeast-1'];

describe('catalog coverage', () => {
  it('has every family × size from large to 8xlarge, and nothing else', () => {
    const expected = FAMILIES.flatMap((f) => SIZES.map((s) => `${f}.${s}`)).sort();
    expect(instanceNames(DEFAULT_CATALOG).sort()).toEqual(expected);
    expect(expected).toHaveLength(25);
    for (const name of expected) {
      const i = getInstance(DEFAULT_CATALOG, name);
      expect(i?.name).toBe(name);
      expect(`${i?.family}.${i?.size}`).toBe(name);
    }
  });

  it('prices every instance type in every required region', () => {
    expect(regionIds(DEFAULT_CATALOG)).toEqual(expect.arrayContaining(REQUIRED_REGIONS));
    for (const region of regionIds(DEFAULT_CATALOG)) {
      const r = DEFAULT_CATALOG.regions[region];
      expect(r?.id).toBe(region);
      expect(r?.name.length).toBeGreaterThan(3);
      for (const name of instanceNames(DEFAULT_CATALOG)) {
        const p = getInstancePrice(DEFAULT_CATALOG, region, name);
        expect(p, `${region} ${name}`).toBeDefined();
        expect(Number.isFinite(p?.hourlyUsd)).toBe(true);
        expect(p?.hourlyUsd).toBeGreaterThan(0);
      }
      // No price for a type the catalog does not describe.
      expect(Object.keys(r?.instancePrices ?? {}).sort()).toEqual(
        instanceNames(DEFAULT_CATALOG).sort(),
      );
    }
  });

  it('prices every EBS dimension in every region with positive finite numbers', () => {
    for (const r of Object.values(DEFAULT_CATALOG.regions)) {
      const e = r.ebs;
      const nums = [
        e.gp3StoragePerGiBMonthUsd,
        e.gp3IopsPerMonthUsd,
        e.gp3ThroughputPerMiBpsMonthUsd,
        e.io2StoragePerGiBMonthUsd,
        e.gp2StoragePerGiBMonthUsd,
        e.fsrPerHourUsd,
        e.initializationPerGiBUsd,
        ...e.io2IopsTiers.map((t) => t.perIopsMonthUsd),
      ];
      for (const n of nums) {
        expect(Number.isFinite(n), r.id).toBe(true);
        expect(n, r.id).toBeGreaterThan(0);
      }
    }
  });

  it('returns undefined for unknown names and regions, including prototype keys', () => {
    expect(getInstance(DEFAULT_CATALOG, 'm6i.metal')).toBeUndefined();
    expect(getInstance(DEFAULT_CATALOG, 'toString')).toBeUndefined();
    expect(getInstance(DEFAULT_CATALOG, '__proto__')).toBeUndefined();
    expect(getInstancePrice(DEFAULT_CATALOG, 'mars-north-1', 'm6i.large')).toBeUndefined();
    expect(getInstancePrice(DEFAULT_CATALOG, 'us-east-1', 'm9z.large')).toBeUndefined();
    expect(getInstancePrice(DEFAULT_CATALOG, 'constructor', 'm6i.large')).toBeUndefined();
    expect(getInstancePrice(DEFAULT_CATALOG, 'us-east-1', 'hasOwnProperty')).toBeUndefined();
  });

  it('exposes the EBS limits of each kind and AWS’s 730 hours per month', () => {
    for (const kind of ['gp3', 'io2', 'gp2'] as const)
      expect(ebsLimits(DEFAULT_CATALOG, kind).kind).toBe(kind);
    expect(DEFAULT_CATALOG.hoursPerMonth).toBe(730);
    expect(HOURS_PER_MONTH).toBe(730);
  });
});
