/**
 * Output held back until it is known to be wanted: `import --json` writes each record as it is
 * parsed, but prints nothing if any file turns out to be rejected (nothing half-imported). The
 * text stays in memory up to `MEMORY_CHARS`, then goes to a temporary file, so memory stays
 * bounded whatever the size of the import (issue 16: a 200 MB CSV with --json ran out of memory).
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';

/** Text kept in memory before spilling to a temporary file (16 Mi characters). */
const MEMORY_CHARS = 16 << 20;
/** Pieces are joined and written in batches of about this many characters. */
const BATCH_CHARS = 1 << 20;

export class Spool {
  private pieces: string[] = [];
  private pending = 0;
  private held: string[] = [];
  private heldChars = 0;
  private dir: string | null = null;
  private fd: number | null = null;

  /** The temporary file once the text has spilled to one, else null. */
  get file(): string | null {
    return this.dir === null ? null : join(this.dir, 'output.json');
  }

  write(text: string): void {
    this.pieces.push(text);
    this.pending += text.length;
    if (this.pending >= BATCH_CHARS) this.batch();
  }

  /** Writes everything held to `out`, in pieces of about a MiB, then frees it. */
  replay(out: (text: string) => void): void {
    this.batch();
    if (this.fd === null) {
      for (const t of this.held) out(t);
    } else {
      const buf = Buffer.allocUnsafe(1 << 20);
      const decoder = new StringDecoder('utf8');
      let at = 0;
      for (;;) {
        const n = readSync(this.fd, buf, 0, buf.length, at);
        if (n === 0) break;
        at += n;
        out(decoder.write(buf.subarray(0, n)));
      }
      const tail = decoder.end();
      if (tail) out(tail);
    }
    this.discard();
  }

  /** Drops everything held (a rejected import) and removes the temporary file. */
  discard(): void {
    this.pieces = [];
    this.held = [];
    this.pending = 0;
    this.heldChars = 0;
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    if (this.dir !== null) rmSync(this.dir, { recursive: true, force: true });
    this.dir = null;
  }

  private batch(): void {
    if (this.pending === 0) return;
    const text = this.pieces.join('');
    this.pieces = [];
    this.pending = 0;
    if (this.fd === null && this.heldChars + text.length <= MEMORY_CHARS) {
      this.held.push(text);
      this.heldChars += text.length;
      return;
    }
    if (this.fd === null) {
      this.dir = mkdtempSync(join(tmpdir(), 'innosizer-'));
      this.fd = openSync(join(this.dir, 'output.json'), 'w+', 0o600);
      for (const t of this.held) writeSync(this.fd, t);
      this.held = [];
      this.heldChars = 0;
    }
    writeSync(this.fd, text);
  }
}
