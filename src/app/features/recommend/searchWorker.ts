/**
 * The app's one recommend worker (recommendWorker.ts): started on the first search and kept, so
 * later searches skip loading the model. A new search replaces one still running (the worker is
 * restarted: the search is synchronous inside it). Where Web Workers are missing (component tests
 * under happy-dom) the search runs here, synchronously, with the same result.
 */
import { DEFAULT_CATALOG } from '../../../core/catalog/index.ts';
import type { Catalog } from '../../../core/catalog/types.ts';
import { recommend } from '../../../core/recommend/index.ts';
import type { RecommendResponse, RecommendTargets } from '../../../core/recommend/index.ts';
import type { FromRecommendWorker, ToRecommendWorker } from './protocol.ts';

/** A search's outcome: the response, or why it failed, or `cancelled` by a newer search. */
export type SearchOutcome =
  | { ok: true; response: RecommendResponse }
  | { ok: false; reason: 'failed' | 'cancelled'; message: string };

let worker: Worker | null = null;
let nextId = 1;
let pending: { id: number; settle: (o: SearchOutcome) => void } | null = null;

function startWorker(): Worker {
  const w = new Worker(new URL('./recommendWorker.ts', import.meta.url), { type: 'module' });
  w.onerror = (e) => {
    pending?.settle({ ok: false, reason: 'failed', message: `Search failed: ${e.message}` });
    pending = null;
    w.terminate();
    if (worker === w) worker = null;
  };
  return w;
}

/** Search `targets` off the main thread; `onProgress` gets the share of instance types done. */
export function searchInWorker(
  targets: RecommendTargets,
  catalog: Catalog,
  onProgress: (fraction: number) => void = () => {},
): Promise<SearchOutcome> {
  if (typeof Worker === 'undefined') {
    return Promise.resolve({ ok: true, response: recommend(targets, catalog) });
  }
  if (pending) {
    // A search still running is replaced: its worker stops mid-search.
    pending.settle({ ok: false, reason: 'cancelled', message: 'Replaced by a newer search' });
    pending = null;
    worker?.terminate();
    worker = null;
  }
  const w = (worker ??= startWorker());
  const id = nextId++;
  return new Promise<SearchOutcome>((resolve) => {
    pending = { id, settle: resolve };
    w.onmessage = (e: MessageEvent<FromRecommendWorker>) => {
      const m = e.data;
      if (m.id !== id) return;
      if (m.kind === 'progress') return onProgress(m.total > 0 ? m.done / m.total : 1);
      pending = null;
      resolve(
        m.kind === 'done'
          ? { ok: true, response: m.response }
          : { ok: false, reason: 'failed', message: `Search failed: ${m.message}` },
      );
    };
    const msg: ToRecommendWorker = {
      id,
      targets,
      catalog: catalog === DEFAULT_CATALOG ? null : catalog,
    };
    w.postMessage(msg);
  });
}
