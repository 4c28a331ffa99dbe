import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  fieldPaths,
  fieldIssue,
  fieldRange,
  nearestInRange,
} from '../../../../src/core/scenario/limits.ts';
import { validateScenario as validateScenarioLimits } from '../../../../src/core/model.ts';
import { defaultScenario } from '../../../../src/core/scenario/defaults.ts';
import type { Scenario } from '../../../../src/core/scenario/types.ts';
import { setField } from '../../../../src/app/store/transitions.ts';
import { FIXTURE_CATALOG as cat } from '../model/fixtureCatalog.ts';

function scenario(edit: (s: Scenario) => void): Scenario {
  const s = defaultScenario();
  edit(s);
  return s;
}
const small = (s: Scenario) => {
  s.mysql.tables = 1000;
  s.mysql.dataGiB = 5;
  s.storage.sizeGiB = 10;
};

describe("the one table of field limits: the issue's cases", () => {
  it('a 10 GiB volume too small for the data suggests the data size, never 10 itself', () => {
    const s = scenario((x) => {
      x.mysql.tables = 1000;
      x.mysql.dataGiB = 50;
      x.storage.sizeGiB = 10;
    });
    const i = fieldIssue(s, cat, 'storage.sizeGiB');
    expect(i).toMatchObject({ path: 'storage.sizeGiB', limit: 'volume.size', nearestValid: 50 });
    expect(i?.message).toBe(
      'Volume size 10 GiB is too low: the volume must hold the data (50 GiB). Nearest valid: 50 GiB.',
    );
  });

  it('negative tables suggest the minimum 1', () => {
    const i = fieldIssue(
      scenario((x) => (x.mysql.tables = -5)),
      cat,
      'mysql.tables',
    );
    expect(i).toMatchObject({ nearestValid: 1, limit: 'mysql.tables.min' });
    expect(i?.message).toBe(
      'Tables −5 is too low: the model needs at least 1 table. Nearest valid: 1.',
    );
  });

  it('IOPS 100,000 on a 10 GiB gp3 volume suggests 5,000', () => {
    const s = scenario((x) => {
      small(x);
      x.storage.iops = 100_000;
    });
    const i = fieldIssue(s, cat, 'storage.iops');
    // gp3's own maximum is named first, then the tighter limit the 10 GiB size sets.
    expect(i).toMatchObject({ nearestValid: 5000, limit: 'gp3.maxIops' });
    expect(i?.message).toBe(
      'Provisioned IOPS 100,000 IOPS is too high: gp3 allows at most 80,000 IOPS per volume; and gp3 allows 500 IOPS per GiB (3,000 at any size), so a 10 GiB volume allows at most 5,000. Nearest valid: 5,000 IOPS.',
    );
    const j = fieldIssue(setField(s, 'storage.iops', 20_000), cat, 'storage.iops');
    expect(j).toMatchObject({ nearestValid: 5000, limit: 'gp3.maxIopsPerGiB' });
    expect(j?.message).toBe(
      'Provisioned IOPS 20,000 IOPS is too high: gp3 allows 500 IOPS per GiB (3,000 at any size), so a 10 GiB volume allows at most 5,000. Nearest valid: 5,000 IOPS.',
    );
    // Validation reports the same on the same field.
    expect(validateScenarioLimits(s, cat).find((x) => x.path === 'storage.iops')).toEqual(i);
  });

  it('a field edited checks its bounds both ways; validation reports each rule once', () => {
    const s = scenario((x) => {
      x.mysql.dataGiB = 300;
      x.storage.sizeGiB = 200;
    });
    expect(fieldIssue(s, cat, 'storage.sizeGiB')?.nearestValid).toBe(300);
    expect(fieldIssue(s, cat, 'mysql.dataGiB')?.nearestValid).toBe(200);
    expect(validateScenarioLimits(s, cat).map((i) => i.path)).toEqual(['mysql.dataGiB']);
  });

  it('free bounds: the IOPS sweep lets throughput follow', () => {
    const s = scenario((x) => {
      x.storage.sizeGiB = 1000;
      x.storage.iops = 8000;
      x.storage.throughputMiBps = 1000;
    });
    expect(fieldRange(s, cat, 'storage.iops')?.min.value).toBe(4000);
    expect(
      fieldRange(s, cat, 'storage.iops', { free: ['storage.throughputMiBps'] })?.min.value,
    ).toBe(3000);
  });

  it('labels, never paths, in every message', () => {
    for (const path of fieldPaths()) {
      for (const v of [-1, 1e12, Number.NaN]) {
        const s = setField(
          scenario((x) => {
            x.instance.type = path.startsWith('instance.custom') ? 'custom' : x.instance.type;
            x.storage.kind = path.startsWith('storage.custom') ? 'custom' : x.storage.kind;
          }),
          path,
          v,
        );
        const i = fieldIssue(s, cat, path);
        if (!i) continue;
        expect(i.message).not.toContain(path);
        expect(i.message).toMatch(/^[A-Z]/);
      }
    }
  });
});

