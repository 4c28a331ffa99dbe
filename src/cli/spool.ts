/**
 * Output held back until it is known to be wanted: `import --json` writes each record as it is
 * parsed, but prints nothing if any file turns out to be rejected (nothing half-imported).
 *
 * The records are made into terminal-safe JSON once, when they are pushed, into a batch buffer of
 * bytes: values of the usual shape by the writer it is given (src/cli/recordJson.ts: device-run
 * records encoded straight into the buffer, no string made), the others as `safeJson`'s text
 * encoded to UTF-8. Full batches stay in memory up to `MEMORY_BYTES`, then go to a temporary
 * file, so memory stays bounded whatever the size of the import (issue 16: a 200 MB CSV with
 * --json ran out of memory). `copyTo` then hands the bytes on as they are (no decoding, no second
 * escaping pass: that doubled the work and kept `import --json` at 5x the time of a plain
 * import), waiting for the writer when it asks to (backpressure).
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { safeJson } from './terminal.ts';
import { NO_ROOM, NOT_WRITTEN, type JsonWriter } from './recordJson.ts';

/** Bytes kept in memory before spilling to a temporary file (16 MiB). */
const MEMORY_BYTES = 16 << 20;
/** Pushed text is encoded into a buffer of this many bytes, kept or written when full. */
const BATCH_BYTES = 1 << 20;
/** Pieces read back from the temporary file. */
const READ_BYTES = 1 << 20;

/** Arrays longer than this are written this many elements at a time. */
const LONG_ARRAY = 16384;

/**
 * An object (a record) with an array value longer than LONG_ARRAY, or a Float64Array value (a
 * telemetry series: written as the array of its numbers, which JSON.stringify would not do).
 */
function hasLongArray(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).some(
    (v) => v instanceof Float64Array || (Array.isArray(v) && v.length > LONG_ARRAY),
  );
}

/** What goes before the first element, and before each of the others. */
const FIRST = Buffer.from('\n    ');
const NEXT = Buffer.from(',\n    ');

/**
 * Where `copyTo` sends the bytes. The bytes are only lent: a sink that keeps them past its return
 * must copy them, or return a promise that resolves once they are written (waited for before the
 * next piece, whose bytes may be the same buffer's).
 */
export type ByteSink = (bytes: Uint8Array) => void | Promise<void>;

/** The elements of a JSON array, one per line (indented four spaces), held until printed. */
export class JsonSpool {
  private count = 0;
  private batchBuf = Buffer.allocUnsafe(BATCH_BYTES);
  private used = 0;
  private held: Buffer[] = [];
  private heldBytes = 0;
  private dir: string | null = null;
  private fd: number | null = null;

  /**
   * `writeJson`: a faster writer for some values, their JSON (JSON.stringify's text) in printable
   * ASCII encoded straight into the batch buffer; NOT_WRITTEN for the others (`safeJson`).
   */
  constructor(private readonly writeJson: JsonWriter = () => NOT_WRITTEN) {}

  /** Elements pushed so far. */
  get length(): number {
    return this.count;
  }

  /** The temporary file once the bytes have spilled to one, else null. */
  get file(): string | null {
    return this.dir === null ? null : join(this.dir, 'output.json');
  }

  /** Adds `value` as the next element (terminal-safe JSON). */
  push(value: unknown): void {
    const sep = this.count === 0 ? FIRST : NEXT;
    this.count += 1;
    for (let tries = 0; tries < 2; tries += 1) {
      const end = this.writeJson(value, this.batchBuf, this.used + sep.length);
      if (end === NOT_WRITTEN) break;
      if (end !== NO_ROOM) {
        // Six bytes or fewer: a loop is cheaper than `set`.
        const buf = this.batchBuf;
        for (let i = 0; i < sep.length; i += 1) buf[this.used + i] = sep[i] as number;
        this.used = end;
        return;
      }
      // Full: keep the batch and try once more in the emptied buffer (a longer value: safeJson).
      this.batch();
    }
    if (hasLongArray(value)) {
      this.add(sep === FIRST ? '\n    ' : ',\n    ');
      this.addInPieces(value);
      return;
    }
    this.add(`${sep === FIRST ? '\n    ' : ',\n    '}${safeJson(value)}`);
  }

