/**
 * The renderer's side of the user price list (src/app/store/priceList.ts): whatever the shell
 * hands over, the app gets a catalog to price with; anything unusable falls back to the built-in
 * catalog with the reason kept for the status bar.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CATALOG, getInstancePrice } from '../../../src/core/catalog/index.ts';
import { OfferReader } from '../../../src/core/catalog/offer/reader.ts';
import {
  fetchPriceList,
  priceListDetail,
  priceListFrom,
  priceListLabel,
} from '../../../src/app/store/priceList.ts';

const FIXTURE = readFileSync(
  join(import.meta.dirname, '../../fixtures/offers/ec2-small.json'),
  'utf8',
);

function overlay() {
  const reader = new OfferReader(DEFAULT_CATALOG, 'ec2-small.json');
  reader.feed(FIXTURE);
  return reader.finish('2026-11-23T17:00:00.000Z').overlay;
}

describe('priceListFrom', () => {
  it('prices with the overlay and says where the prices come from', () => {
    const { catalog, prices } = priceListFrom({
      ok: true,
      value: { path: '/home/u/.config/innosizer/catalog-overlay.json', overlay: overlay() },
    });
    expect(getInstancePrice(catalog, 'eu-west-1', 'm6i.large')?.hourlyUsd).toBe(0.107);
    expect(catalog.regions['eu-west-2']).toBeDefined();
    expect(priceListLabel(prices)).toBe(
      'Prices: AWS Price List offer file of 2026-11-01, imported 2026-11-23',
    );
    expect(priceListDetail(prices)).toMatch(
      /^3 instance prices in 2 regions \(eu-west-1, eu-west-2\) from the AWS Price List offer file ec2-small\.json, published 2026-11-01, imported 2026-11-23/,
    );
  });

  it('uses the built-in catalog without a shell, without a file, or with a bad one', () => {
    expect(priceListFrom(undefined).catalog).toBe(DEFAULT_CATALOG);
    expect(priceListFrom({ ok: true, value: null })).toEqual({
      catalog: DEFAULT_CATALOG,
      prices: { kind: 'built-in', problem: null },
    });
    expect(priceListLabel(priceListFrom(undefined).prices)).toBe('Prices: built-in catalog');
    const failed = priceListFrom({
      ok: false,
      error: { code: 'invalid', message: 'The price list /p is not usable: not JSON' },
    });
    expect(failed.catalog).toBe(DEFAULT_CATALOG);
    expect(priceListLabel(failed.prices)).toBe('Prices: built-in catalog (price list not used)');
    expect(priceListDetail(failed.prices)).toMatch(
      /not JSON\. Prices come from the built-in catalog/,
    );
    // What main sent is checked again here: a bad price never reaches the model.
    const bad = overlay() as unknown as {
      regions: Record<string, { instancePrices: Record<string, { hourlyUsd: number }> }>;
    };
    bad.regions['eu-west-1']!.instancePrices['m6i.large']!.hourlyUsd = Number.NaN;
    const r = priceListFrom({ ok: true, value: { path: '/p', overlay: bad } });
    expect(r.catalog).toBe(DEFAULT_CATALOG);
    expect(r.prices).toMatchObject({
      kind: 'built-in',
      problem: expect.stringMatching(/eu-west-1, m6i\.large/),
    });
    for (const junk of [null, 42, 'x', [], { format: 'innosizer-catalog-overlay-v1' }])
      expect(priceListFrom({ ok: true, value: { path: '/p', overlay: junk } }).catalog).toBe(
        DEFAULT_CATALOG,
      );
  });
});

describe('fetchPriceList', () => {
  it('falls back when the shell rejects or does not answer', async () => {
    expect((await fetchPriceList(undefined)).prices).toEqual({ kind: 'built-in', problem: null });
    const rejected = await fetchPriceList(() => Promise.reject(new Error('no handler')));
    expect(rejected.prices).toMatchObject({ problem: expect.stringMatching(/no handler/) });
    const silent = await fetchPriceList(() => new Promise(() => {}), 10);
    expect(silent.catalog).toBe(DEFAULT_CATALOG);
    expect(silent.prices).toMatchObject({ problem: expect.stringMatching(/did not load in time/) });
  });
});

describe('priceListDetail with RDS prices', () => {
  it('counts the RDS/Aurora prices and their regions beside the instance prices', () => {
    const rdsText = readFileSync(
      join(import.meta.dirname, '../../fixtures/offers/rds-small.json'),
      'utf8',
    );
    const reader = new OfferReader(DEFAULT_CATALOG, 'rds-small.json');
    reader.feed(rdsText);
    const rds = reader.finish('2026-11-27T00:00:00.000Z').overlay;
    const { prices } = priceListFrom({ ok: true, value: { path: '/p', overlay: rds } });
    expect(priceListDetail(prices)).toMatch(
      /^11 RDS\/Aurora prices in 2 regions \(eu-west-2, us-east-1\) from the AWS Price List offer file rds-small\.json/,
    );
    const both = { ...overlay(), rds: rds.rds };
    const b = priceListFrom({ ok: true, value: { path: '/p', overlay: both } });
    expect(priceListDetail(b.prices)).toMatch(
      /^3 instance prices in 2 regions \(eu-west-1, eu-west-2\) and 11 RDS\/Aurora prices in 2 regions/,
    );
  });
});
