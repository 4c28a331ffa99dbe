/** The offer-file reader on a fixture in the exact AWS format, malformed files, and the overlay. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CATALOG, getInstancePrice } from '../../../../../src/core/catalog/index.ts';
import { OfferReader } from '../../../../../src/core/catalog/offer/reader.ts';
import { OfferFormatError } from '../../../../../src/core/catalog/offer/scanner.ts';
import {
  applyOverlay,
  checkOverlay,
  mergeOverlays,
} from '../../../../../src/core/catalog/offer/overlay.ts';
import { instanceRows } from '../../../../../src/core/catalog/list.ts';
import { predictCost } from '../../../../../src/core/cost/index.ts';
import { defaultScenario } from '../../../../../src/core/scenario/defaults.ts';

const FIXTURE = readFileSync(
  join(import.meta.dirname, '../../../../fixtures/offers/ec2-small.json'),
  'utf8',
);

function read(text: string, chunk = 1 << 16) {
  const r = new OfferReader(DEFAULT_CATALOG, 'ec2-small.json');
  for (let i = 0; i < text.length; i += chunk) r.feed(text.slice(i, i + chunk));
  return r.finish('2026-11-23T00:00:00.000Z');
}

describe('offer file reader', () => {
  it('reads on-demand and standard no-upfront Reserved prices of known Linux shared types', () => {
    const { overlay, counts } = read(FIXTURE);
    expect(counts).toEqual({ 'eu-west-1': 1, 'eu-west-2': 2 });
    const m = overlay.regions['eu-west-2']?.instancePrices['m6i.large'];
    expect(m).toMatchObject({
      hourlyUsd: 0.111,
      reserved1yHourlyUsd: 0.0699,
      reserved3yHourlyUsd: 0.0481,
    });
    expect(m?.asOf).toBe('2026-11-01');
    expect(m?.source).toMatch(/AmazonEC2 version 20261101000000 \(ec2-small\.json\)/);
    expect(overlay.regions['eu-west-2']?.name).toBe('EU (London)');
    // c5.large is not in the catalog; Windows and dedicated SKUs are not read.
    expect(Object.keys(overlay.regions['eu-west-2']?.instancePrices ?? {}).sort()).toEqual([
      'm6i.large',
      'r7g.xlarge',
    ]);
    expect(overlay.offer).toEqual({
      offerCode: 'AmazonEC2',
      version: '20261101000000',
      publicationDate: '2026-11-01T00:00:00Z',
      file: 'ec2-small.json',
    });
  });

  it('gives the same result whatever the chunk size (property)', () => {
    const whole = JSON.stringify(read(FIXTURE, FIXTURE.length).overlay);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        (n) => JSON.stringify(read(FIXTURE, n).overlay) === whole,
      ),
      { numRuns: 40 },
    );
  });

  it.each([
    ['an empty file', '', /empty/],
    ['a truncated file', FIXTURE.slice(0, 5000), /truncated/],
    ['an array', '[1, 2]', /expected "\{"/],
    ['a missing colon', '{"offerCode" "AmazonEC2"}', /":" belongs/],
    ['a value where a key belongs', '{"a": 1, 2: 3}', /value where an object key belongs/],
    ['a missing comma', '{"a": 1 "b": 2}', /missing comma/],
    ['a key without a value', '{"a": }', /key without a value/],
    ['an unmatched bracket', '{"a": [1, 2}', /unmatched/],
    ['text after the document', `${FIXTURE}\n{}`, /text after the end/],
    [
      'another service',
      FIXTURE.replace('"offerCode": "AmazonEC2"', '"offerCode": "AmazonS3"'),
      /AmazonS3/,
    ],
    ['no publication date', FIXTURE.replace('"publicationDate"', '"published"'), /publicationDate/],
    [
      'a bad product',
      FIXTURE.replace('"productFamily": "Compute Instance"', '"productFamily": Compute'),
      /not valid JSON/,
    ],
    ['a bad price', FIXTURE.replace('"0.1110000000"', '"zero"'), /not a decimal number/],
    // Issue 31: Number() read "0x10" as $16/h and accepted 1e308.
    [
      'a hexadecimal price',
      FIXTURE.replace('"0.1110000000"', '"0x10"'),
      /not a decimal number of dollars: "0x10"/,
    ],
    ['an exponent price', FIXTURE.replace('"0.1110000000"', '"1e308"'), /not a decimal number/],
    ['an absurd price', FIXTURE.replace('"0.1110000000"', '"99999999999.5"'), /over 10000000 USD/],
    ['an empty price', FIXTURE.replace('"0.1110000000"', '""'), /not a decimal number/],
    [
      'no known instance',
      FIXTURE.replaceAll('m6i.large', 'zz9.large').replace('r7g.xlarge', 'zz9.xlarge'),
      /none of the catalog/,
    ],
  ])('rejects %s with a clear error', (_what, text, message) => {
    expect(() => read(text)).toThrow(OfferFormatError);
    expect(() => read(text)).toThrow(message);
  });
});

describe('mergeOverlays (issue 31: a second update dropped the first region)', () => {
  it('keeps the regions the new file does not hold and replaces the ones it does', () => {
    const { overlay } = read(FIXTURE);
    const london = overlay.regions['eu-west-2']!;
    const first = { ...overlay, regions: { 'eu-west-2': london } };
    const changed = {
      ...london,
      instancePrices: { 'm6i.large': { ...london.instancePrices['m6i.large']!, hourlyUsd: 9 } },
    };
    const second = {
      ...overlay,
      createdAt: '2026-12-01T00:00:00.000Z',
      regions: { 'eu-west-1': overlay.regions['eu-west-1']! },
    };
    const merged = mergeOverlays(first, second);
    expect(Object.keys(merged.regions).sort()).toEqual(['eu-west-1', 'eu-west-2']);
    expect(merged.createdAt).toBe('2026-12-01T00:00:00.000Z');
    const again = mergeOverlays(merged, { ...second, regions: { 'eu-west-2': changed } });
    expect(again.regions['eu-west-2']?.instancePrices['m6i.large']?.hourlyUsd).toBe(9);
    expect(again.regions['eu-west-1']).toEqual(overlay.regions['eu-west-1']);
  });
});

describe('catalog overlay', () => {
  const { overlay } = read(FIXTURE);
  const c = applyOverlay(DEFAULT_CATALOG, overlay);

  it('replaces estimated prices with published ones and adds regions', () => {
    expect(getInstancePrice(c, 'eu-west-1', 'm6i.large')?.hourlyUsd).toBe(0.107);
    expect(getInstancePrice(c, 'eu-west-1', 'm6i.large')?.note).toBeUndefined();
    expect(getInstancePrice(DEFAULT_CATALOG, 'eu-west-1', 'm6i.large')?.note).toBeDefined();
    expect(getInstancePrice(c, 'eu-west-2', 'r7g.xlarge')?.hourlyUsd).toBe(0.2506);
    expect(c.regions['eu-west-2']?.ebs.note).toMatch(/us-east-1.*estimate/);
    expect(DEFAULT_CATALOG.regions['eu-west-2']).toBeUndefined();
    const rows = instanceRows(c, 'eu-west-2');
    expect(rows.find((r) => r.name === 'm6i.large')).toMatchObject({
      hourlyUsd: 0.111,
      priceEstimate: false,
    });
    expect(rows.find((r) => r.name === 'm6i.xlarge')?.hourlyUsd).toBeNull();
  });

  it('prices the Reserved options from the overlay', () => {
    const s = defaultScenario();
    s.region = 'eu-west-2';
    s.pricing.option = 'reserved-1y';
    const cost = predictCost(s, c, 1000);
    expect(cost.pricing.option).toBe('reserved-1y');
    expect(cost.instanceUsd).toBeCloseTo(0.0699 * 730, 9);
  });

  it('checks an overlay read back from disk', () => {
    expect(checkOverlay(JSON.parse(JSON.stringify(overlay)))).toEqual(overlay);
    expect(checkOverlay({ format: 'x' })).toMatch(/format/);
    const bad = JSON.parse(JSON.stringify(overlay));
    bad.regions['eu-west-2'].instancePrices['m6i.large'].hourlyUsd = -1;
    expect(checkOverlay(bad)).toMatch(/eu-west-2, m6i\.large/);
  });
});
