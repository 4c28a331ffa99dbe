/**
 * Issue 36 item 5 through the advice a user reads: on MySQL 5.7 on the brief's Optane server
 * (16 KiB pages, mutex-capped below), moving to 8 KiB pages adds more QPS than moving to 4 KiB; on
 * 8.0, with no fil_system mutex, 4 KiB adds the most.
 */
import { describe, expect, it } from 'vitest';
import { bottleneckAdvice } from '../../../../src/core/recommend/advice.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { optaneServer } from '../qps/optane.ts';

function pageGains(version: string): Map<number, number> {
  const s = optaneServer(16);
  s.mysql.version = version;
  const out = new Map<number, number>();
  for (const a of bottleneckAdvice(s, DEFAULT_CATALOG))
    if (a.patch.mysql?.pageSizeKiB !== undefined) out.set(a.patch.mysql.pageSizeKiB, a.deltaQps);
  return out;
}

describe('page-size advice follows the fil_system mutex', () => {
  it('5.6 and 5.7: 8 KiB pages gain the most', () => {
    for (const v of ['5.6.51', '5.7.44']) {
      const g = pageGains(v);
      expect(g.get(8)).toBeGreaterThan(0);
      expect(g.get(8)).toBeGreaterThan(g.get(4) ?? 0);
    }
  });

  it('8.0: 4 KiB pages gain the most', () => {
    const g = pageGains('8.0.39');
    expect(g.get(4)).toBeGreaterThan(g.get(8) ?? 0);
  });
});
