/**
 * Streams JSON documents line by line without holding a document whole: the elements of one array
 * of the top-level object (fio's `jobs`, CloudWatch's `MetricDataResults`) are parsed and handed on
 * one at a time, and the rest of the document (its "head", the array left empty) is parsed when
 * the document closes. So a 200 MB fio JSON file costs the memory of its largest job, not of the
 * file several times over (issue 31: 1.8 GB before). Several documents may follow each other;
 * text between them (fio's "fio: …" notices) is skipped. Strings are followed, so a brace inside
 * one is text.
 */
export interface JsonStreamHandler {
  /** The head as it stands when the array opens (what precedes it, e.g. fio's `global options`). */
  arrayStart?(head: unknown, docLine: number): void;
  /** An element of the array, parsed; `text` is its JSON as the file has it. */
  element(value: unknown, index: number, line: number, text: string): void;
  /** The whole document with the array emptied; `sawArray` false when it had none. */
  docEnd(head: unknown, docLine: number, sawArray: boolean): void;
  /** Text that is not JSON: where (line) and what JSON.parse said. */
  invalid(line: number, message: string): void;
  /**
   * Arrays of an element (an object) read item by item instead of parsed with it: `keys` are
   * their keys; `start` is called as each opens, `item` for each item. The element's value has
   * them empty (`"Timestamps": []`).
   */
  streamed?: {
    keys: readonly string[];
    start(key: string, line: number): void;
    item(value: JsonItem): void;
  };
  /** An element opens (on `line`). */
  elementStart?(line: number): void;
}

import type { JsonItem } from './jsonItems.ts';
import { JsonItems } from './jsonItems.ts';

type Mode = 'head' | 'array' | 'element';

export class JsonArrayStream {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private mode: Mode = 'head';
  private head: string[] = [];
  private element: string[] = [];
  private elementLine = 0;
  private index = 0;
  private docLine = 0;
  private sawArray = false;
  /** The last string completed at depth 1 (a key, when a value follows). */
  private lastKey = '';
  private keyChars: string[] | null = null;
  /** The array being read item by item (handler.streamed), else null. */
  private items: JsonItems | null = null;
  /** A streamed array of the element was bad JSON (reported): the element is not handed on. */
  private elementFailed = false;
  private elementIsObject = false;
  /** Where the element's latest string (a key, when a `:` follows) started, and its text. */
  private elementStringAt = -1;
  private elementKey: string | null = null;
  docs = 0;

  constructor(
    private readonly arrayKey: string,
    private readonly handler: JsonStreamHandler,
  ) {}

  /** True while a document is open (for "not closed by the end of the file"). */
  get open(): boolean {
    return this.depth > 0;
  }

  get openLine(): number {
    return this.docLine;
  }

  line(text: string, lineNo: number): void {
    let from = 0;
    if (this.depth === 0) {
      const brace = text.indexOf('{');
      if (brace < 0) return;
      from = brace;
      this.startDoc(lineNo);
    }
    let piece = from;
    let i = from;
    if (this.items !== null) {
      i = this.readItems(text, from, lineNo);
      if (i < 0) return;
      piece = i;
    }
    for (; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (this.inString) {
        this.stringChar(text, i, c, piece);
        continue;
      }
      if (this.mode === 'element' && this.depth === 3) {
        const end = this.elementChar(text, i, c, piece, lineNo);
        if (end !== null) {
          if (end < 0) return;
          piece = end;
          i = end - 1;
          continue;
        }
      }
      if (c === 34) {
        this.inString = true;
        if (this.depth === 1) {
          this.keyChars = [];
          this.push(text.slice(piece, i + 1));
          piece = i + 1;
        }
      } else if (c === 123 || c === 91) {
        if (this.mode === 'array' && this.depth === 2) {
          this.push(text.slice(piece, i));
          piece = i;
          this.mode = 'element';
          this.elementLine = lineNo;
          this.elementFailed = false;
          this.elementIsObject = c === 123;
          this.elementKey = null;
          this.handler.elementStart?.(lineNo);
        }
        this.depth += 1;
        if (
          c === 91 &&
          this.depth === 2 &&
          this.mode === 'head' &&
          this.lastKey === this.arrayKey
        ) {
          // The array opens: what came before is the head, the array stays empty in it.
          this.push(text.slice(piece, i + 1));
          piece = i + 1;
          this.arrayOpened();
        }
      } else if (c === 125 || c === 93) {
        this.depth -= 1;
        if (this.mode === 'element' && this.depth === 2) {
          this.push(text.slice(piece, i + 1));
          piece = i + 1;
          this.elementClosed();
        } else if (this.mode === 'array' && this.depth === 1) {
          piece = i; // the array's `]` goes to the head; the separators before it do not
          this.mode = 'head';
        } else if (this.depth === 0) {
          this.push(text.slice(piece, i + 1));
          this.docClosed();
          const rest = text.slice(i + 1);
          if (rest.includes('{')) this.line(rest, lineNo);
          return;
        }
      }
    }
    if (this.keyChars) {
      this.keyChars.push(text.slice(piece));
      this.push(text.slice(piece));
    } else this.push(text.slice(piece));
    this.newline();
  }

