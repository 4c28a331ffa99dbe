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

/**
 * File → Import Price List… (desktop app): main reads the chosen AWS EC2 or RDS offer file with progress
 * and writes the overlay as `innosizer catalog update` does; the app then prices with it. A
 * failure keeps the prices in use (main wrote nothing). Returns the line for the status bar.
 */
export async function importPriceList(progress: (text: string) => void): Promise<string> {
  if (!api.importPriceList)
    return `Importing a price list needs the desktop app (${IMPORT_PRICE_LIST_COMMAND})`;
  const result = await api.importPriceList((pct) =>
    progress(`Reading the price list… ${formatPercent(pct)}`),
  );
  if (result.ok && result.value === null) return 'Import cancelled';
  if (!result.ok) return `Price list not imported: ${result.error.message}`;
  const { catalog, prices } = priceListFrom(result);
  // What main wrote is checked again; a refusal here keeps the prices in use.
  if (prices.kind !== 'overlay')
    return `Price list not imported: ${prices.problem ?? 'not an overlay'}`;
  actions.setPriceList(catalog, prices);
  return `${priceListLabel(appStore.getState().prices)} (${formatCount(prices.prices, 'instance price')} in ${formatCount(prices.regions.length, 'region')})`;
}
