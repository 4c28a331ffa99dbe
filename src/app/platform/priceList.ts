import { formatCount, formatPercent } from '../../core/format/index.ts';
import {
  IMPORT_PRICE_LIST_COMMAND,
  actions,
  appStore,
  fetchPriceList,
  priceListLabel,
} from '../store/index.ts';
import { priceListFrom } from '../store/priceList.ts';
import { api } from './api.ts';

/**
 * Start-up: asks the shell for the user's price list (the overlay `innosizer catalog update`
 * wrote) and installs the catalog the app prices with. The browser build has no such method and
 * keeps the built-in catalog; a bad or missing file does too, with the reason in the store.
 */
export async function installPriceList(): Promise<void> {
  const load = api.loadCatalogOverlay ? () => api.loadCatalogOverlay!() : undefined;
  const { catalog, prices } = await fetchPriceList(load);
  actions.setPriceList(catalog, prices);
}

/** A line for the status bar, and whether it says what went wrong. */
export interface StatusLine {
  text: string;
  kind: 'info' | 'error';
}

/**
 * File → Import Price List… (desktop app): main reads the chosen AWS EC2 or RDS offer file with progress
 * and writes the overlay as `innosizer catalog update` does; the app then prices with it. A
 * failure keeps the prices in use (main wrote nothing). Returns the line for the status bar.
 */
export async function importPriceList(progress: (text: string) => void): Promise<StatusLine> {
  const error = (text: string): StatusLine => ({ text, kind: 'error' });
  if (!api.importPriceList)
    return error(`Importing a price list needs the desktop app (${IMPORT_PRICE_LIST_COMMAND})`);
  const result = await api.importPriceList((pct) =>
    progress(`Reading the price list… ${formatPercent(pct)}`),
  );
  if (result.ok && result.value === null) return { text: 'Import cancelled', kind: 'info' };
  if (!result.ok) return error(`Price list not imported: ${result.error.message}`);
  const { catalog, prices } = priceListFrom(result);
  // What main wrote is checked again; a refusal here keeps the prices in use.
  if (prices.kind !== 'overlay')
    return error(`Price list not imported: ${prices.problem ?? 'not an overlay'}`);
  actions.setPriceList(catalog, prices);
  return {
    text: `${priceListLabel(appStore.getState().prices)} (${formatCount(prices.prices, 'instance price')} in ${formatCount(prices.regions.length, 'region')})`,
    kind: 'info',
  };
}
