/**
 * Keys of a scenario file the scenario does not have (a misspelt `"stroage"`, a field of another
 * tool). Parsing fills missing fields from the defaults and ignores the rest, so without this a
 * typo would silently keep the default (issue 31). The shape is the default scenario's: every
 * section is a fixed object; a section whose default is null (the calibration profile, checked on
 * its own) is not walked.
 */
import { defaultScenario } from './defaults.ts';

/** Edit distance (insertions, deletions, substitutions), for "did you mean". */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** The known key closest to `key`, when it is close enough to be a typo of it. */
export function nearestKey(key: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const k of known) {
    const d = editDistance(key, k);
    if (d < bestDistance) [best, bestDistance] = [k, d];
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(key.length / 3)) ? best : null;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One unknown key: its path in the file and the known key it is nearest to (or null). */
export interface UnknownKey {
  path: string;
  nearest: string | null;
}

/** The keys of `raw` (a migrated scenario object) that the scenario does not have. */
export function unknownScenarioKeys(raw: Record<string, unknown>): UnknownKey[] {
  const out: UnknownKey[] = [];
  const walk = (value: Record<string, unknown>, shape: Record<string, unknown>, at: string) => {
    const known = Object.keys(shape);
    for (const [key, v] of Object.entries(value)) {
      const path = at === '' ? key : `${at}.${key}`;
      if (!Object.hasOwn(shape, key)) {
        const near = nearestKey(key, known);
        out.push({ path, nearest: near === null ? null : at === '' ? near : `${at}.${near}` });
        continue;
      }
      const inner = shape[key];
      if (isPlainObject(inner) && isPlainObject(v)) walk(v, inner, path);
    }
  };
  walk(raw, defaultScenario() as unknown as Record<string, unknown>, '');
  return out;
}

/** "unknown key "stroage" (did you mean "storage"?), ignored". */
export function unknownKeyWarning(k: UnknownKey): string {
  const hint = k.nearest === null ? '' : ` (did you mean "${k.nearest}"?)`;
  return `unknown key "${k.path}"${hint}: ignored`;
}
