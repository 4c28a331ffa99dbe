/**
 * The JSON of one device-run record (a CSV row, a sysbench or fio run), encoded straight into the
 * spool's byte buffer: `import --json` writes one per record, and for a 1M-row CSV building each
 * record's text as a string (V8's JSON.stringify, or a template literal) and then encoding it cost
 * more than the whole import without --json (issue 16: --json within 2x of without).
 *
 * The writer is used only when the record is exactly what it was written for, checked on the
 * object itself as it is written: the same keys in the same order (so the bytes are
 * JSON.stringify's text, byte for byte), finite numbers or null where the type allows null, and
 * strings of printable ASCII other than `"` and `\` (nothing to escape, nothing for the terminal
 * to act on; each character is checked as it is copied). Anything else (another key order, a new
 * field, a string to escape, a number it cannot write exactly) makes it return NOT_WRITTEN, and
 * the caller writes the record with `safeJson`; the bytes written so far are left behind the
 * caller's position, to be overwritten. The bytes are ASCII, so they are their own UTF-8.
 *
 * What costs is the per-record work, so: constant pieces are copied four bytes at a time; the runs
 * that repeat from record to record (the kind and file; the tool, mode, block size and threads;
 * a context key, alone and with its first few string values) are checked once and kept as one piece each, keyed by
 * the values themselves (===, so the same text); numbers are written from their digits
 * (no string made), doubles by the shortest-decimal rule of String(x) (see `shortestFixed`).
 * `npm run bench -- import` measures it against the import without --json.
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
const SOURCE_KEYS = [
  'file',
  'line',
] as const satisfies readonly (keyof DeviceRunRecord['source'])[];

/**
 * Keys of the rarer queue-depth-1 runs (fio at iodepth 1, ioping; issue 40): a record that has
 * them is not in KEYS' shape, so the writer answers NOT_WRITTEN and the caller's `safeJson`
 * writes it whole.
 */
export const FALLBACK_KEYS = [
  'qd1ReadLatencyUs',
  'qd1Buffered',
] as const satisfies readonly (keyof DeviceRunRecord)[];

/** Fails to compile when the record type gains a key the writer does not write. */
type Unwritten = Exclude<
  keyof DeviceRunRecord,
  (typeof KEYS)[number] | (typeof FALLBACK_KEYS)[number]
>;
export const TEMPLATE_COVERS_EVERY_KEY: [Unwritten] extends [never] ? true : never = true;

/** `writeRecordJson`'s answer for a value it does not write (the caller uses `safeJson`). */
export const NOT_WRITTEN = -1;
/** `writeRecordJson`'s answer when the record did not fit in the bytes left. */
export const NO_ROOM = -2;

/**
 * Writes a value's JSON into `bytes` from `at`: the position after it, or NOT_WRITTEN / NO_ROOM
 * (bytes from `at` on may have been written, and are to be overwritten).
 */
export type JsonWriter = (value: unknown, bytes: Uint8Array, at: number) => number;

/** Whether `o`'s enumerable keys are `keys`, in order (inherited ones count: they would differ). */
function keysAre(o: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in o) {
    if (k !== keys[i]) return false;
    i += 1;
  }
  return i === keys.length;
}

/**
 * Constant bytes, with the same bytes as little-endian 32-bit words: a piece is written four bytes
 * at a time (a byte loop costs about three times as much per byte), or with one `set` when long.
 */
interface Piece {
  bytes: Uint8Array;
  words: Uint32Array;
}

function piece(bytes: Uint8Array): Piece {
  const words = new Uint32Array(Math.ceil(bytes.length / 4));
  new Uint8Array(words.buffer).set(bytes);
  return { bytes, words };
}

