/** The offer-file reader on an AmazonRDS fixture (AWS's format), and the RDS overlay. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CATALOG } from '../../../../../src/core/catalog/index.ts';
import { OfferReader } from '../../../../../src/core/catalog/offer/reader.ts';
import {
  applyOverlay,
  checkOverlay,
  mergeOverlays,
} from '../../../../../src/core/catalog/offer/overlay.ts';
import {
  auroraInstanceClass,
  auroraPrices,
  rdsInstanceClass,
  rdsStoragePrices,
} from '../../../../../src/core/catalog/rds/index.ts';

const dir = join(import.meta.dirname, '../../../../fixtures/offers');
const RDS = readFileSync(join(dir, 'rds-small.json'), 'utf8');
const EC2 = readFileSync(join(dir, 'ec2-small.json'), 'utf8');

function read(text: string, file: string, chunk = 1 << 16) {
  const r = new OfferReader(DEFAULT_CATALOG, file);
  for (let i = 0; i < text.length; i += chunk) r.feed(text.slice(i, i + chunk));
  return r.finish('2026-11-27T00:00:00.000Z');
}

describe('AmazonRDS offer file', () => {
  it('reads MySQL Single-/Multi-AZ and Aurora Standard/I/O-Optimized hours, storage and I/O', () => {
    const { overlay, counts } = read(RDS, 'rds-small.json');
    expect(overlay.offer.offerCode).toBe('AmazonRDS');
    expect(overlay.regions).toEqual({});
    expect(counts).toEqual({ 'eu-west-2': 12, 'us-east-1': 1 });
    const r = overlay.rds?.['eu-west-2'];
    expect(r?.name).toBe('EU (London)');
    // PostgreSQL, readable-standby clusters and db.c5 (not in the catalog) are not read.
    // Reserved: see rdsReserved.test.ts.
    expect(r?.mysqlInstances).toMatchObject({
      'db.m6i.large': { hourlyUsd: 0.198, hourlyUsdMultiAz: 0.396 },
    });
    expect(Object.keys(r?.mysqlInstances ?? {})).toEqual(['db.m6i.large']);
    expect(r?.auroraInstances).toMatchObject({
      'db.r6g.large': { standardHourlyUsd: 0.296, ioOptimizedHourlyUsd: 0.3848 },
    });
    // Multi-AZ storage is not read (the catalog prices it as twice Single-AZ).
    expect(r?.storage).toEqual({
      gp3PerGiBMonthUsd: 0.133,
      gp3PerIopsMonthUsd: 0.023,
      gp3PerMiBpsMonthUsd: 0.092,
      io1PerGiBMonthUsd: 0.145,
      io1PerIopsMonthUsd: 0.116,
    });
    // $0.00000022 per request = $0.22 per million.
    expect(r?.aurora).toEqual({
      standardPerGiBMonthUsd: 0.11,
      ioOptimizedPerGiBMonthUsd: 0.248,
      standardPerMillionIoUsd: 0.22,
    });
    expect(r?.asOf).toBe('2026-11-01');
    expect(r?.source).toMatch(/AmazonRDS version 20261101000000 \(rds-small\.json\).*AmazonRDS/);
  });

  it('gives the same result whatever the chunk size (property)', () => {
    const whole = JSON.stringify(read(RDS, 'f', RDS.length).overlay);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        (n) => JSON.stringify(read(RDS, 'f', n).overlay) === whole,
      ),
      { numRuns: 30 },
    );
  });

  it('refuses an RDS file with none of the catalog’s classes or storage', () => {
    const none = RDS.replaceAll('"MySQL"', '"MariaDB"').replaceAll(
      '"Aurora MySQL"',
      '"Aurora PostgreSQL"',
    );
    expect(() => read(none, 'f')).toThrow(/none of the catalog’s RDS for MySQL or Aurora MySQL/);
  });

  it('survives checkOverlay and is refused with a named field when a price is not positive', () => {
    const { overlay } = read(RDS, 'f');
    expect(checkOverlay(JSON.parse(JSON.stringify(overlay)))).toEqual(overlay);
    const bad = JSON.parse(JSON.stringify(overlay));
    bad.rds['eu-west-2'].storage.gp3PerGiBMonthUsd = -1;
    expect(checkOverlay(bad)).toMatch(/rds region eu-west-2: gp3PerGiBMonthUsd/);
    bad.rds['eu-west-2'].mysqlInstances['db.m6i.large'].hourlyUsd = '0.2';
    expect(checkOverlay(bad)).toMatch(/db\.m6i\.large: hourlyUsd/);
  });

  it('merged with an EC2 overlay keeps both, and each region of each', () => {
    const ec2 = read(EC2, 'ec2-small.json').overlay;
    const rds = read(RDS, 'rds-small.json').overlay;
    const both = mergeOverlays(ec2, rds);
    expect(Object.keys(both.regions).sort()).toEqual(['eu-west-1', 'eu-west-2']);
    expect(Object.keys(both.rds ?? {}).sort()).toEqual(['eu-west-2', 'us-east-1']);
    const again = mergeOverlays(both, ec2);
    expect(Object.keys(again.rds ?? {}).sort()).toEqual(['eu-west-2', 'us-east-1']);
  });

  it('applied, replaces the shipped prices with the published ones and adds a new region', () => {
    const cat = applyOverlay(DEFAULT_CATALOG, read(RDS, 'rds-small.json').overlay);
    const m = rdsInstanceClass('eu-west-2', 'db.m6i.large', cat.rds);
    expect(m).toMatchObject({ hourlyUsd: 0.198, hourlyUsdMultiAz: 0.396, estimated: false });
    expect(m?.source).toMatch(/imported 2026-11-27/);
    expect(auroraInstanceClass('eu-west-2', 'db.r6g.large', cat.rds)).toMatchObject({
      standardHourlyUsd: 0.296,
      ioOptimizedHourlyUsd: 0.3848,
    });
    const s = rdsStoragePrices('eu-west-2', cat.rds);
    expect(s).toMatchObject({ gp3PerGiBMonthUsd: 0.133, io1PerIopsMonthUsd: 0.116 });
    // gp2 and io2 are not in the file: us-east-1's figures, still an estimate, and said so.
    expect(s?.gp2PerGiBMonthUsd).toBe(0.115);
    expect(s?.estimated).toBe(true);
    expect(s?.note).toMatch(
      /not in it, kept from the shipped catalog \(estimates\): gp2PerGiBMonthUsd/,
    );
    const a = auroraPrices('eu-west-2', cat.rds)?.storage;
    expect(a).toMatchObject({ standardPerMillionIoUsd: 0.22, estimated: false });
    // A shipped region read from the file: its published class replaces the shipped one only.
    expect(rdsInstanceClass('us-east-1', 'db.r7g.large', cat.rds)?.source).toMatch(/rds-small/);
    expect(rdsInstanceClass('us-east-1', 'db.r6g.large', cat.rds)?.hourlyUsd).toBe(0.218);
    // The shipped catalog is unchanged.
    expect(rdsInstanceClass('eu-west-2', 'db.m6i.large')).toBeUndefined();
  });

  it('an Aurora class without an I/O-Optimized SKU gets 1.3 × Standard, noted', () => {
    const { overlay } = read(RDS, 'f');
    const r = overlay.rds?.['eu-west-2'];
    if (r) delete r.auroraInstances['db.r6g.large']?.ioOptimizedHourlyUsd;
    const cat = applyOverlay(DEFAULT_CATALOG, overlay);
    const a = auroraInstanceClass('eu-west-2', 'db.r6g.large', cat.rds);
    expect(a?.ioOptimizedHourlyUsd).toBe(0.3848);
    expect(a?.note).toMatch(/1\.3 × the published Aurora Standard price/);
  });
});
