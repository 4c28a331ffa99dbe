/**
 * A streaming scanner for AWS Price List offer files (aws_v1 JSON): fed the file in text chunks of
 * any size, it hands over the small objects a reader needs, never the whole document.
 *
 * - top-level string fields (`offerCode`, `version`, `publicationDate`, `formatVersion`);
 * - each product: the object at `products.<sku>`;
 * - each SKU's terms: the object at `terms.<OnDemand|Reserved>.<sku>` (skipped unless `wantTerms`
 *   says the SKU matters, so irrelevant terms cost a scan, not a parse).
 *
 * Memory: the open-container stack and the object being captured. Structure errors (unbalanced
 * brackets, a value where a key belongs, text after the document, an unfinished document) are
 * reported with the character offset.
 */

export interface OfferScanHandlers {
  topLevel: (key: string, value: string) => void;
  product: (sku: string, json: string) => void;
  wantTerms: (termType: string, sku: string) => boolean;
  terms: (termType: string, sku: string, json: string) => void;
}

export class OfferFormatError extends Error {}

interface Frame {
  array: boolean;
  key: string | null;
  /** What comes next: a key (objects), the colon after it, a value, or a comma / the close. */
  next: 'key' | 'colon' | 'value' | 'comma';
}

function isWs(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

export class OfferScanner {
  private readonly stack: Frame[] = [];
  private inString = false;
  private escape = false;
  private isKey = false;
  /** Characters of the string being read, when it is a key or a top-level value. */
  private str: string[] | null = null;
  private strStart = 0;
  private capture: { parts: string[]; depth: number; path: string[] } | null = null;
  private offset = 0;
  private started = false;
  private done = false;
  private inScalar = false;

  constructor(private readonly h: OfferScanHandlers) {}

  /** Scans the next chunk of the file. */
  feed(chunk: string): void {
    let captureFrom = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (this.inString) {
        if (this.escape) this.escape = false;
        else if (c === 0x5c) this.escape = true;
        else if (c === 0x22) this.endString(chunk, i);
        continue;
      }
      if (this.inScalar) {
        if (c === 0x2c || c === 0x7d || c === 0x5d || isWs(c)) this.inScalar = false;
        else continue;
      }
      if (isWs(c)) continue;
      if (this.done) this.fail('text after the end of the JSON document', i);
      if (c === 0x22) this.startString(i);
      else if (c === 0x7b || c === 0x5b) {
        this.open(c === 0x5b, i);
        if (this.capture && this.capture.depth === this.stack.length) captureFrom = i;
      } else if (c === 0x7d || c === 0x5d) {
        if (this.close(c === 0x5d, i)) {
          const cap = this.capture;
          if (cap) {
            cap.parts.push(chunk.slice(captureFrom, i + 1));
            this.capture = null;
            this.emit(cap.path, cap.parts.join(''));
          }
        }
      } else if (c === 0x3a) this.colon(i);
      else if (c === 0x2c) this.comma(i);
      else {
        if (!this.started) this.fail('expected "{" at the start of an offer file', i);
        this.valueStart(i);
        this.inScalar = true;
      }
    }
    if (this.capture) this.capture.parts.push(chunk.slice(captureFrom));
    else if (this.inString && this.str !== null) {
      // A key or top-level value split across chunks: keep its first part.
      this.str.push(chunk.slice(this.strStart));
      this.strStart = 0;
    }
    this.offset += chunk.length;
  }

  /** Checks the document ended. */
  end(): void {
    if (!this.started) throw new OfferFormatError('the file is empty');
    if (this.inString || this.stack.length > 0)
      throw new OfferFormatError(
        `the file ends inside the JSON document (after ${this.offset.toLocaleString('en-US')} characters): it is truncated`,
      );
  }

  private fail(what: string, i: number): never {
    throw new OfferFormatError(`${what} at character ${(this.offset + i).toLocaleString('en-US')}`);
  }

  private top(i: number): Frame {
    const top = this.stack[this.stack.length - 1];
    if (!top) this.fail('text outside the JSON document', i);
    return top;
  }

  private startString(i: number): void {
    const top = this.top(i);
    this.isKey = top.next === 'key';
    if (!this.isKey) this.valueStart(i);
    this.inString = true;
    const wanted =
      !this.capture &&
      ((this.isKey && this.stack.length <= 3) || (!this.isKey && this.stack.length === 1));
    this.str = wanted ? [] : null;
    this.strStart = i + 1;
  }

  private endString(chunk: string, i: number): void {
    this.inString = false;
    const top = this.top(i);
    if (this.str !== null) this.str.push(chunk.slice(this.strStart, i));
    const text = this.str === null ? null : this.decode(this.str.join(''));
    this.str = null;
    if (this.isKey) {
      top.key = text ?? '';
      top.next = 'colon';
    } else if (this.stack.length === 1 && top.key !== null && text !== null)
      this.h.topLevel(top.key, text);
  }

  private decode(raw: string): string {
    return raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
  }

  /** A value begins: legal only after a key's colon or in an array, once. */
  private valueStart(i: number): void {
    const top = this.top(i);
    if (top.next === 'colon') this.fail('a value where ":" belongs after an object key', i);
    if (top.next === 'key') this.fail('a value where an object key belongs', i);
    if (top.next === 'comma') this.fail('a value where "," belongs (missing comma)', i);
    top.next = 'comma';
  }

  private open(array: boolean, i: number): void {
    if (!this.started) {
      if (array) this.fail('expected "{" at the start of an offer file', i);
      this.started = true;
    } else this.valueStart(i);
    this.stack.push({ array, key: null, next: array ? 'value' : 'key' });
    if (!this.capture) this.maybeCapture();
  }

  private close(array: boolean, i: number): boolean {
    const top = this.stack.pop();
    if (!top || top.array !== array) this.fail(`an unmatched "${array ? ']' : '}'}"`, i);
    if (top.next === 'colon' || (top.next === 'value' && !top.array))
      this.fail('an object key without a value', i);
    if (this.stack.length === 0) this.done = true;
    return this.capture !== null && this.stack.length === this.capture.depth - 1;
  }

  private colon(i: number): void {
    const top = this.top(i);
    if (top.next !== 'colon') this.fail('a colon out of place', i);
    top.next = 'value';
  }

  private comma(i: number): void {
    const top = this.top(i);
    if (top.next !== 'comma') this.fail('a comma out of place', i);
    top.next = top.array ? 'value' : 'key';
    if (!top.array) top.key = null;
  }

  /** Starts capturing when the object just opened is a product or a SKU's terms. */
  private maybeCapture(): void {
    const d = this.stack.length;
    if (d !== 3 && d !== 4) return;
    // The key under which frame k was opened is frame k-1's current key.
    const key = (k: number): string => this.stack[k - 1]?.key ?? '';
    if (d === 3 && key(1) === 'products') {
      this.capture = { parts: [], depth: d, path: ['products', key(2)] };
    } else if (d === 4 && key(1) === 'terms' && this.h.wantTerms(key(2), key(3))) {
      this.capture = { parts: [], depth: d, path: ['terms', key(2), key(3)] };
    }
  }

  private emit(path: string[], json: string): void {
    if (path[0] === 'products') this.h.product(path[1] ?? '', json);
    else this.h.terms(path[1] ?? '', path[2] ?? '', json);
  }
}