const ascii = (text: string): Piece => piece(Uint8Array.from(text, (c) => c.charCodeAt(0)));
// The constant pieces, in writing order.
const OPEN_KIND = ascii('{"kind":"');
const SOURCE_FILE = ascii('","source":{"file":"');
const LINE = ascii('","line":');
const TOOL = ascii('},"tool":"');
const MODE = ascii('","mode":"');
const BLOCK_SIZE = ascii('","blockSizeKiB":');
const THREADS = ascii(',"threads":');
const READS = ascii(',"readsPerSecond":');
const WRITES = ascii(',"writesPerSecond":');
const READ_MIBPS = ascii(',"readMiBps":');
const WRITTEN_MIBPS = ascii(',"writtenMiBps":');
const LATENCY = ascii(',"latency":');
const NULL = ascii('null');
const MIN_MS = ascii('{"minMs":');
const AVG_MS = ascii(',"avgMs":');
const MAX_MS = ascii(',"maxMs":');
const P95_MS = ascii(',"p95Ms":');
const P99_MS = ascii(',"p99Ms":');
const CONTEXT = ascii('},"context":');
const NO_LATENCY_CONTEXT = ascii(',"latency":null,"context":');
// Runs with a 0 (a read-only or write-only run) and no latency, as one piece each.
const NO_WRITES = ascii(',"writesPerSecond":0,"readMiBps":');
const NO_WRITTEN_NO_LATENCY_CONTEXT = ascii(',"writtenMiBps":0,"latency":null,"context":');
/** Pieces at least this long are written with one `set`. */
const LONG_PIECE = 48;

/** The longest text of a number this writes (String(n) of a finite double: 24 characters). */
const NUMBER_ROOM = 32;
/** Digits after the point written from digits (more: String). */
const FIXED_DIGITS = 15;
/** The largest m of m·10^-f written from digits (2^50). */
const MAX_FIXED = 2 ** 50;

const NOWHERE = new Uint8Array(0);
// The writer's state for the record being written (one at a time, synchronously).
let out: Uint8Array = NOWHERE;
let view: DataView = new DataView(NOWHERE.buffer);
let pos = 0;
/** False once a piece did not fit: `pos` is then no longer meaningful. */
let room = true;

function put(piece: Piece): void {
  const n = piece.bytes.length;
  const p = pos;
  // The last word may write up to 3 bytes past the piece: overwritten by what follows, or left
  // past the end of the record.
  if (p + n + 4 > out.length) {
    room = false;
    return;
  }
  if (n >= LONG_PIECE) out.set(piece.bytes, p);
  else {
    const w = piece.words;
    const v = view;
    for (let i = 0; i < w.length; i += 1) v.setUint32(p + 4 * i, w[i] as number, true);
  }
  pos = p + n;
}

/** Copies `s` if it is printable ASCII but `"` and `\` (written between quotes as it is). */
function plain(s: unknown): boolean {
  if (typeof s !== 'string') return false;
  const n = s.length;
  const o = out;
  const p = pos;
  if (p + n > o.length) {
    room = false;
    // Still checked: a string to escape is NOT_WRITTEN whatever the room.
    return plainText(s);
  }
  for (let i = 0; i < n; i += 1) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || c > 0x7e) return false;
    o[p + i] = c;
  }
  pos = p + n;
  return true;
}

/** Writes a finite number as JSON.stringify does; false for NaN, ±Infinity and non-numbers. */
function num(n: unknown): boolean {
  if (typeof n !== 'number') return false;
  if (pos + NUMBER_ROOM > out.length) {
    room = false;
    return Number.isFinite(n);
  }
  // Whole numbers below 2^32 (and -0, which JSON writes as 0): digits, with no string made.
  if (n >>> 0 === n) {
    const digits = digitCount(n);
    writeWhole(n, digits, pos + digits);
    pos += digits;
    return true;
  }
  if (!Number.isFinite(n)) return false;
  let x = n;
  if (x < 0) {
    out[pos] = 0x2d; // -
    pos += 1;
    x = -x;
  }
  if (!shortestFixed(x)) {
    const text = String(x);
    for (let i = 0; i < text.length; i += 1) out[pos + i] = text.charCodeAt(i);
    pos += text.length;
  }
  return true;
}

/** 10^f, exact as doubles. */
const POW10 = Array.from({ length: FIXED_DIGITS + 1 }, (_, f) => 10 ** f);

