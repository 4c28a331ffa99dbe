/**
 * Runs the recommendation search off the main thread (issue 30: a 2-million-configuration search
 * froze the window), posting progress after each instance type. Failures come back as a value.
 */
import { DEFAULT_CATALOG } from '../../../core/catalog/index.ts';
import { recommend } from '../../../core/recommend/index.ts';
import type { FromRecommendWorker, ToRecommendWorker } from './protocol.ts';

const post = (m: FromRecommendWorker) =>
  (self as unknown as { postMessage(m: FromRecommendWorker): void }).postMessage(m);

self.onmessage = (e: MessageEvent<ToRecommendWorker>) => {
  const { id, targets, catalog } = e.data;
  try {
    let last = -1;
    const response = recommend(targets, catalog ?? DEFAULT_CATALOG, (done, total) => {
      // A message per percent at most: the main thread repaints a bar, not a counter.
      const pct = total > 0 ? Math.floor((done / total) * 100) : 100;
      if (pct === last) return;
      last = pct;
      post({ id, kind: 'progress', done, total });
    });
    post({ id, kind: 'done', response });
  } catch (err) {
    post({ id, kind: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
};
