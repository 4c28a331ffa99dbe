/**
 * Look-ups by names the user typed (regions, instance types, CSV headers and cells, units).
 *
 * A plain object answers `record['constructor']`, `record['toString']` and `record['__proto__']`
 * from `Object.prototype`, and `record['__proto__'] = value` replaces its prototype instead of
 * storing a key (issue 16: `--region __proto__` crashed the model; a CSV header named
 * `constructor` became a function-valued "meaning"). These read and write own properties only.
 */

/** `record[key]` if `key` is the record's own property, else undefined. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Stores `record[key] = value` as an own property, even for `__proto__`. */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