/**
 * Writes x > 0 as String(x) does when that text has at most FIXED_DIGITS digits after the point
 * and no exponent, from digits (no string made); false, with nothing written, otherwise.
 *
 * String(x) is the decimal with the fewest significant digits that reads back as x (ECMA-262
 * Number::toString), in plain notation for 1e-6 ≤ x < 1e21. For the least f such that
 * m = round(x·10^f) reads back as x (m / 10^f === x: both that division and reading the text
 * "m·10^-f" round the same real number to the nearest double), m·10^-f is that decimal: with m
 * at most 2^50, the doubles near x are more than 4 apart once scaled by 10^f, so at most one whole
 * number reads back as x at each f, and round() finds it (its error is below 1/4); a decimal with
 * fewer digits after the point would have been found at a smaller f, and one with more has more
 * significant digits. tests/unit/hostile/recordJson.test.ts checks it against String(x).
 */
function shortestFixed(x: number): boolean {
  if (!(x >= 1e-6)) return false;
  // A decimal with f digits after the point has one with f + 1 (a 0 appended), so "reads back,
  // or m is past MAX_FIXED" holds from some f on and not before: tried in turn for the usual few
  // digits, then found by bisection.
  for (let f = 0; f < LINEAR_DIGITS; f += 1) if (fits(x, f)) return writeFits(x, f);
  let low = LINEAR_DIGITS;
  let high = FIXED_DIGITS + 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (fits(x, mid)) high = mid;
    else low = mid + 1;
  }
  return low <= FIXED_DIGITS && writeFits(x, low);
}

/** Digits after the point tried in turn before bisecting. */
const LINEAR_DIGITS = 3;

/** Whether round(x·10^f) reads back as x, or is past MAX_FIXED (then so is every larger f). */
function fits(x: number, f: number): boolean {
  const scale = POW10[f] as number;
  const m = Math.round(x * scale);
  return m > MAX_FIXED || m / scale === x;
}

/** Writes x with f digits after the point, unless round(x·10^f) is past MAX_FIXED (false). */
function writeFits(x: number, f: number): boolean {
  const m = Math.round(x * (POW10[f] as number));
  if (m > MAX_FIXED) return false;
  writeFixed(m, f);
  return true;
}

/** The digits of m (a whole number ≤ 2^50) with a point before the last f of them. */
function writeFixed(m: number, f: number): void {
  const digits = digitCount(m);
  const o = out;
  const p = pos;
  if (f === 0) {
    writeWhole(m, digits, p + digits);
    pos = p + digits;
  } else if (digits > f) {
    // ddd.ddd: the digits one place on, then the whole part moved back and the point after it.
    writeWhole(m, digits, p + 1 + digits);
    const whole = digits - f;
    for (let i = 0; i < whole; i += 1) o[p + i] = o[p + 1 + i] as number;
    o[p + whole] = 0x2e; // .
    pos = p + 1 + digits;
  } else {
    // 0.00ddd: every digit after the point.
    const length = f + 2;
    o[p] = 0x30;
    o[p + 1] = 0x2e;
    for (let i = p + 2; i < p + length - digits; i += 1) o[i] = 0x30;
    writeWhole(m, digits, p + length);
    pos = p + length;
  }
}

/** Digits of a whole number 0 ≤ m ≤ 2^50 (at most 16). */
function digitCount(m: number): number {
  let digits = 1;
  for (let limit = 10; m >= limit && digits < 16; limit *= 10) digits += 1;
  return digits;
}

/** "00" to "99", two ASCII digits each. */
const PAIRS = Uint8Array.from({ length: 200 }, (_, i) =>
  i % 2 === 0 ? 0x30 + Math.floor(i / 20) : 0x30 + (((i - 1) / 2) % 10),
);

/** Writes m's `digits` digits (0 ≤ m ≤ 2^50) ending before `end`: two 32-bit halves, two at a time. */
function writeWhole(m: number, digits: number, end: number): void {
  if (digits <= 8) writeSmall(m, digits, end);
  else {
    const high = Math.floor(m / 1e8);
    writeSmall(m - high * 1e8, 8, end);
    writeSmall(high, digits - 8, end - 8);
  }
}

/** The last `n` digits of 0 ≤ v < 10^8, ending before `end`. */
function writeSmall(v: number, n: number, end: number): void {
  const o = out;
  let i = end;
  let k = n;
  let rest = v;
  while (k >= 2) {
    const q = (rest / 100) | 0;
    const r = (rest - q * 100) * 2;
    o[i - 1] = PAIRS[r + 1] as number;
    o[i - 2] = PAIRS[r] as number;
    i -= 2;
    k -= 2;
    rest = q;
  }
  if (k === 1) o[i - 1] = 0x30 + (rest % 10);
}