  /**
   * `safeJson(value)`'s text, written key by key and long arrays LONG_ARRAY elements at a time:
   * a telemetry series of millions of samples was one JSON text of hundreds of MB, then its
   * bytes (issue 31). The same bytes: JSON.stringify joins the same pieces. A Float64Array is
   * written as the plain array of its numbers would be.
   */
  private addInPieces(value: Record<string, unknown>): void {
    this.add('{');
    let first = true;
    for (const key of Object.keys(value)) {
      const v = value[key];
      if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
      this.add(`${first ? '' : ','}${safeJson(key)}:`);
      first = false;
      if (!(v instanceof Float64Array) && (!Array.isArray(v) || v.length <= LONG_ARRAY)) {
        this.add(safeJson(v));
        continue;
      }
      const at = (i: number): unknown[] =>
        v instanceof Float64Array
          ? Array.from(v.subarray(i, i + LONG_ARRAY))
          : (v as unknown[]).slice(i, i + LONG_ARRAY);
      this.add('[');
      for (let i = 0; i < v.length; i += LONG_ARRAY)
        this.add(`${i > 0 ? ',' : ''}${safeJson(at(i)).slice(1, -1)}`);
      this.add(']');
    }
    this.add('}');
  }

  /** Encodes `text` into the batch buffer as UTF-8 (kept or written when full). */
  private add(text: string): void {
    // A UTF-16 code unit is at most 3 bytes of UTF-8.
    if (this.used + text.length * 3 > BATCH_BYTES) {
      this.batch();
      if (text.length * 3 > BATCH_BYTES) {
        this.keep(Buffer.from(text, 'utf8'));
        return;
      }
    }
    this.used += this.batchBuf.write(text, this.used, 'utf8');
  }

  /**
   * Sends every byte held to `out` (in pieces of at most a MiB), then frees them. The temporary
   * file is read back into one buffer, reused for each piece once `out` has resolved (a fresh
   * MiB for each piece cost the kernel a page fault per 4 KiB: 300 MB of them for 1M records).
   */
  async copyTo(out: ByteSink): Promise<void> {
    this.batch();
    try {
      if (this.fd === null) {
        for (const b of this.held) await out(b);
      } else {
        const piece = Buffer.allocUnsafe(READ_BYTES);
        for (let at = 0; ;) {
          const n = readSync(this.fd, piece, 0, READ_BYTES, at);
          if (n === 0) break;
          at += n;
          await out(piece.subarray(0, n));
        }
      }
    } finally {
      this.discard();
    }
  }

  /** Drops everything held (a rejected import) and removes the temporary file. */
  discard(): void {
    this.used = 0;
    this.held = [];
    this.heldBytes = 0;
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    if (this.dir !== null) rmSync(this.dir, { recursive: true, force: true });
    this.dir = null;
  }

  /** Keeps or writes the bytes encoded so far (the batch buffer is then reused). */
  private batch(): void {
    if (this.used === 0) return;
    const bytes = this.batchBuf.subarray(0, this.used);
    this.used = 0;
    this.keep(bytes, true);
  }

  /** `reused`: `bytes` is the batch buffer, copied if kept in memory. */
  private keep(bytes: Buffer, reused = false): void {
    if (this.fd === null && this.heldBytes + bytes.length <= MEMORY_BYTES) {
      this.held.push(reused ? Buffer.from(bytes) : bytes);
      this.heldBytes += bytes.length;
      return;
    }
    if (this.fd === null) {
      this.dir = mkdtempSync(join(tmpdir(), 'innosizer-'));
      this.fd = openSync(join(this.dir, 'output.json'), 'w+', 0o600);
      for (const b of this.held) writeAll(this.fd, b);
      this.held = [];
      this.heldBytes = 0;
    }
    writeAll(this.fd, bytes);
  }
}

/** writeSync until every byte is written (it may write fewer). */
function writeAll(fd: number, bytes: Buffer): void {
  let at = 0;
  while (at < bytes.length) at += writeSync(fd, bytes, at);
}
