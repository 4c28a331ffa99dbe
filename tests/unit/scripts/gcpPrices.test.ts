/**
 * The Compute Engine price reader (scripts/catalog/gcpPrices.mjs, run by
 * `node scripts/generate-cloud-catalog.mjs --gcp-prices`) against an excerpt of its source, the
 * pricing.yml of Cyclenerd/google-cloud-pricing-cost-calculator at commit fd66b26 (generated
 * 2026-07-30 from Google's Cloud Billing Catalog API): these lines are copied from it, other types,
 * regions and fields left out. The shipped catalog must hold the same figures (issue 38: the
 * vendors' price pages, dated; c3d, c4a and n4d priced as themselves, not as c3, c4, n4).
 */
import { describe, expect, it } from 'vitest';
import { parseGcpPricingYml } from '../../../scripts/catalog/gcpPrices.mjs';
import { DEFAULT_CATALOG, getInstancePrice } from '../../../src/core/catalog/index.ts';
import { CLOUD_DISK_PRICES } from '../../../src/core/catalog/clouds/disks.ts';

const EXCERPT = `---
about:
  generated: Thu Jul 30 06:13:17 2026
compute:
  instance:
    c3d-standard-8:
      cost:
        europe-west1:
          hour: 0.39991072
          month: 291.9348256
        us-central1:
          hour: 0.363192
          month: 265.13016
      cpu: 8
      ram: 32
    c4-standard-8:
      cost:
        europe-west1:
          hour: 0.43530892
          month: 317.7755116
        us-central1:
          hour: 0.39534
          month: 288.5982
      cpu: 8
      ram: 30
    c4a-standard-8:
      cost:
        europe-west1:
          hour: 0.39551512
          month: 288.7260376
        us-central1:
          hour: 0.3592
          month: 262.216
      cpu: 8
      ram: 32
    n2-standard-8:
      cost:
        europe-west1:
          hour: 0.427336
          month: 249.626615056
        us-central1:
          hour: 0.388472
          month: 226.924364912
      cpu: 8
      ram: 32
    n4d-standard-8:
      cost:
        europe-west1:
          hour: 0.372904
          month: 272.21992
        us-central1:
          hour: 0.3388
          month: 247.324
      cpu: 8
      ram: 32
    z3-highmem-88-highlssd:
      cost:
        europe-west1:
          hour: 15.8069986314521
          month: 11539.10900096
        us-central1:
          hour: 13.0000094794521
          month: 9490.00692
      cpu: 88
      local-ssd: 36000
      ram: 704
  storage:
    balanced:
      cost:
        europe-west1:
          month: 0.1
        us-central1:
          month: 0.1
      type: pd-balanced
    hyperdisk-extreme:
      cost:
        europe-west1:
          month: 0.138
        us-central1:
          month: 0.125
      type: hyperdisk-extreme
    ssd:
      cost:
        europe-west1:
          month: 0.17
        us-central1:
          month: 0.17
      type: pd-ssd
`;

const parsed = parseGcpPricingYml(EXCERPT);

describe('Compute Engine prices read from the billing catalog (pricing.yml)', () => {
  it('reads the date, vCPUs, memory and hourly prices per region', () => {
    expect(parsed.generated).toBe('Thu Jul 30 06:13:17 2026');
    expect(parsed.instances.get('c4a-standard-8')).toMatchObject({ cpu: 8, ramGiB: 32 });
    expect(parsed.instances.get('c4a-standard-8')?.hourlyUsd.get('us-central1')).toBe(0.3592);
    expect(parsed.instances.get('c4-standard-8')?.ramGiB).toBe(30);
    expect(parsed.storage.get('ssd')).toMatchObject({ type: 'pd-ssd' });
  });

  it('refuses a file without its generated date', () => {
    expect(() => parseGcpPricingYml('compute:\n  instance:\n')).toThrow(/generated/);
  });

  it.each([
    ['n2-standard-8', 'n2-standard-8'],
    ['c3d-standard-8', 'c3d-standard-8'],
    ['c4a-standard-8', 'c4a-standard-8'],
    ['n4d-standard-8', 'n4d-standard-8'],
    ['c4-standard-8', 'c4-standard-8'],
    // Google lists the 12 x 3,000 GiB Titanium SSD machine as z3-highmem-88-highlssd.
    ['z3-highmem-88', 'z3-highmem-88-highlssd'],
  ])(
    'the catalog prices %s as the billing catalog lists %s, not as an estimate',
    (name, listed) => {
      for (const region of ['us-central1', 'europe-west1']) {
        const read = parsed.instances.get(listed)?.hourlyUsd.get(region) ?? NaN;
        const price = getInstancePrice(DEFAULT_CATALOG, region, name);
        expect(price?.hourlyUsd, `${name} ${region}`).toBeCloseTo(read, 6);
        expect(price?.note, name).toBeUndefined();
        expect(price?.source).toMatch(
          /Cyclenerd\/google-cloud-pricing-cost-calculator, commit fd66b26/,
        );
      }
    },
  );

  it('prices pd-ssd, pd-balanced and Hyperdisk Extreme capacity as read; marks the rest', () => {
    const keys = {
      'pd-ssd': 'ssd',
      'pd-balanced': 'balanced',
      'hyperdisk-extreme': 'hyperdisk-extreme',
    } as const;
    for (const [kind, key] of Object.entries(keys)) {
      for (const region of ['us-central1', 'europe-west1']) {
        const p = CLOUD_DISK_PRICES[kind as keyof typeof keys][region];
        expect(p?.perGiBMonthUsd, `${kind} ${region}`).toBe(
          parsed.storage.get(key)?.monthlyUsdPerGiB.get(region),
        );
      }
    }
    expect(CLOUD_DISK_PRICES['pd-ssd']['europe-west1']?.note).toBeUndefined();
    expect(CLOUD_DISK_PRICES['hyperdisk-extreme']['us-central1']?.note).toMatch(
      /per-IOPS price is recalled/,
    );
    expect(CLOUD_DISK_PRICES['hyperdisk-balanced']['us-central1']?.note).toMatch(/^recalled/);
  });
});