function numOrNull(n: unknown): boolean {
  if (n === null) {
    put(NULL);
    return true;
  }
  return num(n);
}

/**
 * The bytes of a run of constants and strings that is the same from record to record (the kind
 * and file, the tool and mode), kept from the last record that wrote them: the strings are
 * checked once, then the run is one piece. Keyed by the strings themselves (===).
 */
interface Segment {
  a: unknown;
  b: unknown;
  piece: Piece | null;
}

const headSegment: Segment = { a: null, b: null, piece: null };
const toolSegment: Segment = { a: null, b: null, piece: null };

/** Writes `first a middle b last` (a, b plain strings), from the segment's piece when it is theirs. */
function segment(seg: Segment, first: Piece, a: unknown, middle: Piece, b: unknown, last: Piece) {
  if (seg.piece !== null && seg.a === a && seg.b === b) {
    put(seg.piece);
    return true;
  }
  const start = pos;
  put(first);
  if (!plain(a)) return false;
  put(middle);
  if (!plain(b)) return false;
  put(last);
  if (room) {
    seg.a = a;
    seg.b = b;
    seg.piece = copyOf(start);
  }
  return true;
}

/**
 * The run from the tool to readsPerSecond's key (`},"tool":"fio",…,"threads":16,"readsPerSecond":`)
 * for the first few (tool, mode, block size, threads) seen, which a long import repeats; the
 * others are written each time.
 */
interface ToolRun {
  tool: unknown;
  mode: unknown;
  blockSizeKiB: unknown;
  threads: unknown;
  piece: Piece;
}

const toolRuns: ToolRun[] = [];
const TOOL_RUNS = 16;

function toolRun(r: DeviceRunRecord): boolean {
  const { tool, mode, blockSizeKiB, threads } = r;
  for (let i = 0; i < toolRuns.length; i += 1) {
    const k = toolRuns[i] as ToolRun;
    // === is the same text: the same strings, or numbers (0 and -0 are both written 0).
    if (
      k.tool === tool &&
      k.mode === mode &&
      k.blockSizeKiB === blockSizeKiB &&
      k.threads === threads
    ) {
      put(k.piece);
      return true;
    }
  }
  const start = pos;
  if (!segment(toolSegment, TOOL, tool, MODE, mode, BLOCK_SIZE)) return false;
  if (!numOrNull(blockSizeKiB)) return false;
  put(THREADS);
  if (!numOrNull(threads)) return false;
  put(READS);
  if (room && toolRuns.length < TOOL_RUNS)
    toolRuns.push({ tool, mode, blockSizeKiB, threads, piece: copyOf(start) });
  return true;
}

/** The bytes from `start` to `pos`, copied (a Buffer's `slice` would be a view on the buffer). */
function copyOf(start: number): Piece {
  return piece(new Uint8Array(out.subarray(start, pos)));
}

const { hasOwnProperty } = Object.prototype;

/**
 * A context key, checked once: `,"key":` and, for the first few string values it has (a CSV's
 * instance or storage column), `,"key":"value"`. Kept by key (a bounded number of keys) and by
 * the key's place in the context, so that the usual context, whose keys come in the same order
 * each time, finds them without a look-up.
 */
interface Member {
  key: string;
  keyPiece: Piece;
  values: string[];
  pieces: Piece[];
}

const members = new Map<string, Member>();
const MEMBERS = 256;
/** String values kept for each key (the first seen; others are copied each time). */
const MEMBER_VALUES = 8;
/** The members of the last contexts, by place. */
const byPlace: (Member | undefined)[] = [];

/** The member for key k at place i, or null for a key that is not plain. */
function member(k: string, i: number): Member | null {
  const at = byPlace[i];
  if (at !== undefined && at.key === k) return at;
  let m = members.get(k);
  if (m === undefined) {
    if (!plainText(k)) return null;
    m = { key: k, keyPiece: ascii(`,"${k}":`), values: [], pieces: [] };
    if (members.size < MEMBERS) members.set(k, m);
  }
  if (i < MEMBERS) byPlace[i] = m;
  return m;
}

