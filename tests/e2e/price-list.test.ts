/**
 * Issue 12: the app prices with the user catalog overlay `innosizer catalog update --offer-file`
 * writes. The overlay is written by the CLI from the AWS-format fixture, read by main's own reader
 * (electron/main/catalogOverlay.ts), and handed to the app through a stand-in for the preload's
 * bridge; the app then offers the overlay's regions, prices with its figures, and says where the
 * prices come from. A broken overlay falls back to the built-in catalog with a visible note.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { importPriceList, loadCatalogOverlay } from '../../electron/main/catalogOverlay.ts';
import { readTextFile } from '../../electron/main/fileAccess.ts';
import { bridgeScript } from './bridge.ts';
import { chartsReady, costText } from './appHelpers.ts';
import { openApp, screenshot, type AppSession } from './harness.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/offers/ec2-small.json');
const today = new Date().toISOString().slice(0, 10);

async function writtenOverlay(): Promise<unknown> {
  const file = join(mkdtempSync(join(tmpdir(), 'innosizer-e2e-overlay-')), 'catalog-overlay.json');
  process.env.INNOSIZER_CATALOG_OVERLAY = file;
  try {
    const code = await main(['catalog', 'update', '--offer-file', FIXTURE], {
      stdout: () => {},
      stderr: () => {},
    });
    if (code !== 0) throw new Error(`catalog update exited ${code}`);
  } finally {
    delete process.env.INNOSIZER_CATALOG_OVERLAY;
  }
  return loadCatalogOverlay(file, readTextFile);
}

describe('journey: the app prices with the price list the CLI imported', () => {
  let app: AppSession | undefined;
  afterEach(async () => {
    expect(app?.errors ?? []).toEqual([]);
    await app?.close();
    app = undefined;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('offers the overlay’s regions, prices with its figures and shows its date', async () => {
    app = await openApp({
      initScript: bridgeScript(await writtenOverlay()),
      viewport: { width: 1280, height: 720 },
    });
    const { page } = app;
    await chartsReady(page);
    const bar = page.locator('.statusbar .price-list');
    expect(await bar.textContent()).toBe(
      `Prices: AWS Price List offer file of 2026-11-01, imported ${today}`,
    );
    expect(await bar.getAttribute('title')).toMatch(
      /3 instance prices in 2 regions \(eu-west-1, eu-west-2\) from the AWS Price List offer file ec2-small\.json/,
    );
    // eu-west-2 is not in the built-in catalog: only the overlay brings it.
    await page.getByLabel('Region', { exact: true }).selectOption('eu-west-2');
    // m6i.large, the default scenario's type, has an eu-west-2 price in the fixture.
    const item = page.locator('.cost-card th', { hasText: 'm6i.large' });
    expect(await item.textContent()).toMatch(/^m6i\.large on-demand \$0\.111\/h × 730 h$/);
    expect(await item.getAttribute('title')).toMatch(
      new RegExp(`AWS Price List offer file AmazonEC2 .*; imported ${today} \\(2026-11-01\\)$`),
    );
    expect(await costText(page)).toBe('$121.03');
    expect(
      await page.getByText(/prices of 2 regions from the AWS price list of 2026-11-01/).count(),
    ).toBe(1);
    // The Reserved price the offer file gave is used when chosen.
    await page.getByLabel('Pricing', { exact: true }).selectOption('reserved-1y');
    expect(await item.textContent()).toMatch(
      /^m6i\.large 1-year Reserved, no upfront \$0\.0699\/h × 730 h$/,
    );
    // The status bar's price line fits beside the theme at the smallest supported window.
    expect(
      await page
        .locator('.statusbar')
        .evaluate((e) => e.scrollWidth <= e.clientWidth && document.body.scrollWidth <= innerWidth),
    ).toBe(true);
    await screenshot(page, 'price-list-1-overlay');
  });

  it('falls back to the built-in catalog, saying why, when the overlay is malformed', async () => {
    const broken = {
      ok: false,
      error: {
        code: 'invalid',
        message:
          'The price list /home/u/.config/innosizer/catalog-overlay.json is not usable: "format" is not "innosizer-catalog-overlay-v1"',
      },
    };
    app = await openApp({ initScript: bridgeScript(broken) });
    const { page } = app;
    await chartsReady(page);
    expect(await page.locator('.statusbar .price-list').textContent()).toBe(
      'Prices: built-in catalog (price list not used)',
    );
    expect(await page.locator('.statusbar [role=status]').textContent()).toMatch(
      /catalog-overlay\.json is not usable: "format" is not .*Prices come from the built-in catalog/,
    );
    const regions = await page
      .getByLabel('Region', { exact: true })
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(regions).not.toContain('eu-west-2');
    expect(await costText(page)).toMatch(/^\$/);
    await screenshot(page, 'price-list-2-broken');
  });

  it('File → Import Price List… reads the file in main and prices with it at once', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'innosizer-e2e-import-')), 'overlay.json');
    const imported = await importPriceList(FIXTURE, file, {
      write: async (p, text) => writeFileSync(p, text),
    });
    app = await openApp({ initScript: bridgeScript({ ok: true, value: null }, imported) });
    const { page } = app;
    await chartsReady(page);
    const bar = page.locator('.statusbar .price-list');
    expect(await bar.textContent()).toBe('Prices: built-in catalog');
    await page.evaluate(() =>
      (window as unknown as { __menu: (c: unknown) => void }).__menu({ kind: 'import-price-list' }),
    );
    await page.waitForFunction(() =>
      document.querySelector('.statusbar .price-list')?.textContent?.includes('offer file'),
    );
    expect(await bar.textContent()).toBe(
      `Prices: AWS Price List offer file of 2026-11-01, imported ${today}`,
    );
    expect(await page.locator('.statusbar [role=status]').textContent()).toMatch(
      /\(3 instance prices in 2 regions\)$/,
    );
    await page.getByLabel('Region', { exact: true }).selectOption('eu-west-2');
    await screenshot(page, 'price-list-3-imported');
    // One results panel, redrawn with the new prices.
    expect(await page.locator('section.results').count()).toBe(1);
    expect(await costText(page)).toBe('$121.03');
  });
});