/** Scenarios the model accepts, built by moving every field into its range. */
const arbValid = fc
  .record({
    instance: fc.constantFrom(...Object.keys(cat.instances), 'custom'),
    kind: fc.constantFrom('gp3', 'io2', 'gp2', 'instance-store', 'custom'),
    size: fc.integer({ min: 1, max: 70_000 }),
    iops: fc.integer({ min: 0, max: 300_000 }),
    mibps: fc.integer({ min: 0, max: 3000 }),
    tables: fc.integer({ min: 1, max: 3_000_000 }),
    data: fc.double({ min: 0.01, max: 3000, noNaN: true }),
    bp: fc.double({ min: 0.125, max: 300, noNaN: true }),
    page: fc.constantFrom(4, 8, 16, 32, 64),
  })
  .map((r) => {
    let s = defaultScenario();
    s.instance.type = r.instance;
    const kind = r.kind as Scenario['storage']['kind'];
    const hasStore = r.instance !== 'custom' && cat.instances[r.instance]?.instanceStore;
    s.storage.kind = kind === 'instance-store' && !hasStore ? 'gp3' : kind;
    s.storage.sizeGiB = r.size;
    s.storage.iops = r.iops;
    s.storage.throughputMiBps = r.mibps;
    s.mysql.tables = r.tables;
    s.mysql.dataGiB = r.data;
    s.mysql.bufferPoolGiB = r.bp;
    s.mysql.pageSizeKiB = r.page as 16;
    for (let pass = 0; pass < 3; pass++)
      for (const path of fieldPaths()) {
        const range = fieldRange(s, cat, path);
        const v = range
          ? nearestInRange(
              range,
              Number(path.split('.').reduce((o: never, k) => o?.[k], s as never)),
            )
          : undefined;
        if (v !== undefined) s = setField(s, path, v);
      }
    return s;
  })
  .filter((s) => validateScenarioLimits(s, cat).length === 0);

const arbValue = fc.oneof(
  fc.integer({ min: -1000, max: 10_000_000 }),
  fc.double({ min: -10, max: 1e9, noNaN: false }),
  fc.constantFrom(0, -1, 0.5, 1e15, Number.NaN, Number.POSITIVE_INFINITY),
);

describe('the nearest valid value (property)', () => {
  it('always validates with the other fields as they are; a value the field accepts validates', () => {
    fc.assert(
      fc.property(arbValid, fc.constantFrom(...fieldPaths()), arbValue, (base, path, value) => {
        if (!fieldRange(base, cat, path)) return;
        const edited = setField(base, path, value);
        const issue = fieldIssue(edited, cat, path);
        if (!issue) {
          expect(validateScenarioLimits(edited, cat)).toEqual([]);
          return;
        }
        expect(issue.nearestValid).toBeTypeOf('number');
        const fixed = setField(edited, path, issue.nearestValid as number);
        expect(validateScenarioLimits(fixed, cat)).toEqual([]);
        expect(issue.message).not.toContain(`Nearest valid: ${String(value)} `);
      }),
      { numRuns: 400 },
    );
  });
});
