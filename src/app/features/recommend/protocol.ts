import type { Catalog } from '../../../core/catalog/types.ts';
import type { RecommendResponse, RecommendTargets } from '../../../core/recommend/index.ts';

/**
 * Messages between the app and the recommend worker. `targets` travel as they are (plain
 * serialisable data, the options the Recommend tab set included), so the worker searches exactly
 * what the main thread would have; `catalog` is null for the built-in one (the worker has it).
 */
export type ToRecommendWorker = {
  id: number;
  targets: RecommendTargets;
  catalog: Catalog | null;
};
export type FromRecommendWorker =
  | { id: number; kind: 'progress'; done: number; total: number }
  | { id: number; kind: 'done'; response: RecommendResponse }
  | { id: number; kind: 'failed'; message: string };
