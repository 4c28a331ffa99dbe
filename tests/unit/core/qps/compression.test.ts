/**
 * What-if InnoDB table compression (issue 36 item 6; src/core/scenario/compression.ts): a miss
 * reads one KEY_BLOCK_SIZE block (page / ratio), the data takes 1/ratio of the disk, and the
 * buffer pool holds fewer pages (each uncompressed page beside its compressed copy).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { predictQps, qpsCeilings, qpsInputs } from '../../../../src/core/qps/index.ts';
import { predict, validateScenario } from '../../../../src/core/model.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import {
  effectiveBufferPoolGiB,
  keyBlockSizeKiB,
  onDiskDataGiB,
} from '../../../../src/core/scenario/compression.ts';
import type { CompressionRatio, Scenario } from '../../../../src/core/scenario/types.ts';
import { COMPRESSION_RATIOS } from '../../../../src/core/scenario/types.ts';
import { FIXTURE_CATALOG as cat } from '../model/fixtureCatalog.ts';

const at = (s: Scenario, compressionRatio: CompressionRatio): Scenario => ({
  ...s,
  mysql: { ...s.mysql, compressionRatio },
});

/** m6id.xlarge's instance store with 16 KiB pages: bandwidth-bound (brief section 4: 19,554 reads/s of 16 KiB). */
function nvme(): Scenario {
  const s = defaultScenario();
  s.instance.type = 'm6id.xlarge';
  s.storage.kind = 'instance-store';
  s.mysql.bufferPoolGiB = 8;
  return s;
}

describe('table compression what-if', () => {
  it('the formulas: on-disk data / r, KEY_BLOCK_SIZE page / r, buffer pool × r / (r + 1)', () => {
    const m = {
      ...defaultScenario().mysql,
      dataGiB: 400,
      bufferPoolGiB: 30,
      compressionRatio: 4 as const,
    };
    expect(onDiskDataGiB(m)).toBe(100);
    expect(keyBlockSizeKiB(m)).toBe(4);
    expect(effectiveBufferPoolGiB(m)).toBeCloseTo(24, 12);
    const off = { ...m, compressionRatio: 1 as const };
    expect(onDiskDataGiB(off)).toBe(400);
    expect(effectiveBufferPoolGiB(off)).toBe(30);
  });

  it('ratio 1 is no compression: the same figures as a file without the field', () => {
    const s = defaultScenario();
    const without = JSON.parse(JSON.stringify(s)) as Scenario;
    delete (without.mysql as Partial<Scenario['mysql']>).compressionRatio;
    expect(predict(at(s, 1), cat)).toEqual(predict(without, cat));
  });

  it('a bandwidth-bound device gains (4x fewer bytes per read); an IOPS-bound gp3 volume does not (one IO either way, a smaller buffer pool)', () => {
    const n1 = predictQps(nvme(), cat);
    const n4 = predictQps(at(nvme(), 4), cat);
    expect(n1.bound).toBe('bandwidth');
    expect(n4.pointSelect).toBeGreaterThan(n1.pointSelect * 1.3);
    const g1 = predictQps(defaultScenario(), cat);
    const g4 = predictQps(at(defaultScenario(), 4), cat);
    expect(g1.bound).toBe('iops');
    expect(g4.pointSelect).toBeLessThanOrEqual(g1.pointSelect);
    expect(g4.explanation).toContain('4 KiB KEY_BLOCK_SIZE block');
    // The post's buffer-pool limit: with the data mostly in memory, compression cannot add hits.
    expect(qpsInputs(at(defaultScenario(), 4), cat).missRatio).toBeGreaterThan(
      qpsInputs(defaultScenario(), cat).missRatio,
    );
  });

  it('compression costs CPU: inflating on a miss, deflating on an update', () => {
    const s = defaultScenario();
    s.workload.writeFraction = 0.3;
    const cpu = (sc: Scenario): number =>
      qpsCeilings(qpsInputs(sc, cat)).find((c) => c.bound === 'cpu')?.qps ?? 0;
    expect(cpu(at(s, 2))).toBeLessThan(cpu(s));
  });

  it('the volume holds the compressed data: 400 GiB at 4:1 fits a 200 GiB volume, uncompressed it does not', () => {
    const s = defaultScenario();
    s.mysql.dataGiB = 400;
    s.storage.sizeGiB = 200;
    s.mysql.tables = 1000;
    const paths = (sc: Scenario): string[] => validateScenario(sc, cat).map((i) => i.path);
    expect(paths(s)).toContain('mysql.dataGiB');
    expect(paths(at(s, 4))).not.toContain('mysql.dataGiB');
  });

  it('refuses a ratio InnoDB cannot store, naming the field and the nearest valid value', () => {
    const s = defaultScenario();
    const bad = { ...s, mysql: { ...s.mysql, compressionRatio: 3 as CompressionRatio } };
    const issue = validateScenario(bad, cat).find((i) => i.path === 'mysql.compressionRatio');
    expect(issue?.message).toMatch(/Compression ratio must be one of 1, 2, 4, 8, 16/);
    expect(issue?.nearestValid).toBe(2);
    const big = at({ ...s, mysql: { ...s.mysql, pageSizeKiB: 32 } }, 2);
    expect(
      validateScenario(big, cat).find((i) => i.path === 'mysql.compressionRatio')?.message,
    ).toContain('at most 16 KiB');
    // 4 KiB pages: KEY_BLOCK_SIZE at least 1 KiB, so at most 4:1.
    const small = at({ ...s, mysql: { ...s.mysql, pageSizeKiB: 4 } }, 8);
    expect(
      validateScenario(small, cat).find((i) => i.path === 'mysql.compressionRatio')?.nearestValid,
    ).toBe(4);
  });

  it('property: a higher ratio never reads more bytes per query nor needs a bigger volume', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMPRESSION_RATIOS.filter((r) => r <= 8)),
        fc.double({ min: 1, max: 2000, noNaN: true }),
        fc.double({ min: 0.5, max: 500, noNaN: true }),
        (r, dataGiB, bufferPoolGiB) => {
          const s = defaultScenario();
          s.mysql.dataGiB = dataGiB;
          s.mysql.bufferPoolGiB = bufferPoolGiB;
          const lo = qpsInputs(at(s, r), cat);
          const hi = qpsInputs(at(s, (r * 2) as CompressionRatio), cat);
          expect(hi.readIoPages * hi.pageKiB).toBeLessThanOrEqual(lo.readIoPages * lo.pageKiB);
          expect(onDiskDataGiB(at(s, (r * 2) as CompressionRatio).mysql)).toBeLessThan(
            onDiskDataGiB(at(s, r).mysql),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
