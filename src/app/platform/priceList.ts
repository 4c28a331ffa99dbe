import { actions, fetchPriceList } from '../store/index.ts';
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
