/**
 * Issue 40 item 6: the catalog update refreshes every us-east-1 RDS figure that is still an
 * estimate (docs/catalog.md, "Estimates"): db.m6i class prices, gp3 throughput above the included
 * and the Extended Support rates. The AmazonRDS fixture (AWS's format, made-up prices) is read as
 * the us-east-1 file by relabelling its region; each estimate is replaced by the file's figure,
 * which carries the file as its source and no estimate note.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CATALOG } from '../../../../../src/core/catalog/index.ts';
import { OfferReader } from '../../../../../src/core/catalog/offer/reader.ts';
import { applyOverlay } from '../../../../../src/core/catalog/offer/overlay.ts';
import {
  extendedSupport,
  rdsInstanceClass,
  rdsStoragePrices,
} from '../../../../../src/core/catalog/rds/index.ts';

const dir = join(import.meta.dirname, '../../../../fixtures/offers');
const US_EAST_1 = readFileSync(join(dir, 'rds-small.json'), 'utf8')
  .replaceAll('EU (London)', 'US East (N. Virginia)')
  .replaceAll('"eu-west-2"', '"us-east-1"')
  .replaceAll('EUW2-', 'USE1-');

function catalog() {
  const r = new OfferReader(DEFAULT_CATALOG, 'us-east-1-rds.json');
  r.feed(US_EAST_1);
  return applyOverlay(DEFAULT_CATALOG, r.finish('2026-11-29T00:00:00.000Z').overlay);
}

describe('catalog update with the us-east-1 AmazonRDS file replaces the remaining estimates', () => {
  it('shipped: db.m6i.large, gp3 throughput and Extended Support rates are estimates', () => {
    expect(rdsInstanceClass('us-east-1', 'db.m6i.large')?.estimated).toBe(true);
    expect(rdsStoragePrices('us-east-1')?.note).toMatch(/MiB\/s-month/);
    expect(extendedSupport('us-east-1', 'mysql', '8.0.39')?.estimated).toBe(true);
  });

  it("read: each is the file's figure, sourced to the file, with no estimate note", () => {
    const c = catalog();
    const m6i = rdsInstanceClass('us-east-1', 'db.m6i.large', c.rds);
    expect(m6i?.hourlyUsd).toBe(0.198);
    expect(m6i?.estimated).toBe(false);
    expect(m6i?.source).toMatch(/us-east-1-rds\.json/);
    const storage = rdsStoragePrices('us-east-1', c.rds);
    expect(storage?.gp3PerMiBpsMonthUsd).toBe(0.092);
    expect(storage?.note ?? '').not.toMatch(/gp3 \$0\.080/);
    const es = extendedSupport('us-east-1', 'mysql', '8.0.39', c.rds);
    expect(es?.bands.map((b) => b.perVcpuHourUsd)).toEqual([0.11, 0.22]);
    expect(es?.estimated).toBe(false);
    expect(es?.source).toMatch(/us-east-1-rds\.json/);
  });
});