  /** A character inside a string: its end completes a key (of the document or the element). */
  private stringChar(text: string, i: number, c: number, piece: number): void {
    if (this.escaped) this.escaped = false;
    else if (c === 92) this.escaped = true;
    else if (c === 34) {
      this.inString = false;
      if (this.elementStringAt >= 0) this.elementKey = text.slice(this.elementStringAt, i);
      this.elementStringAt = -1;
      if (this.keyChars) {
        this.keyChars.push(text.slice(piece, i));
        this.lastKey = this.keyChars.join('');
        this.keyChars = null;
      }
    }
  }

  /**
   * A character of the element's own level: `"key": [` of a key in handler.streamed opens an
   * array read item by item (the index of its closing `]`, or -1 when the line ends inside it);
   * anything else: null (the element's latest key is followed).
   */
  private elementChar(
    text: string,
    i: number,
    c: number,
    piece: number,
    lineNo: number,
  ): number | null {
    if (c === 91 && this.elementKey !== null && this.streamsKey(this.elementKey)) {
      this.push(text.slice(piece, i + 1));
      this.depth += 1;
      this.startItems(this.elementKey, lineNo);
      return this.readItems(text, i + 1, lineNo);
    }
    if (c === 34) this.elementStringAt = i + 1;
    else if (c !== 58 && c !== 32 && c !== 9 && c !== 13) this.elementKey = null;
    return null;
  }

  /** True when `key` names an array read item by item (in an element that is an object). */
  private streamsKey(key: string): boolean {
    return this.elementIsObject && this.handler.streamed?.keys.includes(key) === true;
  }

  private startItems(key: string, lineNo: number): void {
    this.handler.streamed?.start(key, lineNo);
    this.items = new JsonItems({
      item: (v) => this.handler.streamed?.item(v),
      error: (line, message) => {
        this.elementFailed = true;
        this.handler.invalid(line, message);
      },
    });
  }

  /**
   * Reads the streamed array's items from `from`: the index of its closing `]` (the array done:
   * its line breaks go to the element's text, which keeps the lines of what follows), or -1 when
   * the line ends inside it.
   */
  private readItems(text: string, from: number, lineNo: number): number {
    const items = this.items as JsonItems;
    const end = items.scan(text, from, lineNo);
    if (end >= text.length) {
      items.lineEnd(text, lineNo);
      return -1;
    }
    this.push('\n'.repeat(items.lines));
    this.items = null;
    this.elementKey = null;
    return end;
  }

  private startDoc(lineNo: number): void {
    this.docLine = lineNo;
    this.head = [];
    this.mode = 'head';
    this.sawArray = false;
    this.index = 0;
    this.lastKey = '';
  }

  /** Text goes to the element being read, or to the head (the array's separators are dropped). */
  private push(text: string): void {
    if (this.mode === 'element') this.element.push(text);
    else if (this.mode === 'head') this.head.push(text);
  }

  private newline(): void {
    this.push('\n');
  }

  private arrayOpened(): void {
    this.mode = 'array';
    this.sawArray = true;
    if (this.handler.arrayStart) {
      const head = this.parse(`${this.head.join('')}]}`, this.docLine);
      if (head !== undefined) this.handler.arrayStart(head, this.docLine);
    }
  }

  private elementClosed(): void {
    const text = this.element.join('');
    const value = this.elementFailed ? undefined : this.parse(text, this.elementLine);
    this.element = [];
    this.mode = 'array';
    if (value !== undefined) this.handler.element(value, this.index, this.elementLine, text);
    this.index += 1;
  }

  private docClosed(): void {
    this.docs += 1;
    const head = this.parse(this.head.join(''), this.docLine);
    this.head = [];
    if (head !== undefined) this.handler.docEnd(head, this.docLine, this.sawArray);
  }

  private parse(text: string, line: number): unknown {
    try {
      return JSON.parse(text);
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      const at = /position (\d+)/.exec(msg);
      const lineCol = /line (\d+) column/.exec(msg);
      const offset =
        lineCol?.[1] !== undefined
          ? Number(lineCol[1]) - 1
          : at?.[1] !== undefined
            ? text.slice(0, Number(at[1])).split('\n').length - 1
            : 0;
      this.handler.invalid(line + offset, `invalid JSON: ${msg.replace(/^JSON\.parse: /, '')}`);
      return undefined;
    }
  }
}
