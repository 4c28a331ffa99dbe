import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { recommend } from '../../../../src/core/recommend/index.ts';
import type { RecommendTargets } from '../../../../src/core/recommend/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Catalog } from '../../../../src/core/catalog/types.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { FIXTURE_CATALOG } from '../model/fixtureCatalog.ts';

/** The shipped catalog cut to a few types of each kind, so the exhaustive search stays quick. */
function smallCatalog(): Catalog {
  const keep = ['m6i.large', 'm6i.xlarge', 'r6i.2xlarge', 'm6id.large', 'm7g.xlarge', 'i4i.xlarge'];
  const instances = Object.fromEntries(
    Object.entries(DEFAULT_CATALOG.instances).filter(([name]) => keep.includes(name)),
  );
  return { ...DEFAULT_CATALOG, instances };
}

const name = (t: RecommendTargets, c: Catalog, limit: number): string | undefined =>
  recommend({ ...t, limit }, c).results[0]?.scenario.name;

describe('recommend with limit 1 (the pruned walk, single.ts)', () => {
  it('finds the exhaustive search’s cheapest configuration on random targets and settings', () => {
    const cat = smallCatalog();
    fc.assert(
      fc.property(
        fc.record({
          maxStartupSeconds: fc.integer({ min: 20, max: 3000 }),
          minQps: fc.integer({ min: 100, max: 80_000 }),
          tables: fc.integer({ min: 100, max: 2_000_000 }),
          dataGiB: fc.integer({ min: 1, max: 3000 }),
          allowPageSizeChange: fc.boolean(),
          pageSizeKiB: fc.constantFrom(4, 8, 16, 32, 64 as const),
          startupOpt: fc.constantFrom('default', 'fadvise', 'light' as const),
          writeFraction: fc.constantFrom(0, 0.2),
          store: fc.boolean(),
          margin: fc.constantFrom(0, 10, 25),
          sizeGiB: fc.integer({ min: 1, max: 4000 }),
        }),
        (r) => {
          const base = defaultScenario();
          base.mysql.pageSizeKiB = r.pageSizeKiB as 16;
          base.mysql.startupOpt = r.startupOpt as 'default';
          base.workload.writeFraction = r.writeFraction;
          base.storage.sizeGiB = r.sizeGiB;
          const t: RecommendTargets = {
            maxStartupSeconds: r.maxStartupSeconds,
            minQps: r.minQps,
            tables: r.tables,
            dataGiB: r.dataGiB,
            region: 'us-east-1',
            base,
            allowPageSizeChange: r.allowPageSizeChange,
            allowInstanceStore: r.store,
            headroom: { marginPercent: r.margin },
          };
          expect(name(t, cat, 1)).toBe(name(t, cat, 2));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('evaluates far fewer configurations than the whole space', () => {
    const t = {
      maxStartupSeconds: 300,
      minQps: 5000,
      tables: 1e6,
      dataGiB: 200,
      region: 'us-east-1',
    };
    const one = recommend({ ...t, limit: 1 }, DEFAULT_CATALOG);
    const all = recommend({ ...t, limit: 10 }, DEFAULT_CATALOG);
    expect(one.results[0]?.scenario.name).toBe(all.results[0]?.scenario.name);
    expect(one.evaluated * 10).toBeLessThan(all.evaluated);
    expect(one.searched).toBeGreaterThanOrEqual(all.searched * 0.9);
  });

  it('says why when nothing meets the targets', () => {
    const t = { maxStartupSeconds: 1, minQps: 1e9, tables: 1e6, dataGiB: 200, region: 'us-east-1' };
    const res = recommend({ ...t, limit: 1 }, FIXTURE_CATALOG);
    expect(res.results).toEqual([]);
    expect(res.note).toMatch(/No configuration/);
  });
});
