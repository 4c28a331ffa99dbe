/**
 * Issue 12: the app uses the user catalog overlay `innosizer catalog update --offer-file` writes.
 * Main reads it from the CLI's own path (one rule, core overlayLocation), checks it and
 * hands it over; a missing file is "none", a broken one a typed error, never a throw.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../../src/cli/main.ts';
import { overlayPath } from '../../../src/cli/catalogOverlay.ts';
import { MAX_OVERLAY_BYTES, overlayLocation } from '../../../src/core/catalog/offer/overlay.ts';
import {
  catalogOverlayPath,
  importPriceList,
  loadCatalogOverlay,
} from '../../../electron/main/catalogOverlay.ts';
import { readTextFile } from '../../../electron/main/fileAccess.ts';
import { priceListFrom } from '../../../src/app/store/priceList.ts';
import { getInstancePrice } from '../../../src/core/catalog/index.ts';

const FIXTURE = join(import.meta.dirname, '../../fixtures/offers/ec2-small.json');

let dir = '';
let file = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'innosizer-overlay-main-'));
  file = join(dir, 'innosizer', 'catalog-overlay.json');
});
afterEach(() => {
  delete process.env.INNOSIZER_CATALOG_OVERLAY;
});

describe('where main looks for the overlay', () => {
  it('is the path the CLI writes, for every environment', () => {
    for (const env of [
      {},
      { XDG_CONFIG_HOME: dir },
      { XDG_CONFIG_HOME: `${dir}/` },
      { INNOSIZER_CATALOG_OVERLAY: '/x/o.json', XDG_CONFIG_HOME: dir },
    ])
      expect(catalogOverlayPath(env)).toBe(overlayPath(env));
    expect(catalogOverlayPath({ XDG_CONFIG_HOME: dir })).toBe(file);
    expect(catalogOverlayPath({ XDG_CONFIG_HOME: `${dir}/` })).toBe(file);
    expect(catalogOverlayPath({})).toBe(
      join(homedir(), '.config', 'innosizer', 'catalog-overlay.json'),
    );
    expect(catalogOverlayPath({ INNOSIZER_CATALOG_OVERLAY: '/x/o.json' })).toBe('/x/o.json');
    // The rule on Windows (the separator the platform gives).
    expect(overlayLocation({}, 'C:\\Users\\u', '\\')).toBe(
      'C:\\Users\\u\\.config\\innosizer\\catalog-overlay.json',
    );
  });
});

describe('loadCatalogOverlay (main)', () => {
  it('is null when the CLI never wrote one', async () => {
    expect(await loadCatalogOverlay(file, readTextFile)).toEqual({ ok: true, value: null });
  });

  it('reads the overlay `innosizer catalog update` wrote, and the app prices with it', async () => {
    process.env.INNOSIZER_CATALOG_OVERLAY = file;
    const code = await main(['catalog', 'update', '--offer-file', FIXTURE], {
      stdout: () => {},
      stderr: () => {},
    });
    expect(code).toBe(0);
    const r = await loadCatalogOverlay(catalogOverlayPath(), readTextFile);
    expect(r.ok).toBe(true);
    if (!r.ok || !r.value) throw new Error('no overlay');
    expect(r.value.path).toBe(file);
    expect(r.value.overlay).toEqual(JSON.parse(readFileSync(file, 'utf8')));
    // What the renderer does with the answer (store/priceList.ts): the CLI's prices.
    const { catalog, prices } = priceListFrom(structuredClone(r));
    expect(getInstancePrice(catalog, 'eu-west-2', 'm6i.large')?.hourlyUsd).toBe(0.111);
    expect(getInstancePrice(catalog, 'eu-west-2', 'm6i.large')?.source).toMatch(
      /AWS Price List offer file AmazonEC2 .*; imported \d{4}-\d{2}-\d{2}$/,
    );
    expect(prices).toMatchObject({
      kind: 'overlay',
      path: file,
      offerFile: 'ec2-small.json',
      publishedOn: '2026-11-01',
      regions: ['eu-west-1', 'eu-west-2'],
      prices: 3,
    });
  });

  it('returns a malformed overlay as an error naming the file, never a throw', async () => {
    mkdirSync(join(dir, 'innosizer'));
    for (const [text, why] of [
      ['{not json', /not JSON/],
      ['{"format": "something else"}', /"format" is not/],
      ['[]', /not a JSON object/],
      [
        JSON.stringify({
          format: 'innosizer-catalog-overlay-v1',
          createdAt: '2026-11-23T10:00:00Z',
          offer: { offerCode: 'AmazonEC2', version: 'v', publicationDate: '2026-11-01', file: 'f' },
          regions: {
            'eu-west-2': { name: 'London', instancePrices: { 'm6i.large': { hourlyUsd: 'x' } } },
          },
        }),
        /eu-west-2, m6i\.large: hourlyUsd/,
      ],
    ] as const) {
      writeFileSync(file, text);
      const r = await loadCatalogOverlay(file, readTextFile);
      expect(r.ok, text).toBe(false);
      if (r.ok) continue;
      expect(r.error.code).toBe('invalid');
      expect(r.error.message).toContain(file);
      expect(r.error.message).toMatch(why);
    }
  });

  it('returns an unreadable or oversized file as an error', async () => {
    mkdirSync(file, { recursive: true });
    const notFile = await loadCatalogOverlay(file, readTextFile);
    expect(notFile).toMatchObject({ ok: false, error: { code: 'not-a-file' } });
    const other = join(dir, 'big.json');
    writeFileSync(other, '{}');
    const tooBig = await loadCatalogOverlay(other, async (_p, max) => {
      expect(max).toBe(MAX_OVERLAY_BYTES);
      throw Object.assign(new Error('big.json is 100 MiB; the limit is 64 MiB'), { code: 'EFBIG' });
    });
    expect(tooBig).toMatchObject({ ok: false, error: { code: 'too-large' } });
    if (process.getuid?.() !== 0) {
      chmodSync(other, 0o000);
      const denied = await loadCatalogOverlay(other, readTextFile);
      expect(denied).toMatchObject({ ok: false, error: { code: 'permission-denied' } });
    }
  });
});

describe('importPriceList (main, File → Import Price List…)', () => {
  it('reads the offer file with progress and writes the overlay the CLI would', async () => {
    const progress: number[] = [];
    const written: [string, string][] = [];
    const r = await importPriceList(FIXTURE, file, {
      write: async (p, text) => {
        written.push([p, text]);
        writeFileSync(p, text);
      },
      onProgress: (p) => progress.push(p),
      now: () => '2026-11-23T18:00:00.000Z',
    });
    expect(r.ok).toBe(true);
    if (!r.ok || !r.value) throw new Error('no overlay');
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(written.map(([p]) => p)).toEqual([file]);
    // The same overlay as `innosizer catalog update --offer-file` writes (but for its date).
    process.env.INNOSIZER_CATALOG_OVERLAY = join(dir, 'cli.json');
    await main(['catalog', 'update', '--offer-file', FIXTURE], {
      stdout: () => {},
      stderr: () => {},
    });
    const cli = JSON.parse(readFileSync(join(dir, 'cli.json'), 'utf8'));
    expect({ ...(r.value.overlay as object), createdAt: cli.createdAt }).toEqual(cli);
    expect(await loadCatalogOverlay(file, readTextFile)).toEqual({ ok: true, value: r.value });
  });

  it('writes nothing for a file that is not an offer file, and says why', async () => {
    const bad = join(dir, 'index.json');
    writeFileSync(bad, readFileSync(FIXTURE, 'utf8').slice(0, 3000));
    const write = async () => {
      throw new Error('must not write');
    };
    const r = await importPriceList(bad, file, { write });
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid' } });
    if (r.ok) return;
    expect(r.error.message).toMatch(
      /^index\.json is not a usable AWS offer file: .*; nothing written$/,
    );
    const missing = await importPriceList(join(dir, 'none.json'), file, { write });
    expect(missing).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });
});
