/**
 * Cache keys of scenarios, by content: two scenarios get the same key exactly when their JSON is
 * the same (the evaluation caches in selectors.ts rely on it: never a neighbouring scenario's
 * figures). A slider step evaluates a hundred sweep scenarios that differ from the current one in
 * the fields the sweeps vary (IOPS, throughput, page size): `keyerFor(base)` keys those with a
 * few comparisons and a short string, and only the base costs JSON.
 *
 * A key is `shape|swept values`: the shape is a number for the scenario's JSON without the swept
 * fields (interned), the swept values are the fields below in order.
 *
 * The document's `name` is left out: no prediction reads it, and a name nobody gave follows the
 * settings (issue 30), so it changes with every slider step; keyed by it, the sweeps a step leaves
 * alone (the IOPS sweep when throughput moves) would all miss and be evaluated again (measured:
 * the slider step's p50 went from 6 to 15 ms). Two keys are equal exactly when the JSON without
 * the name is.
 */
import type { Scenario } from '../../core/scenario/types.ts';

/** The fields the charts' sweeps vary, by section (src/core/sweeps). */
const SWEPT: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['storage', ['iops', 'throughputMiBps']],
  ['mysql', ['pageSizeKiB']],
];
const SWEPT_BY_SECTION = new Map<string, readonly string[]>(SWEPT);
/** Top-level fields no evaluation reads (see above). */
const UNREAD = 'name';

type Record_ = Record<string, unknown>;
const isObject = (v: unknown): v is Record_ => v !== null && typeof v === 'object';

// Interned JSON: numbers are never reused, so a reset makes later look-ups miss, never hit wrongly.
let interned = new Map<string, number>();
let nextId = 0;
function intern(json: string): number {
  let id = interned.get(json);
  if (id === undefined) {
    if (interned.size >= 10_000) interned = new Map();
    id = nextId++;
    interned.set(json, id);
  }
  return id;
}

/** A section's id: its JSON without the swept fields, interned; cached by object identity. */
const sectionIds = new WeakMap<object, number>();
function sectionId(value: Record_, swept: readonly string[] | undefined): number {
  let id = sectionIds.get(value);
  if (id === undefined) {
    let json: string;
    if (swept) {
      const rest: Record_ = {};
      for (const k in value) if (Object.hasOwn(value, k) && !swept.includes(k)) rest[k] = value[k];
      json = JSON.stringify(rest);
    } else json = JSON.stringify(value);
    id = intern(json);
    sectionIds.set(value, id);
  }
  return id;
}

/** The shape id of `s`: every field but the swept ones. */
function shapeOf(s: Scenario): number {
  const r = s as unknown as Record_;
  let shape = '';
  for (const name in r) {
    if (!Object.hasOwn(r, name) || name === UNREAD) continue;
    const value = r[name];
    shape += isObject(value)
      ? `${JSON.stringify(name)}#${sectionId(value, SWEPT_BY_SECTION.get(name))},`
      : `${JSON.stringify(name)}=${JSON.stringify(value) ?? 'undefined'},`;
  }
  return intern(shape);
}

const shapes = new WeakMap<Scenario, number>();
function cachedShape(s: Scenario): number {
  let id = shapes.get(s);
  if (id === undefined) {
    id = shapeOf(s);
    shapes.set(s, id);
  }
  return id;
}

/** A swept value as text: numbers as they print (NaN and -0 apart), anything else as JSON. */
function valueText(v: unknown): string {
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  return v === undefined ? '~' : `j${JSON.stringify(v)}`;
}

function sweptText(s: Scenario): string {
  const r = s as unknown as Record_;
  let text = '';
  for (const [section, fields] of SWEPT) {
    const sec = r[section];
    if (!isObject(sec)) {
      text += '_;';
      continue;
    }
    for (const f of fields) text += `${Object.hasOwn(sec, f) ? valueText(sec[f]) : '!'};`;
  }
  return text;
}

/** The key of `s`. */
export function scenarioKey(s: Scenario): string {
  return `${cachedShape(s)}|${sweptText(s)}`;
}

/** `a` and `b` have the same own keys, and the same values (===) but for `except`. */
function sameExcept(a: Record_, b: Record_, except: readonly string[] | undefined): boolean {
  let n = 0;
  for (const k in a) {
    if (!Object.hasOwn(a, k)) continue;
    n++;
    if (!Object.hasOwn(b, k)) return false;
    if (a[k] !== b[k] && !except?.includes(k)) return false;
  }
  for (const k in b) if (Object.hasOwn(b, k)) n--;
  return n === 0;
}

/**
 * Keys for scenarios made from `base` (a sweep's): one that shares `base`'s sections, or copies
 * them changing only swept fields, has `base`'s shape and costs no JSON; any other is keyed from
 * scratch. Same keys as `scenarioKey`.
 */
export function keyerFor(base: Scenario): (s: Scenario) => string {
  const b = base as unknown as Record_;
  return (s) => {
    if (s === base) return scenarioKey(s);
    const r = s as unknown as Record_;
    let n = 0;
    for (const name in r) {
      if (!Object.hasOwn(r, name)) continue;
      n++;
      const v = r[name];
      const w = b[name];
      if ((v === w || name === UNREAD) && Object.hasOwn(b, name)) continue;
      const swept = SWEPT_BY_SECTION.get(name);
      if (!swept || !isObject(v) || !isObject(w) || !sameExcept(v, w, swept)) return scenarioKey(s);
    }
    for (const name in b) if (Object.hasOwn(b, name)) n--;
    if (n !== 0) return scenarioKey(s);
    return `${cachedShape(base)}|${sweptText(s)}`;
  };
}
