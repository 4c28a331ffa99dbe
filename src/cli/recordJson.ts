/**
 * The JSON of one device-run record (a CSV row, a sysbench or fio run), written from a template:
 * `import --json` writes one per record, and for a 1M-row CSV V8's JSON.stringify of the records
 * cost more than the whole import without --json (issue 16: --json within 2x of without).
 *
 * The template is used only when the record is exactly what it was written for, checked on the
 * object itself: the same keys in the same order (so the text is JSON.stringify's, byte for
 * byte), finite numbers or null where the type allows null, and strings of printable ASCII other
 * than `"` and `\` (nothing to escape, nothing for the terminal to act on). Anything else (another
 * key order, a new field, a string to escape) returns null and the caller uses `safeJson`. The
 * text is then ASCII only, so it can be written as Latin-1 (the fastest encoding).
 */
import type { DeviceRunRecord, LatencyMs } from '../core/imports/index.ts';

/** DeviceRunRecord's keys, in the order the importers build them. */
const KEYS = [
  'kind',
  'source',
  'tool',
  'mode',
  'blockSizeKiB',
  'threads',
  'readsPerSecond',
  'writesPerSecond',
  'readMiBps',
  'writtenMiBps',
  'latency',
  'context',
] as const satisfies readonly (keyof DeviceRunRecord)[];
const LATENCY_KEYS = [
  'minMs',
  'avgMs',
  'maxMs',
  'p95Ms',
  'p99Ms',
] as const satisfies readonly (keyof LatencyMs)[];

/** Fails to compile when the record type gains a key the template does not write. */
type Unwritten = Exclude<keyof DeviceRunRecord, (typeof KEYS)[number]>;
export const TEMPLATE_COVERS_EVERY_KEY: [Unwritten] extends [never] ? true : never = true;

/** Whether `o`'s enumerable keys are `keys`, in order (inherited ones count: they would differ). */
function keysAre(o: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in o) {
    if (k !== keys[i]) return false;
    i += 1;
  }
  return i === keys.length;
}

/** Printable ASCII but `"` and `\`: written between quotes as it is. */
function plain(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || c > 0x7e) return false;
  }
  return true;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const finiteOrNull = (n: unknown): n is number | null => n === null || finite(n);

/** `{"key":value,…}` of an object of plain strings and finite numbers (a RunContext), or null. */
function flatJson(o: unknown): string | null {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return null;
  let out = '';
  for (const key in o) {
    const v = (o as Record<string, unknown>)[key];
    if (v === undefined) continue;
    if (!Object.hasOwn(o, key) || !plain(key)) return null;
    let text: string;
    if (finite(v)) text = `${v}`;
    else if (plain(v)) text = `"${v}"`;
    else return null;
    out += `${out === '' ? '{' : ','}"${key}":${text}`;
  }
  return out === '' ? '{}' : `${out}}`;
}

function latencyJson(l: unknown): string | null {
  if (l === null) return 'null';
  if (typeof l !== 'object' || !keysAre(l, LATENCY_KEYS)) return null;
  const t = l as LatencyMs;
  if (
    !finiteOrNull(t.minMs) ||
    !finiteOrNull(t.avgMs) ||
    !finiteOrNull(t.maxMs) ||
    !finiteOrNull(t.p95Ms) ||
    !finiteOrNull(t.p99Ms)
  )
    return null;
  return `{"minMs":${t.minMs},"avgMs":${t.avgMs},"maxMs":${t.maxMs},"p95Ms":${t.p95Ms},"p99Ms":${t.p99Ms}}`;
}

/**
 * JSON.stringify(record) for a device-run record of the usual shape, in printable ASCII; null for
 * anything else (the caller falls back to `safeJson`).
 */
export function asciiRecordJson(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !keysAre(value, KEYS)) return null;
  const r = value as DeviceRunRecord;
  const s = r.source as unknown;
  if (typeof s !== 'object' || s === null || !keysAre(s, ['file', 'line'])) return null;
  const { file, line } = r.source;
  if (
    !plain(r.kind) ||
    !plain(file) ||
    !finite(line) ||
    !plain(r.tool) ||
    !plain(r.mode) ||
    !finiteOrNull(r.blockSizeKiB) ||
    !finiteOrNull(r.threads) ||
    !finite(r.readsPerSecond) ||
    !finite(r.writesPerSecond) ||
    !finite(r.readMiBps) ||
    !finite(r.writtenMiBps)
  )
    return null;
  const latency = latencyJson(r.latency);
  const context = flatJson(r.context);
  if (latency === null || context === null) return null;
  return `{"kind":"${r.kind}","source":{"file":"${file}","line":${line}},"tool":"${r.tool}","mode":"${r.mode}","blockSizeKiB":${r.blockSizeKiB},"threads":${r.threads},"readsPerSecond":${r.readsPerSecond},"writesPerSecond":${r.writesPerSecond},"readMiBps":${r.readMiBps},"writtenMiBps":${r.writtenMiBps},"latency":${latency},"context":${context}}`;
}
