import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { predictCost } from '../../../../src/core/cost/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { CostItem } from '../../../../src/core/types.ts';

/**
 * Cost items carry the catalog's caveat (`note`) for prices that are derived or unverified, so
 * the app and the report can show it next to the price; published prices carry none.
 */
const cat = DEFAULT_CATALOG;
const find = (items: CostItem[], start: string): CostItem | undefined =>
  items.find((i) => i.label.startsWith(start));

describe('cost item notes', () => {
  it('a published price (us-east-1 gp3, m6i.large) has no note', () => {
    const c = predictCost(defaultScenario(), cat, 1000);
    for (const i of c.items) expect(i.note, i.label).toBeUndefined();
  });

  it('a derived instance price carries the catalog note (eu-west-1 m6id.large)', () => {
    const s = defaultScenario();
    s.region = 'eu-west-1';
    s.instance.type = 'm6id.large';
    s.storage.kind = 'instance-store';
    s.mysql.dataGiB = 50;
    const inst = find(predictCost(s, cat, 1000).items, 'm6id.large');
    const expected = cat.regions['eu-west-1']?.instancePrices['m6id.large']?.note;
    expect(expected).toMatch(/Derived/);
    expect(inst?.note).toBe(expected);
  });

  it('EBS items outside us-east-1 carry the region EBS note (recalled/derived figures)', () => {
    const s = defaultScenario();
    s.region = 'eu-central-1';
    const gp3 = find(predictCost(s, cat, 1000).items, 'gp3 storage');
    expect(gp3?.note).toBe(cat.regions['eu-central-1']?.ebs.note);
    expect(gp3?.note?.length ?? 0).toBeGreaterThan(20);
  });

  it('volume initialization carries its own caveat (unverified price), label says estimate', () => {
    const s = defaultScenario();
    s.storage.volumeState = 'restored';
    s.storage.restoreRemedy = 'initialize';
    const item = find(predictCost(s, cat, 1000).items, 'volume initialization');
    expect(item?.note).toBe(cat.regions['us-east-1']?.ebs.initializationNote);
    expect(item?.note).toMatch(/unverified/);
    expect(item?.label).toMatch(/estimate/);
    // FSR in us-east-1 is the published figure: no note.
    s.storage.restoreRemedy = 'fsr';
    expect(find(predictCost(s, cat, 1000).items, 'Fast Snapshot Restore')?.note).toBeUndefined();
  });
});
