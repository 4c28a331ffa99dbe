/**
 * The evaluation caches' keys (src/app/store/scenarioKey.ts): equal exactly when the scenarios'
 * JSON without the document's name (which no prediction reads) is equal, whether keyed from
 * scratch or against the sweep's base scenario.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CATALOG } from '../../../src/core/catalog/index.ts';
import type { Scenario } from '../../../src/core/scenario/types.ts';
import { keyerFor, scenarioKey } from '../../../src/app/store/scenarioKey.ts';
import { arbValidScenario } from '../core/arbValidScenario.ts';

/** `s` with `path` set to `value`, copying only the objects on the way (as the sweeps do). */
function edit(s: Scenario, path: string, value: unknown): Scenario {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const obj = s as unknown as Record<string, unknown>;
  if (rest.length === 0) return { ...obj, [head]: value } as unknown as Scenario;
  return {
    ...obj,
    [head]: edit(obj[head] as Scenario, rest.join('.'), value),
  } as unknown as Scenario;
}

const arbEdit = fc.oneof(
  fc.record({
    path: fc.constant('storage.iops'),
    value: fc.constantFrom(3000, 3001, 6000, NaN, -0, 0),
  }),
  fc.record({
    path: fc.constant('storage.throughputMiBps'),
    value: fc.constantFrom(125, 250, '125'),
  }),
  fc.record({ path: fc.constant('mysql.pageSizeKiB'), value: fc.constantFrom(4, 8, 16) }),
  fc.record({ path: fc.constant('storage.sizeGiB'), value: fc.constantFrom(100, 500, 501) }),
  fc.record({
    path: fc.constant('storage.custom.readIops4k'),
    value: fc.constantFrom(100000, 200000),
  }),
  fc.record({ path: fc.constant('mysql.tables'), value: fc.constantFrom(1, 1000, 1000000) }),
  fc.record({ path: fc.constant('name'), value: fc.constantFrom('a', 'b', 'storage#1,') }),
  fc.record({ path: fc.constant('storage.extra'), value: fc.constantFrom(1, undefined) }),
);

describe('scenario cache keys', () => {
  it('are equal exactly when the JSON without the name is, from scratch or against the base a sweep made them from', () => {
    fc.assert(
      fc.property(
        arbValidScenario(DEFAULT_CATALOG),
        fc.array(arbEdit, { maxLength: 3 }),
        fc.array(arbEdit, { maxLength: 3 }),
        (base, ea, eb) => {
          const a = ea.reduce((s, e) => edit(s, e.path, e.value), base);
          const b = eb.reduce((s, e) => edit(s, e.path, e.value), base);
          const key = keyerFor(base);
          expect(key(a)).toBe(scenarioKey(a));
          expect(key(b)).toBe(scenarioKey(b));
          const json = (s: Scenario) =>
            JSON.stringify({ ...s, name: undefined }, (_k, v: unknown) =>
              typeof v === 'number' && !Number.isFinite(v)
                ? `n:${v}`
                : Object.is(v, -0)
                  ? 'n:-0'
                  : v,
            );
          expect(scenarioKey(a) === scenarioKey(b)).toBe(json(a) === json(b));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('tell apart values that print alike: a number and its text, NaN and null, 0 and -0, undefined and its text', () => {
    const s = fc.sample(arbValidScenario(DEFAULT_CATALOG), { numRuns: 1, seed: 3 })[0] as Scenario;
    const key = keyerFor(s);
    const pairs: [string, unknown, unknown][] = [
      ['storage.throughputMiBps', 125, '125'],
      ['storage.iops', NaN, null],
      ['storage.iops', 0, -0],
      ['mysql.pageSizeKiB', undefined, 'undefined'],
    ];
    for (const [path, x, y] of pairs) {
      expect(key(edit(s, path, x))).not.toBe(key(edit(s, path, y)));
      expect(scenarioKey(edit(s, path, x))).not.toBe(scenarioKey(edit(s, path, y)));
    }
  });

  it('a copy with the same content has the same key (content, not identity)', () => {
    const s = fc.sample(arbValidScenario(DEFAULT_CATALOG), { numRuns: 1, seed: 7 })[0] as Scenario;
    expect(scenarioKey(structuredClone(s))).toBe(scenarioKey(s));
    expect(keyerFor(s)(structuredClone(s))).toBe(scenarioKey(s));
  });
});

describe('scenario cache keys and the document name', () => {
  it('ignore the name: a slider step that renames the document keeps the sweeps it leaves alone cached (issue 30)', () => {
    const s = fc.sample(arbValidScenario(DEFAULT_CATALOG), { numRuns: 1, seed: 5 })[0] as Scenario;
    const renamed = { ...s, name: `${s.name} (12,000 IOPS)` };
    expect(scenarioKey(renamed)).toBe(scenarioKey(s));
    // A sweep scenario made from the renamed base keys as the one made from the old base.
    const sweep = (base: Scenario) => edit(base, 'storage.iops', 7000);
    expect(keyerFor(renamed)(sweep(renamed))).toBe(keyerFor(s)(sweep(s)));
  });
});
