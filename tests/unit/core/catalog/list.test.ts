import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { filterInstanceRows, instanceRows } from '../../../../src/core/catalog/list.ts';

const ROWS = instanceRows(DEFAULT_CATALOG, 'us-east-1');

describe('filterInstanceRows', () => {
  it('without a filter keeps every row in order', () => {
    expect(filterInstanceRows(ROWS, {})).toEqual(ROWS);
  });

  it('matches every word of the query against name, family, architecture and "nvme"', () => {
    expect(filterInstanceRows(ROWS, { query: 'R8G 16XL' }).map((r) => r.name)).toEqual([
      'r8g.16xlarge',
      'r8gd.16xlarge',
    ]);
    expect(filterInstanceRows(ROWS, { query: 'r8gd 16xl' }).map((r) => r.name)).toEqual([
      'r8gd.16xlarge',
    ]);
    const nvmeArm = filterInstanceRows(ROWS, { query: 'arm64 nvme' });
    expect(nvmeArm.length).toBeGreaterThan(0);
    for (const r of nvmeArm) expect(r.architecture === 'arm64' && r.localNvme !== null).toBe(true);
  });

  it('each filter keeps exactly the rows that satisfy it', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            family: fc.constantFrom(...new Set(ROWS.map((r) => r.family))),
            architecture: fc.constantFrom('x86_64' as const, 'arm64' as const),
            minVcpu: fc.constantFrom(2, 8, 32, 64),
            minMemoryGiB: fc.constantFrom(8, 64, 512),
            localNvme: fc.boolean(),
          },
          { requiredKeys: [] },
        ),
        (f) => {
          const kept = filterInstanceRows(ROWS, f);
          const expected = ROWS.filter(
            (r) =>
              (f.family === undefined || r.family === f.family) &&
              (f.architecture === undefined || r.architecture === f.architecture) &&
              (f.minVcpu === undefined || r.vcpu >= f.minVcpu) &&
              (f.minMemoryGiB === undefined || r.memoryGiB >= f.minMemoryGiB) &&
              (f.localNvme === undefined || (r.localNvme !== null) === f.localNvme),
          );
          expect(kept).toEqual(expected);
        },
      ),
    );
  });

  it('pricedOnly leaves out types the region does not price', () => {
    const rows = ROWS.map((r, k) => (k === 0 ? { ...r, hourlyUsd: null } : r));
    expect(filterInstanceRows(rows, { pricedOnly: true })).toHaveLength(rows.length - 1);
  });

  it('rows carry the estimate notes of EBS ceilings and prices', () => {
    const eu = instanceRows(DEFAULT_CATALOG, 'eu-west-1');
    const m7i = eu.find((r) => r.name === 'm7i.large')!;
    expect(m7i.ebsEstimate).toBe(true);
    expect(m7i.ebsNote).toMatch(/ESTIMATE/);
    expect(m7i.priceEstimate).toBe(true);
    expect(m7i.priceNote).toBeTruthy();
    const us = ROWS.find((r) => r.name === 'm6i.large')!;
    expect([us.ebsNote, us.priceNote]).toEqual([null, null]);
  });
});