/** `{"key":value,…}` of an object of plain strings and finite numbers (a RunContext). */
function flat(o: unknown): boolean {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return false;
  const open = pos;
  let i = 0;
  for (const k in o) {
    const v = (o as Record<string, unknown>)[k];
    if (v === undefined) continue;
    // This form of the own-key test is compiled away inside a for-in over `o` (Object.hasOwn is not).
    if (!hasOwnProperty.call(o, k)) return false;
    const m = member(k, i);
    if (m === null) return false;
    i += 1;
    if (typeof v === 'string') {
      if (!memberString(m, v)) return false;
    } else {
      put(m.keyPiece);
      if (!num(v)) return false;
    }
  }
  if (i === 0) byte(0x7b);
  else if (room) out[open] = 0x7b; // the first member's , made {
  byte(0x7d); // }
  return true;
}

/** Writes `,"key":"value"` for a plain string value, from the member's pieces when it has it. */
function memberString(m: Member, v: string): boolean {
  const values = m.values;
  for (let j = 0; j < values.length; j += 1) {
    if (values[j] === v) {
      put(m.pieces[j] as Piece);
      return true;
    }
  }
  if (values.length < MEMBER_VALUES) {
    if (!plainText(v)) return false;
    const p = ascii(`,"${m.key}":"${v}"`);
    values.push(v);
    m.pieces.push(p);
    put(p);
    return true;
  }
  put(m.keyPiece);
  byte(0x22);
  if (!plain(v)) return false;
  byte(0x22);
  return true;
}

/** Whether s is plain (printable ASCII but `"` and `\`), without writing it. */
function plainText(s: string): boolean {
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || c > 0x7e) return false;
  }
  return true;
}

function byte(b: number): void {
  if (pos < out.length) {
    out[pos] = b;
    pos += 1;
  } else room = false;
}

function latency(l: unknown): boolean {
  if (typeof l !== 'object' || l === null || !keysAre(l, LATENCY_KEYS)) return false;
  const t = l as LatencyMs;
  put(MIN_MS);
  if (!numOrNull(t.minMs)) return false;
  put(AVG_MS);
  if (!numOrNull(t.avgMs)) return false;
  put(MAX_MS);
  if (!numOrNull(t.maxMs)) return false;
  put(P95_MS);
  if (!numOrNull(t.p95Ms)) return false;
  put(P99_MS);
  if (!numOrNull(t.p99Ms)) return false;
  return true;
}

/** Writes the record's fields in order, each checked; false as soon as one is not the shape. */
function record(r: DeviceRunRecord): boolean {
  const s = r.source as unknown;
  if (typeof s !== 'object' || s === null || !keysAre(s, SOURCE_KEYS)) return false;
  if (!segment(headSegment, OPEN_KIND, r.kind, SOURCE_FILE, r.source.file, LINE)) return false;
  if (!num(r.source.line)) return false;
  if (!toolRun(r)) return false;
  if (!num(r.readsPerSecond)) return false;
  if (r.writesPerSecond === 0) put(NO_WRITES);
  else {
    put(WRITES);
    if (!num(r.writesPerSecond)) return false;
    put(READ_MIBPS);
  }
  if (!num(r.readMiBps)) return false;
  if (r.writtenMiBps === 0 && r.latency === null) put(NO_WRITTEN_NO_LATENCY_CONTEXT);
  else {
    put(WRITTEN_MIBPS);
    if (!num(r.writtenMiBps)) return false;
    if (r.latency === null) put(NO_LATENCY_CONTEXT);
    else {
      put(LATENCY);
      if (!latency(r.latency)) return false;
      put(CONTEXT);
    }
  }
  if (!flat(r.context)) return false;
  byte(0x7d); // }
  return true;
}

/**
 * Writes JSON.stringify(record) for a device-run record of the usual shape, in printable ASCII,
 * into `bytes` from `at`; see JsonWriter.
 */
export const writeRecordJson: JsonWriter = (value, bytes, at) => {
  if (typeof value !== 'object' || value === null || !keysAre(value, KEYS)) return NOT_WRITTEN;
  if (bytes !== out) {
    out = bytes;
    view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  pos = at;
  room = true;
  const written = record(value as DeviceRunRecord);
  if (!written) return NOT_WRITTEN;
  return room ? pos : NO_ROOM;
};
