import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  predict,
  predictFigures,
  predictFiguresAfterEdit,
  validateScenario,
} from '../../../../src/core/model.ts';
import { startupVsIops, startupVsThroughput } from '../../../../src/core/sweeps/index.ts';
import type { Evaluate } from '../../../../src/core/sweeps/index.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { PAGE_SIZES_KIB } from '../../../../src/core/scenario/types.ts';
import { FIXTURE_CATALOG as cat } from './fixtureCatalog.ts';
import { DEFAULT_CATALOG } from '../../../../src/core/catalog/index.ts';
import { arbValidScenario } from '../arbValidScenario.ts';

/** Every number anywhere in a value (deep). */
function numbers(v: unknown, out: number[] = []): number[] {
  if (typeof v === 'number') out.push(v);
  else if (Array.isArray(v)) v.forEach((x) => numbers(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => numbers(x, out));
  return out;
}

const arbScenario = fc
  .record({
    instance: fc.constantFrom(...Object.keys(cat.instances), 'custom'),
    kind: fc.constantFrom('gp3', 'io2', 'gp2', 'instance-store', 'custom'),
    size: fc.integer({ min: 1, max: 70000 }),
    iops: fc.integer({ min: 0, max: 300000 }),
    mibps: fc.integer({ min: 0, max: 3000 }),
    tables: fc.integer({ min: 0, max: 5_000_000 }),
    version: fc.constantFrom('5.6.51', '5.7.44', '8.0.18', '8.0.39', '8.4.3', '9.0.1'),
    opt: fc.constantFrom('default', 'fadvise', 'light'),
    cache: fc.constantFrom('cold', 'warm'),
    state: fc.constantFrom('warm', 'restored'),
    remedy: fc.constantFrom('none', 'initialize', 'fsr'),
    page: fc.constantFrom(...PAGE_SIZES_KIB),
    bp: fc.double({ min: 0, max: 300, noNaN: true }),
    data: fc.double({ min: 0, max: 3000, noNaN: true }),
    w: fc.double({ min: 0, max: 1, noNaN: true }),
    threads: fc.integer({ min: 1, max: 2000 }),
    vcpu: fc.integer({ min: 1, max: 128 }),
  })
  .map((r): Scenario => {
    const s = defaultScenario();
    s.instance.type = r.instance;
    s.instance.customVcpu = r.vcpu;
    s.instance.customMemoryGiB = 4 * r.vcpu;
    s.storage.kind = r.kind as Scenario['storage']['kind'];
    s.storage.sizeGiB = r.size;
    s.storage.iops = r.iops;
    s.storage.throughputMiBps = r.mibps;
    s.storage.volumeState = r.state as 'warm';
    s.storage.restoreRemedy = r.remedy as 'none';
    s.mysql.tables = r.tables;
    s.mysql.version = r.version;
    s.mysql.startupOpt = r.opt as 'default';
    s.mysql.osCache = r.cache as 'cold';
    s.mysql.pageSizeKiB = r.page;
    s.mysql.bufferPoolGiB = r.bp;
    s.mysql.dataGiB = r.data;
    s.workload.writeFraction = r.w;
    s.workload.threads = r.threads;
    return s;
  });

describe('predict', () => {
  it('runs the default scenario (case A) with every figure explained', () => {
    const r = predict(defaultScenario(), cat);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const p = r.prediction;
    expect(p.startup.phases.map((x) => x.name).slice(0, 4)).toEqual([
      'directories_scan',
      'duplicate_check',
      'dd_files_reading',
      'validation',
    ]);
    expect(p.qps.pointSelect).toBeGreaterThan(0);
    expect(p.cost.monthlyUsd).toBeCloseTo(
      p.cost.storageUsd + p.cost.instanceUsd + p.cost.restoreUsd,
      6,
    );
    expect(p.qps.explanation.length).toBeGreaterThan(10);
  });

  it('returns issues, not numbers, for a configuration AWS would refuse', () => {
    const s = defaultScenario();
    s.storage.iops = 1e9;
    const r = predict(s, cat);
    expect(r.ok).toBe(false);
    expect(validateScenario(s, cat).length).toBeGreaterThan(0);
  });

  it('never lets NaN or Infinity out, valid or not (property)', () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        const r = predict(s, cat);
        if (!r.ok) {
          expect(r.issues.length).toBeGreaterThan(0);
          for (const i of r.issues) {
            // In the user's words: the field's label first, never the scenario path.
            expect(i.message).toMatch(/^[A-Z]/);
            expect(i.message).not.toMatch(/\bAt [a-z]+\./);
          }
          return;
        }
        for (const n of numbers(r.prediction)) expect(Number.isFinite(n)).toBe(true);
        expect(r.prediction.startup.totalSeconds).toBeGreaterThan(0);
        expect(r.prediction.qps.pointSelect).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it("predictFigures gives predict's figures number for number, and null where predict refuses (property)", () => {
    fc.assert(
      fc.property(arbScenario, (s) => {
        const r = predict(s, cat);
        const f = predictFigures(s, cat);
        if (!r.ok) {
          expect(f).toBeNull();
          return;
        }
        const p = r.prediction;
        expect(f).toEqual({
          startup: {
            totalSeconds: p.startup.totalSeconds,
            phases: p.startup.phases.map((x) => ({ name: x.name, seconds: x.seconds })),
            modelled: p.startup.modelled,
          },
          qps:
            p.qps.transactionsPerSecond === undefined
              ? { pointSelect: p.qps.pointSelect }
              : {
                  pointSelect: p.qps.pointSelect,
                  transactionsPerSecond: p.qps.transactionsPerSecond,
                },
          cost: { monthlyUsd: p.cost.monthlyUsd },
        });
      }),
      { numRuns: 500 },
    );
  });

  it("predictFigures gives predict's figures for scenarios the model accepts (property)", () => {
    fc.assert(
      fc.property(arbValidScenario(DEFAULT_CATALOG), (s) => {
        const r = predict(s);
        if (!r.ok) throw new Error('arbValidScenario gave an invalid scenario');
        const p = r.prediction;
        const f = predictFigures(s);
        expect(f?.startup.totalSeconds).toBe(p.startup.totalSeconds);
        expect(f?.startup.phases).toEqual(
          p.startup.phases.map((x) => ({ name: x.name, seconds: x.seconds })),
        );
        expect(f?.qps.pointSelect).toBe(p.qps.pointSelect);
        expect(f?.qps.transactionsPerSecond).toBe(p.qps.transactionsPerSecond);
        expect(f?.cost.monthlyUsd).toBe(p.cost.monthlyUsd);
      }),
      { numRuns: 300 },
    );
  });

  it('predictFiguresAfterEdit equals predictFigures on every sweep point that names its edited field, and on arbitrary IOPS and throughputs (property)', () => {
    fc.assert(
      fc.property(
        arbValidScenario(DEFAULT_CATALOG),
        fc.integer({ min: -100, max: 5000 }),
        fc.integer({ min: -100, max: 300_000 }),
        (base, tp, iops) => {
          // Every point a sweep says differs in one field, and one more per field at any value.
          const edited: [Scenario, string][] = [
            [
              { ...base, storage: { ...base.storage, throughputMiBps: tp } },
              'storage.throughputMiBps',
            ],
            [{ ...base, storage: { ...base.storage, iops } }, 'storage.iops'],
          ];
          const collect: Evaluate = (s, _x, _c, path) => {
            if (path !== undefined) edited.push([s, path]);
            return null;
          };
          startupVsThroughput(base, DEFAULT_CATALOG, collect);
          startupVsIops(base, DEFAULT_CATALOG, collect);
          for (const [s, path] of edited) {
            // The sweep's claim: `s` is `base` but for `path`.
            const [section, field] = path.split('.') as ['storage', 'iops' | 'throughputMiBps'];
            expect({ ...s, [section]: { ...s[section], [field]: base[section][field] } }).toEqual(
              base,
            );
            expect(predictFiguresAfterEdit(s, DEFAULT_CATALOG, path)).toEqual(predictFigures(s));
          }
        },
      ),
      { numRuns: 200 },
    );
    const s = defaultScenario();
    s.storage.throughputMiBps = 5000;
    expect(predictFiguresAfterEdit(s, DEFAULT_CATALOG, 'storage.throughputMiBps')).toBeNull();
  });

  it('warns about validate_tablespace_paths=OFF on 8.0.21-8.0.35', () => {
    const s = defaultScenario();
    s.mysql.version = '8.0.30';
    s.mysql.validatePaths = false;
    const r = predict(s, cat);
    expect(r.ok && r.prediction.warnings.some((w) => w.includes('8.0.21-8.0.35'))).toBe(true);
    s.mysql.version = '8.4.3';
    const r2 = predict(s, cat);
    expect(r2.ok && r2.prediction.warnings.some((w) => w.includes('8.0.21-8.0.35'))).toBe(false);
  });
});
