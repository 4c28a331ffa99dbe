/**
 * The InnoDB page frame (src/core/scenario/pages.ts, issue 36 item 5): 128 bytes of every index
 * page hold no rows, so the same rows take more pages at a smaller page size.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PAGE_FRAME_BYTES,
  pageDataGiB,
  pageFrameFactor,
} from '../../../../src/core/scenario/pages.ts';
import { onDiskDataGiB } from '../../../../src/core/scenario/compression.ts';
import { PAGE_SIZES_KIB } from '../../../../src/core/scenario/types.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import { validateScenario as validateScenarioLimits } from '../../../../src/core/model.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';

describe('the page frame', () => {
  it('is the FIL header (38), page header (56), infimum + supremum (26) and FIL trailer (8)', () => {
    expect(PAGE_FRAME_BYTES).toBe(128);
  });

  it('the same rows take 2.4 % more pages at 4 KiB, 0.8 % at 8 KiB, none at 16 KiB, fewer above', () => {
    expect(pageFrameFactor(16)).toBe(1);
    expect(pageFrameFactor(4)).toBeCloseTo(1016 / 992, 12);
    expect(pageFrameFactor(8)).toBeCloseTo(1016 / 1008, 12);
    expect(pageFrameFactor(32)).toBeCloseTo(1016 / 1020, 12);
    expect(pageFrameFactor(64)).toBeCloseTo(1016 / 1022, 12);
  });

  it('a smaller page never takes fewer pages for the same rows (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAGE_SIZES_KIB),
        fc.constantFrom(...PAGE_SIZES_KIB),
        (a, b) => {
          if (a < b) expect(pageFrameFactor(a)).toBeGreaterThan(pageFrameFactor(b));
        },
      ),
    );
  });

  it('data on disk: the pages at the page size over the compression ratio', () => {
    const m = { ...defaultScenario().mysql, dataGiB: 100, pageSizeKiB: 4 as const };
    expect(pageDataGiB(m)).toBeCloseTo(102.4194, 3);
    expect(onDiskDataGiB({ ...m, compressionRatio: 2 })).toBeCloseTo(51.2097, 3);
    expect(onDiskDataGiB({ ...m, pageSizeKiB: 16 })).toBe(100);
  });

  it('a volume that holds the data at 16 KiB pages may not hold it at 4 KiB: the error names the page size', () => {
    const s = defaultScenario();
    s.storage.sizeGiB = 1000;
    s.mysql.dataGiB = 990;
    expect(validateScenarioLimits(s, DEFAULT_CATALOG)).toEqual([]);
    s.mysql.pageSizeKiB = 4;
    const issues = validateScenarioLimits(s, DEFAULT_CATALOG);
    expect(issues.map((i) => i.path)).toContain('mysql.dataGiB');
    const msg = issues.find((i) => i.path === 'mysql.dataGiB')?.message ?? '';
    expect(msg).toMatch(/must fit on the 1,000 GiB volume \(at 4 KiB pages\)/);
    expect(issues.find((i) => i.path === 'mysql.dataGiB')?.nearestValid).toBeCloseTo(
      1000 / (1016 / 992),
      6,
    );
  });
});
