/**
 * The store facade: components use `useApp(selector)`, `useHistory(selector)` and `actions`,
 * never zustand or zundo directly.
 */
import { useStore } from 'zustand';
import { createActions, createAppStore } from './store.ts';
import type { AppState } from './store.ts';

export const appStore = createAppStore();
export const actions = createActions(appStore);

export function useApp<T>(selector: (s: AppState) => T): T {
  return useStore(appStore, selector);
}

export function useHistory<T>(
  selector: (h: { pastStates: unknown[]; futureStates: unknown[] }) => T,
): T {
  return useStore(appStore.temporal, selector);
}

export {
  isDirty,
  MAX_PINNED,
  DEFAULT_RECOMMEND_OPTIONS,
  createAppStore,
  createActions,
} from './store.ts';
export type {
  AppState,
  Pinned,
  MeasuredPoint,
  Theme,
  Tab,
  CommitResult,
  RecommendOptions,
  DeploymentSearch,
  FleetRun,
} from './store.ts';
export * from './selectors.ts';
export {
  IMPORT_PRICE_LIST_COMMAND,
  fetchPriceList,
  priceListDetail,
  priceListLabel,
} from './priceList.ts';
export type { PriceList } from './priceList.ts';
export { getField } from './transitions.ts';
export type { FieldPath } from './transitions.ts';
