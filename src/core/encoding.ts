/**
 * The one place where the bytes of a user's text file become text: scenario files, inventories and
 * benchmark imports, in the CLI and the app alike (issue 16). A byte-order mark says the encoding
 * and is dropped: UTF-8 (EF BB BF, as Windows editors save), UTF-16 LE (FF FE, PowerShell's `>`
 * and Notepad's "Unicode") and UTF-16 BE (FE FF). Without a mark the file is UTF-8. Bytes that are
 * not valid in the encoding become U+FFFD, which the parsers then report on their line.
 *
 * Uses the WHATWG `TextDecoder` every JavaScript runtime the app runs on has (Node, Electron,
 * Chromium); the core's ES2022 lib does not declare it, hence the narrow type below.
 */

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be';

interface Decoder {
  decode(input?: Uint8Array, options?: { stream?: boolean }): string;
}
type DecoderConstructor = new (label: string, options?: { fatal?: boolean }) => Decoder;

function newDecoder(encoding: TextEncodingName): Decoder {
  const Ctor = (globalThis as unknown as { TextDecoder: DecoderConstructor }).TextDecoder;
  // The decoder drops a byte-order mark of its own encoding (ignoreBOM defaults to false).
  return new Ctor(encoding);
}

/** The encoding a file's first bytes announce; undefined while fewer than 3 bytes could still be a UTF-8 mark. */
export function encodingOf(head: Uint8Array, complete: boolean): TextEncodingName | undefined {
  const [a, b, c] = [head[0], head[1], head[2]];
  if (a === 0xff && b === 0xfe) return 'utf-16le';
  if (a === 0xfe && b === 0xff) return 'utf-16be';
  if (a === 0xef && b === 0xbb && c === 0xbf) return 'utf-8';
  const couldBeMark =
    (head.length < 2 && (a === 0xff || a === 0xfe || a === 0xef)) ||
    (head.length < 3 && a === 0xef && b === 0xbb);
  return couldBeMark && !complete ? undefined : 'utf-8';
}

/**
 * A streaming decoder: bytes in, text out, chunk by chunk (a character split across two chunks is
 * kept until the next). `encoding` is known after the first bytes.
 */
export class TextFileDecoder {
  private decoder: Decoder | null = null;
  private head = new Uint8Array(0);
  encoding: TextEncodingName | undefined;

  /** Text of `bytes` (may be '' while the first bytes are being looked at). */
  write(bytes: Uint8Array): string {
    if (this.decoder) return this.decoder.decode(bytes, { stream: true });
    const head = new Uint8Array(this.head.length + bytes.length);
    head.set(this.head);
    head.set(bytes, this.head.length);
    this.head = head;
    return this.start(false);
  }

  /** The rest of the text at the end of the file. */
  end(): string {
    const text = this.decoder ? '' : this.start(true);
    return text + (this.decoder?.decode() ?? '');
  }

  private start(complete: boolean): string {
    const encoding = encodingOf(this.head, complete);
    if (encoding === undefined) return '';
    this.encoding = encoding;
    this.decoder = newDecoder(encoding);
    const text = this.decoder.decode(this.head, { stream: true });
    this.head = new Uint8Array(0);
    return text;
  }
}

/** The text of a whole file's bytes (byte-order mark dropped, UTF-16 decoded). */
export function decodeTextFile(bytes: Uint8Array): string {
  const d = new TextFileDecoder();
  return d.write(bytes) + d.end();
}
