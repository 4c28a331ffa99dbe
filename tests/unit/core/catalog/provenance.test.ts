import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import type { Sourced } from '../../../../src/core/catalog/types.ts';

/** Every figure group of the catalog with a path naming it, for readable failures. */
function sourcedEntries(): [string, Sourced][] {
  const c = DEFAULT_CATALOG;
  const out: [string, Sourced][] = [];
  for (const [k, v] of Object.entries(c.ebsLimits)) out.push([`ebsLimits.${k}`, v]);
  for (const [k, v] of Object.entries(c.instances)) out.push([`instances.${k}`, v]);
  for (const [id, r] of Object.entries(c.regions)) {
    out.push([`regions.${id}.ebs`, r.ebs]);
    for (const [k, v] of Object.entries(r.instancePrices))
      out.push([`regions.${id}.instancePrices.${k}`, v]);
  }
  return out;
}

/** The day the catalog was compiled: no figure can be read later than that. */
const COMPILED = '2026-11-29';

function isRealDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

describe('catalog provenance', () => {
  const entries = sourcedEntries();

  it('covers limits, every instance type and every region price', () => {
    // 3 limits + n instances + per region (1 EBS + its prices: every AWS type in an AWS region,
    // the cloud's own VM sizes in an Azure or Google Cloud region, issue 38)
    const regions = Object.values(DEFAULT_CATALOG.regions);
    const n = Object.keys(DEFAULT_CATALOG.instances).length;
    const aws = Object.values(DEFAULT_CATALOG.instances).filter((i) => !i.cloud).length;
    expect(n).toBeGreaterThan(100);
    for (const r of regions) if (!r.cloud) expect(Object.keys(r.instancePrices)).toHaveLength(aws);
    const prices = regions.reduce((sum, r) => sum + 1 + Object.keys(r.instancePrices).length, 0);
    expect(entries.length).toBe(3 + n + prices);
  });

  it.each(entries)('%s names an https source URL', (_path, e) => {
    expect(e.source.trim().length).toBeGreaterThan(0);
    expect(e.source).toMatch(/https:\/\/[^\s)]+/);
  });

  it.each(entries)('%s has a valid asOf date no later than the compile date', (_path, e) => {
    expect(isRealDate(e.asOf)).toBe(true);
    expect(e.asOf <= COMPILED).toBe(true);
    expect(e.asOf >= '2019-01-01').toBe(true);
  });

  it.each(entries.filter(([, e]) => e.note !== undefined))(
    '%s explains its caveat in a sentence',
    (_path, e) => {
      expect((e.note ?? '').length).toBeGreaterThan(20);
    },
  );

  it('rejects malformed dates (the checker itself can fail)', () => {
    expect(isRealDate('2026-02-30')).toBe(false);
    expect(isRealDate('21/11/2026')).toBe(false);
    expect(isRealDate('2026-11-21')).toBe(true);
  });

  it('marks every figure derived or recalled outside us-east-1 instance prices', () => {
    for (const [id, r] of Object.entries(DEFAULT_CATALOG.regions)) {
      if (id === 'us-east-1') continue;
      expect(r.ebs.note, id).toBeDefined();
      for (const [name, p] of Object.entries(r.instancePrices)) {
        // Google Cloud's machine prices are read from a stored copy of its billing catalog
        // (issue 38): no note, and the source names that copy. Every other one is marked.
        if (r.cloud === 'gcp')
          expect(p.source, `${id} ${name}`).toMatch(/pricing\.yml of Cyclenerd/);
        else expect(p.note, `${id} ${name}`).toBeDefined();
      }
    }
  });
});
