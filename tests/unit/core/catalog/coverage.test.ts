import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CATALOG,
  HOURS_PER_MONTH,
  ebsLimits,
  getInstance,
  getInstancePrice,
  regionIds,
} from '../../../../src/core/catalog/index.ts';
import { FAMILIES, SIZES } from '../../../../src/core/catalog/instances.ts';
import {
  GENERATED_INSTANCE_ROWS,
  NOT_GENERATED,
} from '../../../../src/core/catalog/generated/awsInstances.ts';

const REQUIRED_REGIONS = ['us-east-1', 'us-west-2', 'eu-west-1', 'eu-central-1', 'ap-southeast-1'];

/** AWS's types and regions (Azure's and Google Cloud's, issue 38, have their own tests). */
const AWS_TYPES = Object.values(DEFAULT_CATALOG.instances).filter((i) => i.cloud === undefined);
const AWS_NAMES = AWS_TYPES.map((i) => i.name);
const AWS_REGION_IDS = regionIds(DEFAULT_CATALOG).filter(
  (id) => DEFAULT_CATALOG.regions[id]?.cloud === undefined,
);

describe('catalog coverage', () => {
  it("has the issue's families from large to 16xlarge (24xlarge where it exists), or says why not", () => {
    const issue = [
      'm6i',
      'r6i',
      'm7i',
      'r7i',
      'm7a',
      'r7a',
      'm6g',
      'r6g',
      'm7g',
      'r7g',
      'm8g',
      'r8g',
    ]
      .concat(['x2idn', 'x2iedn', 'm6id', 'r6id', 'm7gd', 'r7gd', 'm8gd', 'r8gd'])
      .concat(['i4i', 'i4g', 'i7ie', 'i8g', 'im4gn', 'is4gen']);
    const left = NOT_GENERATED.map((s) => s.slice(0, s.indexOf(':')));
    for (const f of issue) expect(FAMILIES.includes(f) || left.includes(f), f).toBe(true);
    for (const name of AWS_NAMES) {
      const i = getInstance(DEFAULT_CATALOG, name);
      expect(i?.name).toBe(name);
      expect(`${i?.family}.${i?.size}`).toBe(name);
      expect(SIZES as readonly string[]).toContain(i?.size);
    }
    // Every family reaches 16xlarge, except those AWS stops earlier (is4gen: 8xlarge) or builds
    // without one (i7ie: 12xlarge, 18xlarge, 24xlarge), and x2idn, which starts at 16xlarge; the
    // skipped sizes are listed with their reason.
    for (const f of FAMILIES) {
      const has = (s: string) => getInstance(DEFAULT_CATALOG, `${f}.${s}`) !== undefined;
      if (f !== 'is4gen' && f !== 'i7ie') expect(has('16xlarge'), f).toBe(true);
      if (f === 'i7ie') expect(has('12xlarge') && has('24xlarge'), f).toBe(true);
      if (f !== 'x2idn' && f !== 'x2iedn') expect(has('large'), f).toBe(true);
    }
    expect(AWS_NAMES.length).toBe(GENERATED_INSTANCE_ROWS.length);
  });

  it('gives every instance every field: vCPU, memory, architecture, EBS ceilings, store or none', () => {
    for (const i of AWS_TYPES) {
      const nums = [
        i.vcpu,
        i.memoryGiB,
        i.ebs.baselineIops,
        i.ebs.maxIops,
        i.ebs.baselineMiBps,
      ].concat([i.ebs.maxMiBps, i.ebs.baselineMBps ?? NaN, i.ebs.maxMBps ?? NaN]);
      for (const n of nums) expect(n > 0 && Number.isFinite(n), i.name).toBe(true);
      expect(['x86_64', 'arm64']).toContain(i.architecture);
      // A store is either absent (null: the type has none) or complete.
      if (i.instanceStore) {
        const s = i.instanceStore;
        for (const n of [s.devices, s.deviceSizeGB, s.readIops4k, s.writeIops4k])
          expect(n > 0 && Number.isFinite(n), i.name).toBe(true);
      } else expect(i.instanceStore, i.name).toBeNull();
    }
  });

  it('prices every instance type in every required region', () => {
    expect(regionIds(DEFAULT_CATALOG)).toEqual(expect.arrayContaining(REQUIRED_REGIONS));
    for (const region of AWS_REGION_IDS) {
      const r = DEFAULT_CATALOG.regions[region];
      expect(r?.id).toBe(region);
      expect(r?.name.length).toBeGreaterThan(3);
      for (const name of AWS_NAMES) {
        const p = getInstancePrice(DEFAULT_CATALOG, region, name);
        expect(p, `${region} ${name}`).toBeDefined();
        expect(Number.isFinite(p?.hourlyUsd)).toBe(true);
        expect(p?.hourlyUsd).toBeGreaterThan(0);
      }
      // No price for a type the catalog does not describe.
      expect(Object.keys(r?.instancePrices ?? {}).sort()).toEqual([...AWS_NAMES].sort());
    }
  });

  it('prices every EBS dimension in every region with positive finite numbers', () => {
    for (const r of AWS_REGION_IDS.map((id) => DEFAULT_CATALOG.regions[id]!)) {
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
