/**
 * Which prices the app uses: the built-in catalog, or the built-in catalog with the user catalog
 * overlay laid over it — the file `innosizer catalog update --offer-file` writes, handed over by
 * the Electron shell (api.loadCatalogOverlay) and checked again here, applied exactly as the CLI
 * applies it (core applyOverlay). A missing shell method (the browser build), no file, or a file
 * that cannot be used all price with the built-in catalog; the last says why, visibly.
 */
import { DEFAULT_CATALOG } from '../../core/catalog/index.ts';
import {
  applyOverlay,
  checkOverlay,
  overlayImportedOn,
  type CatalogOverlay,
} from '../../core/catalog/offer/overlay.ts';
import type { Catalog } from '../../core/catalog/types.ts';
import { formatCount } from '../../core/format/index.ts';
import type { CatalogOverlayFile, FileResult } from '../../shared/api.ts';

/**
 * The app's control for a new price list (the desktop app's menu; electron/main/menu.ts). The app
 * names it where it says how to get other prices, never the CLI's `catalog update --offer-file`.
 */
export const IMPORT_PRICE_LIST_COMMAND = 'File → Import Price List…';

export type PriceList =
  | {
      kind: 'built-in';
      /** Why the user's overlay is not used (unreadable or malformed); null when there is none. */
      problem: string | null;
    }
  | {
      kind: 'overlay';
      /** Where the overlay was read. */
      path: string;
      /** The AWS offer file it was read from (name), and that file's publication day. */
      offerFile: string;
      publishedOn: string;
      /** The day `innosizer catalog update` wrote it. */
      importedOn: string;
      /** Regions it prices, and how many instance prices it holds. */
      regions: string[];
      prices: number;
      /** Regions with RDS/Aurora prices (AmazonRDS offer files), and how many it holds. */
      rdsRegions: string[];
      rdsPrices: number;
    };

export const BUILT_IN: PriceList = { kind: 'built-in', problem: null };

function describe(path: string, overlay: CatalogOverlay): PriceList {
  const regions = Object.keys(overlay.regions).sort();
  let prices = 0;
  for (const r of Object.values(overlay.regions)) prices += Object.keys(r.instancePrices).length;
  const rds = overlay.rds ?? {};
  let rdsPrices = 0;
  for (const r of Object.values(rds))
    rdsPrices +=
      Object.keys(r.mysqlInstances).length +
      Object.keys(r.auroraInstances).length +
      Object.keys(r.storage).length +
      Object.keys(r.aurora).length;
  return {
    kind: 'overlay',
    path,
    offerFile: overlay.offer.file,
    publishedOn: overlay.offer.publicationDate.slice(0, 10),
    importedOn: overlayImportedOn(overlay),
    regions,
    prices,
    rdsRegions: Object.keys(rds).sort(),
    rdsPrices,
  };
}

/**
 * The catalog to price with and what it is, from the shell's answer (undefined: no shell method,
 * as in the browser build). Never throws: anything unusable falls back to the built-in catalog.
 */
export function priceListFrom(result: FileResult<CatalogOverlayFile | null> | undefined): {
  catalog: Catalog;
  prices: PriceList;
} {
  if (!result || (result.ok && result.value === null))
    return { catalog: DEFAULT_CATALOG, prices: BUILT_IN };
  if (!result.ok)
    return {
      catalog: DEFAULT_CATALOG,
      prices: { kind: 'built-in', problem: result.error.message },
    };
  if (!result.value) return { catalog: DEFAULT_CATALOG, prices: BUILT_IN };
  const { path, overlay: raw } = result.value;
  const overlay = checkOverlay(raw);
  if (typeof overlay === 'string')
    return {
      catalog: DEFAULT_CATALOG,
      prices: { kind: 'built-in', problem: `The price list ${path} is not usable: ${overlay}` },
    };
  try {
    return { catalog: applyOverlay(DEFAULT_CATALOG, overlay), prices: describe(path, overlay) };
  } catch (e) {
    return {
      catalog: DEFAULT_CATALOG,
      prices: {
        kind: 'built-in',
        problem: `The price list ${path} is not usable: ${e instanceof Error ? e.message : String(e)}`,
      },
    };
  }
}

/** One line for the status bar: where the prices come from. */
export function priceListLabel(p: PriceList): string {
  if (p.kind === 'overlay')
    return `Prices: AWS Price List offer file of ${p.publishedOn}, imported ${p.importedOn}`;
  return p.problem ? 'Prices: built-in catalog (price list not used)' : 'Prices: built-in catalog';
}

/** The longer explanation (tooltip, region hint). */
export function priceListDetail(p: PriceList): string {
  if (p.kind === 'overlay') {
    const parts = [
      ...(p.prices > 0 || p.rdsPrices === 0
        ? [
            `${formatCount(p.prices, 'instance price')} in ${formatCount(p.regions.length, 'region')} (${p.regions.join(', ')})`,
          ]
        : []),
      ...(p.rdsPrices > 0
        ? [
            `${formatCount(p.rdsPrices, 'RDS/Aurora price')} in ${formatCount(p.rdsRegions.length, 'region')} (${p.rdsRegions.join(', ')})`,
          ]
        : []),
    ];
    return `${parts.join(' and ')} from the AWS Price List offer file ${p.offerFile}, published ${p.publishedOn}, imported ${p.importedOn} (${p.path}). Other prices: the built-in catalog.`;
  }
  if (p.problem)
    return `${p.problem.replace(/\.$/, '')}. Prices come from the built-in catalog; ${IMPORT_PRICE_LIST_COMMAND} imports the price list again.`;
  return `Prices from the built-in catalog. ${IMPORT_PRICE_LIST_COMMAND} imports an AWS Price List offer file (AmazonEC2 or AmazonRDS), whose prices the app then uses.`;
}

/**
 * Asks the shell for the overlay (when it has the method), waiting at most `timeoutMs`: a shell
 * that does not answer leaves the app on the built-in catalog rather than blank.
 */
export async function fetchPriceList(
  load: (() => Promise<FileResult<CatalogOverlayFile | null>>) | undefined,
  timeoutMs = 5000,
): Promise<{ catalog: Catalog; prices: PriceList }> {
  if (!load) return priceListFrom(undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<FileResult<CatalogOverlayFile | null>>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          ok: false,
          error: { code: 'failed', message: 'The price list did not load in time' },
        }),
      timeoutMs,
    );
  });
  try {
    const result = await Promise.race([
      load().catch((e: unknown): FileResult<CatalogOverlayFile | null> => ({
        ok: false,
        error: {
          code: 'failed',
          message: `The price list could not be read: ${e instanceof Error ? e.message : String(e)}`,
        },
      })),
      late,
    ]);
    return priceListFrom(result);
  } finally {
    clearTimeout(timer);
  }
}
